// How a paid order enters storage (payments taken by the bot or recorded over the API): the order
// and what it adds to the order-count rollups, in the caller's transaction, so revenue never
// drifts from the orders. Imports write theirs from a staged table and record their sales in the
// same transaction (import.ts).
import type { Db, NewOrder } from '../../db/schema.js';
import { recordSales, saleDelta } from '../stats/sales-ledger.js';
import { insertOrdersOnce } from './repository.js';

/** Inserts the orders (an external_id the bot already has is skipped) and records the inserted
 * ones' sales. Returns the order_ids inserted. */
export async function writePaidOrders(db: Db, botId: number, orders: NewOrder[]): Promise<Set<number>> {
  const inserted = await insertOrdersOnce(db, orders);
  await recordSales(
    db,
    botId,
    orders.filter((o) => inserted.has(o.order_id)).map((o) => saleDelta(o, 1)),
  );
  return inserted;
}
