// Bots, their api keys and settings: creation (operator), authentication, key rotation.
import { generateApiKey, hashApiKey, API_KEY_PATTERN } from '../../crypto/api-key.js';
import { ConflictError, NotFoundError, UnauthorizedError, invalid } from '../../errors.js';
import { isCurrencyCode } from '../../money/index.js';
import { isValidTimeZone } from '../../time/zone.js';
import { isStorableText } from '../common/formats.js';
import { allocateIds } from '../common/id-counters.js';
import { toIso, toIsoOrNull, type ServiceDeps } from '../common/deps.js';
import { decodeCursor, pageLimit, toPage, type PageRequest } from '../common/pagination.js';
import { insertAdmin } from '../admins/repository.js';
import { AdminId } from '../admins/schemas.js';
import * as repo from './repository.js';
import { botIdOfToken } from './bot-token.js';
import { createKeyCache, KEY_CACHE_MS } from './key-cache.js';

export interface NewBot {
  bot_id?: number;
  owner_id: string;
  bot_name?: string | null;
  default_currency?: string;
  timezone?: string;
  bot_token?: string;
}

export interface SettingsChanges {
  bot_name?: string | null;
  timezone?: string;
  default_currency?: string;
}

/** Bot ids are positive decimal integers of at most 15 digits (SPEC §1). */
export const BOT_ID_PATTERN = /^[1-9][0-9]{0,14}$/;
const ADMIN_ID_PATTERN = new RegExp(AdminId.pattern!);
const LAST_USED_RESOLUTION_MS = 60_000;

