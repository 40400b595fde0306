// Durable jobs: every update the platform sends and every side effect on it (an invite link, a
// removal, a message, a broadcast) is a row written before it is attempted — side effects in the
// transaction of the change that needs them. One job per need (its key); retried with backoff;
// done once the platform has answered. Only the instance holding a bot's lease runs its jobs, so
// a bot's calls stay within the platform's limits and no job runs on two instances at once.
import type { BotJobRow, Db, JobState } from '../../db/schema.js';
import { FINISHED_KEPT_MS, MAX_JOB_ATTEMPTS } from '../../limits.js';
import type { ServiceDeps } from '../common/deps.js';
import { entryOf } from '../common/maps.js';
import type { SettingsService } from '../bots/settings.js';
import type { Reactor } from '../events/service.js';
import { jobsForEvents } from './reactions.js';
import * as repo from './repository.js';

export type { NewJob } from './repository.js';

/** Job kinds; the bot runtime executes each. */
export const JOB = {
  /** An update from the platform, kept until processed. */
  update: 'update',
  /** Send the member the invite links of the chats their subscription opens. */
  deliver: 'access.deliver',
  /** Remove the member from the chats their ended subscription opened (unless still entitled). */
  remove: 'access.remove',
  /** Ban a banned member in every chat of the bot, not lifted (SPEC §16). */
  ban: 'member.ban',
  /** Lift an unbanned member's ban in every chat of the bot. */
  unban: 'member.unban',
  /** A message to a member (reminders). */
  notify: 'member.notify',
  /** A broadcast: fans out one `broadcast.send` per member with access. */
  broadcast: 'broadcast',
  broadcastSend: 'broadcast.send',
  /** A message to an admin about something the bot cannot do (one per cause, chat and day). */
  alert: 'admin.alert',
  /** Set an admin's command menu to what their level allows when the job runs (members' menu once
   * they are no admin). */
  menu: 'admin.menu',
  /** Set the members' command menu (built-in and visible custom commands), then each admin's. */
  membersMenu: 'members.menu',
  /** Mute a member who flooded a chat (restrictChatMember) and tell the chat once (SPEC §16). */
  mute: 'member.mute',
  /** Send an admin a file in private as a document: the members export (/export) or the backup (/backup). */
  file: 'admin.file',
} as const;

/** The job that sets `adminId`'s command menu; `need` names why (an event, a version). */
export const menuJob = (adminId: string, need: string, at: number): repo.NewJob => ({
  key: `menu:${adminId}:${need}`,
  kind: JOB.menu,
  payload: { admin_id: adminId },
  runAt: at,
});

/** The job that sets the members' menu and then each admin's, after a change of the custom
 * commands; `need` names the change. */
export const membersMenuJob = (need: string, at: number): repo.NewJob => ({
  key: `menu:members:${need}`,
  kind: JOB.membersMenu,
  payload: { need },
  runAt: at,
});

const BASE_DELAY_MS = 1000;
/** An instance not seen for this long is forgotten (it counts no more once its lease ran out). */
const INSTANCE_FORGOTTEN_MS = 3_600_000;
const MAX_DELAY_MS = 15 * 60_000;

/** The delay before attempt `attempts + 1`: doubling from 1 s to 15 min, with ±20% jitter. */
export function backoffMs(attempts: number): number {
  const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.min(attempts, 20));
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}

/** The key of an update: zero-padded so keys sort in update order. */
export const updateKey = (updateId: number) => `update:${String(updateId).padStart(12, '0')}`;

interface Finish {
  botId: number;
  key: string;
  state: JobState;
  error: string | null;
}

