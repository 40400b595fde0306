// Failed-authentication throttle per client address (SPEC §1): after `limit` failures within
// `windowMs`, that address gets 429 with Retry-After on every bot-scoped request until the window
// ends, so guessing keys is hopeless. In memory (bounded) by default; in Redis when configured,
// so that all instances share one count.
import type { Redis } from 'ioredis';
import { AppError } from '../errors.js';

export interface AuthThrottle {
  /** Throws 429 when `client` is blocked. */
  check(client: string): Promise<void>;
  /** Records a failure of `client`. */
  fail(client: string): Promise<void>;
}

const MAX_TRACKED_CLIENTS = 100_000;

function blocked(retryAfterMs: number): AppError {
  const retryAfter = String(Math.max(1, Math.ceil(retryAfterMs / 1000)));
  return new AppError('rate_limited', `Too many failed authentications from this address; retry in ${retryAfter} s.`, undefined, { 'retry-after': retryAfter });
}

export function memoryAuthThrottle(limit: number, windowMs: number, onBlocked: () => void = () => {}): AuthThrottle {
  const windows = new Map<string, { count: number; resetAt: number }>();
  function sweep(now: number) {
    for (const [client, w] of windows) if (w.resetAt <= now) windows.delete(client);
    // Still full of live windows (an attack from many addresses): drop the oldest entries.
    for (const client of windows.keys()) {
      if (windows.size < MAX_TRACKED_CLIENTS) break;
      windows.delete(client);
    }
  }
  return {
    async check(client) {
      const now = Date.now();
      const w = windows.get(client);
      if (!w || w.resetAt <= now || w.count < limit) return;
      onBlocked();
      throw blocked(w.resetAt - now);
    },
    async fail(client) {
      const now = Date.now();
      const w = windows.get(client);
      if (w && w.resetAt > now) {
        w.count++;
        return;
      }
      if (windows.size >= MAX_TRACKED_CLIENTS) sweep(now);
      windows.set(client, { count: 1, resetAt: now + windowMs });
    },
  };
}

/** The same throttle with its counts in Redis (INCR + PEXPIRE per address); Redis errors let requests through. */
export function redisAuthThrottle(redis: Redis, prefix: string, limit: number, windowMs: number, onBlocked: () => void = () => {}): AuthThrottle {
  const keyOf = (client: string) => `${prefix}${client}`;
  return {
    async check(client) {
      let count: string | null;
      let ttl: number;
      try {
        [count, ttl] = await Promise.all([redis.get(keyOf(client)), redis.pttl(keyOf(client))]);
      } catch {
        return;
      }
      if (count !== null && Number(count) >= limit && ttl > 0) {
        onBlocked();
        throw blocked(ttl);
      }
    },
    async fail(client) {
      try {
        await redis.multi().incr(keyOf(client)).pexpire(keyOf(client), windowMs, 'NX').exec();
      } catch {
        // A throttle that cannot count must not turn failures into 500s.
      }
    },
  };
}
