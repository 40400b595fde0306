// Access codes (SPEC §9): an owner makes codes for a plan and hands them out; a member redeems
// one in the bot and gets the plan (source "code") while uses remain and it has not expired.
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery, Timestamp } from '../../schema/fields.js';
import { POSITIVE_ID_PATTERN } from '../../schema/ids.js';
import { CODE_LENGTH } from './generate.js';

/** Codes one POST /codes makes at most. */
export const MAX_CODES_PER_REQUEST = 1000;
/** Redemptions one code may allow at most: enough for a code posted publicly to a large audience;
 * bounded so the counter stays far within a 32-bit integer on both backends. */
export const MAX_CODE_USES = 1_000_000;

const CODE_DESCRIPTION = `The code: ${CODE_LENGTH} characters of digits and upper-case letters without look-alikes (no 0, O, 1, I, L).`;
const CODE_EXAMPLES = ['K7M2QX9RH4TB'];

export const Code = Type.Object(
  {
    code: Type.String({ description: CODE_DESCRIPTION, examples: CODE_EXAMPLES }),
    plan_id: Type.Integer({ description: 'The plan a redemption starts.' }),
    uses: Type.Integer({ description: 'Redemptions the code allows.' }),
    used: Type.Integer({ description: 'Redemptions so far.' }),
    expires_at: Type.Union([Timestamp, Type.Null()], { description: 'After this instant the code is refused; null: never.' }),
    created_at: Timestamp,
  },
  { title: 'Code' },
);

export const CreateCodesBody = Type.Object(
  {
    plan_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, 'x-rule': 'must be the id of a plan of this bot', examples: [1] }),
    count: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_CODES_PER_REQUEST,
        'x-rule': `must be an integer from 1 to ${MAX_CODES_PER_REQUEST}`,
        description: `How many codes to make, 1 to ${MAX_CODES_PER_REQUEST} (default 1).`,
      }),
    ),
    uses: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_CODE_USES,
        'x-rule': `must be an integer from 1 to ${MAX_CODE_USES}`,
        description: `Redemptions each code allows, 1 to ${MAX_CODE_USES} (default 1: a code for one member).`,
      }),
    ),
    expires_at: Type.Optional(
      Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
        'x-rule': 'must be an ISO 8601 time with a time zone, such as "2027-01-01T00:00:00Z", or null for never',
        description: 'When the codes stop being accepted; in the future. Default null: never.',
      }),
    ),
  },
  { title: 'CreateCodesBody', additionalProperties: false, examples: [{ plan_id: 1, count: 10 }] },
);

export const CodeListQuery = Type.Object(
  {
    ...PageQuery,
    plan_id: Type.Optional(Type.String({ pattern: POSITIVE_ID_PATTERN, 'x-rule': 'must be a positive integer', description: 'Only codes for this plan.' })),
  },
  { additionalProperties: false },
);

/** A code in a path: any text. One this bot does not have is a 404 whatever its form (SPEC §9), so
 * its shape is not checked here (that would answer 422): the service finds no such code. */
export const CodeParam = Type.String({ description: `${CODE_DESCRIPTION} Any text that is not a code of this bot is a 404.`, examples: CODE_EXAMPLES });

export type CodeRecord = Static<typeof Code>;
export type CreateCodesInput = Static<typeof CreateCodesBody>;
export type CodeListInput = Static<typeof CodeListQuery>;
