// One bot, run by the instance holding its lease: a grammY bot with the member, chat and admin
// handlers; its updates (long polling here, or webhooks received by any instance) and its side
// effects are durable jobs, worked off here. Updates of one chat are handled in order; different
// chats and side effects run concurrently, paced by the throttler.
//
// A runner is cheap while its bot is idle (SPEC §19: thousands per instance): it has no timer and
// reads no table of its own accord. The runtime's one job loop wakes it when the tables hold due
// work for it (updates stored by another instance, retries coming due, jobs left by an instance
// that died); an update received here is handed over at once. Its grammY bot, handlers and
// executors are made when it has work and dropped by the runtime's sweep once it has been idle a
// while (not in long polling, which keeps a request open all the time).
//
// Long polling is our own loop over grammY's getUpdates rather than @grammyjs/runner: the runner
// confirms a batch to the platform (the next getUpdates offset) while its updates are still being
// handled, so an instance killed then would lose a paid update. Here a batch is stored with its
// offset in one transaction before the platform is told it was received.
import { type Bot, BotError } from 'grammy';
import type { Update } from 'grammy/types';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { BotJobRow } from '../db/schema.js';
import { JOB } from '../modules/jobs/service.js';
import type { Services } from '../services.js';
import { adminHandlers } from './admin-handlers.js';
import { createCatalogues } from './catalogues.js';
import { createBotTexts } from './overrides.js';
import { chatHandlers } from './chat-handlers.js';
import { type Connection, type ConnectProgress, connect, connectionDigest } from './connect.js';
import { customCommands } from './custom-commands.js';
import { dashboardHandler, signInBase } from './dashboard-handler.js';
import { createEffects } from './effects.js';
import { fallbackHandler } from './fallback-handler.js';
import type { Gate } from './gate.js';
import { languageHandler } from './language-handler.js';
import { formHandlers } from './form-handlers.js';
import { floodHandler } from './flood-handler.js';
import { memberHandlers } from './member-handlers.js';
import { menuOnContact } from './menus.js';
import { chatKey, handedOver } from './update-jobs.js';
import { ALLOWED_UPDATES, type BeforeCall, classify, platformBot } from './platform.js';
import type { RuntimeDeps } from './runtime-deps.js';
import { createSpeech } from './speech.js';

/** How often the runtime looks at the job tables for work this instance was not handed (updates
 * stored by another instance, retries coming due, jobs left by an instance that died). */
export const JOB_POLL_MS = 250;
/** The least time between the starts of two getUpdates that came back empty: a platform (or a
 * proxy) answering at once with nothing, whatever the long-poll timeout, is asked a few times a
 * second, not in a busy loop. A held poll that ends empty has waited longer; updates never wait. */
export const EMPTY_POLL_GAP_MS = 400;
/** Updates read from the table per step; updates and side effects in flight at once. */
const UPDATE_BATCH = 100;
const MAX_UPDATES_IN_FLIGHT = 256;
const MAX_EFFECTS_IN_FLIGHT = 64;
/** Jobs that wait for the gate's background lane (gate.ts): the menus and the profile in every
 * language, which no member is waiting for. */
const BACKGROUND_JOBS: ReadonlySet<string> = new Set([JOB.menu, JOB.membersMenu]);
/** How long a finished job is remembered against reads that began before it finished. */
const FINISHED_MEMORY_MS = 60_000;

export interface RunnerInit {
  services: Services;
  botId: number;
  token: string;
  /** The token as stored (sealed): what the runner records about the bot holds only while it is. */
  sealed: string;
  log: FastifyBaseLogger;
  /** What was registered for this token before (bots.bot_connected): unchanged, the bot runs
   * without a call to the platform. */
  connected: Connection | null;
  /** Whether bots.bot_state holds something for this token (cleared at start: "starting"). */
  stateRecorded: boolean;
  /** Turns at connecting, shared by the instance's runners. */
  gate: Gate;
}

/** What a runner holds only while its bot has work: the grammY bot and what works through it. */
interface Live {
  deps: RuntimeDeps;
  bot: Bot;
  execute: ReturnType<typeof createEffects>;
  /** Whether the update handlers are installed on `bot` yet. */
  handling: boolean;
}

/** How many jobs of a bot are due in the tables, by lane. */
export interface DueWork {
  update: number;
  effect: number;
}

