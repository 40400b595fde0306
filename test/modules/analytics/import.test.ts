// An import keeps the bot's analytics (issue 34): into a bot with no orders or subscriptions they
// are computed from what the import's fold is told, with no row read back; into a bot with a
// history they are built again after it. Either way what is kept must be exactly what a rebuild
// from the bot's rows keeps: compared row for row, with bounds small enough that members, spans
// and links cross every page and batch boundary.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ImportAnalytics } from '../../../src/modules/analytics/keeper.js';
import { IMPORT_BOUNDS, type ImportRow } from '../../../src/modules/orders/import.js';
import { call, createTestApp, expectOk, type TestApp } from '../../support/helper.js';
import { seededRandom as random } from '../../support/random.js';
import { PLANS } from './model.js';

const KEPT = ['analytics_members', 'analytics_trials', 'mrr_instants', 'mrr_rollups', 'mrr_movements', 'cohort_cells'] as const;
const TZ = 'Europe/Berlin';
const BOUNDS = { ...IMPORT_BOUNDS, rows: 7, page: 9, insert: 4, links: 5 };

/** `count` rows over two years before now, members 100…(100+members), every plan, prices moved,
 * a few lines repeating an earlier external_id (skipped as duplicates). */
function rows(plans: { plan_id: number; plan_currency: string }[], seed: number, count: number, members: number, prefix: string): ImportRow[] {
  const r = random(seed);
  const end = Date.parse('2026-03-20T12:00:00Z');
  const out: ImportRow[] = [];
  for (let i = 0; i < count; i++) {
    const plan = plans[r.int(plans.length)]!;
    const minor = 100 + r.int(20_000);
    const amount = plan.plan_currency === 'XTR' ? String(minor) : (minor / 100).toFixed(2);
    const repeat = i > 5 && r.int(15) === 0;
    out.push({
      line: i + 2,
      plan_id: String(plan.plan_id),
      member_id: String(100 + r.int(members)),
      amount,
      currency: plan.plan_currency,
      paid_at: new Date(end - r.int(730 * 24) * 3_600_000 - r.int(3_600_000)).toISOString(),
      external_id: repeat ? `${prefix}${r.int(i)}` : `${prefix}${i}`,
    });
  }
  return out;
}

async function kept(t: TestApp): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of KEPT) {
    const found = await t.app.storage.db.selectFrom(table).selectAll().where('bot_id', '=', t.botId).execute();
    out[table] = found.map((row) => JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).sort();
  }
  return out;
}

describe('analytics kept by an import', () => {
  let t: TestApp;
  let plans: { plan_id: number; plan_currency: string }[];
  /** Whether each import was told its members by the fold. */
  const folded: boolean[] = [];
  before(async () => {
    t = await createTestApp({ now: '2026-03-20T12:00:00Z', timezone: TZ });
    plans = [];
    for (const body of PLANS) plans.push(expectOk(await call(t, 'POST', `${t.base}/plans`, body), 201, 'POST', '/plans'));
    const keeper = t.app.services.analyticsKeeper;
    const importing = keeper.importing;
    keeper.importing = async (trx, botId): Promise<ImportAnalytics> => {
      const analytics = await importing(trx, botId);
      folded.push(analytics.member !== undefined);
      return analytics;
    };
    // Built before the imports, so they must keep them.
    expectOk(await call(t, 'GET', `${t.base}/analytics/summary`), 200, 'GET', '/analytics/summary');
  });
  after(() => t.close());

  const importAndCompare = async (file: ImportRow[]) => {
    const result = await t.app.services.orderImport.importRows(
      t.bot,
      (async function* () {
        for (let i = 0; i < file.length; i += 5) yield file.slice(i, i + 5);
      })(),
      undefined,
      undefined,
      BOUNDS,
    );
    assert.ok(result.duplicates > 0 && result.imported === file.length - result.duplicates, JSON.stringify(result));
    const imported = await kept(t);
    assert.ok(imported.analytics_members!.length > 10 && imported.mrr_movements!.length > 10, 'the import kept analytics');
    await t.app.storage.db.transaction().execute((trx) => t.app.services.analyticsKeeper.rebuild(trx, t.botId, TZ));
    assert.deepEqual(imported, await kept(t));
  };

  test('into a bot with no history: computed as the subscriptions are folded, equal to a rebuild', async () => {
    await importAndCompare(rows(plans, 34, 160, 23, 'a'));
    assert.deepEqual(folded, [true]);
  });

  test('into a bot with a history: built again after the import, equal to a rebuild', async () => {
    await importAndCompare(rows(plans, 35, 90, 30, 'b'));
    assert.deepEqual(folded, [true, false]);
  });
});
