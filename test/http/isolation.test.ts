// Cross-bot isolation: bot A's key never reads or changes bot B's resources, by any id; and the
// security headers and metrics that every deployment gets.
import { TABLES } from '../fuzz/harness.js';
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { call, createTestApp, expectError, expectOk, type TestApp } from '../support/helper.js';

describe('bot A cannot reach bot B', () => {
  let t: TestApp;
  let b: string; // bot B's prefix
  let codes: string[] = []; // bot B's access codes
  const snapshot = async () => {
    const db = t.app.storage.db;
    // Every table a request can write, and the bots themselves.
    const tables = [...TABLES, 'bots'] as const;
    const rows: Record<string, unknown[]> = {};
    for (const table of tables) rows[table] = await db.selectFrom(table).selectAll().where('bot_id', '=', 7002).execute();
    return JSON.stringify(rows);
  };

  before(async () => {
    t = await createTestApp({ now: '2026-11-21T12:00:00Z' });
    const botB = await t.app.services.botCreation.createBot({ bot_id: 7002, owner_id: '2001' });
    b = `/v1/bot7002/${botB.api_key}`;
    // Bot B owns one of everything, with ids that also exist, or not, for bot A.
    expectOk(await call(t, 'POST', `${b}/chats`, { chat_id: -500, chat_name: 'B chat', chat_type: 'channel' }), 201, 'POST', '/chats');
    expectOk(await call(t, 'POST', `${b}/projects`, { project_name: 'B project', chat_ids: [-500] }), 201, 'POST', '/projects');
    expectOk(
      await call(t, 'POST', `${b}/plans`, { plan_name: 'B plan', plan_duration: 'P1M', plan_price: '3.00', plan_currency: 'USD', plan_project_id: 1 }),
      201,
      'POST',
      '/plans',
    );
    expectOk(await call(t, 'POST', `${b}/admins`, { admin_id: '2002', admin_level: 4 }), 201, 'POST', '/admins');
    expectOk(await call(t, 'POST', `${b}/orders`, { plan_id: 1, member_id: 'm', external_id: 'b-1' }), 201, 'POST', '/orders');
    // Members and subscriptions: 1 paid for (above), 2 recurring (so a cancel would apply), 3 granted;
    // access codes; and the events all of this wrote.
    const recurring = { plan_name: 'B recurring', plan_duration: 'P1M', plan_price: '5.00', plan_currency: 'USD', options: { recurring: true } };
    expectOk(await call(t, 'POST', `${b}/plans`, recurring), 201, 'POST', '/plans');
    expectOk(await call(t, 'POST', `${b}/orders`, { plan_id: 2, member_id: 'm2' }), 201, 'POST', '/orders');
    expectOk(await call(t, 'POST', `${b}/subscriptions`, { member_id: 'm3', plan_id: 1 }), 201, 'POST', '/subscriptions');
    const subscriptions = expectOk(await call(t, 'GET', `${b}/subscriptions`), 200, 'GET', '/subscriptions');
    assert.deepEqual(
      subscriptions.map((s: { subscription_id: number; recurring: boolean }) => [s.subscription_id, s.recurring]),
      [
        [3, false],
        [2, true],
        [1, false],
      ],
    );
    codes = expectOk(await call(t, 'POST', `${b}/codes`, { plan_id: 1, count: 2 }), 201, 'POST', '/codes').map((c: { code: string }) => c.code);
    assert.ok(expectOk(await call(t, 'GET', `${b}/events`), 200, 'GET', '/events').length > 0);
  });
  after(() => t.close());

  test("every read of B's ids through A's key is a 404 or an empty list", async () => {
    const own = ['/chats/-500', '/projects/1', '/plans/1', '/admins/2002', '/admins/2001', '/orders/1', '/members/m', '/members/m2', '/members/m3'];
    for (const path of [...own, '/subscriptions/1', '/subscriptions/2', '/subscriptions/3']) {
      expectError(await call(t, 'GET', `${t.base}${path}`), 404, 'not_found', 'GET', path);
    }
    const lists = ['/chats', '/projects', '/plans', '/orders', '/members', '/subscriptions', '/events', '/codes'];
    const filtered = ['/members?access=true', '/subscriptions?member_id=m', '/subscriptions?plan_id=1', '/events?after=0', '/codes?plan_id=1'];
    for (const path of [...lists, ...filtered]) {
      assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}${path}`), 200, 'GET', path.split('?')[0]!), []);
    }
    const count = expectOk(await call(t, 'GET', `${t.base}/orders/count`), 200, 'GET', '/orders/count');
    assert.equal(count[0].sales, 0);
  });

  test("every write aimed at B's ids through A's key fails and leaves B unchanged", async () => {
    const before = await snapshot();
    const attempts: [string, string, unknown?][] = [
      ['PATCH', '/chats/-500', { chat_name: 'hijacked' }],
      ['DELETE', '/chats/-500'],
      ['PATCH', '/plans/1', { plan_name: 'hijacked' }],
      ['DELETE', '/plans/1'],
      ['PATCH', '/admins/2002', { admin_level: 8 }],
      ['DELETE', '/admins/2002'],
      ['POST', '/orders/1/refund'],
      ['DELETE', '/keys/1'],
      ['POST', '/projects', { project_name: 'steal', chat_ids: [-500] }],
      ['POST', '/orders', { plan_id: 1, member_id: 'm', external_id: 'b-1' }],
      // A plan id of B's is not a plan of A's: a grant or codes for it are refused.
      ['POST', '/subscriptions', { member_id: 'm', plan_id: 1 }],
      ['POST', '/codes', { plan_id: 1 }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(t, method, `${t.base}${path}`, body);
      assert.ok([404, 409, 422].includes(res.status), `${method} ${path}: ${res.status} ${res.raw}`);
      assert.equal(res.body.ok, false);
    }
    // B's subscriptions and codes, by their ids: not found for A, whatever the change.
    const notFound: [string, string, unknown?][] = [];
    for (const id of [1, 2, 3]) {
      notFound.push(
        ['PATCH', `/subscriptions/${id}`, { expires_at: '2099-01-01T00:00:00Z' }],
        ['PATCH', `/subscriptions/${id}`, { expires_at: null }],
        ['POST', `/subscriptions/${id}/cancel`],
        ['DELETE', `/subscriptions/${id}`],
      );
    }
    for (const code of codes) notFound.push(['DELETE', `/codes/${code}`]);
    for (const [method, path, body] of notFound) {
      expectError(await call(t, method, `${t.base}${path}`, body), 404, 'not_found', method, path);
    }
    assert.equal(await snapshot(), before);
    // Still B's, through B's key.
    const ownCodes = expectOk(await call(t, 'GET', `${b}/codes`), 200, 'GET', '/codes');
    assert.deepEqual(ownCodes.map((c: { code: string }) => c.code).sort(), [...codes].sort());
    const revocable = expectOk(await call(t, 'GET', `${b}/subscriptions?state=active`), 200, 'GET', '/subscriptions');
    assert.equal(revocable.length, 3);
  });

  test("bot A's key with bot B's id in the path is a 401", async () => {
    expectError(await call(t, 'GET', `/v1/bot7002/${t.apiKey}/chats`), 401, 'unauthorized', 'GET', '/chats');
  });
});

describe('security headers and metrics', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('JSON answers carry security headers fit for an API', async () => {
    const res = await call(t, 'GET', `${t.base}/chats`);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
    assert.match(String(res.headers['strict-transport-security']), /max-age=/);
    assert.equal(res.headers['x-powered-by'], undefined);
    const docs = await t.app.inject({ url: '/docs/static/index.html' });
    assert.ok([200, 302].includes(docs.statusCode));
  });

  test('/metrics counts requests per route template and never names a key or bot id', async () => {
    await call(t, 'GET', `${t.base}/chats`);
    await call(t, 'GET', `${t.base}/nope`);
    const res = await t.app.inject({ url: '/metrics' });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /tollgate_http_requests_total\{method="GET",route="\/v1\/bot:bot_id\/:api_key\/chats",status="200"\} \d+/);
    assert.match(res.body, /tollgate_http_request_duration_seconds_bucket\{le="0.001",method="GET",route="\/v1\/bot:bot_id\/:api_key\/chats"\}/);
    assert.match(res.body, /route="unmatched",status="404"/);
    assert.match(res.body, /tollgate_db_pool_connections\{state="total"\}/);
    assert.ok(!res.body.includes(t.apiKey));
    // Not as a path segment nor as a label value (the digits alone may occur in a sample's value).
    assert.ok(!res.body.includes(`bot${t.botId}`));
    assert.ok(!res.body.includes(`"${t.botId}"`));
  });
});
