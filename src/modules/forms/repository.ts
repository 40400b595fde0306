// SQL for forms, their plans, responses and the forms members are answering; every query is
// filtered by bot_id.
import type { Insertable } from 'kysely';
import type { Db, FormResponseRow, FormRow, FormSessionRow, FormsTable, FormSessionsTable } from '../../db/schema.js';
import { keysetAfter } from '../../db/keyset.js';
import { preparedIn } from '../../db/prepared.js';

export async function insertForm(db: Db, row: Insertable<FormsTable>): Promise<void> {
  await db.insertInto('forms').values(row).execute();
}

export function findForm(db: Db, botId: number, formId: number): Promise<FormRow | undefined> {
  return db.selectFrom('forms').selectAll().where('bot_id', '=', botId).where('form_id', '=', formId).executeTakeFirst();
}

export async function updateForm(db: Db, botId: number, formId: number, changes: Partial<Omit<FormRow, 'bot_id' | 'form_id'>>): Promise<void> {
  await db.updateTable('forms').set(changes).where('bot_id', '=', botId).where('form_id', '=', formId).execute();
}

export async function deleteForm(db: Db, botId: number, formId: number): Promise<void> {
  await db.deleteFrom('forms').where('bot_id', '=', botId).where('form_id', '=', formId).execute();
}

