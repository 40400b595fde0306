// A session's level is its admin's level at each request, on every instance (SPEC §14): two
// instances over one database (each with its own connections and its own cache of verified keys),
// an admin signs in on B, is lowered and then removed on A; B follows within KEY_CACHE_MS of the
// pinned clock. On SQLite the two instances share a database file, on PostgreSQL a database.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openStorage, type Storage } from '../../src/db/connect.js';
import { KEY_CACHE_MS } from '../../src/limits.js';
import { call, expectError, expectOk, freshDatabase, TEST_ENCRYPTION_KEY } from '../support/helper.js';

const BOT = 7001;
const OWNER = '1001';
const ADMIN = '2002';

describe('a level change reaches a session on another instance', () => {
  const clock = { now: Date.parse('2026-11-21T12:00:00Z') };
  let drop: () => Promise<void>;
  const storages: Storage[] = [];
  const apps: FastifyInstance[] = [];
  let a: { app: FastifyInstance };
  let b: { app: FastifyInstance };
  let ownerBase: string;

  before(async () => {
    const database = await freshDatabase(true);
    drop = database.drop;
    const config = loadConfig(
      {},
      { databaseUrl: database.url, logLevel: 'silent', encryptionKey: TEST_ENCRYPTION_KEY, dbPoolSize: 3, authFailureLimit: 10_000 },
    );
    for (let i = 0; i < 2; i++) {
      const storage = openStorage(config.databaseUrl, { poolSize: config.dbPoolSize });
      storages.push(storage);
      const app = await buildApp(config, { now: () => clock.now, storage });
      await app.ready();
      apps.push(app);
    }
    a = { app: apps[0]! };
    b = { app: apps[1]! };
    const created = await a.app.services.botCreation.createBot({ bot_id: BOT, owner_id: OWNER });
    ownerBase = `/v1/bot${BOT}/${created.api_key}`;
  });
  after(async () => {
    for (const app of apps) await app.close();
    for (const storage of storages) await storage.close();
    await drop();
  });

  test('lowered on A: refused on B within 2 s above the new level; removed on A: 401 on B', async () => {
    expectOk(await call(a, 'POST', `${ownerBase}/admins`, { admin_id: ADMIN, admin_level: 7 }), 201, 'POST', '/admins');
    // The link's token is made where the bot runs (A); the browser exchanges it on B.
    const { token } = (await a.app.services.sessions.startSignIn(BOT, ADMIN))!;
    const session = expectOk(await call(b, 'POST', '/v1/sessions', { bot_id: BOT, token }), 201, 'POST', '/v1/sessions');
    assert.equal(session.admin_level, 7);
    const onB = `/v1/bot${BOT}/${session.api_key}`;
    expectOk(await call(b, 'GET', `${onB}/subscriptions`), 200, 'GET', '/subscriptions');
    assert.equal(expectOk(await call(b, 'GET', `${onB}/session`), 200, 'GET', '/session').admin_level, 7);

    expectOk(await call(a, 'PATCH', `${ownerBase}/admins/${ADMIN}`, { admin_level: 3 }), 200, 'PATCH', `/admins/${ADMIN}`);
    // A, which never verified this key, reads the admin's new level with it.
    expectError(await call(a, 'GET', `/v1/bot${BOT}/${session.api_key}/subscriptions`), 403, 'forbidden', 'GET', '/subscriptions');
    // B verified the key a moment ago and may trust it until KEY_CACHE_MS has passed (the bound
    // SPEC §14 sets): proof that B is another instance, not A's cache.
    expectOk(await call(b, 'GET', `${onB}/subscriptions`), 200, 'GET', '/subscriptions');
    clock.now += KEY_CACHE_MS;
    const refused = expectError(await call(b, 'GET', `${onB}/subscriptions`), 403, 'forbidden', 'GET', '/subscriptions');
    assert.match(refused.description, /needs admin level 4 or more; this key is level 3\.$/);
    expectOk(await call(b, 'GET', `${onB}/plans`), 200, 'GET', '/plans');
    assert.equal(expectOk(await call(b, 'GET', `${onB}/session`), 200, 'GET', '/session').admin_level, 3);

    expectOk(await call(a, 'DELETE', `${ownerBase}/admins/${ADMIN}`), 200, 'DELETE', `/admins/${ADMIN}`);
    clock.now += KEY_CACHE_MS;
    expectError(await call(b, 'GET', `${onB}/plans`), 401, 'unauthorized', 'GET', '/plans');
    expectError(await call(b, 'GET', `${onB}/session`), 401, 'unauthorized', 'GET', '/session');
  });
});
