// Exactness of the rollups: random orders and refunds, then many random windows (units, counts,
// zones with 30- and 45-minute offsets and DST, currencies) answered over HTTP and compared with a
// direct SUM over the orders table. Also: rollups backfilled by the migration match the orders.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Migrator } from 'kysely/migration';
import { formatDecimalAmount, formatMoney } from '../../../src/money/index.js';
import { recentPeriods, type IntervalUnit } from '../../../src/time/periods.js';
import { sumPaidByWindow } from '../../../src/modules/stats/repository.js';
import { migrationProvider } from '../../../src/db/migrations/index.js';
import { openStorage } from '../../../src/db/connect.js';
import { migrateToLatest } from '../../../src/db/migrate.js';
import { createSecretBox } from '../../../src/crypto/secret-box.js';
import { createServices } from '../../../src/services.js';
import { call, createTestApp, expectOk, freshDatabase, TEST_ENCRYPTION_KEY, type TestApp } from '../../support/helper.js';

const NOW = Date.parse('2026-11-21T13:37:00Z');
const DAY = 86_400_000;
const ZONES = [
  'UTC',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'Australia/Adelaide',
  'Europe/Berlin',
  'America/Santiago',
  'America/Havana',
  'Pacific/Kiritimati',
  'Pacific/Honolulu',
  'Pacific/Chatham',
];
const CURRENCIES = { USD: '9.99', JPY: '1500', BHD: '12.345' } as const;

type Entry = { period: string; revenue: string; currency: string; formatted: string; sales: number };

/** The answer computed the slow, obvious way: one SUM per period over the orders table. */
async function reference(t: TestApp, unit: IntervalUnit, count: number, zone: string, currency?: string): Promise<Entry[]> {
  const periods = recentPeriods(unit, count, zone, NOW);
  const sums = await sumPaidByWindow(t.app.storage.db, t.botId, periods, currency);
  const sold = [...new Set(sums.filter((s) => s.sales > 0).map((s) => s.currency))].sort();
  const currencies = currency ? [currency] : sold.length ? sold : ['USD'];
  return periods.flatMap((p, i) =>
    currencies.map((c) => {
      const sum = sums.find((s) => s.index === i && s.currency === c);
      const revenue = sum?.revenue ?? 0n;
      return { period: p.label, revenue: formatDecimalAmount(revenue, c), currency: c, formatted: formatMoney(revenue, c), sales: sum?.sales ?? 0 };
    }),
  );
}

describe('order counts are exact against a direct SUM', () => {
  let t: TestApp;
  const plans: Record<string, number> = {};

  before(async () => {
    t = await createTestApp({ now: NOW });
    for (const [currency, price] of Object.entries(CURRENCIES)) {
      plans[currency] = (
        await t.app.services.plans.createPlan(t.bot, { plan_name: currency, plan_duration: 'P1M', plan_price: price, plan_currency: currency })
      ).plan_id;
    }
    // Random history: clustered around period edges (quarter hours, local midnights) and spread over four years.
    const orders = fc.sample(
      fc.record({
        currency: fc.constantFrom('USD', 'JPY', 'BHD'),
        minor: fc.oneof(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 1_000_000_000 })),
        ago: fc.oneof(
          fc.integer({ min: 0, max: 4 * 365 * DAY }),
          fc.integer({ min: 0, max: 4 * 365 }).map((d) => d * DAY + fc.sample(fc.constantFrom(0, 1, -1, 1800_000, 2700_000, 900_000 - 1), 1)[0]!),
        ),
        refund: fc.boolean().map((b) => b && Math.random() < 0.3),
      }),
      { numRuns: 600, seed: 20261121 },
    );
    for (const o of orders) {
      const digits = o.currency === 'JPY' ? 0 : o.currency === 'BHD' ? 3 : 2;
      const amount = digits ? `${Math.floor(o.minor / 10 ** digits)}.${String(o.minor % 10 ** digits).padStart(digits, '0')}` : String(o.minor);
      const paidAt = Math.max(0, NOW - o.ago);
      const { order } = await t.app.services.orders.recordOrder(t.bot, {
        plan_id: plans[o.currency]!,
        member_id: 'm',
        amount,
        currency: o.currency,
        paid_at: new Date(paidAt).toISOString(),
      });
      if (o.refund) await t.app.services.orders.refundOrder(t.bot, order.order_id);
    }
  });
  after(() => t.close());

  test('every random window, unit, zone and currency matches', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ZONES),
        fc.oneof(
          fc.record({ unit: fc.constant<IntervalUnit>('day'), count: fc.integer({ min: 1, max: 60 }) }),
          fc.record({ unit: fc.constant<IntervalUnit>('month'), count: fc.integer({ min: 1, max: 50 }) }),
          fc.record({ unit: fc.constant<IntervalUnit>('year'), count: fc.integer({ min: 1, max: 6 }) }),
        ),
        fc.option(fc.constantFrom('USD', 'JPY', 'BHD', 'EUR'), { nil: undefined }),
        async (zone, { unit, count }, currency) => {
          expectOk(await call(t, 'PATCH', `${t.base}/settings`, { timezone: zone }), 200, 'PATCH', '/settings');
          const query = `interval_unit=${unit}&interval_count=${count}${currency ? `&currency=${currency}` : ''}`;
          const answer = expectOk(await call(t, 'GET', `${t.base}/orders/count?${query}`), 200, 'GET', '/orders/count');
          assert.deepEqual(answer, await reference(t, unit, count, zone, currency), `${zone} ${query}`);
        },
      ),
      { numRuns: 150, seed: 7 },
    );
  });

  test('1000 days in a 45-minute zone match', async () => {
    expectOk(await call(t, 'PATCH', `${t.base}/settings`, { timezone: 'Asia/Kathmandu' }), 200, 'PATCH', '/settings');
    const answer = expectOk(await call(t, 'GET', `${t.base}/orders/count?interval_count=1000`), 200, 'GET', '/orders/count');
    assert.deepEqual(answer, await reference(t, 'day', 1000, 'Asia/Kathmandu'));
  });
});

