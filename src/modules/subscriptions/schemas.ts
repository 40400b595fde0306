// Subscriptions: one member's access through one plan, and its state (SPEC §9).
import { Type, type Static } from '@sinclair/typebox';
import { IdParam, PageQuery, StringEnum, Timestamp } from '../../schema/fields.js';
import { POSITIVE_ID_PATTERN } from '../../schema/ids.js';
import { MemberId } from '../orders/schemas.js';

export const SUBSCRIPTION_STATES = ['active', 'canceled', 'expired', 'revoked'] as const;
/** The live states: the subscription gives access now (canceled: until its end) and comes due at
 * its end. SQL builds its `IN (...)` from this list too. */
export const LIVE_STATES = ['active', 'canceled'] as const satisfies readonly (typeof SUBSCRIPTION_STATES)[number][];
const LIVE = new Set<string>(LIVE_STATES);
/** Whether a subscription in `state` is live (LIVE_STATES). */
export const isLiveState = (state: string): boolean => LIVE.has(state);

export const Subscription = Type.Object(
  {
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
    access_error: Type.Union([Type.String(), Type.Null()], {
      description: 'What the platform refused when admitting or removing the member (for example: the bot is not an administrator of a chat).',
    }),
  },
  { title: 'Subscription' },
);

export const SubscriptionListQuery = Type.Object(
  {
    ...PageQuery,
    member_id: Type.Optional(MemberId),
    plan_id: Type.Optional(
      Type.String({ pattern: POSITIVE_ID_PATTERN, 'x-rule': 'must be a positive integer', description: 'Only subscriptions to this plan.' }),
    ),
    state: Type.Optional(StringEnum(SUBSCRIPTION_STATES, { description: 'Only subscriptions in this state.' })),
    expires_before: Type.Optional(
      Type.String({
        format: 'date-time',
        'x-rule': 'must be an ISO 8601 time with a time zone, such as "2026-12-01T00:00:00Z"',
        description: 'Only subscriptions that end at or before this instant (lifetime ones never do): with state=active, who is about to lose access.',
      }),
    ),
  },
  { additionalProperties: false },
);

const EndField = Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
  'x-rule': 'must be an ISO 8601 time with a time zone, such as "2027-01-01T00:00:00Z", or null for lifetime',
  description: 'When access ends; null: never (lifetime).',
});

export const GrantBody = Type.Object(
  {
    member_id: MemberId,
    plan_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, 'x-rule': 'must be the id of a plan of this bot', examples: [1] }),
    expires_at: Type.Optional(EndField),
    trial: Type.Optional(Type.Boolean({ description: "Start the plan's free trial (once per member and plan) instead of a grant." })),
  },
  { title: 'GrantBody', additionalProperties: false, examples: [{ member_id: '5551234', plan_id: 1 }] },
);

export const ChangeEndBody = Type.Object(
  { expires_at: EndField },
  { title: 'ChangeEndBody', additionalProperties: false, examples: [{ expires_at: '2027-01-01T00:00:00Z' }] },
);

export const SubscriptionIdParam = IdParam('The subscription id.');

export type SubscriptionRecord = Static<typeof Subscription>;
export type SubscriptionListInput = Static<typeof SubscriptionListQuery>;
export type GrantInput = Static<typeof GrantBody>;
export type ChangeEndInput = Static<typeof ChangeEndBody>;
