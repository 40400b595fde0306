// The catalogues as the page loads them: en's is part of the page (every locale falls back to it);
// each other one is a chunk of its own, fetched only when that locale is spoken, so a page in one
// language carries no other's words. Also where the page says which language it is in (<html lang
// dir>) and remembers the reader's pick (localStorage: a preference, nothing secret).
import { activate, addCatalogue, directionOf, FALLBACK, hasCatalogue, type Locale, preferredLocale } from '../i18n.js';
import en from './en.ftl?raw';

const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: string }>> = {
  es: () => import('./es.ftl?raw'),
  pt: () => import('./pt.ftl?raw'),
  ru: () => import('./ru.ftl?raw'),
  uk: () => import('./uk.ftl?raw'),
  de: () => import('./de.ftl?raw'),
  fr: () => import('./fr.ftl?raw'),
  it: () => import('./it.ftl?raw'),
  tr: () => import('./tr.ftl?raw'),
  id: () => import('./id.ftl?raw'),
  fa: () => import('./fa.ftl?raw'),
  ar: () => import('./ar.ftl?raw'),
};

const STORED = 'tollgate.locale';

/** The locale picked in the language menu earlier, if any. */
function picked(): string | null {
  try {
    return localStorage.getItem(STORED);
  } catch {
    return null;
  }
}

/** The locale this page starts in: the reader's pick, else the browser's languages, else en. */
export const startingLocale = (): Locale => preferredLocale(navigator.languages ?? [navigator.language], picked());

/** Loads `locale`'s catalogue (en's when it cannot be fetched), speaks it, and says so on <html>. */
export async function speak(locale: Locale): Promise<Locale> {
  addCatalogue(FALLBACK, en);
  let spoken = locale;
  if (locale !== FALLBACK && !hasCatalogue(locale)) {
    try {
      addCatalogue(locale, (await LOADERS[locale as Exclude<Locale, 'en'>]()).default);
    } catch {
      spoken = FALLBACK;
    }
  }
  activate(spoken);
  document.documentElement.lang = spoken;
  document.documentElement.dir = directionOf(spoken);
  return spoken;
}

/** Remembers the reader's pick for the next visit. */
export function remember(locale: Locale): void {
  try {
    localStorage.setItem(STORED, locale);
  } catch {
    // storage refused (private mode): the pick lasts for this page only
  }
}
