// A new subscription row (payments, grants, imports) and the one rule for a span that has already
// run out when it is written: it is stored `expired`, ended at its end.
import type { PlanRow, SubscriptionRow } from '../../db/schema.js';
import { accessEnd } from '../../time/calendar.js';
import type { PlanLength } from '../../time/duration.js';

type Required = Pick<SubscriptionRow, 'bot_id' | 'subscription_id' | 'member_id' | 'plan_id' | 'source' | 'started_at' | 'expires_at' | 'last_order_id'>;

/** An active subscription with the given fields; `overrides` set trial or recurring. */
export function newSubscription(fields: Required & Partial<SubscriptionRow>, at: number): SubscriptionRow {
  return {
    state: 'active',
    trial: 0,
    recurring: 0,
    canceled_at: null,
    ended_at: null,
    created_at: at,
    updated_at: at,
    reminded_days: null,
    access_error: null,
    ...fields,
  };
}

/** The subscription a paid order starts: from paid_at for the plan's length, in the bot's zone. */
export function paidSubscription(
  botId: number,
  subscriptionId: number,
  order: { order_id: number; member_id: string; paid_at: number },
  plan: Pick<PlanRow, 'plan_id' | 'options'>,
  length: PlanLength,
  timezone: string,
  at: number,
): SubscriptionRow {
  return newSubscription(
    {
      bot_id: botId,
      subscription_id: subscriptionId,
      member_id: order.member_id,
      plan_id: Number(plan.plan_id),
      recurring: recurringOf(plan),
      source: 'payment',
      started_at: order.paid_at,
      expires_at: accessEnd(order.paid_at, length, timezone),
      last_order_id: order.order_id,
    },
    at,
  );
}

/** 1 when the plan renews by itself (options.recurring). */
export function recurringOf(plan: Pick<PlanRow, 'options'>): 0 | 1 {
  return (JSON.parse(plan.options) as { recurring?: boolean }).recurring === true ? 1 : 0;
}

/** Marks `row` expired (ended at its end) when that end is not after `at`; returns whether it did. */
export function expireIfOver(row: SubscriptionRow, at: number): boolean {
  if (row.expires_at === null || row.expires_at > at) return false;
  row.state = 'expired';
  row.ended_at = row.expires_at;
  return true;
}
