// How grammY reaches the Bot API: undici's request() on a keep-alive pool instead of grammY's
// default node-fetch. grammY takes any fetch-shaped function (ApiClientOptions.fetch) and reads
// only the answer's JSON, so this is the whole adapter (plus the check that the JSON is the Bot
// API's envelope at all). Measured against a local server answering
// at once (64 calls in flight): node-fetch ≈190–200 µs of CPU per call, undici's request ≈50–75 µs
// (Node's global fetch, also undici, was worse than node-fetch: its WHATWG streams cost more).
import { Agent, request } from 'undici';

/** One pool for every bot of the process: they all talk to the same API root. */
const dispatcher = new Agent({ keepAliveTimeout: 30_000, connections: 128 });
/** Long polls apart, a connection each (no cap): a `getUpdates` the platform holds for its whole
 * timeout never makes a bot's answers, links or another bot's poll wait for a connection
 * (with one shared pool, past 128 polling bots the polls queued behind each other). */
const polls = new Agent({ keepAliveTimeout: 30_000 });

type FetchInit = { method?: string; headers?: Record<string, string>; body?: unknown; signal?: AbortSignal | null };

/** The part of a fetch Response grammY uses. */
interface Answer {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

/** An answer that is not the Bot API's (no `ok`: a proxy's HTML 502 page, `{}`, a cut body): the
 * call failed on the way, like a network error, not by the platform's refusal. */
export class NotBotApiAnswer extends Error {
  constructor(
    readonly status: number,
    /** The body's start, whitespace collapsed and the token masked: for the logs. */
    readonly excerpt: string,
  ) {
    super(`HTTP ${status}, not a Bot API answer: ${excerpt || '(empty body)'}`);
    this.name = 'NotBotApiAnswer';
  }
}

const EXCERPT_CHARS = 120;
/** Anything shaped like a bot token (`<bot id>:<secret>`), wherever a proxy may echo the URL. */
const TOKEN_SHAPE = /\d{3,}:[A-Za-z0-9_-]{20,}/g;

/** The body's start for a log line: one line, short, with no token in it. */
export function excerptOf(body: string, token?: string): string {
  let text = body;
  // The secret after the bot id, in whatever form the URL was echoed (raw or percent-encoded).
  const secret = token?.slice(token.indexOf(':') + 1);
  if (secret) text = text.split(secret).join('<token>');
  text = text.replace(TOKEN_SHAPE, '<token>').replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text;
}

/** The Bot API's envelope, or NotBotApiAnswer: grammY takes any object without `ok: true` for a
 * refusal (a GrammyError with no error_code), which would make an outage look permanent. */
function botApiAnswer(status: number, body: string, url: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  const envelope = parsed as { ok?: unknown; error_code?: unknown } | undefined;
  const known =
    typeof envelope === 'object' && envelope !== null && (envelope.ok === true || (envelope.ok === false && typeof envelope.error_code === 'number'));
  if (known) return parsed;
  throw new NotBotApiAnswer(status, excerptOf(body, /\/bot([^/]+)\//.exec(url)?.[1]));
}

/** A fetch for grammY's client. Errors (refused connection, reset, abort on grammY's timeout, an
 * answer that is not the Bot API's) reject, and grammY turns them into its HttpError without the
 * URL, which holds the token. */
export async function platformFetch(url: string | URL, init: FetchInit = {}): Promise<Answer> {
  const answer = await request(url, {
    method: (init.method ?? 'GET') as 'GET',
    headers: init.headers,
    body: init.body as string | undefined,
    signal: init.signal ?? undefined,
    dispatcher: String(url).endsWith('/getUpdates') ? polls : dispatcher,
  });
  const status = answer.statusCode;
  return { ok: status >= 200 && status < 300, status, json: async () => botApiAnswer(status, await answer.body.text(), String(url)) };
}
