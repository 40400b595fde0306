// Bans (SPEC §16): the owner keeps a member out. A ban, in one transaction, marks the member
// banned, revokes every live subscription of theirs (their events set off the usual removals) and
// records member.banned, whose job bans them in every chat of the bot and never lifts it. While
// banned, grants, codes, trials and orders through the API are refused (members, subscriptions,
// orders services) and the bot sells them nothing (offers) and opens no chat (access). An unban
// lifts it; revoked subscriptions stay revoked. The owner and the bot's admins cannot be banned.
import type { BotContext } from '../../bot-context.js';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import { MIN_ADMIN_LEVEL } from '../../limits.js';
import type { ServiceDeps } from '../common/deps.js';
import type { AdminService } from '../admins/service.js';
import type { EventService } from '../events/service.js';
import type { MemberRecord } from '../members/schemas.js';
import type { MemberService } from '../members/service.js';
import type { SubscriptionService } from '../subscriptions/service.js';

export interface BanDeps {
  members: Pick<MemberService, 'setBan' | 'lockMember'>;
  subscriptions: Pick<SubscriptionService, 'revokeLiveOf'>;
  admins: Pick<AdminService, 'levelOf'>;
  events: Pick<EventService, 'record'>;
}

const unknownMember = (memberId: string) =>
  new NotFoundError(`${memberId} is not a member of this bot; a member is known once they start the bot, pay, or are granted a plan.`).saying(
    'refusal-not-member',
    {
      member: memberId,
    },
  );

export function createBanService({ db, now }: ServiceDeps, { members, subscriptions, admins, events }: BanDeps) {
  /** The owner and the bot's admins are never banned (nor removed from chats, SPEC §11). */
  async function refuseTeam(bot: BotContext, memberId: string): Promise<void> {
    if (memberId === bot.ownerId)
      throw new ForbiddenError(`${memberId} is the bot's owner, who cannot be banned.`).saying('refusal-ban-owner', { member: memberId });
    const level = await admins.levelOf(bot.botId, memberId);
    if (level >= MIN_ADMIN_LEVEL)
      throw new ForbiddenError(`${memberId} is an admin of this bot (level ${level}); remove them as an admin before banning them.`).saying(
        'refusal-ban-admin',
        {
          member: memberId,
          level,
        },
      );
  }

  return {
    /** POST /members/{member_id}/ban. A banned member banned again keeps their first ban (its time
     * and reason): 200, nothing recorded, but anything live they hold is revoked again. */
    async ban(bot: BotContext, memberId: string, reason: string | null): Promise<MemberRecord> {
      await refuseTeam(bot, memberId);
      return db.transaction().execute(async (trx) => {
        const at = now();
        const current = await members.lockMember(trx, bot.botId, memberId);
        if (!current) throw unknownMember(memberId);
        if (!current.banned) await members.setBan(trx, bot.botId, memberId, { reason }, at);
        await subscriptions.revokeLiveOf(trx, bot, memberId);
        // As it is now: banned, and without access.
        const member = (await members.lockMember(trx, bot.botId, memberId))!;
        if (!current.banned) await events.record(trx, bot.botId, at, [{ type: 'member.banned', data: member, actor: bot.actor }]);
        return member;
      });
    },

    /** DELETE /members/{member_id}/ban: the member may buy again; nothing is given back. Unbanning a
     * member who is not banned answers them as they are. */
    async unban(bot: BotContext, memberId: string): Promise<MemberRecord> {
      return db.transaction().execute(async (trx) => {
        const current = await members.lockMember(trx, bot.botId, memberId);
        if (!current) throw unknownMember(memberId);
        if (!current.banned) return current;
        const at = now();
        const member = (await members.setBan(trx, bot.botId, memberId, null, at))!;
        await events.record(trx, bot.botId, at, [{ type: 'member.unbanned', data: member, actor: bot.actor }]);
        return member;
      });
    },
  };
}

export type BanService = ReturnType<typeof createBanService>;
