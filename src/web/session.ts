// Who is signed in: the bot id and a key — one typed in the form, or a session key a sign-in link
// from the bot was exchanged for — with what the key may do (GET /session). Kept in this tab's
// sessionStorage only (gone when the tab closes; never in the URL, never in localStorage or a
// cookie). A sign-in link's token is never kept anywhere: it is taken out of the address bar
// before anything else runs, and exchanged once. Every call goes through the typed client, so the
// dashboard uses the public API and nothing else.
import { createSession } from '../client/sessions.js';
import { Tollgate, TollgateError } from '../client/tollgate.js';
import type { SessionRecord } from '../client/types.js';
import { intlLocale, t } from './i18n.js';

const KEY = 'tollgate.session';

export interface Session {
  botId: string;
  client: Tollgate;
  /** The key this tab uses: its kind and its level, as last read. */
  key: SessionRecord;
}

interface Saved {
  botId: string;
  apiKey: string;
  key: SessionRecord;
}

/** A sign-in link's fragment: `#signin=<bot_id>.<token>`. */
export interface SignInLink {
  botId: string;
  token: string;
}

const LINK = /^#signin=([1-9][0-9]{0,14})\.([A-Za-z0-9_-]{1,256})$/;

/**
 * The sign-in link this page was opened with, if any, taken out of the address bar at once (so
 * it is in no history entry, bookmark or screenshot from here on): 'malformed' when the fragment
 * names a sign-in but is not a link's. Called before the page renders anything.
 */
export function takeSignInLink(): SignInLink | 'malformed' | null {
  const hash = location.hash;
  if (!hash.startsWith('#signin=')) return null;
  history.replaceState(history.state, '', location.pathname + location.search);
  const match = LINK.exec(hash);
  return match ? { botId: match[1]!, token: match[2]! } : 'malformed';
}

/** The client of a key; the API writes its amounts (orders/count's `formatted`) in the page's locale. */
function clientFor(botId: string, apiKey: string): Tollgate {
  return new Tollgate({ baseUrl: location.origin, botId, apiKey, acceptLanguage: intlLocale() });
}

function keep(saved: Saved): Session {
  sessionStorage.setItem(KEY, JSON.stringify(saved));
  return { botId: saved.botId, client: clientFor(saved.botId, saved.apiKey), key: saved.key };
}

export function restoreSession(): Session | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Saved | null;
    return saved?.key ? { botId: saved.botId, client: clientFor(saved.botId, saved.apiKey), key: saved.key } : null;
  } catch {
    return null;
  }
}

/** The same session with a client for the page's locale now (the reader changed language). */
export function relocalized(session: Session): Session {
  const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Saved | null;
  return saved ? { ...session, client: clientFor(saved.botId, saved.apiKey) } : session;
}

/** The same session with what its key may do now (its level changed). */
export function refreshed(session: Session, key: SessionRecord): Session {
  const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Saved | null;
  if (saved) sessionStorage.setItem(KEY, JSON.stringify({ ...saved, key }));
  return { ...session, key };
}

/** Checks the key with a real call (GET /session, which any level may make) before keeping it;
 * throws the API's error (a refused key in the form's words). */
export async function signIn(botId: string, apiKey: string): Promise<Session> {
  try {
    return keep({ botId, apiKey, key: await clientFor(botId, apiKey).getSession() });
  } catch (err) {
    if (err instanceof TollgateError && err.status === 401) {
      // In the words of the form (its labels), not the API's fields.
      throw new TollgateError({ status: 401, type: err.type, description: t('sign-in-refused'), requestId: err.requestId });
    }
    throw err;
  }
}

/** Whether the API refused a sign-in link (used, expired, or not a link at all). */
export const linkRefused = (err: TollgateError): boolean => err.status === 401;

/** Exchanges a sign-in link's token for a session key (POST /v1/sessions), once; a refused link
 * throws the API's 401 (`linkRefused`). */
export async function signInWithLink(link: SignInLink): Promise<Session> {
  const made = await createSession(location.origin, { bot_id: Number(link.botId), token: link.token });
  const { api_key, ...rest } = made;
  return keep({ botId: link.botId, apiKey: api_key, key: { ...rest, kind: 'session', label: null } });
}

/** Forgets the key. A session from a sign-in link is ended first (DELETE /session): nobody else
 * holds it. A typed key is only forgotten: it is the owner's or a tool's, used elsewhere too. */
export async function signOut(session: Session | null): Promise<void> {
  if (session?.key.kind === 'session') await session.client.endSession().catch(() => undefined);
  sessionStorage.removeItem(KEY);
}

/** Forgets the key without a call (the API refused it: revoked or expired). */
export function forget(): void {
  sessionStorage.removeItem(KEY);
}
