// Rules for chats: one record per (bot, chat_id); names 1..255 characters.
import type { Actor, BotContext } from '../../bot-context.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import type { ChatRow, Db } from '../../db/schema.js';
import type { ServiceDeps } from '../common/deps.js';
import type { Outcome } from '../../db/batcher.js';
import { isoFromMs } from '../../time/iso.js';
import { decodeCursor, pageLimit, toPage, type PageRequest } from '../common/pagination.js';
import type { EventService, NewEvent } from '../events/service.js';
import * as repo from './repository.js';
import type { ChatRecord, CreateChatInput } from './schemas.js';

const toRecord = (row: ChatRow): ChatRecord => ({
  chat_id: Number(row.chat_id),
  chat_name: row.chat_name,
  chat_type: row.chat_type as ChatRecord['chat_type'],
  created_at: isoFromMs(row.created_at),
  updated_at: isoFromMs(row.updated_at),
});

export function createChatService({ db, now, batching }: ServiceDeps, events: Pick<EventService, 'record'>) {
  /** One bot's chats asked to be added together (db/batching.ts): inserted in one statement, the
   * first of each chat_id the bot does not have yet added, the others answered 409, and one
   * chat.added event each (by whoever asked for it), in arrival order. */
  async function writeChats(trx: Db, botId: number, asked: { row: ChatRow; actor: Actor }[]): Promise<Outcome<ChatRecord>[]> {
    const inserted = await repo.insertChats(
      trx,
      asked.map((a) => a.row),
    );
    const added = new Set<number>();
    const happened: NewEvent[] = [];
    const outcomes = asked.map(({ row, actor }): Outcome<ChatRecord> => {
      const chatId = Number(row.chat_id);
      if (!inserted.has(chatId) || added.has(chatId)) return { ok: false, error: new ConflictError(`Chat ${chatId} is already added to this bot.`) };
      added.add(chatId);
      const record = toRecord(row);
      happened.push({ type: 'chat.added', data: record, actor });
      return { ok: true, value: record };
    });
    await events.record(trx, botId, now(), happened);
    return outcomes;
  }
  // Chats are added in bulk by integrations: a bot's additions share statements and commits.
  const writeChat = batching.setWrites(writeChats);
  // Every invite link sent reads the bot's chats: the link jobs running at once share the read.
  const allChats = batching.sharedReads((botId) => repo.chatsOf(db, botId));
  // Removals are rare: they share commits (batching.transact).
  const { transact } = batching;
  const notFound = (chatId: number) => new NotFoundError(`Chat ${chatId} is not a chat of this bot.`);

  return {
    addChat({ botId, actor }: BotContext, input: CreateChatInput): Promise<ChatRecord> {
      const at = now();
      return writeChat(botId, { row: { bot_id: botId, ...input, created_at: at, updated_at: at }, actor });
    },

    async getChat({ botId }: BotContext, chatId: number): Promise<ChatRecord> {
      const row = await repo.findChat(db, botId, chatId);
      if (!row) throw notFound(chatId);
      return toRecord(row);
    },

    async listChats({ botId }: BotContext, page: PageRequest) {
      const limit = pageLimit(page);
      const rows = await repo.listChats(db, botId, limit, decodeCursor<[number, number]>(page.cursor, ['number', 'number']));
      return toPage(rows, limit, (r) => [r.created_at, Number(r.chat_id)], toRecord);
    },

    async renameChat({ botId }: BotContext, chatId: number, chatName: string): Promise<ChatRecord> {
      const row = await repo.renameChat(db, botId, chatId, chatName, now());
      if (!row) throw notFound(chatId);
      return toRecord(row);
    },

    /** Which of `chatIds` are chats of the bot, read in the caller's transaction (projects). */
    existingChatIds(trx: Db, botId: number, chatIds: number[]): Promise<Set<number>> {
      return repo.existingChatIds(trx, botId, chatIds);
    },

    /** Chats of the bot by id (every chat when `chatIds` is absent), oldest first. */
    chatsOf: async (botId: number, chatIds?: number[]): Promise<ChatRow[]> => (chatIds ? repo.chatsOf(db, botId, chatIds) : [...(await allChats(botId))]),

    /** Removes the chat (and its place in any project). */
    async removeChat({ botId, actor }: BotContext, chatId: number): Promise<ChatRecord> {
      return transact(botId, async (trx) => {
        const row = await repo.deleteChat(trx, botId, chatId);
        if (!row) throw notFound(chatId);
        const record = toRecord(row);
        await events.record(trx, botId, now(), [{ type: 'chat.removed', data: record, actor }]);
        return record;
      });
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
