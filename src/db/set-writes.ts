// Set-based writes: the items of one key (one bot's orders) asked for together are written by one
// function in one transaction, each kind of row in one statement for the whole batch, instead of
// item by item (on PostgreSQL every statement is a round trip, and one bot's writes hold its id
// counters until they commit, so they cannot run side by side). An item that breaks a rule it can
// check before writing (a replay that differs) gets its own outcome and writes nothing. When the
// batch fails as a whole (a constraint, a concurrent writer, the commit), nothing of it is stored
// and each of its items is written once more alone, in its own transaction, and hears that
// result: only the item at fault hears an error, and an item that met a concurrent writer (one
// batch of its own included) is written again after that writer's commit, as it would have been
// had it arrived a moment later. Nobody hears back before the commit of what they wrote.
import { SqliteAdapter, type Kysely, type Transaction } from 'kysely';
import { keyedQueue } from './key-queue.js';
import type { Database } from './schema.js';

/** Most items in one batch (a batch holds the key's locks until it commits). */
const MAX_BATCH = 64;

export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/** Writes `items` (all of `key`, in arrival order) in `trx`; one outcome per item, in order. */
export type WriteMany<T, R> = (trx: Transaction<Database>, key: number, items: T[]) => Promise<Outcome<R>[]>;

interface Waiting<T, R> {
  key: number;
  item: T;
  resolve: (result: R) => void;
  reject: (err: unknown) => void;
}

function settle<T, R>(waiting: Waiting<T, R>, outcome: Outcome<R>): void {
  if (outcome.ok) waiting.resolve(outcome.value);
  else waiting.reject(outcome.error);
}

/** Items by key, each key's in arrival order (SQLite's one queue mixes keys). */
function byKey<T, R>(batch: Waiting<T, R>[]): Map<number, Waiting<T, R>[]> {
  const groups = new Map<number, Waiting<T, R>[]>();
  for (const w of batch) {
    const group = groups.get(w.key);
    if (group) group.push(w);
    else groups.set(w.key, [w]);
  }
  return groups;
}

/** Returns `write(key, item)`, which resolves once the item's batch (or, after a failed batch,
 * the item alone) has committed. */
export function setWrites<T, R>(db: Kysely<Database>, writeMany: WriteMany<T, R>): (key: number, item: T) => Promise<R> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  /**
   * Tells a committed batch's callers. On PostgreSQL that waits for the next turn of the event
   * loop: the key's next batch, started as this one returns, has sent its first statement by then.
   * Answering a batch is milliseconds of the one thread (64 responses), and the next batch's round
   * trips would otherwise start only after all of them. On SQLite a batch runs to its end without
   * yielding, so its callers hear back at once.
   */
  const tell = (batch: Waiting<T, R>[], outcomes: Map<Waiting<T, R>, Outcome<R>>) => {
    const answer = () => {
      for (const w of batch) settle(w, outcomes.get(w)!);
    };
    if (sqlite) answer();
    else setImmediate(answer);
  };

  /** Writes the batch; `again` is whether a failure writes each item once more alone. */
  async function runBatch(batch: Waiting<T, R>[], again = true): Promise<void> {
    const groups = byKey(batch);
    let outcomes: Map<Waiting<T, R>, Outcome<R>>;
    try {
      outcomes = await db.transaction().execute(async (trx) => {
        const done = new Map<Waiting<T, R>, Outcome<R>>();
        for (const [key, group] of groups) {
          const results = await writeMany(
            trx,
            key,
            group.map((w) => w.item),
          );
          for (const [i, w] of group.entries()) done.set(w, results[i] ?? { ok: false, error: new Error('set write: no outcome for this item') });
        }
        return done;
      });
    } catch (err) {
      for (const w of batch) {
        if (again) await runBatch([w], false);
        else w.reject(err);
      }
      return;
    }
    tell(batch, outcomes);
  }

  const enqueue = keyedQueue(sqlite, MAX_BATCH, runBatch);
  return (key, item) => new Promise<R>((resolve, reject) => enqueue(key, { key, item, resolve, reject }));
}
