// Custom commands (SPEC §15): the owner's own words, which the bot answers /<name> with, in the
// member's language when translated; visible ones are listed in the members' command menu.
import { Type, type Static } from '@sinclair/typebox';
import { MAX_COMMANDS } from '../../limits.js';
import { Timestamp } from '../../schema/fields.js';
import { NAME_PATTERN, NAME_RULE } from './names.js';

/** The longest message the platform sends, and the longest menu description it takes. */
export const MAX_TEXT = 4096;
export const MAX_DESCRIPTION = 256;
/** Translations one command may carry. */
export const MAX_TRANSLATIONS = 50;

// The platform refuses a message of spaces only: some visible character is required.
const VISIBLE_TEXT = '\\S';
const textRule = (max: number) => `must be text of 1 to ${max} characters with something besides spaces`;

const CommandText = (max: number, description: string, examples: string[]) =>
  Type.String({ minLength: 1, maxLength: max, format: 'text', pattern: VISIBLE_TEXT, 'x-rule': textRule(max), description, examples });

const Text = CommandText(MAX_TEXT, 'What the bot answers, as plain text (no formatting).', ['Questions? Write to @support. Signals go out at 18:00 UTC.']);

const Translations = Type.Record(Type.String(), CommandText(MAX_TEXT, 'The text in that language.', ['¿Preguntas? Escribe a @support.']), {
  maxProperties: MAX_TRANSLATIONS,
  'x-rule': `must be an object of at most ${MAX_TRANSLATIONS} languages, each mapped to its text`,
  description:
    'The text in other languages, by language code (two or three lower-case letters, ISO 639, without a region: es, pt, de…). A member whose Telegram app is in one of them gets that text (es-MX → es); everyone else gets `text`.',
  examples: [{ es: '¿Preguntas? Escribe a @support.' }],
});

export const CommandName = Type.String({
  pattern: NAME_PATTERN,
  'x-rule': NAME_RULE,
  description: 'The command without its slash: members send /<name>.',
  examples: ['faq'],
});

export const Command = Type.Object(
  {
    name: Type.String({ description: 'The command without its slash.', examples: ['faq'] }),
    text: Type.String({ description: 'What the bot answers.' }),
    description: Type.Union([Type.String(), Type.Null()], {
      description: 'The menu’s words for it; null: the menu shows the first line of text (up to 256 characters).',
    }),
    visible: Type.Boolean({ description: 'Listed in the members’ command menu (hidden ones are answered all the same).' }),
    translations: Type.Record(Type.String(), Type.String(), { description: 'The text by language code.' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'Command' },
);

export const PutCommandBody = Type.Object(
  {
    text: Text,
    description: Type.Optional(
      CommandText(
        MAX_DESCRIPTION,
        `Shown beside the command in the members’ menu, 1 to ${MAX_DESCRIPTION} characters. Default: the first line of text, shortened to fit.`,
        ['Questions and answers'],
      ),
    ),
    visible: Type.Optional(
      Type.Boolean({ description: `Listed in the members’ command menu (default true). At most 80 of a bot’s ${MAX_COMMANDS} commands are.` }),
    ),
    translations: Type.Optional(Translations),
  },
  {
    title: 'PutCommandBody',
    additionalProperties: false,
    examples: [{ text: 'Questions? Write to @support.', description: 'Questions and answers', translations: { es: '¿Preguntas? Escribe a @support.' } }],
  },
);

/** A name in DELETE's path: any text. One this bot does not have is a 404 whatever its form. */
export const CommandParam = Type.String({ description: 'The command’s name. Any text that is not a command of this bot is a 404.', examples: ['faq'] });

export type CommandRecord = Static<typeof Command>;
export type PutCommandInput = Static<typeof PutCommandBody>;
