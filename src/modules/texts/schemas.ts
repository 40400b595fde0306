// The owner's words (SPEC §18): every message of the bot's catalogues in one locale, the shipped
// text and the owner's override of it, in Fluent syntax.
import { Type, type Static } from '@sinclair/typebox';
import { LOCALES } from '../../i18n/locales.js';
import { StringEnum } from '../../schema/fields.js';

/** The longest text accepted as written (Fluent source); what it renders to is checked against the
 * platform's limit for that message (bot/text-limits.ts). */
export const MAX_SOURCE = 8192;

export const TextLocale = StringEnum(LOCALES, {
  'x-rule': `must be a language the bot speaks: one of ${LOCALES.join(', ')}`,
  description: `A shipped locale: one of ${LOCALES.join(', ')}.`,
  examples: ['es'],
});

export const MessageId = Type.String({
  description: 'A message id of the bot’s catalogues (as GET /texts lists them). Any other text is a 404.',
  examples: ['welcome'],
});

const FLUENT =
  'Fluent syntax (projectfluent.org): plain text, with { $variable } for a value the bot fills in, { message-id } to include another message, and selectors such as { $n -> [one] … *[other] … } for plurals. Lines after the first are taken as typed.';

export const Text = Type.Object(
  {
    message_id: Type.String({ description: 'The message’s id in the catalogues.', examples: ['welcome'] }),
    shipped: Type.String({
      description: `The text the bot ships for this message in this locale, in ${FLUENT}`,
      examples: ['Welcome, { $name }! Choose a plan:'],
    }),
    override: Type.Union([Type.String(), Type.Null()], {
      description: 'The owner’s text, said instead of the shipped one in this locale only; null: none (the shipped text is said).',
      examples: [null],
    }),
    variables: Type.Array(Type.String(), {
      description: 'The variables the message takes (without $): an override may use these and no other.',
      examples: [['name']],
    }),
  },
  { title: 'Text' },
);

/** What text.changed and text.deleted carry: the message in its locale (for text.deleted, the
 * override as it was). */
export const TextEvent = Type.Object({ locale: Type.String(), ...Text.properties }, { title: 'TextEvent' });

export const TextsQuery = Type.Object({ locale: TextLocale }, { additionalProperties: false, examples: [{ locale: 'es' }] });

export const PutTextBody = Type.Object(
  {
    text: Type.String({
      minLength: 1,
      maxLength: MAX_SOURCE,
      format: 'text',
      'x-rule': `must be text of 1 to ${MAX_SOURCE} characters in Fluent syntax`,
      description: `What the bot says for this message in this locale, in ${FLUENT} It must parse, use only the message’s variables, and stay within the platform’s limit once rendered (4,096 characters for a message; 512 for bot-description, 120 for bot-short-description, 256 for a command-… description, 64 for coupon-placeholder), each variable taken as 128 characters.`,
      examples: ['Hi { $name }! Pick a plan below:'],
    }),
  },
  { title: 'PutTextBody', additionalProperties: false, examples: [{ text: 'Hi { $name }! Pick a plan below:' }] },
);

export type TextRecord = Static<typeof Text>;
export type TextEventRecord = Static<typeof TextEvent>;
