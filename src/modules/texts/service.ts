// The owner's words (SPEC §18): the bot's catalogue messages in each shipped locale with the
// owner's overrides. PUT checks a text (it parses as Fluent, uses only the message's variables,
// fits the platform's limit: fluent.ts) and stores it; DELETE restores the shipped text. Each
// change bumps bots.texts_version and records text.changed / text.deleted in its transaction; the
// instance running the bot compares that version with the one its catalogues were built from
// (bot/overrides.ts), and an event about the bot's profile texts sets the profile again
// (jobs/reactions.ts).
import type { BotContext } from '../../bot-context.js';
import type { TextOverrideRow } from '../../db/schema.js';
import { NotFoundError, invalid } from '../../errors.js';
import type { Locale } from '../../i18n/locales.js';
import type { ServiceDeps } from '../common/deps.js';
import type { EventService } from '../events/service.js';
import type { SettingsService } from '../bots/settings.js';
import { isMessageId, messageIds, shippedText, textProblem, variablesOf } from './fluent.js';
import * as repo from './repository.js';
import type { TextEventRecord, TextRecord } from './schemas.js';

const recordOf = (locale: Locale, messageId: string, override: string | null): TextRecord => ({
  message_id: messageId,
  shipped: shippedText(locale, messageId),
  override,
  variables: variablesOf(messageId),
});

const eventOf = (locale: Locale, record: TextRecord): TextEventRecord => ({ locale, ...record });

function known(messageId: string): void {
  if (!isMessageId(messageId)) throw new NotFoundError(`${messageId} is not a message of the bot’s catalogues; GET /texts lists them.`);
}

export function createTextService({ db, now }: ServiceDeps, events: Pick<EventService, 'record'>, settings: Pick<SettingsService, 'forget'>) {
  return {
    /** GET /texts?locale=: every message of the catalogues in `locale`, in the catalogue's order. */
    async listTexts(bot: BotContext, locale: Locale): Promise<TextRecord[]> {
      const overrides = new Map((await repo.listOverrides(db, bot.botId, locale)).map((o) => [o.message_id, o.text]));
      return messageIds().map((id) => recordOf(locale, id, overrides.get(id) ?? null));
    },

    /** PUT /texts/{locale}/{message_id}: the owner's text for that message in that locale. */
    async putText(bot: BotContext, locale: Locale, messageId: string, text: string): Promise<TextRecord> {
      const { botId } = bot;
      known(messageId);
      const record = await db.transaction().execute(async (trx) => {
        const others = new Map((await repo.listOverrides(trx, botId, locale)).map((o) => [o.message_id, o.text]));
        const problem = textProblem(locale, messageId, text, (id) => others.get(id));
        if (problem) throw invalid('text', problem);
        const at = now();
        await repo.upsertOverride(trx, { bot_id: botId, locale, message_id: messageId, text, updated_at: at });
        await repo.bumpTextsVersion(trx, botId);
        const record = recordOf(locale, messageId, text);
        await events.record(trx, botId, at, [{ type: 'text.changed', data: eventOf(locale, record), actor: bot.actor }]);
        return record;
      });
      // The version kept on this instance is stale now; other instances see it within KEY_CACHE_MS.
      settings.forget(botId);
      return record;
    },

    /** DELETE /texts/{locale}/{message_id}: the shipped text again. Idempotent: a message with no
     * override answers the same and records nothing. */
    async deleteText(bot: BotContext, locale: Locale, messageId: string): Promise<TextRecord> {
      const { botId } = bot;
      known(messageId);
      const deleted = await db.transaction().execute(async (trx) => {
        const row = await repo.deleteOverride(trx, botId, locale, messageId);
        if (!row) return false;
        await repo.bumpTextsVersion(trx, botId);
        await events.record(trx, botId, now(), [{ type: 'text.deleted', data: eventOf(locale, recordOf(locale, messageId, row.text)), actor: bot.actor }]);
        return true;
      });
      if (deleted) settings.forget(botId);
      return recordOf(locale, messageId, null);
    },

    /** Every override of the bot, for its catalogues (bot/overrides.ts) and its backup. */
    overridesOf(botId: number): Promise<TextOverrideRow[]> {
      return repo.listOverrides(db, botId);
    },

    /** The bot's texts_version as stored now (the profile job reads it fresh). */
    versionOf(botId: number): Promise<number> {
      return repo.textsVersion(db, botId);
    },
  };
}

export type TextService = ReturnType<typeof createTextService>;
