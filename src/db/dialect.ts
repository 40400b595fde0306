// Which database a handle runs on, asked one way, and what repositories ask of that dialect.
import { PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Db } from './schema.js';
import { DirectSqliteAdapter, type StatementCache } from './sqlite-dialect.js';

export type Dialect = 'sqlite' | 'postgres';

/** The database `db` (or a transaction of it) runs on. */
export const dialectOf = (db: Db): Dialect => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

/** The SQLite connection's statements, for queries run on it directly (prepared.ts); undefined on PostgreSQL. */
export const sqliteStatements = (db: Db): StatementCache | undefined => {
  const adapter = db.getExecutor().adapter;
  return adapter instanceof DirectSqliteAdapter ? adapter.statements : undefined;
};

/** A text column compared and sorted by its bytes on both backends (PostgreSQL's default collation
 * may be a locale's; SQLite's BINARY already is bytes). */
export const inByteOrder = (db: Db, column: string): RawBuilder<string> =>
  dialectOf(db) === 'postgres' ? sql<string>`${sql.ref(column)} COLLATE "C"` : sql<string>`${sql.ref(column)}`;
