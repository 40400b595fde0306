// Frozen in time: never import application code here.
// Languages (SPEC §18): a member's /language choice (null: none made, their app's language
// decides), and the bot's default_language for members whose language the bot does not speak.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').addColumn('language', 'text').execute();
  await db.schema
    .alterTable('bots')
    .addColumn('default_language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bots').dropColumn('default_language').execute();
  await db.schema.alterTable('members').dropColumn('language').execute();
}
