// The dashboard's frame: sign-in until there is a session, then the navigation and the screen
// the URL's hash names.
import { useEffect, useRef, useState } from 'preact/hooks';
import { go, useHashPath } from './router.js';
import { SCREENS } from './screens/index.js';
import { SignIn } from './screens/sign-in.js';
import { restoreSession, type Session, signOut } from './session.js';

export function App() {
  const [session, setSession] = useState<Session | null>(restoreSession);
  const path = useHashPath();
  const heading = useRef<HTMLHeadingElement>(null);
  const nav = useRef<HTMLElement>(null);
  const screen = SCREENS.find((s) => s.path === path) ?? SCREENS[0]!;
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

  if (!session) return <SignIn onSignedIn={setSession} />;
  const View = screen.view;
  return (
    <div class="frame">
      <header>
        {/* A button, not a #main link: the hash names the screen. */}
        <button type="button" class="skip" onClick={() => heading.current?.focus()}>
          Skip to content
        </button>
        <strong class="brand">Tollgate</strong>
        <span class="muted">Bot {session.botId}</span>
        <button
          type="button"
          class="link"
          onClick={() => {
            signOut();
            setSession(null);
            go('/');
          }}
        >
          Sign out
        </button>
      </header>
      <nav aria-label="Sections" ref={nav}>
        <ul>
          {SCREENS.map((s) => (
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
        <View client={session.client} />
      </main>
    </div>
  );
}