export function createBotService({ db, now, secretBox }: ServiceDeps) {
  const verified = createKeyCache(KEY_CACHE_MS);
  function settingsOf(row: NonNullable<Awaited<ReturnType<typeof repo.findBot>>>) {
    return {
      bot_id: row.bot_id,
      bot_name: row.bot_name,
      owner_id: row.owner_id,
      timezone: row.timezone,
      default_currency: row.default_currency,
      bot_token_set: row.bot_token_enc !== null,
      created_at: toIso(row.created_at),
      updated_at: toIso(row.updated_at),
    };
  }

  async function issueKey(botId: number) {
    const apiKey = generateApiKey();
    const createdAt = now();
    const keyId = await db.transaction().execute(async (trx) => {
      const id = await allocateIds(trx, botId, 'key');
      await repo.insertKey(trx, botId, id, hashApiKey(apiKey), createdAt);
      return id;
    });
    return { key_id: keyId, api_key: apiKey, created_at: toIso(createdAt) };
  }

  return {
    /** Operator action: creates the bot, its owner (level 8) and its first key. */
    async createBot(input: NewBot) {
      const tokenBotId = input.bot_token === undefined ? undefined : botIdOfToken(input.bot_token);
      if (input.bot_token !== undefined && tokenBotId === undefined) throw invalid('bot_token', 'must look like <bot_id>:<secret>');
      const botId = input.bot_id ?? tokenBotId;
      if (botId === undefined || !BOT_ID_PATTERN.test(String(botId))) throw invalid('bot_id', 'must be a positive integer of at most 15 digits');
      if (tokenBotId !== undefined && tokenBotId !== botId) throw invalid('bot_token', `must start with the bot id ${botId}`);
      if (!ADMIN_ID_PATTERN.test(input.owner_id)) throw invalid('owner_id', 'must be 1 to 64 characters of A-Z a-z 0-9 _ -');
      const nameLength = input.bot_name == null ? 0 : [...input.bot_name].length;
      if (input.bot_name != null && (nameLength < 1 || nameLength > 128 || !isStorableText(input.bot_name))) {
        throw invalid('bot_name', 'must be 1 to 128 characters of valid Unicode text without NUL');
      }
      const timezone = input.timezone ?? 'UTC';
      if (!isValidTimeZone(timezone)) throw invalid('timezone', 'must be an IANA time zone name such as Europe/Berlin');
      const currency = input.default_currency ?? 'USD';
      if (!isCurrencyCode(currency)) throw invalid('default_currency', 'must be an ISO 4217 currency code such as USD');
      const at = now();
      const created = await db.transaction().execute(async (trx) => {
        const row = await repo.insertBot(trx, {
          bot_id: botId,
          bot_name: input.bot_name ?? null,
          owner_id: input.owner_id,
          timezone,
          default_currency: currency,
          bot_token_enc: input.bot_token === undefined ? null : secretBox.seal(input.bot_token),
          created_at: at,
          updated_at: at,
        });
        if (!row) return false;
        await insertAdmin(trx, { bot_id: botId, admin_id: input.owner_id, admin_level: 8, created_at: at, updated_at: at });
        return true;
      });
      if (!created) throw new ConflictError(`Bot ${botId} already exists.`);
      const key = await issueKey(botId);
      return { bot_id: botId, api_key: key.api_key, owner_id: input.owner_id };
    },

    /**
     * Resolves a presented key to its key id; every failure is the same 401. Verified keys are
     * remembered for KEY_CACHE_MS, which bounds how long a key revoked on another instance keeps
     * working here (revocation on this instance forgets the bot's keys at once).
     */
    async authenticate(botId: number, apiKey: string): Promise<{ keyId: number }> {
      if (!API_KEY_PATTERN.test(apiKey)) throw new UnauthorizedError();
      const hash = hashApiKey(apiKey);
      const cached = verified.get(botId, hash, now());
      if (cached !== undefined) return { keyId: cached };
      const key = await repo.findActiveKey(db, botId, hash);
      if (!key) throw new UnauthorizedError();
      verified.set(botId, hash, Number(key.key_id), now());
      const at = now();
      // last_used_at is kept to the minute, so a busy key costs one write a minute, not one a request.
      if (key.last_used_at === null || at - key.last_used_at >= LAST_USED_RESOLUTION_MS) await repo.touchKey(db, botId, key.key_id, at);
      return { keyId: key.key_id };
    },

    issueKey: async (botId: number) => {
      if (!(await repo.findBot(db, botId))) throw new NotFoundError(`Bot ${botId} does not exist.`);
      return issueKey(botId);
    },

    async listKeys(botId: number, page: PageRequest = {}) {
      const limit = pageLimit(page);
      const after = decodeCursor<[number]>(page.cursor, ['number']);
      const rows = await repo.listActiveKeys(db, botId, limit, after?.[0]);
      return toPage(rows, limit, (r) => [Number(r.key_id)], (r) => ({
        key_id: Number(r.key_id),
        created_at: toIso(r.created_at),
        last_used_at: toIsoOrNull(r.last_used_at),
      }));
    },

    /** Revokes at once; the bot's last active key cannot be revoked (it would lock the bot out). */
    async revokeKey(botId: number, keyId: number) {
      return db.transaction().execute(async (trx) => {
        await repo.lockBotKeys(trx, botId);
        if (!(await repo.isActiveKey(trx, botId, keyId))) throw new NotFoundError(`Key ${keyId} is not an active key of this bot.`);
        if ((await repo.countActiveKeys(trx, botId)) === 1) throw new ConflictError('This is the bot’s last active key; create another before revoking it.');
        await repo.revokeKey(trx, botId, keyId, now());
        verified.forgetBot(botId);
        return { key_id: keyId, revoked: true };
      });
    },

    async getSettings(botId: number) {
      const row = await repo.findBot(db, botId);
      if (!row) throw new NotFoundError(`Bot ${botId} does not exist.`);
      return settingsOf(row);
    },

    async updateSettings(botId: number, changes: SettingsChanges) {
      const row = await repo.updateBot(db, botId, { ...changes, updated_at: now() });
      if (!row) throw new NotFoundError(`Bot ${botId} does not exist.`);
      return settingsOf(row);
    },

    /** Re-seals every stored bot token with the current encryption key (after a key rotation). */
    async resealTokens(): Promise<{ resealed: number; current: number }> {
      const rows = await repo.listSealedTokens(db);
      let resealed = 0;
      for (const row of rows) {
        if (secretBox.isCurrent(row.bot_token_enc)) continue;
        await repo.updateBot(db, Number(row.bot_id), { bot_token_enc: secretBox.seal(secretBox.open(row.bot_token_enc)) });
        resealed++;
      }
      return { resealed, current: rows.length - resealed };
    },

    /** Replaces the stored platform token (sealed at rest); never returned. */
    async setBotToken(botId: number, token: string) {
      await repo.updateBot(db, botId, { bot_token_enc: secretBox.seal(token), updated_at: now() });
    },
  };
}

export type BotService = ReturnType<typeof createBotService>;
