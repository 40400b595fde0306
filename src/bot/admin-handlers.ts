// Admin commands by the table of powers (SPEC §11, §14): each names its power in COMMANDS
// (texts.ts) and runs only for admins whose level allows it; /help lists exactly the commands the
// sender's level allows. Anyone below a command's power gets no data.
import { Composer, type Context } from 'grammy';
import type { BotContext } from '../bot-context.js';
import { AppError } from '../errors.js';
import { refusalOf } from './refusal.js';
import { JOB } from '../modules/jobs/service.js';
import { parseFloodCommand } from './flood-command.js';
import { allows, type Power } from '../team/powers.js';
import { couponsCommand } from './coupon-admin.js';
import { banHandlers } from './ban-handlers.js';
import type { AdminFile, FileRequest } from './file-sender.js';
import type { RuntimeDeps } from './runtime-deps.js';
import type { Words } from './words.js';
import { COMMANDS, commandsFor, planNameOr } from './texts.js';

/** Characters of plan lines in one /plans message: the platform's 4,096 less room for the rest. */
const PLANS_MESSAGE_MAX = 3900;

/** The power an admin command names in COMMANDS; a handler for a command missing there (or
 * naming none) stops the bot at build, so no command goes ungated. */
function powerOf(command: string): Power {
  const power = COMMANDS.find((c) => c.command === command)?.power;
  if (!power) throw new Error(`/${command} names no power in COMMANDS (src/bot/texts.ts)`);
  return power;
}

