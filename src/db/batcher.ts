// The one batching primitive. Work asked for while a batch of the same queue runs waits and goes,
// with the rest that arrived meanwhile, in the next batch (at most `max` items); the first caller
// of an idle queue waits for the rest of its turn of the event loop (setImmediate), so a burst
// starts as one batch. A queue runs one batch at a time; different queues run side by side.
// Its uses (db/batching.ts, the webhook dispatcher) differ only by the options below.

export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/** An item as a batch receives it, with the key it was queued under. */
export interface Queued<T> {
  key: number;
  item: T;
}

export interface BatchOptions {
  /** Most items in one batch. */
  max: number;
  /** `key`: one queue per key; `one`: every key shares one queue (a batch may mix keys). */
  queues: 'key' | 'one';
  /** A batch that throws: every item hears the error (`fail-all`), or each item is run again in a
   * batch of its own and hears that (`retry-alone`), so only the item at fault fails and an item
   * that met a concurrent writer is tried again after that writer's commit. */
  onFailure: 'fail-all' | 'retry-alone';
  /** When a finished batch's callers hear back: at once, or on the next turn of the event loop
   * (the queue's next batch has started by then). Default `now`. */
  answer?: 'now' | 'next-turn';
}

/** Runs one batch: one outcome per item, in order. */
export type RunBatch<T, R> = (batch: Queued<T>[]) => Promise<Outcome<R>[]>;

/** Queues `item` under `key`; resolves with its outcome. */
export type Batcher<T, R> = (key: number, item: T) => Promise<R>;

interface Waiting<T, R> extends Queued<T> {
  resolve: (value: R) => void;
  reject: (err: unknown) => void;
}

const missing: Outcome<never> = { ok: false, error: new Error('batch: no outcome for this item') };

function settle<R>(w: Waiting<unknown, R>, outcome: Outcome<R>): void {
  if (outcome.ok) w.resolve(outcome.value);
  else w.reject(outcome.error);
}

export function batcher<T, R>(options: BatchOptions, run: RunBatch<T, R>): Batcher<T, R> {
  const { max, queues: shape, onFailure, answer = 'now' } = options;
  /** Items waiting, by queue; a queue is present while it is being worked off. */
  const queues = new Map<number, Waiting<T, R>[]>();

  const tell = (batch: Waiting<T, R>[], outcomes: Outcome<R>[]) => {
    const all = () => {
      for (const [i, w] of batch.entries()) settle(w, outcomes[i] ?? missing);
    };
    if (answer === 'now') all();
    else setImmediate(all);
  };

  /** `again`: whether a failure runs each item once more alone (`retry-alone`, first try). */
  async function runOne(batch: Waiting<T, R>[], again = onFailure === 'retry-alone'): Promise<void> {
    let outcomes: Outcome<R>[];
    try {
      outcomes = await run(batch);
    } catch (error) {
      for (const w of batch) {
        if (again) await runOne([w], false);
        else w.reject(error);
      }
      return;
    }
    tell(batch, outcomes);
  }

  async function drain(queue: number, pending: Waiting<T, R>[]): Promise<void> {
    while (pending.length) await runOne(pending.splice(0, max));
    queues.delete(queue);
  }

  return (key, item) =>
    new Promise<R>((resolve, reject) => {
      const queue = shape === 'one' ? 0 : key;
      const waiting = { key, item, resolve, reject };
      const pending = queues.get(queue);
      if (pending) return void pending.push(waiting);
      const fresh = [waiting];
      queues.set(queue, fresh);
      setImmediate(() => void drain(queue, fresh));
    });
}

/** Items by key, each key's in arrival order (a batch of one queue may mix keys). */
export function byKey<T>(batch: Queued<T>[]): Map<number, Queued<T>[]> {
  const groups = new Map<number, Queued<T>[]>();
  for (const q of batch) {
    const group = groups.get(q.key);
    if (group) group.push(q);
    else groups.set(q.key, [q]);
  }
  return groups;
}
