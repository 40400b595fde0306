// The languages the bot speaks (SPEC §18): the shipped locales, their own names, and the order in
// which a member's locale is picked. Plain data and pure functions, so the settings' validation,
// the bot and the catalogue test read one list.

/** The shipped locales, `en` first (every other catalogue is checked against it). */
export const LOCALES = ['en', 'es', 'pt', 'ru', 'uk', 'de', 'fr', 'it', 'tr', 'id', 'fa', 'ar'] as const;

export type Locale = (typeof LOCALES)[number];

export const FALLBACK_LOCALE: Locale = 'en';

/** Each locale by its own name, as /language offers it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
  ru: 'Русский',
  uk: 'Українська',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  tr: 'Türkçe',
  id: 'Bahasa Indonesia',
  fa: 'فارسی',
  ar: 'العربية',
};

/** Written right to left. */
export const RTL_LOCALES: ReadonlySet<Locale> = new Set<Locale>(['fa', 'ar']);

const SHIPPED: ReadonlySet<string> = new Set(LOCALES);

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && SHIPPED.has(value);

/** The shipped locale a platform language_code names by its primary subtag ("pt-br" → "pt"), if any. */
export function localeOfLanguageCode(languageCode: string | null | undefined): Locale | undefined {
  const primary = languageCode?.split(/[-_]/, 1)[0]?.toLowerCase();
  return isLocale(primary) ? primary : undefined;
}

/** A member's locale (SPEC §18): their /language choice, else their app's language, else the bot's
 * default_language, else en. */
export function pickLocale(choice: string | null | undefined, languageCode: string | null | undefined, botDefault: string | null | undefined): Locale {
  if (isLocale(choice)) return choice;
  return localeOfLanguageCode(languageCode) ?? (isLocale(botDefault) ? botDefault : FALLBACK_LOCALE);
}
