// Per-key queues: work asked for while a batch of the same key runs waits and goes, with the rest
// that arrived meanwhile, in the next batch (at most `max` items); the first caller of a key waits
// for the rest of its turn of the event loop (setImmediate), so a burst starts as one batch. With
// `oneQueue` every key shares one queue (SQLite: one connection, one writer).
/** Queues `item` under `key`; `run` gets each batch in arrival order and must not throw. */
export function keyedQueue<T>(oneQueue: boolean, max: number, run: (batch: T[]) => Promise<void>): (key: number, item: T) => void {
  /** Items waiting, by queue; a queue is present while it is being worked off. */
  const queues = new Map<number, T[]>();

  async function drain(queue: number, pending: T[]): Promise<void> {
    while (pending.length) await run(pending.splice(0, max));
    queues.delete(queue);
  }

  return (key, item) => {
    const queue = oneQueue ? 0 : key;
    const pending = queues.get(queue);
    if (pending) return void pending.push(item);
    const fresh = [item];
    queues.set(queue, fresh);
    setImmediate(() => void drain(queue, fresh));
  };
}
