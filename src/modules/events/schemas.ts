// Events: every change an owner cares about, in commit order per bot (SPEC §10).
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery, StringEnum, Timestamp } from '../../schema/fields.js';
import { POSITIVE_ID_SOURCE } from '../../schema/ids.js';
import { EVENT_TYPES } from './types.js';

export const Event = Type.Object(
  {
    event_id: Type.Integer(),
    type: Type.String(),
    created_at: Timestamp,
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
        description: 'Only events after this event_id (default 0: from the oldest kept).',
      }),
    ),
    type: Type.Optional(StringEnum(EVENT_TYPES, { description: 'Only events of this type.' })),
    limit: PageQuery.limit,
  },
  { additionalProperties: false },
);

export type EventRecord = Static<typeof Event>;
export type EventListInput = Static<typeof EventListQuery>;
