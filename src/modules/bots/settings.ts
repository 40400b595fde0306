// A bot's settings: name, time zone, default currency and its platform token (sealed at rest,
// write-only). The bot context of the CLI and of other modules' cross-checks is read here.
import type { BotContext } from '../../bot-context.js';
import { NotFoundError } from '../../errors.js';
import type { BotRow } from '../../db/schema.js';
import { isoFromMs } from '../../time/iso.js';
import type { Db, ServiceDeps } from '../common/deps.js';
import type { KeyCache } from './key-cache.js';
import * as repo from './repository.js';
import type { UpdateSettingsInput } from './schemas.js';

function settingsOf(row: BotRow) {
  return {
    bot_id: Number(row.bot_id),
    bot_name: row.bot_name,
    owner_id: row.owner_id,
    timezone: row.timezone,
    default_currency: row.default_currency,
    bot_token_set: row.bot_token_enc !== null,
    reminder_days: JSON.parse(row.reminder_days) as number[],
    created_at: isoFromMs(row.created_at),
    updated_at: isoFromMs(row.updated_at),
  };
}

export function createSettingsService({ db, now, secretBox }: ServiceDeps, verified: KeyCache) {
  async function botRow(botId: number): Promise<BotRow> {
    const row = await repo.findBot(db, botId);
    if (!row) throw new NotFoundError(`Bot ${botId} does not exist.`);
    return row;
  }

  return {
    /** The context of a bot named without a key (CLI, operator tools); 404 when it does not exist. */
    async contextOf(botId: number): Promise<BotContext> {
      const row = await botRow(botId);
      return { botId, keyId: null, timezone: row.timezone, defaultCurrency: row.default_currency, ownerId: row.owner_id };
    },

    async getSettings(bot: BotContext) {
      return settingsOf(await botRow(bot.botId));
    },

    async updateSettings(bot: BotContext, changes: UpdateSettingsInput) {
      const { reminder_days, ...rest } = changes;
      const row = await repo.updateBot(db, bot.botId, {
        ...rest,
        ...(reminder_days === undefined ? {} : { reminder_days: JSON.stringify([...reminder_days].sort((a, b) => b - a)) }),
        updated_at: now(),
      });
      if (!row) throw new NotFoundError(`Bot ${bot.botId} does not exist.`);
      // Contexts cached on this instance carry the old zone and currency.
      verified.forgetBot(bot.botId);
      return settingsOf(row);
    },

    /** Whether the bot has a platform token stored (the token itself is never read out). */
    async tokenIsSet(botId: number, trx: Db = db): Promise<boolean> {
      const row = await repo.findBot(trx, botId);
      if (!row) throw new NotFoundError(`Bot ${botId} does not exist.`);
      return row.bot_token_enc !== null;
    },

    /** Replaces the stored platform token, sealed, in the caller's transaction. */
    async storeToken(trx: Db, botId: number, token: string, at: number): Promise<void> {
      await repo.updateBot(trx, botId, { bot_token_enc: secretBox.seal(token), updated_at: at });
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
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
