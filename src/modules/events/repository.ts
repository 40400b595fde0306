// SQL for the event log.
import type { Db, EventRow } from '../../db/schema.js';
import { keysetAfter } from '../../db/keyset.js';
import { EVENTS_PER_INSERT } from '../../db/batches.js';
import { preparedRows } from '../../db/prepared.js';
import { TEST_EVENT } from './types.js';

const insertRows = preparedRows(['bot_id', 'event_id', 'type', 'data', 'created_at'] as const, (db, rows: EventRow[]) => db.insertInto('events').values(rows));

export async function insertEvents(db: Db, events: EventRow[]): Promise<void> {
  for (let i = 0; i < events.length; i += EVENTS_PER_INSERT) await insertRows(db, events.slice(i, i + EVENTS_PER_INSERT));
}

/** Events' bodies and times by (bot_id, event_id): a derived table for another module's query to
 * join (a webhook attempt carries its event's data). */
export function eventBodies(db: Db) {
  return db.selectFrom('events').select(['bot_id', 'event_id', 'data', 'created_at']);
}

/** Oldest first after `after`, test deliveries' events left out; reads limit+1 rows. */
export function listEvents(db: Db, botId: number, limit: number, after: number, type?: string): Promise<EventRow[]> {
  let query = db
    .selectFrom('events')
    .selectAll()
    .where('bot_id', '=', botId)
    .where((eb) => keysetAfter(eb, ['event_id'], 'asc', [after]));
  query = type === undefined ? query.where('type', '<>', TEST_EVENT) : query.where('type', '=', type);
  return query
    .orderBy('event_id', 'asc')
    .limit(limit + 1)
    .execute();
}
