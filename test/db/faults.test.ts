// PostgreSQL going away mid-run: requests get 503 envelopes (never a 500 or a hang), /readyz
// follows, and the service recovers by itself when the database returns. The database is reached
// through a TCP proxy that the test cuts and restores; backends are also killed with pg_terminate_backend.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { freshDatabase, call, expectError, expectOk, TEST_ENCRYPTION_KEY } from '../support/helper.js';
import { eventually } from '../support/until.js';

const PG_URL = process.env.TEST_DATABASE_URL;

/** A TCP proxy to PostgreSQL that can be cut (every connection dropped) and restored on the same port. */
function pgProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const start = () =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve(port);
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server ? server.close(() => resolve()) : resolve();
      server = null;
    });
  return { start, cut };
}

describe('database faults (PostgreSQL)', { skip: PG_URL ? false : 'needs TEST_DATABASE_URL (runs in the PostgreSQL pass of .ci/run)' }, () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let proxy: ReturnType<typeof pgProxy>;
  let app: FastifyInstance;
  let base = '';
  let dbName = '';

  before(async () => {
    database = await freshDatabase();
    const direct = new URL(database.url);
    dbName = direct.pathname.slice(1);
    proxy = pgProxy(direct);
    const viaProxy = new URL(database.url);
    viaProxy.port = String(await proxy.start());
    viaProxy.hostname = '127.0.0.1';
    const config = loadConfig({}, { databaseUrl: viaProxy.toString(), logLevel: 'silent', encryptionKey: TEST_ENCRYPTION_KEY, dbPoolSize: 4 });
    app = await buildApp(config);
    const bot = await app.services.botCreation.createBot({ bot_id: 9101, owner_id: '1' });
    base = `/v1/bot9101/${bot.api_key}`;
  });

  after(async () => {
    await app.close();
    await proxy.cut();
    await database.drop();
  });

  test('the database cut mid-run: 503 envelopes, /readyz 503, then recovery with nothing lost', async () => {
    expectOk(await call({ app }, 'POST', `${base}/chats`, { chat_id: -1, chat_name: 'Before', chat_type: 'group' }), 201, 'POST', '/chats');

    // Writes in flight while the connection is cut: each is a 201 or a 503, never a 500 or a hang.
    const inflight = Array.from({ length: 20 }, (_, i) =>
      call({ app }, 'POST', `${base}/chats`, { chat_id: -100 - i, chat_name: `c${i}`, chat_type: 'group' }),
    );
    await proxy.cut();
    const outcomes = await Promise.all(inflight);
    for (const r of outcomes) assert.ok([201, 503].includes(r.status), `status ${r.status}: ${r.raw}`);

    expectError(await call({ app }, 'GET', `${base}/chats`), 503, 'unavailable', 'GET', '/chats');
    expectError(await call({ app }, 'POST', `${base}/chats`, { chat_id: -2, chat_name: 'During', chat_type: 'group' }), 503, 'unavailable', 'POST', '/chats');
    expectError(await call({ app }, 'GET', '/readyz'), 503, 'unavailable', 'GET', '/readyz');
    expectOk(await call({ app }, 'GET', '/healthz'), 200, 'GET', '/healthz');

    await proxy.start();
    assert.ok(
      await eventually(async () => (await call({ app }, 'GET', '/readyz')).status === 200, '/readyz to answer 200', { within: 15_000, every: 200 }),
      'readyz recovers',
    );
    const chats = expectOk(await call({ app }, 'GET', `${base}/chats?limit=100`), 200, 'GET', '/chats');
    const names = chats.map((c: { chat_name: string }) => c.chat_name);
    assert.ok(names.includes('Before'));
    const acknowledged = outcomes.filter((r) => r.status === 201).map((r) => r.body.result.chat_name);
    for (const name of acknowledged) assert.ok(names.includes(name), `acknowledged ${name} is stored`);
  });

  test('backends killed with pg_terminate_backend: never a 500, and the pool heals', async () => {
    expectOk(await call({ app }, 'GET', `${base}/chats`), 200, 'GET', '/chats');
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    try {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName]);
    } finally {
      await admin.end();
    }
    const replies = [];
    for (let i = 0; i < 6; i++) replies.push(await call({ app }, 'GET', `${base}/chats`));
    for (const r of replies) assert.ok([200, 503].includes(r.status), `status ${r.status}: ${r.raw}`);
    assert.ok(
      await eventually(async () => (await call({ app }, 'GET', `${base}/chats`)).status === 200, 'GET /chats to answer 200', { within: 15_000, every: 200 }),
    );
  });
});
