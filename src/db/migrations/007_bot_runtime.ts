// Frozen in time: never import application code here.
// The bot runtime: who runs each bot (a lease) and where its long polling stands; durable jobs
// (incoming updates and every side effect on the platform); which sold chats each member is in;
// what the platform answered when it could never do what was asked; the payment provider of an order.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bots').addColumn('bot_username', 'text').execute();

  await db.schema
    .createTable('bot_runners')
    .addColumn('bot_id', 'bigint', (c) => c.primaryKey().references('bots.bot_id').onDelete('cascade'))
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'bigint', (c) => c.notNull())
    .addColumn('update_offset', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('bot_jobs')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('job_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addPrimaryKeyConstraint('bot_jobs_pk', ['bot_id', 'job_key'])
    .execute();
  // The due jobs of a bot, soonest first.
  await db.schema.createIndex('bot_jobs_due').on('bot_jobs').columns(['bot_id', 'state', 'run_at']).execute();

  await db.schema
    .createTable('member_chats')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('chat_id', 'bigint', (c) => c.notNull())
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_chats_pk', ['bot_id', 'member_id', 'chat_id'])
    .execute();

  await db.schema.alterTable('members').addColumn('delivery_error', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('access_error', 'text').execute();
  await db.schema.alterTable('orders').addColumn('provider', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('provider').execute();
  await db.schema.alterTable('subscriptions').dropColumn('access_error').execute();
  await db.schema.alterTable('members').dropColumn('delivery_error').execute();
  await db.schema.dropTable('member_chats').execute();
  await db.schema.dropTable('bot_jobs').execute();
  await db.schema.dropTable('bot_runners').execute();
  await db.schema.alterTable('bots').dropColumn('bot_username').execute();
}
