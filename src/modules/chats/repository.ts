// SQL for chats.
import { WRITE_BATCH } from '../../db/batches.js';
import type { Insertable } from 'kysely';
import type { ChatsTable, ChatRow, Db } from '../../db/schema.js';
import { keysetAfter } from '../../db/keyset.js';
import { prepared, preparedRows } from '../../db/prepared.js';

const insertChatRow = preparedRows(
  ['bot_id', 'chat_id', 'chat_name', 'chat_type', 'created_at', 'updated_at'] as const,
  (db, rows: Insertable<ChatsTable>[]) =>
    db
      .insertInto('chats')
      .values(rows)
      .onConflict((oc) => oc.columns(['bot_id', 'chat_id']).doNothing())
      .returning('chat_id'),
  WRITE_BATCH,
);

/** Inserts the chats the bot does not have (the database decides, race-safe; of a chat_id listed
 * twice, the first); answers the chat_ids inserted. */
export async function insertChats(db: Db, chats: Insertable<ChatsTable>[]): Promise<Set<number>> {
  return new Set((await insertChatRow(db, chats)).map((r) => Number(r.chat_id)));
}

export function findChat(db: Db, botId: number, chatId: number): Promise<ChatRow | undefined> {
  return db.selectFrom('chats').selectAll().where('bot_id', '=', botId).where('chat_id', '=', chatId).executeTakeFirst();
}

/** The subset of `chatIds` the bot has. */
export async function existingChatIds(db: Db, botId: number, chatIds: number[]): Promise<Set<number>> {
  if (chatIds.length === 0) return new Set();
  const rows = await db.selectFrom('chats').select('chat_id').where('bot_id', '=', botId).where('chat_id', 'in', chatIds).execute();
  return new Set(rows.map((r) => Number(r.chat_id)));
}

/** Newest first, keyed by (created_at, chat_id); reads limit+1 rows. */
export function listChats(db: Db, botId: number, limit: number, after?: [number, number]) {
  let query = db.selectFrom('chats').selectAll().where('bot_id', '=', botId);
  if (after) query = query.where((eb) => keysetAfter(eb, ['created_at', 'chat_id'], 'desc', after));
  return query
    .orderBy('created_at', 'desc')
    .orderBy('chat_id', 'desc')
    .limit(limit + 1)
    .execute();
}

export function renameChat(db: Db, botId: number, chatId: number, chatName: string, at: number) {
  return db
    .updateTable('chats')
    .set({ chat_name: chatName, updated_at: at })
    .where('bot_id', '=', botId)
    .where('chat_id', '=', chatId)
    .returningAll()
    .executeTakeFirst();
}

export function deleteChat(db: Db, botId: number, chatId: number) {
  return db.deleteFrom('chats').where('bot_id', '=', botId).where('chat_id', '=', chatId).returningAll().executeTakeFirst();
}

const allOf = prepared((db: Db, botId: number) => db.selectFrom('chats').selectAll().where('bot_id', '=', botId));

/** The bot's chats with the given ids, or all of them (a plan without a project sells every chat). */
export async function chatsOf(db: Db, botId: number, chatIds?: number[]): Promise<ChatRow[]> {
  if (chatIds && !chatIds.length) return [];
  const rows = chatIds
    ? await db.selectFrom('chats').selectAll().where('bot_id', '=', botId).where('chat_id', 'in', chatIds).execute()
    : await allOf(db, botId);
  // Oldest first, sorted here: a bot sells a handful of chats, and SQLite's sort of them cost
  // more than the read (this runs for every invite link the bot sends).
  return rows.sort((a, b) => Number(a.created_at) - Number(b.created_at) || Number(a.chat_id) - Number(b.chat_id));
}
