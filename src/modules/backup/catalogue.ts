// What a backup of a bot holds (SPEC §16): each table keyed by bot_id, as one `kind` of line
// (`{"kind":"order","data":{…}}`), in the order an import writes them back. Rows go as stored (column names as in the tables;
// instants in epoch milliseconds, money in integer minor units in columns ending `_minor`), so a
// bot moved to another database answers every read exactly as before. Secrets never go: the
// omitted columns are the sealed ones, and keys, sign-in tokens and idempotency records are not
// listed at all. The kept counts (order rollups, sales versions, id counters) travel as stored:
// they were written in the same transactions as the rows, and the snapshot reads both at once.
import type { Database } from '../../db/schema.js';

export interface BackupTable {
  kind: string;
  table: keyof Database;
  /** The columns that order the table within a bot (its primary key after bot_id). */
  key: string[];
  /** Columns never written out: secrets, and what only the running instance knows. */
  omit?: string[];
  /** Only these rows: the last 30 days of events, the jobs still to do. */
  only?: 'recent' | 'pending';
  /** The omitted columns are a secret, a previous secret and its end: an import gives the row a
   * new secret (told once) and no previous one. */
  renewSecret?: true;
}

export const RECENT_EVENTS_MS = 30 * 86_400_000;

// Not carried: keys, sign-in tokens and idempotency records (secrets, or tied to them), and the
// analytics tables, derived from the rows above: the new database builds them on its first read.
export const BACKUP_TABLES: readonly BackupTable[] = [
  // bot_state is the runner's view of the token, which is not carried.
  { kind: 'bot', table: 'bots', key: [], omit: ['bot_token_enc', 'stripe_secret_key_enc', 'stripe_webhook_secret_enc', 'bot_state'] },
  { kind: 'id_counter', table: 'id_counters', key: ['kind'] },
  { kind: 'admin', table: 'admins', key: ['admin_id'] },
  { kind: 'chat', table: 'chats', key: ['chat_id'] },
  { kind: 'project', table: 'projects', key: ['project_id'] },
  { kind: 'project_chat', table: 'project_chats', key: ['project_id', 'chat_id'] },
  { kind: 'plan', table: 'plans', key: ['plan_id'] },
  { kind: 'member', table: 'members', key: ['member_id'] },
  { kind: 'member_chat', table: 'member_chats', key: ['member_id', 'chat_id'] },
  { kind: 'subscription', table: 'subscriptions', key: ['subscription_id'] },
  { kind: 'order', table: 'orders', key: ['order_id'] },
  { kind: 'order_rollup', table: 'order_rollups', key: ['node', 'currency'] },
  { kind: 'sales_version', table: 'sales_versions', key: [] },
  { kind: 'code', table: 'codes', key: ['code'] },
  { kind: 'coupon', table: 'coupons', key: ['code'] },
  { kind: 'coupon_redemption', table: 'coupon_redemptions', key: ['code', 'member_id'] },
  { kind: 'form', table: 'forms', key: ['form_id'] },
  { kind: 'form_plan', table: 'form_plans', key: ['plan_id'] },
  { kind: 'form_response', table: 'form_responses', key: ['form_id', 'member_id'] },
  { kind: 'form_session', table: 'form_sessions', key: ['member_id'] },
  { kind: 'command', table: 'commands', key: ['name'] },
  { kind: 'text_override', table: 'text_overrides', key: ['locale', 'message_id'] },
  { kind: 'flood', table: 'flood_settings', key: [] },
  { kind: 'stripe_price', table: 'stripe_prices', key: ['plan_id', 'terms'] },
  { kind: 'stripe_subscription', table: 'stripe_subscriptions', key: ['stripe_subscription_id'] },
  { kind: 'stripe_event', table: 'stripe_events', key: ['event_id'] },
  { kind: 'webhook', table: 'webhook_endpoints', key: ['webhook_id'], omit: ['secret_enc', 'previous_secret_enc', 'previous_secret_until'], renewSecret: true },
  { kind: 'event', table: 'events', key: ['event_id'], only: 'recent' },
  { kind: 'job', table: 'bot_jobs', key: ['job_key'], only: 'pending' },
];

export const HEADER_KIND = 'tollgate.backup';
export const END_KIND = 'end';
/** The file's own layout; the schema (the last migration) says which columns its rows have. */
export const FORMAT = 1;
