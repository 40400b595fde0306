// The orders module's tables as Kysely sees them; db/schema.ts composes every module's into
// Database. Instants are epoch milliseconds (UTC), money integer minor units.

export interface OrdersTable {
  bot_id: number;
  order_id: number;
  plan_id: number;
  member_id: string;
  amount_minor: number;
  currency: string;
  paid_at: number;
  status: 'paid' | 'refunded';
  external_id: string | null;
  refunded_at: number | null;
  created_at: number;
  /** The subscription this order started or extended (null for orders from before subscriptions). */
  subscription_id: number | null;
  /** Who took the payment when Tollgate did: 'telegram' (Stars); null for orders recorded through the API. */
  provider: string | null;
  /** The coupon the member used (SPEC §15); amount_minor is what they paid with it. */
  coupon_code: string | null;
}
