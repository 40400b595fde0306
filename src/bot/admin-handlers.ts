// Admin commands by the table of powers (SPEC §11, §14): each names its power in COMMANDS
// (texts.ts) and runs only for admins whose level allows it; /help lists exactly the commands the
// sender's level allows. Anyone below a command's power gets no data.
import { Composer, type Context } from 'grammy';
import type { BotContext } from '../bot-context.js';
import { AppError } from '../errors.js';
import { JOB } from '../modules/jobs/service.js';
import { parseFloodCommand } from './flood-command.js';
import { allows, type Power } from '../team/powers.js';
import { couponsCommand } from './coupon-admin.js';
import { banHandlers } from './ban-handlers.js';
import type { AdminFile, FileRequest } from './file-sender.js';
import type { RuntimeDeps } from './runtime-deps.js';
import { amount, COMMANDS, commandsFor, day, TEXT } from './texts.js';

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
  const { services, botId } = deps;
  const root = new Composer<Context>();
  const composer = root.chatType('private');
  const levelOf = (ctx: Context) => services.admins.levelOf(botId, String(ctx.from!.id));

  // The commands of the sender's level, then the owner's visible custom ones (as in the menu).
  composer.command('help', async (ctx) => {
    const level = await levelOf(ctx);
    const listed = [...commandsFor(level), ...(await services.commands.menu(botId))];
    await ctx.reply(TEXT.help(listed.map((c) => `/${c.command} — ${c.description}`)));
  });

  /** Runs `handler` for admins whose level allows the command's power; everyone else learns nothing. */
  const admin = (command: string, handler: (ctx: Context & { match: string }) => Promise<void>) => {
    const power = powerOf(command);
    composer.command(command, async (ctx) => {
      if (!allows(await levelOf(ctx), power)) return void (await ctx.reply(TEXT.notAdmin));
      await handler(ctx);
    });
  };

  admin('stats', async (ctx) => {
    const bot = await services.settings.contextOf(botId);
    const lines: string[] = [];
    for (const [label, unit] of [
      ['Today', 'day'],
      ['This month', 'month'],
    ] as const) {
      for (const entry of await services.stats.countByPeriod(bot, { interval_unit: unit, interval_count: '1' }, 'en-US')) {
        lines.push(`${label}: ${amount(entry.revenue, entry.currency)} (${entry.sales} ${entry.sales === 1 ? 'sale' : 'sales'})`);
      }
    }
    await ctx.reply(TEXT.stats(lines));
  });

  /** /plans: every plan, live ones first, with its price, length and live subscriptions; a long
   * list is cut to one message. */
  admin('plans', async (ctx) => {
    const plans = [...(await services.plans.plansOf(botId)).values()].sort(
      (a, b) => Number(a.archived_at !== null) - Number(b.archived_at !== null) || Number(a.plan_id) - Number(b.plan_id),
    );
    if (!plans.length) return void (await ctx.reply(TEXT.noPlans));
    const live = await services.subscriptions.liveCountsByPlan(botId);
    const lines: string[] = [];
    let length = 0;
    for (const plan of plans) {
      const line = TEXT.planLine(plan, live.get(Number(plan.plan_id)) ?? 0);
      length += line.length + 1;
      if (length > PLANS_MESSAGE_MAX) break;
      lines.push(line);
    }
    await ctx.reply(TEXT.plans(lines, plans.length - lines.length));
  });
  admin('analytics', async (ctx) => {
    const summary = await services.analytics.summary(await services.settings.contextOf(botId));
    const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
    const lines = summary.currencies.map(
      (c) =>
        `${c.currency}: MRR ${amount(c.mrr, c.currency)} (ARR ${amount(c.arr, c.currency)}), ${c.paying_members} paying` +
        `${c.arpu === null ? '' : `, ARPU ${amount(c.arpu, c.currency)}`}, 30-day churn ${percent(c.churn_rate_30d)}` +
        `${c.ltv === null ? '' : `, LTV ${amount(c.ltv, c.currency)}`}`,
    );
    const t = summary.trials;
    lines.push(`Trials: ${t.active} active; last 90 days ${t.started_90d} started, ${t.converted_90d} converted (${percent(t.conversion_rate)})`);
    await ctx.reply(TEXT.analytics(lines));
  });

  admin('broadcast', async (ctx) => {
    const text = ctx.match.trim();
    if (!text) return void (await ctx.reply(TEXT.broadcastUsage));
    await services.jobs.enqueueNow(botId, [
      { key: `broadcast:${ctx.update.update_id}`, kind: JOB.broadcast, payload: { text, after: '' }, runAt: services.now() },
    ]);
    await ctx.reply(TEXT.broadcastQueued);
  });

  /** The admin's own act, at their level (SPEC §14): the events name them. */
  const acting = async (ctx: Context): Promise<BotContext & { level: number }> => ({
    ...(await services.settings.contextOf(botId)),
    actor: { type: 'admin', admin_id: String(ctx.from!.id) },
    level: await levelOf(ctx),
  });

  /** /pause and /resume (SPEC §15): sales_paused set through the settings service. */
  const pauseSales = (paused: boolean) => async (ctx: Context) => {
    const was = await services.settings.salesPaused(botId);
    if (was !== paused) await services.settings.updateSettings(await acting(ctx), { sales_paused: paused });
    await ctx.reply(paused ? (was ? TEXT.alreadyPaused : TEXT.paused) : was ? TEXT.resumed : TEXT.notPaused);
  };
  admin('pause', pauseSales(true));
  admin('resume', pauseSales(false));

  /** /flood (SPEC §16): the setting, or a change checked by the API's own schema. */
  admin('flood', async (ctx) => {
    const command = parseFloodCommand(ctx.match);
    if (typeof command === 'object' && 'refused' in command) return void (await ctx.reply(command.refused));
    if (command === 'off') await services.flood.deleteFlood(await acting(ctx));
    else if (command !== 'show') await services.flood.putFlood(await acting(ctx), command.input);
    const rules = await services.flood.rulesOf(botId);
    await ctx.reply(rules ? TEXT.floodOn(rules) : TEXT.floodOff);
  });

  admin('grant', async (ctx) => {
    const [memberId, planId, extra] = ctx.match.trim().split(/\s+/);
    if (!memberId || !planId || extra !== undefined || !/^\d{1,15}$/.test(planId)) return void (await ctx.reply(TEXT.grantUsage));
    const bot = await acting(ctx);
    try {
      const sub = await services.subscriptions.grant(bot, { member_id: memberId, plan_id: Number(planId) });
      const plan = await services.plans.planRow(botId, sub.plan_id);
      await ctx.reply(
        TEXT.granted(memberId, plan?.plan_name ?? `plan ${planId}`, day(sub.expires_at === null ? null : Date.parse(sub.expires_at), bot.timezone)),
      );
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      await ctx.reply(err.description);
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
  const sendFile = (file: AdminFile, queued: string) => async (ctx: Context) => {
    const payload: FileRequest = { admin_id: String(ctx.from!.id), file };
    await services.jobs.enqueueNow(botId, [{ key: `file:${file}:${ctx.update.update_id}`, kind: JOB.file, payload, runAt: services.now() }]);
    await ctx.reply(queued);
  };
  admin('export', sendFile('members', TEXT.exportQueued));
  admin('backup', sendFile('backup', TEXT.backupQueued));

  return root;
}
