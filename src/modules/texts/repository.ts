// SQL for the owner's texts and the bot's texts_version; every query is filtered by bot_id.
import type { Db, TextOverrideRow } from '../../db/schema.js';

/** The bot's overrides, of one locale or all, by locale and message id. */
export function listOverrides(db: Db, botId: number, locale?: string): Promise<TextOverrideRow[]> {
  let query = db.selectFrom('text_overrides').selectAll().where('bot_id', '=', botId);
  if (locale !== undefined) query = query.where('locale', '=', locale);
  return query.orderBy('locale').orderBy('message_id').execute();
}

export function findOverride(db: Db, botId: number, locale: string, messageId: string): Promise<TextOverrideRow | undefined> {
  return db
    .selectFrom('text_overrides')
    .selectAll()
    .where('bot_id', '=', botId)
    .where('locale', '=', locale)
    .where('message_id', '=', messageId)
    .executeTakeFirst();
}

export async function upsertOverride(db: Db, row: TextOverrideRow): Promise<void> {
  await db
    .insertInto('text_overrides')
    .values(row)
    .onConflict((oc) => oc.columns(['bot_id', 'locale', 'message_id']).doUpdateSet({ text: row.text, updated_at: row.updated_at }))
    .execute();
}

export function deleteOverride(db: Db, botId: number, locale: string, messageId: string): Promise<TextOverrideRow | undefined> {
  return db
    .deleteFrom('text_overrides')
    .where('bot_id', '=', botId)
    .where('locale', '=', locale)
    .where('message_id', '=', messageId)
    .returningAll()
    .executeTakeFirst();
}

/** One more change of the bot's texts: the row's lock also orders concurrent changes. */
export async function bumpTextsVersion(db: Db, botId: number): Promise<void> {
  await db
    .updateTable('bots')
    .set((eb) => ({ texts_version: eb('texts_version', '+', 1) }))
    .where('bot_id', '=', botId)
    .execute();
}

export async function textsVersion(db: Db, botId: number): Promise<number> {
  const row = await db.selectFrom('bots').select('texts_version').where('bot_id', '=', botId).executeTakeFirst();
  return Number(row?.texts_version ?? 0);
}
