// Rows per multi-row statement. Both backends cap the parameters of one statement (SQLite's
// SQLITE_MAX_VARIABLE_NUMBER, 32,766 since 3.32; PostgreSQL's wire protocol, 65,535); these keep
// every statement near 5,000 parameters, far under both, while cutting round trips.

/** Most writes in one set-based batch or shared transaction (db/batching.ts): a batch holds its
 * bot's locks until it commits. Its rows' inserts are prepared per row count up to this. */
export const WRITE_BATCH = 64;
/** order_rollups rows: 5 columns → 5,000 parameters. */
export const ROLLUP_ROWS_PER_UPSERT = 1_000;
/** Fenwick node ids in one `IN (…)` read: 1 parameter each. */
export const NODES_PER_READ = 5_000;
/** orders rows: 13 columns → 6,500 parameters. */
export const ORDERS_PER_INSERT = 500;
/** members rows: 8 columns → 4,000 parameters. */
export const MEMBERS_PER_INSERT = 500;
/** events rows: 5 columns → 5,000 parameters (an expiry batch writes up to 500 at once). */
export const EVENTS_PER_INSERT = 1_000;
/** An import's (first seq, last seq, subscription_id) ranges in one UPDATE … FROM (VALUES …): 3 parameters each. */
export const IMPORT_LINK_RANGES_PER_UPDATE = 1_000;
/** An import's staged rows: 7 columns → 7,000 parameters (its full batches are one prepared statement). */
export const IMPORT_ROWS_PER_INSERT = 1_000;
/** Orders of an import summed per currency and quarter hour in one read (≤ that many sums). */
export const IMPORT_SALES_IDS_PER_READ = 100_000;
