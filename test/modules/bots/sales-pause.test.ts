// Pausing sales over the API (SPEC §15): sales_paused is a level-4 setting while every other
// setting needs level 8; a refused change changes nothing; while paused POST /checkout is a 409 and
// POST /orders (payments taken elsewhere) still records.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { call, createTestApp, expectError, expectOk, type TestApp } from '../../support/helper.js';

describe('pausing sales', () => {
  let t: TestApp;
  /** The base URL of a key of `level`. */
  const keyOf = async (level: number) => {
    const key = expectOk(await call(t, 'POST', `${t.base}/keys`, { admin_level: level, label: `level ${level}` }), 201, 'POST', '/keys').api_key;
    return `/v1/bot${t.botId}/${key}`;
  };
  before(async () => {
    t = await createTestApp({ now: '2026-11-21T12:00:00Z' });
  });
  after(() => t.close());

  test('level 4 pauses and resumes; other fields below level 8 are 403 and change nothing; level 3 may not pause', async () => {
    const four = await keyOf(4);
    const before = expectOk(await call(t, 'GET', `${t.base}/settings`), 200, 'GET', '/settings');
    assert.equal(before.sales_paused, false);
    t.clock.now += 60_000;
    const paused = expectOk(await call(t, 'PATCH', `${four}/settings`, { sales_paused: true }), 200, 'PATCH', '/settings');
    assert.deepEqual(paused, { ...before, sales_paused: true, updated_at: '2026-11-21T12:01:00.000Z' });

    for (const body of [{ bot_name: 'Mine now' }, { sales_paused: false, timezone: 'Europe/Berlin' }, { reminder_days: [] }]) {
      const refused = expectError(await call(t, 'PATCH', `${four}/settings`, body), 403, 'forbidden', 'PATCH', '/settings');
      assert.equal(refused.description, 'To change settings needs admin level 8 or more; this key is level 4.');
    }
    // Nothing changed, not even the sales_paused sent alongside a refused field.
    assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/settings`), 200, 'GET', '/settings'), paused);

    const three = await keyOf(3);
    const refused = expectError(await call(t, 'PATCH', `${three}/settings`, { sales_paused: false }), 403, 'forbidden', 'PATCH', '/settings');
    assert.equal(refused.description, 'To pause or resume sales needs admin level 4 or more; this key is level 3.');
    assert.equal(expectOk(await call(t, 'GET', `${three}/settings`), 200, 'GET', '/settings').sales_paused, true);

    const resumed = expectOk(await call(t, 'PATCH', `${four}/settings`, { sales_paused: false }), 200, 'PATCH', '/settings');
    assert.deepEqual(resumed, { ...before, updated_at: '2026-11-21T12:01:00.000Z' });
    // The owner's level changes the rest and the switch together.
    const both = expectOk(await call(t, 'PATCH', `${t.base}/settings`, { sales_paused: true, bot_name: 'Signals' }), 200, 'PATCH', '/settings');
    assert.deepEqual([both.sales_paused, both.bot_name], [true, 'Signals']);
    expectOk(await call(t, 'PATCH', `${t.base}/settings`, { sales_paused: false, bot_name: null }), 200, 'PATCH', '/settings');
  });

  test('while paused POST /checkout is a 409 saying so; POST /orders still records; resumed, checkout is judged as before', async () => {
    const plan = { plan_name: 'Card month', plan_duration: 'P1M', plan_price: '5.00', plan_currency: 'USD' };
    const planId = expectOk(await call(t, 'POST', `${t.base}/plans`, plan), 201, 'POST', '/plans').plan_id;
    expectOk(await call(t, 'PATCH', `${t.base}/settings`, { sales_paused: true }), 200, 'PATCH', '/settings');
    const refused = expectError(await call(t, 'POST', `${t.base}/checkout`, { member_id: '8001', plan_id: planId }), 409, 'conflict', 'POST', '/checkout');
    assert.equal(refused.description, 'Sales are paused: nothing new is sold until the owner resumes them.');
    // A payment taken elsewhere is recorded: SPEC §15 pauses what Tollgate sells, not the owner's books.
    const order = expectOk(await call(t, 'POST', `${t.base}/orders`, { member_id: '8001', plan_id: planId }), 201, 'POST', '/orders');
    assert.equal(order.amount, '5.00');
    expectOk(await call(t, 'PATCH', `${t.base}/settings`, { sales_paused: false }), 200, 'PATCH', '/settings');
    const unpaused = expectError(await call(t, 'POST', `${t.base}/checkout`, { member_id: '8002', plan_id: planId }), 409, 'conflict', 'POST', '/checkout');
    assert.match(unpaused.description, /Card payments are not set up/);
  });
});
