// Bans (SPEC §16): the body of POST /members/{member_id}/ban; the answer is the member.
import { Type, type Static } from '@sinclair/typebox';

/** The longest reason a ban keeps. */
export const BAN_REASON_MAX = 200;

export const BanBody = Type.Object(
  {
    reason: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: BAN_REASON_MAX,
        format: 'text',
        description: 'Why the member is banned (kept on the member as ban_reason; never told to them).',
        examples: ['spam in the chat'],
      }),
    ),
  },
  { title: 'BanBody', additionalProperties: false, examples: [{ reason: 'spam in the chat' }] },
);

export type BanInput = Static<typeof BanBody>;
