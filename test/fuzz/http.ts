// Requests. URLs carry placeholders for the key, so generated values (and failure reports)
// never hold the real key: {KEY} is the key, {KEY+} {KEY-} {KEY~} {KEY^} are near misses,
// {KEY%} is the key with its first character percent-encoded (still the key once decoded).
// Here: the request itself, the prefixes before a bot-scoped path, and the headers.
import fc from 'fast-check';
import { BOT_ID } from '../support/helper.js';
import { OTHER_BOT } from './fixture.js';
import { pct } from './json.js';
import type { BodyChoice } from './payloads.js';
import { METHODS, type Method } from './routes.js';
import { wildString } from './values.js';

export interface Req {
  method: Method;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Values that must never appear in the response (bot tokens). */
  secrets: string[];
  note: string;
}

export function mkReq(
  method: Method,
  url: string,
  headers: Record<string, string>,
  body: string | Buffer | undefined,
  note: string,
  secrets: string[] = [],
): Req {
  const req: Req = { method, url, headers, secrets, note, ...(body === undefined ? {} : { body }) };
  Object.defineProperty(req, fc.toStringMethod, {
    enumerable: false,
    value: () => {
      const shown = body === undefined ? '' : ` body(${body.length})=${JSON.stringify(String(body).slice(0, 300))}`;
      return `${method} ${url.length > 300 ? `${url.slice(0, 300)}…(${url.length})` : url} ${JSON.stringify(headers).slice(0, 300)}${shown} [${note}]`;
    },
  });
  return req;
}

export function expandKey(url: string, key: string): string {
  const first = key[0] ?? 'A';
  return url
    .replaceAll('{KEY+}', `${key}A`)
    .replaceAll('{KEY-}', key.slice(0, -1))
    .replaceAll('{KEY~}', `${first === 'A' ? 'B' : 'A'}${key.slice(1)}`)
    .replaceAll('{KEY^}', [...key].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join(''))
    .replaceAll('{KEY%}', `%${first.charCodeAt(0).toString(16).toUpperCase()}${key.slice(1)}`)
    .replaceAll('{KEY}', key);
}

export const B = `bot${BOT_ID}`;
export const VALID_PREFIX = `/v1/${B}/{KEY}`;
/** Prefixes that can never authenticate as the test bot, or are not a route at all. */
export const wrongPrefix = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((k) => `/v1/${B}/${k}`),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,19}$/).map((k) => `/v1/${B}/${k}`),
  fc.stringMatching(/^[A-Za-z0-9_-]{129,200}$/).map((k) => `/v1/${B}/${k}`),
  wildString.map((k) => `/v1/${B}/${pct(k)}`),
  fc
    .constantFrom('{KEY+}', '{KEY-}', '{KEY~}', '{KEY^}', '', '%00', '..', '.', '***', 'null', '%ZZ', '%', 'x'.repeat(3000), '%E2%80%AE')
    .map((k) => `/v1/${B}/${k}`),
  // The real key under the wrong bot, or under a segment that is not bot<digits>.
  fc
    .constantFrom(
      `bot${OTHER_BOT}`,
      `bot0${BOT_ID}`,
      'bot0',
      `bot-${BOT_ID}`,
      `${B}x`,
      `BOT${BOT_ID}`,
      `bot${'1'.repeat(16)}`,
      'bot9007199254740993',
      'bot',
      'bots',
      `bot${BOT_ID}%00`,
      `bot%20${BOT_ID}`,
      `bot+${BOT_ID}`,
      `bot${BOT_ID}.0`,
      '%62ot',
    )
    .map((seg) => `/v1/${seg}/{KEY}`),
  // Mistyped prefixes that still carry the real key: not a route, and the key must not be echoed.
  fc.constantFrom(`//v1/${B}/{KEY}`, `/v1/${B}//{KEY}`, `/V1/${B}/{KEY}`, `/v1//${B}/{KEY}`, `///v1///${B}///{KEY}`, `/v2/${B}/{KEY}`, `/api/v1/${B}/{KEY}`),
);
/** Prefixes that authenticate as the test bot. */
export const goodPrefix = fc.oneof(
  { weight: 12, arbitrary: fc.constant(VALID_PREFIX) },
  { weight: 1, arbitrary: fc.constantFrom(`/v1/${B}/{KEY%}`, `/v1/bot%3${String(BOT_ID)[0]}${String(BOT_ID).slice(1)}/{KEY}`) },
);
export const acceptLanguage = fc.oneof(
  fc.constantFrom(
    'de',
    'fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5',
    'ja-JP',
    'ar-EG',
    'zz-ZZZZ-x-1;q=0.5, *, de',
    '*',
    ';;;',
    'en-US;q=abc',
    'x'.repeat(300),
    'i-klingon',
    'de;q=0',
    'tlh-Latn-x-private',
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
);
export const idemKey = fc.oneof(fc.uuid(), fc.constantFrom('a', 'x'.repeat(255), 'x'.repeat(256), 'has space', '', 'é', '\u0001', '   '));
export interface ExtraHeaders {
  'idempotency-key'?: string;
  'accept-language'?: string;
  'x-request-id'?: string;
  accept?: string;
  authorization?: string;
}
export const extraHeaders: fc.Arbitrary<ExtraHeaders> = fc.record(
  {
    'idempotency-key': idemKey,
    'accept-language': acceptLanguage,
    'x-request-id': fc.constantFrom('evil', '{KEY}', '../../'),
    accept: fc.constantFrom('text/html', 'application/xml', '*/*', 'application/json;q=0'),
    authorization: fc.constantFrom('Bearer x', 'Bearer {KEY}', 'Basic Og=='),
  },
  { requiredKeys: [] },
);

export function headersOf(choice: BodyChoice, extra: ExtraHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(extra)) if (typeof v === 'string') headers[k] = v;
  if (choice.contentType !== undefined) headers['content-type'] = choice.contentType;
  return headers;
}

/** Mostly the route's own method (undefined), sometimes any method. */
export const methodOrRoutes = fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) });

export function pathOf(url: string): string {
  const q = url.search(/[?#]/);
  return q === -1 ? url : url.slice(0, q);
}

/** How fast-check shows `req` in a failure report. */
export function show(req: Req): string {
  return (req as unknown as Record<symbol, () => string>)[fc.toStringMethod]?.() ?? `${req.method} ${req.url}`;
}

export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
/** The bot_token secrets inside a JSON body (never to be echoed). */
export function secretsOf(body: string | Buffer | undefined): string[] {
  if (typeof body !== 'string') return [];
  return [...body.matchAll(/"bot_token":"\d+:([A-Za-z0-9_-]{20,})"/g)].map((m) => m[1] ?? '').filter(Boolean);
}
