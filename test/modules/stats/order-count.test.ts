// HTTP tests for GET /orders/count (SPEC §3.1): periods in the bot's time zone, exact revenue
// per currency, people-facing text per locale, the zero-filled grid, and query validation.
import { writePaidOrders } from '../../../src/modules/orders/paid-orders.js';
import type { NewOrder } from '../../../src/db/schema.js';
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { call, createTestApp, expectError, expectInvalid, expectOk, type TestApp } from '../../support/helper.js';

const NOW = '2026-11-21T12:00:00.000Z';
const PATH = '/orders/count';

interface Entry {
  period: string;
  revenue: string;
  currency: string;
  formatted: string;
  sales: number;
}

/** A zero entry. */
const zero = (period: string, currency = 'USD', formatted = '$0.00', revenue = '0.00'): Entry => ({ period, revenue, currency, formatted, sales: 0 });

/** Rows written the way an import writes them: orders and their rollups in one transaction. */
function writeOrders(t: TestApp, orders: NewOrder[]) {
  return t.app.storage.db.transaction().execute((trx) => writePaidOrders(trx, t.botId, orders));
}

async function count(t: TestApp, query = '', headers: Record<string, string> = {}): Promise<Entry[]> {
  return expectOk(await call(t, 'GET', `${t.base}${PATH}${query ? `?${query}` : ''}`, undefined, headers), 200, 'GET', PATH);
}

/** Creates a plan per currency (price 1 unit) and returns their ids by currency. */
async function plansFor(t: TestApp, currencies: string[]): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const currency of currencies) {
    const plan = expectOk(
      await call(t, 'POST', `${t.base}/plans`, { plan_name: `Plan ${currency}`, plan_duration: 'P1M', plan_price: '1', plan_currency: currency }),
      201,
      'POST',
      '/plans',
    );
    ids[currency] = plan.plan_id;
  }
  return ids;
}

async function order(t: TestApp, planId: number, amount: string, currency: string, paidAt: string): Promise<number> {
  const result = expectOk(
    await call(t, 'POST', `${t.base}/orders`, { plan_id: planId, member_id: 'm1', amount, currency, paid_at: paidAt }),
    201,
    'POST',
    '/orders',
  );
  return result.order_id;
}

/** `YYYY-MM-DD` of the UTC date `days` before 2026-11-21. */
function daysBefore(days: number): string {
  return new Date(Date.UTC(2026, 10, 21) - days * 86_400_000).toISOString().slice(0, 10);
}

describe('orders/count: defaults', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ now: NOW, currency: 'EUR' });
  });
  after(async () => {
    await t.close();
  });

  test("no parameters and no sales: one entry for today in the bot's default currency", async () => {
    assert.deepEqual(await count(t), [{ period: '2026-11-21', revenue: '0.00', currency: 'EUR', formatted: '€0.00', sales: 0 }]);
  });

  test('the explicit defaults give the same answer', async () => {
    assert.deepEqual(await count(t, 'interval_unit=day&interval_count=1'), [zero('2026-11-21', 'EUR', '€0.00')]);
  });

  test('the default currency follows PATCH /settings', async () => {
    expectOk(await call(t, 'PATCH', `${t.base}/settings`, { default_currency: 'JPY' }), 200, 'PATCH', '/settings');
    assert.deepEqual(await count(t), [zero('2026-11-21', 'JPY', '¥0', '0')]);
    expectOk(await call(t, 'PATCH', `${t.base}/settings`, { default_currency: 'BHD' }), 200, 'PATCH', '/settings');
    assert.deepEqual(await count(t, 'interval_count=2'), [
      zero('2026-11-20', 'BHD', 'BHD\u00a00.000', '0.000'),
      zero('2026-11-21', 'BHD', 'BHD\u00a00.000', '0.000'),
    ]);
  });

  test('a bot created without a currency defaults to USD', async () => {
    const plain = await createTestApp({ now: NOW });
    try {
      assert.deepEqual(await count(plain), [zero('2026-11-21')]);
    } finally {
      await plain.close();
    }
  });
});