/** Newest first, keyed by form_id; reads limit+1 rows. */
export function listForms(db: Db, botId: number, limit: number, after?: number): Promise<FormRow[]> {
  let query = db.selectFrom('forms').selectAll().where('bot_id', '=', botId);
  if (after !== undefined) query = query.where('form_id', '<', after);
  return query
    .orderBy('form_id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** Every form of the bot, oldest first. */
export function allForms(db: Db, botId: number): Promise<FormRow[]> {
  return db.selectFrom('forms').selectAll().where('bot_id', '=', botId).orderBy('form_id').execute();
}

/** Which live form each of these plans has, if any. */
export async function formsOfPlans(db: Db, botId: number, planIds: number[]): Promise<Map<number, number>> {
  if (!planIds.length) return new Map();
  const rows = await db.selectFrom('form_plans').select(['plan_id', 'form_id']).where('bot_id', '=', botId).where('plan_id', 'in', planIds).execute();
  return new Map(rows.map((r) => [Number(r.plan_id), Number(r.form_id)]));
}

/** Makes `planIds` the plans of the live form, skipping a plan another form has (the primary key
 * decides); returns how many it got. */
export async function setFormPlans(db: Db, botId: number, formId: number, planIds: number[]): Promise<number> {
  await clearFormPlans(db, botId, formId);
  if (!planIds.length) return 0;
  const done = await db
    .insertInto('form_plans')
    .values(planIds.map((plan_id) => ({ bot_id: botId, plan_id, form_id: formId })))
    .onConflict((oc) => oc.columns(['bot_id', 'plan_id']).doNothing())
    .returning('plan_id')
    .execute();
  return done.length;
}

export async function clearFormPlans(db: Db, botId: number, formId: number): Promise<void> {
  await db.deleteFrom('form_plans').where('bot_id', '=', botId).where('form_id', '=', formId).execute();
}

/** Responses per form, for these forms. */
export async function responseCounts(db: Db, botId: number, formIds: number[]): Promise<Map<number, number>> {
  if (!formIds.length) return new Map();
  const rows = await db
    .selectFrom('form_responses')
    .select((eb) => ['form_id', eb.fn.countAll<number | string | bigint>().as('n')])
    .where('bot_id', '=', botId)
    .where('form_id', 'in', formIds)
    .groupBy('form_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.form_id), Number(r.n)]));
}

/** Inserts the response unless the member already answered the form; returns whether it did. */
export async function insertResponseOnce(db: Db, row: FormResponseRow): Promise<boolean> {
  const done = await db
    .insertInto('form_responses')
    .values(row)
    .onConflict((oc) => oc.columns(['bot_id', 'form_id', 'member_id']).doNothing())
    .returning('member_id')
    .execute();
  return done.length === 1;
}

export function findResponse(db: Db, botId: number, formId: number, memberId: string): Promise<FormResponseRow | undefined> {
  return db
    .selectFrom('form_responses')
    .selectAll()
    .where('bot_id', '=', botId)
    .where('form_id', '=', formId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** A form's responses, newest first, keyed by (submitted_at, member_id); reads limit+1 rows. */
export function listResponses(db: Db, botId: number, formId: number, limit: number, after?: [number, string]): Promise<FormResponseRow[]> {
  let query = db.selectFrom('form_responses').selectAll().where('bot_id', '=', botId).where('form_id', '=', formId);
  if (after) query = query.where((eb) => keysetAfter(eb, ['submitted_at', 'member_id'], 'desc', after));
  return query
    .orderBy('submitted_at', 'desc')
    .orderBy('member_id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** A member's responses with their forms' names, newest first. */
export function responsesOfMember(db: Db, botId: number, memberId: string) {
  return db
    .selectFrom('form_responses as r')
    .innerJoin('forms as f', (j) => j.onRef('f.bot_id', '=', 'r.bot_id').onRef('f.form_id', '=', 'r.form_id'))
    .select(['r.form_id', 'f.form_name', 'r.answers', 'r.submitted_at'])
    .where('r.bot_id', '=', botId)
    .where('r.member_id', '=', memberId)
    .orderBy('r.submitted_at', 'desc')
    .orderBy('r.form_id', 'desc')
    .execute();
}

/** The responses of the members in (after, last] by member_id, as an export reads them in chunks. */
export function responsesInRange(db: Db, botId: number, after: string | undefined, last: string): Promise<FormResponseRow[]> {
  let query = db.selectFrom('form_responses').selectAll().where('bot_id', '=', botId).where('member_id', '<=', last);
  if (after !== undefined) query = query.where('member_id', '>', after);
  return query.execute();
}

// Forms in progress

const sessionsIn = preparedIn((db: Db, botId: number, memberIds: string[]) =>
  db.selectFrom('form_sessions').selectAll().where('bot_id', '=', botId).where('member_id', 'in', memberIds),
);

/** The forms in progress of those of `memberIds` who have one, by member. */
export async function findSessions(db: Db, botId: number, memberIds: string[]): Promise<Map<string, FormSessionRow>> {
  return new Map((await sessionsIn(db, botId, memberIds)).map((r) => [r.member_id, r]));
}

/** Starts (or restarts) the member's form in progress. */
export async function putSession(db: Db, row: Insertable<FormSessionsTable>): Promise<void> {
  await db
    .insertInto('form_sessions')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['bot_id', 'member_id']).doUpdateSet({
        form_id: row.form_id,
        plan_id: row.plan_id,
        question_index: row.question_index,
        answers: row.answers,
        coupon_code: row.coupon_code ?? null,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** Moves the member's form on from question `from` only: an answer to a question already
 * answered (a repeated update, a second tap) changes nothing. Returns whether it moved. */
export async function advanceSession(db: Db, botId: number, memberId: string, from: number, answers: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('form_sessions')
    .set({ question_index: from + 1, answers, updated_at: at })
    .where('bot_id', '=', botId)
    .where('member_id', '=', memberId)
    .where('question_index', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deleteSession(db: Db, botId: number, memberId: string): Promise<FormSessionRow | undefined> {
  return db.deleteFrom('form_sessions').where('bot_id', '=', botId).where('member_id', '=', memberId).returningAll().executeTakeFirst();
}

export async function deleteSessionsOfForm(db: Db, botId: number, formId: number): Promise<void> {
  await db.deleteFrom('form_sessions').where('bot_id', '=', botId).where('form_id', '=', formId).execute();
}
