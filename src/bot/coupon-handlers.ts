// Coupons in the bot (SPEC §15): a member enters one with /start c-<CODE> or the plans message's
// "I have a coupon" button (the bot asks with a ForceReply, so the state lives in the chat, not
// here); the plans it applies to are shown at their discounted prices, each button carrying the
// code (buy:<plan>:<CODE>, at most 52 bytes), so the buy button remembers it with no stored state.
// The coupon is checked again when the invoice is made and at pre-checkout, which holds a place.
import { Composer, type Context, InlineKeyboard } from 'grammy';
import type { PlanRow } from '../db/schema.js';
import { formatDecimalAmount } from '../money/index.js';
import type { InvoiceTerms } from './invoice-payload.js';
import type { RuntimeDeps } from './runtime-deps.js';
import type { CouponPrice } from './sale.js';
import { amount, day, TEXT } from './texts.js';

/** The callback data of the plans message's "I have a coupon" button. */
export const COUPON_BUTTON = 'coupon';

/** Dates as the bot's members read them (its time zone), for a coupon's expiry. */
function dayOfBot({ services, botId }: RuntimeDeps) {
  return async () => {
    const { timezone } = await services.settings.contextOf(botId);
    return (ms: number) => day(ms, timezone);
  };
}

/** The plan's price with a coupon for this member, or why not: the buy button with a coupon, and
 * the sale a form opens after its last answer. */
export function couponQuote(deps: RuntimeDeps) {
  const { services, botId } = deps;
  const dayOf = dayOfBot(deps);
  return async (memberId: string, plan: PlanRow, code: string): Promise<CouponPrice | { refused: string }> => {
    const quoted = await services.coupons.quote(botId, memberId, code, plan, await dayOf());
    return 'refused' in quoted ? quoted : { code: quoted.coupon.code, amountMinor: quoted.amountMinor };
  };
}

export function couponFlow(deps: RuntimeDeps) {
  const { services, botId } = deps;
  const composer = new Composer<Context>();
  const dayOf = dayOfBot(deps);
  const quote = couponQuote(deps);
  const priceText = (minor: number, plan: PlanRow) => amount(formatDecimalAmount(BigInt(minor), plan.plan_currency), plan.plan_currency);

  /** The plans message at the coupon's prices. Returns false when the caller should show the
   * usual plans message instead (sales paused; the coupon refused or fitting nothing: said). */
  async function offerWith(ctx: Context, text: string): Promise<boolean> {
    if (await services.settings.salesPaused(botId)) return false;
    const memberId = String(ctx.from!.id);
    const entered = await services.coupons.enter(botId, memberId, text, await dayOf());
    if ('refused' in entered) {
      await ctx.reply(entered.refused);
      return false;
    }
    const { coupon } = entered;
    const cards = await services.payments.cardsReady(botId);
    const menu = await services.offers.menu(botId, memberId);
    const keyboard = new InlineKeyboard();
    let fits = 0;
    for (const { plan } of menu.offers) {
      if (plan.plan_currency !== 'XTR' && !cards) continue;
      const discounted = services.coupons.priceWith(coupon, plan);
      if (discounted === null) continue;
      fits++;
      keyboard.text(TEXT.couponBuyButton(plan, priceText(discounted, plan)), `buy:${plan.plan_id}:${coupon.code}`).row();
    }
    if (!fits) {
      await ctx.reply(TEXT.couponFitsNothing(coupon.code));
      return false;
    }
    const off =
      coupon.percent_off !== null
        ? `${coupon.percent_off}%`
        : amount(formatDecimalAmount(BigInt(coupon.amount_off_minor!), coupon.currency!), coupon.currency!);
    await ctx.reply(TEXT.couponApplied(coupon.code, off), { reply_markup: keyboard });
    return true;
  }

  /** Pre-checkout of an invoice made with a coupon: checked again at the price asked, and a place
   * held (SPEC §15). Returns why not, or null when approved. */
  async function approve(terms: InvoiceTerms, plan: PlanRow, total: number): Promise<string | null> {
    const code = terms.couponCode!;
    // The price first (no place is held for an invoice that is refused anyway).
    const coupon = await services.coupons.findCoupon(botId, code);
    if (coupon && services.coupons.priceWith(coupon, plan) !== total) return TEXT.priceChanged;
    const held = await services.coupons.hold(botId, terms.memberId, code, plan, await dayOf());
    if ('refused' in held) return held.refused;
    return held.amountMinor === total ? null : TEXT.priceChanged;
  }

  const privateChat = composer.chatType('private');
  privateChat.callbackQuery(COUPON_BUTTON, async (ctx) => {
    await ctx.answerCallbackQuery();
    await ctx.reply(TEXT.askCoupon, { reply_markup: { force_reply: true, input_field_placeholder: TEXT.couponPlaceholder } });
  });
  // The answer to that question: a reply to the bot's own message asking for the code.
  privateChat.on('message:text', async (ctx, next) => {
    const asked = ctx.message.reply_to_message;
    if (!asked?.from?.is_bot || asked.text !== TEXT.askCoupon || ctx.message.text.startsWith('/')) return next();
    await offerWith(ctx, ctx.message.text);
  });

  return { composer, offerWith, quote, approve };
}

export type CouponFlow = ReturnType<typeof couponFlow>;
