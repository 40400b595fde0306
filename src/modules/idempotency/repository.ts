// SQL for idempotency keys.
import type { Db } from '../../db/schema.js';

/** Claims the key for a new request; false when a row for it already exists. */
export async function claimKey(db: Db, botId: number, key: string, fingerprint: string, at: number): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({ bot_id: botId, idem_key: key, fingerprint, status_code: null, response: null, created_at: at })
    .onConflict((oc) => oc.columns(['bot_id', 'idem_key']).doNothing())
    .returning('idem_key')
    .executeTakeFirst();
  return row !== undefined;
}

export function findKey(db: Db, botId: number, key: string) {
  return db.selectFrom('idempotency_keys').selectAll().where('bot_id', '=', botId).where('idem_key', '=', key).executeTakeFirst();
}

export function storeResponse(db: Db, botId: number, key: string, status: number, response: string) {
  return db.updateTable('idempotency_keys').set({ status_code: status, response }).where('bot_id', '=', botId).where('idem_key', '=', key).execute();
}

export function releaseKey(db: Db, botId: number, key: string) {
  return db.deleteFrom('idempotency_keys').where('bot_id', '=', botId).where('idem_key', '=', key).where('status_code', 'is', null).execute();
}

/** Deletes the bot's keys created before `before`, and (expired) `key` itself. */
export function deleteExpired(db: Db, botId: number, before: number) {
  return db.deleteFrom('idempotency_keys').where('bot_id', '=', botId).where('created_at', '<', before).execute();
}
