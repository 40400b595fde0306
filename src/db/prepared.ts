// Prepared queries: a query whose shape never changes (the same columns, the same conditions, only
// the values differ) is built and compiled by Kysely once per dialect, and each call binds its
// values into that SQL. Kysely otherwise rebuilds and recompiles the whole query on every call:
// for a payment's ~20 statements that was ≈10–25 µs each, plus the garbage of the immutable query
// tree. Repositories stay the only SQL: they declare the query with the Kysely builder as before.
import type SQLite from 'better-sqlite3';
import { CompiledQuery, type Compilable, type DialectAdapter, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** SQLite connections by their Kysely adapter (one per database, shared by its transactions). */
const sqliteOf = new WeakMap<DialectAdapter, SQLite.Database>();

/** Lets prepared queries on `db` run straight on its better-sqlite3 connection (connect.ts). */
export function runsOn(db: Kysely<Database>, connection: SQLite.Database): void {
  sqliteOf.set(db.getExecutor().adapter, connection);
}

/**
 * On SQLite a prepared query runs synchronously on the connection, without Kysely's executor (a
 * chain of promises and a mutex per query), when that is what Kysely would do too: inside the
 * transaction it was given (the caller holds the connection), or outside any transaction (an
 * autocommit statement). While another caller's transaction is open, it goes through Kysely and
 * waits for that transaction like any query.
 */
function runDirect<R>(connection: SQLite.Database | undefined, db: Db, sql: string, parameters: unknown[]): R[] | undefined {
  if (!connection || connection.inTransaction !== db.isTransaction) return undefined;
  const statement = connection.prepare(sql);
  if (statement.reader) return statement.all(parameters) as R[];
  statement.run(parameters);
  return [];
}

/** Stands in for the i-th argument while the query is compiled. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * `build` receives placeholders in place of its arguments and must use each only as a value (a
 * column's value, a comparison's operand), never to choose the query's shape: no branching on
 * them, no lists whose length varies. Returns a function running the query with real arguments,
 * answering its rows.
 */
export function prepared<A extends unknown[], R>(build: (db: Db, ...args: A) => Compilable<R>): (db: Db, ...args: A) => Promise<R[]> {
  const compiled = new WeakMap<DialectAdapter, CompiledQuery<R>>();
  return async (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let query = compiled.get(adapter);
    if (!query) {
      const slots = args.map((_, i) => new Slot(i)) as unknown as A;
      query = build(db, ...slots).compile();
      compiled.set(adapter, query);
    }
    const parameters = query.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
    return runDirect<R>(sqliteOf.get(adapter), db, query.sql, parameters) ?? (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}

/** A statement with no values and no rows (a savepoint): compiled once, run like a prepared query. */
export function statement(text: string): (db: Db) => Promise<void> {
  const query = CompiledQuery.raw(text);
  return async (db) => {
    if (runDirect(sqliteOf.get(db.getExecutor().adapter), db, query.sql, []) === undefined) await db.executeQuery(query);
  };
}

/** Queries whose shape follows from a key (a row count, a list's length): one of them per key,
 * made on first use. */
export function perShape<K, F>(make: (key: K) => F): (key: K) => F {
  const made = new Map<K, F>();
  return (key) => {
    let f = made.get(key);
    if (!f) {
      f = make(key);
      made.set(key, f);
    }
    return f;
  };
}

/** Every listed column of `row`, in order (an absent one as null). */
const valuesOf = <T extends object>(columns: readonly (keyof T & string)[], row: T): unknown[] => columns.map((c) => (row[c] === undefined ? null : row[c]));

const rowOf = (columns: readonly string[], values: unknown[]) => Object.fromEntries(columns.map((c, i) => [c, values[i]]));

/**
 * Inserts of a few rows of `columns`: prepared once per row count up to `upTo` (one order, the
 * events of one change, the rollup nodes of one order), built as usual beyond that. Every listed
 * column is bound (an absent one as null), so list only columns the rows carry.
 *
 * On SQLite, where a statement is no round trip, the rows go in chunks whose sizes are powers of
 * two (45 rows: 32, 8, 4 and 1), each prepared, and `upTo` rows or more in chunks of `upTo`
 * first: a kind of insert then has a handful of shapes instead of one per row count. Each shape
 * is a compiled statement held for the life of the process (tens to hundreds of kilobytes for a
 * few dozen rows), and a batch of writes meets every count from 1 to 64.
 */
export function preparedRows<T extends object, R>(
  columns: readonly (keyof T & string)[],
  build: (db: Db, rows: T[]) => Compilable<R>,
  upTo = 16,
): (db: Db, rows: T[]) => Promise<R[]> {
  const forCount = perShape((count: number) =>
    prepared((db: Db, ...values: unknown[]) =>
      build(
        db,
        Array.from({ length: count }, (_, r) => rowOf(columns, values.slice(r * columns.length, (r + 1) * columns.length)) as T),
      ),
    ),
  );
  const write = (db: Db, rows: T[]) => forCount(rows.length)(db, ...rows.flatMap((row) => valuesOf(columns, row)));
  return async (db, rows) => {
    if (sqliteOf.has(db.getExecutor().adapter)) {
      const out: R[] = [];
      for (let at = 0; at < rows.length; ) {
        const left = rows.length - at;
        const size = left >= upTo ? upTo : 2 ** Math.floor(Math.log2(left));
        out.push(...(await write(db, rows.slice(at, at + size))));
        at += size;
      }
      return out;
    }
    if (rows.length > upTo) return (await db.executeQuery<R>(build(db, rows).compile())).rows;
    return write(db, rows);
  };
}

/** A bot's rows whose column is in a list of values: prepared once per list length; an empty
 * list reads nothing. */
export function preparedIn<V, R>(build: (db: Db, botId: number, values: V[]) => Compilable<R>): (db: Db, botId: number, values: V[]) => Promise<R[]> {
  const forLength = perShape((_length: number) => prepared((db: Db, botId: number, ...values: V[]) => build(db, botId, values)));
  return async (db, botId, values) => (values.length ? forLength(values.length)(db, botId, ...values) : []);
}
