// Frozen in time: never import application code here.
// Analytics kept with fewer, time-ordered rows (issue 34: an import of 1M orders with analytics
// kept). A rebuild wrote a row per MRR step (1.6M at 1M orders, taken by a (bot, at) index in
// random order) and per closed paying run (two time indexes); SQLite spent most of the import on
// them (bench/results/2026-11-27-analytics.md). Instead:
// - each member's steps are one packed value on analytics_members (the keeper reads them by key;
//   closed runs follow from the steps), so mrr_steps and mrr_runs go;
// - what the reads need below a quarter hour (the exact instants of the changes in the quarter
//   hour of an instant off the grid) is one row per quarter hour, keyed by time: a rebuild writes
//   them in key order.
// Kept analytics of the old shape are forgotten (the next analytics read builds them again).
import type { Kysely } from 'kysely';

const KEPT = ['analytics_members', 'analytics_trials', 'mrr_rollups', 'mrr_movements', 'cohort_cells'];

async function forget(db: Kysely<any>): Promise<void> {
  await db.updateTable('analytics_state').set({ timezone: null }).execute();
  for (const table of KEPT) await db.deleteFrom(table).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await forget(db);
  await db.schema.dropTable('mrr_steps').execute();
  await db.schema.dropTable('mrr_runs').execute();
  await db.schema
    .alterTable('analytics_members')
    .addColumn('steps', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('mrr_instants')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('quarter', 'bigint', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mrr_instants_pk', ['bot_id', 'quarter'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await forget(db);
  await db.schema.dropTable('mrr_instants').execute();
  await db.schema.alterTable('analytics_members').dropColumn('steps').execute();
  const bot = (c: any) => c.notNull().references('bots.bot_id').onDelete('cascade');
  await db.schema
    .createTable('mrr_steps')
    .addColumn('bot_id', 'bigint', bot)
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('mrr', 'bigint', (c) => c.notNull())
    .addColumn('delta', 'bigint', (c) => c.notNull())
    .addColumn('member_delta', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('mrr_steps_pk', ['bot_id', 'member_id', 'currency', 'at'])
    .execute();
  await db.schema.createIndex('mrr_steps_time').on('mrr_steps').columns(['bot_id', 'at']).execute();
  await db.schema
    .createTable('mrr_runs')
    .addColumn('bot_id', 'bigint', bot)
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('mrr_runs_pk', ['bot_id', 'member_id', 'currency', 'started_at'])
    .execute();
  await db.schema.createIndex('mrr_runs_started_time').on('mrr_runs').columns(['bot_id', 'started_at']).execute();
  await db.schema.createIndex('mrr_runs_ended_time').on('mrr_runs').columns(['bot_id', 'ended_at']).execute();
}
