// Frozen in time: never import application code here.
// Bans (SPEC §16): a banned member has banned_at set (epoch ms) and, when given, the owner's reason;
// null when not banned. /members @username looks members up by name, case-insensitively: an index
// on lower(username) per bot (an expression index on both SQLite and PostgreSQL).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').addColumn('banned_at', 'bigint').execute();
  await db.schema.alterTable('members').addColumn('ban_reason', 'text').execute();
  await db.schema.createIndex('members_username_idx').on('members').columns(['bot_id']).expression(sql`lower(username)`).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('members_username_idx').execute();
  await db.schema.alterTable('members').dropColumn('ban_reason').execute();
  await db.schema.alterTable('members').dropColumn('banned_at').execute();
}
