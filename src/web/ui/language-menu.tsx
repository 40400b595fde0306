// The language menu: every shipped locale by its own name (and in its own script and direction),
// so a reader finds theirs whatever the page speaks now. Picking one changes the whole page at once
// and is remembered for the next visit.
import { directionOf, LOCALE_NAMES, LOCALES, type Locale, t } from '../i18n.js';
import { useLocale } from './locale.js';
import { useId } from './form.js';

/** The shipped locales as a select's options, each by its own name, script and direction. */
export const LocaleOptions = () =>
  LOCALES.map((l) => (
    <option key={l} value={l} lang={l} dir={directionOf(l)}>
      {LOCALE_NAMES[l]}
    </option>
  ));

export function LanguageMenu() {
  const { locale, change } = useLocale();
  const id = useId('language');
  return (
    <div class="language">
      {/* A globe: the menu is found by its look too, in a language one does not read. */}
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" />
        <ellipse cx="8" cy="8" rx="2.75" ry="6.5" fill="none" stroke="currentColor" />
        <path d="M1.5 8h13M2.5 4.75h11M2.5 11.25h11" fill="none" stroke="currentColor" />
      </svg>
      <label for={id} class="visually-hidden">
        {t('language')}
      </label>
      <select id={id} value={locale} onChange={(e) => change(e.currentTarget.value as Locale)}>
        <LocaleOptions />
      </select>
    </div>
  );
}
