// The life of a subscription (SPEC §9): a payment starts one at paid_at or, for a member who
// holds the plan at that moment, extends it by the plan's length (calendar arithmetic in the
// bot's zone; a canceled one becomes active again); a refund revokes the one it paid for.
// Every change writes its event in the same transaction.
import type { BotContext } from '../../bot-context.js';
import type { Db, PlanRow, SubscriptionRow } from '../../db/schema.js';
import { ConflictError, NotFoundError, invalid } from '../../errors.js';
import { accessEnd } from '../../time/calendar.js';
import { parsePlanDuration, SYNTAX_ONLY, type PlanLength } from '../../time/duration.js';
import type { ServiceDeps } from '../common/deps.js';
import { allocateIds } from '../bots/repository.js';
import { decodeCursor, pageLimit, toPage } from '../common/pagination.js';
import type { EventService } from '../events/service.js';
import type { MemberService } from '../members/service.js';
import type { PlanService } from '../plans/service.js';
import { applyHistory, type FoldObserver, type HistoryBounds, type ImportedHistory } from './history.js';
import * as repo from './repository.js';
import { applyPaidOrders, type PaidAccess } from './paid-access.js';
import { holdingAt, newSubscription, toSubscriptionRecord } from './rows.js';
import { isLiveState, type ChangeEndInput, type GrantInput, type SubscriptionListInput, type SubscriptionRecord } from './schemas.js';

/** A stored plan's length (it parsed when it was written). */
export function lengthOf(plan: Pick<PlanRow, 'plan_duration'>): PlanLength {
  const parsed = parsePlanDuration(plan.plan_duration, { today: SYNTAX_ONLY });
  if (!parsed.ok) throw new Error(`stored plan_duration ${plan.plan_duration} does not parse`);
  return parsed.value;
}

export interface SubscriptionServiceDeps {
  members: Pick<MemberService, 'ensureMembers' | 'refuseBanned'>;
  events: Pick<EventService, 'record'>;
  plans: Pick<PlanService, 'planRow'>;
}

