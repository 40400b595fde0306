// Api keys (SPEC §14): keys with a level (made with POST /keys or the CLI) and sessions (made by
// signing in through the bot, at their admin's level at each request). Issuing shows a key once
// and stores its hash; authenticating turns a presented key into the request's bot context.
import type { BotContext } from '../../bot-context.js';
import { generateApiKey, hashApiKey, API_KEY_PATTERN } from '../../crypto/api-key.js';
import type { Db } from '../../db/schema.js';
import { ConflictError, NotFoundError, UnauthorizedError } from '../../errors.js';
import { OWNER_LEVEL } from '../../limits.js';
import { isoFromMs, isoOrNullFromMs } from '../../time/iso.js';
import type { ServiceDeps } from '../common/deps.js';
import { decodeCursor, pageLimit, toPage, type PageRequest } from '../common/pagination.js';
import type { KeyCache } from './key-cache.js';
import * as repo from './keys-repository.js';
import { allocateIds } from './repository.js';
import type { CreateKeyInput } from './schemas.js';
import type { KeyKind } from './tables.js';

/** last_used_at is kept to the minute: a busy key costs one write a minute, not one a request. */
const LAST_USED_RESOLUTION_MS = 60_000;

interface KeyRecordRow {
  key_id: number | string;
  label: string | null;
  admin_level: number;
  kind: KeyKind;
  admin_id: string | null;
  created_at: number;
  expires_at: number | null;
}

function keyFields(row: KeyRecordRow) {
  return {
    key_id: Number(row.key_id),
    label: row.label,
    admin_level: row.admin_level,
    kind: row.kind,
    admin_id: row.admin_id,
    created_at: isoFromMs(row.created_at),
    expires_at: isoOrNullFromMs(row.expires_at),
  };
}

export function createKeyService({ db, now }: ServiceDeps, verified: KeyCache) {
  /** Stores a new key or session in `trx`; returns it with its secret (shown once). */
  async function insert(trx: Db, botId: number, fields: Omit<repo.NewKey, 'keyId' | 'keyHash' | 'createdAt'>) {
    const apiKey = generateApiKey();
    const createdAt = now();
    const keyId = await allocateIds(trx, botId, 'key');
    await repo.insertKey(trx, botId, { keyId, keyHash: hashApiKey(apiKey), createdAt, ...fields });
    return {
      ...keyFields({
        key_id: keyId,
        label: fields.label,
        admin_level: fields.level,
        kind: fields.kind,
        admin_id: fields.adminId,
        created_at: createdAt,
        expires_at: fields.expiresAt,
      }),
      api_key: apiKey,
    };
  }

  /** Revokes a key of the bot at once, unless it is the bot's last level-8 key. */
  function revoke(bot: BotContext, keyId: number) {
    const { botId } = bot;
    return db.transaction().execute(async (trx) => {
      await repo.lockBotKeys(trx, botId);
      const key = await repo.findActiveKey(trx, botId, keyId);
      if (!key) throw new NotFoundError(`Key ${keyId} is not an active key of this bot.`);
      if (key.kind === 'key' && key.admin_level === OWNER_LEVEL && (await repo.countOwnerKeys(trx, botId)) === 1) {
        throw new ConflictError('This is the bot’s last active level-8 key; create another before revoking it.');
      }
      await repo.revokeKey(trx, botId, keyId, now());
      verified.forgetBot(botId);
      return { key_id: keyId, revoked: true };
    });
  }

  return {
    /**
     * Resolves a presented key to its bot context; every failure is the same 401. Verified keys
     * are remembered for KEY_CACHE_MS, which bounds how long a key revoked, or a session's admin
     * lowered or removed, on another instance keeps its powers here (a revocation on this
     * instance forgets the bot's keys at once).
     */
    async authenticate(botId: number, apiKey: string): Promise<BotContext> {
      if (!API_KEY_PATTERN.test(apiKey)) throw new UnauthorizedError();
      const hash = hashApiKey(apiKey);
      const at = now();
      const cached = verified.get(botId, hash, at);
      if (cached !== undefined) return cached;
      const key = await repo.findActiveKeyWithBot(db, botId, hash);
      if (!key) throw new UnauthorizedError();
      const keyId = Number(key.key_id);
      const session = key.kind === 'session';
      // A session lasts while its admin is one, until it expires; the owner is always level 8.
      const level = session ? (key.admin_id === key.owner_id ? OWNER_LEVEL : key.admin_level) : key.key_level;
      if (level === null || level === undefined || (key.expires_at !== null && Number(key.expires_at) <= at)) throw new UnauthorizedError();
      const context: BotContext = {
        botId,
        keyId,
        timezone: key.timezone,
        defaultCurrency: key.default_currency,
        ownerId: key.owner_id,
        level,
        actor: session ? { type: 'admin', admin_id: key.admin_id! } : { type: 'key', key_id: keyId },
      };
      verified.set(botId, hash, context, at);
      if (key.last_used_at === null || at - key.last_used_at >= LAST_USED_RESOLUTION_MS) await repo.touchKey(db, botId, keyId, at);
      return context;
    },

    /** A new key for the bot (which exists: callers hold its context), level 8 unless asked. */
    async issueKey(bot: Pick<BotContext, 'botId'>, input: CreateKeyInput = {}) {
      return db
        .transaction()
        .execute((trx) =>
          insert(trx, bot.botId, { level: input.admin_level ?? OWNER_LEVEL, label: input.label ?? null, kind: 'key', adminId: null, expiresAt: null }),
        );
    },

    /** A session for an admin who signed in through the bot, in the caller's transaction. */
    issueSession(trx: Db, botId: number, adminId: string, level: number, expiresAt: number) {
      return insert(trx, botId, { level, label: null, kind: 'session', adminId, expiresAt });
    },

    /** The key this call authenticated with (GET /session), at the level it has now: so a client
     * (the dashboard) knows what it may show, for a typed key as for a session. */
    async describeKey(bot: BotContext) {
      const key = bot.keyId === null ? undefined : await repo.findActiveKey(db, bot.botId, bot.keyId);
      // Revoked between authentication and this read: as if it had been a moment sooner.
      if (!key) throw new UnauthorizedError();
      return {
        key_id: Number(key.key_id),
        kind: key.kind,
        admin_level: bot.level,
        admin_id: key.admin_id,
        label: key.label,
        expires_at: isoOrNullFromMs(key.expires_at),
      };
    },

    async listKeys(bot: BotContext, page: PageRequest = {}) {
      const limit = pageLimit(page);
      const after = decodeCursor<[number]>(page.cursor, ['number']);
      const rows = await repo.listActiveKeys(db, bot.botId, now(), limit, after?.[0]);
      return toPage(
        rows,
        limit,
        (r) => [Number(r.key_id)],
        (r) => ({ ...keyFields(r), last_used_at: isoOrNullFromMs(r.last_used_at) }),
      );
    },

    /** Revokes at once. The bot's last level-8 key cannot be revoked: it would lock its owner out
     * of the keys (sessions expire). */
    async revokeKey(bot: BotContext, keyId: number) {
      if (keyId === bot.keyId) throw new ConflictError(`Key ${keyId} is the key making this call; end it with DELETE /session.`);
      return revoke(bot, keyId);
    },

    /** Ends the key making the call (DELETE /session): a session signing out, or a key retiring. */
    async endSession(bot: BotContext) {
      return revoke(bot, bot.keyId!);
    },
  };
}

export type KeyService = ReturnType<typeof createKeyService>;
