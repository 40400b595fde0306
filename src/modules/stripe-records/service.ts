// Tollgate's records of its dealings with Stripe (SPEC §13): the Stripe price a recurring plan is sold at (made again
// when the plan's price or period changes), the link from a Stripe subscription to ours, and the
// Stripe events already handled (a redelivery is acknowledged and skipped).
import type { ServiceDeps } from '../common/deps.js';
import * as repo from './repository.js';

export function createStripeRecords({ db, now }: ServiceDeps) {
  return {
    /** The Stripe price made for these terms of the plan, if one was. */
    async priceFor(botId: number, planId: number, terms: string): Promise<string | undefined> {
      const row = await repo.findPrice(db, botId, planId);
      return row?.terms === terms ? row.stripe_price_id : undefined;
    },
    /** The plan's current Stripe price; returns the one it replaces, if any. */
    async savePrice(botId: number, planId: number, terms: string, stripePriceId: string): Promise<string | undefined> {
      const previous = await repo.findPrice(db, botId, planId);
      await repo.savePrice(db, botId, planId, terms, stripePriceId, now());
      return previous && previous.stripe_price_id !== stripePriceId ? previous.stripe_price_id : undefined;
    },
    linkSubscription: (botId: number, stripeSubscriptionId: string, subscriptionId: number) =>
      repo.linkSubscription(db, botId, stripeSubscriptionId, subscriptionId),
    ourSubscription: (botId: number, stripeSubscriptionId: string) => repo.ourSubscription(db, botId, stripeSubscriptionId),
    stripeSubscriptionOf: (botId: number, subscriptionId: number) => repo.stripeSubscriptionOf(db, botId, subscriptionId),
    wasHandled: (botId: number, eventId: string) => repo.wasHandled(db, botId, eventId),
    markHandled: (botId: number, eventId: string, type: string) => repo.markHandled(db, botId, eventId, type, now()),
  };
}

export type StripeRecords = ReturnType<typeof createStripeRecords>;