describe('orders/count: periods, one currency', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ now: NOW });
    const { USD: usd } = await plansFor(t, ['USD']);
    await order(t, usd!, '1000.00', 'USD', '2026-11-21T01:00:00Z');
    await order(t, usd!, '234.50', 'USD', '2026-11-21T11:00:00Z');
    await order(t, usd!, '10.00', 'USD', '2026-11-19T23:59:59.999Z');
    await order(t, usd!, '5.00', 'USD', '2026-11-15T00:00:00Z');
    await order(t, usd!, '7.00', 'USD', '2026-11-14T23:59:59.999Z');
    await order(t, usd!, '100.00', 'USD', '2026-10-31T23:59:59Z');
    await order(t, usd!, '50.00', 'USD', '2025-12-31T23:00:00Z');
  });
  after(async () => {
    await t.close();
  });

  test('today only by default, with the day’s sum', async () => {
    assert.deepEqual(await count(t), [{ period: '2026-11-21', revenue: '1234.50', currency: 'USD', formatted: '$1,234.50', sales: 2 }]);
  });

  test('interval_count=7: seven consecutive days, oldest first, zero-filled; boundaries are [start, end)', async () => {
    assert.deepEqual(await count(t, 'interval_unit=day&interval_count=7'), [
      { period: '2026-11-15', revenue: '5.00', currency: 'USD', formatted: '$5.00', sales: 1 },
      zero('2026-11-16'),
      zero('2026-11-17'),
      zero('2026-11-18'),
      { period: '2026-11-19', revenue: '10.00', currency: 'USD', formatted: '$10.00', sales: 1 },
      zero('2026-11-20'),
      { period: '2026-11-21', revenue: '1234.50', currency: 'USD', formatted: '$1,234.50', sales: 2 },
    ]);
  });

  test('interval_unit=month: YYYY-MM labels', async () => {
    assert.deepEqual(await count(t, 'interval_unit=month&interval_count=3'), [
      zero('2026-09'),
      { period: '2026-10', revenue: '100.00', currency: 'USD', formatted: '$100.00', sales: 1 },
      { period: '2026-11', revenue: '1256.50', currency: 'USD', formatted: '$1,256.50', sales: 5 },
    ]);
  });

  test('twelve months cross the year boundary', async () => {
    const entries = await count(t, 'interval_unit=month&interval_count=12');
    assert.deepEqual(
      entries.map((e) => e.period),
      ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
    );
    assert.deepEqual(entries[0], { period: '2025-12', revenue: '50.00', currency: 'USD', formatted: '$50.00', sales: 1 });
    assert.deepEqual(
      entries.map((e) => e.sales),
      [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 5],
    );
  });

  test('interval_unit=year: YYYY labels', async () => {
    assert.deepEqual(await count(t, 'interval_unit=year&interval_count=3'), [
      zero('2024'),
      { period: '2025', revenue: '50.00', currency: 'USD', formatted: '$50.00', sales: 1 },
      { period: '2026', revenue: '1356.50', currency: 'USD', formatted: '$1,356.50', sales: 6 },
    ]);
  });

  test('interval_count=1000 years: 1000 entries from 1027 to 2026', async () => {
    const entries = await count(t, 'interval_unit=year&interval_count=1000');
    assert.equal(entries.length, 1000);
    assert.deepEqual(
      entries.map((e) => e.period),
      Array.from({ length: 1000 }, (_, i) => String(1027 + i)),
    );
    assert.deepEqual(entries[0], zero('1027'));
    assert.deepEqual(entries.slice(-2), [
      { period: '2025', revenue: '50.00', currency: 'USD', formatted: '$50.00', sales: 1 },
      { period: '2026', revenue: '1356.50', currency: 'USD', formatted: '$1,356.50', sales: 6 },
    ]);
  });

  test('interval_count=1000 days and months', async () => {
    const days = await count(t, 'interval_count=1000');
    assert.equal(days.length, 1000);
    assert.deepEqual(
      days.map((e) => e.period),
      Array.from({ length: 1000 }, (_, i) => daysBefore(999 - i)),
    );
    assert.equal(
      days.reduce((n, e) => n + e.sales, 0),
      7,
    );

    const months = await count(t, 'interval_unit=month&interval_count=1000');
    assert.equal(months.length, 1000);
    // 999 months before 2026-11 is 1943-08.
    assert.equal(months[0]!.period, '1943-08');
    assert.equal(months[999]!.period, '2026-11');
    assert.equal(new Set(months.map((e) => e.period)).size, 1000);
  });

  test('the window follows the clock', async () => {
    t.clock.now = Date.parse('2026-11-22T00:00:00Z');
    try {
      assert.deepEqual(await count(t, 'interval_count=2'), [
        { period: '2026-11-21', revenue: '1234.50', currency: 'USD', formatted: '$1,234.50', sales: 2 },
        zero('2026-11-22'),
      ]);
    } finally {
      t.clock.now = Date.parse(NOW);
    }
  });
});

