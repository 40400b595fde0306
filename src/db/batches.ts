// Rows per multi-row statement. Both backends cap the parameters of one statement (SQLite's
// SQLITE_MAX_VARIABLE_NUMBER, 32,766 since 3.32; PostgreSQL's wire protocol, 65,535); these keep
// every statement near 5,000 parameters, far under both, while cutting round trips.

/** order_rollups rows: 5 columns → 5,000 parameters. */
export const ROLLUP_ROWS_PER_UPSERT = 1_000;
/** Fenwick node ids in one `IN (…)` read: 1 parameter each. */
export const NODES_PER_READ = 5_000;
/** orders rows: 10 columns → 5,000 parameters. */
export const ORDERS_PER_INSERT = 500;
/** (order_id, subscription_id) pairs in one UPDATE … FROM (VALUES …): 2 parameters each. */
export const ORDER_LINKS_PER_UPDATE = 2_000;
/** members rows: 8 columns → 4,000 parameters. */
export const MEMBERS_PER_INSERT = 500;
/** events rows: 5 columns → 5,000 parameters (an expiry batch writes up to 500 at once). */
export const EVENTS_PER_INSERT = 1_000;
