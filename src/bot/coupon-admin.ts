// /coupons (SPEC §15, §14): coupons.read lists the newest coupons; coupons.change makes one with
// `/coupons new 20% [plan_id]` (percent off one plan, or every plan without one) or
// `/coupons new 5 <plan_id>` (5 off, in that plan's currency). The code is generated; the API and
// the dashboard offer every other option.
import type { Context } from 'grammy';
import type { BotContext } from '../bot-context.js';
import { AppError } from '../errors.js';
import type { CouponRecord } from '../modules/coupons/schemas.js';
import { allows } from '../team/powers.js';
import type { RuntimeDeps } from './runtime-deps.js';
import { amount, day, TEXT } from './texts.js';

/** Coupons /coupons lists (newest first). */
const LISTED = 20;

const offOf = (c: Pick<CouponRecord, 'percent_off' | 'amount_off' | 'currency'>) =>
  c.percent_off !== null ? `${c.percent_off}%` : amount(c.amount_off!, c.currency!);

function line(c: CouponRecord, timezone: string): string {
  const plans = c.plan_ids ? `plan${c.plan_ids.length > 1 ? 's' : ''} ${c.plan_ids.join(', ')}` : 'every plan';
  const used = `${c.redeemed}${c.max_redemptions === null ? '' : `/${c.max_redemptions}`} used`;
  const until = c.expires_at ? `, until ${day(Date.parse(c.expires_at), timezone)}` : '';
  const state = c.archived ? ' (archived)' : '';
  return `• ${c.code} — ${offOf(c)} off ${plans}, ${used}${until}, ${c.duration}${state}`;
}

export function couponsCommand({ services, botId }: RuntimeDeps, acting: (ctx: Context) => Promise<BotContext & { level: number }>) {
  async function make(ctx: Context, bot: BotContext, args: string[]): Promise<void> {
    const [off, planText, extra] = args;
    const percent = /^(\d{1,2})%$/.exec(off ?? '');
    if (!off || extra !== undefined || (planText !== undefined && !/^\d{1,15}$/.test(planText))) return void (await ctx.reply(TEXT.couponsUsage));
    const planId = planText === undefined ? undefined : Number(planText);
    const plan = planId === undefined ? undefined : await services.plans.planRow(botId, planId);
    if (!percent && !plan) return void (await ctx.reply(TEXT.couponsUsage));
    try {
      const coupon = await services.coupons.createCoupon(bot, {
        ...(percent ? { percent_off: Number(percent[1]) } : { amount_off: off, currency: plan!.plan_currency }),
        ...(planId === undefined ? {} : { plan_ids: [planId] }),
      });
      const { bot_username } = await services.settings.getSettings(bot);
      const link = bot_username ? `https://t.me/${bot_username}?start=c-${coupon.code}` : `/start c-${coupon.code}`;
      await ctx.reply(TEXT.couponMade(coupon.code, offOf(coupon), plan ? plan.plan_name : 'every plan', link));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      await ctx.reply(err.fields?.length ? `Not made: ${err.fields.map((f) => `${f.field} ${f.message}`).join('; ')}.` : err.description);
    }
  }

  return async (ctx: Context & { match: string }): Promise<void> => {
    const bot = await acting(ctx);
    const [verb, ...args] = ctx.match.trim().split(/\s+/).filter(Boolean);
    if (verb === 'new') {
      if (!allows(bot.level, 'coupons.change')) return void (await ctx.reply(TEXT.notAdmin));
      return make(ctx, bot, args);
    }
    if (verb !== undefined) return void (await ctx.reply(TEXT.couponsUsage));
    const page = await services.coupons.listCoupons(bot, { limit: String(LISTED) });
    await ctx.reply(page.items.length ? TEXT.couponsList(page.items.map((c) => line(c, bot.timezone))) : TEXT.couponsNone);
  };
}
