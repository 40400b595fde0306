// Shared transactions: on SQLite, write transactions asked for while another is running wait for
// the one connection anyway, so the next batch of them runs inside one BEGIN…COMMIT, each in its
// own savepoint. A unit that throws is rolled back to its savepoint and only its caller hears the
// error; every caller hears back only after the shared COMMIT, so nothing is acknowledged before
// it is durable. What it saves is the commit of each: the pages a payment touches (the bot's id
// counter, its rollup rows, the right edge of each index) are appended to the WAL once per batch
// instead of once per payment. On PostgreSQL each unit is its own transaction on its own
// connection: batching there would serialise what the pool runs in parallel.
import { SqliteAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';

/** Most units in one transaction: the batch holds the write lock while its units run one by one. */
const MAX_BATCH = 64;

export type Transact = <R>(work: (trx: Transaction<Database>) => Promise<R>) => Promise<R>;

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
    transact = db.getExecutor().adapter instanceof SqliteAdapter ? batched(db) : (work) => db.transaction().execute(work);
    shared.set(db, transact);
  }
  return transact;
}

function batched(db: Kysely<Database>): Transact {
  let pending: Unit[] = [];
  let running = false;

  async function runBatch(batch: Unit[]): Promise<void> {
    const outcomes: { ok: boolean; value: unknown }[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const unit of batch) {
          await sql`savepoint unit`.execute(trx);
          try {
            outcomes.push({ ok: true, value: await unit.work(trx) });
            await sql`release unit`.execute(trx);
          } catch (err) {
            outcomes.push({ ok: false, value: err });
            await sql`rollback to unit`.execute(trx);
            await sql`release unit`.execute(trx);
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

  async function drain(): Promise<void> {
    running = true;
    while (pending.length) {
      const batch = pending.slice(0, MAX_BATCH);
      pending = pending.slice(MAX_BATCH);
      await runBatch(batch);
    }
    running = false;
  }

  return <R>(work: (trx: Transaction<Database>) => Promise<R>) =>
    new Promise<R>((resolve, reject) => {
      pending.push({ work, resolve: resolve as (r: unknown) => void, reject });
      if (!running) {
        running = true;
        // The rest of this turn's callers join the first batch.
        setImmediate(() => void drain());
      }
    });
}
