// Rules for plans: lengths, prices per currency, options and their defaults, archiving.
import type { BotContext } from '../../bot-context.js';
import { NotFoundError, ValidationError, type FieldError } from '../../errors.js';
import type { Db, PlanRow } from '../../db/schema.js';
import { formatDecimalAmount, parseDecimalAmount } from '../../money/index.js';
import { todayIn } from '../../time/zone.js';
import type { ServiceDeps } from '../common/deps.js';
import { isoFromMs } from '../../time/iso.js';
import { allocateIds } from '../bots/repository.js';
import { decodeCursor, pageLimit, toPage, type PageRequest } from '../common/pagination.js';
import type { ProjectService } from '../projects/service.js';
import { parsePlanDuration, parseTrial, SYNTAX_ONLY } from '../../time/duration.js';
import type { EventService } from '../events/service.js';
import * as repo from './repository.js';
import type { CreatePlanInput, PlanOptionsRecord, PlanRecord, PlanTranslationsRecord, UpdatePlanInput } from './schemas.js';
import { isLocale, LOCALES } from '../../i18n/locales.js';

export const DEFAULT_OPTIONS: PlanOptionsRecord = {
  recurring: false,
  newcomers: 0,
  singleuse: 0,
  token_only: false,
  credit_only: false,
  invitee_only: 0,
};

export function toPlanRecord(row: PlanRow): PlanRecord {
  return {
    plan_id: Number(row.plan_id),
    plan_name: row.plan_name,
    plan_duration: row.plan_duration,
    plan_price: formatDecimalAmount(BigInt(row.plan_price_minor), row.plan_currency),
    plan_currency: row.plan_currency,
    plan_trial: row.plan_trial,
    plan_project_id: row.plan_project_id === null ? null : Number(row.plan_project_id),
    options: { ...DEFAULT_OPTIONS, ...(JSON.parse(row.options) as Partial<PlanOptionsRecord>) },
    plan_description: row.plan_description ?? null,
    translations: JSON.parse(row.translations ?? '{}') as PlanTranslationsRecord,
    archived: row.archived_at !== null,
    created_at: isoFromMs(row.created_at),
    updated_at: isoFromMs(row.updated_at),
  };
}

/** A plan as the caller described it, before canonical forms. */
interface PlanDraft {
  plan_name: string;
  plan_duration: string;
  plan_price: string;
  plan_currency: string;
  plan_trial: string | null;
  plan_project_id: number | null;
  options: PlanOptionsRecord;
  plan_description: string | null;
  translations: PlanTranslationsRecord;
}

