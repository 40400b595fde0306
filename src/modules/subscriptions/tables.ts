// The subscriptions module's tables as Kysely sees them; db/schema.ts composes every module's into
// Database. Instants are epoch milliseconds (UTC), money integer minor units.

export type SubscriptionState = 'active' | 'canceled' | 'expired' | 'revoked';

export type SubscriptionSource = 'payment' | 'trial' | 'code' | 'grant';

/** One member's access through one plan (SPEC §9). */
export interface SubscriptionsTable {
  bot_id: number;
  subscription_id: number;
  member_id: string;
  plan_id: number;
  state: SubscriptionState;
  /** 0 or 1. */
  trial: number;
  /** 0 or 1. */
  recurring: number;
  source: SubscriptionSource;
  started_at: number;
  /** null: lifetime. */
  expires_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  last_order_id: number | null;
  created_at: number;
  updated_at: number;
  /** The smallest reminder (days before the end) already sent for the current expires_at. */
  reminded_days: number | null;
  /** What the platform refused when admitting or removing this member (bot not an admin of a chat). */
  access_error: string | null;
}
