// SQL for orders.
import type { NewOrder, OrderRow } from '../../db/schema.js';
import { IMPORT_LINK_RANGES_PER_UPDATE, IMPORT_ROWS_PER_INSERT, ORDERS_PER_INSERT } from '../../db/batches.js';
import { sql } from 'kysely';
import { inByteOrder, isPostgres } from '../../db/dialect.js';
import { perShape, prepared, preparedIn, preparedRows } from '../../db/prepared.js';
import type { Db } from '../common/deps.js';

const ORDER_COLUMNS = [
  'bot_id',
  'order_id',
  'plan_id',
  'member_id',
  'amount_minor',
  'currency',
  'paid_at',
  'status',
  'external_id',
  'refunded_at',
  'created_at',
  'provider',
  'subscription_id',
] as const satisfies readonly (keyof NewOrder)[];

/** A batch of payments' orders (at most 64, set-writes.ts) is prepared per row count; imports
 * write theirs from a staged table (below). */
const insertRowsOnce = preparedRows(
  ORDER_COLUMNS,
  (db, rows: NewOrder[]) =>
    db
      .insertInto('orders')
      .values(rows)
      .onConflict((oc) => oc.columns(['bot_id', 'external_id']).doNothing())
      .returning('order_id'),
  64,
);

/** Inserts the orders, skipping any whose external_id the bot already has (the unique index
 * decides); returns the order_ids inserted. */
export async function insertOrdersOnce(db: Db, orders: NewOrder[]): Promise<Set<number>> {
  const inserted = new Set<number>();
  for (let i = 0; i < orders.length; i += ORDERS_PER_INSERT) {
    for (const row of await insertRowsOnce(db, orders.slice(i, i + ORDERS_PER_INSERT))) inserted.add(Number(row.order_id));
  }
  return inserted;
}

export function findOrder(db: Db, botId: number, orderId: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('bot_id', '=', botId).where('order_id', '=', orderId).executeTakeFirst();
}

const byExternalId = prepared((db: Db, botId: number, externalId: string) =>
  db.selectFrom('orders').selectAll().where('bot_id', '=', botId).where('external_id', '=', externalId),
);

export async function findOrderByExternalId(db: Db, botId: number, externalId: string): Promise<OrderRow | undefined> {
  return (await byExternalId(db, botId, externalId))[0];
}

/** The bot's orders with any of these external_ids (a batch's, so a few dozen at most). */
export const findOrdersByExternalIds = preparedIn((db: Db, botId: number, externalIds: string[]) =>
  db.selectFrom('orders').selectAll().where('bot_id', '=', botId).where('external_id', 'in', externalIds),
);

export interface OrderFilter {
  from?: number;
  to?: number;
  after?: [number, number];
}

