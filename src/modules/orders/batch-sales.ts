// The sales of a shared transaction's orders, pooled per bot and recorded once before its commit:
// every order adds to the same ~25 rollup nodes (the top of the Fenwick tree), so a batch of 64
// orders writes about 25 + a few rows instead of 64 × 25.
import type { Batch } from '../../db/shared-transaction.js';
import type { Db } from '../common/deps.js';
import { recordSales, SalesAccumulator } from '../stats/sales-ledger.js';

const pooled = new WeakMap<Batch, Map<number, SalesAccumulator>>();

/**
 * Adds an order's sales to its batch's pool. Call it as the unit's last step, once its writes
 * succeeded: a unit that throws is rolled back, and its sales must not reach the rollups.
 */
export function poolSales(batch: Batch, trx: Db, botId: number, sales: SalesAccumulator): void {
  let byBot = pooled.get(batch);
  if (!byBot) {
    byBot = new Map();
    pooled.set(batch, byBot);
  }
  let pool = byBot.get(botId);
  if (!pool) {
    const fresh = new SalesAccumulator();
    byBot.set(botId, fresh);
    batch.beforeCommit(() => recordSales(trx, botId, fresh.deltas()));
    pool = fresh;
  }
  for (const delta of sales.deltas()) pool.add(delta);
}
