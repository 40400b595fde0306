// A bot's settings: name, time zone, default currency, default language and its platform token (sealed at rest,
// write-only). The bot context of the CLI and of other modules' cross-checks is read here.
import { type BotContext, SYSTEM } from '../../bot-context.js';
import { resealColumns } from '../../crypto/secret-box.js';
import { ForbiddenError, NotFoundError, invalid } from '../../errors.js';
import { allows, refusal } from '../../team/powers.js';
import { botIdOfToken } from './bot-token.js';
import type { BotRow, Db } from '../../db/schema.js';
import { isoFromMs } from '../../time/iso.js';
import type { ServiceDeps } from '../common/deps.js';
import { KEY_CACHE_MS, OWNER_LEVEL } from '../../limits.js';
import type { KeyCache } from './key-cache.js';
import * as repo from './repository.js';
import { insertJobs } from '../jobs/repository.js';
import { membersMenuJob } from '../jobs/service.js';
import type { UpdateSettingsInput } from './schemas.js';

/** GET /settings' bot_status (SPEC §11), derived from what is stored so every instance answers
 * alike: the token, what its runner found at start (bots.bot_state) and whether any instance holds
 * the bot's lease (bot_runners). `botsRunHere` is false on an instance with TELEGRAM_MODE=off: with
 * no live lease anywhere, nothing runs the bot. */
export function botStatus(row: Pick<BotRow, 'bot_token_enc' | 'bot_state'>, leaseLive: boolean, botsRunHere: boolean): string {
  if (row.bot_token_enc === null) return 'stopped';
  if (row.bot_state?.startsWith('error')) return row.bot_state;
  if (leaseLive) return row.bot_state === 'running' ? 'running' : 'starting';
  return botsRunHere ? 'starting' : 'stopped';
}

function settingsOf(row: BotRow, status: string) {
  return {
    bot_id: Number(row.bot_id),
    bot_name: row.bot_name,
    owner_id: row.owner_id,
    timezone: row.timezone,
    default_currency: row.default_currency,
    bot_token_set: row.bot_token_enc !== null,
    bot_username: row.bot_token_enc === null ? null : row.bot_username,
    bot_status: status,
    stripe_secret_key_set: row.stripe_secret_key_enc !== null,
    stripe_webhook_secret_set: row.stripe_webhook_secret_enc !== null,
    reminder_days: JSON.parse(row.reminder_days) as number[],
    sales_paused: Number(row.sales_paused) === 1,
    default_language: row.default_language,
    created_at: isoFromMs(row.created_at),
    updated_at: isoFromMs(row.updated_at),
  };
}

export interface SettingsOptions {
  /** Whether this process runs bots (false: TELEGRAM_MODE=off); default true. */
  botsRunHere?: boolean;
}

