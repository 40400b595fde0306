// Frozen in time: never import application code here.
// Webhook endpoints (an owner's URL, the event types it wants, its signing secrets sealed like
// the bot token) and every delivery attempt to them: a pending attempt is the durable job, made
// by whichever instance claims it first.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('webhook_id', 'bigint', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    /** JSON array of event types, or ["*"]. */
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('secret_enc', 'text', (c) => c.notNull())
    /** The secret a rotation replaced, still signed with until previous_secret_until. */
    .addColumn('previous_secret_enc', 'text')
    .addColumn('previous_secret_until', 'bigint')
    /** The first failed attempt since the last delivered one. */
    .addColumn('failing_since', 'bigint')
    .addColumn('disabled_at', 'bigint')
    .addColumn('disabled_reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('webhook_endpoints_pk', ['bot_id', 'webhook_id'])
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('bot_id', 'bigint', (c) => c.notNull())
    .addColumn('webhook_id', 'bigint', (c) => c.notNull())
    .addColumn('event_id', 'bigint', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    /** pending (to be made at next_attempt_at), sending (claimed until claimed_until), delivered or failed. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('response_code', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('error', 'text')
    .addColumn('next_attempt_at', 'bigint')
    /** An instance making the attempt holds it until then; after that another may take it. */
    .addColumn('claimed_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('webhook_deliveries_pk', ['bot_id', 'webhook_id', 'event_id', 'attempt'])
    .addForeignKeyConstraint('webhook_deliveries_endpoint', ['bot_id', 'webhook_id'], 'webhook_endpoints', ['bot_id', 'webhook_id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  // Attempts due, across every bot, in the order they are claimed. (Not a partial index: SQLite
  // uses one only when the query repeats its WHERE literally, not with a bound 'pending'.)
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at', 'bot_id', 'webhook_id', 'event_id', 'attempt'])
    .execute();
  // An endpoint's log, newest first.
  await db.schema.createIndex('webhook_deliveries_log').on('webhook_deliveries').columns(['bot_id', 'webhook_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
