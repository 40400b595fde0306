// Kysely's SQLite dialect with the two things Tollgate needs of its one connection: transactions
// that take the write lock up front, and prepared statements kept by SQL text. Its adapter carries
// the connection, so prepared queries (prepared.ts) can run on it without Kysely's executor.
import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * Statements by SQL text, for the connection's life. Kysely prepares every query anew; the app
 * sends the same few SQL texts over and over, so each is prepared once and reused, the
 * oldest-inserted evicted past `limit` (evicted statements are finalised by the garbage
 * collector). A hit costs one map lookup: keeping the order of use as well (a delete and a set per
 * query) cost ~3% of a payment flood's CPU, and an evicted hot statement is only prepared again.
 * Safe: one query at a time runs on the connection.
 */
export class StatementCache {
  readonly #statements = new Map<string, SQLite.Statement>();
  constructor(
    readonly connection: SQLite.Database,
    readonly limit: number,
  ) {}

  prepare(source: string): SQLite.Statement {
    let statement = this.#statements.get(source);
    if (!statement) {
      statement = this.connection.prepare(source);
      if (this.#statements.size >= this.limit) this.#statements.delete(this.#statements.keys().next().value!);
      this.#statements.set(source, statement);
    }
    return statement;
  }
}

/** The adapter of a Tollgate SQLite database: it knows its connection. */
export class DirectSqliteAdapter extends SqliteAdapter {
  constructor(readonly statements: StatementCache) {
    super();
  }
}

/**
 * Transactions take the write lock up front (BEGIN IMMEDIATE): a deferred transaction that reads
 * and then writes fails with SQLITE_BUSY at once when another process wrote in between, whereas an
 * immediate one waits (busy_timeout) for its turn. Within one process Kysely already serialises.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class TollgateSqliteDialect extends SqliteDialect {
  readonly #statements: StatementCache;
  readonly #config: SqliteDialectConfig;
  constructor(connection: SQLite.Database, statementLimit: number) {
    const statements = new StatementCache(connection, statementLimit);
    // Kysely asks this for every statement it runs.
    const config = { database: { prepare: (source: string) => statements.prepare(source), close: () => connection.close() } };
    super(config);
    this.#statements = statements;
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
  override createAdapter(): DialectAdapter {
    return new DirectSqliteAdapter(this.#statements);
  }
}