export function createPlanService({ db, now, batching }: ServiceDeps, projects: Pick<ProjectService, 'projectExists'>, events: Pick<EventService, 'record'>) {
  // The bot runtime reads a plan or all of them per update: those asked at once share a statement.
  const byId = (rows: PlanRow[]) => new Map(rows.map((p) => [Number(p.plan_id), p]));
  const rowOf = batching.keyedReads(async (botId, planIds: number[]) => byId(await repo.findPlans(db, botId, planIds)));
  const allOf = batching.sharedReads((botId) => repo.listAllPlans(db, botId));
  /** Checks every cross-field and stored-data rule at once; returns the columns to store, in
   * canonical form. An end date must lie after today only when it is being set: a stored end
   * date that has since passed does not block changes to the plan's other fields. */
  async function toPlanColumns(bot: BotContext, draft: PlanDraft, durationGiven = true) {
    const fields: FieldError[] = [];
    const today = durationGiven ? todayIn(bot.timezone, now()) : SYNTAX_ONLY;
    const duration = parsePlanDuration(draft.plan_duration, { today });
    if (!duration.ok) fields.push({ field: 'plan_duration', message: duration.message });
    const price = parseDecimalAmount(draft.plan_price, draft.plan_currency);
    if (!price.ok) fields.push({ field: 'plan_price', message: price.message });
    const trial = draft.plan_trial === null ? null : parseTrial(draft.plan_trial);
    if (trial && !trial.ok) fields.push({ field: 'plan_trial', message: trial.message });
    if (draft.plan_project_id !== null && !(await projects.projectExists(bot, draft.plan_project_id))) {
      fields.push({ field: 'plan_project_id', message: `must be a project of this bot; ${draft.plan_project_id} is not` });
    }
    for (const locale of Object.keys(draft.translations)) {
      if (!isLocale(locale)) fields.push({ field: `translations.${locale}`, message: `must be a language the bot speaks: one of ${LOCALES.join(', ')}` });
    }
    if (draft.options.token_only && draft.options.credit_only) {
      fields.push({ field: 'options.credit_only', message: 'cannot be true together with options.token_only (a plan is either redeemed or paid)' });
    }
    if (fields.length || !duration.ok || !price.ok || (trial && !trial.ok)) throw new ValidationError(fields);
    return {
      plan_name: draft.plan_name,
      plan_duration: duration.canonical,
      plan_price_minor: Number(price.minor),
      plan_currency: draft.plan_currency,
      plan_trial: trial ? trial.canonical : null,
      plan_project_id: draft.plan_project_id,
      options: JSON.stringify(draft.options),
      plan_description: draft.plan_description,
      translations: JSON.stringify(draft.translations),
    };
  }

  /** Writes a change and its plan.updated event in one transaction. */
  function changePlan(
    { botId, actor }: BotContext,
    planId: number,
    changes: Parameters<typeof repo.updatePlan>[3] & { updated_at: number },
  ): Promise<PlanRecord> {
    return db.transaction().execute(async (trx) => {
      const row = await repo.updatePlan(trx, botId, planId, changes);
      if (!row) throw new NotFoundError(`Plan ${planId} is not a plan of this bot.`);
      const record = toPlanRecord(row);
      await events.record(trx, botId, changes.updated_at, [{ type: 'plan.updated', data: record, actor }]);
      return record;
    });
  }

  async function existing(botId: number, planId: number): Promise<PlanRow> {
    const row = await repo.findPlan(db, botId, planId);
    if (!row) throw new NotFoundError(`Plan ${planId} is not a plan of this bot.`);
    return row;
  }

  return {
    async createPlan(bot: BotContext, input: CreatePlanInput): Promise<PlanRecord> {
      const { botId } = bot;
      const columns = await toPlanColumns(bot, {
        plan_name: input.plan_name,
        plan_duration: input.plan_duration,
        plan_price: input.plan_price,
        plan_currency: input.plan_currency,
        plan_trial: input.plan_trial ?? null,
        plan_project_id: input.plan_project_id ?? null,
        options: { ...DEFAULT_OPTIONS, ...input.options },
        plan_description: input.plan_description ?? null,
        translations: input.translations ?? {},
      });
      const at = now();
      const row = await db.transaction().execute(async (trx) => {
        const planId = await allocateIds(trx, botId, 'plan');
        const plan = {
          bot_id: botId,
          plan_id: planId,
          ...columns,
          archived_at: null,
          created_at: at,
          updated_at: at,
        };
        await repo.insertPlan(trx, plan);
        await events.record(trx, botId, at, [{ type: 'plan.created', data: toPlanRecord(plan), actor: bot.actor }]);
        return plan;
      });
      return toPlanRecord(row);
    },

    async getPlan(bot: BotContext, planId: number): Promise<PlanRecord> {
      return toPlanRecord(await existing(bot.botId, planId));
    },

    /** The stored plan, archived or not, for orders and grants; read in `trx` when the caller holds one. */
    planRow(botId: number, planId: number, trx: Db = db): Promise<PlanRow | undefined> {
      return trx === db ? rowOf(botId, planId) : repo.findPlan(trx, botId, planId);
    },

    /** The bot's plans among `planIds`, by id (a batch of orders reads its plans at once). */
    async planRows(botId: number, planIds: number[], trx: Db = db): Promise<Map<number, PlanRow>> {
      return byId(await repo.findPlans(trx, botId, planIds));
    },

    /** Every plan of the bot by id (an import prices a whole history against them). */
    async plansOf(botId: number): Promise<Map<number, PlanRow>> {
      return byId(await allOf(botId));
    },

    async listPlans(bot: BotContext, page: PageRequest) {
      const limit = pageLimit(page);
      const after = decodeCursor<[number]>(page.cursor, ['number']);
      const rows = await repo.listPlans(db, bot.botId, limit, after?.[0]);
      return toPage(rows, limit, (r) => [Number(r.plan_id)], toPlanRecord);
    },

    /** Same rules as creation, applied to the plan as it would be after the change. */
    async updatePlan(bot: BotContext, planId: number, input: UpdatePlanInput): Promise<PlanRecord> {
      const { botId } = bot;
      const current = toPlanRecord(await existing(botId, planId));
      const columns = await toPlanColumns(
        bot,
        {
          plan_name: input.plan_name ?? current.plan_name,
          plan_duration: input.plan_duration ?? current.plan_duration,
          plan_price: input.plan_price ?? current.plan_price,
          plan_currency: input.plan_currency ?? current.plan_currency,
          plan_trial: input.plan_trial === undefined ? current.plan_trial : input.plan_trial,
          plan_project_id: input.plan_project_id === undefined ? current.plan_project_id : input.plan_project_id,
          options: { ...current.options, ...input.options },
          plan_description: input.plan_description === undefined ? current.plan_description : input.plan_description,
          translations: input.translations ?? current.translations,
        },
        input.plan_duration !== undefined,
      );
      return changePlan(bot, planId, { ...columns, updated_at: now() });
    },

    /** Archives: the plan stays readable (orders refer to it) but cannot be ordered again. */
    async archivePlan(bot: BotContext, planId: number): Promise<PlanRecord> {
      const { botId } = bot;
      const current = await existing(botId, planId);
      if (current.archived_at !== null) return toPlanRecord(current);
      const at = now();
      return changePlan(bot, planId, { archived_at: at, updated_at: at });
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
