// /coupons (SPEC §15, §14): coupons.read lists the newest coupons; coupons.change makes one with
// `/coupons new 20% [plan_id]` (percent off one plan, or every plan without one) or
// `/coupons new 5 <plan_id>` (5 off, in that plan's currency). The code is generated; the API and
// the dashboard offer every other option.
import type { Context } from 'grammy';
import type { BotContext } from '../bot-context.js';
import { AppError } from '../errors.js';
import { refusalOf } from './refusal.js';
import type { CouponRecord } from '../modules/coupons/schemas.js';
import { allows } from '../team/powers.js';
import type { RuntimeDeps } from './runtime-deps.js';
import type { Words } from './words.js';

/** Coupons /coupons lists (newest first). */
const LISTED = 20;

const offOf = (w: Words, c: Pick<CouponRecord, 'percent_off' | 'amount_off' | 'currency'>) =>
  c.percent_off !== null ? w.percent(c.percent_off / 100, 0) : w.amount(c.amount_off!, c.currency!);

function line(w: Words, c: CouponRecord): string {
  const plans = c.plan_ids ? w.t('coupon-plans', { count: c.plan_ids.length, ids: c.plan_ids.join(', ') }) : w.t('coupon-every-plan');
  return w.t(c.archived ? 'coupon-line-archived' : 'coupon-line', {
    code: c.code,
    off: offOf(w, c),
    plans,
    used: `${c.redeemed}${c.max_redemptions === null ? '' : `/${c.max_redemptions}`}`,
    until: c.expires_at ? w.t('coupon-until', { date: w.day(Date.parse(c.expires_at)) }) : '',
    duration: w.t(`coupon-duration-${c.duration}`),
  });
}

export function couponsCommand({ services, botId }: RuntimeDeps, acting: (ctx: Context) => Promise<BotContext & { level: number }>) {
  async function make(ctx: Context, w: Words, bot: BotContext, args: string[]): Promise<void> {
    const [off, planText, extra] = args;
    const percent = /^(\d{1,2})%$/.exec(off ?? '');
    if (!off || extra !== undefined || (planText !== undefined && !/^\d{1,15}$/.test(planText))) return void (await ctx.reply(w.t('coupons-usage')));
    const planId = planText === undefined ? undefined : Number(planText);
    const plan = planId === undefined ? undefined : await services.plans.planRow(botId, planId);
    if (!percent && !plan) return void (await ctx.reply(w.t('coupons-usage')));
    try {
      const coupon = await services.coupons.createCoupon(bot, {
        ...(percent ? { percent_off: Number(percent[1]) } : { amount_off: off, currency: plan!.plan_currency }),
        ...(planId === undefined ? {} : { plan_ids: [planId] }),
      });
      const { bot_username } = await services.settings.getSettings(bot);
      const link = bot_username ? `https://t.me/${bot_username}?start=c-${coupon.code}` : `/start c-${coupon.code}`;
      const plans = plan ? plan.plan_name : w.t('coupon-every-plan');
      await ctx.reply(w.t('coupon-made', { code: coupon.code, off: offOf(w, coupon), plans, link }));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // The API's own words for what is wrong with a field (the schema's rules).
      const reasons = err.fields?.map((f) => `${f.field} ${f.message}`).join('; ');
      await ctx.reply(reasons ? w.t('coupon-not-made', { reasons }) : refusalOf(w, err));
    }
  }

  return async (ctx: Context & { match: string }, w: Words): Promise<void> => {
    const bot = await acting(ctx);
    const [verb, ...args] = ctx.match.trim().split(/\s+/).filter(Boolean);
    if (verb === 'new') {
      if (!allows(bot.level, 'coupons.change')) return void (await ctx.reply(w.t('not-admin')));
      return make(ctx, w, bot, args);
    }
    if (verb !== undefined) return void (await ctx.reply(w.t('coupons-usage')));
    const page = await services.coupons.listCoupons(bot, { limit: String(LISTED) });
    await ctx.reply(page.items.length ? w.t('coupons-list', { lines: page.items.map((c) => line(w, c)).join('\n') }) : w.t('coupons-none'));
  };
}
