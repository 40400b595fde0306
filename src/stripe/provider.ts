// Stripe as Tollgate's card provider (SPEC §13): checkout pages for a member and plan, refunds
// and renewal cancellations at Stripe first. Stripe's refusals become 502 `upstream_failed` with
// Stripe's message (which never holds a key); nothing changes here then.
import type Stripe from 'stripe';
import type { BotContext } from '../bot-context.js';
import type { Config } from '../config.js';
import { UpstreamError } from '../errors.js';
import type { CheckoutProvider, CheckoutRequest } from '../modules/payments/service.js';
import type { SettingsService } from '../modules/bots/settings.js';
import type { StripeRecords } from '../modules/stripe-records/service.js';
import type { CouponService } from '../modules/coupons/service.js';
import type { CouponRow } from '../db/schema.js';
import { createHash } from 'node:crypto';
import { isoFromMs } from '../time/iso.js';
import { stripeClient } from './client.js';
import { type Terms, termsOf } from './terms.js';

/** Metadata on every checkout, payment and subscription: who and what it is for. */
export interface PaymentMetadata {
  tollgate_bot_id: string;
  member_id: string;
  plan_id: string;
  /** The coupon the member entered (SPEC §15): the order records it. */
  coupon_code?: string;
  /** "1" when the coupon discounts only the first payment: renewals then record no coupon. */
  coupon_once?: string;
}

/** Stripe's refusal in its own words, except for a refused key: Stripe's message then quotes the
 * key's last characters, which stay out of error bodies. */
function reasonOf(err: unknown): string {
  const type = (err as { type?: unknown }).type;
  if (type === 'StripeAuthenticationError' || type === 'StripePermissionError') return 'the stored stripe_secret_key was not accepted; set it again';
  return typeof type === 'string' && type.startsWith('Stripe') ? (err as Error).message : 'Stripe could not be reached';
}

async function atStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw new UpstreamError(`Stripe refused to ${what}: ${reasonOf(err)}`);
  }
}

export type StripeProvider = CheckoutProvider & { clientOf(botId: number): Promise<Stripe> };

/** What the provider reads: the bot's Stripe keys and its Stripe records. */
export interface StripeProviderDeps {
  settings: Pick<SettingsService, 'stripeKeysOf' | 'stripeKeysSet' | 'getSettings'>;
  stripeRecords: StripeRecords;
  coupons: Pick<CouponService, 'stripeCouponOf' | 'saveStripeCoupon'>;
}

