// The bot runtime inside `tollgate serve`: every bot with a stored token runs, on exactly one
// instance at a time (a lease in the database, renewed every few seconds; another instance takes
// a bot over once its holder stops renewing). Instances share the bots: each holds at most its
// fair share (the bots over the live instances, bot_instances), so a second or third instance
// takes over part of the first's, and a killed one's bots are taken by the others once their
// leases run out. A token set, changed or removed is picked up on the next sync (every 2 s).
// Webhook updates are accepted here by any instance and stored as jobs for the holder.
//
// What it costs does not grow with the bots but with their work (SPEC §19): one sync (a read of
// the bots with tokens and a few statements for every lease at once), one job loop (one read of
// which bots have due jobs, every JOB_POLL_MS) and one idle sweep; a bot with nothing to do is a
// small record with no timer (runner.ts). Connecting bots goes through one gate (gate.ts).
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Update } from 'grammy/types';
import type { Config } from '../config.js';
import type { Services } from '../services.js';
import type { Connection } from './connect.js';
import { createGate } from './gate.js';
import { classify, sameSecret, webhookSecret } from './platform.js';
import { JOB_POLL_MS, type Runner, startRunner } from './runner.js';

/** How often bots and leases are looked at (a lease lasts several of these). */
const SYNC_MS = 2000;
const CLEANUP_EVERY_MS = 3_600_000;
/** A bot with nothing in flight for this long gives its grammY bot back (made again on its next
 * work: ≈80 KB of handlers each, docs/runtime.md). */
const IDLE_MS = 30_000;
/** Beyond this many grammY bots held at once, the longest idle go first (at 10,000 bots and 200
 * updates/s to random ones, few are reused in 30 s: what each holds counts more than remaking it). */
const MAX_LIVE = 500;
const SWEEP_EVERY_MS = 1000;
/** Bots connecting (getMe, menus, setWebhook) at once on one instance. */
export const CONNECTS_AT_ONCE = 32;

export type UpdateAnswer = 200 | 400 | 401 | 404;

export interface BotRuntime {
  start(): void;
  stop(): Promise<void>;
  /** An update Telegram posted for the bot (webhook mode): checked, stored once, handed to the runner. */
  receive(botId: number, secret: string | undefined, update: unknown): Promise<UpdateAnswer>;
}

interface Held {
  sealed: string;
  runner: Runner;
}

