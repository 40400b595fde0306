// Api keys: issuing (shown once, stored as a hash), authenticating a request to its bot context,
// listing and revoking.
import type { BotContext } from '../../bot-context.js';
import { generateApiKey, hashApiKey, API_KEY_PATTERN } from '../../crypto/api-key.js';
import { ConflictError, NotFoundError, UnauthorizedError } from '../../errors.js';
import { isoFromMs, isoOrNullFromMs } from '../../time/iso.js';
import type { ServiceDeps } from '../common/deps.js';
import { decodeCursor, pageLimit, toPage, type PageRequest } from '../common/pagination.js';
import type { KeyCache } from './key-cache.js';
import * as repo from './repository.js';

/** last_used_at is kept to the minute: a busy key costs one write a minute, not one a request. */
const LAST_USED_RESOLUTION_MS = 60_000;

export function createKeyService({ db, now }: ServiceDeps, verified: KeyCache) {
  return {
    /**
     * Resolves a presented key to its bot context; every failure is the same 401. Verified keys
     * are remembered for KEY_CACHE_MS, which bounds how long a key revoked on another instance
     * keeps working here (revocation on this instance forgets the bot's keys at once).
     */
    async authenticate(botId: number, apiKey: string): Promise<BotContext> {
      if (!API_KEY_PATTERN.test(apiKey)) throw new UnauthorizedError();
      const hash = hashApiKey(apiKey);
      const at = now();
      const cached = verified.get(botId, hash, at);
      if (cached !== undefined) return cached;
      const key = await repo.findActiveKeyWithBot(db, botId, hash);
      if (!key) throw new UnauthorizedError();
      const context: BotContext = { botId, keyId: Number(key.key_id), timezone: key.timezone, defaultCurrency: key.default_currency, ownerId: key.owner_id };
      verified.set(botId, hash, context, at);
      if (key.last_used_at === null || at - key.last_used_at >= LAST_USED_RESOLUTION_MS) await repo.touchKey(db, botId, key.key_id, at);
      return context;
    },

    /** A new key for the bot (which exists: callers hold its context). */
    async issueKey(bot: Pick<BotContext, 'botId'>) {
      const apiKey = generateApiKey();
      const createdAt = now();
      const keyId = await db.transaction().execute(async (trx) => {
        const id = await repo.allocateIds(trx, bot.botId, 'key');
        await repo.insertKey(trx, bot.botId, id, hashApiKey(apiKey), createdAt);
        return id;
      });
      return { key_id: keyId, api_key: apiKey, created_at: isoFromMs(createdAt) };
    },

    async listKeys(bot: BotContext, page: PageRequest = {}) {
      const limit = pageLimit(page);
      const after = decodeCursor<[number]>(page.cursor, ['number']);
      const rows = await repo.listActiveKeys(db, bot.botId, limit, after?.[0]);
      return toPage(
        rows,
        limit,
        (r) => [Number(r.key_id)],
        (r) => ({
          key_id: Number(r.key_id),
          created_at: isoFromMs(r.created_at),
          last_used_at: isoOrNullFromMs(r.last_used_at),
        }),
      );
    },

    /** Revokes at once; the bot's last active key cannot be revoked (it would lock the bot out). */
    async revokeKey(bot: BotContext, keyId: number) {
      const { botId } = bot;
      return db.transaction().execute(async (trx) => {
        await repo.lockBotKeys(trx, botId);
        if (!(await repo.isActiveKey(trx, botId, keyId))) throw new NotFoundError(`Key ${keyId} is not an active key of this bot.`);
        if ((await repo.countActiveKeys(trx, botId)) === 1) throw new ConflictError('This is the bot’s last active key; create another before revoking it.');
        await repo.revokeKey(trx, botId, keyId, now());
        verified.forgetBot(botId);
        return { key_id: keyId, revoked: true };
      });
    },
  };
}

export type KeyService = ReturnType<typeof createKeyService>;
