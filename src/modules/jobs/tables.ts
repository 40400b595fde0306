// The jobs module's tables as Kysely sees them; db/schema.ts composes every module's into
// Database. Instants are epoch milliseconds (UTC), money integer minor units.
import type { Generated } from 'kysely';

/** Who runs a bot (one instance at a time) and, in long polling, the next update to ask for. */
export interface BotRunnersTable {
  bot_id: number;
  holder: string;
  lease_until: number;
  update_offset: Generated<number>;
}

/** An instance running bots, seen until `seen_until` (renewed with its leases): the count of
 * live ones sets each one's fair share of the bots. */
export interface BotInstancesTable {
  holder: string;
  seen_until: number;
}

export type JobState = 'pending' | 'done' | 'failed';

/** A durable job of a bot: an update to process or a side effect on the platform. The key names
 * the need (one job per need: a second enqueue of the same key is a no-op). */
export interface BotJobsTable {
  bot_id: number;
  job_key: string;
  kind: string;
  /** 'update' (incoming updates) or 'effect' (side effects): read separately. */
  lane: Generated<string>;
  /** JSON. */
  payload: string;
  state: JobState;
  attempts: Generated<number>;
  run_at: number;
  last_error: string | null;
  created_at: number;
  finished_at: number | null;
}
