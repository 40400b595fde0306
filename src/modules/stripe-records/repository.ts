// SQL for card payments: the Stripe price of each recurring plan, which Stripe subscription renews
// which of ours, and the Stripe events already handled.
import type { Db } from '../../db/schema.js';

export function findPrice(db: Db, botId: number, planId: number) {
  return db.selectFrom('stripe_prices').selectAll().where('bot_id', '=', botId).where('plan_id', '=', planId).executeTakeFirst();
}

export async function savePrice(db: Db, botId: number, planId: number, terms: string, stripePriceId: string, at: number): Promise<void> {
  await db
    .insertInto('stripe_prices')
    .values({ bot_id: botId, plan_id: planId, terms, stripe_price_id: stripePriceId, created_at: at })
    .onConflict((oc) => oc.columns(['bot_id', 'plan_id']).doUpdateSet({ terms, stripe_price_id: stripePriceId, created_at: at }))
    .execute();
}

export async function linkSubscription(db: Db, botId: number, stripeSubscriptionId: string, subscriptionId: number): Promise<void> {
  await db
    .insertInto('stripe_subscriptions')
    .values({ bot_id: botId, stripe_subscription_id: stripeSubscriptionId, subscription_id: subscriptionId })
    .onConflict((oc) => oc.columns(['bot_id', 'stripe_subscription_id']).doNothing())
    .execute();
}

export async function ourSubscription(db: Db, botId: number, stripeSubscriptionId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('stripe_subscriptions')
    .select('subscription_id')
    .where('bot_id', '=', botId)
    .where('stripe_subscription_id', '=', stripeSubscriptionId)
    .executeTakeFirst();
  return row ? Number(row.subscription_id) : undefined;
}

export async function stripeSubscriptionOf(db: Db, botId: number, subscriptionId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('stripe_subscriptions')
    .select('stripe_subscription_id')
    .where('bot_id', '=', botId)
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
  return row?.stripe_subscription_id;
}

export async function wasHandled(db: Db, botId: number, eventId: string): Promise<boolean> {
  return (await db.selectFrom('stripe_events').select('event_id').where('bot_id', '=', botId).where('event_id', '=', eventId).executeTakeFirst()) !== undefined;
}

export async function markHandled(db: Db, botId: number, eventId: string, type: string, at: number): Promise<void> {
  await db
    .insertInto('stripe_events')
    .values({ bot_id: botId, event_id: eventId, type, handled_at: at })
    .onConflict((oc) => oc.columns(['bot_id', 'event_id']).doNothing())
    .execute();
}
