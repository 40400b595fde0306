// The webhooks module's tables as Kysely sees them; db/schema.ts composes every module's into
// Database. Instants are epoch milliseconds (UTC), money integer minor units.
import type { Generated } from 'kysely';

/** An owner's webhook endpoint (SPEC §10); secrets sealed, never read out. */
export interface WebhookEndpointsTable {
  bot_id: number;
  webhook_id: number;
  url: string;
  /** JSON array of event types, or ["*"]. */
  events: string;
  description: string | null;
  secret_enc: string;
  previous_secret_enc: string | null;
  previous_secret_until: number | null;
  failing_since: number | null;
  disabled_at: number | null;
  disabled_reason: string | null;
  created_at: number;
  updated_at: number;
}

/** `sending`: claimed by an instance that is making the attempt (shown as pending). */
export type DeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed';

/** One attempt to deliver one event to one endpoint; a pending one is the job. */
export interface WebhookDeliveriesTable {
  bot_id: number;
  webhook_id: number;
  event_id: number;
  attempt: number;
  type: string;
  status: DeliveryStatus;
  response_code: number | null;
  duration_ms: number | null;
  error: string | null;
  next_attempt_at: number | null;
  claimed_until: Generated<number>;
  created_at: number;
}
