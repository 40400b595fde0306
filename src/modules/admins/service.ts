// Rules for admins: levels 2..8, one owner per bot who is never changed or removed here.
import { ConflictError, ForbiddenError, NotFoundError, invalid } from '../../errors.js';
import type { AdminRow, BotRow } from '../../db/schema.js';
import { toIso, type ServiceDeps } from '../common/deps.js';
import { decodeCursor, pageLimit, toPage, type PageRequest } from '../common/pagination.js';
import { findBot, updateBot } from '../bots/repository.js';
import { botIdOfToken } from '../bots/bot-token.js';
import * as repo from './repository.js';
import type { AdminRecord, CreateAdminInput, UpdateAdminInput } from './schemas.js';

function toRecord(row: AdminRow, bot: BotRow): AdminRecord {
  return {
    admin_id: row.admin_id,
    admin_level: row.admin_level,
    is_owner: row.admin_id === bot.owner_id,
    bot_token_set: bot.bot_token_enc !== null,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export function createAdminService({ db, now, secretBox }: ServiceDeps) {
  async function botOf(botId: number): Promise<BotRow> {
    const bot = await findBot(db, botId);
    if (!bot) throw new NotFoundError(`Bot ${botId} does not exist.`);
    return bot;
  }

  function refuseOwner(bot: BotRow, adminId: string, action: string) {
    if (adminId === bot.owner_id) throw new ForbiddenError(`Admin ${adminId} is the bot's owner, who cannot be ${action} through the API.`);
  }

  return {
    async addAdmin(botId: number, input: CreateAdminInput) {
      const bot = await botOf(botId);
      const at = now();
      const added = await repo.insertAdmin(db, { bot_id: botId, admin_id: input.admin_id, admin_level: input.admin_level, created_at: at, updated_at: at });
      if (!added) throw new ConflictError(`${input.admin_id} is already an admin of this bot.`);
      return toRecord({ bot_id: botId, ...input, created_at: at, updated_at: at }, bot);
    },

    async listAdmins(botId: number, page: PageRequest) {
      const bot = await botOf(botId);
      const limit = pageLimit(page);
      const rows = await repo.listAdmins(db, botId, limit, decodeCursor<[number, string]>(page.cursor, ['number', 'string']));
      return toPage(rows, limit, (r) => [r.created_at, r.admin_id], (r) => toRecord(r, bot));
    },

    async getAdmin(botId: number, adminId: string) {
      const bot = await botOf(botId);
      const row = await repo.findAdmin(db, botId, adminId);
      if (!row) throw new NotFoundError(`${adminId} is not an admin of this bot.`);
      return toRecord(row, bot);
    },

    async updateAdmin(botId: number, adminId: string, input: UpdateAdminInput) {
      const bot = await botOf(botId);
      refuseOwner(bot, adminId, 'changed');
      if (input.bot_token !== undefined && botIdOfToken(input.bot_token) !== botId) {
        throw invalid('bot_token', `must belong to this bot: its number before the colon must be ${botId}`);
      }
      const at = now();
      return db.transaction().execute(async (trx) => {
        const row = await repo.updateAdminLevel(trx, botId, adminId, input.admin_level, at);
        if (!row) throw new NotFoundError(`${adminId} is not an admin of this bot.`);
        let current = bot;
        if (input.bot_token !== undefined) {
          current = (await updateBot(trx, botId, { bot_token_enc: secretBox.seal(input.bot_token), updated_at: at })) ?? bot;
        }
        return toRecord(row, current);
      });
    },

    async removeAdmin(botId: number, adminId: string) {
      const bot = await botOf(botId);
      refuseOwner(bot, adminId, 'removed');
      const row = await repo.deleteAdmin(db, botId, adminId);
      if (!row) throw new NotFoundError(`${adminId} is not an admin of this bot.`);
      return toRecord(row, bot);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
