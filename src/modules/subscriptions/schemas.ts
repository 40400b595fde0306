// Subscriptions: one member's access through one plan, and its state (SPEC §9).
import { Type, type Static } from '@sinclair/typebox';
import { IdParam, PageQuery, StringEnum, Timestamp } from '../../schema/fields.js';
import { POSITIVE_ID_PATTERN } from '../../schema/ids.js';
import { MemberId } from '../orders/schemas.js';

export const SUBSCRIPTION_STATES = ['active', 'canceled', 'expired', 'revoked'] as const;

export const Subscription = Type.Object({
  subscription_id: Type.Integer(),
  member_id: Type.String(),
  plan_id: Type.Integer(),
  state: StringEnum(SUBSCRIPTION_STATES),
  trial: Type.Boolean(),
  recurring: Type.Boolean(),
  source: StringEnum(['payment', 'trial', 'code', 'grant'] as const),
  started_at: Timestamp,
  expires_at: Type.Union([Timestamp, Type.Null()], { description: 'null: lifetime.' }),
  canceled_at: Type.Union([Timestamp, Type.Null()]),
  ended_at: Type.Union([Timestamp, Type.Null()]),
  last_order_id: Type.Union([Type.Integer(), Type.Null()]),
});

export const SubscriptionListQuery = Type.Object(
  {
    ...PageQuery,
    member_id: Type.Optional(MemberId),
    plan_id: Type.Optional(
      Type.String({ pattern: POSITIVE_ID_PATTERN, 'x-rule': 'must be a positive integer', description: 'Only subscriptions to this plan.' }),
    ),
    state: Type.Optional(StringEnum(SUBSCRIPTION_STATES, { description: 'Only subscriptions in this state.' })),
  },
  { additionalProperties: false },
);

export const SubscriptionIdParam = IdParam('The subscription id.');

export type SubscriptionRecord = Static<typeof Subscription>;
export type SubscriptionListInput = Static<typeof SubscriptionListQuery>;
