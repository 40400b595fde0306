// The event log: written in the transaction of the change it describes (so none is lost and
// none describes a rolled-back change), read by owners and, later, by webhooks and the bot.
// Ids come from the bot's id counter, whose row stays locked until the writer commits: per bot,
// events commit in id order, so a reader after a cursor never skips one still in flight.
import type { Actor, BotContext } from '../../bot-context.js';
import { isoFromMs } from '../../time/iso.js';
import type { Db } from '../../db/schema.js';
import type { ServiceDeps } from '../common/deps.js';
import { allocateIds } from '../bots/repository.js';
import { pageLimit } from '../common/pagination.js';
import { actorColumns, actorOf } from './actors.js';
import * as repo from './repository.js';
import type { EventListInput, EventRecord } from './schemas.js';
import type { RecordedType } from './types.js';

export interface NewEvent {
  type: RecordedType;
  data: object;
  /** Who did it (SPEC §14). Each event names its own: a batch of orders may hold several callers'. */
  actor: Actor;
}

export interface RecordedEvent extends NewEvent {
  event_id: number;
}

/** Work that must happen because of events, written in their transaction (the bot's jobs,
 * webhook deliveries). */
export type Reactor = (trx: Db, botId: number, at: number, events: RecordedEvent[]) => Promise<void>;

export function createEventService({ db }: ServiceDeps) {
  const reactors: Reactor[] = [];
  return {
    /** Appends events in the caller's transaction, in the order given, with what they set off;
     * answers them with their ids. */
    async record(trx: Db, botId: number, at: number, events: NewEvent[]): Promise<RecordedEvent[]> {
      if (!events.length) return [];
      const first = await allocateIds(trx, botId, 'event', events.length);
      const recorded = events.map((e, i) => ({ ...e, event_id: first + i }));
      await repo.insertEvents(
        trx,
        recorded.map((e) => ({
          bot_id: botId,
          event_id: e.event_id,
          type: e.type,
          data: JSON.stringify(e.data),
          created_at: at,
          ...actorColumns(e.actor),
        })),
      );
      for (const react of reactors) await react(trx, botId, at, recorded);
      return recorded;
    },

    /** Adds work to do in the transaction of every recorded batch of events. */
    react(reactor: Reactor): void {
      reactors.push(reactor);
    },

    /** Oldest (or newest) first after the cursor; `next_cursor` is the last event_id shown when more remain. */
    async listEvents(bot: BotContext, query: EventListInput): Promise<{ items: EventRecord[]; next_cursor?: string }> {
      const limit = pageLimit(query);
      const rows = await repo.listEvents(db, bot.botId, limit, {
        after: query.after === undefined ? undefined : Number(query.after),
        newestFirst: query.order === 'newest',
        type: query.type,
        actorType: query.actor_type,
      });
      const shown = rows.slice(0, limit);
      const items = shown.map((r) => ({
        event_id: Number(r.event_id),
        type: r.type,
        created_at: isoFromMs(Number(r.created_at)),
        actor: actorOf(r),
        data: JSON.parse(r.data) as Record<string, unknown>,
      }));
      return rows.length > limit ? { items, next_cursor: String(items[items.length - 1]!.event_id) } : { items };
    },
  };
}

export type EventService = ReturnType<typeof createEventService>;