export function createSubscriptionService({ db, now, batching }: ServiceDeps, { members, events, plans }: SubscriptionServiceDeps) {
  // The bot runtime's reads, one row or member each: those asked at once share a statement.
  const rowOf = batching.keyedReads((botId, subscriptionIds: number[]) => repo.findSubscriptions(db, botId, subscriptionIds));
  const historyOf = batching.keyedReads((botId, memberIds: string[]) => repo.subscriptionsOfEach(db, botId, memberIds));
  const historyOfMember = async (botId: number, memberId: string) => (await historyOf(botId, memberId)) ?? [];
  async function existing(trx: Db, botId: number, subscriptionId: number): Promise<SubscriptionRow> {
    const row = await repo.findSubscription(trx, botId, subscriptionId);
    if (!row) throw new NotFoundError(`Subscription ${subscriptionId} is not a subscription of this bot.`);
    return row;
  }
  /** Live → revoked now, with its event. */
  async function revokeNow(trx: Db, { botId, actor }: BotContext, current: SubscriptionRow): Promise<SubscriptionRecord> {
    const at = now();
    const row = (await repo.updateSubscription(trx, botId, Number(current.subscription_id), { state: 'revoked', ended_at: at, updated_at: at }))!;
    const record = toSubscriptionRecord(row);
    await events.record(trx, botId, at, [{ type: 'subscription.revoked', data: record, actor }]);
    return record;
  }
  const ended = (row: SubscriptionRow) => new ConflictError(`Subscription ${row.subscription_id} has ended (${row.state}); grant a new one instead.`);

  /** Starts a subscription that no payment made (a grant, a trial, a redeemed code), in `trx`. */
  async function startUnpaid(
    trx: Db,
    bot: BotContext,
    input: { memberId: string; planId: number; source: 'grant' | 'trial' | 'code'; expiresAt?: number | null },
  ): Promise<SubscriptionRecord> {
    const { botId, timezone } = bot;
    const at = now();
    await members.refuseBanned(trx, botId, input.memberId);
    const plan = await plans.planRow(botId, input.planId, trx);
    if (!plan)
      throw invalid('plan_id', `must be the id of a plan of this bot; ${input.planId} is not`).saying('refusal-plan-unknown', { plan: String(input.planId) });
    if (plan.archived_at !== null)
      throw invalid('plan_id', `is archived; plan ${input.planId} can no longer be granted`).saying('refusal-plan-archived', { plan: String(input.planId) });
    const trial = input.source === 'trial';
    if (trial && plan.plan_trial === null) throw invalid('trial', `plan ${input.planId} has no trial`);
    if (trial && (await repo.everHeld(trx, botId, input.memberId, input.planId))) {
      throw new ConflictError(`${input.memberId} has held plan ${input.planId} before; a trial is offered once, to new members of the plan.`).saying(
        'refusal-trial-used',
        { plan: plan.plan_name },
      );
    }
    const holding = holdingAt(await repo.subscriptionsOfMembers(trx, botId, [input.memberId], [input.planId]), input.memberId, input.planId, at);
    if (holding && isLiveState(holding.state)) {
      throw new ConflictError(`${input.memberId} already holds plan ${input.planId}; change that subscription's expires_at instead.`).saying(
        'refusal-holds-plan',
        { member: input.memberId, plan: plan.plan_name },
      );
    }
    const length = trial ? lengthOf({ plan_duration: plan.plan_trial! }) : lengthOf(plan);
    const expires = input.expiresAt !== undefined ? input.expiresAt : accessEnd(at, length, timezone);
    if (expires !== null && expires <= at) throw invalid('expires_at', 'must be in the future');
    await members.ensureMembers(trx, botId, [input.memberId], at);
    const row = newSubscription(
      {
        bot_id: botId,
        subscription_id: await allocateIds(trx, botId, 'subscription'),
        member_id: input.memberId,
        plan_id: input.planId,
        trial: trial ? 1 : 0,
        source: input.source,
        started_at: at,
        expires_at: expires,
        last_order_id: null,
      },
      at,
    );
    await repo.insertSubscription(trx, row);
    const record = toSubscriptionRecord(row);
    await events.record(trx, botId, at, [{ type: 'subscription.started', data: record, actor: bot.actor }]);
    return record;
  }

  const service = {
    startUnpaid,

    /** Subscriptions for an imported history (see history.ts), in the import's transaction. */
    applyHistory(trx: Db, bot: BotContext, history: ImportedHistory, byId: Map<number, PlanRow>, bounds?: HistoryBounds, observe?: FoldObserver) {
      return applyHistory(
        trx,
        bot,
        history,
        byId,
        now(),
        {
          lengthOf,
          applyPayment: async (t, b, order, plan) => (await service.applyPaidOrders(t, b, [{ order, plan, actor: b.actor }]))[0]!,
          ensureMembers: members.ensureMembers,
        },
        bounds,
        observe,
      );
    },

    /** POST /subscriptions: the owner grants access (or starts the plan's trial); no order, no revenue. */
    grant(bot: BotContext, input: GrantInput): Promise<SubscriptionRecord> {
      const expiresAt = input.expires_at === undefined ? undefined : input.expires_at === null ? null : Date.parse(input.expires_at);
      return db
        .transaction()
        .execute((trx) => startUnpaid(trx, bot, { memberId: input.member_id, planId: input.plan_id, source: input.trial ? 'trial' : 'grant', expiresAt }));
    },

    /** Moves the end of a live subscription; a past end makes it expire on the next tick of the clock. */
    changeEnd(bot: BotContext, subscriptionId: number, input: ChangeEndInput): Promise<SubscriptionRecord> {
      return db.transaction().execute(async (trx) => {
        const current = await existing(trx, bot.botId, subscriptionId);
        if (!isLiveState(current.state)) throw ended(current);
        const at = now();
        const expires = input.expires_at === null ? null : Date.parse(input.expires_at);
        const row = (await repo.updateSubscription(trx, bot.botId, subscriptionId, { expires_at: expires, reminded_days: null, updated_at: at }))!;
        const before = current.expires_at === null ? Number.POSITIVE_INFINITY : Number(current.expires_at);
        const after = expires === null ? Number.POSITIVE_INFINITY : expires;
        if (after > before) await events.record(trx, bot.botId, at, [{ type: 'subscription.renewed', data: toSubscriptionRecord(row), actor: bot.actor }]);
        return toSubscriptionRecord(row);
      });
    },

    /** Stops renewal of a recurring subscription; access lasts until expires_at. */
    cancel(bot: BotContext, subscriptionId: number): Promise<SubscriptionRecord> {
      return db.transaction().execute(async (trx) => {
        const current = await existing(trx, bot.botId, subscriptionId);
        if (!isLiveState(current.state)) throw ended(current);
        if (!current.recurring)
          throw new ConflictError(`Subscription ${subscriptionId} does not renew, so there is nothing to cancel; revoke it to end access now.`);
        if (current.state === 'canceled') return toSubscriptionRecord(current);
        const at = now();
        const row = (await repo.updateSubscription(trx, bot.botId, subscriptionId, { state: 'canceled', canceled_at: at, updated_at: at }))!;
        await events.record(trx, bot.botId, at, [{ type: 'subscription.canceled', data: toSubscriptionRecord(row), actor: bot.actor }]);
        return toSubscriptionRecord(row);
      });
    },

    /** Ends access now (DELETE /subscriptions/{id}). */
    revoke(bot: BotContext, subscriptionId: number): Promise<SubscriptionRecord> {
      return db.transaction().execute(async (trx) => {
        const current = await existing(trx, bot.botId, subscriptionId);
        if (!isLiveState(current.state)) throw ended(current);
        return revokeNow(trx, bot, current);
      });
    },

    /** Revokes every live subscription of the member (a ban), in the ban's transaction; the revoked ones. */
    async revokeLiveOf(trx: Db, bot: BotContext, memberId: string): Promise<SubscriptionRecord[]> {
      const live = (await repo.subscriptionsOf(trx, bot.botId, memberId)).filter((s) => isLiveState(s.state));
      const revoked: SubscriptionRecord[] = [];
      for (const row of live) revoked.push(await revokeNow(trx, bot, row));
      return revoked;
    },

    /** Starts or extends the members' subscriptions for paid orders, in the orders' transaction
     * (payments.ts); answers each payment's subscription id, in order. */
    applyPaidOrders(trx: Db, bot: BotContext, payments: PaidAccess[]): Promise<number[]> {
      return applyPaidOrders(trx, bot, payments, now(), { lengthOf, ensureMembers: members.ensureMembers, recordEvents: events.record });
    },

    /** Ends the subscription an order paid for or extended (its refund), in the refund's transaction. */
    async revokeForRefund(trx: Db, bot: BotContext, subscriptionId: number): Promise<void> {
      const current = await repo.findSubscription(trx, bot.botId, subscriptionId);
      if (current && isLiveState(current.state)) await revokeNow(trx, bot, current);
    },

    /** The subscription's row as stored now (the bot runtime checks it before acting). */
    findRow: (botId: number, subscriptionId: number) => rowOf(botId, subscriptionId),

    /** Plans the member holds live now (active or canceled). */
    async livePlans(botId: number, memberId: string): Promise<number[]> {
      return (await historyOfMember(botId, memberId)).filter((s) => isLiveState(s.state)).map((s) => Number(s.plan_id));
    },

    /** How many live subscriptions each plan of the bot has (plans without one are absent). */
    liveCountsByPlan: (botId: number) => repo.liveCountsByPlan(db, botId),

    /** Whether the member ever held the plan (or, without a plan, any plan of the bot), and how many times they obtained it. */
    history: historyOfMember,

    /** What the platform refused when acting on this subscription (null clears it). */
    async recordAccessError(botId: number, subscriptionId: number, error: string | null): Promise<void> {
      await repo.updateSubscription(db, botId, subscriptionId, { access_error: error, updated_at: now() });
    },

    async getSubscription(bot: BotContext, subscriptionId: number): Promise<SubscriptionRecord> {
      const row = await repo.findSubscription(db, bot.botId, subscriptionId);
      if (!row) throw new NotFoundError(`Subscription ${subscriptionId} is not a subscription of this bot.`);
      return toSubscriptionRecord(row);
    },

    /** Every subscription of the member, newest first. */
    async subscriptionsOf(bot: BotContext, memberId: string): Promise<SubscriptionRecord[]> {
      return (await repo.subscriptionsOf(db, bot.botId, memberId)).map(toSubscriptionRecord);
    },

    async listSubscriptions(bot: BotContext, query: SubscriptionListInput) {
      const limit = pageLimit(query);
      const after = decodeCursor<[number]>(query.cursor, ['number']);
      const rows = await repo.listSubscriptions(db, bot.botId, limit, {
        memberId: query.member_id,
        planId: query.plan_id === undefined ? undefined : Number(query.plan_id),
        state: query.state,
        expiresBefore: query.expires_before === undefined ? undefined : Date.parse(query.expires_before),
        before: after?.[0],
      });
      return toPage(rows, limit, (r) => [Number(r.subscription_id)], toSubscriptionRecord);
    },
  };
  return service;
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
