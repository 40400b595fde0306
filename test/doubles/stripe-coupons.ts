// Coupons for the Stripe double: POST /v1/coupons as Stripe takes it (percent_off or amount_off
// with currency; duration once, repeating or forever), a Checkout Session's `discounts`, and the
// discount each invoice of a subscription started with one gets (the first only for "once").
import type { Ctx } from './stripe-billing.js';
import type { StripeObject } from './stripe-objects.js';
import { type Params, invalidRequest, mergeMetadata, missingParam, noSuch, randomString } from './stripe-wire.js';

export interface Coupon {
  id: string;
  object: 'coupon';
  amount_off: number | null;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months: number | null;
  percent_off: number | null;
  name: string | null;
  metadata: Record<string, string>;
  times_redeemed: number;
  valid: boolean;
  [field: string]: unknown;
}

const COUPON_PARAMS = [
  'amount_off',
  'applies_to',
  'currency',
  'currency_options',
  'duration',
  'duration_in_months',
  'expand',
  'id',
  'max_redemptions',
  'metadata',
  'name',
  'percent_off',
  'redeem_by',
];

/** POST /v1/coupons. */
export function createCoupon(ctx: Ctx, p: Params): Coupon {
  const { store } = ctx.account;
  p.known(COUPON_PARAMS);
  const percent = p.has('percent_off') ? Number(p.str('percent_off')) : undefined;
  const amountOff = p.int('amount_off', 1);
  if ((percent === undefined) === (amountOff === undefined))
    throw invalidRequest('You must pass either `percent_off` or `amount_off`.', { param: 'percent_off' });
  if (percent !== undefined && !(percent > 0 && percent <= 100))
    throw invalidRequest('Invalid percent_off: must be greater than 0 and at most 100', { param: 'percent_off' });
  const currency = p.currency('currency');
  if (amountOff !== undefined && !currency) throw missingParam('currency');
  const duration = p.oneOf('duration', ['once', 'repeating', 'forever']) ?? 'once';
  const months = p.int('duration_in_months', 1);
  if (duration === 'repeating' && months === undefined) throw missingParam('duration_in_months');
  const id = p.str('id') ?? randomString(8);
  if (store.find(id)) throw invalidRequest('Coupon already exists.', { code: 'resource_already_exists', param: 'id' });
  const coupon: Coupon = {
    id,
    object: 'coupon',
    amount_off: amountOff ?? null,
    created: ctx.now(),
    currency: currency ?? null,
    duration,
    duration_in_months: duration === 'repeating' ? months! : null,
    livemode: false,
    max_redemptions: p.int('max_redemptions', 1) ?? null,
    metadata: mergeMetadata({}, p.metadata()),
    name: p.str('name') ?? null,
    percent_off: percent ?? null,
    redeem_by: p.int('redeem_by') ?? null,
    times_redeemed: 0,
    valid: true,
  };
  store.put(coupon);
  if (ctx.allEvents) ctx.emit('coupon.created', coupon as unknown as StripeObject);
  return coupon;
}

/** What the coupon takes off `amount` (never more than it). */
export function amountOff(coupon: Coupon, amount: number): number {
  const off = coupon.percent_off !== null ? Math.round((amount * coupon.percent_off) / 100) : (coupon.amount_off ?? 0);
  return Math.min(off, amount);
}

/** A Checkout Session's `discounts` (one coupon at most, as Stripe allows), checked against the
 * session's currency; the coupon, or undefined without one. */
export function sessionCoupon(ctx: Ctx, p: Params, currency: string): Coupon | undefined {
  const discounts = p.list('discounts');
  if (!discounts || discounts.length === 0) return undefined;
  if (discounts.length > 1) throw invalidRequest('You may only specify one discount.', { param: 'discounts' });
  const entry = discounts[0]!.known(['coupon', 'promotion_code']);
  const id = entry.str('coupon');
  if (id === undefined) throw invalidRequest('The Stripe double implements only discounts[0][coupon].', { param: entry.name('coupon') });
  const coupon = ctx.account.store.get<Coupon>(id, 'coupon');
  if (!coupon) throw noSuch('coupon', id, entry.name('coupon'));
  if (coupon.currency !== null && coupon.currency !== currency) {
    throw invalidRequest(`The coupon's currency (${coupon.currency}) does not match the session's (${currency}).`, { param: entry.name('coupon') });
  }
  coupon.times_redeemed += 1;
  return coupon;
}

/** The coupon each subscription started with (Stripe shows it as a Discount; the double keeps the id). */
const subscriptionCoupons = new WeakMap<object, Map<string, string>>();

export function setSubscriptionCoupon(ctx: Ctx, subscriptionId: string, couponId: string): void {
  const map = subscriptionCoupons.get(ctx.account) ?? new Map<string, string>();
  subscriptionCoupons.set(ctx.account, map);
  map.set(subscriptionId, couponId);
}

/** The coupon an invoice of the subscription is discounted by: every invoice for "forever", the
 * first for "once". */
export function invoiceCoupon(ctx: Ctx, subscriptionId: string, first: boolean): Coupon | undefined {
  const id = subscriptionCoupons.get(ctx.account)?.get(subscriptionId);
  const coupon = id === undefined ? undefined : ctx.account.store.get<Coupon>(id, 'coupon');
  if (!coupon || (coupon.duration !== 'forever' && !first)) return undefined;
  return coupon;
}
