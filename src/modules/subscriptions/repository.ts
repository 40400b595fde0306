// SQL for subscriptions.
import { PostgresAdapter, type Insertable, type Updateable } from 'kysely';
import type { SubscriptionRow, SubscriptionsTable } from '../../db/schema.js';
import type { Db } from '../common/deps.js';

export function insertSubscription(db: Db, row: Insertable<SubscriptionsTable>) {
  return db.insertInto('subscriptions').values(row).execute();
}

export function findSubscription(db: Db, botId: number, subscriptionId: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('bot_id', '=', botId).where('subscription_id', '=', subscriptionId).executeTakeFirst();
}

/** The member's subscription to the plan whose span covers `at` (not revoked), if any: a payment
 * made then extends it, even when recorded after the span has run out (history). */
export function findHolding(db: Db, botId: number, memberId: string, planId: number, at: number): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('bot_id', '=', botId)
    .where('member_id', '=', memberId)
    .where('plan_id', '=', planId)
    .where('state', 'in', ['active', 'canceled', 'expired'])
    .where('started_at', '<=', at)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
    .orderBy('subscription_id', 'desc')
    .executeTakeFirst();
}

export function updateSubscription(db: Db, botId: number, subscriptionId: number, changes: Updateable<SubscriptionsTable>) {
  return db
    .updateTable('subscriptions')
    .set(changes)
    .where('bot_id', '=', botId)
    .where('subscription_id', '=', subscriptionId)
    .returningAll()
    .executeTakeFirst();
}

export interface SubscriptionFilter {
  memberId?: string;
  planId?: number;
  state?: string;
  before?: number;
}

/** Newest first by subscription_id; reads limit+1 rows. */
export function listSubscriptions(db: Db, botId: number, limit: number, filter: SubscriptionFilter): Promise<SubscriptionRow[]> {
  let query = db.selectFrom('subscriptions').selectAll().where('bot_id', '=', botId);
  if (filter.memberId !== undefined) query = query.where('member_id', '=', filter.memberId);
  if (filter.planId !== undefined) query = query.where('plan_id', '=', filter.planId);
  if (filter.state !== undefined) query = query.where('state', '=', filter.state as SubscriptionRow['state']);
  if (filter.before !== undefined) query = query.where('subscription_id', '<', filter.before);
  return query
    .orderBy('subscription_id', 'desc')
    .limit(limit + 1)
    .execute();
}

export function subscriptionsOf(db: Db, botId: number, memberId: string): Promise<SubscriptionRow[]> {
  return db.selectFrom('subscriptions').selectAll().where('bot_id', '=', botId).where('member_id', '=', memberId).orderBy('subscription_id', 'desc').execute();
}

/** Whether the member ever held the plan (any state): a trial is offered only to those who did not. */
export async function everHeld(db: Db, botId: number, memberId: string, planId: number): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('subscription_id')
    .where('bot_id', '=', botId)
    .where('member_id', '=', memberId)
    .where('plan_id', '=', planId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Live subscriptions whose end has passed, soonest first, at most `limit`, for the caller's
 * transaction to expire. On PostgreSQL the rows are locked and rows locked by another instance are
 * skipped (FOR UPDATE SKIP LOCKED), so instances share the work and none expires a row twice;
 * SQLite transactions are exclusive already. Every bot's due rows, via the (state, expires_at) index.
 */
export function claimDue(db: Db, at: number, limit: number): Promise<SubscriptionRow[]> {
  const query = db
    .selectFrom('subscriptions')
    .selectAll()
    .where('state', 'in', ['active', 'canceled'])
    .where('expires_at', '<=', at)
    .orderBy('expires_at')
    .limit(limit);
  return (db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate().skipLocked() : query).execute();
}
