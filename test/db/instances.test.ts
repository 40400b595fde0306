// Two real service processes on one database (PostgreSQL when TEST_DATABASE_URL is set, else one
// SQLite file): races are decided by the database, and every write is seen by both instances.
// Nothing is timed: where one instance has to catch up with the other, the test waits for that
// event, bounded only by a deadline that a hung instance reaches and a slow machine does not.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createSecretBox } from '../../src/crypto/secret-box.js';
import { openStorage } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createServices } from '../../src/services.js';
import { freshDatabase, TEST_ENCRYPTION_KEY } from '../support/helper.js';
import { request, serverEnv, startServer, type Server } from '../support/servers.js';
import { until } from '../support/until.js';

const BOT = 8801;
/** How long a wait may take before the test calls the instance hung (never reached on a slow machine). */
const HUNG_MS = 30_000;

describe('two instances on one database', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let servers: Server[] = [];
  let apiKey = '';
  let planId = 0;
  const at = (i: number, path: string) => `${servers[i % 2]!.url}/v1/bot${BOT}/${apiKey}${path}`;

  before(async () => {
    database = await freshDatabase(true);
    const storage = openStorage(database.url);
    await migrateToLatest(storage.db);
    const services = createServices({ db: storage.db, now: Date.now, secretBox: createSecretBox(TEST_ENCRYPTION_KEY) });
    apiKey = (await services.botCreation.createBot({ bot_id: BOT, owner_id: '1' })).api_key;
    planId = (
      await services.plans.createPlan(await services.settings.contextOf(BOT), {
        plan_name: 'Monthly',
        plan_duration: 'P1M',
        plan_price: '5.00',
        plan_currency: 'USD',
      })
    ).plan_id;
    await storage.close();
    servers = await Promise.all([startServer(serverEnv(database.url)), startServer(serverEnv(database.url))]);
  });

  after(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  });

  test('the same chat added at once through both instances: exactly one 201, the rest 409', async () => {
    const chat = { chat_id: -100777, chat_name: 'Race', chat_type: 'supergroup' };
    const replies = await Promise.all(Array.from({ length: 24 }, (_, i) => request(at(i, '/chats'), 'POST', chat)));
    const statuses = replies.map((r) => r.status).sort();
    assert.deepEqual(statuses, [201, ...Array(23).fill(409)]);
    for (const r of replies) assert.equal(r.body.code, r.status);
    assert.ok(replies.filter((r) => r.status === 409).every((r) => r.body.error.type === 'conflict'));
  });

  test('the same external_id at once: one order recorded, every answer names it', async () => {
    const order = { plan_id: planId, member_id: '42', external_id: 'pay-race-1' };
    const replies = await Promise.all(Array.from({ length: 24 }, (_, i) => request(at(i, '/orders'), 'POST', order)));
    assert.equal(replies.filter((r) => r.status === 201).length, 1);
    assert.ok(
      replies.every((r) => r.status === 201 || r.status === 200),
      JSON.stringify(replies.map((r) => r.status)),
    );
    const ids = new Set(replies.map((r) => r.body.result.order_id));
    assert.equal(ids.size, 1);
    const conflicting = await request(at(1, '/orders'), 'POST', { ...order, amount: '6.00' });
    assert.equal(conflicting.status, 409);
    assert.equal(conflicting.body.error.type, 'conflict');
  });

  test('orders written through both instances are all counted', async () => {
    // Whatever other tests recorded before: counted from here (revenue in cents, USD).
    const before = await request(at(0, '/orders/count'));
    assert.equal(before.status, 200);
    const start = before.body.result[0].sales as number;
    const startCents = Math.round(Number(before.body.result[0].revenue) * 100);
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) => request(at(i, '/orders'), 'POST', { plan_id: planId, member_id: String(i), external_id: `bulk-${i}` })),
    );
    assert.ok(replies.every((r) => r.status === 201));
    assert.equal(new Set(replies.map((r) => r.body.result.order_id)).size, 60);
    for (const i of [0, 1]) {
      const count = await request(at(i, '/orders/count'));
      assert.equal(count.status, 200);
      assert.equal(count.body.result[0].sales, start + 60);
      assert.equal(count.body.result[0].revenue, ((startCents + 60 * 500) / 100).toFixed(2));
    }
  });

  test('an answer one instance keeps follows every write made through the other, with no wait', async () => {
    const read = async (i: number) => {
      const reply = await request(at(i, '/orders/count'));
      assert.equal(reply.status, 200);
      return reply.body.result as { revenue: string; sales: number }[];
    };
    const [a, b] = [await read(0), await read(1)];
    assert.deepEqual(a, b);
    assert.deepEqual(await read(0), a, 'read again: the same answer');
    const order = await request(at(1, '/orders'), 'POST', { plan_id: planId, member_id: '77', external_id: 'kept-across' });
    assert.equal(order.status, 201);
    const afterOrder = await read(0);
    assert.equal(afterOrder[0]!.sales, a[0]!.sales + 1);
    assert.equal(afterOrder[0]!.revenue, (Number(a[0]!.revenue) + 5).toFixed(2));
    assert.deepEqual(await read(1), afterOrder);
    const refund = await request(at(0, `/orders/${order.body.result.order_id}/refund`), 'POST');
    assert.equal(refund.status, 200);
    assert.deepEqual(await read(1), a);
    assert.deepEqual(await read(0), a);
  });

  test('a key revoked on one instance stops working on the other', { timeout: 2 * HUNG_MS }, async () => {
    const created = await request(at(0, '/keys'), 'POST');
    assert.equal(created.status, 201);
    const second = created.body.result.api_key as string;
    const viaB = `${servers[1]!.url}/v1/bot${BOT}/${second}/chats`;
    assert.equal((await request(viaB)).status, 200);
    const revoked = await request(at(0, `/keys/${created.body.result.key_id}`), 'DELETE');
    assert.equal(revoked.status, 200);
    // The other instance may answer from what it cached for a while: poll it until the key is
    // refused. Until then it answers normally, never anything else; afterwards it stays refused.
    const seen: number[] = [];
    const refusal = await until(
      async () => {
        const reply = await request(viaB);
        if (reply.status !== 401) seen.push(reply.status);
        return reply;
      },
      (reply) => reply.status === 401,
      'the revoked key refused by the other instance',
      { within: HUNG_MS },
    );
    assert.equal(refusal.status, 401, `the revoked key still works on the other instance after ${HUNG_MS} ms (statuses: ${seen.join(' ')})`);
    assert.equal(refusal.body.ok, false);
    assert.equal(refusal.body.error.type, 'unauthorized');
    assert.ok(
      seen.every((s) => s === 200),
      `before the refusal: ${seen.join(' ')}`,
    );
    assert.equal((await request(viaB)).status, 401, 'still refused');
    assert.equal((await request(`${servers[0]!.url}/v1/bot${BOT}/${second}/chats`)).status, 401, 'refused on the instance that revoked it too');
  });
});
