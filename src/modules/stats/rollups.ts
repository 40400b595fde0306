// SQL for the order rollups (Fenwick nodes per bot and currency): the only place they are written.
import type { Db } from '../common/deps.js';
import { updateNodes } from './fenwick.js';

export interface RollupDelta {
  currency: string;
  quarter: number;
  revenue: bigint;
  sales: number;
}

/** Adds the deltas to their nodes; call inside the transaction that writes the orders. */
export async function applyRollupDeltas(db: Db, botId: number, deltas: RollupDelta[]): Promise<void> {
  const nodes = new Map<string, { node: number; currency: string; revenue: bigint; sales: number }>();
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
  const rows = [...nodes.values()]
    .sort((a, b) => a.node - b.node || (a.currency < b.currency ? -1 : 1))
    .map((n) => ({ bot_id: botId, node: n.node, currency: n.currency, revenue: n.revenue.toString(), sales: n.sales }));
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('order_rollups')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) =>
        oc.columns(['bot_id', 'node', 'currency']).doUpdateSet((eb) => ({
          revenue: eb('order_rollups.revenue', '+', eb.ref('excluded.revenue')),
          sales: eb('order_rollups.sales', '+', eb.ref('excluded.sales')),
        })),
      )
      .execute();
  }
}

export interface RollupNode {
  node: number;
  currency: string;
  revenue: bigint;
  sales: number;
}

/** The given nodes of the bot (all currencies, or one); absent nodes are zero. */
export async function readRollupNodes(db: Db, botId: number, nodes: number[], currency?: string): Promise<RollupNode[]> {
  const found: RollupNode[] = [];
  for (let i = 0; i < nodes.length; i += 5000) {
    let query = db
      .selectFrom('order_rollups')
      .select(['node', 'currency', 'sales'])
      .select((eb) => eb.cast<string>('revenue', 'text').as('revenue'))
      .where('bot_id', '=', botId)
      .where('node', 'in', nodes.slice(i, i + 5000));
    if (currency !== undefined) query = query.where('currency', '=', currency);
    for (const row of await query.execute()) {
      found.push({ node: Number(row.node), currency: row.currency, revenue: BigInt(row.revenue), sales: Number(row.sales) });
    }
  }
  return found;
}
