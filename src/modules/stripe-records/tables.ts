// The stripe-records module's tables as Kysely sees them; db/schema.ts composes every module's into
// Database. Instants are epoch milliseconds (UTC), money integer minor units.

/** The Stripe price a recurring plan is sold at, made for the plan's terms (price, currency, period). */
export interface StripePricesTable {
  bot_id: number;
  plan_id: number;
  terms: string;
  stripe_price_id: string;
  created_at: number;
}

/** Which Stripe subscription renews which of ours. */
export interface StripeSubscriptionsTable {
  bot_id: number;
  stripe_subscription_id: string;
  subscription_id: number;
}

/** Stripe events already handled (a redelivery is acknowledged and skipped). */
export interface StripeEventsTable {
  bot_id: number;
  event_id: string;
  type: string;
  handled_at: number;
}