export function createStripeProvider(services: StripeProviderDeps, config: Config): StripeProvider {
  async function clientOf(botId: number): Promise<Stripe> {
    const { secretKey } = await services.settings.stripeKeysOf(botId);
    if (!secretKey) throw new UpstreamError('Card payments are not set up for this bot (no Stripe secret key).');
    return stripeClient(secretKey, config.stripeApiUrl);
  }

  /** The plan's Stripe price for these terms, made once (and again when the price or period changes). */
  async function priceFor(stripe: Stripe, botId: number, plan: CheckoutRequest['plan'], terms: Terms): Promise<string> {
    const key = JSON.stringify([terms.amountMinor, terms.currency, terms.interval, terms.intervalCount]);
    const known = await services.stripeRecords.priceFor(botId, Number(plan.plan_id), key);
    if (known) return known;
    const price = await stripe.prices.create({
      currency: terms.currency.toLowerCase(),
      unit_amount: terms.amountMinor,
      recurring: { interval: terms.interval!, interval_count: terms.intervalCount! },
      product_data: { name: plan.plan_name },
      metadata: { tollgate_bot_id: String(botId), plan_id: String(plan.plan_id) },
    });
    const replaced = await services.stripeRecords.savePrice(botId, Number(plan.plan_id), key, price.id);
    // The old price stays valid for subscriptions already on it; new checkouts use the new one.
    if (replaced) await stripe.prices.update(replaced, { active: false }).catch(() => {});
    return price.id;
  }

  /**
   * The Stripe coupon for our coupon, made once per Stripe account and duration through the
   * library: percent_off, or amount_off in the coupon's currency; "once" or "forever" as ours
   * says, except that a one-time payment has only one (Stripe's "once").
   */
  async function stripeCouponFor(stripe: Stripe, botId: number, coupon: CouponRow, mode: Terms['mode']): Promise<string> {
    const { secretKey } = await services.settings.stripeKeysOf(botId);
    const duration = mode === 'payment' ? 'once' : coupon.duration;
    // The key's fingerprint, not the key: a coupon made in another Stripe account is not usable here.
    const slot = `${createHash('sha256')
      .update(secretKey ?? '')
      .digest('hex')
      .slice(0, 16)}:${duration}`;
    const known = services.coupons.stripeCouponOf(coupon, slot);
    if (known) return known;
    const made = await stripe.coupons.create({
      ...(coupon.percent_off !== null
        ? { percent_off: Number(coupon.percent_off) }
        : { amount_off: Number(coupon.amount_off_minor), currency: coupon.currency!.toLowerCase() }),
      duration,
      name: coupon.code,
      metadata: { tollgate_bot_id: String(botId), coupon_code: coupon.code },
    });
    await services.coupons.saveStripeCoupon(botId, coupon.code, slot, made.id);
    return made.id;
  }

  return {
    clientOf,

    ready: (botId) => services.settings.stripeKeysSet(botId),

    async createCheckout(bot: BotContext, request: CheckoutRequest) {
      const stripe = await clientOf(bot.botId);
      const { plan } = request;
      const terms = termsOf(plan);
      const { coupon } = request;
      const metadata: PaymentMetadata = { tollgate_bot_id: String(bot.botId), member_id: request.memberId, plan_id: String(plan.plan_id) };
      if (coupon) {
        metadata.coupon_code = coupon.row.code;
        if (coupon.row.duration === 'once') metadata.coupon_once = '1';
      }
      const back = (await services.settings.getSettings(bot)).bot_username;
      const fallback = back ? `https://t.me/${back}` : 'https://t.me/';
      const session = await atStripe('create the checkout', async () =>
        stripe.checkout.sessions.create({
          mode: terms.mode,
          line_items: [
            terms.mode === 'subscription'
              ? { price: await priceFor(stripe, bot.botId, plan, terms), quantity: 1 }
              : { price_data: { currency: terms.currency.toLowerCase(), unit_amount: terms.amountMinor, product_data: { name: plan.plan_name } }, quantity: 1 },
          ],
          ...(coupon ? { discounts: [{ coupon: await stripeCouponFor(stripe, bot.botId, coupon.row, terms.mode) }] } : {}),
          client_reference_id: `${bot.botId}-${plan.plan_id}-${request.memberId}`.slice(0, 200),
          metadata: { ...metadata },
          ...(terms.mode === 'subscription' ? { subscription_data: { metadata: { ...metadata } } } : { payment_intent_data: { metadata: { ...metadata } } }),
          success_url: request.successUrl ?? fallback,
          cancel_url: request.cancelUrl ?? fallback,
        }),
      );
      return { checkout_id: session.id, url: session.url ?? '', expires_at: isoFromMs(session.expires_at * 1000) };
    },

    async refund(botId, payment) {
      const stripe = await clientOf(botId);
      await atStripe('refund the card payment', () => stripe.refunds.create({ payment_intent: payment.externalId }));
    },

    async cancelRenewal(botId, _payment, subscriptionId) {
      const stripeSubscription = await services.stripeRecords.stripeSubscriptionOf(botId, subscriptionId);
      if (!stripeSubscription) return;
      const stripe = await clientOf(botId);
      await atStripe('cancel the card subscription', () => stripe.subscriptions.update(stripeSubscription, { cancel_at_period_end: true }));
    },
  };
}
