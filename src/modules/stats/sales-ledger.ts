// What a paid or refunded order changes in the order-count rollups: a sale delta per currency and
// quarter hour, spread over its Fenwick nodes. Orders call this in the transaction that writes
// them, so the rollups never drift from the orders.
import type { Db } from '../common/deps.js';
import { quarterOf, updateNodes } from './fenwick.js';
import { addToRollupNodes, type RollupNode } from './repository.js';

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

/** Deltas summed per (currency, quarter hour), for an import to record once at its end. */
export class SalesAccumulator {
  readonly #sums = new Map<string, SaleDelta>();
  add(delta: SaleDelta): void {
    const key = `${delta.currency}:${delta.quarter}`;
    const sum = this.#sums.get(key);
    if (sum) {
      sum.revenue += delta.revenue;
      sum.sales += delta.sales;
    } else this.#sums.set(key, { ...delta });
  }
  deltas(): SaleDelta[] {
    return [...this.#sums.values()];
  }
}

/** Adds the deltas to their rollup nodes; call inside the transaction that writes the orders. */
export async function recordSales(db: Db, botId: number, deltas: SaleDelta[]): Promise<void> {
  const nodes = new Map<string, RollupNode>();
  for (const d of deltas) {
    for (const node of updateNodes(d.quarter)) {
      const key = `${node}:${d.currency}`;
      const entry = nodes.get(key);
      if (entry) {
        entry.revenue += d.revenue;
        entry.sales += d.sales;
      } else nodes.set(key, { node, currency: d.currency, revenue: d.revenue, sales: d.sales });
    }
  }
  // Ascending (node, currency): every writer locks nodes in one order, so writers never deadlock.
  const sorted = [...nodes.values()].sort((a, b) => a.node - b.node || (a.currency < b.currency ? -1 : 1));
  await addToRollupNodes(db, botId, sorted);
}
