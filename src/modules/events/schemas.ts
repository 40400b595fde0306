// Events: every change an owner cares about, in commit order per bot (SPEC §10), with who made it (§14).
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery, StringEnum, Timestamp } from '../../schema/fields.js';
import { POSITIVE_ID_SOURCE } from '../../schema/ids.js';
import { ACTOR_TYPES } from './actors.js';
import { EVENT_TYPES } from './types.js';

/** Who made a change (bot-context.ts's Actor, as the API shows it). */
export const Actor = Type.Union(
  [
    Type.Object({ type: Type.Literal('key'), key_id: Type.Integer({ description: 'The api key (GET /keys).' }) }, { additionalProperties: false }),
    Type.Object(
      { type: Type.Literal('admin'), admin_id: Type.String({ description: 'The admin’s platform user id (a session or a bot command).' }) },
      { additionalProperties: false },
    ),
    Type.Object(
      { type: Type.Literal('member'), member_id: Type.String({ description: 'The member, acting in the bot (a payment, a join, a code).' }) },
      { additionalProperties: false },
    ),
    Type.Object({ type: Type.Literal('system') }, { additionalProperties: false }),
  ],
  {
    title: 'Actor',
    description:
      'Who made the change: an api key, an admin (a dashboard session or a bot command), a member’s own act in the bot, or the system (the subscription clock, the platform, Stripe, the command line).',
  },
);

export const Event = Type.Object(
  {
    event_id: Type.Integer(),
    type: Type.String(),
    created_at: Timestamp,
    actor: Actor,
    data: Type.Object({}, { additionalProperties: true, description: 'The record concerned.' }),
  },
  { title: 'Event' },
);

export const EventListQuery = Type.Object(
  {
    after: Type.Optional(
      Type.String({
        pattern: `^(0|${POSITIVE_ID_SOURCE})$`,
        'x-rule': 'must be an event_id (0 or a positive integer)',
        description: 'Only events after this event_id in the listing’s order (default: from the first: the oldest, or the newest with order=newest).',
      }),
    ),
    order: Type.Optional(StringEnum(['oldest', 'newest'] as const, { description: 'oldest (default): oldest first; newest: newest first.' })),
    type: Type.Optional(StringEnum(EVENT_TYPES, { description: 'Only events of this type.' })),
    actor_type: Type.Optional(StringEnum(ACTOR_TYPES, { description: 'Only events made by this kind of actor.' })),
    limit: PageQuery.limit,
  },
  { additionalProperties: false },
);

export type EventRecord = Static<typeof Event>;
export type EventListInput = Static<typeof EventListQuery>;
