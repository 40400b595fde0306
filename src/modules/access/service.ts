// Access: which sold chats a member may be in now. A plan opens its project's chats, or every chat
// of the bot when it has no project; a member has access to a chat while a live (active or
// canceled) subscription's plan opens it. No tables of its own: read through the services that
// own plans, projects, chats and subscriptions.
import type { ChatRow, PlanRow } from '../../db/schema.js';
import type { ChatService } from '../chats/service.js';
import type { MemberService } from '../members/service.js';
import type { PlanService } from '../plans/service.js';
import type { ProjectService } from '../projects/service.js';
import type { SubscriptionService } from '../subscriptions/service.js';

export interface AccessDeps {
  plans: Pick<PlanService, 'planRow'>;
  projects: Pick<ProjectService, 'chatIdsOf'>;
  chats: Pick<ChatService, 'chatsOf'>;
  subscriptions: Pick<SubscriptionService, 'livePlans'>;
  members: Pick<MemberService, 'isBanned'>;
}

export function createAccessService({ plans, projects, chats, subscriptions, members }: AccessDeps) {
  async function chatsOfPlan(botId: number, plan: PlanRow | number): Promise<ChatRow[]> {
    const row = typeof plan === 'number' ? await plans.planRow(botId, plan) : plan;
    if (!row) return [];
    if (row.plan_project_id === null) return chats.chatsOf(botId);
    return chats.chatsOf(botId, await projects.chatIdsOf(botId, Number(row.plan_project_id)));
  }

  return {
    chatsOfPlan,

    /** Every chat the member may be in now, by id: none for a banned member (SPEC §16), whatever
     * they hold (a payment the platform took after the ban is recorded, but opens nothing). */
    async chatsWithAccess(botId: number, memberId: string): Promise<Map<number, ChatRow>> {
      const open = new Map<number, ChatRow>();
      if (await members.isBanned(botId, memberId)) return open;
      for (const planId of new Set(await subscriptions.livePlans(botId, memberId))) {
        for (const chat of await chatsOfPlan(botId, planId)) open.set(Number(chat.chat_id), chat);
      }
      return open;
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
