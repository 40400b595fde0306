import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ChangeLog } from '../../../src/modules/analytics/change-log.js';
import { type Change, sumChanges } from '../../../src/modules/analytics/packed.js';
import { QUARTER_MS, quarterOf } from '../../../src/modules/stats/fenwick.js';

interface Entry {
  at: number;
  currency: string;
  mrr: number;
  members: number;
  run: number;
}

/** What byQuarter should give: the entries grouped by quarter hour in time order, summed the
 * same way, computed plainly. */
function expected(entries: Entry[]): { quarter: number; changes: Change[] }[] {
  const byQuarter = new Map<number, Change[]>();
  for (const e of entries) {
    const starts = e.run !== 0 && e.members === e.run ? e.run : 0;
    const ends = e.run !== 0 && e.members === -e.run ? e.run : 0;
    const list = byQuarter.get(quarterOf(e.at)) ?? [];
    list.push({ at: e.at, currency: e.currency, mrr: e.mrr, members: e.members, starts, ends });
    byQuarter.set(quarterOf(e.at), list);
  }
  return [...byQuarter.keys()].sort((a, b) => a - b).map((quarter) => ({ quarter, changes: sumChanges(byQuarter.get(quarter)!) }));
}

function logged(entries: Entry[]) {
  const log = new ChangeLog();
  for (const e of entries) log.add(e.at, e.currency, e.mrr, e.members, e.run);
  return [...log.byQuarter()];
}

function randomEntries(count: number, span: number, seed: number): Entry[] {
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const start = Date.UTC(2023, 0, 1);
  return Array.from({ length: count }, () => ({
    // Over `span` quarter hours; instants at their first and last millisecond among them.
    at: start + random(span) * QUARTER_MS + [0, QUARTER_MS - 1, random(QUARTER_MS)][random(3)]!,
    currency: ['USD', 'EUR', 'XTR'][random(3)]!,
    // Some beyond 32 bits (a yearly plan in a currency of large minor units), either sign.
    mrr: (random(20) === 0 ? 2 ** 31 + random(10) * 2 ** 33 : 1 + random(100_000)) * (random(2) ? 1 : -1),
    members: random(3) - 1,
    run: random(3) - 1,
  }));
}

test('the log gives each quarter hour’s changes in time order, summed, as a plain grouping does', () => {
  // More than one chunk of entries (65,536), so that entries move between chunks when ordered.
  const entries = randomEntries(150_000, 100_000, 7);
  assert.deepEqual(logged(entries), expected(entries));
});

test('MRR changes beyond 32 bits move with their entries', () => {
  const at = Date.UTC(2024, 5, 1);
  const entries: Entry[] = [
    { at: at + 3 * QUARTER_MS, currency: 'IDR', mrr: 12_000_000_000, members: 1, run: 0 },
    { at, currency: 'IDR', mrr: -(2 ** 31), members: 0, run: 0 },
    { at: at + QUARTER_MS, currency: 'IDR', mrr: 2 ** 31 - 1, members: -1, run: -1 },
    { at: at + 2 * QUARTER_MS + 5, currency: 'USD', mrr: -9_007_199_254, members: 1, run: 1 },
  ];
  assert.deepEqual(logged(entries), expected(entries));
});

test('history spanning centuries is ordered by comparison, with the same result', () => {
  const entries = randomEntries(5_000, 100_000, 11);
  entries.push({ at: 0, currency: 'USD', mrr: 5, members: 1, run: 0 }, { at: Date.UTC(2105, 0, 1), currency: 'USD', mrr: -5, members: -1, run: 1 });
  assert.deepEqual(logged(entries), expected(entries));
});

test('an instant the log cannot hold is refused, not wrapped', () => {
  const log = new ChangeLog();
  assert.throws(() => log.add(-1, 'USD', 1, 1, 0), RangeError);
  assert.throws(() => log.add(2 ** 32 * 1000, 'USD', 1, 1, 0), RangeError);
  assert.equal(log.length, 0);
});
