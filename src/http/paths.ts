// Where the api_key sits in a URL, and the two safe views of a URL: the envelope's `path`
// and the redacted form used in logs. The key is the segment after /v1/<bot segment>/.
import { API_KEY_PATTERN } from '../crypto/api-key.js';

const OPERATOR_SEGMENT = 'bots';

/** Splits `/v1/<bot>/<key>/rest` into [prefix incl. bot segment, rest]; null when not bot-scoped. */
function splitBotScoped(path: string): [string, string] | null {
  if (!path.startsWith('/v1/')) return null;
  const botEnd = path.indexOf('/', 4);
  if (botEnd === -1) return null;
  const botSegment = path.slice(4, botEnd);
  if (botSegment === OPERATOR_SEGMENT || botSegment === '') return null;
  const keyEnd = path.indexOf('/', botEnd + 1);
  // `/v1/bot1//<key>/…` is not the route's shape: shown whole, with the key masked (below).
  if (keyEnd === botEnd + 1) return null;
  return [path.slice(0, botEnd), keyEnd === -1 ? '' : path.slice(keyEnd)];
}

/** A path that is not bot-scoped, every segment shaped like an api key shown as `***`: a key sent
 * to a mistyped URL (`//v1/…`, `/api/v1/…`, `/v1/bot1//<key>`) is never echoed or logged. */
function maskKeys(path: string): string {
  return path
    .split('/')
    .map((segment) => (API_KEY_PATTERN.test(segment) ? '***' : segment))
    .join('/');
}

function withoutQuery(url: string): [string, string] {
  const q = url.indexOf('?');
  return q === -1 ? [url, ''] : [url.slice(0, q), url.slice(q)];
}

/** The envelope's `path`: after the api_key for bot-scoped URLs, else the whole path; never a query. */
export function envelopePath(url: string): string {
  const [path] = withoutQuery(url);
  const parts = splitBotScoped(path);
  if (!parts) return maskKeys(path);
  return parts[1] || '/';
}

/** The URL with the api_key shown as `***`, for logs and metrics. */
export function redactUrl(url: string): string {
  const [path, query] = withoutQuery(url);
  const parts = splitBotScoped(path);
  if (!parts) return `${maskKeys(path)}${query}`;
  return `${parts[0]}/***${parts[1]}${query}`;
}
