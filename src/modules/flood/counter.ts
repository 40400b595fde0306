// Counting members' messages for flood control (SPEC §16): a fixed window per (bot, chat, member)
// that starts at the member's first message counted and lasts the bot's `seconds`; the count is
// the number of messages in it. In memory per instance by default (bounded, no timers: windows
// that ended are swept when the map is full); in Redis when REDIS_URL is set, so every instance
// counts into one window (INCR, with PEXPIRE NX starting the window, in one round trip).
import type { Redis } from 'ioredis';

export interface FloodCounter {
  /** Counts one message of `key` in a window of `windowMs`; answers the count so far in that
   * window (1 for the first). 0 when the count could not be made (Redis away): nothing is limited. */
  hit(key: string, windowMs: number): Promise<number>;
}

/** Members counted at once per instance: ~100 bytes each, so ~10 MB at most. */
export const MAX_COUNTED = 100_000;

export function memoryFloodCounter(now: () => number = Date.now, max = MAX_COUNTED): FloodCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  function sweep(at: number) {
    for (const [key, w] of windows) if (w.endsAt <= at) windows.delete(key);
    // Still full of live windows: drop the oldest (Map keeps insertion order).
    for (const key of windows.keys()) {
      if (windows.size < max) break;
      windows.delete(key);
    }
  }
  return {
    async hit(key, windowMs) {
      const at = now();
      const w = windows.get(key);
      if (w && w.endsAt > at) return ++w.count;
      if (w) windows.delete(key);
      else if (windows.size >= max) sweep(at);
      windows.set(key, { count: 1, endsAt: at + windowMs });
      return 1;
    },
  };
}

export function redisFloodCounter(redis: Redis, prefix: string): FloodCounter {
  return {
    async hit(key, windowMs) {
      try {
        const replies = await redis.multi().incr(`${prefix}${key}`).pexpire(`${prefix}${key}`, windowMs, 'NX').exec();
        const [err, count] = replies?.[0] ?? [new Error('no reply')];
        return err ? 0 : Number(count);
      } catch {
        // Flood control that cannot count lets messages through rather than failing updates.
        return 0;
      }
    },
  };
}
