// Coupons (SPEC §15): a discount a member enters before paying, percent_off or amount_off (in one
// currency) off the plans it names, with an optional limit of redemptions and an expiry.
import { Type, type Static } from '@sinclair/typebox';
import { CurrencyField, DecimalAmountField, PageQuery, StringEnum, Timestamp } from '../../schema/fields.js';

export const COUPON_PATTERN = '^[A-Za-z0-9_-]{4,32}$';
const COUPON_RULE = 'must be 4 to 32 characters of A–Z, 0–9, _ and -';
/** Redemptions a coupon may allow at most: bounded so counts stay far within 32-bit integers. */
export const MAX_COUPON_REDEMPTIONS = 1_000_000;
const EXAMPLE = 'SPRING20';

export const Revenue = Type.Object({ currency: Type.String(), amount: Type.String({ description: 'Paid orders that used the coupon, refunds excluded.' }) });

export const Coupon = Type.Object(
  {
    code: Type.String({ description: 'The code members enter, upper case.', examples: [EXAMPLE] }),
    percent_off: Type.Union([Type.Integer(), Type.Null()]),
    amount_off: Type.Union([Type.String(), Type.Null()]),
    currency: Type.Union([Type.String(), Type.Null()], { description: "amount_off's currency; null for a percent_off coupon." }),
    plan_ids: Type.Union([Type.Array(Type.Integer()), Type.Null()], { description: 'The plans it applies to; null: every plan.' }),
    max_redemptions: Type.Union([Type.Integer(), Type.Null()], { description: 'null: unlimited.' }),
    redeemed: Type.Integer({ description: 'Members who paid with it.' }),
    expires_at: Type.Union([Timestamp, Type.Null()]),
    duration: StringEnum(['once', 'forever'] as const),
    created_at: Timestamp,
    archived: Type.Boolean(),
    revenue: Type.Array(Revenue, { description: 'Amount paid with the coupon, per currency.' }),
  },
  { title: 'Coupon' },
);

export const CreateCouponBody = Type.Object(
  {
    code: Type.Optional(
      Type.String({ pattern: COUPON_PATTERN, 'x-rule': COUPON_RULE, description: 'Case-insensitive, kept upper case; default a generated 8-character code.' }),
    ),
    percent_off: Type.Optional(Type.Integer({ minimum: 1, maximum: 99, 'x-rule': 'must be an integer from 1 to 99' })),
    amount_off: Type.Optional(DecimalAmountField('Amount taken off the price, in currency.')),
    currency: Type.Optional(CurrencyField("amount_off's currency (required with amount_off); the coupon applies only to plans in it.")),
    plan_ids: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), {
        minItems: 1,
        maxItems: 100,
        uniqueItems: true,
        'x-rule': 'must be 1 to 100 distinct plan ids of this bot',
        description: 'Default: every plan.',
      }),
    ),
    max_redemptions: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_COUPON_REDEMPTIONS,
        'x-rule': `must be an integer from 1 to ${MAX_COUPON_REDEMPTIONS}`,
        description: 'Default unlimited.',
      }),
    ),
    expires_at: Type.Optional(
      Type.String({ format: 'date-time', 'x-rule': 'must be an ISO 8601 time with a time zone, in the future', description: 'Default never.' }),
    ),
    duration: Type.Optional(
      StringEnum(['once', 'forever'] as const, {
        'x-rule': 'must be "once" or "forever"',
        description: '"once" (default): the first payment is discounted; "forever": every renewal of a recurring plan too.',
      }),
    ),
  },
  { title: 'CreateCouponBody', additionalProperties: false, examples: [{ code: EXAMPLE, percent_off: 20, max_redemptions: 100 }] },
);

export const CouponListQuery = Type.Object({ ...PageQuery }, { additionalProperties: false });

/** A code in a path: any text; one this bot does not have is a 404. */
export const CouponParam = Type.String({ description: 'The coupon code (case-insensitive).', examples: [EXAMPLE] });

export type CouponRecord = Static<typeof Coupon>;
export type CreateCouponInput = Static<typeof CreateCouponBody>;
export type CouponListInput = Static<typeof CouponListQuery>;
