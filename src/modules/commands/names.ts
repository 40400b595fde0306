// What a custom command may be called, and the names it may not take: every command the bot has
// or will have of its own (SPEC §15's list, with /coupons), so a custom command never hides one.
// A test checks that every command of the bot (src/bot/texts.ts) is here.

export const NAME_PATTERN = '^[a-z0-9_]{1,32}$';
export const NAME_RULE = 'must be 1 to 32 characters of a–z, 0–9 and _ (lower case), such as faq';

export const BUILT_IN_COMMANDS: ReadonlySet<string> = new Set([
  'start',
  'help',
  'redeem',
  'language',
  'dashboard',
  'cancel',
  'stats',
  'analytics',
  'broadcast',
  'grant',
  'ban',
  'unban',
  'flood',
  'export',
  'backup',
  'members',
  'plans',
  'pause',
  'resume',
  'coupons',
]);

/** A translation's key: a language alone (two or three lower-case letters, ISO 639), since members
 * are matched by the language of their app whatever its region. */
export const LANGUAGE_PATTERN = /^[a-z]{2,3}$/;

// Languages Intl knows by name; an unknown code (such as "xx") has none.
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** Why `key` cannot name a translation's language; undefined when it can. */
export function languageProblem(key: string): string | undefined {
  if (/^[a-z]{2,3}[-_]/i.test(key))
    return `must be a language without a region, such as ${key.slice(0, key.search(/[-_]/)).toLowerCase()}: members are matched by their app's language, whatever its region`;
  if (!LANGUAGE_PATTERN.test(key) || languageNames.of(key) === undefined)
    return 'must be a language code of two or three lower-case letters (ISO 639), such as es or pt';
  return undefined;
}

/** The language a member's Telegram language_code ("pt-br", "es") names: its primary subtag. */
export const languageOf = (languageCode: string | undefined | null): string | undefined => languageCode?.split(/[-_]/)[0]?.toLowerCase() || undefined;
