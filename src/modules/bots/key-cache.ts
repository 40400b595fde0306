// Recently verified api keys (by bot and key hash) with the bot context they proved, so a busy
// key costs one lookup per KEY_CACHE_MS instead of one per request. Bounded; entries expire.
import type { BotContext } from '../../bot-context.js';

const MAX_ENTRIES = 10_000;

export function createKeyCache(ttlMs: number) {
  const entries = new Map<string, { context: BotContext; expires: number }>();
  const keyOf = (botId: number, hash: string) => `${botId}:${hash}`;
  return {
    get(botId: number, hash: string, now: number): BotContext | undefined {
      const entry = entries.get(keyOf(botId, hash));
      if (!entry) return undefined;
      if (entry.expires > now) return entry.context;
      entries.delete(keyOf(botId, hash));
      return undefined;
    },
    set(botId: number, hash: string, context: BotContext, now: number): void {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(keyOf(botId, hash), { context, expires: now + ttlMs });
    },
    /** After a revocation or a settings change on this instance: forget at once. */
    forgetBot(botId: number): void {
      const prefix = `${botId}:`;
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}

export type KeyCache = ReturnType<typeof createKeyCache>;
