// The dashboard's frame: a sign-in link being exchanged, then the sign-in form until there is a
// session, then the navigation and the screen the URL's hash names — the screens the key's level
// allows (src/team/powers.ts), with a sentence naming those it does not.
import { useEffect, useRef, useState } from 'preact/hooks';
import { TollgateError } from '../client/tollgate.js';
import { allows, POWERS } from '../team/powers.js';
import { go, useHashPath } from './router.js';
import { type Screen, SCREENS } from './screens/index.js';
import { SignIn } from './screens/sign-in.js';
import { forget, LINK_REFUSED, refreshed, restoreSession, type Session, type SignInLink, signInWithLink, signOut, takeSignInLink } from './session.js';
import { directoryOf } from './ui/directory.js';
import { Level, needs } from './ui/level.js';

const ENDED = 'Your session has ended (signed out, expired, or its key revoked); sign in again.';

/** "Not shown at your level (3): Members and Subscriptions (level 4), Keys (level 8)." */
function notShown(level: number): string | null {
  const byLevel = new Map<number, string[]>();
  for (const s of SCREENS.filter((s) => !allows(level, s.power))) {
    const needed = POWERS[s.power].level;
    byLevel.set(needed, [...(byLevel.get(needed) ?? []), s.title]);
  }
  if (!byLevel.size) return null;
  const listed = (titles: string[]) => (titles.length > 1 ? `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}` : titles[0]);
  const parts = [...byLevel].sort(([a], [b]) => a - b).map(([needed, titles]) => `${listed(titles)} (level ${needed})`);
  return `Not shown at your level (${level}): ${parts.join(', ')}.`;
}

export function App({ opened }: { opened: SignInLink | 'malformed' | null }) {
  const [link, setLink] = useState(opened);
  const [session, setSession] = useState<Session | null>(() => (opened ? null : restoreSession()));
  const [exchanging, setExchanging] = useState(opened !== null && opened !== 'malformed');
  const [notice, setNotice] = useState<string | null>(opened === 'malformed' ? LINK_REFUSED : null);
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
      if (next === 'malformed') setNotice(LINK_REFUSED);
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
          setNotice(err instanceof TollgateError ? err.description : LINK_REFUSED);
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
        setNotice(ENDED);
      },
    );
    return () => {
      current = false;
    };
  }, [session?.client, path]);

  // A new screen: its title for the tab, focus on its heading for screen readers.
  useEffect(() => {
    document.title = session ? `${screen.title} · Tollgate` : 'Sign in · Tollgate';
    heading.current?.focus();
    // At a phone's width the navigation is a row that scrolls: the open screen's tab in view.
    const row = nav.current;
    const active = row?.querySelector('[aria-current="page"]');
    if (row && active && row.scrollWidth > row.clientWidth) {
      const r = row.getBoundingClientRect();
      const a = active.getBoundingClientRect();
      row.scrollLeft += a.left - r.left - (r.width - a.width) / 2;
    }
  }, [screen, session]);

  if (exchanging) {
    return (
      <main class="sign-in">
        <h1>Tollgate</h1>
        <p class="muted" role="status" aria-live="polite">
          Signing you in…
        </p>
      </main>
    );
  }
  if (!session)
    return (
      <SignIn
        notice={notice}
        onSignedIn={(s) => {
          setNotice(null);
          setSession(s);
        }}
      />
    );
  // The lists name members only when the level may read them (else each lookup would be refused).
  directoryOf(session.client).readsMembers = allows(level, 'members.read');
  const View = screen.view;
  const hidden = notShown(level);
  return (
    <Level.Provider value={level}>
      <div class="frame">
        <header>
          {/* A button, not a #main link: the hash names the screen. */}
          <button type="button" class="skip" onClick={() => heading.current?.focus()}>
            Skip to content
          </button>
          <strong class="brand">Tollgate</strong>
          <span class="muted">
            Bot {session.botId} · level {level}
          </span>
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
            Sign out
          </button>
        </header>
        <nav aria-label="Sections" ref={nav}>
          <ul>
            {shown.map((s) => (
              <li key={s.path}>
                <a href={`#${s.path}`} aria-current={s === screen ? 'page' : undefined}>
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main">
          <h1 tabIndex={-1} ref={heading}>
            {screen.title}
          </h1>
          {allows(level, screen.power) ? <View client={session.client} /> : <p class="not-yours">{needs(`The ${screen.title} screen`, screen.power, level)}</p>}
          {hidden && <p class="muted not-shown">{hidden}</p>}
        </main>
      </div>
    </Level.Provider>
  );
}
