// Members: users of the platform a bot knows, and whether they have access now.
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery, StringEnum, Timestamp } from '../../schema/fields.js';
import { MemberId } from '../orders/schemas.js';
import { Order } from '../orders/schemas.js';
import { Subscription } from '../subscriptions/schemas.js';
import { MemberForm } from '../forms/schemas.js';

export const Member = Type.Object(
  {
    member_id: Type.String(),
    username: Type.Union([Type.String(), Type.Null()]),
    first_name: Type.Union([Type.String(), Type.Null()]),
    language_code: Type.Union([Type.String(), Type.Null()]),
    language: Type.Union([Type.String(), Type.Null()], {
      description: 'The language the member chose with /language in the bot (SPEC §18); null: none chosen (their app’s language decides).',
    }),
    referred_by: Type.Union([Type.String(), Type.Null()]),
    has_access: Type.Boolean({ description: 'Whether an active or canceled subscription gives access now.' }),
    delivery_error: Type.Union([Type.String(), Type.Null()], {
      description: 'Why the bot cannot write to this member (they blocked it or never started it); null once they write to the bot again.',
    }),
    banned: Type.Boolean({
      description: 'Whether the owner banned the member (POST /members/{member_id}/ban): no access, no purchase, kept out of every chat.',
    }),
    ban_reason: Type.Union([Type.String(), Type.Null()], {
      description: 'The reason given with the ban; null when none was given or the member is not banned.',
    }),
    banned_at: Type.Union([Timestamp, Type.Null()], { description: 'When the member was banned; null when not banned.' }),
    created_at: Timestamp,
  },
  { title: 'Member' },
);

export const MemberProfile = Type.Composite(
  [
    Member,
    Type.Object({
      subscriptions: Type.Array(Subscription),
      orders: Type.Array(Order, { description: 'The latest 20 orders.' }),
      forms: Type.Array(MemberForm, { description: 'The forms the member answered, newest first, with their answers.' }),
    }),
  ],
  { title: 'MemberProfile' },
);

const AccessFilter = Type.Optional(StringEnum(['true', 'false'] as const, { description: 'Only members with (true) or without (false) access.' }));

export const MemberListQuery = Type.Object({ ...PageQuery, access: AccessFilter }, { additionalProperties: false });

export const MemberCountQuery = Type.Object({ access: AccessFilter }, { additionalProperties: false });

export const MemberCount = Type.Object(
  { count: Type.Integer({ minimum: 0, description: 'Members of the bot (with or without access now, if asked), counted exactly.' }) },
  { title: 'MemberCount', additionalProperties: false },
);

export const MemberIdParam = MemberId;

export type MemberRecord = Static<typeof Member>;
export type MemberListInput = Static<typeof MemberListQuery>;
export type MemberCountInput = Static<typeof MemberCountQuery>;