export function createSettingsService({ db, now, secretBox }: ServiceDeps, verified: KeyCache, options: SettingsOptions = {}) {
  const botsRunHere = options.botsRunHere ?? true;
  const withStatus = async (row: BotRow) =>
    settingsOf(row, botStatus(row, row.bot_token_enc !== null && (await repo.leaseIsLive(db, Number(row.bot_id), now())), botsRunHere));

  async function botRow(botId: number): Promise<BotRow> {
    const row = await repo.findBot(db, botId);
    if (!row) throw new NotFoundError(`Bot ${botId} does not exist.`);
    return row;
  }

  /** What the bot runtime asks of a bot on every update (its context, whether card payments are
   * set up), as last read: kept like a verified key's context (KEY_CACHE_MS), forgotten at once
   * when the settings change on this instance. */
  const recent = new Map<
    number,
    { context: BotContext; cardsSet: boolean; salesPaused: boolean; defaultLanguage: string; textsVersion: number; until: number }
  >();
  async function recentBot(botId: number) {
    const at = now();
    const cached = recent.get(botId);
    if (cached && cached.until > at) return cached;
    const row = await repo.findBot(db, botId);
    if (!row) return undefined;
    const entry = {
      context: {
        botId,
        keyId: null,
        timezone: row.timezone,
        defaultCurrency: row.default_currency,
        ownerId: row.owner_id,
        level: OWNER_LEVEL,
        actor: SYSTEM,
      } satisfies BotContext as BotContext,
      cardsSet: Boolean(row.stripe_secret_key_enc && row.stripe_webhook_secret_enc),
      salesPaused: Number(row.sales_paused) === 1,
      defaultLanguage: row.default_language,
      textsVersion: Number(row.texts_version),
      until: at + KEY_CACHE_MS,
    };
    recent.set(botId, entry);
    return entry;
  }

  const opened = (sealed: string | null | undefined) => (sealed ? secretBox.open(sealed) : null);

  return {
    /** The context of a bot named without a key (the bot runtime, CLI, operator tools); 404 when
     * it does not exist. */
    async contextOf(botId: number): Promise<BotContext> {
      const bot = await recentBot(botId);
      if (!bot) throw new NotFoundError(`Bot ${botId} does not exist.`);
      return bot.context;
    },

    async getSettings(bot: BotContext) {
      return withStatus(await botRow(bot.botId));
    },

    /** PATCH /settings: sales_paused needs level 4 (the route's power, sales.pause), every other
     * setting level 8 (settings.change); a change with any field the level may not make changes
     * nothing. */
    async updateSettings(bot: BotContext, changes: UpdateSettingsInput) {
      const { reminder_days, bot_token, stripe_secret_key, stripe_webhook_secret, sales_paused, ...rest } = changes;
      const others = Object.entries(changes).some(([field, value]) => field !== 'sales_paused' && value !== undefined);
      if (others && !allows(bot.level, 'settings.change')) throw new ForbiddenError(refusal(bot.level, 'settings.change'));
      const sealed = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : secretBox.seal(value));
      if (bot_token !== undefined && bot_token !== null && botIdOfToken(bot_token) !== bot.botId) {
        throw invalid('bot_token', `must belong to this bot: its number before the colon must be ${bot.botId}`);
      }
      const row = await repo.updateBot(db, bot.botId, {
        ...rest,
        ...(sales_paused === undefined ? {} : { sales_paused: sales_paused ? 1 : 0 }),
        ...(reminder_days === undefined ? {} : { reminder_days: JSON.stringify([...reminder_days].sort((a, b) => b - a)) }),
        ...(bot_token === undefined ? {} : { bot_token_enc: sealed(bot_token), bot_username: null, bot_state: null }),
        ...(stripe_secret_key === undefined ? {} : { stripe_secret_key_enc: sealed(stripe_secret_key) }),
        ...(stripe_webhook_secret === undefined ? {} : { stripe_webhook_secret_enc: sealed(stripe_webhook_secret) }),
        updated_at: now(),
      });
      if (!row) throw new NotFoundError(`Bot ${bot.botId} does not exist.`);
      // The bot's profile and menus for apps in other languages follow its default_language (a
      // job of the bot runtime: bot/profile.ts).
      if (changes.default_language !== undefined && row.bot_token_enc !== null) {
        await insertJobs(db, bot.botId, [membersMenuJob(`language:${row.default_language}:${row.updated_at}`, now())], now());
      }
      // Contexts cached on this instance carry the old zone and currency.
      verified.forgetBot(bot.botId);
      recent.delete(bot.botId);
      return withStatus(row);
    },

    /** Whether the bot has a platform token stored (the token itself is never read out). */
    async tokenIsSet(botId: number, trx: Db = db): Promise<boolean> {
      const row = await repo.findBot(trx, botId);
      if (!row) throw new NotFoundError(`Bot ${botId} does not exist.`);
      return row.bot_token_enc !== null;
    },

    /** Replaces the stored platform token, sealed, in the caller's transaction. */
    async storeToken(trx: Db, botId: number, token: string, at: number): Promise<void> {
      await repo.updateBot(trx, botId, { bot_token_enc: secretBox.seal(token), bot_username: null, bot_state: null, updated_at: at });
    },

    /** Bots whose token is stored, with the sealed token (a changed seal means a changed token). */
    botsWithTokens: () => repo.listSealedTokens(db),

    /** The bot's platform token in clear, for the bot runtime only; null when none is stored. */
    async tokenOf(botId: number): Promise<string | null> {
      return opened((await repo.findBot(db, botId))?.bot_token_enc);
    },

    /** The runner of the stored token `sealed` is starting the bot (bot_status "starting"). */
    async recordStarting(botId: number, sealed: string): Promise<void> {
      await repo.recordBotState(db, botId, sealed, { bot_state: null });
    },

    /** The runner of `sealed` started the bot: its @username as the platform answered getMe. */
    async recordRunning(botId: number, sealed: string, username: string): Promise<void> {
      await repo.recordBotState(db, botId, sealed, { bot_state: 'running', bot_username: username });
    },

    /** The runner of `sealed` stopped the bot for good: `status` is "error: <why>" (no secret). */
    async recordStopped(botId: number, sealed: string, status: string): Promise<void> {
      await repo.recordBotState(db, botId, sealed, { bot_state: status });
    },

    /** The bot's Stripe keys in clear, for the card-payment door only (null when not set). */
    async stripeKeysOf(botId: number): Promise<{ secretKey: string | null; webhookSecret: string | null }> {
      const row = await repo.findBot(db, botId);
      return { secretKey: opened(row?.stripe_secret_key_enc), webhookSecret: opened(row?.stripe_webhook_secret_enc) };
    },

    /** Whether the bot's sales are paused (SPEC §15), as last read: a change made on another
     * instance is seen within KEY_CACHE_MS, one made on this instance at once. */
    async salesPaused(botId: number): Promise<boolean> {
      return (await recentBot(botId))?.salesPaused ?? false;
    },

    /** The bot's default_language (SPEC §18), as last read (like salesPaused). */
    async defaultLanguage(botId: number): Promise<string> {
      return (await recentBot(botId))?.defaultLanguage ?? 'en';
    },

    /** Forgets what is kept of the bot (a change made here is seen here at once). */
    forget(botId: number): void {
      recent.delete(botId);
    },

    /** The bot's texts_version (SPEC §18: the owner's texts changed when it moves), as last read
     * (like salesPaused): the bot's catalogues follow a change within KEY_CACHE_MS. */
    async textsVersion(botId: number): Promise<number> {
      return (await recentBot(botId))?.textsVersion ?? 0;
    },

    /** Whether both Stripe keys are stored (nothing is decrypted to say so). */
    async stripeKeysSet(botId: number): Promise<boolean> {
      return (await recentBot(botId))?.cardsSet ?? false;
    },

    /** Re-seals every stored secret (bot tokens, Stripe keys) with the current encryption key
     * (after a key rotation); counts secrets. */
    async resealTokens(): Promise<{ resealed: number; current: number }> {
      const columns = ['bot_token_enc', 'stripe_secret_key_enc', 'stripe_webhook_secret_enc'] as const;
      let resealed = 0;
      let current = 0;
      for (const row of await repo.listSealedSecrets(db)) {
        const { changes, changed, current: already } = resealColumns(secretBox, row, columns);
        current += already;
        if (!changed) continue;
        await repo.updateBot(db, Number(row.bot_id), changes);
        resealed += changed;
      }
      return { resealed, current };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
