// The member's path through the bot: /start (plans, trials, referrals, codes, their access and
// links), /redeem, the buy and trial buttons, the invoice, pre-checkout and the payment.
import { Composer, type Context, InlineKeyboard } from 'grammy';
import type { BotContext } from '../bot-context.js';
import { AppError } from '../errors.js';
import { refusalOf } from './refusal.js';
import { formatDecimalAmount } from '../money/index.js';
import { JOB } from '../modules/jobs/service.js';
import { isoFromMs } from '../time/iso.js';
import { askFormFirst } from './form-handlers.js';
import { readInvoicePayload } from './invoice-payload.js';
import type { RuntimeDeps } from './runtime-deps.js';
import { COUPON_BUTTON, couponFlow } from './coupon-handlers.js';
import { saleFlow } from './sale.js';
import { planIn } from './plan-words.js';
import { MESSAGE_MAX } from './text-limits.js';
import { planNameOr } from './texts.js';

/** The platform shows at most 200 characters in a button's alert. */
const alertText = (text: string) => text.slice(0, 200);

export function memberHandlers(deps: RuntimeDeps): Composer<Context> {
  const { services, botId, token, speech } = deps;
  const sale = saleFlow(deps);
  const coupons = couponFlow(deps);
  const composer = new Composer<Context>();
  const memberOf = (ctx: Context) => String(ctx.from!.id);
  /** The bot's context for what the member does themselves: the events name them (SPEC §14). */
  const actingMember = async (ctx: Context): Promise<BotContext> => ({
    ...(await services.settings.contextOf(botId)),
    actor: { type: 'member', member_id: memberOf(ctx) },
  });

  async function remember(ctx: Context): Promise<void> {
    const from = ctx.from!;
    const seen = await services.members.seen(botId, {
      member_id: String(from.id),
      username: from.username ?? null,
      first_name: from.first_name ?? null,
      language_code: from.language_code ?? null,
    });
    // The app's language is the update's; the row was written: its /language choice came back with it.
    speech.know(String(from.id), { languageCode: from.language_code ?? null, ...(seen.language !== undefined ? { choice: seen.language } : {}) });
  }

  /** The plans this member may obtain, each a button; their current access; links they lack. For
   * /start, which has just refused a banned member: the ban is not read again. */
  async function showMenu(ctx: Context): Promise<void> {
    const memberId = memberOf(ctx);
    const paused = await services.settings.salesPaused(botId);
    const cards = await services.payments.cardsReady(botId);
    const menu = await services.offers.menu(botId, memberId, false);
    // While sales are paused (SPEC §15) no plan is offered: the member sees their access only.
    const offers = paused ? [] : menu.offers.filter((o) => o.plan.plan_currency === 'XTR' || cards);
    const w = await speech.of(ctx);
    const keyboard = new InlineKeyboard();
    // Each plan by its name in the member's language, and under the welcome the plans the owner
    // described (SPEC §18), as many as fit one message.
    const about: string[] = [];
    for (const { plan, trial } of offers) {
      const { name, description } = planIn(plan, w.locale);
      keyboard.text(w.t('buy-button', { plan: name, price: w.price(plan) }), `buy:${plan.plan_id}`).row();
      if (trial) keyboard.text(w.t('trial-button', { plan: name }), `trial:${plan.plan_id}`).row();
      if (description) about.push(w.t('plan-about', { plan: name, price: w.price(plan), description }));
    }
    if (offers.length && (await services.coupons.hasLiveCoupons(botId))) keyboard.text(w.t('coupon-button'), COUPON_BUTTON).row();
    const { live } = menu;
    const access = live.map((s) =>
      w.t('access-line', {
        plan: planNameOr(w, menu.plans.get(Number(s.plan_id))?.plan_name, s.plan_id),
        ends: w.day(s.expires_at === null ? null : Number(s.expires_at)),
      }),
    );
    const name = ctx.from?.first_name;
    let text = [
      access.length ? w.t('your-access', { lines: access.join('\n') }) : '',
      paused ? w.t('sales-paused') : offers.length ? (name ? w.t('welcome-named', { name }) : w.t('welcome')) : w.t('nothing-to-sell'),
    ]
      .filter(Boolean)
      .join('\n\n');
    for (const block of about) {
      if (text.length + 2 + block.length > MESSAGE_MAX) break;
      text += `\n\n${block}`;
    }
    await ctx.reply(text, offers.length ? { reply_markup: keyboard } : {});
    // A member who could not be written to before (never started the bot) gets their links now.
    if (live.length) {
      const need = { key: `deliver:start:${ctx.update.update_id}`, kind: JOB.deliver, payload: { member_id: memberId }, runAt: services.now() };
      await services.jobs.enqueueNow(botId, [need]);
    }
  }

  async function redeem(ctx: Context, code: string): Promise<void> {
    const w = await speech.of(ctx);
    if (await services.members.isBanned(botId, memberOf(ctx))) return void (await ctx.reply(w.t('refusal-banned')));
    const bot = await actingMember(ctx);
    try {
      const sub = await services.codes.redeem(bot, memberOf(ctx), code);
      const plan = await services.plans.planRow(botId, sub.plan_id);
      const ends = w.day(sub.expires_at === null ? null : Date.parse(sub.expires_at));
      await ctx.reply(w.t('redeemed', { plan: planNameOr(w, plan?.plan_name, sub.plan_id), ends }));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      await ctx.reply(refusalOf(w, err));
    }
  }

  const privateChat = composer.chatType('private');

  privateChat.command('start', async (ctx) => {
    await remember(ctx);
    // A banned member (SPEC §16) is told so, and nothing else: no plans, no code, no referral.
    const w = await speech.of(ctx);
    if (await services.members.isBanned(botId, memberOf(ctx))) return void (await ctx.reply(w.t('refusal-banned')));
    const payload = ctx.match.trim();
    if (payload.startsWith('ref-')) {
      if (await services.members.referredBy(botId, memberOf(ctx), payload.slice(4))) await ctx.reply(w.t('referred'));
    } else if (payload.startsWith('c-')) {
      if (await coupons.offerWith(ctx, payload.slice(2))) return;
    } else if (payload) {
      await redeem(ctx, payload);
    }
    await showMenu(ctx);
  });

  privateChat.command('redeem', async (ctx) => {
    await remember(ctx);
    const code = ctx.match.trim();
    if (!code) return void (await ctx.reply((await speech.of(ctx)).t('redeem-usage')));
    await redeem(ctx, code);
  });

  composer.use(coupons.composer);

  // buy:<plan>, or buy:<plan>:<CODE> from a plans message shown with a coupon.
  composer.callbackQuery(/^buy:(\d{1,15})(?::([A-Z0-9_-]{4,32}))?$/, async (ctx) => {
    await remember(ctx);
    const w = await speech.of(ctx);
    // A plans message sent before the pause: its buttons make nothing while sales are paused.
    if (await services.settings.salesPaused(botId)) return void (await ctx.answerCallbackQuery({ text: alertText(w.t('sales-paused')), show_alert: true }));
    const memberId = memberOf(ctx);
    const verdict = await services.offers.sellable(botId, memberId, Number(ctx.match[1]));
    if ('refused' in verdict) return void (await ctx.answerCallbackQuery({ text: alertText(w.t(`refusal-${verdict.reason}`)), show_alert: true }));
    const coupon = ctx.match[2] ? await coupons.quote(w, memberId, verdict.plan, ctx.match[2]) : undefined;
    if (coupon && 'refused' in coupon) return void (await ctx.answerCallbackQuery({ text: alertText(coupon.refused), show_alert: true }));
    // A form first (its last answer opens the sale, with the coupon kept on the form's session).
    if (await askFormFirst(deps, ctx, memberId, verdict.plan, coupon?.code)) return;
    const refused = await sale.sell(ctx, memberId, verdict.plan, coupon);
    await ctx.answerCallbackQuery(refused ? { text: alertText(refused), show_alert: true } : undefined);
  });

  composer.callbackQuery(/^trial:(\d{1,15})$/, async (ctx) => {
    await remember(ctx);
    const w = await speech.of(ctx);
    if (await services.settings.salesPaused(botId)) return void (await ctx.answerCallbackQuery({ text: alertText(w.t('sales-paused')), show_alert: true }));
    const memberId = memberOf(ctx);
    const bot = await actingMember(ctx);
    const offer = (await services.offers.menu(botId, memberId)).offers.find((o) => Number(o.plan.plan_id) === Number(ctx.match[1]));
    if (!offer?.trial) return void (await ctx.answerCallbackQuery({ text: alertText(w.t('trial-unavailable')), show_alert: true }));
    try {
      const sub = await services.subscriptions.grant(bot, { member_id: memberId, plan_id: Number(offer.plan.plan_id), trial: true });
      await ctx.answerCallbackQuery();
      await ctx.reply(w.t('trial-started', { plan: offer.plan.plan_name, ends: w.day(sub.expires_at === null ? null : Date.parse(sub.expires_at)) }));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      await ctx.answerCallbackQuery({ text: alertText(refusalOf(w, err)), show_alert: true });
    }
  });

  // Answered within 10 s: ok only if the plan is still sellable to this member at this price.
  composer.on('pre_checkout_query', async (ctx) => {
    const query = ctx.preCheckoutQuery;
    const terms = readInvoicePayload(token, query.invoice_payload, query.currency);
    const w = await speech.of(ctx);
    const refuse = (error_message: string) => ctx.answerPreCheckoutQuery(false, { error_message });
    if (!terms) return void (await refuse(w.t('not-sold-here')));
    if (terms.memberId !== String(query.from.id)) return void (await refuse(w.t('foreign-invoice')));
    // An invoice opened before the pause is not paid while sales are paused (SPEC §15).
    if (await services.settings.salesPaused(botId)) return void (await refuse(w.t('sales-paused')));
    const verdict = await services.offers.sellable(botId, terms.memberId, terms.planId);
    if ('refused' in verdict) return void (await refuse(w.t(`refusal-${verdict.reason}`)));
    const { plan } = verdict;
    if (plan.plan_currency !== query.currency || terms.amountMinor !== query.total_amount) return void (await refuse(w.t('price-changed')));
    // With a coupon: checked again and a place held (coupon-handlers.ts); without: the plan's price.
    const refused = terms.couponCode
      ? await coupons.approve(w, terms, plan, query.total_amount)
      : Number(plan.plan_price_minor) !== query.total_amount
        ? w.t('price-changed')
        : null;
    if (refused) return void (await refuse(refused));
    await ctx.answerPreCheckoutQuery(true);
  });

  // The payment: an order (its charge id as external_id, so a repeated update records nothing
  // twice), which starts or extends the subscription; its links follow as a job.
  composer.on('message:successful_payment', async (ctx) => {
    const payment = ctx.message.successful_payment;
    const terms = readInvoicePayload(token, payment.invoice_payload, payment.currency);
    if (!terms) {
      deps.log.error(
        { botId, charge: payment.telegram_payment_charge_id },
        'a payment arrived with an invoice payload this bot did not make; refund it by hand',
      );
      return;
    }
    await remember(ctx);
    // The member pays; a Stars subscription's later charges are the platform's.
    const renewal = payment.is_recurring && !payment.is_first_recurring;
    const bot = renewal ? await services.settings.contextOf(botId) : await actingMember(ctx);
    const { order, created } = await services.orders.recordOrder(
      bot,
      {
        plan_id: terms.planId,
        member_id: String(ctx.from.id),
        amount: formatDecimalAmount(BigInt(payment.total_amount), payment.currency),
        currency: payment.currency,
        paid_at: isoFromMs(Math.min(ctx.message.date * 1000, services.now())),
        external_id: payment.telegram_payment_charge_id,
        ...(terms.couponCode ? { coupon_code: terms.couponCode } : {}),
      },
      'telegram',
    );
    if (!created) return;
    if (renewal) {
      const sub = (await services.subscriptions.subscriptionsOf(bot, order.member_id)).find((s) => s.last_order_id === order.order_id);
      const plan = await services.plans.planRow(botId, order.plan_id);
      const w = await speech.of(ctx);
      if (sub)
        await ctx.reply(
          w.t('renewed', { plan: planNameOr(w, plan?.plan_name, order.plan_id), ends: w.day(sub.expires_at === null ? null : Date.parse(sub.expires_at)) }),
        );
    }
  });

  return composer;
}
