// Subscription rows: a new one (payments, grants, imports), the one rule for a span that has
// already run out when it is written (it is stored `expired`, ended at its end), the row a
// payment extends, and the row as the API shows it.
import type { PlanRow, SubscriptionRow } from '../../db/schema.js';
import { accessEnd } from '../../time/calendar.js';
import type { PlanLength } from '../../time/duration.js';
import { isoFromMs, isoOrNullFromMs } from '../../time/iso.js';
import type { SubscriptionRecord } from './schemas.js';

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

/** The answer for each plan row, while its options text stays the same (an import asks once per span). */
const recurringByPlan = new WeakMap<object, { options: string; recurring: 0 | 1 }>();

/** 1 when the plan renews by itself (options.recurring). */
export function recurringOf(plan: Pick<PlanRow, 'options'>): 0 | 1 {
  const known = recurringByPlan.get(plan);
  if (known?.options === plan.options) return known.recurring;
  const recurring = (JSON.parse(plan.options) as { recurring?: boolean }).recurring === true ? 1 : 0;
  recurringByPlan.set(plan, { options: plan.options, recurring });
  return recurring;
}

/** Marks `row` expired (ended at its end) when that end is not after `at`; returns whether it did. */
export function expireIfOver(row: SubscriptionRow, at: number): boolean {
  if (row.expires_at === null || row.expires_at > at) return false;
  row.state = 'expired';
  row.ended_at = row.expires_at;
  return true;
}

/**
 * The member's subscription to the plan that a payment made at `at` extends, among `rows` (any of
 * the member's): the newest one, not revoked, whose span [started_at, expires_at] covers `at` — its
 * very end included, and even when recorded after the span has run out (history).
 */
export function holdingAt(rows: readonly SubscriptionRow[], memberId: string, planId: number, at: number): SubscriptionRow | undefined {
  let newest: SubscriptionRow | undefined;
  for (const row of rows) {
    if (row.member_id !== memberId || Number(row.plan_id) !== planId || row.state === 'revoked') continue;
    if (Number(row.started_at) > at || (row.expires_at !== null && Number(row.expires_at) < at)) continue;
    if (!newest || Number(row.subscription_id) > Number(newest.subscription_id)) newest = row;
  }
  return newest;
}

/** The row as the API shows it. */
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
    access_error: row.access_error ?? null,
  };
}