describe('orders/count: exact revenue and formatting per currency', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ now: NOW });
    const p = await plansFor(t, ['USD', 'EUR', 'JPY', 'BHD']);
    await order(t, p.USD!, '1000.25', 'USD', '2026-11-21T01:00:00Z');
    await order(t, p.USD!, '234.25', 'USD', '2026-11-21T02:00:00Z');
    await order(t, p.EUR!, '1234.5', 'EUR', '2026-11-21T03:00:00Z');
    await order(t, p.JPY!, '1000', 'JPY', '2026-11-21T04:00:00Z');
    await order(t, p.JPY!, '500', 'JPY', '2026-11-21T05:00:00Z');
    await order(t, p.BHD!, '12.340', 'BHD', '2026-11-21T06:00:00Z');
    await order(t, p.BHD!, '0.005', 'BHD', '2026-11-21T07:00:00Z');
  });
  after(async () => {
    await t.close();
  });

  test('revenue has each currency’s digits; formatted is en-US by default; ordered by currency code', async () => {
    assert.deepEqual(await count(t), [
      { period: '2026-11-21', revenue: '12.345', currency: 'BHD', formatted: 'BHD\u00a012.345', sales: 2 },
      { period: '2026-11-21', revenue: '1234.50', currency: 'EUR', formatted: '€1,234.50', sales: 1 },
      { period: '2026-11-21', revenue: '1500', currency: 'JPY', formatted: '¥1,500', sales: 2 },
      { period: '2026-11-21', revenue: '1234.50', currency: 'USD', formatted: '$1,234.50', sales: 2 },
    ]);
  });

  test('Accept-Language de-DE changes formatted, not revenue', async () => {
    assert.deepEqual(await count(t, '', { 'accept-language': 'de-DE' }), [
      { period: '2026-11-21', revenue: '12.345', currency: 'BHD', formatted: '12,345\u00a0BHD', sales: 2 },
      { period: '2026-11-21', revenue: '1234.50', currency: 'EUR', formatted: '1.234,50\u00a0€', sales: 1 },
      { period: '2026-11-21', revenue: '1500', currency: 'JPY', formatted: '1.500\u00a0¥', sales: 2 },
      { period: '2026-11-21', revenue: '1234.50', currency: 'USD', formatted: '1.234,50\u00a0$', sales: 2 },
    ]);
  });

  test('Accept-Language picks the highest-q supported locale', async () => {
    const entries = await count(t, 'currency=EUR', { 'accept-language': 'xx-YY, en-US;q=0.5, de-DE;q=0.9' });
    assert.deepEqual(entries, [{ period: '2026-11-21', revenue: '1234.50', currency: 'EUR', formatted: '1.234,50\u00a0€', sales: 1 }]);
  });

  for (const header of ['xx-YY', 'tlh', '!!!', '*', '', 'de-DE;q=0']) {
    test(`Accept-Language ${JSON.stringify(header)} falls back to en-US`, async () => {
      assert.deepEqual(await count(t, 'currency=USD', { 'accept-language': header }), [
        { period: '2026-11-21', revenue: '1234.50', currency: 'USD', formatted: '$1,234.50', sales: 2 },
      ]);
    });
  }
});

