// The events module's tables as Kysely sees them; db/schema.ts composes every module's into
// Database. Instants are epoch milliseconds (UTC), money integer minor units.

/** The per-bot event log: ids are allocated under the bot's counter row lock, so they are
 * committed in id order and a reader after a cursor never skips one. */
export interface EventsTable {
  bot_id: number;
  event_id: number;
  type: string;
  /** JSON text of the record concerned. */
  data: string;
  created_at: number;
  /** Who did it (SPEC §14): 'key', 'admin', 'member' or 'system' (events older than actors: 'system'). */
  actor_type: string;
  /** The key_id (as text), admin_id or member_id; null for the system. */
  actor_id: string | null;
}
