// The built server under the running Node line, with a full garbage collection every 200 ms
// while it writes and reads: prepared statements are evicted from a tiny statement cache and
// finalised by the collector mid-run, and the rest at shutdown. better-sqlite3 12 aborted the
// process here on Node 24 (`Assertion failed: (env) != nullptr` in ~Statement); this must exit 0.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { freshDatabase } from '../support/helper.js';
import { request, seedBot, serverEnv, startServer } from '../support/servers.js';

const BOT = 8301;
const FORCE_GC = join(import.meta.dirname, '..', 'fixtures', 'force-gc.mjs');

test(`server under forced garbage collection on Node ${process.versions.node}: works, then exits 0 on SIGTERM`, async () => {
  const database = await freshDatabase(true);
  const apiKey = await seedBot(database.url, BOT);
  // A cache of 4 statements: nearly every query prepares anew and evicts one for the collector.
  const env = serverEnv(database.url, { SQLITE_STATEMENT_CACHE: '4', RATE_LIMIT_MAX: '1000000' });
  const server = await startServer(env, ['--expose-gc', '--import', FORCE_GC]);
  try {
    const base = `${server.url}/v1/bot${BOT}/${apiKey}`;
    const chatIds: number[] = [];
    for (let i = 1; i <= 100; i++) {
      const chatId = -1_000_000_000_000 - i;
      const chat = await request(`${base}/chats`, 'POST', { chat_id: chatId, chat_name: `Chat ${i}`, chat_type: 'supergroup' });
      assert.equal(chat.status, 201, JSON.stringify(chat.body));
      chatIds.push(chatId);
      // Projects of 1..100 chats: each size is its own SQL text.
      const project = await request(`${base}/projects`, 'POST', { project_name: `Bundle ${i}`, chat_ids: [...chatIds] });
      assert.equal(project.status, 201, JSON.stringify(project.body));
      const order = await request(`${base}/orders`, 'POST', { plan_id: 1, member_id: `m${i}`, paid_at: new Date(Date.UTC(2026, 0, i)).toISOString() });
      assert.equal(order.status, 201, JSON.stringify(order.body));
      const count = await request(`${base}/orders/count?interval_unit=${['day', 'month', 'year'][i % 3]}&interval_count=${i}`);
      assert.equal(count.status, 200, JSON.stringify(count.body));
    }
    const orders = await request(`${base}/orders?limit=100`);
    assert.equal(orders.status, 200);
    assert.equal(orders.body.result.length, 100);
    const projects = await request(`${base}/projects?limit=100`);
    assert.deepEqual(projects.body.result[0].chat_ids, chatIds);
    const exitCode = await server.stop('SIGTERM');
    assert.equal(exitCode, 0, `the server exited with ${exitCode}; stderr/log:\n${server.logs.join('\n')}`);
  } finally {
    await server.stop('SIGKILL');
    await database.drop();
  }
});