describe('orders/count: several currencies', () => {
  let t: TestApp;
  let eurOrder: number;
  before(async () => {
    t = await createTestApp({ now: NOW });
    const p = await plansFor(t, ['USD', 'EUR', 'GBP']);
    await order(t, p.USD!, '10.00', 'USD', '2026-11-19T10:00:00Z');
    await order(t, p.USD!, '2.50', 'USD', '2026-11-19T11:00:00Z');
    eurOrder = await order(t, p.EUR!, '20.00', 'EUR', '2026-11-21T10:00:00Z');
    await order(t, p.GBP!, '30.00', 'GBP', '2026-11-10T10:00:00Z');
  });
  after(async () => {
    await t.close();
  });

  test('currency omitted: a full grid per period, ordered by period then currency, zero-filled', async () => {
    assert.deepEqual(await count(t, 'interval_count=3'), [
      zero('2026-11-19', 'EUR', '€0.00'),
      { period: '2026-11-19', revenue: '12.50', currency: 'USD', formatted: '$12.50', sales: 2 },
      zero('2026-11-20', 'EUR', '€0.00'),
      zero('2026-11-20', 'USD'),
      { period: '2026-11-21', revenue: '20.00', currency: 'EUR', formatted: '€20.00', sales: 1 },
      zero('2026-11-21', 'USD'),
    ]);
  });

  test('a currency sold only outside the window does not appear; inside it, it does', async () => {
    const short = await count(t, 'interval_count=3');
    assert.ok(!short.some((e) => e.currency === 'GBP'));
    const long = await count(t, 'interval_count=12');
    assert.equal(long.length, 36);
    assert.deepEqual(
      long.slice(0, 3).map((e) => [e.period, e.currency]),
      [
        ['2026-11-10', 'EUR'],
        ['2026-11-10', 'GBP'],
        ['2026-11-10', 'USD'],
      ],
    );
    assert.deepEqual(long[1], { period: '2026-11-10', revenue: '30.00', currency: 'GBP', formatted: '£30.00', sales: 1 });
  });

  test('only the window with one currency: one entry per period', async () => {
    assert.deepEqual(await count(t), [{ period: '2026-11-21', revenue: '20.00', currency: 'EUR', formatted: '€20.00', sales: 1 }]);
  });

  test('currency=EUR: only EUR, one entry per period', async () => {
    assert.deepEqual(await count(t, 'interval_count=3&currency=EUR'), [
      zero('2026-11-19', 'EUR', '€0.00'),
      zero('2026-11-20', 'EUR', '€0.00'),
      { period: '2026-11-21', revenue: '20.00', currency: 'EUR', formatted: '€20.00', sales: 1 },
    ]);
  });

  test('currency=JPY with no JPY sales: zero entries in JPY', async () => {
    assert.deepEqual(await count(t, 'interval_count=3&currency=JPY'), [
      zero('2026-11-19', 'JPY', '¥0', '0'),
      zero('2026-11-20', 'JPY', '¥0', '0'),
      zero('2026-11-21', 'JPY', '¥0', '0'),
    ]);
  });

  test('currency=GBP counts its sale once the window reaches it', async () => {
    const entries = await count(t, 'interval_unit=month&currency=GBP');
    assert.deepEqual(entries, [{ period: '2026-11', revenue: '30.00', currency: 'GBP', formatted: '£30.00', sales: 1 }]);
  });

  test('refunded orders count in neither revenue nor sales', async () => {
    expectOk(await call(t, 'POST', `${t.base}/orders/${eurOrder}/refund`), 200, 'POST', `/orders/${eurOrder}/refund`);
    // EUR was sold only in the refunded order: it leaves the grid.
    assert.deepEqual(await count(t, 'interval_count=3'), [
      { period: '2026-11-19', revenue: '12.50', currency: 'USD', formatted: '$12.50', sales: 2 },
      zero('2026-11-20', 'USD'),
      zero('2026-11-21', 'USD'),
    ]);
    assert.deepEqual(await count(t, 'currency=EUR'), [zero('2026-11-21', 'EUR', '€0.00')]);
    // A window whose only sale was refunded falls back to the default currency.
    assert.deepEqual(await count(t), [zero('2026-11-21')]);
  });

  test('refunding one of two orders of a day leaves the other counted', async () => {
    const { USD: usd } = await plansFor(t, ['USD']);
    const a = await order(t, usd!, '3.00', 'USD', '2026-11-20T10:00:00Z');
    await order(t, usd!, '4.00', 'USD', '2026-11-20T11:00:00Z');
    expectOk(await call(t, 'POST', `${t.base}/orders/${a}/refund`), 200, 'POST', `/orders/${a}/refund`);
    assert.deepEqual(await count(t, 'interval_count=2&currency=USD'), [
      { period: '2026-11-20', revenue: '4.00', currency: 'USD', formatted: '$4.00', sales: 1 },
      zero('2026-11-21', 'USD'),
    ]);
  });
});

