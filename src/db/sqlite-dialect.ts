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
  /** Kysely would serialise the one connection with its own mutex, which wakes every waiter at
   * each release (each re-checks and waits again): with 10,000 bots' runners asking at once, the
   * wake-ups grow with the square of the waiters (a restart took 79 s to answer, 15% of its CPU in
   * the mutex). The driver below takes turns in order instead, one wake-up per turn. */
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** Turns on the one connection, first come first served: a release wakes the next waiter only. */
class Turns {
  #busy = false;
  #waiting: (() => void)[] = [];
  #head = 0;

  take(): Promise<void> | undefined {
    if (!this.#busy) {
      this.#busy = true;
      return undefined;
    }
    return new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  give(): void {
    if (this.#head === this.#waiting.length) {
      this.#busy = false;
      return;
    }
    const next = this.#waiting[this.#head++]!;
    if (this.#head === this.#waiting.length) {
      this.#waiting = [];
      this.#head = 0;
    }
    next();
  }
}

/**
 * Transactions take the write lock up front (BEGIN IMMEDIATE): a deferred transaction that reads
 * and then writes fails with SQLITE_BUSY at once when another process wrote in between, whereas an
 * immediate one waits (busy_timeout) for its turn. Within one process the driver serialises: one
 * caller at a time holds the connection, the others wait their turn in order.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #turns = new Turns();

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#turns.take();
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.#turns.give();
  }

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
