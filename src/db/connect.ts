// Opens the database named by DATABASE_URL: SQLite (embedded default) or PostgreSQL.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { createRequire } from 'node:module';
import type PgModule from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Database, Db } from './schema.js';
import { TollgateSqliteDialect } from './sqlite-dialect.js';
import { registerCopyClients } from './copy.js';

export interface Storage {
  db: Kysely<Database>;
  /** Folder for local files (the generated encryption key); null when there is no local data folder. */
  dataDir: string | null;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Connections of the pool (SQLite: one, never waiting). */
  poolStats(): { total: number; idle: number; waiting: number };
  /** A read-only view of the database as of one moment, while the service keeps writing. */
  openSnapshot(): Promise<Snapshot>;
  close(): Promise<void>;
}

/** A consistent read-only view (a backup reads every table of a bot through one); close it. */
export interface Snapshot {
  db: Db;
  close(): Promise<void>;
}

/** A snapshot as one transaction on the database's own connections: PostgreSQL's repeatable read,
 * or (SQLite in memory, which no other connection can open) a transaction on its one connection. */
export async function transactionSnapshot(db: Kysely<Database>, postgres: boolean): Promise<Snapshot> {
  const trx = await (postgres ? db.startTransaction().setIsolationLevel('repeatable read').setAccessMode('read only') : db.startTransaction()).execute();
  return { db: trx, close: () => trx.rollback().execute() };
}

/** A snapshot's page cache, in KiB: it reads a bot's rows once, in key order, so SQLite's default
 * (16 MiB as better-sqlite3 builds it) would only hold pages it never reads again. */
const SNAPSHOT_CACHE_KIB = 2048;

/** SQLite: a second, read-only connection in a transaction of its own. Under WAL it reads the
 * database as of its first read while the service's connection goes on writing. */
function sqliteSnapshot(file: string, busyTimeoutMs: number): Snapshot {
  const reader = new SQLite(file, { readonly: true, fileMustExist: true });
  reader.pragma(`busy_timeout = ${Math.round(busyTimeoutMs)}`);
  reader.pragma(`cache_size = -${SNAPSHOT_CACHE_KIB}`);
  reader.exec('BEGIN');
  // A deferred transaction takes its snapshot at its first read: now, not at the caller's first query.
  reader.prepare('SELECT count(*) FROM sqlite_schema').get();
  const db = new Kysely<Database>({ dialect: new TollgateSqliteDialect(reader, 64) });
  return {
    db,
    close: async () => {
      reader.exec('COMMIT');
      await db.destroy();
    },
  };
}

const DEFAULT_STATEMENT_CACHE = 1000;

export interface StorageOptions {
  poolSize?: number;
  /** SQLite: prepared statements kept by SQL text. */
  statementCache?: number;
  /** PostgreSQL: no time limit per query (the bounds are for requests; a command importing a
   * million rows runs statements over all of them in its one transaction). */
  unboundedQueries?: boolean;
  /** SQLite: the page cache of the database and of its TEMP tables, each, in MiB (default
   * SQLite's as better-sqlite3 builds it, 16). */
  pageCacheMb?: number;
  /** SQLite: how long a write waits for another process's write lock, in ms (default 5,000; a
   * request should fail rather than hang). */
  busyTimeoutMs?: number;
}

/**
 * pg is loaded only when a PostgreSQL URL is used, so the embedded default does not carry it
 * (it is ~17 MB of resident memory). BIGINT columns hold ids, epoch milliseconds and minor
 * units, all within 2^53; sums are cast to text.
 */
let pgModule: typeof PgModule | undefined;
export function loadPg(): typeof PgModule {
  if (pgModule) return pgModule;
  const pg = createRequire(import.meta.url)('pg') as typeof PgModule;
  pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => {
    const n = Number(value);
    if (!Number.isSafeInteger(n)) throw new RangeError('BIGINT value exceeds the safe integer range');
    return n;
  });
  pgModule = pg;
  return pg;
}

export function openStorage(url: string, options: StorageOptions = {}): Storage {
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length), options);
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options.poolSize ?? 10, options.unboundedQueries ?? false);
  throw new Error('DATABASE_URL must start with sqlite: or postgres://');
}

function openSqlite(path: string, { statementCache = DEFAULT_STATEMENT_CACHE, pageCacheMb, busyTimeoutMs = 5000 }: StorageOptions): Storage {
  const memory = path === ':memory:' || path === '';
  const file = memory ? ':memory:' : resolve(path);
  if (!memory) mkdirSync(dirname(file), { recursive: true });
  const database = new SQLite(file);
  // WAL + synchronous=NORMAL: a committed transaction survives a crash of the process
  // (the promise of SPEC §5); see docs/storage.md for what it does not promise.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${Math.round(busyTimeoutMs)}`);
  if (pageCacheMb !== undefined) {
    const kib = Math.round(pageCacheMb * 1024);
    // Negative: a size in KiB rather than in pages.
    database.pragma(`cache_size = -${kib}`);
    database.pragma(`temp.cache_size = -${kib}`);
  }
  const db = new Kysely<Database>({ dialect: new TollgateSqliteDialect(database, statementCache) });
  return {
    db,
    dataDir: memory ? null : dirname(file),
    ping: async () => void database.prepare('select 1').get(),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    openSnapshot: async () => (memory ? transactionSnapshot(db, false) : sqliteSnapshot(file, busyTimeoutMs)),
    close: () => db.destroy(),
  };
}

function openPostgres(url: string, poolSize: number, unbounded: boolean): Storage {
  const pool = new (loadPg().Pool)({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    // Bounded queries: a stalled database answers 503 instead of holding requests forever.
    ...(unbounded ? {} : { query_timeout: 15_000, statement_timeout: 10_000 }),
    application_name: 'tollgate',
  });
  // A connection lost while idle in the pool, or while checked out between two queries, emits
  // 'error' on its client; without a listener that would crash the process. The failing query
  // itself still rejects (→ 503) and the pool discards the broken client and opens a new one.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  registerCopyClients(pool); // bulk writes (COPY) on a transaction's own connection: db/copy.ts
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dataDir: null,
    ping: async () => void (await sql`select 1`.execute(db)),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    openSnapshot: () => transactionSnapshot(db, true),
    close: () => db.destroy(),
  };
}
