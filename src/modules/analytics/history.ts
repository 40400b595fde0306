// A member's recurring revenue over time (SPEC §17), from their subscriptions and orders: the
// steps of their MRR per currency, when they first paid, and their trials. Pure: the keeper
// computes it again whenever one of the member's rows changes, and compares with what it kept.
import type { PlanLength } from '../../time/duration.js';
import { DAY_MS } from '../../time/units.js';
import { monthlyValue } from './monthly-value.js';

export interface HistorySubscription {
  subscription_id: number;
  plan_id: number;
  started_at: number;
  /** When access ended (expired: at its end; revoked: then); null while it gives access. */
  ended_at: number | null;
  expires_at: number | null;
  trial: number;
}

export interface HistoryOrder {
  order_id: number;
  subscription_id: number | null;
  plan_id: number;
  amount_minor: number;
  currency: string;
  paid_at: number;
}

/** A change of the member's MRR in one currency: from `at` on it is `mrr` (minor units). */
export interface Step {
  currency: string;
  at: number;
  mrr: number;
}

export interface Trial {
  subscription_id: number;
  started_at: number;
  /** Until when the trial gives free access (its end); equal to started_at once a payment extended it. */
  free_until: number;
  converted: boolean;
}

export interface MemberHistory {
  steps: Step[];
  /** The first payment (any plan, any currency), or null. */
  firstPaidAt: number | null;
  /** The first instant with MRR above 0 in any currency, or null. */
  firstPositiveAt: number | null;
  trials: Trial[];
}

/** A trial converts when a paid subscription of its plan starts before it ends or within 7 days. */
export const CONVERSION_GRACE_MS = 7 * DAY_MS;

/**
 * `orders`: the member's paid orders (refunded ones left out: they are no revenue).
 * `lengthOf`: the plan's length, and the zone its fixed end dates are read in.
 */
export function memberHistory(
  subscriptions: readonly HistorySubscription[],
  orders: readonly HistoryOrder[],
  lengthOf: (planId: number) => PlanLength | undefined,
  timezone: string,
): MemberHistory {
  // Each subscription's payments, latest last: its value at t is that of its latest payment by t.
  const paymentsOf = new Map<number, { at: number; id: number; currency: string; value: number }[]>();
  for (const o of orders) {
    if (o.subscription_id === null) continue;
    const length = lengthOf(o.plan_id);
    const value = length ? monthlyValue(o.amount_minor, length, o.paid_at, timezone) : 0;
    const payment = { at: o.paid_at, id: o.order_id, currency: o.currency, value };
    const list = paymentsOf.get(o.subscription_id);
    if (list) list.push(payment);
    else paymentsOf.set(o.subscription_id, [payment]);
  }
  for (const list of paymentsOf.values()) list.sort((a, b) => a.at - b.at || a.id - b.id);

  // Each subscription sets its contribution at instants: at its start the latest payment made by
  // then, at each later payment that one, at its end nothing. Swept in time order, all the changes
  // of one instant applied together, with the member's total per currency compared after each.
  const changes: { at: number; sub: number; value: { currency: string; value: number } | null }[] = [];
  for (const s of subscriptions) {
    const payments = paymentsOf.get(s.subscription_id);
    if (!payments) continue;
    const end = s.ended_at ?? Number.POSITIVE_INFINITY;
    if (end <= s.started_at) continue;
    let atStart: (typeof payments)[number] | undefined;
    for (const p of payments) {
      if (p.at <= s.started_at) atStart = p;
      else if (p.at < end) changes.push({ at: p.at, sub: s.subscription_id, value: p });
    }
    if (atStart) changes.push({ at: s.started_at, sub: s.subscription_id, value: atStart });
    if (s.ended_at !== null) changes.push({ at: s.ended_at, sub: s.subscription_id, value: null });
  }
  // By instant; within one, payments in their order (a later one of a subscription wins).
  changes.sort((a, b) => a.at - b.at);

  const steps: Step[] = [];
  const bySub = new Map<number, { currency: string; value: number } | null>();
  const totals = new Map<string, number>();
  const shown = new Map<string, number>();
  let firstPositiveAt: number | null = null;
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i]!;
    const before = bySub.get(change.sub) ?? null;
    if (before) totals.set(before.currency, (totals.get(before.currency) ?? 0) - before.value);
    if (change.value) totals.set(change.value.currency, (totals.get(change.value.currency) ?? 0) + change.value.value);
    bySub.set(change.sub, change.value);
    if (i + 1 < changes.length && changes[i + 1]!.at === change.at) continue;
    for (const [currency, mrr] of totals) {
      if (mrr === (shown.get(currency) ?? 0)) continue;
      steps.push({ currency, at: change.at, mrr });
      shown.set(currency, mrr);
    }
    if (firstPositiveAt === null && [...totals.values()].some((v) => v > 0)) firstPositiveAt = change.at;
  }
  steps.sort((a, b) => a.at - b.at || (a.currency < b.currency ? -1 : 1));

  let firstPaidAt: number | null = null;
  for (const o of orders) if (firstPaidAt === null || o.paid_at < firstPaidAt) firstPaidAt = o.paid_at;

  const trials: Trial[] = [];
  for (const s of subscriptions) {
    if (!s.trial) continue;
    const paidItself = paymentsOf.has(s.subscription_id);
    const end = s.ended_at ?? s.expires_at ?? Number.MAX_SAFE_INTEGER;
    const converted = paidItself || orders.some((o) => o.plan_id === s.plan_id && o.paid_at >= s.started_at && o.paid_at <= end + CONVERSION_GRACE_MS);
    trials.push({ subscription_id: s.subscription_id, started_at: s.started_at, free_until: paidItself ? s.started_at : end, converted });
  }
  return { steps, firstPaidAt, firstPositiveAt, trials };
}
