// Frozen in time: never import application code here.
// Renewal reminders: each bot's reminder_days (JSON array of whole days, default [3, 1]) and, per
// subscription, the smallest number of days before its end already reminded for its current end.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bots')
    .addColumn('reminder_days', 'text', (c) => c.notNull().defaultTo('[3,1]'))
    .execute();
  await db.schema.alterTable('subscriptions').addColumn('reminded_days', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('reminded_days').execute();
  await db.schema.alterTable('bots').dropColumn('reminder_days').execute();
}
