// The coupons module's tables as Kysely sees them; db/schema.ts composes every module's into
// Database. Instants are epoch milliseconds (UTC), money integer minor units.

/** A coupon (SPEC §15): percent_off or amount_off (with currency) off the plans it names. */
export interface CouponsTable {
  bot_id: number;
  /** Upper case, 4–32 of A–Z 0–9 _ -. */
  code: string;
  percent_off: number | null;
  amount_off_minor: number | null;
  currency: string | null;
  /** JSON array of plan ids; null: every plan. */
  plan_ids: string | null;
  /** null: unlimited. */
  max_redemptions: number | null;
  expires_at: number | null;
  duration: 'once' | 'forever';
  /** JSON {key, id}: the Stripe coupon made for it and a fingerprint of the key it was made with. */
  stripe_coupon: string | null;
  created_at: number;
  archived_at: number | null;
}

/** A member's place on a coupon: held by an approved pre-checkout until held_until, or redeemed
 * (a payment arrived: redeemed_at set, held_until null). One row per member and coupon. */
export interface CouponRedemptionsTable {
  bot_id: number;
  code: string;
  member_id: string;
  held_until: number | null;
  redeemed_at: number | null;
}
