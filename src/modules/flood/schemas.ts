// Flood control (SPEC §16): a member may send `messages` messages in a chat of the bot within
// `seconds`; what is beyond is deleted, and with action "mute" the member is muted for
// mute_seconds. Off by default; the bot's owner and admins and the chat's own administrators are
// never limited.
import { type Static, Type } from '@sinclair/typebox';
import { StringEnum } from '../../schema/fields.js';

export const FLOOD_LIMITS = {
  messages: { min: 2, max: 100 },
  seconds: { min: 1, max: 3600 },
  mute_seconds: { min: 30, max: 86_400 },
} as const;
export const DEFAULT_MUTE_SECONDS = 600;
export const FLOOD_ACTIONS = ['delete', 'mute'] as const;
export type FloodAction = (typeof FLOOD_ACTIONS)[number];

const between = (name: keyof typeof FLOOD_LIMITS, description: string, extra: Record<string, unknown> = {}) => {
  const { min, max } = FLOOD_LIMITS[name];
  return Type.Integer({ minimum: min, maximum: max, 'x-rule': `must be an integer from ${min} to ${max}`, description, ...extra });
};

export const FloodSettings = Type.Object(
  {
    enabled: Type.Boolean({ description: 'Whether flood control is on; when false the other fields are null.' }),
    messages: Type.Union([Type.Integer(), Type.Null()], { description: 'Messages a member may send in one chat within `seconds`.' }),
    seconds: Type.Union([Type.Integer(), Type.Null()], { description: 'The window, in seconds, starting at the member’s first message counted.' }),
    action: Type.Union([StringEnum(FLOOD_ACTIONS), Type.Null()], {
      description: 'delete: messages beyond the limit are deleted; mute: deleted, and the member muted for mute_seconds (told once in the chat).',
    }),
    mute_seconds: Type.Union([Type.Integer(), Type.Null()], { description: 'How long a mute lasts, in seconds.' }),
  },
  { title: 'FloodSettings' },
);

export const PutFloodBody = Type.Object(
  {
    messages: between('messages', 'Messages a member may send in one chat within `seconds`, 2 to 100.', { examples: [5] }),
    seconds: between('seconds', 'The window in seconds, 1 to 3,600.', { examples: [10] }),
    action: StringEnum(FLOOD_ACTIONS, { 'x-rule': 'must be "delete" or "mute"', description: 'What happens beyond the limit.' }),
    mute_seconds: Type.Optional(between('mute_seconds', `How long a mute lasts, 30 to 86,400 seconds (default ${DEFAULT_MUTE_SECONDS}).`)),
  },
  { title: 'PutFloodBody', additionalProperties: false, examples: [{ messages: 5, seconds: 10, action: 'mute', mute_seconds: 600 }] },
);

export type FloodRecord = Static<typeof FloodSettings>;
export type PutFloodInput = Static<typeof PutFloodBody>;
