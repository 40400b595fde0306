// Shared transactions: write transactions asked for while others of the same kind are running
// would only wait for them, so the next batch of them runs inside one BEGIN…COMMIT, each in its
// own savepoint. A unit that throws is rolled back to its savepoint and only its caller hears the
// error; every caller hears back only after the shared COMMIT, so nothing is acknowledged before
// it is durable.
// - SQLite has one connection and one writer: every unit joins one queue. What it saves is the
//   commit of each (the pages a payment touches, such as the bot's id counter, its rollup rows and
//   the right edge of each index, reach the WAL once per batch instead of once per payment).
// - PostgreSQL runs units of different keys (bots) in parallel on the pool, and batches those of
//   one key: one bot's orders all lock its id counter and rollup rows until they commit, so they
//   ran one after another anyway, each holding the locks through its own commit; batched, the
//   locks are taken once and the commit (a WAL flush) is paid once per batch.
import { SqliteAdapter, type Kysely, type Transaction } from 'kysely';
import { statement } from './prepared.js';
import type { Database } from './schema.js';

/** Most units in one transaction: a batch holds its locks while its units run one by one. */
const MAX_BATCH = 64;

/** What the units of one batch share. */
export interface Batch {
  /** Runs `task` in the batch's transaction after its last unit, before the commit (in the order
   * asked); a task that throws fails the whole batch. For writes the units can pool (rollups). */
  beforeCommit(task: () => Promise<void>): void;
}

/** Runs `work` in a transaction, shared with others of the same `key` (SQLite: with all others). */
export type Transact = <R>(key: number, work: (trx: Transaction<Database>, batch: Batch) => Promise<R>) => Promise<R>;

interface Unit {
  work: (trx: Transaction<Database>, batch: Batch) => Promise<unknown>;
  resolve: (result: unknown) => void;
  reject: (err: unknown) => void;
}

const shared = new WeakMap<Kysely<Database>, Transact>();

/** The transaction runner for `db`: one per database, so every caller joins the same batches. */
export function sharedTransaction(db: Kysely<Database>): Transact {
  let transact = shared.get(db);
  if (!transact) {
    transact = batched(db, db.getExecutor().adapter instanceof SqliteAdapter);
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
      const tasks: (() => Promise<void>)[] = [];
      const scope: Batch = { beforeCommit: (task) => void tasks.push(task) };
      for (const unit of batch) {
        await savepoint(trx);
        try {
          outcomes.push({ ok: true, value: await unit.work(trx, scope) });
          await release(trx);
        } catch (err) {
          outcomes.push({ ok: false, value: err });
          await rollbackTo(trx);
          await release(trx);
        }
      }
      for (const task of tasks) await task();
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

function batched(db: Kysely<Database>, oneQueue: boolean): Transact {
  /** Units waiting, by key; a key is present while its queue is being worked off. */
  const queues = new Map<number, Unit[]>();

  async function drain(key: number, pending: Unit[]): Promise<void> {
    while (pending.length) await runBatch(db, pending.splice(0, MAX_BATCH));
    queues.delete(key);
  }

  return <R>(key: number, work: (trx: Transaction<Database>, batch: Batch) => Promise<R>) =>
    new Promise<R>((resolve, reject) => {
      const queue = oneQueue ? 0 : key;
      const unit = { work, resolve: resolve as (r: unknown) => void, reject };
      const pending = queues.get(queue);
      if (pending) return void pending.push(unit);
      const fresh = [unit];
      queues.set(queue, fresh);
      // The rest of this turn's callers join the first batch.
      setImmediate(() => void drain(queue, fresh));
    });
}
