// The platform's limits on what the bot says, by catalogue message (SPEC §18): a message is at
// most 4,096 characters; the profile's texts and the command menu have their own. The texts API
// checks an owner's text against these, the profile job and the catalogue test read them too.

/** The longest message the platform sends. */
export const MESSAGE_MAX = 4096;
/** setMyDescription. */
export const DESCRIPTION_MAX = 512;
/** setMyShortDescription. */
export const SHORT_DESCRIPTION_MAX = 120;
/** A command's description in setMyCommands. */
export const COMMAND_DESCRIPTION_MAX = 256;
/** A reply keyboard's input_field_placeholder. */
export const PLACEHOLDER_MAX = 64;

const OWN: Readonly<Record<string, { max: number; what: string }>> = {
  'bot-description': { max: DESCRIPTION_MAX, what: 'the bot’s description' },
  'bot-short-description': { max: SHORT_DESCRIPTION_MAX, what: 'the bot’s short description' },
  'coupon-placeholder': { max: PLACEHOLDER_MAX, what: 'an input field’s placeholder' },
};

/** The most characters message `id` may render to, and what the platform calls it. */
export function limitOf(id: string): { max: number; what: string } {
  if (id.startsWith('command-')) return { max: COMMAND_DESCRIPTION_MAX, what: 'a command’s description' };
  return OWN[id] ?? { max: MESSAGE_MAX, what: 'a message' };
}
