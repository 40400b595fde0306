// The dashboard's catalogues as the tests read them (the page loads them through Vite): the text
// of src/web/locales/<locale>.ftl; a message as the page writes it in a locale (so a browser test
// expects the catalogue's words, not a copy of them); and a way to make the dashboard's `t` speak a
// locale outside the browser (for its helpers: lengths in words, dates). Also what "fits at a
// phone's width" means for text, measured in the page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import type { Page } from 'playwright-core';
import { activate, addCatalogue, type Args, directionOf, FALLBACK, type Locale } from '../../src/web/i18n.js';

export const CATALOGUES = join(import.meta.dirname, '..', '..', 'src', 'web', 'locales');

export const catalogue = (locale: Locale): string => readFileSync(join(CATALOGUES, `${locale}.ftl`), 'utf8');

const bundles = new Map<Locale, FluentBundle>();

/** The message `id` (or `id.attribute`) of `locale` as the page writes it (isolation marks around
 * values in right-to-left locales, as the page's bundle puts them). */
export function message(locale: Locale, id: string, args?: Args): string {
  let bundle = bundles.get(locale);
  if (!bundle) {
    bundle = new FluentBundle(locale, { useIsolating: directionOf(locale) === 'rtl' });
    bundle.addResource(new FluentResource(catalogue(locale)));
    bundles.set(locale, bundle);
  }
  const [messageId, attribute] = id.split('.') as [string, string | undefined];
  const found = bundle.getMessage(messageId);
  const pattern = attribute ? found?.attributes[attribute] : found?.value;
  if (!pattern) throw new Error(`${locale}: no message ${id}`);
  return bundle.formatPattern(pattern, args);
}

/** The dashboard's helpers speak `locale` (en's catalogue behind it) from now on. */
export function speakInTests(locale: Locale = FALLBACK): void {
  addCatalogue(FALLBACK, catalogue(FALLBACK));
  addCatalogue(locale, catalogue(locale));
  activate(locale);
}

/** Elements of the page whose text does not fit their box sideways (cut off, or running out of it),
 * outside the frames made to scroll (tables' frames, the phone's navigation row) and the
 * visually hidden text kept for screen readers. Each as "tag.class: text…". */
export function overflowingText(page: Page): Promise<string[]> {
  // (Evaluated in the page, which has the DOM this file's types lack.)
  return page.evaluate<string[]>(`(() => {
    const scrolls = (el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const found = [];
    for (const el of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      if (['inline', 'contents', 'none'].includes(style.display) || style.clipPath !== 'none') continue;
      if (el.matches('select, input, textarea, option, canvas, svg, svg *') || !el.textContent.trim()) continue;
      let inScroller = scrolls(el);
      for (let p = el.parentElement; p && !inScroller; p = p.parentElement) inScroller = scrolls(p);
      if (inScroller || el.scrollWidth <= el.clientWidth + 1) continue;
      const name = el.tagName.toLowerCase() + (typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/s+/).join('.') : '');
      found.push(name + ': ' + el.textContent.trim().slice(0, 60) + ' (' + el.scrollWidth + ' > ' + el.clientWidth + ')');
    }
    return found;
  })()`);
}
