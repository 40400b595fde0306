// Frozen in time: never import application code here.
// Who did it (SPEC §14): every event records its actor as two columns, its kind (`key`, `admin`,
// `member`, `system`) and that kind's id (the key_id, admin_id or member_id; null for the system).
// Events recorded before this are the system's. The index serves GET /events?actor_type= as
// events_type serves ?type=: a rare kind (an admin's changes among a million payments) is read
// without walking the bot's whole log.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('actor_type', 'text', (c) => c.notNull().defaultTo('system'))
    .execute();
  await db.schema.alterTable('events').addColumn('actor_id', 'text').execute();
  await db.schema.createIndex('events_actor').on('events').columns(['bot_id', 'actor_type', 'event_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('events_actor').execute();
  await db.schema.alterTable('events').dropColumn('actor_id').execute();
  await db.schema.alterTable('events').dropColumn('actor_type').execute();
}
