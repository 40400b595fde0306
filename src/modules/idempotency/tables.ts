// The idempotency module's tables as Kysely sees them; db/schema.ts composes every module's into
// Database. Instants are epoch milliseconds (UTC), money integer minor units.

/** A POST's Idempotency-Key: pending while status_code is null, then the stored answer. */
export interface IdempotencyKeysTable {
  bot_id: number;
  idem_key: string;
  fingerprint: string;
  status_code: number | null;
  response: string | null;
  created_at: number;
}
