// Frozen in time: never import application code here.
// The owner's words (SPEC §18): text_overrides holds the owner's text of a catalogue message in
// one locale, keyed by (bot_id, locale, message_id); bots.texts_version grows with every change
// of them, so each instance running a bot sees a change by comparing one integer it reads anyway.
// Plans gain plan_description (nullable) and translations, a JSON object
// {<locale>: {plan_name?, plan_description?}} ('{}' for none).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('text_overrides')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('text_overrides_pk', ['bot_id', 'locale', 'message_id'])
    .execute();
  await db.schema
    .alterTable('bots')
    .addColumn('texts_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('plans').addColumn('plan_description', 'text').execute();
  await db.schema
    .alterTable('plans')
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('plans').dropColumn('translations').execute();
  await db.schema.alterTable('plans').dropColumn('plan_description').execute();
  await db.schema.alterTable('bots').dropColumn('texts_version').execute();
  await db.schema.dropTable('text_overrides').execute();
}
