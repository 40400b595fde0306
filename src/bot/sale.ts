// Opening a sale: the Stars invoice (or a Stars subscription's link) or the card checkout page for
// a plan the member may buy. The plans message's buttons call it, and so does any step that comes
// before paying (a form answered, a coupon entered) once it is done.
import { type Context, GrammyError, InlineKeyboard } from 'grammy';
import { AppError } from '../errors.js';
import { refusalOf } from './refusal.js';
import type { Offer } from '../modules/offers/service.js';
import { invoicePayload } from './invoice-payload.js';
import { classify } from './platform.js';
import type { RuntimeDeps } from './runtime-deps.js';
import type { Words } from './words.js';

/** A coupon entered for the sale and the plan's price with it. */
export interface CouponPrice {
  code: string;
  amountMinor: number;
}

/** Stars subscriptions renew every 30 days: the only period the platform offers. */
export const STARS_SUBSCRIPTION_PERIOD_S = 2_592_000;
const ONE_MONTH = new Set(['P1M', 'P30D']);

/** A Stars plan sold as a platform subscription: recurring, one month. */
const isStarsSubscription = (offer: Offer['plan'], recurring: boolean) => offer.plan_currency === 'XTR' && recurring && ONE_MONTH.has(offer.plan_duration);

export function saleFlow(deps: RuntimeDeps) {
  const { services, botId, token, speech } = deps;

  /** Sends the invoice (or a Stars subscription's link); a refusal by the platform is told to the
   * member, never left silent; anything else (a 5xx, the network) fails the update, which is retried. */
  async function sendInvoice<T>(ctx: Context, send: () => Promise<T>): Promise<T | undefined> {
    try {
      return await send();
    } catch (err) {
      const failure = classify(err);
      if (failure.kind !== 'permanent') throw err;
      deps.log.warn({ botId, error: failure.error }, 'the platform refused an invoice');
      const price = err instanceof GrammyError && /AMOUNT|PRICE/i.test(err.description);
      const w = await speech.of(ctx);
      await ctx.reply(w.t('payment-not-started', { reason: w.t(price ? 'invoice-price-refused' : 'invoice-refused') }));
      return undefined;
    }
  }

  /** A plan in a real currency: a card checkout page made for this member (SPEC §13). */
  async function payByCard(ctx: Context, w: Words, memberId: string, planId: number, coupon?: CouponPrice): Promise<string | null> {
    try {
      const bot = { ...(await services.settings.contextOf(botId)), actor: { type: 'member' as const, member_id: memberId } };
      const checkout = await services.payments.checkout(bot, { member_id: memberId, plan_id: planId, ...(coupon ? { coupon_code: coupon.code } : {}) });
      await ctx.reply(w.t('pay-by-card'), { reply_markup: new InlineKeyboard().url(w.t('card-button'), checkout.url) });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.type !== 'upstream_failed') return coupon ? refusalOf(w, err).slice(0, 200) : w.t('not-sold-here');
      // Stripe refused or could not be reached: said in a message, not only a passing alert
      // (Stripe's own words stay in the log: they may name the account).
      deps.log.warn({ botId, plan: planId, error: err.description }, 'a card checkout could not be opened');
      await ctx.reply(w.t('payment-not-started', { reason: w.t('checkout-refused') }));
    }
    return null;
  }

  /** Opens the sale of `plan` (sellable to the member: the caller asked the offers service) in the
   * member's private chat, at the coupon's price when one was entered (checked by the caller).
   * Returns a refusal for the caller to show, or null when the member was answered with an
   * invoice, a link or a message. */
  async function sell(ctx: Context, memberId: string, plan: Offer['plan'], coupon?: CouponPrice): Promise<string | null> {
    const w = await speech.of(ctx);
    if (plan.plan_currency !== 'XTR') return payByCard(ctx, w, memberId, Number(plan.plan_id), coupon);
    const amount = coupon?.amountMinor ?? Number(plan.plan_price_minor);
    const payload = invoicePayload(token, {
      memberId,
      planId: Number(plan.plan_id),
      amountMinor: amount,
      currency: plan.plan_currency,
      couponCode: coupon?.code,
    });
    const title = plan.plan_name.slice(0, 32);
    const id = plan.plan_duration === 'lifetime' ? 'invoice-description-life' : 'invoice-description';
    const length = w.length(plan.plan_duration);
    const description = (coupon ? w.t(`${id}-coupon`, { length, code: coupon.code }) : w.t(id, { length })).slice(0, 255);
    const prices = [{ label: title, amount }];
    if (isStarsSubscription(plan, Boolean(JSON.parse(plan.options).recurring))) {
      const link = await sendInvoice(ctx, () =>
        ctx.api.createInvoiceLink(title, description, payload, '', 'XTR', prices, { subscription_period: STARS_SUBSCRIPTION_PERIOD_S }),
      );
      const button = w.t('subscribe-button', { plan: plan.plan_name, price: w.price({ ...plan, plan_price_minor: amount }) });
      if (typeof link === 'string') await ctx.reply(w.t('subscribe-link'), { reply_markup: new InlineKeyboard().url(button, link) });
      return null;
    }
    await sendInvoice(ctx, () => ctx.api.sendInvoice(ctx.chat!.id, title, description, payload, 'XTR', prices, { provider_token: '' }));
    return null;
  }

  return { sell };
}
