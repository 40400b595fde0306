// A member with their subscriptions, latest orders and form answers (GET /members/{member_id}):
// composed from the services that own those facts.
import type { BotContext } from '../../bot-context.js';
import type { FormService } from '../forms/service.js';
import type { OrderService } from '../orders/service.js';
import type { SubscriptionService } from '../subscriptions/service.js';
import type { MemberService } from './service.js';

export function createMemberProfiles(
  members: MemberService,
  subscriptions: Pick<SubscriptionService, 'subscriptionsOf'>,
  orders: Pick<OrderService, 'latestOrdersOf'>,
  forms: Pick<FormService, 'formsOfMember'>,
) {
  return {
    async getProfile(bot: BotContext, memberId: string) {
      const member = await members.getMember(bot, memberId);
      const [subs, latest, answered] = [
        await subscriptions.subscriptionsOf(bot, memberId),
        await orders.latestOrdersOf(bot, memberId),
        await forms.formsOfMember(bot, memberId),
      ];
      return { ...member, subscriptions: subs, orders: latest, forms: answered };
    },
  };
}

export type MemberProfiles = ReturnType<typeof createMemberProfiles>;
