// Failed-authentication throttle per client address (SPEC §1): after `limit` failures within
// `windowMs`, that address gets 429 with Retry-After on every bot-scoped request until the window
// ends, so guessing keys is hopeless. In memory, bounded in size.
import { AppError } from '../errors.js';

export interface AuthThrottle {
  /** Throws 429 when `client` is blocked. */
  check(client: string, now: number): void;
  /** Records a failure of `client`. */
  fail(client: string, now: number): void;
}

const MAX_TRACKED_CLIENTS = 100_000;

export function createAuthThrottle(limit: number, windowMs: number): AuthThrottle {
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
    check(client, now) {
      const w = windows.get(client);
      if (!w || w.resetAt <= now || w.count < limit) return;
      const retryAfter = String(Math.max(1, Math.ceil((w.resetAt - now) / 1000)));
      throw new AppError('rate_limited', `Too many failed authentications from this address; retry in ${retryAfter} s.`, undefined, {
        'retry-after': retryAfter,
      });
    },
    fail(client, now) {
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
