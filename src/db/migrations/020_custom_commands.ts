// Frozen in time: never import application code here.
// Custom commands (SPEC §15): the owner's own words, one row per command, keyed by (bot_id, name)
// so the bot finds a member's /<name> with one read of one row. translations is a JSON object
// {<language>: text}; visible is an integer 0/1, read alike on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('commands')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('visible', 'integer', (c) => c.notNull())
    .addColumn('translations', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('commands_pk', ['bot_id', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('commands').execute();
}