describe('orders/count: kept answers follow every change', () => {
  let t: TestApp;
  let usd = 0;
  const paidOrder = (order_id: number, amount_minor: number): NewOrder => ({
    bot_id: t.botId,
    order_id,
    plan_id: usd,
    member_id: 'm9',
    external_id: `kept-${order_id}`,
    amount_minor,
    currency: 'USD',
    paid_at: Date.parse('2026-11-21T09:00:00Z'),
    status: 'paid',
    created_at: Date.parse(NOW),
  });
  const today = (revenue: string, sales: number) => [zero('2026-11-20'), { period: '2026-11-21', revenue, currency: 'USD', formatted: `$${revenue}`, sales }];
  before(async () => {
    t = await createTestApp({ now: NOW });
    usd = (await plansFor(t, ['USD'])).USD!;
  });
  after(async () => {
    await t.close();
  });

  test('the same answer on every read, each in its own envelope, until a write changes it', async () => {
    const first = await call(t, 'GET', `${t.base}${PATH}?interval_count=2`);
    const second = await call(t, 'GET', `${t.base}${PATH}?interval_count=2`);
    for (const reply of [first, second]) {
      assert.deepEqual(expectOk(reply, 200, 'GET', PATH), [zero('2026-11-20'), zero('2026-11-21')]);
      assert.equal(reply.headers['content-type'], 'application/json; charset=utf-8');
    }
    assert.notEqual(first.body.request_id, second.body.request_id);

    await order(t, usd, '2.00', 'USD', '2026-11-21T08:00:00Z');
    assert.deepEqual(await count(t, 'interval_count=2'), today('2.00', 1));
    // Written the way an import writes (no HTTP request): counted at once too.
    await writeOrders(t, [paidOrder(900_001, 300)]);
    assert.deepEqual(await count(t, 'interval_count=2'), today('5.00', 2));
  });

  test('a write rolled back changes nothing, and the next write is counted', async () => {
    const before = await count(t, 'interval_count=2');
    await assert.rejects(
      t.app.storage.db.transaction().execute(async (trx) => {
        await writePaidOrders(trx, t.botId, [paidOrder(900_002, 700)]);
        throw new Error('rolled back');
      }),
      /rolled back/,
    );
    assert.deepEqual(await count(t, 'interval_count=2'), before);
    await writeOrders(t, [paidOrder(900_003, 1100)]);
    const [, day] = before;
    const cents = Math.round(Number(day!.revenue) * 100) + 1100;
    assert.deepEqual(await count(t, 'interval_count=2'), today((cents / 100).toFixed(2), day!.sales + 1));
  });

  test('a refund, the clock entering the next day and a new time zone each give a new answer', async () => {
    const id = await order(t, usd, '1.00', 'USD', '2026-11-21T10:00:00Z');
    const [, day] = await count(t, 'interval_count=2');
    expectOk(await call(t, 'POST', `${t.base}/orders/${id}/refund`), 200, 'POST', `/orders/${id}/refund`);
    const [, after] = await count(t, 'interval_count=2');
    assert.equal(after!.sales, day!.sales - 1);
    const cents = Math.round(Number(day!.revenue) * 100) - 100;
    assert.equal(after!.revenue, (cents / 100).toFixed(2));

    t.clock.now = Date.parse('2026-11-22T00:00:00Z');
    try {
      assert.deepEqual(await count(t, 'interval_count=2'), [after, zero('2026-11-22')]);
    } finally {
      t.clock.now = Date.parse(NOW);
    }
    assert.deepEqual(await count(t, 'interval_count=2'), [zero('2026-11-20'), after]);

    expectOk(await call(t, 'PATCH', `${t.base}/settings`, { timezone: 'Pacific/Kiritimati' }), 200, 'PATCH', '/settings');
    // 2026-11-21T12:00Z is 2026-11-22 02:00 at UTC+14: every sale of the 21st (UTC) before 10:00Z is on the 21st there.
    const shifted = await count(t, 'interval_count=2');
    assert.deepEqual(
      shifted.map((e) => e.period),
      ['2026-11-21', '2026-11-22'],
    );
  });
});

