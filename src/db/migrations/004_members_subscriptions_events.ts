// Frozen in time: never import application code here.
// Members, their subscriptions (one member's access through one plan), the per-bot event log,
// and the link from an order to the subscription it started or extended.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('username', 'text')
    .addColumn('first_name', 'text')
    .addColumn('language_code', 'text')
    .addColumn('referred_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('members_pk', ['bot_id', 'member_id'])
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('subscription_id', 'bigint', (c) => c.notNull())
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('trial', 'integer', (c) => c.notNull()) // 0/1: one representation on both backends
    .addColumn('recurring', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('canceled_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .addColumn('last_order_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscriptions_pk', ['bot_id', 'subscription_id'])
    .execute();
  // A member's subscriptions of a plan, newest first (the one a payment extends).
  await db.schema.createIndex('subscriptions_member_plan').on('subscriptions').columns(['bot_id', 'member_id', 'plan_id', 'subscription_id']).execute();
  // The expiry clock reads due subscriptions in order of their end.
  await db.schema.createIndex('subscriptions_due').on('subscriptions').columns(['state', 'expires_at']).execute();

  await db.schema
    .createTable('events')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('event_id', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('events_pk', ['bot_id', 'event_id'])
    .execute();
  await db.schema.createIndex('events_type').on('events').columns(['bot_id', 'type', 'event_id']).execute();

  await db.schema.alterTable('orders').addColumn('subscription_id', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('subscription_id').execute();
  await db.schema.dropTable('events').execute();
  await db.schema.dropTable('subscriptions').execute();
  await db.schema.dropTable('members').execute();
}
