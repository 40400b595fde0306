// Frozen in time: never import application code here.
// Access codes (SPEC §9): one row per code, keyed by (bot_id, code) so a redemption finds and
// consumes it with one conditional update of one row.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('codes')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'bigint', (c) => c.notNull())
    .addColumn('uses', 'integer', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('codes_pk', ['bot_id', 'code'])
    .execute();
  // Lists: newest first, keyed by (created_at, code), all of the bot's or one plan's.
  await db.schema.createIndex('codes_created').on('codes').columns(['bot_id', 'created_at', 'code']).execute();
  await db.schema.createIndex('codes_plan').on('codes').columns(['bot_id', 'plan_id', 'created_at', 'code']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('codes').execute();
}
