// The backup's SQL: a bot's rows of any catalogued table, read in key order a chunk at a time,
// and written back in batches. The only SQL of backups and moves.
import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import { dialectOf } from '../../db/dialect.js';
import type { BackupTable } from './catalogue.js';

export type Row = Record<string, unknown>;

/** Each table's columns in the database's order, asked of the database once per handle's dialect. */
const columnCache = new Map<string, Map<string, string[]>>();

export async function columnsOf(db: Db): Promise<Map<string, string[]>> {
  const dialect = dialectOf(db);
  let columns = columnCache.get(dialect);
  if (!columns) {
    columns = new Map();
    for (const table of await db.introspection.getTables()) {
      if (table.schema === undefined || table.schema === 'public')
        columns.set(
          table.name,
          table.columns.map((c) => c.name),
        );
    }
    columnCache.set(dialect, columns);
  }
  return columns;
}

/** The next `limit` rows of the bot in `table`, after `after` (the key's values of the last row
 * read; undefined: from the start), with `columns` only. */
export async function readChunk(
  db: Db,
  spec: BackupTable,
  columns: string[],
  botId: number,
  after: unknown[] | undefined,
  limit: number,
  since?: number,
): Promise<Row[]> {
  const keys = spec.key.map((k) => sql.ref(k));
  const conditions = [sql`bot_id = ${botId}`];
  if (after) conditions.push(sql`(${sql.join(keys)}) > (${sql.join(after)})`);
  if (spec.only === 'recent') conditions.push(sql`created_at >= ${since ?? 0}`);
  if (spec.only === 'pending') conditions.push(sql`state = 'pending'`);
  const order = keys.length ? sql` ORDER BY ${sql.join(keys)}` : sql``;
  const { rows } =
    await sql<Row>`SELECT ${sql.join(columns.map((c) => sql.ref(c)))} FROM ${sql.table(spec.table)} WHERE ${sql.join(conditions, sql` AND `)}${order} LIMIT ${limit}`.execute(
      db,
    );
  return rows;
}

export async function botExists(db: Db, botId: number): Promise<boolean> {
  return (await db.selectFrom('bots').select('bot_id').where('bot_id', '=', botId).executeTakeFirst()) !== undefined;
}

/** Writes rows of one table, all with the same columns. */
export async function insertRows(db: Db, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  if (!rows.length) return;
  const values = sql.join(rows.map((r) => sql`(${sql.join(r)})`));
  await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) VALUES ${values}`.execute(db);
}
