// The life of a subscription (SPEC §9): a payment starts one at paid_at or, for a member who
// holds the plan at that moment, extends it by the plan's length (calendar arithmetic in the
// bot's zone; a canceled one becomes active again); a refund revokes the one it paid for.
// Every change writes its event in the same transaction.
import type { BotContext } from '../../bot-context.js';
import type { PlanRow, SubscriptionRow } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';
import { accessEnd } from '../../time/calendar.js';
import { parsePlanDuration, SYNTAX_ONLY, type PlanLength } from '../../time/duration.js';
import { isoFromMs, isoOrNullFromMs } from '../../time/iso.js';
import type { Db, ServiceDeps } from '../common/deps.js';
import { allocateIds } from '../common/id-counters.js';
import { decodeCursor, pageLimit, toPage } from '../common/pagination.js';
import type { EventService } from '../events/service.js';
import type { MemberService } from '../members/service.js';
import * as repo from './repository.js';
import type { SubscriptionListInput, SubscriptionRecord } from './schemas.js';

export function toSubscriptionRecord(row: SubscriptionRow): SubscriptionRecord {
  return {
    subscription_id: Number(row.subscription_id),
    member_id: row.member_id,
    plan_id: Number(row.plan_id),
    state: row.state,
    trial: Boolean(row.trial),
    recurring: Boolean(row.recurring),
    source: row.source,
    started_at: isoFromMs(Number(row.started_at)),
    expires_at: isoOrNullFromMs(row.expires_at === null ? null : Number(row.expires_at)),
    canceled_at: isoOrNullFromMs(row.canceled_at === null ? null : Number(row.canceled_at)),
    ended_at: isoOrNullFromMs(row.ended_at === null ? null : Number(row.ended_at)),
    last_order_id: row.last_order_id === null ? null : Number(row.last_order_id),
  };
}

function lengthOf(plan: Pick<PlanRow, 'plan_duration'>): PlanLength {
  const parsed = parsePlanDuration(plan.plan_duration, { today: SYNTAX_ONLY });
  if (!parsed.ok) throw new Error(`stored plan_duration ${plan.plan_duration} does not parse`);
  return parsed.value;
}

export interface PaidOrder {
  order_id: number;
  member_id: string;
  paid_at: number;
}

export function createSubscriptionService({ db, now }: ServiceDeps, members: Pick<MemberService, 'ensureMember'>, events: Pick<EventService, 'record'>) {
  return {
    /** Starts or extends the member's subscription for a paid order, in the order's transaction;
     * returns the subscription's id. */
    async applyPayment(trx: Db, bot: BotContext, order: PaidOrder, plan: PlanRow): Promise<number> {
      const at = now();
      const { botId, timezone } = bot;
      await members.ensureMember(trx, botId, order.member_id, at);
      const length = lengthOf(plan);
      const holding = await repo.findHolding(trx, botId, order.member_id, Number(plan.plan_id), order.paid_at);
      if (holding) {
        const current = holding.expires_at === null ? null : Number(holding.expires_at);
        const expires = current === null ? null : accessEnd(current, length, timezone);
        const over = expires !== null && expires <= at;
        const row = await repo.updateSubscription(trx, botId, Number(holding.subscription_id), {
          state: over ? 'expired' : 'active',
          expires_at: expires,
          ended_at: over ? expires : null,
          canceled_at: null,
          last_order_id: order.order_id,
          updated_at: at,
        });
        await events.record(trx, botId, at, [{ type: 'subscription.renewed', data: toSubscriptionRecord(row!) }]);
        return Number(holding.subscription_id);
      }
      const subscriptionId = await allocateIds(trx, botId, 'subscription');
      const expires = accessEnd(order.paid_at, length, timezone);
      const over = expires !== null && expires <= at;
      const options = JSON.parse(plan.options) as { recurring?: boolean };
      const row: SubscriptionRow = {
        bot_id: botId,
        subscription_id: subscriptionId,
        member_id: order.member_id,
        plan_id: Number(plan.plan_id),
        // A recorded payment whose access has already run out (history) starts out expired.
        state: over ? 'expired' : 'active',
        trial: 0,
        recurring: options.recurring === true ? 1 : 0,
        source: 'payment',
        started_at: order.paid_at,
        expires_at: expires,
        canceled_at: null,
        ended_at: over ? expires : null,
        last_order_id: order.order_id,
        created_at: at,
        updated_at: at,
      };
      await repo.insertSubscription(trx, row);
      const record = toSubscriptionRecord(row);
      await events.record(trx, botId, at, [
        { type: 'subscription.started', data: { ...record, state: 'active', ended_at: null } },
        ...(over ? [{ type: 'subscription.expired' as const, data: record }] : []),
      ]);
      return subscriptionId;
    },

    /** Ends the subscription an order paid for or extended (its refund), in the refund's transaction. */
    async revokeForRefund(trx: Db, botId: number, subscriptionId: number): Promise<void> {
      const current = await repo.findSubscription(trx, botId, subscriptionId);
      if (!current || (current.state !== 'active' && current.state !== 'canceled')) return;
      const at = now();
      const row = await repo.updateSubscription(trx, botId, subscriptionId, { state: 'revoked', ended_at: at, updated_at: at });
      await events.record(trx, botId, at, [{ type: 'subscription.revoked', data: toSubscriptionRecord(row!) }]);
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
        before: after?.[0],
      });
      return toPage(rows, limit, (r) => [Number(r.subscription_id)], toSubscriptionRecord);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
