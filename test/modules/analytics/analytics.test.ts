// The analytics endpoints (SPEC §17) through HTTP: a worked example (the one docs/analytics.md
// walks through) answered exactly, bad input, the level they need, and an import kept.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { call, createTestApp, expectError, expectInvalid, expectOk, type TestApp } from '../../support/helper.js';

describe('recurring revenue analytics', () => {
  let t: TestApp;
  const get = async (path: string) => expectOk(await call(t, 'GET', `${t.base}${path}`), 200, 'GET', path.split('?')[0]!);

  before(async () => {
    t = await createTestApp({ now: '2026-03-20T12:00:00Z', timezone: 'UTC' });
    const plan = async (body: object) => expectOk(await call(t, 'POST', `${t.base}/plans`, body), 201, 'POST', '/plans').plan_id;
    const monthly = await plan({ plan_name: 'Monthly', plan_duration: 'P1M', plan_price: '10.00', plan_currency: 'USD', plan_trial: 'P7D' });
    const yearly = await plan({ plan_name: 'Yearly', plan_duration: 'P1Y', plan_price: '120.00', plan_currency: 'USD' });
    const pay = async (member: string, plan_id: number, paid_at: string, amount?: string) =>
      expectOk(await call(t, 'POST', `${t.base}/orders`, { member_id: member, plan_id, paid_at, ...(amount ? { amount } : {}) }), 201, 'POST', '/orders');
    // Ann renews once and lets it lapse on 5 March; Ben pays a year; Cleo lapses on 20 February
    // and comes back on 2 March at a higher price; Dan starts a free trial today.
    await pay('1', monthly, '2026-01-05T09:00:00Z');
    await pay('3', monthly, '2026-01-20T09:00:00Z');
    await pay('1', monthly, '2026-02-05T09:00:00Z');
    await pay('2', yearly, '2026-02-10T09:00:00Z');
    await pay('3', monthly, '2026-03-02T09:00:00Z', '15.00');
    expectOk(await call(t, 'POST', `${t.base}/subscriptions`, { member_id: '4', plan_id: monthly, trial: true }), 201, 'POST', '/subscriptions');
  });
  after(() => t.close());

  test('MRR movements per month: each member compared at each month’s start and end', async () => {
    const zero = '0.00';
    const row = (period: string, r: Partial<Record<string, string | number>>) => ({
      period,
      currency: 'USD',
      mrr_start: zero,
      new: zero,
      reactivation: zero,
      expansion: zero,
      contraction: zero,
      churned: zero,
      mrr_end: zero,
      members_start: 0,
      members_end: 0,
      new_members: 0,
      churned_members: 0,
      ...r,
    });
    assert.deepEqual(await get('/analytics/revenue?interval_unit=month&interval_count=3'), [
      row('2026-01', { new: '20.00', mrr_end: '20.00', members_end: 2, new_members: 2 }),
      row('2026-02', {
        mrr_start: '20.00',
        new: '10.00',
        churned: '10.00',
        mrr_end: '20.00',
        members_start: 2,
        members_end: 2,
        new_members: 1,
        churned_members: 1,
      }),
      row('2026-03', { mrr_start: '20.00', reactivation: '15.00', churned: '10.00', mrr_end: '25.00', members_start: 2, members_end: 2, churned_members: 1 }),
    ]);
    const year = await get('/analytics/revenue?interval_unit=year&interval_count=1&currency=USD');
    // A period compares its two ends only: Ann paid nothing on 1 January nor now, so the year
    // shows no movement of hers.
    assert.deepEqual(year, [row('2026', { new: '25.00', mrr_end: '25.00', members_end: 2, new_members: 2 })]);
  });

  test('the summary: MRR, ARR, ARPU, 30-day churn and LTV, and trials', async () => {
    assert.deepEqual(await get('/analytics/summary'), {
      at: '2026-03-20T12:00:00.000Z',
      currencies: [{ currency: 'USD', mrr: '25.00', arr: '300.00', paying_members: 2, arpu: '12.50', churn_rate_30d: 0.3333, ltv: '37.50' }],
      trials: { active: 1, started_90d: 1, converted_90d: 0, conversion_rate: 0 },
    });
  });

  test('cohorts: members by month of first payment, and how many pay at each month’s end', async () => {
    assert.deepEqual(await get('/analytics/cohorts?cohort_count=3'), [
      { cohort: '2026-01', members: 2, retained: [2, 1, 1] },
      { cohort: '2026-02', members: 1, retained: [1, 1] },
      { cohort: '2026-03', members: 0, retained: [0] },
    ]);
    assert.equal((await get('/analytics/cohorts')).length, 12);
  });

  test('bad input is a 422 naming the field; the figures need level 3', async () => {
    expectInvalid(await call(t, 'GET', `${t.base}/analytics/revenue?interval_unit=week`), 'GET', '/analytics/revenue', ['interval_unit']);
    expectInvalid(await call(t, 'GET', `${t.base}/analytics/revenue?currency=ABC`), 'GET', '/analytics/revenue', ['currency']);
    expectInvalid(await call(t, 'GET', `${t.base}/analytics/revenue?interval_count=0`), 'GET', '/analytics/revenue', ['interval_count']);
    for (const n of ['0', '37', 'x'])
      expectInvalid(await call(t, 'GET', `${t.base}/analytics/cohorts?cohort_count=${n}`), 'GET', '/analytics/cohorts', ['cohort_count']);
    expectInvalid(await call(t, 'GET', `${t.base}/analytics/summary?at=now`), 'GET', '/analytics/summary', ['at']);
    const key = async (level: number) => expectOk(await call(t, 'POST', `${t.base}/keys`, { admin_level: level }), 201, 'POST', '/keys').api_key;
    const low = `/v1/bot${t.botId}/${await key(2)}`;
    const three = `/v1/bot${t.botId}/${await key(3)}`;
    for (const path of ['/analytics/revenue', '/analytics/summary', '/analytics/cohorts']) {
      const refused = expectError(await call(t, 'GET', `${low}${path}`), 403, 'forbidden', 'GET', path);
      assert.equal(refused.description, 'To see sales: order counts, analytics and orders needs admin level 3 or more; this key is level 2.');
      expectOk(await call(t, 'GET', `${three}${path}`), 200, 'GET', path);
    }
  });
});

