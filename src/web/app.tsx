// The dashboard's frame: a sign-in link being exchanged, then the sign-in form until there is a
// session, then the navigation and the screen the URL's hash names — the screens the key's level
// allows (src/team/powers.ts), with a sentence naming those it does not. It speaks the reader's
// language (src/web/i18n.ts); the language menu changes it for the whole page at once.
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { TollgateError } from '../client/tollgate.js';
import { allows, POWERS } from '../team/powers.js';
import { type Locale, t } from './i18n.js';
import { remember, speak } from './locales/load.js';
import { go, useHashPath } from './router.js';
import { type Screen, SCREENS, screenTitle } from './screens/index.js';
import { SignIn } from './screens/sign-in.js';
import {
  forget,
  linkRefused,
  refreshed,
  relocalized,
  restoreSession,
  type Session,
  type SignInLink,
  signInWithLink,
  signOut,
  takeSignInLink,
} from './session.js';
import { directoryOf } from './ui/directory.js';
import { andList, separator } from './ui/format.js';
import { LanguageMenu } from './ui/language-menu.js';
import { Level } from './ui/level.js';
import { LocaleContext } from './ui/locale.js';

/** "Not shown at your level (3): Members and Subscriptions (level 4), Keys (level 8)." */
function notShown(level: number): string | null {
  const byLevel = new Map<number, string[]>();
  for (const s of SCREENS.filter((s) => !allows(level, s.power))) {
    const needed = POWERS[s.power].level;
    byLevel.set(needed, [...(byLevel.get(needed) ?? []), screenTitle(s)]);
  }
  if (!byLevel.size) return null;
  const parts = [...byLevel].sort(([a], [b]) => a - b).map(([needed, titles]) => t('not-shown-part', { screens: andList(titles), level: needed }));
  return t('not-shown', { level, parts: parts.join(separator()) });
}

/** A notice the page shows in the reader's language (kept as its message, so a language change
 * rewrites it). */
type Notice = { id: string } | { text: string };
const noticeText = (n: Notice) => ('id' in n ? t(n.id) : n.text);

