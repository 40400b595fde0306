// What a paid or refunded order changes in the order-count rollups: a sale delta per currency and
// quarter hour, spread over its Fenwick nodes. Orders call this in the transaction that writes
// them, so the rollups never drift from the orders.
import type { Db } from '../common/deps.js';
import { quarterOf, updateNodes } from './fenwick.js';
import { ROLLUP_ROWS_PER_UPSERT } from '../../db/batches.js';
import { addToRollupNodes, raiseSalesVersion, type RollupNode } from './repository.js';

export interface SaleDelta {
  currency: string;
  quarter: number;
  revenue: bigint;
  sales: number;
}

/** What an order adds to (sign 1) or, refunded, takes from (sign −1) the rollups. */
export function saleDelta(order: { currency: string; paid_at: number; amount_minor: number }, sign: 1 | -1): SaleDelta {
  return { currency: order.currency, quarter: quarterOf(Number(order.paid_at)), revenue: BigInt(order.amount_minor) * BigInt(sign), sales: sign };
}

/** Currencies an accumulator tells apart (ISO 4217 has ≈180): a pair's key is quarter × this + currency. */
const CURRENCY_SLOTS = 1024;

/**
 * Deltas summed per (currency, quarter hour), for an import to record in its transaction: flat
 * arrays indexed through one Map of numbers (≈40 bytes a pair, no object per pair), recorded into
 * the rollups whenever `bound` pairs are held and at the end. Three years of quarter hours in two
 * currencies are ≈210,000 pairs, under the default bound: such a file is recorded once, at its end.
 */
export class SalesAccumulator {
  readonly #index = new Map<number, number>();
  readonly #currencies: string[] = [];
  #keys: number[] = [];
  #revenue: bigint[] = [];
  #sales: number[] = [];
  constructor(readonly bound = 262_144) {}
  get size(): number {
    return this.#keys.length;
  }
  /** Adds the delta; true when `bound` pairs are held and it is time to record them. */
  add(delta: SaleDelta): boolean {
    let c = this.#currencies.indexOf(delta.currency);
    if (c < 0) c = this.#currencies.push(delta.currency) - 1;
    if (c >= CURRENCY_SLOTS) throw new Error(`more than ${CURRENCY_SLOTS} currencies in one import`);
    const key = delta.quarter * CURRENCY_SLOTS + c;
    const i = this.#index.get(key);
    if (i === undefined) {
      this.#index.set(key, this.#keys.length);
      this.#keys.push(key);
      this.#revenue.push(delta.revenue);
      this.#sales.push(delta.sales);
    } else {
      this.#revenue[i]! += delta.revenue;
      this.#sales[i]! += delta.sales;
    }
    return this.#keys.length >= this.bound;
  }
  deltas(): SaleDelta[] {
    return this.#keys.map((key, i) => ({
      currency: this.#currencies[key % CURRENCY_SLOTS]!,
      quarter: Math.floor(key / CURRENCY_SLOTS),
      revenue: this.#revenue[i]!,
      sales: this.#sales[i]!,
    }));
  }
  /** Records what it holds into the rollups (in `db`'s transaction) and starts over. */
  async record(db: Db, botId: number): Promise<void> {
    if (this.size) await recordSales(db, botId, this.deltas());
    this.#index.clear();
    this.#keys = [];
    this.#revenue = [];
    this.#sales = [];
  }
}

/** Adds the deltas to their rollup nodes and raises the bot's sales version (what cached count
 * answers are checked against); call inside the transaction that writes the orders. Node sums live in flat arrays (an import's ≈400,000 nodes take ≈25 MB, not an object each) and
 * are written a statement's worth of rows at a time. */
export async function recordSales(db: Db, botId: number, deltas: SaleDelta[]): Promise<void> {
  const currencies = [...new Set(deltas.map((d) => d.currency))].sort();
  const rank = new Map(currencies.map((c, i) => [c, i]));
  // Keyed node × currencies + rank: ascending keys are ascending (node, currency).
  const index = new Map<number, number>();
  const keys: number[] = [];
  const revenue: bigint[] = [];
  const sales: number[] = [];
  for (const d of deltas) {
    const r = rank.get(d.currency)!;
    for (const node of updateNodes(d.quarter)) {
      const key = node * currencies.length + r;
      const i = index.get(key);
      if (i === undefined) {
        index.set(key, keys.length);
        keys.push(key);
        revenue.push(d.revenue);
        sales.push(d.sales);
      } else {
        revenue[i]! += d.revenue;
        sales[i]! += d.sales;
      }
    }
  }
  // Ascending (node, currency): every writer locks nodes in one order, so writers never deadlock.
  const order = Uint32Array.from(keys.keys()).sort((a, b) => keys[a]! - keys[b]!);
  for (let start = 0; start < order.length; start += ROLLUP_ROWS_PER_UPSERT) {
    const chunk: RollupNode[] = [];
    for (const i of order.subarray(start, start + ROLLUP_ROWS_PER_UPSERT)) {
      const key = keys[i]!;
      chunk.push({ node: Math.floor(key / currencies.length), currency: currencies[key % currencies.length]!, revenue: revenue[i]!, sales: sales[i]! });
    }
    await addToRollupNodes(db, botId, chunk);
  }
  if (deltas.length) await raiseSalesVersion(db, botId);
}
