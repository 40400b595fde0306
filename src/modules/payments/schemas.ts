// POST /checkout: a card checkout page for a member and plan (SPEC §13).
import { Type, type Static } from '@sinclair/typebox';
import { Timestamp } from '../../schema/fields.js';
import { MemberId } from '../orders/schemas.js';

const url = (description: string) => Type.String({ maxLength: 2048, pattern: '^https?://[^\\s]+$', 'x-rule': 'must be an http(s) URL', description });

export const CheckoutBody = Type.Object(
  {
    member_id: MemberId,
    plan_id: Type.Integer({ minimum: 1, maximum: 999_999_999_999_999 }),
    success_url: Type.Optional(url('Where the member lands after paying (default: the bot’s chat).')),
    cancel_url: Type.Optional(url('Where the member lands when they go back (default: the bot’s chat).')),
    coupon_code: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        'x-rule': 'must be the code of a coupon of this bot',
        description: 'A coupon the member entered: the page asks the price with it (checked as the bot checks it, and it holds a place for 10 minutes).',
      }),
    ),
  },
  { title: 'CheckoutBody', additionalProperties: false, examples: [{ member_id: '123456789', plan_id: 2, success_url: 'https://example.com/thanks' }] },
);

export const Checkout = Type.Object(
  {
    checkout_id: Type.String({ description: 'The Stripe Checkout Session id.' }),
    url: Type.String({ description: 'The hosted payment page to send the member to.' }),
    expires_at: Timestamp,
  },
  { title: 'Checkout' },
);

export type CheckoutInput = Static<typeof CheckoutBody>;
export type CheckoutRecord = Static<typeof Checkout>;