export function createBotRuntime(services: Services, config: Config, log: FastifyBaseLogger): BotRuntime {
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const runners = new Map<number, Held>();
  const gate = createGate(CONNECTS_AT_ONCE);
  /** Every bot with a token (sealed), as the last sync read it: whose webhooks this instance takes. */
  let tokens = new Map<number, string>();
  /** Bots posted to that the last sync did not list: read once per sync (null: no token). */
  let unlisted = new Map<number, string | null>();
  /** Each bot's webhook secret, derived once per stored token. */
  const secrets = new Map<number, { sealed: string; secret: string }>();
  let syncTimer: NodeJS.Timeout | null = null;
  let jobTimer: NodeJS.Timeout | null = null;
  let syncing: Promise<void> | null = null;
  let polling: Promise<void> | null = null;
  let lastCleanup = 0;
  let lastSweep = Date.now();

  async function sealedOf(botId: number): Promise<string | null> {
    const listed = tokens.get(botId);
    if (listed !== undefined) return listed;
    if (!unlisted.has(botId)) {
      const found = (await services.settings.connectionsOf([botId]).catch(() => new Map())).get(botId);
      unlisted.set(botId, found?.sealed ?? null);
    }
    return unlisted.get(botId) ?? null;
  }

  async function secretOf(botId: number): Promise<string | null> {
    const sealed = await sealedOf(botId);
    if (sealed === null) return null;
    const cached = secrets.get(botId);
    if (cached?.sealed === sealed) return cached.secret;
    const secret = webhookSecret(services.settings.openToken(sealed));
    secrets.set(botId, { sealed, secret });
    return secret;
  }

  /** Runners stopping: their work in flight finishing (a reply paced at one a second to a chat may
   * take seconds). The sync does not wait for them: a bot starts again only once its old runner
   * has stopped, and its lease, when given back, goes back after that. */
  const stopping = new Map<number, Promise<void>>();

  function stopRunners(botIds: number[], release: Set<number> = new Set()): void {
    for (const botId of botIds) {
      const entry = runners.get(botId);
      if (!entry) continue;
      runners.delete(botId);
      const stopped = entry.runner
        .stop()
        .then(() => (release.has(botId) ? services.jobs.releaseLeases(holder, [botId]) : undefined))
        .catch((err: unknown) => log.warn({ botId, error: classify(err).error }, 'bot stop failed'))
        .finally(() => stopping.delete(botId));
      stopping.set(botId, stopped);
    }
  }

  async function sync(): Promise<void> {
    const wanted = new Map((await services.settings.botsWithTokens()).map((b) => [b.bot_id, b.bot_token_enc]));
    tokens = wanted;
    unlisted = new Map();
    for (const botId of secrets.keys()) if (!wanted.has(botId)) secrets.delete(botId);

    const { held, instances } = await services.jobs.renewLeases(holder, config.botLeaseMs);
    const share = Math.ceil(wanted.size / instances);
    const keep = held.filter((id) => wanted.has(id)).sort((a, b) => a - b);
    const release = held.filter((id) => !wanted.has(id));
    // Over its share (another instance came up): the rest go back, for the others to take.
    if (keep.length > share) release.push(...keep.splice(share));
    const kept = new Set(keep);
    // A lease given back for a bot still running here goes back once its runner has stopped; one
    // whose runner an earlier sync began to stop goes back at the first sync after the stop.
    const releasing = new Set(release.filter((id) => runners.has(id) || stopping.has(id)));
    stopRunners(
      [...runners.keys()].filter((id) => !kept.has(id)),
      releasing,
    );
    const releaseNow = release.filter((id) => !releasing.has(id));
    if (releaseNow.length) await services.jobs.releaseLeases(holder, releaseNow);
    const taken =
      keep.length < share
        ? await services.jobs.takeLeases(
            holder,
            [...wanted.keys()].filter((id) => !kept.has(id)),
            share - keep.length,
            config.botLeaseMs,
          )
        : [];

    // A changed token restarts its bot; a new one starts, connected already if what is stored
    // for its token says so.
    const mine = [...keep, ...taken];
    const changed = mine.filter((id) => runners.has(id) && runners.get(id)!.sealed !== wanted.get(id));
    stopRunners(changed);
    const toStart = mine.filter((id) => !runners.has(id) && !stopping.has(id));
    const stored = toStart.length ? await services.settings.connectionsOf(toStart) : new Map();
    for (const botId of toStart) {
      const sealed = wanted.get(botId)!;
      const found = stored.get(botId);
      if (found?.sealed !== sealed) continue; // changed since it was listed: the next sync starts it
      const token = services.settings.openToken(sealed);
      const connected = found.connected ? (JSON.parse(found.connected) as Connection) : null;
      runners.set(botId, {
        sealed,
        runner: startRunner({ services, botId, token, sealed, log, connected, stateRecorded: found.state !== null, gate }, config, holder),
      });
    }
    if (Date.now() - lastCleanup > CLEANUP_EVERY_MS) {
      lastCleanup = Date.now();
      await services.jobs.cleanup();
    }
  }

  /** The one job loop: wakes the runners whose bots have due jobs they have not taken; now and
   * then drops the grammY bots of runners idle for IDLE_MS, and of the longest idle beyond MAX_LIVE. */
  async function poll(): Promise<void> {
    for (const [botId, due] of await services.jobs.dueWork()) runners.get(botId)?.runner.wake(due);
    const at = Date.now();
    if (at - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = at;
      sweep(at);
    }
  }

  function sweep(at: number): void {
    const live: { runner: Runner; activeAt: number }[] = [];
    for (const { runner } of runners.values()) {
      const activeAt = runner.activeAt();
      if (activeAt !== null && !runner.sweep(at - IDLE_MS)) live.push({ runner, activeAt });
    }
    if (live.length <= MAX_LIVE) return;
    live.sort((a, b) => a.activeAt - b.activeAt);
    let over = live.length - MAX_LIVE;
    for (const { runner } of live) {
      if (over <= 0) break;
      if (runner.sweep(at)) over--;
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

  const jobTick = () => {
    if (polling) return;
    polling = poll()
      .catch((err: unknown) => log.warn({ error: classify(err).error }, 'bot job loop failed; retrying'))
      .finally(() => {
        polling = null;
      });
  };

  return {
    start() {
      if (config.telegramMode === 'off' || syncTimer) return;
      syncTimer = setInterval(tick, Math.min(SYNC_MS, Math.floor(config.botLeaseMs / 3)));
      syncTimer.unref();
      jobTimer = setInterval(jobTick, JOB_POLL_MS);
      jobTimer.unref();
      tick();
    },

    async stop() {
      if (syncTimer) clearInterval(syncTimer);
      if (jobTimer) clearInterval(jobTimer);
      syncTimer = null;
      jobTimer = null;
      await syncing;
      await polling;
      stopRunners([...runners.keys()]);
      await Promise.all(stopping.values());
      await services.jobs.leave(holder).catch(() => {});
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
