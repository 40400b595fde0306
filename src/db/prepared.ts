// Prepared queries: a query whose shape never changes (the same columns, the same conditions, only
// the values differ) is built and compiled by Kysely once per dialect, and each call binds its
// values into that SQL. Kysely otherwise rebuilds and recompiles the whole query on every call:
// for a payment's ~20 statements that was ≈10–25 µs each, plus the garbage of the immutable query
// tree. Repositories stay the only SQL: they declare the query with the Kysely builder as before.
import { CompiledQuery, type Compilable, type DialectAdapter, type RawBuilder } from 'kysely';
import { dialectOf, sqliteStatements } from './dialect.js';
import type { Db } from './schema.js';

/**
 * On SQLite a prepared query runs synchronously on the connection, without Kysely's executor (a
 * chain of promises and a mutex per query), when that is what Kysely would do too: inside the
 * transaction it was given (the caller holds the connection), or outside any transaction (an
 * autocommit statement). While another caller's transaction is open, it goes through Kysely and
 * waits for that transaction like any query.
 */
function runDirect<R>(db: Db, sql: string, parameters: unknown[]): R[] | undefined {
  const statements = sqliteStatements(db);
  if (!statements || statements.connection.inTransaction !== db.isTransaction) return undefined;
  const statement = statements.prepare(sql);
  if (statement.reader) return statement.all(parameters) as R[];
  statement.run(parameters);
  return [];
}

/** Stands in for the i-th argument while the query is compiled. */
class Slot {
  constructor(readonly index: number) {}
}

/** A query compiled once per dialect from `build`, run with an array of its arguments. When the
 * compiled parameters are exactly the arguments in order (a multi-row insert's thousands of
 * values), the array is bound as it is. */
function compiledOnce<A extends unknown[], R>(build: (db: Db, ...args: A) => Compilable<R>): (db: Db, args: A) => Promise<R[]> {
  const compiled = new WeakMap<DialectAdapter, { query: CompiledQuery<R>; asIs: boolean }>();
  return async (db, args) => {
    const adapter = db.getExecutor().adapter;
    let entry = compiled.get(adapter);
    if (!entry) {
      const slots = args.map((_, i) => new Slot(i)) as unknown as A;
      const query = build(db, ...slots).compile();
      const asIs = query.parameters.length === args.length && query.parameters.every((p, i) => p instanceof Slot && p.index === i);
      entry = { query, asIs };
      compiled.set(adapter, entry);
    }
    const { query, asIs } = entry;
    const parameters = asIs ? args : query.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
    return runDirect<R>(db, query.sql, parameters) ?? (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}

/**
 * `build` receives placeholders in place of its arguments and must use each only as a value (a
 * column's value, a comparison's operand), never to choose the query's shape: no branching on
 * them, no lists whose length varies. Returns a function running the query with real arguments,
 * answering its rows.
 */
export function prepared<A extends unknown[], R>(build: (db: Db, ...args: A) => Compilable<R>): (db: Db, ...args: A) => Promise<R[]> {
  const run = compiledOnce(build);
  return (db, ...args) => run(db, args);
}

/** Raw SQL as a prepared query: compiled once per dialect (`build` is given the connection to ask
 * its dialect), values bound per call. */
export function preparedSql<A extends unknown[], R>(build: (db: Db, ...args: A) => RawBuilder<R>): (db: Db, ...args: A) => Promise<R[]> {
  return prepared((db: Db, ...args: A) => ({ compile: () => build(db, ...args).compile(db) }));
}

/** A statement with no values and no rows (a savepoint): compiled once, run like a prepared query. */
export function statement(text: string): (db: Db) => Promise<void> {
  const query = CompiledQuery.raw(text);
  return async (db) => {
    if (runDirect(db, query.sql, []) === undefined) await db.executeQuery(query);
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

/** Every listed column of each row, in order, in one array (an absent one as null): the values of a
 * multi-row insert as one statement binds them. */
export function valuesOf<T extends object>(columns: readonly (keyof T & string)[], rows: T[]): unknown[] {
  const values = new Array<unknown>(rows.length * columns.length);
  let i = 0;
  for (const row of rows) {
    for (const c of columns) values[i++] = row[c] === undefined ? null : row[c];
  }
  return values;
}

const rowOf = (columns: readonly string[], values: unknown[]) => Object.fromEntries(columns.map((c, i) => [c, values[i]]));

/** Writes `rows` in chunks of `upTo` rows, then of powers of two (45 rows and upTo 16: 16, 16, 8,
 * 4, 1), so a statement prepared per chunk size has a handful of shapes; answers what they return. */
export async function inPowerOfTwoChunks<T, R>(rows: T[], upTo: number, write: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let at = 0; at < rows.length; ) {
    const left = rows.length - at;
    const size = left >= upTo ? upTo : 2 ** Math.floor(Math.log2(left));
    out.push(...(await write(rows.slice(at, at + size))));
    at += size;
  }
  return out;
}

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
    compiledOnce((db: Db, ...values: unknown[]) =>
      build(
        db,
        Array.from({ length: count }, (_, r) => rowOf(columns, values.slice(r * columns.length, (r + 1) * columns.length)) as T),
      ),
    ),
  );
  const write = (db: Db, rows: T[]) => forCount(rows.length)(db, valuesOf(columns, rows));
  return async (db, rows) => {
    if (dialectOf(db) === 'sqlite') {
      return inPowerOfTwoChunks(rows, upTo, (chunk) => write(db, chunk));
    }
    if (rows.length > upTo) return (await db.executeQuery<R>(build(db, rows).compile())).rows;
    return write(db, rows);
  };
}

/** Most values in one list of preparedIn (more are read in several statements). */
const IN_LIST_MAX = 1024;

/** A bot's rows whose column is in a list of values (a select: each row once, however often its
 * value is listed). The list is padded to a power of two by repeating its last value, so a query
 * is prepared for at most a dozen lengths; an empty list reads nothing. */
export function preparedIn<V, R>(build: (db: Db, botId: number, values: V[]) => Compilable<R>): (db: Db, botId: number, values: V[]) => Promise<R[]> {
  const forLength = perShape((_length: number) => prepared((db: Db, botId: number, ...values: V[]) => build(db, botId, values)));
  const read = (db: Db, botId: number, values: V[]) => {
    const length = 2 ** Math.ceil(Math.log2(values.length));
    const padded = length === values.length ? values : [...values, ...new Array<V>(length - values.length).fill(values.at(-1)!)];
    return forLength(length)(db, botId, ...padded);
  };
  return async (db, botId, values) => {
    if (values.length <= IN_LIST_MAX) return values.length ? read(db, botId, values) : [];
    const rows: R[] = [];
    for (let i = 0; i < values.length; i += IN_LIST_MAX) rows.push(...(await read(db, botId, values.slice(i, i + IN_LIST_MAX))));
    return rows;
  };
}
