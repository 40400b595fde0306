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
}

/** A member's MRR in a currency from `at` on, with the change it made there. */
export interface MrrStepsTable {
  bot_id: number;
  member_id: string;
  currency: string;
  at: number;
  mrr: number;
  delta: number;
  member_delta: number;
}

/** A closed run of paying in a currency, of a member who pays nothing in it now. */
export interface MrrRunsTable {
  bot_id: number;
  member_id: string;
  currency: string;
  started_at: number;
  ended_at: number;
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
