// Frozen in time: never import application code here.
// Flood control (SPEC §16): one row per bot that has it on; no row is off (the default), so
// turning it off is a delete and every bot starts without it.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('flood_settings')
    .addColumn('bot_id', 'bigint', (c) => c.primaryKey().references('bots.bot_id').onDelete('cascade'))
    .addColumn('messages', 'integer', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('mute_seconds', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('flood_settings').execute();
}
