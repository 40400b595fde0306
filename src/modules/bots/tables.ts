// The bots module's tables as Kysely sees them; db/schema.ts composes every module's into
// Database. Instants are epoch milliseconds (UTC), money integer minor units.
import type { Generated } from 'kysely';

export interface BotsTable {
  bot_id: number;
  bot_name: string | null;
  owner_id: string;
  timezone: string;
  default_currency: string;
  bot_token_enc: string | null;
  /** The bot's @username, as the platform last answered getMe. */
  bot_username: string | null;
  /** What the runner found when it started the bot with the stored token: null (not started
   * since the token was set), 'running', or 'error: <why>' (it stopped). */
  bot_state: string | null;
  /** What the runner last registered with the platform for the stored token (JSON: the digest of
   * the webhook and menu it set, and getMe's answer); null since the token was last written. */
  bot_connected: string | null;
  /** Stripe keys, sealed like the bot token; write-only. */
  stripe_secret_key_enc: string | null;
  stripe_webhook_secret_enc: string | null;
  /** JSON array of whole days before a subscription's end to remind on (default [3,1]). */
  reminder_days: Generated<string>;
  /** 1 while sales are paused (SPEC §15): nothing new is sold; 0 (the default) otherwise. */
  sales_paused: Generated<number>;
  /** The locale of members whose language the bot does not speak (SPEC §18). */
  default_language: Generated<string>;
  /** Grows by one with every change of the owner's texts (text_overrides): the instance running
   * the bot reloads them when it differs from the one it built its catalogues with. */
  texts_version: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface ApiKeysTable {
  bot_id: number;
  key_id: number;
  key_hash: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
  /** 2..8: what the key may do (SPEC §14); a session takes its admin's level at each request. */
  admin_level: Generated<number>;
  label: string | null;
  kind: Generated<KeyKind>;
  /** The admin a session belongs to; null for keys. */
  admin_id: string | null;
  /** When a session ends; null for keys. */
  expires_at: number | null;
}

export type KeyKind = 'key' | 'session';

/** Per-bot id sequences (plan_id, project_id, order_id, key_id are numbered per bot). */
export interface IdCountersTable {
  bot_id: number;
  kind: string;
  last_id: number;
}
