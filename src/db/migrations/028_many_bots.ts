// Frozen in time: never import application code here.
// Many bots per instance (SPEC §19): the instances running bots, each seen within its lease (so
// each knows its fair share of the bots); what a bot's runner last registered with the platform
// (a digest of the webhook and menu it set, and getMe's answer), so a restart skips bots already
// set; and the pending jobs by when they are due, for one read of every bot's due work.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bot_instances')
    .addColumn('holder', 'text', (c) => c.primaryKey())
    .addColumn('seen_until', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('bots').addColumn('bot_connected', 'text').execute();
  await db.schema.createIndex('bot_jobs_pending').on('bot_jobs').columns(['run_at', 'bot_id']).where(sql.ref('state'), '=', sql`'pending'`).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bot_jobs_pending').execute();
  await db.schema.alterTable('bots').dropColumn('bot_connected').execute();
  await db.schema.dropTable('bot_instances').execute();
}
