// Revenue and sales totals at period boundaries, read from the rollups: P(t) is the total of paid
// orders with paid_at < t, and a period [start, end) has P(end) − P(start).
import type { Db } from '../../db/schema.js';
import { prefixNodes, quarterOf, QUARTER_MS } from './fenwick.js';
import { readRollupNodes, type StoredNode, sumPaidByWindow } from './repository.js';

export interface Total {
  revenue: bigint;
  sales: number;
}

/** For each boundary (epoch ms), the totals before it, by currency. */
export async function totalsBefore(db: Db, botId: number, boundaries: number[], currency?: string): Promise<Map<string, Total>[]> {
  const prefixes = boundaries.map((t) => (t > 0 ? prefixNodes(quarterOf(t)) : []));
  const wanted = new Set<number>();
  for (const nodes of prefixes) for (const node of nodes) wanted.add(node);
  const rows = await readRollupNodes(db, botId, [...wanted], currency);
  const totals = exactlyAsNumbers(rows) ? sumPrefixes(prefixes, rows, NUMBERS) : sumPrefixes(prefixes, rows, BIGINTS);

  // A boundary off the quarter-hour grid (historical local-mean-time offsets) adds the orders of
  // its partial quarter directly from the orders table, so every answer stays exact.
  const partial = boundaries.map((t, i) => ({ i, start: quarterOf(t) * QUARTER_MS, end: t })).filter((w) => w.end > 0 && w.end % QUARTER_MS !== 0);
  for (const s of partial.length ? await sumPaidByWindow(db, botId, partial, currency) : []) {
    const at = totals[partial[s.index]!.i]!;
    const total = at.get(s.currency) ?? { revenue: 0n, sales: 0 };
    at.set(s.currency, { revenue: total.revenue + s.revenue, sales: total.sales + s.sales });
  }
  return totals;
}

/** Whether the nodes' revenues add up exactly as doubles, in any order and any subset: their
 * absolute values sum to at most 2^53 − 1 (so does every partial sum). */
function exactlyAsNumbers(rows: StoredNode[]): boolean {
  let magnitude = 0;
  for (const row of rows) magnitude += Math.abs(Number(row.revenue));
  return magnitude <= Number.MAX_SAFE_INTEGER;
}

/** How revenue is summed: as numbers when exact (no BigInt allocated per addition), else as bigints. */
interface Arithmetic<T> {
  parse(revenue: string): T;
  add(a: T, b: T): T;
  toBigInt(sum: T): bigint;
}
const NUMBERS: Arithmetic<number> = { parse: Number, add: (a, b) => a + b, toBigInt: BigInt };
const BIGINTS: Arithmetic<bigint> = { parse: BigInt, add: (a, b) => a + b, toBigInt: (sum) => sum };

/** Each prefix's totals by currency (every currency read, zero where it has no node). */
function sumPrefixes<T>(prefixes: number[][], rows: StoredNode[], { parse, add, toBigInt }: Arithmetic<T>): Map<string, Total>[] {
  const byCurrency = new Map<string, Map<number, { revenue: T; sales: number }>>();
  for (const row of rows) {
    let nodes = byCurrency.get(row.currency);
    if (!nodes) {
      nodes = new Map();
      byCurrency.set(row.currency, nodes);
    }
    nodes.set(Number(row.node), { revenue: parse(row.revenue), sales: Number(row.sales) });
  }
  const zero = parse('0');
  return prefixes.map((prefix) => {
    const totals = new Map<string, Total>();
    for (const [code, nodes] of byCurrency) {
      let revenue = zero;
      let sales = 0;
      for (const node of prefix) {
        const value = nodes.get(node);
        if (value === undefined) continue;
        revenue = add(revenue, value.revenue);
        sales += value.sales;
      }
      totals.set(code, { revenue: toBigInt(revenue), sales });
    }
    return totals;
  });
}
