// The dashboard's words (SPEC §18): every text it shows is a message of a Fluent catalogue, one per
// locale (src/web/locales/<locale>.ftl), read with `t(id, args)`. The locale is the one the reader
// picked in the language menu, else the browser's first language we ship (by its primary subtag:
// pt-BR → pt), else en. A message a catalogue lacks falls back to en's. Numbers and dates follow
// the locale in the browser's own regional form when it has one (es-MX when the browser says so).
// This module is plain data and functions (no DOM, no bundler, no components): the catalogues are
// loaded by locales/load.ts, the components learn of a change through ui/locale.ts, and the node
// tests can use the same `t`.
import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';

// The shipped locales, their own names and which are right to left: one list with the bot's.
import { FALLBACK_LOCALE, isLocale, LOCALE_NAMES, LOCALES, type Locale, RTL_LOCALES } from '../i18n/locales.js';

export { isLocale, LOCALE_NAMES, LOCALES, type Locale };
export const FALLBACK: Locale = FALLBACK_LOCALE;

/** How a locale is written: right to left for fa and ar. */
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (RTL_LOCALES.has(locale) ? 'rtl' : 'ltr');

const primary = (tag: string) => tag.split(/[-_]/, 1)[0]!.toLowerCase();

/** The reader's locale: the one they picked (`stored`), else the first of the browser's languages
 * we ship by its primary subtag, else en. */
export function preferredLocale(languages: readonly string[], stored?: string | null): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of languages) {
    const locale = primary(tag);
    if (isLocale(locale)) return locale;
  }
  return FALLBACK;
}

const browserLanguages = (): readonly string[] => (typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

/** The tag numbers, amounts and dates are written with: the browser's own form of `locale` when it
 * has one (en-GB, pt-PT, es-MX), else the locale itself. */
export function intlTagFor(locale: Locale, languages: readonly string[] = browserLanguages()): string {
  for (const tag of languages) {
    if (primary(tag) !== locale) continue;
    try {
      const [canonical] = Intl.getCanonicalLocales(tag);
      if (canonical && Intl.NumberFormat.supportedLocalesOf([canonical]).length) return canonical;
    } catch {
      // not a well-formed tag: the next one
    }
  }
  return locale;
}

const sources = new Map<Locale, FluentResource>();

/** Makes a locale's catalogue (its .ftl text) available; en's is needed by every locale. */
export function addCatalogue(locale: Locale, source: string): void {
  if (!sources.has(locale)) sources.set(locale, new FluentResource(source));
}

export const hasCatalogue = (locale: Locale): boolean => sources.has(locale);

interface Active {
  locale: Locale;
  tag: string;
  bundle: FluentBundle | undefined;
  fallback: FluentBundle | undefined;
}

function bundleOf(locale: Locale, tag: string): FluentBundle | undefined {
  const resource = sources.get(locale);
  if (!resource) return undefined;
  // Isolation marks keep a left-to-right value (an id, an amount) whole in right-to-left text;
  // left-to-right text needs none, and gets none (its texts stay exactly as written).
  const bundle = new FluentBundle([tag, locale], { useIsolating: RTL_LOCALES.has(locale) });
  bundle.addResource(resource);
  return bundle;
}

let active: Active = { locale: FALLBACK, tag: intlTagFor(FALLBACK), bundle: undefined, fallback: undefined };

/** Speaks `locale` from now on (its catalogue and en's added first). */
export function activate(locale: Locale): void {
  const tag = intlTagFor(locale);
  const fallback = bundleOf(FALLBACK, intlTagFor(FALLBACK));
  active = { locale, tag, fallback, bundle: locale === FALLBACK ? fallback : bundleOf(locale, tag) };
}

export const currentLocale = (): Locale => active.locale;

/** Left-to-right text (a command, an id) as one run on a right-to-left page (LRI…PDI), so its slash
 * or minus sign stays where it is typed; as it is on a left-to-right page. */
export const ltr = (text: string): string => (RTL_LOCALES.has(active.locale) ? `\u2066${text}\u2069` : text);
/** The tag Intl writes the active locale's numbers and amounts with. */
export const intlLocale = (): string => active.tag;

export type Args = Record<string, FluentVariable>;

/** The message `id` (or its attribute, `id.attribute`) in the active locale, en's when the active
 * catalogue lacks it; the id itself only when no catalogue has it (a bug the tests catch). */
export function t(id: string, args?: Args): string {
  const [messageId, attribute] = id.split('.') as [string, string | undefined];
  for (const bundle of [active.bundle, active.fallback]) {
    const message = bundle?.getMessage(messageId);
    const pattern = attribute ? message?.attributes[attribute] : message?.value;
    if (bundle && pattern) return bundle.formatPattern(pattern, args, []);
  }
  return id;
}
