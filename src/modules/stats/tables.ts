// The stats module's tables as Kysely sees them; db/schema.ts composes every module's into
// Database. Instants are epoch milliseconds (UTC), money integer minor units.

/** Fenwick-tree nodes of paid orders per bot and currency (see modules/stats/fenwick.ts). */
export interface OrderRollupsTable {
  bot_id: number;
  node: number;
  currency: string;
  revenue: number | string;
  sales: number;
}

/** A counter per bot raised with every change of its rollups: what a computed count answer is valid for. */
export interface SalesVersionsTable {
  bot_id: number;
  version: number | string;
}
