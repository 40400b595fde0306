// Revenue and sales totals at period boundaries, read from the rollups: P(t) is the total of paid
// orders with paid_at < t, and a period [start, end) has P(end) − P(start).
import type { Db } from '../common/deps.js';
import { prefixNodes, quarterOf, QUARTER_MS } from './fenwick.js';
import { readRollupNodes, sumPaidByWindow } from './repository.js';

export interface Total {
  revenue: bigint;
  sales: number;
}

/** For each boundary (epoch ms), the totals before it, by currency. */
export async function totalsBefore(db: Db, botId: number, boundaries: number[], currency?: string): Promise<Map<string, Total>[]> {
  const nodes = new Set<number>();
  for (const t of boundaries) for (const node of prefixNodes(quarterOf(Math.max(t, 0)))) nodes.add(node);
  const values = new Map<number, { currency: string; revenue: bigint; sales: number }[]>();
  for (const row of await readRollupNodes(db, botId, [...nodes], currency)) {
    const list = values.get(row.node) ?? [];
    list.push(row);
    values.set(row.node, list);
  }

  // A boundary off the quarter-hour grid (historical local-mean-time offsets) adds the orders of
  // its partial quarter directly from the orders table, so every answer stays exact.
  const partial = boundaries.map((t, i) => ({ i, start: quarterOf(t) * QUARTER_MS, end: t })).filter((w) => w.end > 0 && w.end % QUARTER_MS !== 0);
  const partialSums = partial.length ? await sumPaidByWindow(db, botId, partial, currency) : [];

  return boundaries.map((t, i) => {
    const totals = new Map<string, Total>();
    const add = (c: string, revenue: bigint, sales: number) => {
      const total = totals.get(c) ?? { revenue: 0n, sales: 0 };
      total.revenue += revenue;
      total.sales += sales;
      totals.set(c, total);
    };
    if (t > 0) {
      for (const node of prefixNodes(quarterOf(t))) for (const v of values.get(node) ?? []) add(v.currency, v.revenue, v.sales);
    }
    for (const s of partialSums) if (partial[s.index]!.i === i) add(s.currency, s.revenue, s.sales);
    return totals;
  });
}
