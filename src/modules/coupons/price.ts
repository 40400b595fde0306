// What a coupon does to a plan's price (SPEC §15): which plans it applies to, and the discounted
// price, rounded half-up to the currency's minor unit and never below one minor unit.
import type { CouponRow, PlanRow } from '../../db/schema.js';

/** Stars subscriptions renew every 30 days at the price of their link: the platform fixes it. */
const ONE_MONTH = new Set(['P1M', 'P30D']);

export const planIdsOf = (coupon: Pick<CouponRow, 'plan_ids'>): number[] | null =>
  coupon.plan_ids === null ? null : (JSON.parse(coupon.plan_ids) as number[]);

/** A plan the platform renews itself at the first price (a Stars subscription): a "once" coupon
 * cannot be limited to the first payment there. */
export const isStarsSubscription = (plan: Pick<PlanRow, 'plan_currency' | 'plan_duration' | 'options'>): boolean =>
  plan.plan_currency === 'XTR' && Boolean(JSON.parse(plan.options).recurring) && ONE_MONTH.has(plan.plan_duration);

export type Fit = 'ok' | 'plan' | 'currency' | 'renewals';

/** Whether the coupon applies to the plan, and if not, why. */
export function fitOf(coupon: CouponRow, plan: Pick<PlanRow, 'plan_id' | 'plan_currency' | 'plan_duration' | 'options'>): Fit {
  const ids = planIdsOf(coupon);
  if (ids && !ids.includes(Number(plan.plan_id))) return 'plan';
  if (coupon.amount_off_minor !== null && coupon.currency !== plan.plan_currency) return 'currency';
  if (coupon.duration === 'once' && isStarsSubscription(plan)) return 'renewals';
  return 'ok';
}

/** The price with the coupon, in minor units: half-up, at least one. */
export function discounted(priceMinor: number, coupon: Pick<CouponRow, 'percent_off' | 'amount_off_minor'>): number {
  const price = BigInt(priceMinor);
  let result: bigint;
  if (coupon.percent_off !== null) result = (price * BigInt(100 - Number(coupon.percent_off)) + 50n) / 100n;
  else result = price - BigInt(coupon.amount_off_minor ?? 0);
  return Number(result < 1n ? 1n : result);
}
