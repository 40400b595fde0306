// What repositories ask of the dialect they run on.
import { PostgresAdapter, sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from './schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** A text column compared and sorted by its bytes on both backends (PostgreSQL's default collation
 * may be a locale's; SQLite's BINARY already is bytes). */
export const inByteOrder = (db: Db, column: string): RawBuilder<string> =>
  isPostgres(db) ? sql<string>`${sql.ref(column)} COLLATE "C"` : sql<string>`${sql.ref(column)}`;
