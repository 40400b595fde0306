// Who is signed in: the bot id and api key, kept in this tab's sessionStorage only (gone when
// the tab closes; never in the URL, never in localStorage or a cookie). Every call goes through
// the typed client, so the dashboard uses the public API and nothing else.
import { Tollgate } from '../client/tollgate.js';

const KEY = 'tollgate.session';

export interface Session {
  botId: string;
  client: Tollgate;
}

function clientFor(botId: string, apiKey: string): Tollgate {
  return new Tollgate({ baseUrl: location.origin, botId, apiKey, acceptLanguage: navigator.language });
}

export function restoreSession(): Session | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { botId: string; apiKey: string } | null;
    return saved ? { botId: saved.botId, client: clientFor(saved.botId, saved.apiKey) } : null;
  } catch {
    return null;
  }
}

/** Checks the key with a real call (GET /settings) before keeping it; throws the API's error. */
export async function signIn(botId: string, apiKey: string): Promise<Session> {
  const client = clientFor(botId, apiKey);
  await client.getSettings();
  sessionStorage.setItem(KEY, JSON.stringify({ botId, apiKey }));
  return { botId, client };
}

export function signOut(): void {
  sessionStorage.removeItem(KEY);
}
