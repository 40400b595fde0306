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

  // The instants where anything may change, and each subscription's contribution at an instant.
  const instants = new Set<number>();
  for (const s of subscriptions) {
    if (!paymentsOf.has(s.subscription_id)) continue;
    instants.add(s.started_at);
    if (s.ended_at !== null) instants.add(s.ended_at);
    for (const p of paymentsOf.get(s.subscription_id)!) instants.add(p.at);
  }
  const contribution = (s: HistorySubscription, t: number): { currency: string; value: number } | null => {
    if (t < s.started_at || (s.ended_at !== null && t >= s.ended_at)) return null;
    const list = paymentsOf.get(s.subscription_id);
    let latest: { currency: string; value: number } | null = null;
    for (const p of list ?? []) if (p.at <= t) latest = p;
    return latest;
  };

  const steps: Step[] = [];
  const current = new Map<string, number>();
  let firstPositiveAt: number | null = null;
  for (const t of [...instants].sort((a, b) => a - b)) {
    const totals = new Map<string, number>();
    for (const s of subscriptions) {
      const c = contribution(s, t);
      if (c) totals.set(c.currency, (totals.get(c.currency) ?? 0) + c.value);
    }
    for (const currency of new Set([...current.keys(), ...totals.keys()])) {
      const mrr = totals.get(currency) ?? 0;
      if (mrr === (current.get(currency) ?? 0)) continue;
      steps.push({ currency, at: t, mrr });
      current.set(currency, mrr);
    }
    if (firstPositiveAt === null && [...totals.values()].some((v) => v > 0)) firstPositiveAt = t;
  }

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
