// Coupons in the bot (SPEC §15): a member enters one with /start c-<CODE> or the plans message's
// "I have a coupon" button (the bot asks with a ForceReply, so the state lives in the chat, not
// here); the plans it applies to are shown at their discounted prices, each button carrying the
// code (buy:<plan>:<CODE>, at most 52 bytes), so the buy button remembers it with no stored state.
// The coupon is checked again when the invoice is made and at pre-checkout, which holds a place.
import { Composer, type Context, InlineKeyboard } from 'grammy';
import type { PlanRow } from '../db/schema.js';
import { LOCALES } from '../i18n/locales.js';
import { formatDecimalAmount } from '../money/index.js';
import type { CouponRefusal } from '../modules/coupons/service.js';
import type { InvoiceTerms } from './invoice-payload.js';
import type { RuntimeDeps } from './runtime-deps.js';
import type { CouponPrice } from './sale.js';
import type { Words } from './words.js';

/** The callback data of the plans message's "I have a coupon" button. */
export const COUPON_BUTTON = 'coupon';

/** Dates for the services' English refusals (the API's words); the bot says its own (below). */
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Why a coupon cannot be used, in the member's words. */
export const couponRefusal = (w: Words, reason: CouponRefusal) => w.t(reason.id, { code: reason.code, date: reason.on === undefined ? '' : w.day(reason.on) });

/** The plan's price with a coupon for this member, or why not (in their words): the buy button
 * with a coupon, and the sale a form opens after its last answer. */
export function couponQuote({ services, botId }: RuntimeDeps) {
  return async (w: Words, memberId: string, plan: PlanRow, code: string): Promise<CouponPrice | { refused: string }> => {
    const quoted = await services.coupons.quote(botId, memberId, code, plan, isoDay);
    return 'refused' in quoted ? { refused: couponRefusal(w, quoted.reason) } : { code: quoted.coupon.code, amountMinor: quoted.amountMinor };
  };
}

export function couponFlow(deps: RuntimeDeps) {
  const { services, botId, speech, catalogues } = deps;
  const composer = new Composer<Context>();
  const quote = couponQuote(deps);
  const priceText = (w: Words, minor: number, plan: PlanRow) => w.amount(formatDecimalAmount(BigInt(minor), plan.plan_currency), plan.plan_currency);
  /** The question the bot asks for a code, in every language, as shipped and as the owner has
   * written it (SPEC §18; every wording since the bot started): a reply to any of them is a code. */
  const asked = new Set<string>();
  let askedAt: number | undefined;
  const isQuestion = (text: string) => {
    if (askedAt !== deps.texts.version()) {
      askedAt = deps.texts.version();
      for (const locale of LOCALES) asked.add(catalogues.render(locale, 'ask-coupon'));
    }
    return asked.has(text);
  };

  /** The plans message at the coupon's prices. Returns false when the caller should show the
   * usual plans message instead (sales paused; the coupon refused or fitting nothing: said). */
  async function offerWith(ctx: Context, text: string): Promise<boolean> {
    if (await services.settings.salesPaused(botId)) return false;
    const w = await speech.of(ctx);
    const memberId = String(ctx.from!.id);
    const entered = await services.coupons.enter(botId, memberId, text, isoDay);
    if ('refused' in entered) {
      await ctx.reply(couponRefusal(w, entered.reason));
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
      const label = w.t('coupon-buy-button', { plan: plan.plan_name, now: priceText(w, discounted, plan), was: w.price(plan) });
      keyboard.text(label, `buy:${plan.plan_id}:${coupon.code}`).row();
    }
    if (!fits) {
      await ctx.reply(w.t('coupon-fits-nothing', { code: coupon.code }));
      return false;
    }
    const off =
      coupon.percent_off !== null
        ? w.percent(Number(coupon.percent_off) / 100, 0)
        : w.amount(formatDecimalAmount(BigInt(coupon.amount_off_minor!), coupon.currency!), coupon.currency!);
    await ctx.reply(w.t('coupon-applied', { code: coupon.code, off }), { reply_markup: keyboard });
    return true;
  }

  /** Pre-checkout of an invoice made with a coupon: checked again at the price asked, and a place
   * held (SPEC §15). Returns why not (in the member's words), or null when approved. */
  async function approve(w: Words, terms: InvoiceTerms, plan: PlanRow, total: number): Promise<string | null> {
    const code = terms.couponCode!;
    // The price first (no place is held for an invoice that is refused anyway).
    const coupon = await services.coupons.findCoupon(botId, code);
    if (coupon && services.coupons.priceWith(coupon, plan) !== total) return w.t('price-changed');
    const held = await services.coupons.hold(botId, terms.memberId, code, plan, isoDay);
    if ('refused' in held) return couponRefusal(w, held.reason);
    return held.amountMinor === total ? null : w.t('price-changed');
  }

  const privateChat = composer.chatType('private');
  privateChat.callbackQuery(COUPON_BUTTON, async (ctx) => {
    const w = await speech.of(ctx);
    await ctx.answerCallbackQuery();
    await ctx.reply(w.t('ask-coupon'), { reply_markup: { force_reply: true, input_field_placeholder: w.t('coupon-placeholder').slice(0, 64) } });
  });
  // The answer to that question: a reply to the bot's own message asking for the code.
  privateChat.on('message:text', async (ctx, next) => {
    const question = ctx.message.reply_to_message;
    if (!question?.from?.is_bot || !isQuestion(question.text ?? '') || ctx.message.text.startsWith('/')) return next();
    await offerWith(ctx, ctx.message.text);
  });

  return { composer, offerWith, quote, approve };
}

export type CouponFlow = ReturnType<typeof couponFlow>;
