// A member with their subscriptions and latest orders (GET /members/{member_id}): composed from
// the three services that own those facts.
import type { BotContext } from '../../bot-context.js';
import type { OrderService } from '../orders/service.js';
import type { SubscriptionService } from '../subscriptions/service.js';
import type { MemberService } from './service.js';

export function createMemberProfiles(
  members: MemberService,
  subscriptions: Pick<SubscriptionService, 'subscriptionsOf'>,
  orders: Pick<OrderService, 'latestOrdersOf'>,
) {
  return {
    async getProfile(bot: BotContext, memberId: string) {
      const member = await members.getMember(bot, memberId);
      const [subs, latest] = [await subscriptions.subscriptionsOf(bot, memberId), await orders.latestOrdersOf(bot, memberId)];
      return { ...member, subscriptions: subs, orders: latest };
    },
  };
}

export type MemberProfiles = ReturnType<typeof createMemberProfiles>;