describe('orders/count: time zones', () => {
  const PAID = '2026-11-20T10:30:00Z';

  test('Pacific/Kiritimati (UTC+14): the order falls on 2026-11-21, today is 2026-11-22', async () => {
    const t = await createTestApp({ now: NOW, timezone: 'Pacific/Kiritimati' });
    try {
      const { USD: usd } = await plansFor(t, ['USD']);
      await order(t, usd!, '9.90', 'USD', PAID);
      assert.deepEqual(await count(t, 'interval_count=3'), [
        zero('2026-11-20'),
        { period: '2026-11-21', revenue: '9.90', currency: 'USD', formatted: '$9.90', sales: 1 },
        zero('2026-11-22'),
      ]);

      // Moving the bot to Honolulu moves the bucket and the window.
      const settings = expectOk(await call(t, 'PATCH', `${t.base}/settings`, { timezone: 'Pacific/Honolulu' }), 200, 'PATCH', '/settings');
      assert.equal(settings.timezone, 'Pacific/Honolulu');
      assert.deepEqual(await count(t, 'interval_count=3'), [
        zero('2026-11-19'),
        { period: '2026-11-20', revenue: '9.90', currency: 'USD', formatted: '$9.90', sales: 1 },
        zero('2026-11-21'),
      ]);

      expectOk(await call(t, 'PATCH', `${t.base}/settings`, { timezone: 'UTC' }), 200, 'PATCH', '/settings');
      assert.deepEqual(await count(t, 'interval_count=2'), [
        { period: '2026-11-20', revenue: '9.90', currency: 'USD', formatted: '$9.90', sales: 1 },
        zero('2026-11-21'),
      ]);
    } finally {
      await t.close();
    }
  });

  test('Pacific/Honolulu (UTC−10): the order falls on 2026-11-20, today is 2026-11-21', async () => {
    const t = await createTestApp({ now: NOW, timezone: 'Pacific/Honolulu' });
    try {
      const { USD: usd } = await plansFor(t, ['USD']);
      await order(t, usd!, '9.90', 'USD', PAID);
      assert.deepEqual(await count(t, 'interval_count=3'), [
        zero('2026-11-19'),
        { period: '2026-11-20', revenue: '9.90', currency: 'USD', formatted: '$9.90', sales: 1 },
        zero('2026-11-21'),
      ]);
    } finally {
      await t.close();
    }
  });

  test('Honolulu late evening: today is still the previous UTC day', async () => {
    // 2026-11-21T05:00Z is 2026-11-20 19:00 in Honolulu.
    const t = await createTestApp({ now: '2026-11-21T05:00:00Z', timezone: 'Pacific/Honolulu' });
    try {
      assert.deepEqual(await count(t), [zero('2026-11-20')]);
    } finally {
      await t.close();
    }
  });

  test('a month boundary in Europe/Berlin: 2026-10-31T23:30Z is in 2026-11 there, 2026-10 in UTC', async () => {
    const t = await createTestApp({ now: NOW, timezone: 'Europe/Berlin' });
    try {
      const { USD: usd } = await plansFor(t, ['USD']);
      await order(t, usd!, '9.90', 'USD', '2026-10-31T23:30:00Z');
      // 2026-10-31T22:59:59Z is 23:59:59 on the 31st in Berlin (CET, UTC+1).
      await order(t, usd!, '1.00', 'USD', '2026-10-31T22:59:59Z');
      assert.deepEqual(await count(t, 'interval_unit=month&interval_count=2'), [
        { period: '2026-10', revenue: '1.00', currency: 'USD', formatted: '$1.00', sales: 1 },
        { period: '2026-11', revenue: '9.90', currency: 'USD', formatted: '$9.90', sales: 1 },
      ]);
      expectOk(await call(t, 'PATCH', `${t.base}/settings`, { timezone: 'UTC' }), 200, 'PATCH', '/settings');
      assert.deepEqual(await count(t, 'interval_unit=month&interval_count=2'), [
        { period: '2026-10', revenue: '10.90', currency: 'USD', formatted: '$10.90', sales: 2 },
        zero('2026-11'),
      ]);
    } finally {
      await t.close();
    }
  });

  test('a year boundary in Asia/Tokyo: 2025-12-31T15:00Z is 2026 there', async () => {
    const t = await createTestApp({ now: NOW, timezone: 'Asia/Tokyo' });
    try {
      const { JPY: jpy } = await plansFor(t, ['JPY']);
      await order(t, jpy!, '1000', 'JPY', '2025-12-31T15:00:00Z');
      await order(t, jpy!, '1', 'JPY', '2025-12-31T14:59:59.999Z');
      assert.deepEqual(await count(t, 'interval_unit=year&interval_count=2'), [
        { period: '2025', revenue: '1', currency: 'JPY', formatted: '¥1', sales: 1 },
        { period: '2026', revenue: '1000', currency: 'JPY', formatted: '¥1,000', sales: 1 },
      ]);
    } finally {
      await t.close();
    }
  });

  test('the 25-hour day when Berlin leaves summer time holds all its orders', async () => {
    // Berlin leaves CEST on 2026-10-25 at 01:00Z: that local day runs 2026-10-24T22:00Z to 2026-10-25T23:00Z.
    const t = await createTestApp({ now: '2026-10-26T12:00:00Z', timezone: 'Europe/Berlin' });
    try {
      const { EUR: eur } = await plansFor(t, ['EUR']);
      await order(t, eur!, '1.00', 'EUR', '2026-10-24T21:59:59Z'); // 23:59:59 CEST on the 24th
      await order(t, eur!, '2.00', 'EUR', '2026-10-24T22:00:00Z'); // 00:00 CEST on the 25th
      await order(t, eur!, '3.00', 'EUR', '2026-10-25T22:59:59Z'); // 23:59:59 CET on the 25th
      await order(t, eur!, '4.00', 'EUR', '2026-10-25T23:00:00Z'); // 00:00 CET on the 26th
      assert.deepEqual(await count(t, 'interval_count=3'), [
        { period: '2026-10-24', revenue: '1.00', currency: 'EUR', formatted: '€1.00', sales: 1 },
        { period: '2026-10-25', revenue: '5.00', currency: 'EUR', formatted: '€5.00', sales: 2 },
        { period: '2026-10-26', revenue: '4.00', currency: 'EUR', formatted: '€4.00', sales: 1 },
      ]);
    } finally {
      await t.close();
    }
  });

  test('PATCH /settings with an unknown time zone is a 422 and changes nothing', async () => {
    const t = await createTestApp({ now: NOW, timezone: 'Pacific/Kiritimati' });
    try {
      expectInvalid(await call(t, 'PATCH', `${t.base}/settings`, { timezone: 'Mars/Olympus' }), 'PATCH', '/settings', ['timezone']);
      assert.deepEqual(await count(t), [zero('2026-11-22')]);
    } finally {
      await t.close();
    }
  });
});