export function createJobService({ db, now, batching }: ServiceDeps, settings: Pick<SettingsService, 'tokenIsSet'>) {
  // Webhook deliveries and finished jobs come in floods of one-row writes: each is committed with
  // the others of its turn of the event loop (batching.groupCommit), and acknowledged after that.
  const accept = batching.groupCommit(async (trx, updates: { botId: number; update: { update_id: number } }[]) => {
    const at = now();
    const fresh = new Set<string>();
    for (const botId of new Set(updates.map((u) => u.botId))) {
      const jobs = updates
        .filter((u) => u.botId === botId)
        .map(({ update }) => ({ key: updateKey(update.update_id), kind: JOB.update, payload: update, runAt: at }));
      for (const key of await repo.insertJobs(trx, botId, jobs, at)) fresh.add(`${botId}/${key}`);
    }
    // A delivery repeated within one batch is new only once.
    return updates.map(({ botId, update }) => fresh.delete(`${botId}/${updateKey(update.update_id)}`));
  });
  const finish = batching.groupCommit(async (trx, finished: Finish[]) => {
    const at = now();
    // Those finished alike (the same bot, state and error: most are a bot's jobs done) in one statement.
    const alike = new Map<string, Finish[]>();
    for (const f of finished) entryOf(alike, JSON.stringify([f.botId, f.state, f.error]), () => []).push(f);
    for (const group of alike.values()) {
      const { botId, state, error } = group[0]!;
      await repo.finishJobs(
        trx,
        botId,
        group.map((f) => f.key),
        state,
        error,
        at,
      );
    }
    return finished.map(() => undefined);
  });

  return {
    /** The bot's work on the platform that recorded events set off (access that starts, returns
     * or ends, an admin's menu), enqueued in their transaction; only for bots that have a token (without one there
     * is no bot to act). */
    reactTo: (async (trx, botId, at, recorded) => {
      const needed = jobsForEvents(at, recorded);
      if (needed.length && (await settings.tokenIsSet(botId, trx))) await repo.insertJobs(trx, botId, needed, now());
    }) satisfies Reactor,

    /** Enqueues jobs in the caller's transaction; a key already enqueued is skipped. */
    async enqueue(trx: Db, botId: number, jobs: repo.NewJob[]): Promise<number> {
      return (await repo.insertJobs(trx, botId, jobs, now())).length;
    },

    /** Enqueues jobs on their own (work an update asked for: a broadcast, links again). */
    async enqueueNow(botId: number, jobs: repo.NewJob[]): Promise<number> {
      return (await repo.insertJobs(db, botId, jobs, now())).length;
    },

    /** A fan-out step: enqueues `jobs` and stores the fanning job's progress, in one transaction. */
    fanOut(botId: number, key: string, jobs: repo.NewJob[], progress: unknown): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await repo.insertJobs(trx, botId, jobs, now());
        await repo.replacePayload(trx, botId, key, progress);
      });
    },

    /** Long polling: stores a batch of updates and the offset that confirms them, in one
     * transaction; false (nothing stored) when this holder no longer runs the bot. */
    async acceptPolled(botId: number, holder: string, updates: { update_id: number }[], nextOffset: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await repo.updateOffset(trx, botId, holder, nextOffset))) return false;
        const at = now();
        await repo.insertJobs(
          trx,
          botId,
          updates.map((u) => ({ key: updateKey(u.update_id), kind: JOB.update, payload: u, runAt: at })),
          at,
        );
        return true;
      });
    },

    /** A webhook delivery: stored once, whatever the platform redelivers; true when new. */
    acceptUpdate: (botId: number, update: { update_id: number }): Promise<boolean> => accept(botId, { botId, update }),

    offsetOf: (botId: number) => repo.offsetOf(db, botId),

    /** Due jobs of one lane: the platform's updates, or side effects. */
    due(botId: number, limit: number, lane: 'update' | 'effect'): Promise<BotJobRow[]> {
      return repo.dueJobs(db, botId, now(), limit, lane);
    },

    done: (botId: number, key: string) => finish(botId, { botId, key, state: 'done', error: null }),
    /** Never to succeed: recorded with the platform's answer, not retried. */
    failed: (botId: number, key: string, error: string) => finish(botId, { botId, key, state: 'failed', error }),
    /** Retries after `delayMs` (the platform's retry_after) or the backoff; gives up after MAX_JOB_ATTEMPTS. */
    async retry(job: BotJobRow, error: string, delayMs?: number): Promise<void> {
      const botId = Number(job.bot_id);
      if (job.attempts + 1 >= MAX_JOB_ATTEMPTS)
        return repo.finishJob(db, botId, job.job_key, 'failed', `gave up after ${MAX_JOB_ATTEMPTS} attempts: ${error}`, now());
      return repo.retryJob(db, botId, job.job_key, now() + (delayMs ?? backoffMs(job.attempts)), error);
    },
    markAttempted: (botId: number, key: string) => repo.markAttempted(db, botId, key),
    saveProgress: (botId: number, key: string, payload: unknown) => repo.replacePayload(db, botId, key, payload),

    /** This instance is alive and keeps every lease it holds for `ms` more: the bots it holds,
     * and how many instances run bots now (this one included). */
    async renewLeases(holder: string, ms: number): Promise<{ held: number[]; instances: number }> {
      const at = now();
      const instances = await repo.heartbeat(db, holder, at, at + ms, INSTANCE_FORGOTTEN_MS);
      return { held: await repo.renewLeases(db, holder, at + ms), instances };
    },
    /** Takes, for `ms`, up to `count` of `wanted`'s leases that no instance holds; the bots taken. */
    async takeLeases(holder: string, wanted: number[], count: number, ms: number): Promise<number[]> {
      if (count <= 0 || !wanted.length) return [];
      const at = now();
      const live = new Set(await repo.liveLeases(db, at));
      const free = wanted.filter((id) => !live.has(id));
      // From a random place: instances starting together do not all ask for the same bots.
      const start = Math.floor(Math.random() * free.length);
      const asked = [...free.slice(start), ...free.slice(0, start)].slice(0, count);
      return repo.takeLeases(db, asked, holder, at, at + ms);
    },
    /** Gives up `holder`'s leases of `botIds` (all when omitted). */
    releaseLeases: (holder: string, botIds?: number[]) => repo.releaseLeases(db, holder, botIds),
    /** This instance stops running bots: its leases and its place among the instances. */
    async leave(holder: string): Promise<void> {
      await repo.releaseLeases(db, holder);
      await repo.forgetInstance(db, holder);
    },
    /** How many jobs of each bot are due now, by lane (any instance's bots: the caller keeps
     * those it runs). */
    async dueWork(): Promise<Map<number, { update: number; effect: number }>> {
      const work = new Map<number, { update: number; effect: number }>();
      for (const { botId, lane, due } of await repo.dueCounts(db, now())) {
        const bot = work.get(botId) ?? { update: 0, effect: 0 };
        if (lane === 'update') bot.update += due;
        else bot.effect += due;
        work.set(botId, bot);
      }
      return work;
    },

    /** Deletes jobs finished more than FINISHED_KEPT_MS ago. */
    cleanup: () => repo.deleteFinishedBefore(db, now() - FINISHED_KEPT_MS),
  };
}

export type JobService = ReturnType<typeof createJobService>;
