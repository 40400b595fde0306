// The bot runtime inside `tollgate serve`: every bot with a stored token runs, on exactly one
// instance at a time (a lease in the database, renewed every few seconds; another instance takes
// a bot over once its holder stops renewing). A token set, changed or removed is picked up on the
// next sync (every 2 s). Webhook updates are accepted here by any instance and stored as jobs for
// the holder.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Update } from 'grammy/types';
import type { Config } from '../config.js';
import type { Services } from '../services.js';
import { createCatalogues } from './catalogues.js';
import { createBotTexts } from './overrides.js';
import { classify, sameSecret, webhookSecret } from './platform.js';
import { type Runner, startRunner } from './runner.js';
import { createSpeech } from './speech.js';

/** How often bots and leases are looked at (a lease lasts several of these). */
const SYNC_MS = 2000;
const CLEANUP_EVERY_MS = 3_600_000;
/** A token read for webhook checks is trusted this long (a changed token's old secret stops working after it). */
const TOKEN_CACHE_MS = 5000;

export type UpdateAnswer = 200 | 400 | 401 | 404;

export interface BotRuntime {
  start(): void;
  stop(): Promise<void>;
  /** An update Telegram posted for the bot (webhook mode): checked, stored once, handed to the runner. */
  receive(botId: number, secret: string | undefined, update: unknown): Promise<UpdateAnswer>;
}

export function createBotRuntime(services: Services, config: Config, log: FastifyBaseLogger): BotRuntime {
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const runners = new Map<number, { sealed: string; runner: Runner }>();
  /** Each bot's webhook secret (null: no token), derived once per read of the token. */
  const secrets = new Map<number, { secret: string | null; until: number }>();
  let timer: NodeJS.Timeout | null = null;
  let syncing: Promise<void> | null = null;
  let lastCleanup = 0;

  async function secretOf(botId: number): Promise<string | null> {
    const cached = secrets.get(botId);
    if (cached && cached.until > Date.now()) return cached.secret;
    const token = await services.settings.tokenOf(botId).catch(() => null);
    const secret = token === null ? null : webhookSecret(token);
    secrets.set(botId, { secret, until: Date.now() + TOKEN_CACHE_MS });
    return secret;
  }

  async function stopRunner(botId: number): Promise<void> {
    const entry = runners.get(botId);
    if (!entry) return;
    runners.delete(botId);
    await entry.runner.stop();
  }

  async function sync(): Promise<void> {
    const wanted = new Map((await services.settings.botsWithTokens()).map((b) => [b.bot_id, b.bot_token_enc]));
    for (const botId of [...runners.keys()]) {
      if (wanted.has(botId)) continue;
      await stopRunner(botId);
      await services.jobs.releaseLease(botId, holder);
    }
    for (const [botId, sealed] of wanted) {
      const held = await services.jobs.takeLease(botId, holder, config.botLeaseMs);
      const entry = runners.get(botId);
      if (!held) {
        await stopRunner(botId);
        continue;
      }
      if (entry?.sealed === sealed) continue;
      await stopRunner(botId);
      const token = await services.settings.tokenOf(botId);
      if (!token) continue;
      secrets.delete(botId);
      const texts = createBotTexts(services, botId);
      const catalogues = createCatalogues(texts);
      const speech = createSpeech(services, botId, catalogues, texts);
      runners.set(botId, { sealed, runner: startRunner({ services, botId, token, sealed, log, catalogues, texts, speech }, config, holder) });
    }
    if (Date.now() - lastCleanup > CLEANUP_EVERY_MS) {
      lastCleanup = Date.now();
      await services.jobs.cleanup();
    }
  }

  const tick = () => {
    if (syncing) return;
    syncing = sync()
      .catch((err: unknown) => log.warn({ error: classify(err).error }, 'bot sync failed; retrying'))
      .finally(() => {
        syncing = null;
      });
  };

  return {
    start() {
      if (config.telegramMode === 'off' || timer) return;
      timer = setInterval(tick, Math.min(SYNC_MS, Math.floor(config.botLeaseMs / 3)));
      timer.unref();
      tick();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await syncing;
      for (const botId of [...runners.keys()]) {
        await stopRunner(botId);
        await services.jobs.releaseLease(botId, holder).catch(() => {});
      }
    },

    async receive(botId, secret, update) {
      if (config.telegramMode !== 'webhook') return 404;
      const expected = await secretOf(botId);
      if (!expected) return 404;
      if (!sameSecret(secret, expected)) return 401;
      const id = (update as { update_id?: unknown } | null)?.update_id;
      if (typeof id !== 'number' || !Number.isSafeInteger(id)) return 400;
      // Stored before it is answered; the runner, when it is here, takes it without reading it back.
      if (await services.jobs.acceptUpdate(botId, update as { update_id: number })) runners.get(botId)?.runner.take(update as Update);
      return 200;
    },
  };
}
