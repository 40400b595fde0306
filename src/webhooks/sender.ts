// One webhook attempt over HTTP, as the Standard Webhooks specification describes it: POST of the
// JSON body with webhook-id, webhook-timestamp and webhook-signature (signed by the
// `standardwebhooks` library, once per secret, space-separated). A 2xx within the timeout is
// delivered; anything else, a redirect included (never followed), is a failure with its reason.
// Connections go only to public addresses unless the policy allows private ones (see
// modules/webhooks/address-policy.ts).
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { guardedLookup, isBlockedAddress } from '../modules/webhooks/address-policy.js';

/** Bytes of a response read at most (kept for the error of a failed attempt: 200 characters). */
const MAX_RESPONSE_BYTES = 16 * 1024;
const ERROR_BODY_CHARS = 200;

export interface SendRequest {
  url: string;
  messageId: string;
  body: string;
  secrets: string[];
}

export interface SendResult {
  delivered: boolean;
  responseCode: number | null;
  durationMs: number;
  error: string | null;
}

export interface SenderOptions {
  allowPrivate: boolean;
  timeoutMs: number;
}

/** The signature header: one `v1,<base64>` per secret, space-separated. */
export function signatureHeader(secrets: string[], messageId: string, at: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(' ');
}

/** A person-readable reason for a failed connection (never the URL: it may carry credentials). */
function reasonOf(err: NodeJS.ErrnoException, timeoutMs: number): string {
  if (err.name === 'AbortError' || err.name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
  switch (err.code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'ECONNRESET':
      return 'connection reset by the receiver';
    case 'EADDRBLOCKED':
      return err.message;
    default:
      return err.code ? `${err.code}: ${err.message}` : err.message;
  }
}

export function createSender(options: SenderOptions) {
  const agentOptions = { keepAlive: true, maxSockets: 64, ...(options.allowPrivate ? {} : { lookup: guardedLookup }) };
  const agents = { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) };

  function send(request: SendRequest): Promise<SendResult> {
    const started = performance.now();
    const finish = (responseCode: number | null, error: string | null): SendResult => ({
      delivered: error === null,
      responseCode,
      durationMs: Math.round(performance.now() - started),
      error,
    });
    const url = new URL(request.url);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivate && (url.protocol !== 'https:' || (isIP(host) && isBlockedAddress(host)))) {
      return Promise.resolve(
        finish(null, url.protocol !== 'https:' ? 'only https:// URLs receive webhooks' : `${host} is a private, loopback or link-local address`),
      );
    }
    const transport = url.protocol === 'https:' ? https : http;
    const now = new Date();
    return new Promise((resolve) => {
      const req = transport.request(
        url,
        {
          method: 'POST',
          agent: agents[url.protocol as 'http:' | 'https:'],
          signal: AbortSignal.timeout(options.timeoutMs),
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(request.body),
            'user-agent': 'Tollgate-Webhooks/1',
            'webhook-id': request.messageId,
            'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
            'webhook-signature': signatureHeader(request.secrets, request.messageId, now, request.body),
          },
        },
        (res) => {
          const status = res.statusCode ?? 0;
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size <= MAX_RESPONSE_BYTES) chunks.push(chunk);
            // A receiver that keeps talking is cut off: its answer is not needed past this.
            else res.destroy();
          });
          const done = () => {
            if (status >= 200 && status < 300) return resolve(finish(status, null));
            const text = Buffer.concat(chunks).toString('utf8').replace(/\s+/g, ' ').trim().slice(0, ERROR_BODY_CHARS);
            const what = status >= 300 && status < 400 ? `redirects are not followed (HTTP ${status})` : `HTTP ${status}`;
            resolve(finish(status, text ? `${what}: ${text}` : what));
          };
          res.on('end', done);
          res.on('close', () => (res.complete ? undefined : done()));
          res.on('error', () => {});
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) => resolve(finish(null, reasonOf(err, options.timeoutMs))));
      req.end(request.body);
    });
  }

  return {
    send,
    close(): void {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

export type Sender = ReturnType<typeof createSender>;
