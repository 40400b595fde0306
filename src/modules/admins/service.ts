// Rules for admins: levels 2..8, one owner per bot who is never changed or removed here.
import type { BotContext } from '../../bot-context.js';
import { ConflictError, ForbiddenError, NotFoundError, invalid } from '../../errors.js';
import type { AdminRow, Db } from '../../db/schema.js';
import { ALERTED_LEVEL, OWNER_LEVEL } from '../../limits.js';
import { isoFromMs } from '../../time/iso.js';
import type { ServiceDeps } from '../common/deps.js';
import { decodeCursor, pageLimit, toPage, type PageRequest } from '../common/pagination.js';
import { botIdOfToken } from '../bots/bot-token.js';
import type { SettingsService } from '../bots/settings.js';
import type { EventService } from '../events/service.js';
import * as repo from './repository.js';
import { allows, refusal } from '../../team/powers.js';
import type { AdminRecord, CreateAdminInput, UpdateAdminInput } from './schemas.js';

/** What admins need of the bot's settings: whether a token is stored, and storing one. */
type BotTokens = Pick<SettingsService, 'tokenIsSet' | 'storeToken'>;

function toRecord(row: AdminRow, bot: BotContext, tokenSet: boolean): AdminRecord {
  return {
    admin_id: row.admin_id,
    admin_level: row.admin_level,
    is_owner: row.admin_id === bot.ownerId,
    bot_token_set: tokenSet,
    created_at: isoFromMs(row.created_at),
    updated_at: isoFromMs(row.updated_at),
  };
}

export function createAdminService({ db, now, batching }: ServiceDeps, tokens: BotTokens, events: Pick<EventService, 'record'>) {
  // Asked of every update's sender: those asked at once share a statement.
  const adminOf = batching.keyedReads((botId, adminIds: string[]) => repo.findAdmins(db, botId, adminIds));
  function refuseOwner(bot: BotContext, adminId: string, action: string) {
    if (adminId === bot.ownerId) throw new ForbiddenError(`Admin ${adminId} is the bot's owner, who cannot be ${action} through the API.`);
  }
  const notAnAdmin = (adminId: string) => new NotFoundError(`${adminId} is not an admin of this bot.`);
  /** SPEC §14: below level 8, a caller of level L manages only admins below L, to at most L − 1. */
  function refuseAbove(bot: BotContext, adminId: string, current: number | null, next: number | null) {
    if (bot.level >= OWNER_LEVEL) return;
    if (current !== null && current >= bot.level) {
      throw new ForbiddenError(`Admin ${adminId} is level ${current}; at level ${bot.level} you manage only admins below level ${bot.level}.`);
    }
    if (next !== null && next >= bot.level) throw new ForbiddenError(`At level ${bot.level} you may give admins at most level ${bot.level - 1}.`);
  }

  return {
    /** The owner, written with the bot in the creator's transaction. */
    async addOwner(trx: Db, botId: number, ownerId: string, at: number): Promise<void> {
      await repo.insertAdmin(trx, { bot_id: botId, admin_id: ownerId, admin_level: OWNER_LEVEL, created_at: at, updated_at: at });
    },

    /** The member's admin level on this bot (the owner's is 8); 1 (an ordinary member) when not an admin. */
    async levelOf(botId: number, memberId: string): Promise<number> {
      return (await adminOf(botId, memberId))?.admin_level ?? 1;
    },

    /** When the admin was last added or changed (what their command menu follows); undefined for
     * anyone who is not an admin. */
    async menuVersion(botId: number, adminId: string): Promise<number | undefined> {
      const row = await adminOf(botId, adminId);
      return row && Number(row.updated_at);
    },

    /** The bot's admins (the owner included) with when each last changed, highest levels first, at most `limit`. */
    menuVersions(botId: number, limit: number): Promise<{ admin_id: string; updated_at: number }[]> {
      return repo.adminVersions(db, botId, limit);
    },

    /** Who is told when the bot cannot do its work (SPEC §11, never silent): the owner and every
     * admin of level 7 or more (at most 100). */
    alertedAdmins(botId: number): Promise<string[]> {
      return repo.adminIdsAtLeast(db, botId, ALERTED_LEVEL, 100);
    },

    async addAdmin(bot: BotContext, input: CreateAdminInput) {
      refuseAbove(bot, input.admin_id, null, input.admin_level);
      const at = now();
      const row = { bot_id: bot.botId, admin_id: input.admin_id, admin_level: input.admin_level, created_at: at, updated_at: at };
      return db.transaction().execute(async (trx) => {
        if (!(await repo.insertAdmin(trx, row))) throw new ConflictError(`${input.admin_id} is already an admin of this bot.`);
        const record = toRecord(row, bot, await tokens.tokenIsSet(bot.botId, trx));
        await events.record(trx, bot.botId, at, [{ type: 'admin.added', data: record, actor: bot.actor }]);
        return record;
      });
    },

    async listAdmins(bot: BotContext, page: PageRequest) {
      const limit = pageLimit(page);
      const rows = await repo.listAdmins(db, bot.botId, limit, decodeCursor<[number, string]>(page.cursor, ['number', 'string']));
      const tokenSet = await tokens.tokenIsSet(bot.botId);
      return toPage(
        rows,
        limit,
        (r) => [r.created_at, r.admin_id],
        (r) => toRecord(r, bot, tokenSet),
      );
    },

    async getAdmin(bot: BotContext, adminId: string) {
      const row = await repo.findAdmin(db, bot.botId, adminId);
      if (!row) throw notAnAdmin(adminId);
      return toRecord(row, bot, await tokens.tokenIsSet(bot.botId));
    },

    async updateAdmin(bot: BotContext, adminId: string, input: UpdateAdminInput) {
      refuseOwner(bot, adminId, 'changed');
      if (input.bot_token !== undefined && !allows(bot.level, 'settings.change')) throw new ForbiddenError(refusal(bot.level, 'settings.change'));
      if (input.bot_token !== undefined && botIdOfToken(input.bot_token) !== bot.botId) {
        throw invalid('bot_token', `must belong to this bot: its number before the colon must be ${bot.botId}`);
      }
      const at = now();
      const row = await db.transaction().execute(async (trx) => {
        const current = await repo.findAdmin(trx, bot.botId, adminId);
        if (!current) throw notAnAdmin(adminId);
        refuseAbove(bot, adminId, current.admin_level, input.admin_level);
        const updated = await repo.updateAdminLevel(trx, bot.botId, adminId, input.admin_level, at);
        if (!updated) throw notAnAdmin(adminId);
        if (input.bot_token !== undefined) await tokens.storeToken(trx, bot.botId, input.bot_token, at);
        const record = toRecord(updated, bot, input.bot_token !== undefined || (await tokens.tokenIsSet(bot.botId, trx)));
        await events.record(trx, bot.botId, at, [{ type: 'admin.updated', data: record, actor: bot.actor }]);
        return record;
      });
      return row;
    },

    async removeAdmin(bot: BotContext, adminId: string) {
      refuseOwner(bot, adminId, 'removed');
      return db.transaction().execute(async (trx) => {
        const current = await repo.findAdmin(trx, bot.botId, adminId);
        if (!current) throw notAnAdmin(adminId);
        refuseAbove(bot, adminId, current.admin_level, null);
        const row = await repo.deleteAdmin(trx, bot.botId, adminId);
        if (!row) throw notAnAdmin(adminId);
        const record = toRecord(row, bot, await tokens.tokenIsSet(bot.botId, trx));
        await events.record(trx, bot.botId, now(), [{ type: 'admin.removed', data: record, actor: bot.actor }]);
        return record;
      });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
