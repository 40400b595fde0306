// SQL for the event log.
import type { Db, EventRow } from '../../db/schema.js';
import { keysetAfter } from '../../db/keyset.js';
import { EVENTS_PER_INSERT } from '../../db/batches.js';
import { preparedRows } from '../../db/prepared.js';
import { TEST_EVENT } from './types.js';

const insertRows = preparedRows(['bot_id', 'event_id', 'type', 'data', 'created_at', 'actor_type', 'actor_id'] as const, (db, rows: EventRow[]) =>
  db.insertInto('events').values(rows),
);

export async function insertEvents(db: Db, events: EventRow[]): Promise<void> {
  for (let i = 0; i < events.length; i += EVENTS_PER_INSERT) await insertRows(db, events.slice(i, i + EVENTS_PER_INSERT));
}

/** Events' bodies, actors and times by (bot_id, event_id): a derived table for another module's
 * query to join (a webhook attempt carries its event's data and actor). */
export function eventBodies(db: Db) {
  return db.selectFrom('events').select(['bot_id', 'event_id', 'data', 'created_at', 'actor_type', 'actor_id']);
}

export interface EventFilter {
  /** Past this event_id in the listing's order (undefined: from the first). */
  after?: number;
  newestFirst: boolean;
  type?: string;
  actorType?: string;
}

/** In event_id order (newest first if asked) past `after`, test deliveries' events left out;
 * reads limit+1 rows. */
export function listEvents(db: Db, botId: number, limit: number, filter: EventFilter): Promise<EventRow[]> {
  const direction = filter.newestFirst ? 'desc' : 'asc';
  let query = db.selectFrom('events').selectAll().where('bot_id', '=', botId);
  if (filter.after !== undefined) query = query.where((eb) => keysetAfter(eb, ['event_id'], direction, [filter.after!]));
  query = filter.type === undefined ? query.where('type', '<>', TEST_EVENT) : query.where('type', '=', filter.type);
  if (filter.actorType !== undefined) query = query.where('actor_type', '=', filter.actorType);
  return query
    .orderBy('event_id', direction)
    .limit(limit + 1)
    .execute();
}