describe('rollups backfilled by the migration', () => {
  test('orders stored before the rollups existed are counted exactly', async () => {
    const database = await freshDatabase();
    const storage = openStorage(database.url);
    try {
      const migrator = new Migrator({ db: storage.db, provider: migrationProvider });
      const { error } = await migrator.migrateTo('002_idempotency');
      assert.equal(error, undefined);
      const at = NOW - 40 * DAY;
      // The bot as the schema of that time holds it (today's services write today's columns).
      await storage.db
        .insertInto('bots')
        .values({
          bot_id: 4321,
          bot_name: null,
          owner_id: '1',
          timezone: 'UTC',
          default_currency: 'USD',
          bot_token_enc: null,
          created_at: at,
          updated_at: at,
        } as never)
        .execute();
      await storage.db
        .insertInto('plans')
        .values({
          bot_id: 4321,
          plan_id: 1,
          plan_name: 'p',
          plan_duration: 'P1M',
          plan_price_minor: 100,
          plan_currency: 'USD',
          plan_trial: null,
          plan_project_id: null,
          options: '{}',
          archived_at: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      const rows = Array.from({ length: 50 }, (_, i) => ({
        bot_id: 4321,
        order_id: i + 1,
        plan_id: 1,
        member_id: 'm',
        amount_minor: 100 + i,
        currency: i % 2 ? 'USD' : 'EUR',
        paid_at: at + i * 17 * 3_600_000,
        status: (i % 7 === 0 ? 'refunded' : 'paid') as 'paid' | 'refunded',
        external_id: null,
        refunded_at: null,
        created_at: at,
      }));
      await storage.db.insertInto('orders').values(rows).execute();
      await migrateToLatest(storage.db);
      const services = createServices({ db: storage.db, now: () => NOW, secretBox: createSecretBox(TEST_ENCRYPTION_KEY) });

      const periods = recentPeriods('day', 60, 'UTC', NOW);
      const direct = await sumPaidByWindow(storage.db, 4321, periods);
      const answer = await services.stats.countByPeriod(await services.settings.contextOf(4321), { interval_count: '60' }, 'en-US');
      for (const s of direct) {
        const entry = answer.find((e) => e.period === periods[s.index]!.label && e.currency === s.currency);
        assert.equal(entry?.sales, s.sales);
        assert.equal(entry?.revenue, formatDecimalAmount(s.revenue, s.currency));
      }
      assert.equal(
        answer.reduce((n, e) => n + e.sales, 0),
        rows.filter((r) => r.status === 'paid').length,
      );
    } finally {
      await storage.close();
      await database.drop();
    }
  });
});
