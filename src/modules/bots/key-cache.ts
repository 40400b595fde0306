// Recently verified api keys (by bot and key hash), so a busy key costs one lookup per
// KEY_CACHE_MS instead of one per request. Bounded in size; entries expire on their own.

/** How long a verified key is trusted without asking the database; the revocation bound across instances. */
export const KEY_CACHE_MS = 2_000;
const MAX_ENTRIES = 10_000;

export function createKeyCache(ttlMs: number) {
  const entries = new Map<string, { keyId: number; expires: number }>();
  const keyOf = (botId: number, hash: string) => `${botId}:${hash}`;
  return {
    get(botId: number, hash: string, now: number): number | undefined {
      const entry = entries.get(keyOf(botId, hash));
      if (!entry) return undefined;
      if (entry.expires > now) return entry.keyId;
      entries.delete(keyOf(botId, hash));
      return undefined;
    },
    set(botId: number, hash: string, keyId: number, now: number): void {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(keyOf(botId, hash), { keyId, expires: now + ttlMs });
    },
    forgetBot(botId: number): void {
      const prefix = `${botId}:`;
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