export interface Runner {
  /** Jobs are due for it (`due`, counted by the runtime's job loop): it reads the tables unless
   * it has taken that many already (in flight: nothing new to read). */
  wake(due: DueWork): void;
  /** Hands over an update this instance just stored (no read of the table needed). */
  take(update: Update): void;
  /** When it last had work, while it holds its grammY bot (null: it holds none). */
  activeAt(): number | null;
  /** Drops the grammY bot when nothing has happened since `idleSince` and nothing is in flight;
   * true when the runner holds none now. */
  sweep(idleSince: number): boolean;
  stop(): Promise<void>;
}

export function startRunner(init: RunnerInit, config: Config, holder: string): Runner {
  const { services, botId, log } = init;
  const digest = connectionDigest(config, botId, init.token);
  /** The platform's getMe for the token, once connected (null: not yet, or never: the wrong bot). */
  let me = init.connected?.digest === digest ? init.connected.me : null;
  let live: Live | null = null;
  let lastActive = Date.now();

  /** The grammY bot and the job executors: what connecting and side effects need. */
  function materialize(): Live {
    if (live) return live;
    const texts = createBotTexts(services, botId);
    const catalogues = createCatalogues(texts);
    const deps: RuntimeDeps = {
      services,
      botId,
      token: init.token,
      sealed: init.sealed,
      log,
      catalogues,
      texts,
      speech: createSpeech(services, botId, catalogues, texts),
    };
    const beforeCall: BeforeCall = new Map();
    const bot: Bot = platformBot(init.token, { apiRoot: config.telegramApiRoot, callsPerSecond: config.telegramCallsPerSecond }, beforeCall);
    if (me) bot.botInfo = me;
    live = { deps, bot, execute: createEffects(deps, bot.api, beforeCall), handling: false };
    return live;
  }

  /** The grammY bot with its update handlers (most of a materialized bot's memory: made only for
   * a bot that gets updates, not for one that only connects or works off side effects). */
  function handlersBot(): Bot {
    const made = materialize();
    if (made.handling) return made.bot;
    const { deps, bot } = made;
    // The menu check first (it passes every update on), then flood control (a message over the limit
    // goes no further); forms before the member's handlers (an answer is text, and /start abandons a
    // form in progress); the owner's custom commands after the bot's own; the fallback last: it
    // answers only what no handler before it took.
    bot.use(
      menuOnContact(deps),
      floodHandler(deps),
      formHandlers(deps),
      memberHandlers(deps),
      chatHandlers(deps),
      adminHandlers(deps),
      dashboardHandler(deps, signInBase(config)),
      customCommands(deps),
      languageHandler(deps),
      fallbackHandler(deps.speech),
    );
    made.handling = true;
    return bot;
  }

  const abort = new AbortController();
  // grammY's Node build types its signals with the abort-controller polyfill; Node's is the same object.
  const signal = abort.signal as unknown as Parameters<Bot['api']['getMe']>[0];
  let stopped = false;
  /** The pass over the tables running now, if any; another was asked for meanwhile. */
  let draining: Promise<void> | null = null;
  let again = false;
  /** Jobs taken by this runner and not finished yet (queued or in flight), by key. */
  const taken = new Set<string>();
  /** When each job recently finished (its outcome committed). */
  const finishedAt = new Map<string, number>();
  const running = new Set<Promise<void>>();
  /** Updates taken, waiting for a slot; the chain of each chat's updates, in order. */
  const queued: { job: BotJobRow; update: Update }[] = [];
  const chains = new Map<string, Promise<void>>();
  let updatesInFlight = 0;
  let effectsInFlight = 0;
  /** Background jobs waiting for the gate: running, yet holding nothing of the bot. */
  let parked = 0;
  /** Whether the update table may hold work this runner was not handed, and when it was last read. */
  let readUpdates = true;
  let updatesReadAt = 0;

  async function settle(job: BotJobRow, work: () => Promise<'done' | 'again' | { failed: string }>): Promise<void> {
    try {
      const outcome = await work();
      if (outcome === 'done') await services.jobs.done(botId, job.job_key);
      else if (outcome !== 'again') await services.jobs.failed(botId, job.job_key, outcome.failed);
    } catch (err) {
      // A handler's error comes wrapped in grammY's BotError; a call's HttpError is classified whole
      // (its inner error may quote the request URL, which holds the token).
      const failure = classify(err instanceof BotError ? err.error : err);
      if (failure.kind === 'permanent') await services.jobs.failed(botId, job.job_key, failure.error);
      else await services.jobs.retry(job, failure.error, failure.delayMs);
      log.warn(
        { botId, job: job.job_key, error: failure.error },
        failure.kind === 'permanent' ? 'bot job refused by the platform' : 'bot job failed; will retry',
      );
    }
  }

  /** Runs a job once, remembering it as taken until its outcome is committed. */
  function run(job: BotJobRow, work: () => Promise<void>): Promise<void> {
    lastActive = Date.now();
    const done: Promise<void> = work()
      .catch((err: unknown) => log.warn({ botId, job: job.job_key, error: classify(err).error }, 'bot job outcome not recorded; it will run again'))
      .finally(() => {
        lastActive = Date.now();
        finishedAt.delete(job.job_key); // re-inserted last: the map stays in order of finishing
        finishedAt.set(job.job_key, lastActive);
        taken.delete(job.job_key);
        running.delete(done);
      });
    running.add(done);
    return done;
  }

  /** Takes jobs not taken yet; a job that finished while the read ran may still show as pending in it. */
  const fresh = (jobs: BotJobRow[], asked: number) =>
    jobs.filter((j) => !taken.has(j.job_key) && (finishedAt.get(j.job_key) ?? Number.NEGATIVE_INFINITY) < asked);

  function queueUpdate(job: BotJobRow, update: Update): void {
    if (taken.has(job.job_key)) return;
    taken.add(job.job_key);
    queued.push({ job, update });
  }

  /** Starts queued updates while there is room: concurrent across chats, in order within one. */
  function startUpdates(): number {
    let started = 0;
    while (queued.length && updatesInFlight < MAX_UPDATES_IN_FLIGHT) {
      const { job, update } = queued.shift()!;
      const chat = chatKey(update);
      const bot = handlersBot();
      updatesInFlight++;
      started++;
      const before = chains.get(chat);
      const handle = async () => {
        if (before) await before;
        await settle(job, async () => {
          await bot.handleUpdate(update);
          return 'done';
        });
      };
      const chain = run(job, handle).finally(() => {
        updatesInFlight--;
        if (chains.get(chat) === chain) chains.delete(chat);
        if (queued.length) drain();
      });
      chains.set(chat, chain);
    }
    return started;
  }

  /** Reads updates stored by others or due again (retries) from the table. */
  async function readStoredUpdates(): Promise<number> {
    readUpdates = false;
    const asked = Date.now();
    updatesReadAt = asked;
    const due = await services.jobs.due(botId, UPDATE_BATCH, 'update');
    const found = fresh(due, asked);
    for (const job of found) queueUpdate(job, JSON.parse(job.payload) as Update);
    // A full page may have more behind it.
    if (due.length === UPDATE_BATCH) readUpdates = true;
    return found.length;
  }

  async function startEffects(): Promise<number> {
    const room = MAX_EFFECTS_IN_FLIGHT - effectsInFlight;
    if (room <= 0) return 0;
    const asked = Date.now();
    const due = fresh(await services.jobs.due(botId, room + effectsInFlight, 'effect'), asked).slice(0, room);
    forgetFinished(asked - FINISHED_MEMORY_MS);
    if (!due.length) return 0;
    for (const job of due) {
      taken.add(job.job_key);
      effectsInFlight++;
      void run(job, () => settle(job, () => (BACKGROUND_JOBS.has(job.kind) ? inBackground(job) : materialize().execute(job)))).finally(() => {
        effectsInFlight--;
        // Refill in batches: one due-jobs read per half of the slots, not one per finished job.
        if (effectsInFlight <= MAX_EFFECTS_IN_FLIGHT / 2) drain();
      });
    }
    return due.length;
  }

  /** A background job: parked (holding no grammY bot: the sweep may drop this one's) until the
   * gate gives it a turn; stop() takes it out of the line at once, still due. */
  async function inBackground(job: BotJobRow): Promise<'done' | 'again' | { failed: string }> {
    parked++;
    let turned = false;
    try {
      return await init.gate.run(
        async () => {
          parked--;
          turned = true;
          return stopped ? 'again' : materialize().execute(job);
        },
        'background',
        abort.signal,
      );
    } catch (err) {
      if (!turned && abort.signal.aborted) return 'again';
      throw err;
    } finally {
      if (!turned) parked--;
    }
  }

  function forgetFinished(before: number): void {
    for (const [key, at] of finishedAt) {
      if (at >= before) break; // oldest first
      finishedAt.delete(key);
    }
  }

  /** Works off what is due: passes over the tables while they find work, then rests until woken.
   * A pass asked for while one runs makes one more. Nothing runs before the bot is connected. */
  function drain(): void {
    if (stopped || !me) return;
    if (draining) {
      again = true;
      return;
    }
    draining = (async () => {
      try {
        do {
          again = false;
          let worked = 0;
          try {
            if (readUpdates || Date.now() - updatesReadAt >= JOB_POLL_MS) worked += await readStoredUpdates();
            worked += startUpdates();
            worked += await startEffects();
          } catch (err) {
            // The runtime's job loop wakes the runner again while work is due.
            log.warn({ botId, error: classify(err).error }, 'bot job loop failed; retrying');
            return;
          }
          if (worked > 0) again = true;
        } while (again && !stopped);
      } finally {
        draining = null;
      }
    })();
  }

  /** A wait that stop() ends at once. */
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (abort.signal.aborted) return resolve();
      const timer = setTimeout(done, ms);
      abort.signal.addEventListener('abort', done, { once: true });
      function done() {
        clearTimeout(timer);
        abort.signal.removeEventListener('abort', done);
        resolve();
      }
    });

  async function pollLoop(bot: Bot): Promise<void> {
    let offset = await services.jobs.offsetOf(botId);
    let failures = 0;
    while (!stopped) {
      try {
        const asked = Date.now();
        const updates = await bot.api.getUpdates({ offset, limit: 100, timeout: config.telegramPollTimeoutS, allowed_updates: [...ALLOWED_UPDATES] }, signal);
        failures = 0;
        if (!updates.length) {
          const early = EMPTY_POLL_GAP_MS - (Date.now() - asked);
          if (early > 0) await sleep(early);
          continue;
        }
        const next = updates[updates.length - 1]!.update_id + 1;
        if (!(await services.jobs.acceptPolled(botId, holder, updates, next))) return; // the lease moved on
        offset = next;
        for (const update of updates) queueUpdate(handedOver(botId, update), update);
        drain();
      } catch (err) {
        if (stopped) return;
        failures++;
        log.warn({ botId, error: classify(err).error }, 'long polling failed; retrying');
        await sleep(Math.min(30_000, 500 * 2 ** Math.min(failures, 6)));
      }
    }
  }

  /** Connects the bot unless what is stored for its token says it is connected already (getMe,
   * its command list, the webhook), one bot at a time per turn of the gate; then works off its
   * jobs, and in long polling polls. A getMe naming another bot than the token's number stops the
   * bot here: no polling, webhook or jobs (bot_status says why); a new token starts a new runner. */
  async function begin(): Promise<void> {
    let startRecorded = !init.stateRecorded;
    const progress: ConnectProgress = {};
    for (let attempt = 0; !me && !stopped; attempt++) {
      try {
        const outcome = await init.gate.run(async () => {
          if (stopped) return 'stopped';
          if (!startRecorded) await services.settings.recordStarting(botId, init.sealed);
          startRecorded = true;
          const { deps, bot } = materialize();
          return connect(deps, bot, config, signal, progress);
        });
        if (outcome === 'wrong bot') live = null;
        if (outcome !== 'running') return;
        me = live!.bot.botInfo;
        log.info({ botId, username: me.username, mode: config.telegramMode }, 'bot running');
      } catch (err) {
        if (stopped) return;
        log.warn({ botId, error: classify(err).error }, 'bot could not start; retrying');
        await sleep(Math.min(60_000, 1000 * 2 ** Math.min(attempt, 6)));
      }
    }
    if (stopped) return;
    lastActive = Date.now();
    drain();
    if (config.telegramMode === 'polling') await pollLoop(materialize().bot);
  }

  const started = begin().catch((err: unknown) => log.error({ botId, error: classify(err).error }, 'bot runner stopped on an error'));

  return {
    wake(due) {
      const updates = due.update > queued.length + updatesInFlight;
      if (!updates && due.effect <= effectsInFlight) return;
      if (updates) readUpdates = true;
      drain();
    },
    take(update) {
      queueUpdate(handedOver(botId, update), update);
      drain();
    },
    activeAt: () => (live ? lastActive : null),
    sweep(idleSince) {
      if (!live) return true;
      const idle = me !== null && config.telegramMode !== 'polling' && !draining && running.size === parked && queued.length === 0 && lastActive < idleSince;
      if (!idle) return false;
      live = null;
      finishedAt.clear();
      return true;
    },
    async stop() {
      stopped = true;
      abort.abort();
      await started;
      await draining;
      await Promise.allSettled([...running]);
      log.info({ botId }, 'bot stopped');
    },
  };
}