describe('orders/count: sums beyond 2^53 minor units', () => {
  let t: TestApp;
  let plans: Record<string, number>;
  before(async () => {
    t = await createTestApp({ now: NOW });
    plans = await plansFor(t, ['USD', 'JPY']);
  });
  after(async () => {
    await t.close();
  });

  test('ten orders of 1000000000.00 USD sum exactly', async () => {
    for (let i = 0; i < 10; i++) await order(t, plans.USD!, '1000000000.00', 'USD', `2026-11-20T0${i}:00:00Z`);
    assert.deepEqual(await count(t, 'interval_count=2&currency=USD'), [
      { period: '2026-11-20', revenue: '10000000000.00', currency: 'USD', formatted: '$10,000,000,000.00', sales: 10 },
      zero('2026-11-21'),
    ]);
  });

  test('a sum above 2^53 minor units is exact to the last digit', async () => {
    const each = 900_719_925_474_099; // safe on its own; eleven of them are not
    const rows = 11;
    const paidAt = Date.parse('2026-11-21T06:00:00Z');
    await writeOrders(
      t,
      Array.from({ length: rows }, (_, i) => ({
        bot_id: t.botId,
        order_id: 1000 + i,
        plan_id: plans.USD!,
        member_id: `whale${i}`,
        amount_minor: each,
        currency: 'USD',
        paid_at: paidAt,
        status: 'paid' as const,
        external_id: null,
        refunded_at: null,
        created_at: paidAt,
      })),
    );
    const total = BigInt(each) * BigInt(rows);
    assert.ok(total > BigInt(Number.MAX_SAFE_INTEGER));
    const revenue = `${total / 100n}.${String(total % 100n).padStart(2, '0')}`;
    assert.equal(revenue, '99079191802150.89');
    assert.deepEqual(await count(t, 'currency=USD'), [{ period: '2026-11-21', revenue, currency: 'USD', formatted: '$99,079,191,802,150.89', sales: rows }]);
  });

  test('three orders of 2^53−1 yen sum exactly', async () => {
    const each = Number.MAX_SAFE_INTEGER;
    const paidAt = Date.parse('2026-11-21T07:00:00Z');
    await writeOrders(
      t,
      [0, 1, 2].map((i) => ({
        bot_id: t.botId,
        order_id: 2000 + i,
        plan_id: plans.JPY!,
        member_id: 'whale',
        amount_minor: each,
        currency: 'JPY',
        paid_at: paidAt,
        status: 'paid' as const,
        external_id: null,
        refunded_at: null,
        created_at: paidAt,
      })),
    );
    const total = (BigInt(each) * 3n).toString();
    assert.equal(total, '27021597764222973');
    const entries = await count(t, 'interval_count=2');
    assert.deepEqual(entries, [
      zero('2026-11-20', 'JPY', '¥0', '0'),
      { period: '2026-11-20', revenue: '10000000000.00', currency: 'USD', formatted: '$10,000,000,000.00', sales: 10 },
      { period: '2026-11-21', revenue: total, currency: 'JPY', formatted: '¥27,021,597,764,222,973', sales: 3 },
      { period: '2026-11-21', revenue: '99079191802150.89', currency: 'USD', formatted: '$99,079,191,802,150.89', sales: 11 },
    ]);
  });
});

