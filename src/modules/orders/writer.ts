// Writes paid orders together with their rollup deltas, in the caller's transaction: the one way
// orders enter storage (single orders, imports), so revenue rollups never drift from the orders.
import type { NewOrder } from '../../db/schema.js';
import type { Db } from '../common/deps.js';
import { quarterOf } from '../stats/fenwick.js';
import { applyRollupDeltas, type RollupDelta } from '../stats/rollups.js';

/** What an order adds to (sign 1) or, refunded, takes from (sign −1) the revenue rollups. */
export function rollupDelta(order: Pick<NewOrder, 'currency' | 'paid_at' | 'amount_minor'>, sign: 1 | -1): RollupDelta {
  return { currency: order.currency, quarter: quarterOf(Number(order.paid_at)), revenue: BigInt(order.amount_minor) * BigInt(sign), sales: sign };
}

/** Rollup deltas summed per (currency, quarter hour), to be applied once at the end of an import. */
export class RollupAccumulator {
  readonly #sums = new Map<string, RollupDelta>();
  add(delta: RollupDelta): void {
    const key = `${delta.currency}:${delta.quarter}`;
    const sum = this.#sums.get(key);
    if (sum) {
      sum.revenue += delta.revenue;
      sum.sales += delta.sales;
    } else this.#sums.set(key, { ...delta });
  }
  deltas(): RollupDelta[] {
    return [...this.#sums.values()];
  }
}

/**
 * Inserts the orders, skipping any whose external_id the bot already has (the unique index
 * decides), and adds the inserted ones to the rollups — at once, or into `accumulator` for the
 * caller to apply later in the same transaction. Returns the order_ids inserted.
 */
export async function writePaidOrders(db: Db, botId: number, orders: NewOrder[], accumulator?: RollupAccumulator): Promise<Set<number>> {
  const inserted = new Set<number>();
  for (let i = 0; i < orders.length; i += 500) {
    const rows = await db
      .insertInto('orders')
      .values(orders.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['bot_id', 'external_id']).doNothing())
      .returning('order_id')
      .execute();
    for (const row of rows) inserted.add(Number(row.order_id));
  }
  const deltas = orders.filter((o) => inserted.has(o.order_id)).map((o) => rollupDelta(o, 1));
  if (accumulator) for (const d of deltas) accumulator.add(d);
  else await applyRollupDeltas(db, botId, deltas);
  return inserted;
}