describe('analytics after an import', () => {
  test('an imported history is counted as soon as the import commits', async () => {
    const t = await createTestApp({ now: '2026-03-20T12:00:00Z', timezone: 'UTC' });
    try {
      const plan = expectOk(
        await call(t, 'POST', `${t.base}/plans`, { plan_name: 'M', plan_duration: 'P1M', plan_price: '10.00', plan_currency: 'USD' }),
        201,
        'POST',
        '/plans',
      );
      // Built before the import, so the import must keep them.
      assert.equal((await call(t, 'GET', `${t.base}/analytics/summary`)).status, 200);
      const rows = [
        { line: 2, plan_id: String(plan.plan_id), member_id: '7', amount: '10.00', currency: 'USD', paid_at: '2026-03-01T00:00:00Z', external_id: 'a' },
        { line: 3, plan_id: String(plan.plan_id), member_id: '8', amount: '10.00', currency: 'USD', paid_at: '2026-03-10T00:00:00Z', external_id: 'b' },
      ];
      const result = await t.app.services.orderImport.importRows(
        t.bot,
        (async function* () {
          yield rows;
        })(),
      );
      assert.equal(result.imported, 2);
      const summary = expectOk(await call(t, 'GET', `${t.base}/analytics/summary`), 200, 'GET', '/analytics/summary');
      assert.deepEqual(summary.currencies, [{ currency: 'USD', mrr: '20.00', arr: '240.00', paying_members: 2, arpu: '10.00', churn_rate_30d: 0, ltv: null }]);
    } finally {
      await t.close();
    }
  });
});
