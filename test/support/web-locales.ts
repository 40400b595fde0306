// The dashboard's catalogues as the node tests read them (the page loads them through Vite): the
// text of src/web/locales/<locale>.ftl, and a way to make the dashboard's `t` speak a locale
// outside the browser (for its helpers: lengths in words, dates).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { activate, addCatalogue, FALLBACK, type Locale } from '../../src/web/i18n.js';

export const CATALOGUES = join(import.meta.dirname, '..', '..', 'src', 'web', 'locales');

export const catalogue = (locale: Locale): string => readFileSync(join(CATALOGUES, `${locale}.ftl`), 'utf8');

/** The dashboard's helpers speak `locale` (en's catalogue behind it) from now on. */
export function speakInTests(locale: Locale = FALLBACK): void {
  addCatalogue(FALLBACK, catalogue(FALLBACK));
  addCatalogue(locale, catalogue(locale));
  activate(locale);
}
