// Frozen in time: never import application code here.
// Card payments through Stripe: each bot's Stripe keys (sealed like the bot token); the Stripe
// price of each recurring plan at its current price; which Stripe subscription renews which of
// ours; Stripe events already handled.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bots').addColumn('stripe_secret_key_enc', 'text').execute();
  await db.schema.alterTable('bots').addColumn('stripe_webhook_secret_enc', 'text').execute();

  await db.schema
    .createTable('stripe_prices')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('plan_id', 'bigint', (c) => c.notNull())
    /** What the price was made for: a plan's price, currency and period at that time. */
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('stripe_price_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('stripe_prices_pk', ['bot_id', 'plan_id'])
    .execute();

  await db.schema
    .createTable('stripe_subscriptions')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('stripe_subscription_id', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('stripe_subscriptions_pk', ['bot_id', 'stripe_subscription_id'])
    .execute();
  await db.schema.createIndex('stripe_subscriptions_ours').on('stripe_subscriptions').columns(['bot_id', 'subscription_id']).execute();

  await db.schema
    .createTable('stripe_events')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('handled_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('stripe_events_pk', ['bot_id', 'event_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stripe_events').execute();
  await db.schema.dropTable('stripe_subscriptions').execute();
  await db.schema.dropTable('stripe_prices').execute();
  await db.schema.alterTable('bots').dropColumn('stripe_webhook_secret_enc').execute();
  await db.schema.alterTable('bots').dropColumn('stripe_secret_key_enc').execute();
}