describe('orders/count: validation', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ now: NOW });
  });
  after(async () => {
    await t.close();
  });

  const invalid = async (query: string, fields: string[]) => expectInvalid(await call(t, 'GET', `${t.base}${PATH}?${query}`), 'GET', PATH, fields);

  for (const unit of ['week', 'Day', 'DAY', 'days', 'hour', '']) {
    test(`interval_unit=${JSON.stringify(unit)} is a 422 on interval_unit`, async () => {
      const messages = await invalid(`interval_unit=${encodeURIComponent(unit)}`, ['interval_unit']);
      assert.match(messages.interval_unit!, /day, month, year/);
    });
  }

  for (const value of ['0', '1001', '-1', '1.5', 'abc', '', '1e2', '+5', ' 5', '0x10', '10000000000000000000']) {
    test(`interval_count=${JSON.stringify(value)} is a 422 on interval_count`, async () => {
      const messages = await invalid(`interval_count=${encodeURIComponent(value)}`, ['interval_count']);
      assert.match(messages.interval_count!, /1 to 1000/);
    });
  }

  test('interval_count given twice is a 422 on interval_count', async () => {
    await invalid('interval_count=1&interval_count=2', ['interval_count']);
  });

  for (const currency of ['usd', 'US', 'EURO', 'ABC', '', 'Eur']) {
    test(`currency=${JSON.stringify(currency)} is a 422 on currency`, async () => {
      const messages = await invalid(`currency=${encodeURIComponent(currency)}`, ['currency']);
      assert.match(messages.currency!, /ISO 4217/);
    });
  }

  test('every bad parameter is listed at once', async () => {
    await invalid('interval_unit=week&interval_count=0&currency=usd', ['interval_unit', 'interval_count', 'currency']);
  });

  test('an unknown parameter is a 422 naming it', async () => {
    const messages = await invalid('interval=day', ['interval']);
    assert.equal(messages.interval, 'is not a known field');
  });

  test('the bounds 1 and 1000 are accepted', async () => {
    assert.equal((await count(t, 'interval_count=1')).length, 1);
    assert.equal((await count(t, 'interval_unit=month&interval_count=1000')).length, 1000);
  });

  test('another method on the path is a 405', async () => {
    const res = await call(t, 'POST', `${t.base}${PATH}`, {});
    expectError(res, 405, 'method_not_allowed', 'POST', PATH);
  });

  test('a wrong api_key is a 401', async () => {
    expectError(await call(t, 'GET', `/v1/bot${t.botId}/not-the-key${PATH}`), 401, 'unauthorized', 'GET', PATH);
  });
});
