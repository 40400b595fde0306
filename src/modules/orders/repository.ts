// SQL for orders.
import type { Db, NewOrder, OrderRow } from '../../db/schema.js';
import { keysetAfter } from '../../db/keyset.js';
import { IMPORT_LINK_RANGES_PER_UPDATE, IMPORT_ROWS_PER_INSERT, ORDERS_PER_INSERT, WRITE_BATCH } from '../../db/batches.js';
import { sql } from 'kysely';
import { dialectOf, inByteOrder } from '../../db/dialect.js';
import { perShape, prepared, preparedIn, preparedRows, preparedSql, valuesOf } from '../../db/prepared.js';
import { copyLine, copyRows, type CopyIn, openCopyIn } from '../../db/copy.js';
import type { ImportedOrderRef } from '../subscriptions/history.js';

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
  'coupon_code',
] as const satisfies readonly (keyof NewOrder)[];

/** A batch of payments' orders (at most WRITE_BATCH, db/batching.ts) is prepared per row count; imports
 * write theirs from a staged table (below). */
const insertRowsOnce = preparedRows(
  ORDER_COLUMNS,
  (db, rows: NewOrder[]) =>
    db
      .insertInto('orders')
      .values(rows)
      .onConflict((oc) => oc.columns(['bot_id', 'external_id']).doNothing())
      .returning('order_id'),
  WRITE_BATCH,
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
  const { after } = filter;
  if (after) query = query.where((eb) => keysetAfter(eb, ['paid_at', 'order_id'], 'desc', after));
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

// An import, on its way to the orders (TEMP tables, dropped at the end; on PostgreSQL also at commit
// or rollback, on SQLite a rollback undoes their creation). The database sorts and holds them (on
// disk), so the import's memory does not grow with the file:
// - `import_rows`: the validated rows in file order, keyed by line;
// - `import_ids`: the rows kept (no external_id an earlier line or a stored order has), numbered
//   in (paid_at, line) order: the orders' ids follow time whatever the order of the file;
// - `import_refs`: the same orders with their ids, numbered (seq) in fold order, by (member_id,
//   plan_id, paid_at, order_id); the subscriptions read them a page at a time and link each
//   subscription's orders as a range of seq. The orders are then written from it in id order with
//   their subscription, so the orders' primary key and paid_at index grow at their ends.
// On SQLite the numbers are rowids, given in the order an INSERT … SELECT … ORDER BY writes (a
// sort, several times cheaper there than the ROW_NUMBER() window PostgreSQL numbers them with).

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

/** A TEMP table keyed by the integer column `key`: on SQLite its rowid (free, and what numbers the
 * rows of an INSERT … SELECT … ORDER BY); on PostgreSQL a primary key only when `readByKey` (each
 * index is one more write per row). */
function createTempTable(db: Db, name: string, key: string, columns: string, readByKey: boolean) {
  const pg = dialectOf(db) === 'postgres';
  const indexed = readByKey || !pg;
  // PostgreSQL: texts in bytes' order, as the tables they are compared with (migration 030).
  const typed = pg ? columns.replaceAll('INTEGER', 'BIGINT').replaceAll('TEXT', 'TEXT COLLATE "C"') : columns;
  const keyColumn = `${key} ${pg ? 'BIGINT' : 'INTEGER'}${indexed ? ' PRIMARY KEY' : ' NOT NULL'}`;
  return sql.raw(`CREATE TEMP TABLE ${name} (${keyColumn}, ${typed})${pg ? ' ON COMMIT DROP' : ''}`).execute(db);
}

const ORDER_DATA =
  'plan_id INTEGER NOT NULL, member_id TEXT NOT NULL, amount_minor INTEGER NOT NULL, currency TEXT NOT NULL, paid_at INTEGER NOT NULL, external_id TEXT';

/** Creates this transaction's empty `import_rows` (on PostgreSQL a heap that COPY appends to:
 * nothing reads it by line). PostgreSQL's sorts and hashes of the import get more memory than its
 * default 4 MB, for this transaction only (the server's memory, not the command's), and no JIT. */
export async function createImportRows(db: Db): Promise<void> {
  await dropImportStage(db);
  const pg = dialectOf(db) === 'postgres';
  // JIT off: compiling its large statements cost more than it saved (the plans are simple scans).
  if (pg) {
    await sql`SET LOCAL work_mem = '64MB'`.execute(db);
    await sql`SET LOCAL jit = off`.execute(db);
  }
  await createTempTable(db, 'import_rows', 'line', ORDER_DATA, false);
}

const stageRows = perShape((count: number) =>
  preparedSql((_db, ...values: unknown[]) => {
    const n = STAGED_COLUMNS.length;
    const rows = Array.from({ length: count }, (_, r) => sql`(${sql.join(values.slice(r * n, (r + 1) * n))})`);
    return sql`INSERT INTO import_rows (${sql.join(STAGED_COLUMNS.map((c) => sql.id(c)))}) VALUES ${sql.join(rows)}`;
  }),
);

/** The rows' values in one array, as `stageImportRows` takes them (what a worker thread hands over). */
export const stagedValues = (rows: StagedRow[]): unknown[] => valuesOf(STAGED_COLUMNS, rows);

/** The rows as COPY lines (PostgreSQL's form of `stagedValues`; a worker thread builds them). */
export const stagedLines = (rows: StagedRow[]): string => {
  let text = '';
  for (const r of rows) text += copyLine([r.line, r.plan_id, r.member_id, r.amount_minor, r.currency, r.paid_at, r.external_id]);
  return text;
};

/** Where an import's validated rows go: `add` takes `stagedValues` (SQLite: multi-row inserts) or
 * `stagedLines` (PostgreSQL: one COPY for the whole file, opened at the first rows); `close` ends
 * it, `abort` abandons it (the transaction then fails), and nothing else may run in between. */
export interface ImportStage {
  add(staged: unknown[] | string): Promise<void>;
  close(): Promise<void>;
  abort(reason: Error): Promise<void>;
}

export function openImportStage(db: Db): ImportStage {
  if (dialectOf(db) !== 'postgres') return { add: (values) => stageImportRows(db, values as unknown[]), close: async () => {}, abort: async () => {} };
  let copy: Promise<CopyIn> | undefined;
  return {
    async add(lines) {
      copy ??= openCopyIn(db, 'import_rows', STAGED_COLUMNS);
      await (await copy).write(lines as string);
    },
    async close() {
      const open = copy;
      copy = undefined;
      if (open) await (await open).end();
    },
    async abort(reason) {
      const open = copy;
      copy = undefined;
      if (open) await (await open.catch(() => undefined))?.abort(reason);
    },
  };
}

/** Stages rows given as `stagedValues`, IMPORT_ROWS_PER_INSERT a statement. */
export async function stageImportRows(db: Db, values: unknown[]): Promise<void> {
  const n = STAGED_COLUMNS.length;
  for (let i = 0; i < values.length; i += IMPORT_ROWS_PER_INSERT * n) {
    const chunk = values.slice(i, i + IMPORT_ROWS_PER_INSERT * n);
    await stageRows(chunk.length / n)(db, ...chunk);
  }
}

/** `INSERT INTO table (key, …) SELECT <number>, …` where the key numbers the rows from 1 in `order`:
 * a ROW_NUMBER() on PostgreSQL, the rowid the insert gives on SQLite (the table is new). */
const numbered = (db: Db, key: string, order: ReturnType<typeof sql>) =>
  dialectOf(db) === 'postgres' ? { key: sql`${sql.id(key)}, `, number: sql`ROW_NUMBER() OVER (ORDER BY ${order}), ` } : { key: sql``, number: sql`` };

/**
 * Numbers the staged rows that become orders in (paid_at, line) order (`import_ids`) and returns
 * how many. A row is skipped when an earlier line of the file has its external_id, or the bot
 * already has it.
 */
export async function numberImportRows(db: Db, botId: number): Promise<number> {
  // External ids on more than one line, with the first such line (usually none).
  await createTempTable(db, 'import_dups', 'first_line', 'external_id TEXT NOT NULL UNIQUE', false);
  await sql`INSERT INTO import_dups (first_line, external_id)
    SELECT MIN(line), external_id FROM import_rows WHERE external_id IS NOT NULL GROUP BY external_id HAVING COUNT(*) > 1`.execute(db);
  await createTempTable(db, 'import_ids', 'order_no', ORDER_DATA, false);
  const order = sql`paid_at, line`;
  const n = numbered(db, 'order_no', order);
  // A bot's first import (the usual one) has no stored external_id to look each row up in.
  const stored = await db.selectFrom('orders').select('order_id').where('bot_id', '=', botId).limit(1).executeTakeFirst();
  const notStored = stored ? sql`AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.bot_id = ${botId} AND o.external_id = r.external_id)` : sql``;
  const result = await sql`INSERT INTO import_ids (${n.key}plan_id, member_id, amount_minor, currency, paid_at, external_id)
    SELECT ${n.number}plan_id, member_id, amount_minor, currency, paid_at, external_id FROM import_rows r
    WHERE NOT EXISTS (SELECT 1 FROM import_dups d WHERE d.external_id = r.external_id AND d.first_line <> r.line)
      ${notStored}
    ORDER BY ${order}`.execute(db);
  await sql`DROP TABLE import_rows`.execute(db);
  await sql`DROP TABLE import_dups`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** The numbered rows as orders with ids from `firstId` on, numbered in fold order (`import_refs`). */
export async function stageImportedOrders(db: Db, firstId: number): Promise<void> {
  // PostgreSQL: each order's subscription is COPYed into `import_links` (seq, subscription_id)
  // rather than updated into import_refs in place (which would write every row twice).
  if (dialectOf(db) === 'postgres') await createTempTable(db, 'import_links', 'seq', 'subscription_id BIGINT NOT NULL', false);
  await createTempTable(db, 'import_refs', 'seq', `order_id INTEGER NOT NULL, ${ORDER_DATA}, subscription_id INTEGER`, true);
  const order = sql`${inByteOrder(db, 'member_id')}, plan_id, paid_at, order_no`;
  const n = numbered(db, 'seq', order);
  await sql`INSERT INTO import_refs (${n.key}order_id, plan_id, member_id, amount_minor, currency, paid_at, external_id)
    SELECT ${n.number}CAST(${firstId - 1} AS BIGINT) + order_no, plan_id, member_id, amount_minor, currency, paid_at, external_id FROM import_ids
    ORDER BY ${order}`.execute(db);
  await sql`DROP TABLE import_ids`.execute(db);
}

const refsAfter = preparedSql(
  (_db, after: number, limit: number) =>
    sql<ImportedOrderRef>`SELECT seq, member_id, plan_id, paid_at, order_id, amount_minor, currency FROM import_refs WHERE seq > ${after} ORDER BY seq LIMIT ${limit}`,
);

/** Up to `limit` staged orders after seq `after`, in fold order. */
export async function importedOrdersAfter(db: Db, after: number, limit: number): Promise<ImportedOrderRef[]> {
  return (await refsAfter(db, after, limit)).map((r) => ({
    seq: Number(r.seq),
    order_id: Number(r.order_id),
    member_id: r.member_id,
    plan_id: Number(r.plan_id),
    paid_at: Number(r.paid_at),
    amount_minor: Number(r.amount_minor),
    currency: r.currency,
  }));
}

/** [first seq, last seq, subscription_id]: the staged orders of one subscription. */
export type SeqRange = [number, number, number];

const linkRanges = preparedSql((_db, ...values: number[]) => {
  const rows: ReturnType<typeof sql>[] = [];
  for (let i = 0; i < values.length; i += 3) rows.push(sql`(CAST(${values[i]} AS BIGINT), CAST(${values[i + 1]} AS BIGINT), CAST(${values[i + 2]} AS BIGINT))`);
  return sql`UPDATE import_refs SET subscription_id = v.column3 FROM (VALUES ${sql.join(rows)}) AS v
    WHERE import_refs.seq BETWEEN v.column1 AND v.column2`;
});

/** Sets the subscription of each range of staged orders; one statement per
 * IMPORT_LINK_RANGES_PER_UPDATE ranges, the last padded with empty ranges (one prepared shape). */
export async function linkImportedRanges(db: Db, ranges: SeqRange[]): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await copyRows(db, 'import_links', ['seq', 'subscription_id'], seqLinks(ranges));
    return;
  }
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

/** Each staged order of the ranges with its subscription. */
function* seqLinks(ranges: SeqRange[]): Generator<[number, number]> {
  for (const [first, last, subscriptionId] of ranges) for (let seq = first; seq <= last; seq++) yield [seq, subscriptionId];
}

/** Writes the staged orders, in order_id order with their subscriptions, as the bot's. */
export async function insertImportedOrders(db: Db, botId: number, createdAt: number, count: number): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    // Autovacuum never analyses TEMP tables: without their sizes the planner hashed the wide
    // import_refs instead of the narrow import_links (and spilled it to disk).
    await sql`ANALYZE import_refs, import_links`.execute(db);
    // Every staged order has its one link (the subscriptions link them all): an inner join, which
    // lets the planner hash the narrow side; the count proves none was left out.
    const inserted =
      await sql`INSERT INTO orders (bot_id, order_id, plan_id, member_id, amount_minor, currency, paid_at, status, external_id, created_at, subscription_id)
      SELECT CAST(${botId} AS BIGINT), r.order_id, r.plan_id, r.member_id, r.amount_minor, r.currency, r.paid_at, 'paid', r.external_id, CAST(${createdAt} AS BIGINT),
        l.subscription_id
      FROM import_refs r JOIN import_links l ON l.seq = r.seq ORDER BY r.order_id`.execute(db);
    if (Number(inserted.numAffectedRows) !== count) throw new Error(`import: ${inserted.numAffectedRows} of ${count} staged orders had their subscription`);
    return;
  }
  await sql`INSERT INTO orders (bot_id, order_id, plan_id, member_id, amount_minor, currency, paid_at, status, external_id, created_at, subscription_id)
    SELECT CAST(${botId} AS BIGINT), order_id, plan_id, member_id, amount_minor, currency, paid_at, 'paid', external_id, CAST(${createdAt} AS BIGINT), subscription_id
    FROM import_refs ORDER BY order_id`.execute(db);
}

/** Paid orders `fromId`..`toId` summed per currency and bucket of paid_at (`paid_at / bucketMs`),
 * by bucket. */
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
    GROUP BY currency, paid_at / ${sql.lit(bucketMs)} ORDER BY bucket, currency`.execute(db);
  return rows.map((r) => ({ currency: r.currency, bucket: Number(r.bucket), revenue: r.revenue, sales: Number(r.sales) }));
}

/** Drops the import's TEMP tables (a rollback drops them too). */
export async function dropImportStage(db: Db): Promise<void> {
  for (const table of ['import_links', 'import_refs', 'import_ids', 'import_dups', 'import_rows']) await sql`DROP TABLE IF EXISTS ${sql.id(table)}`.execute(db);
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
