// Offers: which plans a member may obtain, and why not (SPEC §9 options). The bot checks them
// before taking money (the plan list of /start, the invoice button, the pre-checkout answer);
// POST /orders records payments taken elsewhere and does not ask.
import type { PlanRow, SubscriptionRow } from '../../db/schema.js';
import type { MemberService } from '../members/service.js';
import type { OrderService } from '../orders/service.js';
import { DEFAULT_OPTIONS, type PlanService } from '../plans/service.js';
import type { PlanOptionsRecord } from '../plans/schemas.js';
import { isLiveState } from '../subscriptions/schemas.js';
import type { SubscriptionService } from '../subscriptions/service.js';

export interface OffersDeps {
  plans: Pick<PlanService, 'plansOf' | 'planRow'>;
  subscriptions: Pick<SubscriptionService, 'history'>;
  members: Pick<MemberService, 'referrerOf' | 'isBanned'>;
  orders: Pick<OrderService, 'countPaidOf'>;
}

export interface Offer {
  plan: PlanRow;
  /** The member may start the plan's free trial. */
  trial: boolean;
}

/** The refusal of a plan that does not exist. */
export const NO_PLAN = 'This plan does not exist any more.';
/** The refusal of anything to a banned member (SPEC §16): plain, and no more than that. */
export const BANNED = 'You can’t buy or redeem anything here: you have been banned by the owner.';
/** The refusal of an archived plan. */
export const NO_LONGER_SOLD = 'This plan is no longer sold.';

/** Why a member may not obtain a plan, for the bot to say in their language (refusal-<reason> in
 * its catalogues); the API says it in English (REFUSAL_TEXT). */
export type OfferRefusal = 'no-plan' | 'no-longer-sold' | 'banned' | 'token-only' | 'credit-only' | 'newcomers' | 'returning' | 'invitee-only' | 'used-up';

export const REFUSAL_TEXT: Readonly<Record<OfferRefusal, string>> = {
  'no-plan': NO_PLAN,
  'no-longer-sold': NO_LONGER_SOLD,
  banned: BANNED,
  'token-only': 'This plan is available only with an access code.',
  'credit-only': 'This plan can be paid only from credit.',
  newcomers: 'This plan is only for new members.',
  returning: 'This plan is only for members who have subscribed before.',
  'invitee-only': 'This plan is only for members invited by another member.',
  'used-up': 'You have already obtained this plan as many times as it allows.',
};

export const optionsOf = (plan: Pick<PlanRow, 'options'>): PlanOptionsRecord => ({
  ...DEFAULT_OPTIONS,
  ...(JSON.parse(plan.options) as Partial<PlanOptionsRecord>),
});

/** What a caller of refusal() has read already. */
export interface Known {
  history?: SubscriptionRow[];
  banned?: boolean;
}

export function createOfferService({ plans, subscriptions, members, orders }: OffersDeps) {
  /** Why the member may not obtain the plan by paying, in words they can read; null when they may.
   * `known`: what the caller has read already (the member's subscription history, the ban). */
  async function refusal(botId: number, memberId: string, plan: PlanRow, known: Known = {}): Promise<OfferRefusal | null> {
    if (plan.archived_at !== null) return 'no-longer-sold';
    if (known.banned ?? (await members.isBanned(botId, memberId))) return 'banned';
    const options = optionsOf(plan);
    if (options.token_only) return 'token-only';
    if (options.credit_only) return 'credit-only';
    const history = known.history ?? (await subscriptions.history(botId, memberId));
    if (options.newcomers === 1 && history.some((s) => !s.trial)) return 'newcomers';
    if (options.newcomers === 2 && !history.some((s) => !s.trial)) return 'returning';
    if (options.invitee_only === 1 && (await members.referrerOf(botId, memberId)) === null) return 'invitee-only';
    if (options.singleuse > 0) {
      const unpaid = history.filter((s) => Number(s.plan_id) === Number(plan.plan_id) && (s.source === 'code' || s.source === 'grant')).length;
      if ((await orders.countPaidOf(botId, memberId, Number(plan.plan_id))) + unpaid >= options.singleuse) return 'used-up';
    }
    return null;
  }

  return {
    refusal,

    /** What the bot's menu shows, from one read of the plans, of the member's subscriptions and of
     * their ban (`banned` when the caller has just read it): the plans the member may obtain now
     * (oldest first, with whether each offers a trial), the subscriptions that give access now,
     * and every plan by id (to name them). */
    async menu(botId: number, memberId: string, banned?: boolean): Promise<{ offers: Offer[]; live: SubscriptionRow[]; plans: Map<number, PlanRow> }> {
      const history = await subscriptions.history(botId, memberId);
      const all = await plans.plansOf(botId);
      const known: Known = { history, banned: banned ?? (all.size ? await members.isBanned(botId, memberId) : false) };
      const offers: Offer[] = [];
      for (const plan of all.values()) {
        if ((await refusal(botId, memberId, plan, known)) !== null) continue;
        const held = history.some((s) => Number(s.plan_id) === Number(plan.plan_id));
        offers.push({ plan, trial: plan.plan_trial !== null && !held });
      }
      return { offers, live: history.filter((s) => isLiveState(s.state)), plans: all };
    },

    /** The plan, if the member may pay for it; else the reason (and its English words). */
    async sellable(botId: number, memberId: string, planId: number): Promise<{ plan: PlanRow } | { refused: string; reason: OfferRefusal }> {
      const plan = await plans.planRow(botId, planId);
      const reason = plan ? await refusal(botId, memberId, plan) : 'no-plan';
      return reason === null ? { plan: plan! } : { refused: REFUSAL_TEXT[reason], reason };
    },
  };
}

export type OfferService = ReturnType<typeof createOfferService>;
