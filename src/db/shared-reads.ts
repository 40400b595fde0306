// Reads shared by the callers that ask at once: callers asking for the same key while its read is
// in flight share the next read (on PostgreSQL every read is a round trip; on SQLite a read
// transaction, whose WAL lock and unlock are system calls).
// Each caller's value still comes from a read that began after it asked, so it reflects every
// write acknowledged anywhere before it asked; what is saved is the round trips, not freshness.
import { keyedQueue } from './key-queue.js';

/** Most callers answered by one read. */
const MAX_SHARED = 1024;

interface Waiting<V> {
  key: number;
  resolve: (value: V) => void;
  reject: (err: unknown) => void;
}

/** Returns `get(key)`, answering `read(key)` as read after the call. */
export function sharedReads<V>(read: (key: number) => Promise<V>): (key: number) => Promise<V> {
  const enqueue = keyedQueue<Waiting<V>>(false, MAX_SHARED, async (batch) => {
    try {
      const value = await read(batch[0]!.key);
      for (const w of batch) w.resolve(value);
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  });
  return (key) => new Promise<V>((resolve, reject) => enqueue(key, { key, resolve, reject }));
}
