// Frozen in time: never import application code here.
// Forms (SPEC §15): questions a member answers in the bot before buying the plans a form names.
// - forms: the form (its plans and questions as JSON text: always read and written whole).
// - form_plans: which live form a plan has; the primary key (bot_id, plan_id) keeps it to one,
//   and archiving a form deletes its rows (its plan_ids stay on the form).
// - form_responses: one per member and form, kept when the form is archived.
// - form_sessions: a form in progress, one per member, so a restart mid-form loses nothing.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('forms')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('form_id', 'bigint', (c) => c.notNull())
    .addColumn('form_name', 'text', (c) => c.notNull())
    .addColumn('plan_ids', 'text', (c) => c.notNull())
    .addColumn('questions', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('archived_at', 'bigint')
    .addPrimaryKeyConstraint('forms_pk', ['bot_id', 'form_id'])
    .execute();
  await db.schema
    .createTable('form_plans')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('plan_id', 'bigint', (c) => c.notNull())
    .addColumn('form_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('form_plans_pk', ['bot_id', 'plan_id'])
    .execute();
  await db.schema.createIndex('form_plans_form').on('form_plans').columns(['bot_id', 'form_id']).execute();
  await db.schema
    .createTable('form_responses')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('form_id', 'bigint', (c) => c.notNull())
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('form_responses_pk', ['bot_id', 'form_id', 'member_id'])
    .execute();
  // A form's responses, newest first, keyed by (submitted_at, member_id); a member's responses.
  await db.schema.createIndex('form_responses_list').on('form_responses').columns(['bot_id', 'form_id', 'submitted_at', 'member_id']).execute();
  await db.schema.createIndex('form_responses_member').on('form_responses').columns(['bot_id', 'member_id']).execute();
  await db.schema
    .createTable('form_sessions')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('form_id', 'bigint', (c) => c.notNull())
    .addColumn('plan_id', 'bigint', (c) => c.notNull())
    .addColumn('question_index', 'integer', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('form_sessions_pk', ['bot_id', 'member_id'])
    .execute();
  await db.schema.createIndex('form_sessions_form').on('form_sessions').columns(['bot_id', 'form_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['form_sessions', 'form_responses', 'form_plans', 'forms']) await db.schema.dropTable(table).execute();
}
