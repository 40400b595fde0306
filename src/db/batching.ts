// The database's uses of the one batching primitive (db/batcher.ts), made once per database by the
// composition root (services.ts) and passed to the services that need them:
// - setWrites: one bot's rows of one kind written set-based, one statement per kind for the batch
//   (orders, chats);
// - transact: units of work sharing one BEGIN…COMMIT, each in its own savepoint (chat removals);
// - groupCommit: floods of small one-row writes sharing a commit (accepted updates, finished jobs,
//   members' profiles): one queue for all of them, so a turn's writes of every kind share one
//   BEGIN…COMMIT (on PostgreSQL each of those is a round trip);
// - sharedReads: callers asking for the same key at once share the next read (a bot's sales
//   version, its chats and plans);
// - keyedReads: callers asking about different rows of one key (a bot's members, subscriptions)
//   at once share one statement on PostgreSQL, where each statement is a round trip (a flood's
//   updates and link jobs read the same few tables, one row each).
// Nobody hears back before the commit of what they wrote. Writes are queued per key (bot) on
// PostgreSQL, where different bots' batches run side by side on the pool and one bot's would
// wait for each other's locks anyway, and in one queue on SQLite (one connection, one writer).
import type { Kysely, Transaction } from 'kysely';
import { type Batcher, batcher, byKey, type Outcome, type Queued } from './batcher.js';
import { WRITE_BATCH } from './batches.js';
import { dialectOf } from './dialect.js';
import { entryOf } from '../modules/common/maps.js';
import { statement } from './prepared.js';
import type { Database } from './schema.js';

/** Most small writes sharing one commit. */
const COMMIT_BATCH = 500;
/** Most callers answered by one shared read. */
const READ_BATCH = 1024;

/** Writes `items` (all of `key`, in arrival order) in `trx`; one outcome per item, in order. */
export type WriteMany<T, R> = (trx: Transaction<Database>, key: number, items: T[]) => Promise<Outcome<R>[]>;

/** Runs `work` in a transaction shared with others of the same `key`. */
export type Transact = <R>(key: number, work: (trx: Transaction<Database>) => Promise<R>) => Promise<R>;

export interface Batching {
  /** `write(key, item)` resolves once the item's batch (or, after a failed batch, the item alone)
   * has committed: a batch that fails as a whole stores nothing, and each of its items is written
   * again alone, so only the item at fault hears an error. */
  setWrites<T, R>(writeMany: WriteMany<T, R>): Batcher<T, R>;
  transact: Transact;
  /** `write` gets its items of one commit (a batch may mix keys on SQLite) and returns one result
   * per item. Every groupCommit of this batching shares the commit: each write runs in turn with
   * its own items. A commit that fails is undone, and each of its items is written again alone,
   * so only the item at fault hears an error. */
  groupCommit<T, R>(write: (trx: Transaction<Database>, items: T[]) => Promise<R[]>): Batcher<T, R>;
  /** `get(key)` answers `read(key)` as read after the call. */
  sharedReads<V>(read: (key: number) => Promise<V>): (key: number) => Promise<V>;
  /** `get(key, of)` answers what `readMany(key, ofs)` finds for `of` (undefined: nothing), as read
   * after the call; on SQLite, where a statement costs no round trip, it reads `of` alone at once. */
  keyedReads<K extends string | number, V>(readMany: (key: number, ofs: K[]) => Promise<Map<K, V>>): (key: number, of: K) => Promise<V | undefined>;
}

const savepoint = statement('savepoint unit');
const release = statement('release savepoint unit');
const rollbackTo = statement('rollback to savepoint unit');

type Unit = (trx: Transaction<Database>) => Promise<unknown>;

type GroupWrite = (trx: Transaction<Database>, items: unknown[]) => Promise<unknown[]>;

export function createBatching(db: Kysely<Database>): Batching {
  const sqlite = dialectOf(db) === 'sqlite';
  const writes = sqlite ? 'one' : 'key';

  const ok = <R>(value: R): Outcome<R> => ({ ok: true, value });

  const transact = batcher<Unit, unknown>({ max: WRITE_BATCH, queues: writes, onFailure: 'fail-all' }, (batch) =>
    db.transaction().execute(async (trx) => {
      const outcomes: Outcome<unknown>[] = [];
      for (const { item: work } of batch) {
        await savepoint(trx);
        try {
          outcomes.push(ok(await work(trx)));
          await release(trx);
        } catch (error) {
          outcomes.push({ ok: false, error });
          await rollbackTo(trx);
          await release(trx);
        }
      }
      return outcomes;
    }),
  );

  const commits = batcher<{ write: GroupWrite; item: unknown }, unknown>({ max: COMMIT_BATCH, queues: writes, onFailure: 'retry-alone' }, (batch) =>
    db.transaction().execute(async (trx) => {
      const outcomes: Outcome<unknown>[] = [];
      // Each kind of write with its items, kinds in the order they came.
      const kinds = new Map<GroupWrite, number[]>();
      for (const [i, { item }] of batch.entries()) entryOf(kinds, item.write, () => []).push(i);
      for (const [write, at] of kinds) {
        const results = await write(
          trx,
          at.map((i) => batch[i]!.item.item),
        );
        for (const [k, i] of at.entries()) outcomes[i] = ok(results[k]);
      }
      return outcomes;
    }),
  );

  return {
    setWrites: <T, R>(writeMany: WriteMany<T, R>) =>
      batcher<T, R>(
        // On SQLite a batch runs to its end without yielding, so its callers hear back at once. On
        // PostgreSQL they hear back on the next turn: the bot's next batch has sent its first
        // statement by then, instead of waiting for the one thread to answer 64 requests.
        { max: WRITE_BATCH, queues: writes, onFailure: 'retry-alone', answer: sqlite ? 'now' : 'next-turn' },
        (batch) =>
          db.transaction().execute(async (trx) => {
            const outcomes = new Map<Queued<T>, Outcome<R>>();
            for (const [key, group] of byKey(batch)) {
              const results = await writeMany(
                trx,
                key,
                group.map((q) => q.item),
              );
              for (const [i, q] of group.entries()) if (results[i]) outcomes.set(q, results[i]);
            }
            return batch.map((q) => outcomes.get(q) ?? { ok: false, error: new Error('set write: no outcome for this item') });
          }),
      ),

    transact: <R>(key: number, work: (trx: Transaction<Database>) => Promise<R>) => transact(key, work) as Promise<R>,

    groupCommit: <T, R>(write: (trx: Transaction<Database>, items: T[]) => Promise<R[]>) => {
      const kind = write as GroupWrite;
      return (key: number, item: T) => commits(key, { write: kind, item }) as Promise<R>;
    },

    sharedReads: <V>(read: (key: number) => Promise<V>) => {
      const get = batcher<null, V>({ max: READ_BATCH, queues: 'key', onFailure: 'fail-all' }, async (batch) => {
        const value = await read(batch[0]!.key);
        return batch.map(() => ok(value));
      });
      return (key: number) => get(key, null);
    },

    keyedReads: <K extends string | number, V>(readMany: (key: number, ofs: K[]) => Promise<Map<K, V>>) => {
      if (sqlite) return async (key: number, of: K) => (await readMany(key, [of])).get(of);
      const get = batcher<K, V | undefined>({ max: READ_BATCH, queues: 'key', onFailure: 'fail-all' }, async (batch) => {
        const found = await readMany(batch[0]!.key, [...new Set(batch.map((q) => q.item))]);
        return batch.map((q) => ok(found.get(q.item)));
      });
      return get;
    },
  };
}
