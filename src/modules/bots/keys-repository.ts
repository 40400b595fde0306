// SQL for api keys: keys made with POST /keys or the CLI, and sessions made by signing in through
// the bot (SPEC §14). A session takes its admin's current level at each request, so the read that
// authenticates a request joins the admin.
import type { Db } from '../../db/schema.js';
import { keysetAfter } from '../../db/keyset.js';
import type { KeyKind } from './tables.js';

export interface NewKey {
  keyId: number;
  keyHash: string;
  createdAt: number;
  level: number;
  label: string | null;
  kind: KeyKind;
  adminId: string | null;
  expiresAt: number | null;
}

export function insertKey(db: Db, botId: number, key: NewKey) {
  return db
    .insertInto('api_keys')
    .values({
      bot_id: botId,
      key_id: key.keyId,
      key_hash: key.keyHash,
      created_at: key.createdAt,
      admin_level: key.level,
      label: key.label,
      kind: key.kind,
      admin_id: key.adminId,
      expires_at: key.expiresAt,
    })
    .execute();
}

/** The active key with this hash, the level it has now (a session's: its admin's, null when the
 * admin is gone) and the bot settings a request needs, in one read. */
export function findActiveKeyWithBot(db: Db, botId: number, keyHash: string) {
  return db
    .selectFrom('api_keys')
    .innerJoin('bots', 'bots.bot_id', 'api_keys.bot_id')
    .leftJoin('admins', (join) => join.onRef('admins.bot_id', '=', 'api_keys.bot_id').onRef('admins.admin_id', '=', 'api_keys.admin_id'))
    .select([
      'api_keys.key_id',
      'api_keys.last_used_at',
      'api_keys.kind',
      'api_keys.admin_level as key_level',
      'api_keys.admin_id',
      'api_keys.expires_at',
      'admins.admin_level as admin_level',
      'bots.timezone',
      'bots.default_currency',
      'bots.owner_id',
    ])
    .where('api_keys.bot_id', '=', botId)
    .where('api_keys.key_hash', '=', keyHash)
    .where('api_keys.revoked_at', 'is', null)
    .executeTakeFirst();
}

const LISTED = ['key_id', 'label', 'admin_level', 'kind', 'admin_id', 'created_at', 'last_used_at', 'expires_at'] as const;

/** Active keys and sessions not expired at `at`, newest first; reads limit+1 rows after the cursor. */
export function listActiveKeys(db: Db, botId: number, at: number, limit: number, beforeId?: number) {
  let query = db
    .selectFrom('api_keys')
    .select(LISTED)
    .where('bot_id', '=', botId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]));
  if (beforeId !== undefined) query = query.where((eb) => keysetAfter(eb, ['key_id'], 'desc', [beforeId]));
  return query
    .orderBy('key_id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** Active keys of kind 'key' at level 8: the ones that keep the bot reachable by its owner. */
export async function countOwnerKeys(db: Db, botId: number): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('bot_id', '=', botId)
    .where('revoked_at', 'is', null)
    .where('kind', '=', 'key')
    .where('admin_level', '=', 8)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findActiveKey(db: Db, botId: number, keyId: number) {
  return db
    .selectFrom('api_keys')
    .select(['key_id', 'kind', 'admin_level', 'label', 'admin_id', 'expires_at'])
    .where('bot_id', '=', botId)
    .where('key_id', '=', keyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Serialises key changes of one bot until the transaction ends: the bot's key-id counter row is
 * locked (PostgreSQL row lock; SQLite transactions are already exclusive).
 */
export function lockBotKeys(db: Db, botId: number) {
  return db
    .updateTable('id_counters')
    .set((eb) => ({ last_id: eb.ref('last_id') }))
    .where('bot_id', '=', botId)
    .where('kind', '=', 'key')
    .execute();
}

export async function revokeKey(db: Db, botId: number, keyId: number, at: number): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('bot_id', '=', botId)
    .where('key_id', '=', keyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function touchKey(db: Db, botId: number, keyId: number, at: number) {
  return db.updateTable('api_keys').set({ last_used_at: at }).where('bot_id', '=', botId).where('key_id', '=', keyId).execute();
}
