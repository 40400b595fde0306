// Per-bot id sequences: plan 1, 2, 3… for each bot, allocated atomically inside the caller's transaction.
import { prepared } from '../../db/prepared.js';
import type { Db } from '../../db/schema.js';

export type IdKind = 'plan' | 'project' | 'order' | 'key' | 'subscription' | 'event' | 'webhook';

const reserve = prepared((db: Db, botId: number, kind: string, count: number) =>
  db
    .insertInto('id_counters')
    .values({ bot_id: botId, kind, last_id: count })
    .onConflict((oc) => oc.columns(['bot_id', 'kind']).doUpdateSet((eb) => ({ last_id: eb('id_counters.last_id', '+', count) })))
    .returning('last_id'),
);

/** Reserves `count` consecutive ids and returns the first. Race-safe: the upsert takes the row lock. */
export async function allocateIds(db: Db, botId: number, kind: IdKind, count = 1): Promise<number> {
  const [row] = await reserve(db, botId, kind, count);
  return Number(row!.last_id) - count + 1;
}
