// SQL for the event log.
import type { EventRow } from '../../db/schema.js';
import { EVENTS_PER_INSERT } from '../../db/batches.js';
import type { Db } from '../common/deps.js';

export async function insertEvents(db: Db, events: EventRow[]): Promise<void> {
  for (let i = 0; i < events.length; i += EVENTS_PER_INSERT)
    await db
      .insertInto('events')
      .values(events.slice(i, i + EVENTS_PER_INSERT))
      .execute();
}

/** Oldest first after `after`; reads limit+1 rows. */
export function listEvents(db: Db, botId: number, limit: number, after: number, type?: string): Promise<EventRow[]> {
  let query = db.selectFrom('events').selectAll().where('bot_id', '=', botId).where('event_id', '>', after);
  if (type !== undefined) query = query.where('type', '=', type);
  return query
    .orderBy('event_id', 'asc')
    .limit(limit + 1)
    .execute();
}
