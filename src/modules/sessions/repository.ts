// SQL for sign-in tokens: stored by hash, used at most once (the update that marks a token used
// is the one that may use it), and forgotten once spent or expired.
import type { Db } from '../../db/schema.js';

export interface NewToken {
  tokenHash: string;
  adminId: string;
  createdAt: number;
  expiresAt: number;
}

export function insertToken(db: Db, botId: number, token: NewToken) {
  return db
    .insertInto('signin_tokens')
    .values({ bot_id: botId, token_hash: token.tokenHash, admin_id: token.adminId, created_at: token.createdAt, expires_at: token.expiresAt, used_at: null })
    .execute();
}

/** The unused token with this hash that still works at `at`. */
export function findLiveToken(db: Db, botId: number, tokenHash: string, at: number) {
  return db
    .selectFrom('signin_tokens')
    .select(['admin_id'])
    .where('bot_id', '=', botId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
}

/** Marks the token used if it is still unused and live at `at`; whether this call used it. */
export async function useToken(db: Db, botId: number, tokenHash: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('signin_tokens')
    .set({ used_at: at })
    .where('bot_id', '=', botId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Forgets the bot's tokens that can no longer be used (used, or expired by `at`). */
export function deleteSpentTokens(db: Db, botId: number, at: number) {
  return db
    .deleteFrom('signin_tokens')
    .where('bot_id', '=', botId)
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', at)]))
    .execute();
}
