// Admins' member tools in the bot (SPEC §16): /members <member_id or @username> shows a member's
// access and latest orders; /ban <member_id> [reason] and /unban <member_id> in private, and /ban
// or /unban in reply to the member's message in a chat of the bot. They call the same services as
// the API, at the admin's level, and the events name the admin.
import { Composer, type Context } from 'grammy';
import type { BotContext } from '../bot-context.js';
import { AppError } from '../errors.js';
import { refusalOf } from './refusal.js';
import { BAN_REASON_MAX } from '../modules/bans/schemas.js';
import type { MemberRecord } from '../modules/members/schemas.js';
import { isLiveState } from '../modules/subscriptions/schemas.js';
import { allows } from '../team/powers.js';
import type { RuntimeDeps } from './runtime-deps.js';
import { planNameOr } from './texts.js';
import type { Words } from './words.js';

/** Orders /members shows. */
const MEMBER_ORDERS = 5;

/** "Alice (@alice, 123456789)", or just the id for a member the bot knows nothing more of. */
export function memberLabel(m: Pick<MemberRecord, 'member_id' | 'first_name' | 'username'>): string {
  const extra = [m.username ? `@${m.username}` : null, m.member_id].filter(Boolean).join(', ');
  return m.first_name ? `${m.first_name} (${extra})` : m.username ? `@${m.username} (${m.member_id})` : m.member_id;
}

