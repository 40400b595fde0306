// Who is signed in: the bot id and api key, kept in this tab's sessionStorage only (gone when
// the tab closes; never in the URL, never in localStorage or a cookie). Every call goes through
// the typed client, so the dashboard uses the public API and nothing else.
import { Tollgate, TollgateError } from '../client/tollgate.js';

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

/** What a refused sign-in says, in the words of the form (its labels), not the API's fields. */
const REFUSED = 'This Bot ID and API key do not match an active key; check both.';

/** Checks the key with a real call (GET /settings) before keeping it; throws the API's error
 * (a refused key in the form's words). */
export async function signIn(botId: string, apiKey: string): Promise<Session> {
  const client = clientFor(botId, apiKey);
  try {
    await client.getSettings();
  } catch (err) {
    if (err instanceof TollgateError && err.status === 401) {
      throw new TollgateError({ status: 401, type: err.type, description: REFUSED, requestId: err.requestId });
    }
    throw err;
  }
  sessionStorage.setItem(KEY, JSON.stringify({ botId, apiKey }));
  return { botId, client };
}

export function signOut(): void {
  sessionStorage.removeItem(KEY);
}
