// Frozen in time: never import application code here.
// Recurring revenue analytics (SPEC §17): what the keeper derives from subscriptions and orders.
// Nothing is backfilled here: a bot's analytics are built on its first analytics read (and again
// after its time zone changes), from its rows as they are then.
import type { Kysely } from 'kysely';

const bot = (c: any) => c.notNull().references('bots.bot_id').onDelete('cascade');

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_state')
    .addColumn('bot_id', 'bigint', (c) => c.primaryKey().references('bots.bot_id').onDelete('cascade'))
    .addColumn('timezone', 'text')
    .execute();
  await db.schema
    .createTable('analytics_members')
    .addColumn('bot_id', 'bigint', bot)
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('first_paid_at', 'bigint')
    .addColumn('first_positive_at', 'bigint')
    .addPrimaryKeyConstraint('analytics_members_pk', ['bot_id', 'member_id'])
    .execute();
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
  await db.schema.createIndex('mrr_steps_at').on('mrr_steps').columns(['bot_id', 'currency', 'at']).execute();
  await db.schema
    .createTable('mrr_runs')
    .addColumn('bot_id', 'bigint', bot)
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('mrr_runs_pk', ['bot_id', 'member_id', 'currency', 'started_at'])
    .execute();
  await db.schema.createIndex('mrr_runs_started').on('mrr_runs').columns(['bot_id', 'currency', 'started_at']).execute();
  await db.schema.createIndex('mrr_runs_ended').on('mrr_runs').columns(['bot_id', 'currency', 'ended_at']).execute();
  await db.schema
    .createTable('mrr_rollups')
    .addColumn('bot_id', 'bigint', bot)
    .addColumn('measure', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('node', 'integer', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('mrr_rollups_pk', ['bot_id', 'measure', 'currency', 'node'])
    .execute();
  await db.schema
    .createTable('mrr_movements')
    .addColumn('bot_id', 'bigint', bot)
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('new', 'bigint', (c) => c.notNull())
    .addColumn('reactivation', 'bigint', (c) => c.notNull())
    .addColumn('expansion', 'bigint', (c) => c.notNull())
    .addColumn('contraction', 'bigint', (c) => c.notNull())
    .addColumn('churned', 'bigint', (c) => c.notNull())
    .addColumn('new_members', 'integer', (c) => c.notNull())
    .addColumn('churned_members', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('mrr_movements_pk', ['bot_id', 'unit', 'period', 'currency'])
    .execute();
  await db.schema
    .createTable('cohort_cells')
    .addColumn('bot_id', 'bigint', bot)
    .addColumn('cohort', 'integer', (c) => c.notNull())
    .addColumn('month', 'integer', (c) => c.notNull())
    .addColumn('members', 'integer', (c) => c.notNull())
    .addColumn('retained', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('cohort_cells_pk', ['bot_id', 'cohort', 'month'])
    .execute();
  await db.schema
    .createTable('analytics_trials')
    .addColumn('bot_id', 'bigint', bot)
    .addColumn('subscription_id', 'bigint', (c) => c.notNull())
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('free_until', 'bigint', (c) => c.notNull())
    .addColumn('converted', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_trials_pk', ['bot_id', 'subscription_id'])
    .execute();
  await db.schema.createIndex('analytics_trials_started').on('analytics_trials').columns(['bot_id', 'started_at']).execute();
  await db.schema.createIndex('analytics_trials_member').on('analytics_trials').columns(['bot_id', 'member_id']).execute();
  await db.schema.createIndex('analytics_trials_free').on('analytics_trials').columns(['bot_id', 'free_until']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['analytics_trials', 'cohort_cells', 'mrr_movements', 'mrr_rollups', 'mrr_runs', 'mrr_steps', 'analytics_members', 'analytics_state']) {
    await db.schema.dropTable(table).execute();
  }
}