export function banHandlers({ services, botId, speech }: RuntimeDeps) {
  /** The admin's own act, at their level (SPEC §14): the events name them. */
  const acting = async (ctx: Context): Promise<BotContext> => ({
    ...(await services.settings.contextOf(botId)),
    actor: { type: 'admin', admin_id: String(ctx.from!.id) },
    level: await services.admins.levelOf(botId, String(ctx.from!.id)),
  });

  /** A member by id or @username; undefined when the bot does not know them. */
  async function find(bot: BotContext, who: string): Promise<MemberRecord | undefined> {
    if (who.startsWith('@')) return services.members.findByUsername(bot, who.slice(1));
    return services.members.getMember(bot, who).catch((err: unknown) => {
      if (err instanceof AppError && err.type === 'not_found') return undefined;
      throw err;
    });
  }

  /** Bans or unbans `memberId`; the reply. A refusal (unknown, the owner or an admin) is said in the reader's language. */
  async function change(ctx: Context, w: Words, memberId: string, ban: { reason: string | null } | null, inGroup = false): Promise<string> {
    const bot = await acting(ctx);
    const was = (await find(bot, memberId))?.banned;
    try {
      const after = ban ? await services.bans.ban(bot, memberId, ban.reason) : await services.bans.unban(bot, memberId);
      const who = memberLabel(after);
      if (ban) return w.t(was ? 'already-banned' : inGroup ? 'banned-in-group' : 'banned', { who });
      return w.t(!was ? 'not-banned' : inGroup ? 'unbanned-in-group' : 'unbanned', { who });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return refusalOf(w, err);
    }
  }

  /** "<member_id> [reason]" → the ban's target and reason, or the usage/too-long reply. */
  function parse(w: Words, text: string, withReason: boolean): { memberId: string; reason: string | null } | { reply: string } {
    const [memberId] = text.trim().split(/\s+/, 1);
    const reason =
      text
        .trim()
        .slice(memberId?.length ?? 0)
        .trim() || null;
    if (!memberId) return { reply: w.t(withReason ? 'ban-usage' : 'unban-usage') };
    if (!withReason && reason !== null) return { reply: w.t('unban-usage') };
    if (reason !== null && reason.length > BAN_REASON_MAX) return { reply: w.t('ban-reason-too-long', { max: BAN_REASON_MAX }) };
    return { memberId, reason };
  }

  /** @username → the member's id, so a ban by name bans whom /members shows. */
  async function resolve(ctx: Context, who: string): Promise<string | undefined> {
    if (!who.startsWith('@')) return who;
    return (await find(await acting(ctx), who))?.member_id;
  }

  const command = (ban: boolean) => async (ctx: Context & { match: string }, w: Words) => {
    const parsed = parse(w, ctx.match, ban);
    if ('reply' in parsed) return void (await ctx.reply(parsed.reply));
    const memberId = await resolve(ctx, parsed.memberId);
    if (!memberId) return void (await ctx.reply(w.t('unknown-member', { who: parsed.memberId })));
    await ctx.reply(await change(ctx, w, memberId, ban ? { reason: parsed.reason } : null));
  };

  /** /members: the member's live access (plan and end, in the bot's zone), ban, and latest orders. */
  async function members(ctx: Context & { match: string }, w: Words): Promise<void> {
    const who = ctx.match.trim();
    if (!who || /\s/.test(who)) return void (await ctx.reply(w.t('members-usage')));
    const bot = await acting(ctx);
    const member = await find(bot, who);
    if (!member) return void (await ctx.reply(w.t('unknown-member', { who })));
    const plans = await services.plans.plansOf(botId);
    const planName = (id: number) => planNameOr(w, plans.get(id)?.plan_name, id);
    const access = (await services.subscriptions.subscriptionsOf(bot, member.member_id))
      .filter((s) => isLiveState(s.state))
      .map((s) => w.t('access-line', { plan: planName(s.plan_id), ends: w.day(s.expires_at === null ? null : Date.parse(s.expires_at)) }));
    const orders = (await services.orders.latestOrdersOf(bot, member.member_id, MEMBER_ORDERS)).map((o) =>
      w.t('order-line', {
        date: w.day(Date.parse(o.paid_at)),
        plan: planName(o.plan_id),
        paid: w.amount(o.amount, o.currency),
        status: w.t(`order-status-${o.status}`),
      }),
    );
    const since = member.banned_at === null ? '' : w.day(Date.parse(member.banned_at));
    const ban =
      member.banned_at === null ? null : member.ban_reason ? w.t('ban-line-reason', { since, reason: member.ban_reason }) : w.t('ban-line', { since });
    const card = [
      memberLabel(member),
      ban,
      access.length ? w.t('member-access', { lines: access.join('\n') }) : w.t('member-no-access'),
      orders.length ? w.t('member-orders', { lines: orders.join('\n') }) : w.t('member-no-orders'),
    ];
    await ctx.reply(card.filter(Boolean).join('\n\n'));
  }

  /** /ban and /unban in a chat of the bot: in reply to the member's message (or with their id), by
   * an admin whose level allows bans; answered briefly in the chat. Anyone else is ignored there:
   * a group is no place to tell strangers what they may not do. */
  const groups = new Composer<Context>();
  groups.chatType(['group', 'supergroup']).command(['ban', 'unban'], async (ctx) => {
    const admin = String(ctx.from?.id ?? '');
    if (!ctx.from || !allows(await services.admins.levelOf(botId, admin), 'bans.change')) return;
    if ((await services.chats.chatsOf(botId, [ctx.chat.id])).length !== 1) return;
    const ban = ctx.message.text.startsWith('/ban');
    const w = await speech.forGroup();
    const target = ctx.message.reply_to_message?.from;
    let memberId: string | undefined;
    let reason: string | null = null;
    if (target && !target.is_bot) {
      // Someone seen in a chat of the bot is a member, even if they never wrote to the bot.
      await services.members.seen(botId, {
        member_id: String(target.id),
        username: target.username ?? null,
        first_name: target.first_name ?? null,
        language_code: target.language_code ?? null,
      });
      memberId = String(target.id);
      reason = ctx.match.trim() || null;
      if (reason !== null && reason.length > BAN_REASON_MAX) return void (await ctx.reply(w.t('ban-reason-too-long', { max: BAN_REASON_MAX })));
    } else {
      const parsed = parse(w, ctx.match, ban);
      if ('reply' in parsed) return void (await ctx.reply(parsed.reply));
      memberId = await resolve(ctx, parsed.memberId);
      if (!memberId) return void (await ctx.reply(w.t('unknown-member', { who: parsed.memberId })));
      reason = parsed.reason;
    }
    await ctx.reply(await change(ctx, w, memberId, ban ? { reason } : null, true));
  });

  return { ban: command(true), unban: command(false), members, groups };
}