/** Newest payment first, keyed by (paid_at, order_id); reads limit+1 rows. */
export function listOrders(db: Db, botId: number, limit: number, filter: OrderFilter) {
  let query = db.selectFrom('orders').selectAll().where('bot_id', '=', botId);
  if (filter.from !== undefined) query = query.where('paid_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('paid_at', '<', filter.to);
  if (filter.after) {
    const [paidAt, orderId] = filter.after;
    query = query.where((eb) => eb.or([eb('paid_at', '<', paidAt), eb.and([eb('paid_at', '=', paidAt), eb('order_id', '<', orderId)])]));
  }
  return query
    .orderBy('paid_at', 'desc')
    .orderBy('order_id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** The member's latest orders by payment time. */
export function latestOrdersOf(db: Db, botId: number, memberId: string, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('bot_id', '=', botId)
    .where('member_id', '=', memberId)
    .orderBy('paid_at', 'desc')
    .orderBy('order_id', 'desc')
    .limit(limit)
    .execute();
}

// An import's validated rows, staged in file order (a TEMP table `import_rows` with no index but
// its line), then written to orders in one statement sorted by paid_at: the orders' ids follow
// time, and their primary key and paid_at index (and an external_id that follows time) grow at
// their ends instead of at random places, which is what an unsorted file cost.

/** A validated row of an import file, as staged. */
export interface StagedRow {
  line: number;
  plan_id: number;
  member_id: string;
  amount_minor: number;
  currency: string;
  paid_at: number;
  external_id: string | null;
}

const STAGED_COLUMNS = ['line', 'plan_id', 'member_id', 'amount_minor', 'currency', 'paid_at', 'external_id'] as const satisfies readonly (keyof StagedRow)[];

/** Creates this transaction's empty `import_rows`. */
export async function createImportRows(db: Db): Promise<void> {
  await sql`DROP TABLE IF EXISTS import_rows`.execute(db);
  await (isPostgres(db)
    ? sql`CREATE TEMP TABLE import_rows (line BIGINT PRIMARY KEY, plan_id BIGINT NOT NULL, member_id TEXT NOT NULL, amount_minor BIGINT NOT NULL,
        currency TEXT NOT NULL, paid_at BIGINT NOT NULL, external_id TEXT) ON COMMIT DROP`
    : sql`CREATE TEMP TABLE import_rows (line INTEGER PRIMARY KEY, plan_id INTEGER NOT NULL, member_id TEXT NOT NULL, amount_minor INTEGER NOT NULL,
        currency TEXT NOT NULL, paid_at INTEGER NOT NULL, external_id TEXT)`
  ).execute(db);
}

/** Raw SQL as a prepared query: compiled once per dialect, values bound per call. */
const rawQuery = <A extends unknown[], R>(build: (...args: A) => ReturnType<typeof sql<R>>) =>
  prepared((db: Db, ...args: A) => ({ compile: () => build(...args).compile(db) }));

const stageRows = perShape((count: number) =>
  rawQuery((...values: unknown[]) => {
    const n = STAGED_COLUMNS.length;
    const rows = Array.from({ length: count }, (_, r) => sql`(${sql.join(values.slice(r * n, (r + 1) * n))})`);
    return sql`INSERT INTO import_rows (${sql.join(STAGED_COLUMNS.map((c) => sql.id(c)))}) VALUES ${sql.join(rows)}`;
  }),
);

/** Stages the rows, IMPORT_ROWS_PER_INSERT a statement. */
export async function stageImportRows(db: Db, rows: StagedRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += IMPORT_ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + IMPORT_ROWS_PER_INSERT);
    await stageRows(chunk.length)(db, ...chunk.flatMap((row) => STAGED_COLUMNS.map((c) => row[c])));
  }
}

/**
 * Writes the staged rows as the bot's orders, in (paid_at, line) order with ids from `firstId` on
 * in that order, and returns how many were written. A row is skipped when an earlier line of the
 * file has its external_id, or the bot already has it (the unique index decides: ids of rows
 * skipped that way stay unused).
 */
export async function insertStagedOrders(db: Db, botId: number, firstId: number, createdAt: number): Promise<number> {
  const result = await sql`INSERT INTO orders (bot_id, order_id, plan_id, member_id, amount_minor, currency, paid_at, status, external_id, created_at)
    SELECT CAST(${botId} AS BIGINT), CAST(${firstId} AS BIGINT) - 1 + ROW_NUMBER() OVER (ORDER BY paid_at, line), plan_id, member_id, amount_minor, currency,
      paid_at, 'paid', external_id, CAST(${createdAt} AS BIGINT)
    FROM (SELECT r.*, ROW_NUMBER() OVER (PARTITION BY external_id ORDER BY line) AS nth FROM import_rows r) AS s
    WHERE external_id IS NULL OR nth = 1
    ORDER BY paid_at, line
    ON CONFLICT (bot_id, external_id) DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Paid orders `fromId`..`toId` summed per currency and bucket of paid_at (`paid_at / bucketMs`). */
export async function paidSalesByBucket(
  db: Db,
  botId: number,
  fromId: number,
  toId: number,
  bucketMs: number,
): Promise<{ currency: string; bucket: number; revenue: string; sales: number }[]> {
  const { rows } = await sql<{ currency: string; bucket: number | string; revenue: string; sales: number | string }>`
    SELECT currency, paid_at / ${sql.lit(bucketMs)} AS bucket, CAST(SUM(amount_minor) AS TEXT) AS revenue, COUNT(*) AS sales
    FROM orders WHERE bot_id = ${botId} AND order_id BETWEEN ${fromId} AND ${toId} AND status = 'paid'
    GROUP BY currency, paid_at / ${sql.lit(bucketMs)}`.execute(db);
  return rows.map((r) => ({ currency: r.currency, bucket: Number(r.bucket), revenue: r.revenue, sales: Number(r.sales) }));
}

// An import's orders in the order its subscriptions are folded: a TEMP table `import_refs` of the
// import's orders (an order_id range of one bot, allocated in the import's transaction) numbered
// by (member_id, plan_id, paid_at, order_id), read a page at a time by that number (seq), given
// their subscription per range of seq, and finally copied onto the orders in order_id order (one
// sequential pass instead of an UPDATE per order at random places). The database sorts and
// holds it (on disk), so the import's memory does not grow with the file. Dropped at the end (on
// PostgreSQL also at commit or rollback); on SQLite a rollback undoes its creation.

export interface ImportedRef {
  seq: number;
  order_id: number;
  member_id: string;
  plan_id: number;
  paid_at: number;
}

/** Numbers the bot's orders `firstId`..`lastId` (this import's) in fold order; returns how many. */
export async function stageImportedOrders(db: Db, botId: number, firstId: number, lastId: number): Promise<number> {
  await sql`DROP TABLE IF EXISTS import_refs`.execute(db);
  await (isPostgres(db)
    ? sql`CREATE TEMP TABLE import_refs (seq BIGINT PRIMARY KEY, member_id TEXT NOT NULL, plan_id BIGINT NOT NULL, paid_at BIGINT NOT NULL,
        order_id BIGINT NOT NULL, subscription_id BIGINT) ON COMMIT DROP`
    : sql`CREATE TEMP TABLE import_refs (seq INTEGER PRIMARY KEY, member_id TEXT NOT NULL, plan_id INTEGER NOT NULL, paid_at INTEGER NOT NULL,
        order_id INTEGER NOT NULL, subscription_id INTEGER)`
  ).execute(db);
  const member = inByteOrder(db, 'member_id');
  const result = await sql`INSERT INTO import_refs (seq, member_id, plan_id, paid_at, order_id)
    SELECT ROW_NUMBER() OVER (ORDER BY ${member}, plan_id, paid_at, order_id), member_id, plan_id, paid_at, order_id
    FROM orders WHERE bot_id = ${botId} AND order_id BETWEEN ${firstId} AND ${lastId}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

const refsAfter = rawQuery(
  (after: number, limit: number) =>
    sql<ImportedRef>`SELECT seq, member_id, plan_id, paid_at, order_id FROM import_refs WHERE seq > ${after} ORDER BY seq LIMIT ${limit}`,
);

/** Up to `limit` staged orders after seq `after`, in fold order. */
export async function importedOrdersAfter(db: Db, after: number, limit: number): Promise<ImportedRef[]> {
  return (await refsAfter(db, after, limit)).map((r) => ({
    seq: Number(r.seq),
    order_id: Number(r.order_id),
    member_id: r.member_id,
    plan_id: Number(r.plan_id),
    paid_at: Number(r.paid_at),
  }));
}

/** [first seq, last seq, subscription_id]: the staged orders of one subscription. */
export type SeqRange = [number, number, number];

const linkRanges = rawQuery((...values: number[]) => {
  const rows: ReturnType<typeof sql>[] = [];
  for (let i = 0; i < values.length; i += 3) rows.push(sql`(CAST(${values[i]} AS BIGINT), CAST(${values[i + 1]} AS BIGINT), CAST(${values[i + 2]} AS BIGINT))`);
  return sql`UPDATE import_refs SET subscription_id = v.column3 FROM (VALUES ${sql.join(rows)}) AS v
    WHERE import_refs.seq BETWEEN v.column1 AND v.column2`;
});

/** Sets the subscription of each range of staged orders; one statement per
 * IMPORT_LINK_RANGES_PER_UPDATE ranges, the last padded with empty ranges (one prepared shape). */
export async function linkImportedRanges(db: Db, ranges: SeqRange[]): Promise<void> {
  for (let i = 0; i < ranges.length; i += IMPORT_LINK_RANGES_PER_UPDATE) {
    const values: number[] = [];
    for (let j = i; j < i + IMPORT_LINK_RANGES_PER_UPDATE; j++) {
      const r = ranges[j];
      if (r) values.push(r[0], r[1], r[2]);
      else values.push(0, -1, 0);
    }
    await linkRanges(db, ...values);
  }
}

/** Copies each staged order's subscription_id onto the order, then drops the stage. */
export async function linkImportedOrders(db: Db, botId: number): Promise<void> {
  await (isPostgres(db)
    ? sql`UPDATE orders SET subscription_id = r.subscription_id FROM import_refs r WHERE orders.bot_id = ${botId} AND orders.order_id = r.order_id`
    : // In order_id order: the orders' rows and index entries are then visited in the order they are stored.
      sql`UPDATE orders SET subscription_id = r.subscription_id
        FROM (SELECT order_id, subscription_id FROM import_refs ORDER BY order_id) AS r
        WHERE orders.bot_id = ${botId} AND orders.order_id = r.order_id`
  ).execute(db);
  await dropImportStage(db);
}

/** Drops the import's TEMP tables (a rollback drops them too). */
export async function dropImportStage(db: Db): Promise<void> {
  await sql`DROP TABLE IF EXISTS import_refs`.execute(db);
  await sql`DROP TABLE IF EXISTS import_rows`.execute(db);
}

/** Marks a paid order refunded; undefined when it is not (any longer) paid. */
export function markRefunded(db: Db, botId: number, orderId: number, at: number) {
  return db
    .updateTable('orders')
    .set({ status: 'refunded', refunded_at: at })
    .where('bot_id', '=', botId)
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .returningAll()
    .executeTakeFirst();
}

/** How many paid (not refunded) orders the member has for the plan. */
export async function countPaidOf(db: Db, botId: number, memberId: string, planId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bot_id', '=', botId)
    .where('member_id', '=', memberId)
    .where('plan_id', '=', planId)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
