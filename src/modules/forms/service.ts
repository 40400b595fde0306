// Forms (SPEC §15): an owner's questions, asked in the bot before the plans a form names are sold.
// A plan has at most one live form (form_plans' primary key decides, so two owners racing cannot
// both get it). A member answers a form once; the response is kept and reused on later purchases.
// A form in progress is a row (form_sessions), so a restart mid-form loses nothing.
import type { BotContext } from '../../bot-context.js';
import type { Db, FormRow, FormSessionRow } from '../../db/schema.js';
import { ConflictError, NotFoundError, ValidationError, type FieldError } from '../../errors.js';
import { isoFromMs } from '../../time/iso.js';
import { allocateIds } from '../bots/repository.js';
import type { ServiceDeps } from '../common/deps.js';
import { decodeCursor, pageLimit, toPage, type PageRequest } from '../common/pagination.js';
import type { EventService } from '../events/service.js';
import type { PlanService } from '../plans/service.js';
import { type AnswerRefusal, checkAnswer } from './answers.js';
import * as repo from './repository.js';
import type {
  AnswerMap,
  CreateFormInput,
  FormRecord,
  FormResponseRecord,
  MemberFormRecord,
  QuestionInput,
  QuestionRecord,
  UpdateFormInput,
} from './schemas.js';

const questionsOf = (row: FormRow) => JSON.parse(row.questions) as QuestionRecord[];

export function toFormRecord(row: FormRow, responses: number): FormRecord {
  return {
    form_id: Number(row.form_id),
    form_name: row.form_name,
    plan_ids: JSON.parse(row.plan_ids) as number[],
    questions: questionsOf(row),
    responses,
    archived: row.archived_at !== null,
    created_at: isoFromMs(Number(row.created_at)),
    updated_at: isoFromMs(Number(row.updated_at)),
  };
}

/** The questions in canonical form; every broken rule that a schema cannot say, as field errors. */
function canonicalQuestions(questions: QuestionInput[], fields: FieldError[]): QuestionRecord[] {
  const seen = new Set<string>();
  return questions.map((q, i) => {
    const at = `questions[${i}]`;
    if (seen.has(q.key)) fields.push({ field: `${at}.key`, message: `must be unique within the form; "${q.key}" is used twice` });
    seen.add(q.key);
    if (q.kind === 'choice' && !q.choices) fields.push({ field: `${at}.choices`, message: 'is required for a choice question: 2 to 10 options' });
    if (q.kind !== 'choice' && q.choices) fields.push({ field: `${at}.choices`, message: `is only for a choice question; this one is ${q.kind}` });
    if (q.choices && new Set(q.choices.map((c) => c.toLowerCase())).size !== q.choices.length)
      fields.push({ field: `${at}.choices`, message: 'must be distinct (ignoring case)' });
    return { key: q.key, prompt: q.prompt, kind: q.kind, choices: q.kind === 'choice' ? (q.choices ?? null) : null, required: q.required ?? true };
  });
}

export type FormAnswer =
  | { refused: AnswerRefusal; question: QuestionRecord }
  | { next: QuestionRecord; index: number }
  | { done: { planId: number; formName: string; couponCode: string | null } }
  /** Nothing changed: no form in progress, or not at this question (a repeated update, an old button). */
  | { stale: true };

/** A form in progress with what is asked now. */
export interface FormStep {
  session: FormSessionRow;
  form: FormRow;
  index: number;
  question: QuestionRecord;
}

