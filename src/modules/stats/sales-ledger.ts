// What a paid or refunded order changes in the order-count rollups: a sale delta per currency and
// quarter hour, spread over its Fenwick nodes. Orders call this in the transaction that writes
// them, so the rollups never drift from the orders.
import type { Db } from '../../db/schema.js';
import { type Addition, FenwickStream, quarterOf, updateNodes } from './fenwick.js';
import { ROLLUP_ROWS_PER_UPSERT } from '../../db/batches.js';
import { addToRollupNodes, openRollupStage, raiseSalesVersion, type RollupNode, type RollupStage } from './repository.js';
import { dialectOf } from '../../db/dialect.js';

/** Above this many nodes PostgreSQL takes them in one COPY and one statement (a large batch's;
 * an import's always go that way: ImportedSales). */
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

/** Revenue and sales summed per (position, currency), a position being a Fenwick node: flat
 * arrays indexed through one Map of numbers (≈40 bytes a sum, no object each). */
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

/** A sale's revenue and count, as a rollup node sums them. */
interface Sale {
  revenue: bigint;
  sales: number;
}

const SALES: Addition<Sale> = {
  plus: (a, b) => ({ revenue: a.revenue + b.revenue, sales: a.sales + b.sales }),
  isZero: (v) => v.revenue === 0n && v.sales === 0,
};

/** Ascending (node, currency): the one order in which every writer locks nodes. */
const byNode = (a: RollupNode, b: RollupNode) => a.node - b.node || (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0);

/**
 * An import's sales, given per (currency, quarter hour) by ascending quarter hour (an import's
 * orders have ids in paid_at order, so the database sums them a range of ids at a time in that
 * order), added to the rollups as their nodes complete: a Fenwick stream per currency, all
 * advanced together at each new quarter hour, so the nodes given out so far are all below every
 * node to come and each batch of `batch` written in ascending (node, currency) is in the order
 * every writer locks them. It holds one open path per currency and a batch of complete nodes:
 * nothing that grows with the file. On PostgreSQL the batches are COPYed into a TEMP table and
 * added in one statement at the end.
 */
export class ImportedSales {
  readonly #streams = new Map<string, FenwickStream<Sale>>();
  #done: RollupNode[] = [];
  #quarter = -1;
  /** PostgreSQL's: opened with the first batch. */
  #stage: RollupStage | undefined;

  constructor(
    private readonly db: Db,
    private readonly botId: number,
    private readonly batch = 4096,
  ) {}

  async add(currency: string, quarter: number, revenue: bigint, sales: number): Promise<void> {
    if (quarter < this.#quarter) throw new Error(`imported sales out of order: quarter hour ${quarter} after ${this.#quarter}`);
    if (quarter > this.#quarter) {
      for (const stream of this.#streams.values()) stream.advance(quarter);
      this.#quarter = quarter;
      if (this.#done.length >= this.batch) await this.#write();
    }
    let stream = this.#streams.get(currency);
    if (!stream) {
      stream = new FenwickStream<Sale>((node, v) => this.#done.push({ node, currency, revenue: v.revenue, sales: v.sales }), SALES);
      this.#streams.set(currency, stream);
    }
    stream.add(quarter, { revenue, sales });
  }

  /** Writes what is left and raises the bot's sales version (when anything was sold). */
  async finish(): Promise<void> {
    for (const stream of this.#streams.values()) stream.finish();
    await this.#write();
    await this.#stage?.close(this.botId);
    if (this.#streams.size) await raiseSalesVersion(this.db, this.botId);
  }

  async #write(): Promise<void> {
    const nodes = this.#done.sort(byNode);
    this.#done = [];
    if (!nodes.length) return;
    if (dialectOf(this.db) === 'postgres') {
      this.#stage ??= await openRollupStage(this.db);
      await this.#stage.add(nodes);
    } else
      for (let i = 0; i < nodes.length; i += ROLLUP_ROWS_PER_UPSERT) await addToRollupNodes(this.db, this.botId, nodes.slice(i, i + ROLLUP_ROWS_PER_UPSERT));
  }
}

/** Adds the deltas to their rollup nodes and raises the bot's sales version (what kept count
 * answers are checked against); call inside the transaction that writes the orders. The deltas
 * are read once as they come; node sums are written a statement's worth of rows at a time (an
 * import's go through ImportedSales instead). */
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
    const stage = await openRollupStage(db);
    await stage.add(Array.from(order, (i) => ({ node: nodes.position(i), currency: nodes.currency(i), revenue: nodes.revenue[i]!, sales: nodes.sales[i]! })));
    await stage.close(botId);
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
