// What a paid or refunded order changes in the order-count rollups: a sale delta per currency and
// quarter hour, spread over its Fenwick nodes. Orders call this in the transaction that writes
// them, so the rollups never drift from the orders.
import type { Db } from '../../db/schema.js';
import { quarterOf, updateNodes } from './fenwick.js';
import { ROLLUP_ROWS_PER_UPSERT } from '../../db/batches.js';
import { addToRollupNodes, addToRollupNodesInBulk, raiseSalesVersion, type RollupNode } from './repository.js';
import { dialectOf } from '../../db/dialect.js';

/** Above this many nodes PostgreSQL takes them in one COPY and one statement (an import's). */
const BULK_NODES = 4 * ROLLUP_ROWS_PER_UPSERT;

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

/** Currencies one record of sales tells apart (ISO 4217 has ≈180): a key is position × this + currency. */
const CURRENCY_SLOTS = 1024;

/** Revenue and sales summed per (position, currency), a position being a quarter hour or a
 * Fenwick node: flat arrays indexed through one Map of numbers (≈40 bytes a sum, no object each). */
class Sums {
  readonly #index = new Map<number, number>();
  readonly #currencies: string[] = [];
  readonly keys: number[] = [];
  readonly revenue: bigint[] = [];
  readonly sales: number[] = [];
  /** The currency's slot, for `add` (new currencies are given the next one). */
  slot(currency: string): number {
    let c = this.#currencies.indexOf(currency);
    if (c < 0) c = this.#currencies.push(currency) - 1;
    if (c >= CURRENCY_SLOTS) throw new Error(`more than ${CURRENCY_SLOTS} currencies in one record of sales`);
    return c;
  }
  add(position: number, slot: number, revenue: bigint, sales: number): void {
    const key = position * CURRENCY_SLOTS + slot;
    const i = this.#index.get(key);
    if (i === undefined) {
      this.#index.set(key, this.keys.length);
      this.keys.push(key);
      this.revenue.push(revenue);
      this.sales.push(sales);
    } else {
      this.revenue[i]! += revenue;
      this.sales[i]! += sales;
    }
  }
  position(i: number): number {
    return Math.floor(this.keys[i]! / CURRENCY_SLOTS);
  }
  currency(i: number): string {
    return this.#currencies[this.keys[i]! % CURRENCY_SLOTS]!;
  }
  /** Indexes of the sums in ascending (position, currency). */
  ascending(): Uint32Array {
    const sorted = [...this.#currencies].sort();
    const rank = this.#currencies.map((c) => sorted.indexOf(c));
    const order = Float64Array.from(this.keys, (key) => Math.floor(key / CURRENCY_SLOTS) * CURRENCY_SLOTS + rank[key % CURRENCY_SLOTS]!);
    return Uint32Array.from(this.keys.keys()).sort((a, b) => order[a]! - order[b]!);
  }
}

/**
 * Deltas summed per (currency, quarter hour), for an import to record in its transaction,
 * whenever `bound` pairs are held and at the end. Three years of quarter hours in two currencies
 * are ≈210,000 pairs, under the default bound: such a file is recorded once, at its end.
 */
export class SalesAccumulator {
  #sums = new Sums();
  constructor(readonly bound = 262_144) {}
  get size(): number {
    return this.#sums.keys.length;
  }
  /** Adds the delta; true when `bound` pairs are held and it is time to record them. */
  add(delta: SaleDelta): boolean {
    this.#sums.add(delta.quarter, this.#sums.slot(delta.currency), delta.revenue, delta.sales);
    return this.size >= this.bound;
  }
  /** The pairs held, one at a time (no array of them all: an import holds ≈210,000). */
  *deltas(): Generator<SaleDelta> {
    const sums = this.#sums;
    for (let i = 0; i < sums.keys.length; i++)
      yield { currency: sums.currency(i), quarter: sums.position(i), revenue: sums.revenue[i]!, sales: sums.sales[i]! };
  }
  /** Records what it holds into the rollups (in `db`'s transaction) and starts over. */
  async record(db: Db, botId: number): Promise<void> {
    if (this.size) await recordSales(db, botId, this.deltas());
    this.#sums = new Sums();
  }
}

/** Adds the deltas to their rollup nodes and raises the bot's sales version (what kept count
 * answers are checked against); call inside the transaction that writes the orders. The deltas
 * are read once as they come; node sums are written a statement's worth of rows at a time (an
 * import's ≈400,000 nodes take ≈25 MB). */
export async function recordSales(db: Db, botId: number, deltas: Iterable<SaleDelta>): Promise<void> {
  const nodes = new Sums();
  for (const d of deltas) {
    const slot = nodes.slot(d.currency);
    for (const node of updateNodes(d.quarter)) nodes.add(node, slot, d.revenue, d.sales);
  }
  if (!nodes.keys.length) return;
  // Ascending (node, currency): every writer locks nodes in one order, so writers never deadlock.
  const order = nodes.ascending();
  if (order.length > BULK_NODES && dialectOf(db) === 'postgres') {
    await addToRollupNodesInBulk(
      db,
      botId,
      (function* () {
        for (const i of order) yield { node: nodes.position(i), currency: nodes.currency(i), revenue: nodes.revenue[i]!, sales: nodes.sales[i]! };
      })(),
    );
    await raiseSalesVersion(db, botId);
    return;
  }
  for (let start = 0; start < order.length; start += ROLLUP_ROWS_PER_UPSERT) {
    const chunk: RollupNode[] = [];
    for (const i of order.subarray(start, start + ROLLUP_ROWS_PER_UPSERT)) {
      chunk.push({ node: nodes.position(i), currency: nodes.currency(i), revenue: nodes.revenue[i]!, sales: nodes.sales[i]! });
    }
    await addToRollupNodes(db, botId, chunk);
  }
  await raiseSalesVersion(db, botId);
}
