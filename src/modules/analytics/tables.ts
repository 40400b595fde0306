// The analytics module's kept tables (SPEC §17): derived from subscriptions and orders by the
// keeper, in the transactions that change them. Instants in epoch ms, money in minor units.

/** Which zone the bot's periods and cohorts were kept in (null: not built yet). */
export interface AnalyticsStateTable {
  bot_id: number;
  timezone: string | null;
}

export interface AnalyticsMembersTable {
  bot_id: number;
  member_id: string;
  first_paid_at: number | null;
  first_positive_at: number | null;
  /** The member's MRR steps, packed (packed.ts): the keeper reads them by key to take them away. */
  steps: string;
}

/** The changes at the exact instants of one quarter hour, packed (packed.ts): what a read adds to
 * the nodes' prefix for an instant off the quarter-hour grid. */
export interface MrrInstantsTable {
  bot_id: number;
  quarter: number;
  changes: string;
}

/** Fenwick nodes over quarter hours per measure and currency (as order_rollups). */
export interface MrrRollupsTable {
  bot_id: number;
  measure: string;
  currency: string;
  node: number;
  value: number | string;
}

export interface MrrMovementsTable {
  bot_id: number;
  unit: string;
  period: string;
  currency: string;
  new: number | string;
  reactivation: number | string;
  expansion: number | string;
  contraction: number | string;
  churned: number | string;
  new_members: number;
  churned_members: number;
  /** Members back to paying after a time of paying nothing (behind reactivation; not shown). */
  reactivated_members: number;
}

export interface CohortCellsTable {
  bot_id: number;
  cohort: number;
  month: number;
  members: number;
  retained: number;
}

export interface AnalyticsTrialsTable {
  bot_id: number;
  subscription_id: number;
  member_id: string;
  started_at: number;
  free_until: number;
  converted: number;
}
