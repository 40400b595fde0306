// How a plan is sold on Stripe: a recurring plan whose length is a whole number of days, weeks,
// months or years (within Stripe's one-year limit) is a subscription at a Stripe price; anything
// else (one-time plans, lifetime, fixed end dates, mixed lengths) is a one-time payment.
import type { PlanRow } from '../db/schema.js';
import { optionsOf } from '../modules/offers/service.js';

export type Interval = 'day' | 'week' | 'month' | 'year';

export interface Terms {
  mode: 'payment' | 'subscription';
  currency: string;
  amountMinor: number;
  interval?: Interval;
  intervalCount?: number;
}

const UNITS: Record<string, [Interval, number]> = { D: ['day', 365], W: ['week', 52], M: ['month', 12], Y: ['year', 1] };

export function termsOf(plan: Pick<PlanRow, 'plan_duration' | 'options' | 'plan_currency' | 'plan_price_minor'>): Terms {
  const base = { currency: plan.plan_currency, amountMinor: Number(plan.plan_price_minor) };
  const match = /^P(\d+)([DWMY])$/.exec(plan.plan_duration);
  if (!optionsOf(plan).recurring || !match) return { mode: 'payment', ...base };
  const [interval, max] = UNITS[match[2]!]!;
  const count = Number(match[1]);
  if (count < 1 || count > max) return { mode: 'payment', ...base };
  return { mode: 'subscription', ...base, interval, intervalCount: count };
}
