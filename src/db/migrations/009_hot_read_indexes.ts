// Frozen in time: never import application code here.
// Two indexes for the bot's hot reads. Due jobs are read per lane (updates; side effects), soonest
// first and, among jobs due at the same moment (a batch of removals written in one transaction), by
// key: with lane and key in the index the read stops after the rows it returns instead of walking
// every pending job of the other lane and sorting every job due then. A member's
// subscriptions are read newest first: without (bot, member, subscription) SQLite walked the
// primary key (bot, subscription) through every subscription of the bot to skip the sort.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bot_jobs')
    .addColumn('lane', 'text', (c) => c.notNull().defaultTo('effect'))
    .execute();
  await db.updateTable('bot_jobs').set({ lane: 'update' }).where('kind', '=', 'update').execute();
  await db.schema.dropIndex('bot_jobs_due').execute();
  await db.schema.createIndex('bot_jobs_due').on('bot_jobs').columns(['bot_id', 'state', 'lane', 'run_at', 'job_key']).execute();
  await db.schema.createIndex('subscriptions_member').on('subscriptions').columns(['bot_id', 'member_id', 'subscription_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('subscriptions_member').execute();
  await db.schema.dropIndex('bot_jobs_due').execute();
  await db.schema.alterTable('bot_jobs').dropColumn('lane').execute();
  await db.schema.createIndex('bot_jobs_due').on('bot_jobs').columns(['bot_id', 'state', 'run_at']).execute();
}
