// How a paid order enters storage (payments taken by the bot or recorded over the API): the order
// and what it adds to the order-count rollups, in the caller's transaction, so revenue never
// drifts from the orders. Imports write theirs from a staged table and record their sales in the
// same transaction (import.ts).
import type { NewOrder } from '../../db/schema.js';
import type { Db } from '../common/deps.js';
import { recordSales, saleDelta, type SalesAccumulator } from '../stats/sales-ledger.js';
import { insertOrdersOnce } from './repository.js';

/**
 * Inserts the orders (an external_id the bot already has is skipped) and records the inserted
 * ones' sales — at once, or into `accumulator` for the caller to record later in the same
 * transaction. Returns the order_ids inserted.
 */
export async function writePaidOrders(db: Db, botId: number, orders: NewOrder[], accumulator?: SalesAccumulator): Promise<Set<number>> {
  const inserted = await insertOrdersOnce(db, orders);
  const deltas = orders.filter((o) => inserted.has(o.order_id)).map((o) => saleDelta(o, 1));
  if (accumulator) for (const d of deltas) accumulator.add(d);
  else await recordSales(db, botId, deltas);
  return inserted;
}
