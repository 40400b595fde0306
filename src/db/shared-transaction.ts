// Shared transactions: write transactions asked for while others of the same kind are running
// would only wait for them, so the next batch of them runs inside one BEGIN…COMMIT, each in its
// own savepoint. A unit that throws is rolled back to its savepoint and only its caller hears the
// error; every caller hears back only after the shared COMMIT, so nothing is acknowledged before
// it is durable. For writes that are not worth a set-based batch (set-writes.ts), such as chat
// removals.
// - SQLite has one connection and one writer: every unit joins one queue. What it saves is the
//   commit of each (the pages a write touches reach the WAL once per batch).
// - PostgreSQL runs units of different keys (bots) in parallel on the pool, and batches those of
//   one key: they lock the bot's id counters until they commit, so they would run one after
//   another anyway; batched, the commit (a WAL flush) is paid once per batch.
import { SqliteAdapter, type Kysely, type Transaction } from 'kysely';
import { keyedQueue } from './key-queue.js';
import { statement } from './prepared.js';
import type { Database } from './schema.js';

/** Most units in one transaction: a batch holds its locks while its units run one by one. */
const MAX_BATCH = 64;

/** Runs `work` in a transaction, shared with others of the same `key` (SQLite: with all others). */
export type Transact = <R>(key: number, work: (trx: Transaction<Database>) => Promise<R>) => Promise<R>;

interface Unit {
  work: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (result: unknown) => void;
  reject: (err: unknown) => void;
}

const shared = new WeakMap<Kysely<Database>, Transact>();

/** The transaction runner for `db`: one per database, so every caller joins the same batches. */
export function sharedTransaction(db: Kysely<Database>): Transact {
  let transact = shared.get(db);
  if (!transact) {
    const enqueue = keyedQueue<Unit>(db.getExecutor().adapter instanceof SqliteAdapter, MAX_BATCH, (units) => runBatch(db, units));
    transact = <R>(key: number, work: (trx: Transaction<Database>) => Promise<R>) =>
      new Promise<R>((resolve, reject) => enqueue(key, { work, resolve: resolve as (r: unknown) => void, reject }));
    shared.set(db, transact);
  }
  return transact;
}

const savepoint = statement('savepoint unit');
const release = statement('release savepoint unit');
const rollbackTo = statement('rollback to savepoint unit');

async function runBatch(db: Kysely<Database>, batch: Unit[]): Promise<void> {
  const outcomes: { ok: boolean; value: unknown }[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      for (const unit of batch) {
        await savepoint(trx);
        try {
          outcomes.push({ ok: true, value: await unit.work(trx) });
          await release(trx);
        } catch (err) {
          outcomes.push({ ok: false, value: err });
          await rollbackTo(trx);
          await release(trx);
        }
      }
    });
  } catch (err) {
    // The commit (or a savepoint statement) failed: nothing of the batch was stored.
    for (const unit of batch) unit.reject(err);
    return;
  }
  for (const [i, unit] of batch.entries()) {
    const outcome = outcomes[i]!;
    if (outcome.ok) unit.resolve(outcome.value);
    else unit.reject(outcome.value);
  }
}
