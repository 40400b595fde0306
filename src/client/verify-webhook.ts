// For receivers written in TypeScript: checks a delivery's Standard Webhooks signature with the
// endpoint's secret (the `standardwebhooks` library does the check, in constant time, and refuses
// timestamps more than 5 minutes away) and answers the parsed payload.
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { WebhookPayload } from './types.js';

export { WebhookVerificationError };

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function headerRecord(headers: HeaderSource): Record<string, string> {
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  const record: Record<string, string> = {};
  for (const [name, value] of entries) if (value !== undefined) record[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return record;
}

/**
 * The payload of a delivery whose signature matches `secret` (whsec_…; during a rotation either
 * secret verifies). `body` must be the raw request body, as received. Throws
 * WebhookVerificationError when headers are missing, the timestamp is too old or too new, or no
 * signature matches.
 */
export function verifyWebhook(body: string | Uint8Array, headers: HeaderSource, secret: string): WebhookPayload {
  const raw = typeof body === 'string' ? body : new TextDecoder().decode(body);
  return new Webhook(secret).verify(raw, headerRecord(headers)) as WebhookPayload;
}
