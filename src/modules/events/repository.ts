// SQL for the event log.
import type { EventRow } from '../../db/schema.js';
import type { Db } from '../common/deps.js';

export function insertEvent(db: Db, event: EventRow) {
  return db.insertInto('events').values(event).execute();
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