export function adminHandlers(deps: RuntimeDeps): Composer<Context> {
  const { services, botId, speech } = deps;
  const root = new Composer<Context>();
  const composer = root.chatType('private');
  const levelOf = (ctx: Context) => services.admins.levelOf(botId, String(ctx.from!.id));

  // The commands of the sender's level, then the owner's visible custom ones (as in the menu).
  composer.command('help', async (ctx) => {
    const level = await levelOf(ctx);
    const w = await speech.of(ctx);
    const listed = [...commandsFor(level, w), ...(await services.commands.menu(botId))];
    await ctx.reply(w.t('help', { lines: listed.map((c) => `/${c.command} — ${c.description}`).join('\n') }));
  });

  /** Runs `handler` for admins whose level allows the command's power; everyone else learns nothing. */
  const admin = (command: string, handler: (ctx: Context & { match: string }, w: Words) => Promise<void>) => {
    const power = powerOf(command);
    composer.command(command, async (ctx) => {
      const w = await speech.of(ctx);
      if (!allows(await levelOf(ctx), power)) return void (await ctx.reply(w.t('not-admin')));
      await handler(ctx, w);
    });
  };

  admin('stats', async (ctx, w) => {
    const bot = await services.settings.contextOf(botId);
    const lines: string[] = [];
    for (const [id, unit] of [
      ['stats-today', 'day'],
      ['stats-month', 'month'],
    ] as const) {
      for (const entry of await services.stats.countByPeriod(bot, { interval_unit: unit, interval_count: '1' }, 'en-US')) {
        lines.push(w.t(id, { revenue: w.amount(entry.revenue, entry.currency), sales: entry.sales }));
      }
    }
    await ctx.reply(w.t('stats', { lines: lines.join('\n') }));
  });

  /** /plans: every plan, live ones first, with its price, length and live subscriptions; a long
   * list is cut to one message. */
  admin('plans', async (ctx, w) => {
    const plans = [...(await services.plans.plansOf(botId)).values()].sort(
      (a, b) => Number(a.archived_at !== null) - Number(b.archived_at !== null) || Number(a.plan_id) - Number(b.plan_id),
    );
    if (!plans.length) return void (await ctx.reply(w.t('no-plans')));
    const live = await services.subscriptions.liveCountsByPlan(botId);
    const lines: string[] = [];
    let length = 0;
    for (const plan of plans) {
      const line = w.t(plan.archived_at === null ? 'plan-line' : 'plan-line-archived', {
        id: String(plan.plan_id),
        plan: plan.plan_name,
        price: w.price(plan),
        length: w.length(plan.plan_duration),
        live: live.get(Number(plan.plan_id)) ?? 0,
      });
      length += line.length + 1;
      if (length > PLANS_MESSAGE_MAX) break;
      lines.push(line);
    }
    const more = plans.length - lines.length;
    await ctx.reply(more ? w.t('plans-more', { lines: lines.join('\n'), more }) : w.t('plans', { lines: lines.join('\n') }));
  });
  admin('analytics', async (ctx, w) => {
    const summary = await services.analytics.summary(await services.settings.contextOf(botId));
    const lines = summary.currencies.map((c) =>
      w.t('analytics-line', {
        currency: c.currency,
        mrr: w.amount(c.mrr, c.currency),
        arr: w.amount(c.arr, c.currency),
        paying: c.paying_members,
        arpu: c.arpu === null ? '' : w.t('analytics-arpu', { amount: w.amount(c.arpu, c.currency) }),
        churn: w.percent(c.churn_rate_30d),
        ltv: c.ltv === null ? '' : w.t('analytics-ltv', { amount: w.amount(c.ltv, c.currency) }),
      }),
    );
    const t = summary.trials;
    lines.push(w.t('analytics-trials', { active: t.active, started: t.started_90d, converted: t.converted_90d, rate: w.percent(t.conversion_rate) }));
    await ctx.reply(w.t('analytics', { lines: lines.join('\n') }));
  });

  admin('broadcast', async (ctx, w) => {
    const text = ctx.match.trim();
    if (!text) return void (await ctx.reply(w.t('broadcast-usage')));
    await services.jobs.enqueueNow(botId, [
      { key: `broadcast:${ctx.update.update_id}`, kind: JOB.broadcast, payload: { text, after: '' }, runAt: services.now() },
    ]);
    await ctx.reply(w.t('broadcast-queued'));
  });

  /** The admin's own act, at their level (SPEC §14): the events name them. */
  const acting = async (ctx: Context): Promise<BotContext & { level: number }> => ({
    ...(await services.settings.contextOf(botId)),
    actor: { type: 'admin', admin_id: String(ctx.from!.id) },
    level: await levelOf(ctx),
  });

  /** /pause and /resume (SPEC §15): sales_paused set through the settings service. */
  const pauseSales = (paused: boolean) => async (ctx: Context, w: Words) => {
    const was = await services.settings.salesPaused(botId);
    if (was !== paused) await services.settings.updateSettings(await acting(ctx), { sales_paused: paused });
    await ctx.reply(w.t(paused ? (was ? 'already-paused' : 'paused') : was ? 'resumed' : 'not-paused'));
  };
  admin('pause', pauseSales(true));
  admin('resume', pauseSales(false));

  /** /flood (SPEC §16): the setting, or a change checked by the API's own schema. */
  admin('flood', async (ctx, w) => {
    const command = parseFloodCommand(ctx.match);
    if (typeof command === 'object' && 'refused' in command) {
      const reasons = command.refused.map((r) => (r === 'minutes' ? w.t('flood-minutes-range') : r)).join('; ');
      return void (await ctx.reply(command.refused.length ? w.t('flood-refused', { reasons }) : w.t('flood-usage')));
    }
    if (command === 'off') await services.flood.deleteFlood(await acting(ctx));
    else if (command !== 'show') await services.flood.putFlood(await acting(ctx), command.input);
    const rules = await services.flood.rulesOf(botId);
    if (!rules) return void (await ctx.reply(w.t('flood-off')));
    const limits = { messages: rules.messages, seconds: rules.seconds };
    await ctx.reply(rules.action === 'mute' ? w.t('flood-on-mute', { ...limits, mute: w.duration(rules.mute_seconds) }) : w.t('flood-on', limits));
  });

  admin('grant', async (ctx, w) => {
    const [memberId, planId, extra] = ctx.match.trim().split(/\s+/);
    if (!memberId || !planId || extra !== undefined || !/^\d{1,15}$/.test(planId)) return void (await ctx.reply(w.t('grant-usage')));
    const bot = await acting(ctx);
    try {
      const sub = await services.subscriptions.grant(bot, { member_id: memberId, plan_id: Number(planId) });
      const plan = await services.plans.planRow(botId, sub.plan_id);
      const ends = w.day(sub.expires_at === null ? null : Date.parse(sub.expires_at));
      await ctx.reply(w.t('granted', { member: memberId, plan: planNameOr(w, plan?.plan_name, planId), ends }));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      await ctx.reply(refusalOf(w, err));
    }
  });

  admin('coupons', couponsCommand(deps, acting));
  // Members and bans (SPEC §16); /ban and /unban also in reply to a message in a chat of the bot.
  const bans = banHandlers(deps);
  admin('members', bans.members);
  admin('ban', bans.ban);
  admin('unban', bans.unban);
  root.use(bans.groups);
  /** /export and /backup (SPEC §16): the file is made and sent by a durable job, in private. */
  const sendFile = (file: AdminFile, queued: string) => async (ctx: Context, w: Words) => {
    const payload: FileRequest = { admin_id: String(ctx.from!.id), file };
    await services.jobs.enqueueNow(botId, [{ key: `file:${file}:${ctx.update.update_id}`, kind: JOB.file, payload, runAt: services.now() }]);
    await ctx.reply(w.t(queued));
  };
  admin('export', sendFile('members', 'export-queued'));
  admin('backup', sendFile('backup', 'backup-queued'));

  return root;
}