export function createFormService({ db, now, batching }: ServiceDeps, plans: Pick<PlanService, 'planRows'>, events: Pick<EventService, 'record'>) {
  // Every /start and text message of a member asks whether they are answering a form (mostly not):
  // those asked at once share a statement. Only the member's own updates (handled one after
  // another) start or end their form, so nothing comes between this read and what follows it.
  const sessionOf = batching.keyedReads((botId, memberIds: string[]) => repo.findSessions(db, botId, memberIds));
  const notFound = (formId: number) => new NotFoundError(`Form ${formId} is not a form of this bot.`);

  async function formRow(botId: number, formId: number): Promise<FormRow> {
    const row = await repo.findForm(db, botId, formId);
    if (!row) throw notFound(formId);
    return row;
  }

  async function recordOf(botId: number, row: FormRow): Promise<FormRecord> {
    const counts = await repo.responseCounts(db, botId, [Number(row.form_id)]);
    return toFormRecord(row, counts.get(Number(row.form_id)) ?? 0);
  }

  /** Plan ids that exist and are not archived; every other one named in `fields`. */
  async function checkPlans(botId: number, planIds: number[], fields: FieldError[]): Promise<void> {
    if (new Set(planIds).size !== planIds.length) fields.push({ field: 'plan_ids', message: 'must not name a plan twice' });
    const found = await plans.planRows(botId, planIds);
    for (const id of planIds) {
      const plan = found.get(id);
      if (!plan) fields.push({ field: 'plan_ids', message: `must be ids of plans of this bot; ${id} is not` });
      else if (plan.archived_at !== null) fields.push({ field: 'plan_ids', message: `must be plans on sale; plan ${id} is archived` });
    }
  }

  /** Gives the live form its plans, refusing (409) a plan another live form has. */
  async function claimPlans(trx: Db, botId: number, formId: number, planIds: number[]) {
    const taken = [...(await repo.formsOfPlans(trx, botId, planIds))].filter(([, other]) => other !== formId);
    if (taken.length) {
      const [planId, other] = taken[0]!;
      throw new ConflictError(`Plan ${planId} already has form ${other}; a plan has one form at a time: change or delete that form first.`);
    }
    // A form that claimed a plan since the check (a concurrent request) leaves a plan unclaimed.
    if ((await repo.setFormPlans(trx, botId, formId, planIds)) < planIds.length) {
      throw new ConflictError('Another form took one of these plans meanwhile; a plan has one form at a time.');
    }
  }

  /** The member's form in progress and its question now; undefined when there is none. */
  async function step(botId: number, memberId: string): Promise<FormStep | undefined> {
    const session = await sessionOf(botId, memberId);
    if (!session) return undefined;
    const form = await repo.findForm(db, botId, Number(session.form_id));
    const index = Number(session.question_index);
    const question = form && form.archived_at === null ? questionsOf(form)[index] : undefined;
    if (!form || !question) {
      await repo.deleteSession(db, botId, memberId);
      return undefined;
    }
    return { session, form, index, question };
  }

  return {
    async createForm(bot: BotContext, input: CreateFormInput): Promise<FormRecord> {
      const { botId } = bot;
      const fields: FieldError[] = [];
      await checkPlans(botId, input.plan_ids, fields);
      const questions = canonicalQuestions(input.questions, fields);
      if (fields.length) throw new ValidationError(fields);
      return db.transaction().execute(async (trx) => {
        const at = now();
        const formId = await allocateIds(trx, botId, 'form');
        const row: FormRow = {
          bot_id: botId,
          form_id: formId,
          form_name: input.form_name,
          plan_ids: JSON.stringify(input.plan_ids),
          questions: JSON.stringify(questions),
          created_at: at,
          updated_at: at,
          archived_at: null,
        };
        await repo.insertForm(trx, row);
        await claimPlans(trx, botId, formId, input.plan_ids);
        return toFormRecord(row, 0);
      });
    },

    async listForms(bot: BotContext, query: PageRequest) {
      const limit = pageLimit(query);
      const after = decodeCursor<[number]>(query.cursor, ['number']);
      const rows = await repo.listForms(db, bot.botId, limit, after?.[0]);
      const counts = await repo.responseCounts(
        db,
        bot.botId,
        rows.map((r) => Number(r.form_id)),
      );
      return toPage(
        rows,
        limit,
        (r) => [Number(r.form_id)],
        (r) => toFormRecord(r, counts.get(Number(r.form_id)) ?? 0),
      );
    },

    async getForm(bot: BotContext, formId: number): Promise<FormRecord> {
      return recordOf(bot.botId, await formRow(bot.botId, formId));
    },

    /** Changes a live form. Members midway through it when its plans or questions change start
     * it again at their next purchase (their partial answers could name questions that are gone). */
    async updateForm(bot: BotContext, formId: number, input: UpdateFormInput): Promise<FormRecord> {
      const { botId } = bot;
      const current = await formRow(botId, formId);
      if (current.archived_at !== null) throw new ConflictError(`Form ${formId} is archived; create a new form instead.`);
      const fields: FieldError[] = [];
      if (input.plan_ids) await checkPlans(botId, input.plan_ids, fields);
      const questions = input.questions && canonicalQuestions(input.questions, fields);
      if (fields.length) throw new ValidationError(fields);
      await db.transaction().execute(async (trx) => {
        const changes = {
          updated_at: now(),
          ...(input.form_name ? { form_name: input.form_name } : {}),
          ...(input.plan_ids ? { plan_ids: JSON.stringify(input.plan_ids) } : {}),
          ...(questions ? { questions: JSON.stringify(questions) } : {}),
        };
        await repo.updateForm(trx, botId, formId, changes);
        if (input.plan_ids) await claimPlans(trx, botId, formId, input.plan_ids);
        if (input.plan_ids || questions) await repo.deleteSessionsOfForm(trx, botId, formId);
      });
      return recordOf(botId, await formRow(botId, formId));
    },

    /** A form with responses is archived (no longer asked; responses kept); one without is
     * deleted. Answers the form as it is after (or was before deletion). */
    async deleteForm(bot: BotContext, formId: number): Promise<FormRecord> {
      const { botId } = bot;
      return db.transaction().execute(async (trx) => {
        const row = await repo.findForm(trx, botId, formId);
        if (!row) throw notFound(formId);
        const responses = (await repo.responseCounts(trx, botId, [formId])).get(formId) ?? 0;
        await repo.clearFormPlans(trx, botId, formId);
        await repo.deleteSessionsOfForm(trx, botId, formId);
        if (responses === 0) {
          await repo.deleteForm(trx, botId, formId);
          return toFormRecord(row, 0);
        }
        const archived = row.archived_at === null ? { ...row, archived_at: now(), updated_at: now() } : row;
        if (row.archived_at === null) await repo.updateForm(trx, botId, formId, { archived_at: archived.archived_at, updated_at: archived.updated_at });
        return toFormRecord(archived, responses);
      });
    },

    async listResponses(bot: BotContext, formId: number, query: PageRequest) {
      await formRow(bot.botId, formId);
      const limit = pageLimit(query);
      const after = decodeCursor<[number, string]>(query.cursor, ['number', 'string']);
      const rows = await repo.listResponses(db, bot.botId, formId, limit, after);
      return toPage(
        rows,
        limit,
        (r) => [Number(r.submitted_at), r.member_id],
        (r): FormResponseRecord => ({ member_id: r.member_id, answers: JSON.parse(r.answers) as AnswerMap, submitted_at: isoFromMs(Number(r.submitted_at)) }),
      );
    },

    /** The member's responses (GET /members/{member_id}'s `forms`), newest first. */
    async formsOfMember(bot: BotContext, memberId: string): Promise<MemberFormRecord[]> {
      const rows = await repo.responsesOfMember(db, bot.botId, memberId);
      return rows.map((r) => ({
        form_id: Number(r.form_id),
        form_name: r.form_name,
        answers: JSON.parse(r.answers) as AnswerMap,
        submitted_at: isoFromMs(Number(r.submitted_at)),
      }));
    },

    // The bot's side: a member answering.

    /** The live form a member must answer before buying `planId`; undefined when the plan has
     * none or the member answered it already. */
    async formToAnswer(botId: number, memberId: string, planId: number): Promise<FormRow | undefined> {
      const formId = (await repo.formsOfPlans(db, botId, [planId])).get(planId);
      if (formId === undefined) return undefined;
      if (await repo.findResponse(db, botId, formId, memberId)) return undefined;
      return repo.findForm(db, botId, formId);
    },

    /** Starts the form for the member (replacing any other in progress), keeping the coupon they
     * entered for the sale it opens; answers its first question. */
    async start(botId: number, memberId: string, form: FormRow, planId: number, couponCode: string | null = null): Promise<QuestionRecord> {
      await repo.putSession(db, {
        bot_id: botId,
        member_id: memberId,
        form_id: form.form_id,
        plan_id: planId,
        question_index: 0,
        answers: '{}',
        coupon_code: couponCode,
        updated_at: now(),
      });
      return questionsOf(form)[0]!;
    },

    step,

    /**
     * The member answers question `index` of form `formId` in progress with `text` (null: skipped,
     * for an optional question). A wrong answer changes nothing and says why. The last answer
     * stores the response, records form.submitted and ends the form, in one transaction.
     */
    async answer(bot: BotContext, memberId: string, { formId, index }: { formId: number; index: number }, text: string | null): Promise<FormAnswer> {
      const { botId } = bot;
      const current = await step(botId, memberId);
      if (!current || current.index !== index || Number(current.form.form_id) !== formId) return { stale: true };
      const { session, form, question } = current;
      let value: string | null = null;
      if (text === null) {
        if (question.required) return { stale: true };
      } else {
        const checked = checkAnswer(question, text);
        if ('refused' in checked) return { refused: checked.refused, question };
        value = checked.value;
      }
      const answers: AnswerMap = { ...(JSON.parse(session.answers) as AnswerMap), [question.key]: value };
      const questions = questionsOf(form);
      return db.transaction().execute(async (trx): Promise<FormAnswer> => {
        const at = now();
        if (!(await repo.advanceSession(trx, botId, memberId, index, JSON.stringify(answers), at))) return { stale: true };
        if (index + 1 < questions.length) return { next: questions[index + 1]!, index: index + 1 };
        await repo.deleteSession(trx, botId, memberId);
        const planId = Number(session.plan_id);
        if (await repo.insertResponseOnce(trx, { bot_id: botId, form_id: formId, member_id: memberId, answers: JSON.stringify(answers), submitted_at: at })) {
          const data = { form_id: formId, form_name: form.form_name, member_id: memberId, plan_id: planId, answers, submitted_at: isoFromMs(at) };
          await events.record(trx, botId, at, [{ type: 'form.submitted', data, actor: bot.actor }]);
        }
        return { done: { planId, formName: form.form_name, couponCode: session.coupon_code } };
      });
    },

    /** Ends the member's form in progress, if any; answers whether there was one. */
    async cancel(botId: number, memberId: string): Promise<boolean> {
      return (await sessionOf(botId, memberId)) !== undefined && (await repo.deleteSession(db, botId, memberId)) !== undefined;
    },
  };
}

export type FormService = ReturnType<typeof createFormService>;
