// SQL for plans.
import type { Insertable, Updateable } from 'kysely';
import type { Db, PlanRow, PlansTable } from '../../db/schema.js';
import { keysetAfter } from '../../db/keyset.js';
import { prepared, preparedIn } from '../../db/prepared.js';

export function insertPlan(db: Db, plan: Insertable<PlansTable>) {
  return db.insertInto('plans').values(plan).execute();
}

const byId = prepared((db: Db, botId: number, planId: number) => db.selectFrom('plans').selectAll().where('bot_id', '=', botId).where('plan_id', '=', planId));

export async function findPlan(db: Db, botId: number, planId: number): Promise<PlanRow | undefined> {
  return (await byId(db, botId, planId))[0];
}

/** The bot's plans among these ids (a batch of orders names a few). */
export const findPlans = preparedIn((db: Db, botId: number, planIds: number[]) =>
  db.selectFrom('plans').selectAll().where('bot_id', '=', botId).where('plan_id', 'in', planIds),
);

/** Every plan of the bot, archived ones included. */
export function listAllPlans(db: Db, botId: number): Promise<PlanRow[]> {
  return db.selectFrom('plans').selectAll().where('bot_id', '=', botId).execute();
}

/** Newest first, keyed by plan_id (ids grow with time); reads limit+1 rows. */
export function listPlans(db: Db, botId: number, limit: number, beforeId?: number) {
  let query = db.selectFrom('plans').selectAll().where('bot_id', '=', botId);
  if (beforeId !== undefined) query = query.where((eb) => keysetAfter(eb, ['plan_id'], 'desc', [beforeId]));
  return query
    .orderBy('plan_id', 'desc')
    .limit(limit + 1)
    .execute();
}

export function updatePlan(db: Db, botId: number, planId: number, changes: Updateable<PlansTable>) {
  return db.updateTable('plans').set(changes).where('bot_id', '=', botId).where('plan_id', '=', planId).returningAll().executeTakeFirst();
}
