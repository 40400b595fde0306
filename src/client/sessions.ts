// Signing in with a link from the bot (POST /v1/sessions): the link's token for a session key.
// Not a method of Tollgate, whose every call is made with a key: this call is how one gets a key.
import { TollgateError } from './error.js';
import { isEnvelope, messageOf } from './http.js';
import type { CreateSessionInput, NewSessionRecord } from './types.js';

/** Exchanges a sign-in token (`#signin=<bot_id>.<token>`) for a session key; throws a TollgateError
 * (401 for a used, expired or unknown token, like a wrong key). */
export async function createSession(
  baseUrl: string,
  input: CreateSessionInput,
  fetchImpl: typeof fetch = (i, init) => globalThis.fetch(i, init),
): Promise<NewSessionRecord> {
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}/v1/sessions`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
  } catch (error) {
    throw new TollgateError({ status: 0, type: 'network_error', description: `Could not reach Tollgate: ${messageOf(error)}` });
  }
  const envelope: unknown = await response.json().catch(() => undefined);
  if (!isEnvelope(envelope)) {
    throw new TollgateError({
      status: response.status,
      type: 'invalid_response',
      description: `Tollgate answered HTTP ${response.status} without a JSON envelope.`,
    });
  }
  if (!envelope.ok) {
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    throw new TollgateError({
      status: response.status,
      type: envelope.error?.type ?? 'unknown',
      description: envelope.description ?? `Tollgate answered HTTP ${response.status}.`,
      fields: Array.isArray(envelope.error?.fields) ? envelope.error.fields : [],
      requestId: envelope.request_id,
      retryAfter: Number.isFinite(retryAfter) ? retryAfter : undefined,
    });
  }
  return envelope.result as NewSessionRecord;
}
