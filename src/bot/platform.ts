// The platform as the runtime reaches it: a grammY bot per token over undici (transport.ts), its calls retried on 429 (the
// platform's retry_after), 5xx and network errors by @grammyjs/auto-retry and kept within the
// platform's limits by our pacer (pacer.ts); and what a failed call means for a job. An answer
// that is not the Bot API's (transport.ts rejects it) is a network error: retried, never a refusal.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { autoRetry } from '@grammyjs/auto-retry';
import { Bot, GrammyError, HttpError } from 'grammy';
import { pacer } from './pacer.js';
import { NotBotApiAnswer, platformFetch } from './transport.js';

/** The updates a Tollgate bot asks for (SPEC §11). */
export const ALLOWED_UPDATES = ['message', 'callback_query', 'pre_checkout_query', 'chat_join_request', 'chat_member', 'my_chat_member'] as const;

export interface PlatformOptions {
  apiRoot: string;
  /** Calls per second for the whole bot (messages to one private chat: at most one a second). */
  callsPerSecond: number;
  /** One attempt per call, no pacing (calls whose caller waits for the answer: refunds). */
  direct?: boolean;
}

/** Work to do just before a call leaves for the platform (after any wait for the rate limit),
 * keyed by `method:chat_id`: a broadcast marks its message attempted only then. */
export type BeforeCall = Map<string, () => Promise<void>>;

/** A grammY bot for `token`. */
export function platformBot(token: string, options: PlatformOptions, beforeCall?: BeforeCall): Bot {
  const bot = new Bot(token, { client: { apiRoot: options.apiRoot, fetch: platformFetch as unknown as typeof fetch } });
  if (options.direct) return bot;
  // Installed first, so it runs last: right before the request, inside the retries and the pacing.
  if (beforeCall) {
    bot.api.config.use(async (prev, method, payload, signal) => {
      const chatId = (payload as { chat_id?: unknown } | undefined)?.chat_id;
      await beforeCall.get(`${method}:${chatId}`)?.();
      return prev(method, payload, signal);
    });
  }
  // Retries inside one call are short (429 and 5xx: a few attempts, waits of a minute at most);
  // network failures and longer outages are the job's backoff, which survives restarts.
  bot.api.config.use(autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 60, rethrowHttpErrors: true }));
  // Outermost: a call waits its turn once; auto-retry's retries inside it are not paced again.
  bot.api.config.use(pacer(options.callsPerSecond));
  return bot;
}

/** What a failed platform call means for the job that made it. */
export type Failure =
  | { kind: 'retry'; delayMs?: number; error: string }
  /** The platform will never do it (blocked by the user, missing rights, unknown chat). */
  | { kind: 'permanent'; code: number; error: string };

export function classify(err: unknown): Failure {
  if (err instanceof GrammyError) {
    const error = `${err.method}: ${err.error_code} ${err.description}`;
    // Only a refusal in the Bot API's words is one; anything else failed on the way.
    if (typeof err.error_code !== 'number') return { kind: 'retry', error: `${err.method}: not a Bot API answer` };
    if (err.error_code === 429) return { kind: 'retry', delayMs: (err.parameters.retry_after ?? 1) * 1000, error };
    // 401/404: the token was revoked or changed; the runner restarts with the new one.
    if (err.error_code >= 500 || err.error_code === 401 || err.error_code === 404) return { kind: 'retry', error };
    return { kind: 'permanent', code: err.error_code, error };
  }
  if (err instanceof HttpError) {
    // What came back instead of the Bot API's answer (status, the body's start, token masked).
    if (err.error instanceof NotBotApiAnswer) return { kind: 'retry', error: `${err.message.replace(/^Network request/, 'Request')} ${err.error.message}` };
    // grammY's own words only: the underlying error may quote the request URL, which holds the token.
    return { kind: 'retry', error: `network: ${err.message}` };
  }
  if (err instanceof NotBotApiAnswer) return { kind: 'retry', error: err.message };
  return { kind: 'retry', error: err instanceof Error ? err.message : String(err) };
}

/** Only a platform user id can be written to or removed (ids recorded through the API may be anything). */
export const userIdOf = (memberId: string) => (/^[1-9]\d{0,15}$/.test(memberId) ? Number(memberId) : null);

/** True when the platform answered that the user cannot be written to (blocked, never started the bot). */
export const isUnreachableUser = (err: unknown) => err instanceof GrammyError && err.error_code === 403;

/** The chat refuses because of who the user is there (its creator or an administrator): leave them be. */
export const isProtectedMember = (err: unknown) =>
  err instanceof GrammyError && /can't remove chat owner|user is an administrator|CHAT_ADMIN_REQUIRED|USER_ADMIN_INVALID/i.test(err.description);

/** Why the platform refused to make an invite link in a chat, as the owner can act on it: the
 * bot lacks the right, is not in the chat, the chat is gone, or something else. */
export type InviteRefusal = 'rights' | 'absent' | 'missing' | 'other';

export function inviteRefusal(err: unknown): InviteRefusal {
  if (!(err instanceof GrammyError)) return 'other';
  const said = err.description;
  if (/not enough rights|CHAT_ADMIN_REQUIRED|administrator rights|have no rights/i.test(said)) return 'rights';
  if (err.error_code === 403 || /bot is not a member|bot was kicked|bot was removed/i.test(said)) return 'absent';
  if (/chat not found|PEER_ID_INVALID|CHANNEL_INVALID|CHANNEL_PRIVATE/i.test(said)) return 'missing';
  return 'other';
}

/** The secret the platform sends with each webhook update (X-Telegram-Bot-Api-Secret-Token),
 * derived from the token so it changes with it and needs no storage. */
export function webhookSecret(token: string): string {
  return createHmac('sha256', token).update('tollgate webhook secret').digest('base64url');
}

export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
