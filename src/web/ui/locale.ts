// The active locale and the way to change it, shared with the components that draw with it (the
// charts, which redraw in another language) and the language menu. Texts need no hook: `t` reads
// the active catalogue, and a change re-renders the page from its root.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { FALLBACK, type Locale } from '../i18n.js';

export const LocaleContext = createContext<{ locale: Locale; change: (locale: Locale) => void }>({ locale: FALLBACK, change: () => undefined });

export const useLocale = () => useContext(LocaleContext);
