// Orders: paid purchases of a plan by a member; the facts revenue is counted from.
import { Type, type Static } from '@sinclair/typebox';
import { CurrencyField, DecimalAmountField, InstantField, PageQuery, PlatformUserId, StringEnum, Timestamp } from '../../schema/fields.js';

export const MemberId = PlatformUserId("The member's user id on the messaging platform.", '5551234');

export const CreateOrderBody = Type.Object(
  {
    plan_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, 'x-rule': 'must be the id of a plan of this bot', examples: [1] }),
    member_id: MemberId,
    amount: Type.Optional(DecimalAmountField("Amount paid; default the plan's price (required when currency differs from the plan's).")),
    currency: Type.Optional(CurrencyField("Currency paid in; default the plan's currency.")),
    paid_at: Type.Optional(InstantField('When the payment was made (default now); not in the future.')),
    external_id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 255,
        format: 'text',
        description: "The payment provider's id; a repeat with the same fields returns the first order.",
      }),
    ),
    coupon_code: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        'x-rule': 'must be the code of a coupon of this bot that is not archived and applies to the plan',
        description: "The coupon the member used (case-insensitive): amount defaults to the plan's price with it, and the order counts as a redemption.",
      }),
    ),
  },
  { title: 'CreateOrderBody', additionalProperties: false, examples: [{ plan_id: 1, member_id: '5551234', external_id: 'pay_1Nq2x' }] },
);

/** A row of an imported history: an order as POST /orders takes it (without a coupon: the history's
 * amounts are what was paid), with paid_at required. */
const { coupon_code: _coupon, ...importedFields } = CreateOrderBody.properties;
export const ImportedOrder = Type.Object({ ...importedFields, paid_at: InstantField('When the payment was made.') }, { additionalProperties: false });

export const Order = Type.Object(
  {
    order_id: Type.Integer(),
    plan_id: Type.Integer(),
    member_id: Type.String(),
    amount: Type.String(),
    currency: Type.String(),
    paid_at: Timestamp,
    status: StringEnum(['paid', 'refunded'] as const),
    external_id: Type.Union([Type.String(), Type.Null()]),
    refunded_at: Type.Union([Timestamp, Type.Null()]),
    created_at: Timestamp,
    coupon_code: Type.Union([Type.String(), Type.Null()], { description: 'The coupon the member used; amount is what they paid with it.' }),
  },
  { title: 'Order' },
);

export const OrderListQuery = Type.Object(
  {
    ...PageQuery,
    from: Type.Optional(InstantField('Only orders paid at or after this time.')),
    to: Type.Optional(InstantField('Only orders paid before this time.')),
  },
  { additionalProperties: false },
);

export type OrderRecord = Static<typeof Order>;
export type CreateOrderInput = Static<typeof CreateOrderBody>;
export type OrderListInput = Static<typeof OrderListQuery>;
