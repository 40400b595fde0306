// Flood control (SPEC §16): the bot's settings (PUT/GET/DELETE /flood, /flood in the bot), the
// count of each member's messages per chat, and the mute: member.muted with the job that
// restricts the member and tells the chat, in one transaction. Who is exempt (the owner, the
// bot's admins, the chat's administrators) is the bot's to know: bot/flood-handler.ts asks.
import { type BotContext, SYSTEM } from '../../bot-context.js';
import { KEY_CACHE_MS } from '../../limits.js';
import { isoFromMs } from '../../time/iso.js';
import type { ServiceDeps } from '../common/deps.js';
import type { EventService } from '../events/service.js';
import { JOB, type JobService } from '../jobs/service.js';
import { type FloodCounter, memoryFloodCounter } from './counter.js';
import * as repo from './repository.js';
import { DEFAULT_MUTE_SECONDS, type FloodAction, type FloodRecord, type PutFloodInput } from './schemas.js';

/** The settings as the bot applies them (null: off). */
export interface FloodRules {
  messages: number;
  seconds: number;
  action: FloodAction;
  mute_seconds: number;
}

const OFF: FloodRecord = { enabled: false, messages: null, seconds: null, action: null, mute_seconds: null };
const recordOf = (rules: FloodRules | null): FloodRecord => (rules ? { enabled: true, ...rules } : OFF);

/** What a message counted means: within the limit, the first one beyond it (mute now, with
 * "mute"), or another beyond it in the same window (delete only). */
export type FloodVerdict = 'ok' | 'first-over' | 'over';

export interface FloodServiceDeps {
  events: Pick<EventService, 'record'>;
  jobs: Pick<JobService, 'enqueue'>;
  /** Default: counts in this instance's memory. */
  counter?: FloodCounter;
}

export function createFloodService({ db, now }: ServiceDeps, { events, jobs, counter = memoryFloodCounter() }: FloodServiceDeps) {
  /** Each bot's rules as last read: every update of a group reads them, so they are kept like a
   * verified key's context (KEY_CACHE_MS); a change on this instance is seen at once. */
  const recent = new Map<number, { rules: FloodRules | null; until: number }>();

  async function rulesOf(botId: number): Promise<FloodRules | null> {
    const at = now();
    const cached = recent.get(botId);
    if (cached && cached.until > at) return cached.rules;
    const row = await repo.findSettings(db, botId);
    const rules = row
      ? { messages: Number(row.messages), seconds: Number(row.seconds), action: row.action as FloodAction, mute_seconds: Number(row.mute_seconds) }
      : null;
    recent.set(botId, { rules, until: at + KEY_CACHE_MS });
    return rules;
  }

  return {
    rulesOf,

    async getFlood(bot: BotContext): Promise<FloodRecord> {
      return recordOf(await rulesOf(bot.botId));
    },

    /** Turns flood control on with these settings (or replaces them). */
    async putFlood(bot: BotContext, input: PutFloodInput): Promise<FloodRecord> {
      const rules: FloodRules = {
        messages: input.messages,
        seconds: input.seconds,
        action: input.action,
        mute_seconds: input.mute_seconds ?? DEFAULT_MUTE_SECONDS,
      };
      await repo.saveSettings(db, { bot_id: bot.botId, ...rules, updated_at: now() });
      recent.delete(bot.botId);
      return recordOf(rules);
    },

    /** Turns flood control off. */
    async deleteFlood(bot: BotContext): Promise<FloodRecord> {
      await repo.deleteSettings(db, bot.botId);
      recent.delete(bot.botId);
      return OFF;
    },

    /** Counts a member's message in a chat under `rules`. */
    async count(botId: number, chatId: number, memberId: string, rules: FloodRules): Promise<FloodVerdict> {
      const count = await counter.hit(`flood:${botId}:${chatId}:${memberId}`, rules.seconds * 1000);
      if (count <= rules.messages) return 'ok';
      return count === rules.messages + 1 ? 'first-over' : 'over';
    },

    /** Mutes a member who flooded a chat: member.muted and the job that restricts them until
     * `until` and tells the chat once, keyed by the message that went over (a retried update
     * mutes once). */
    async mute(botId: number, mute: { chatId: number; memberId: string; messageId: number; name: string; rules: FloodRules }): Promise<void> {
      const at = now();
      // In whole seconds, as the platform keeps until_date: the event says what the chat shows.
      const until = (Math.floor(at / 1000) + mute.rules.mute_seconds) * 1000;
      const key = `mute:${mute.chatId}:${mute.messageId}`;
      await db.transaction().execute(async (trx) => {
        const queued = await jobs.enqueue(trx, botId, [
          { key, kind: JOB.mute, payload: { chat_id: mute.chatId, member_id: mute.memberId, name: mute.name, until }, runAt: at },
        ]);
        if (!queued) return;
        const data = {
          member_id: mute.memberId,
          chat_id: mute.chatId,
          until: isoFromMs(until),
          messages: mute.rules.messages,
          seconds: mute.rules.seconds,
        };
        await events.record(trx, botId, at, [{ type: 'member.muted', data, actor: SYSTEM }]);
      });
    },
  };
}

export type FloodService = ReturnType<typeof createFloodService>;