export function App({ opened, locale: initial }: { opened: SignInLink | 'malformed' | null; locale: Locale }) {
  const [locale, setLocale] = useState(initial);
  const [link, setLink] = useState(opened);
  const [session, setSession] = useState<Session | null>(() => (opened ? null : restoreSession()));
  const [exchanging, setExchanging] = useState(opened !== null && opened !== 'malformed');
  const [notice, setNotice] = useState<Notice | null>(opened === 'malformed' ? { id: 'link-refused' } : null);
  const path = useHashPath();
  const heading = useRef<HTMLHeadingElement>(null);
  const nav = useRef<HTMLElement>(null);
  const level = session?.key.admin_level ?? 8;
  const shown = SCREENS.filter((s) => allows(level, s.power));
  const screen: Screen = SCREENS.find((s) => s.path === path) ?? SCREENS[0]!;

  // A link pasted into a tab already open on the dashboard changes only the fragment: taken out
  // of the address bar at once too.
  useEffect(() => {
    const changed = () => {
      const next = takeSignInLink();
      if (!next) return;
      setLink(next);
      setExchanging(next !== 'malformed');
      if (next === 'malformed') setNotice({ id: 'link-refused' });
    };
    addEventListener('hashchange', changed);
    return () => removeEventListener('hashchange', changed);
  }, []);

  // A sign-in link: exchanged once.
  useEffect(() => {
    if (!link || link === 'malformed') return;
    signInWithLink(link)
      .then(
        (signedIn) => {
          setNotice(null);
          setSession(signedIn);
        },
        (err: unknown) => {
          forget();
          setSession(null);
          setNotice(err instanceof TollgateError && !linkRefused(err) ? { text: err.description } : { id: 'link-refused' });
        },
      )
      .finally(() => setExchanging(false));
  }, [link]);

  // What the key may do now, read again at each screen: a level lowered elsewhere shows here; a key
  // ended elsewhere signs the tab out.
  useEffect(() => {
    if (!session) return;
    let current = true;
    session.client.getSession().then(
      (key) => current && key.admin_level !== session.key.admin_level && setSession(refreshed(session, key)),
      (err: unknown) => {
        if (!current || !(err instanceof TollgateError) || err.status !== 401) return;
        forget();
        setSession(null);
        setNotice({ id: 'session-ended' });
      },
    );
    return () => {
      current = false;
    };
  }, [session?.client, path]);

  // The tab's title, in the page's language, set in the same commit as the screen it names (an
  // ordinary effect runs after the paint: a reader, or a test, could see the screen under the old
  // title).
  useLayoutEffect(() => {
    document.title = session ? t('page-title', { screen: screenTitle(screen) }) : t('sign-in-title');
  }, [screen, session, locale]);

  // A new screen: focus on its heading for screen readers (not on a change of language: the focus
  // stays on the language menu that made it).
  useEffect(() => {
    heading.current?.focus();
  }, [screen, session?.key]);

  useEffect(() => {
    // At a phone's width the navigation is a row that scrolls: the open screen's tab in view (its
    // words, and so the tabs' widths, change with the language).
    const row = nav.current;
    const active = row?.querySelector('[aria-current="page"]');
    if (row && active && row.scrollWidth > row.clientWidth) {
      const r = row.getBoundingClientRect();
      const a = active.getBoundingClientRect();
      row.scrollLeft += a.left - r.left - (r.width - a.width) / 2;
    }
  }, [screen, session?.key, locale]);

  // Another language: its catalogue first, then the whole page at once; the client again, so the
  // API's amounts (orders/count's `formatted`) follow it too.
  const change = (next: Locale) =>
    void speak(next).then((spoken) => {
      // A catalogue that could not be fetched (offline) leaves the page in English and the earlier pick kept.
      if (spoken === next) remember(spoken);
      setLocale(spoken);
      setSession((s) => s && relocalized(s));
    });
  const languages = { locale, change };

  if (exchanging) {
    return (
      <LocaleContext.Provider value={languages}>
        <main class="sign-in">
          <h1>Tollgate</h1>
          <p class="muted" role="status" aria-live="polite">
            {t('signing-in')}
          </p>
        </main>
      </LocaleContext.Provider>
    );
  }
  if (!session)
    return (
      <LocaleContext.Provider value={languages}>
        <SignIn
          notice={notice && noticeText(notice)}
          onSignedIn={(s) => {
            setNotice(null);
            setSession(s);
          }}
        />
      </LocaleContext.Provider>
    );
  // The lists name members only when the level may read them (else each lookup would be refused).
  directoryOf(session.client).readsMembers = allows(level, 'members.read');
  const View = screen.view;
  const hidden = notShown(level);
  const title = screenTitle(screen);
  return (
    <LocaleContext.Provider value={languages}>
      <Level.Provider value={level}>
        <div class="frame">
          <header>
            {/* A button, not a #main link: the hash names the screen. */}
            <button type="button" class="skip" onClick={() => heading.current?.focus()}>
              {t('skip-to-content')}
            </button>
            <strong class="brand">Tollgate</strong>
            <span class="muted">{t('header-bot', { bot: session.botId, level })}</span>
            <LanguageMenu />
            <button
              type="button"
              class="link"
              onClick={() =>
                void signOut(session).then(() => {
                  setSession(null);
                  go('/');
                })
              }
            >
              {t('sign-out')}
            </button>
          </header>
          <nav aria-label={t('sections')} ref={nav}>
            <ul>
              {shown.map((s) => (
                <li key={s.path}>
                  <a href={`#${s.path}`} aria-current={s === screen ? 'page' : undefined}>
                    {screenTitle(s)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <main id="main">
            <h1 tabIndex={-1} ref={heading}>
              {title}
            </h1>
            {allows(level, screen.power) ? (
              <View client={session.client} />
            ) : (
              <p class="not-yours">{t('screen-needs', { screen: title, needed: POWERS[screen.power].level, level })}</p>
            )}
            {hidden && <p class="muted not-shown">{hidden}</p>}
          </main>
        </div>
      </Level.Provider>
    </LocaleContext.Provider>
  );
}
