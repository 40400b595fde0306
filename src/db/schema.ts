// Row types of every table, as Kysely sees them. Instants are epoch milliseconds (UTC),
// money is integer minor units; every table is keyed by bot_id first (see docs/storage.md).
import type { Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';

export interface BotsTable {
  bot_id: number;
  bot_name: string | null;
  owner_id: string;
  timezone: string;
  default_currency: string;
  bot_token_enc: string | null;
  /** The bot's @username, as the platform last answered getMe. */
  bot_username: string | null;
  /** Stripe keys, sealed like the bot token; write-only. */
  stripe_secret_key_enc: string | null;
  stripe_webhook_secret_enc: string | null;
  /** JSON array of whole days before a subscription's end to remind on (default [3,1]). */
  reminder_days: Generated<string>;
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
}

/** Per-bot id sequences (plan_id, project_id, order_id, key_id are numbered per bot). */
export interface IdCountersTable {
  bot_id: number;
  kind: string;
  last_id: number;
}

export interface ChatsTable {
  bot_id: number;
  chat_id: number;
  chat_name: string;
  chat_type: string;
  created_at: number;
  updated_at: number;
}

export interface ProjectsTable {
  bot_id: number;
  project_id: number;
  project_name: string;
  created_at: number;
  updated_at: number;
}

export interface ProjectChatsTable {
  bot_id: number;
  project_id: number;
  chat_id: number;
  position: number;
}

export interface PlansTable {
  bot_id: number;
  plan_id: number;
  plan_name: string;
  plan_duration: string;
  plan_price_minor: number;
  plan_currency: string;
  plan_trial: string | null;
  plan_project_id: number | null;
  options: string;
  archived_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface AdminsTable {
  bot_id: number;
  admin_id: string;
  admin_level: number;
  created_at: number;
  updated_at: number;
}

export interface OrdersTable {
  bot_id: number;
  order_id: number;
  plan_id: number;
  member_id: string;
  amount_minor: number;
  currency: string;
  paid_at: number;
  status: 'paid' | 'refunded';
  external_id: string | null;
  refunded_at: number | null;
  created_at: number;
  /** The subscription this order started or extended (null for orders from before subscriptions). */
  subscription_id: number | null;
  /** Who took the payment when Tollgate did: 'telegram' (Stars); null for orders recorded through the API. */
  provider: string | null;
}

/** A user of the platform known to a bot. */
export interface MembersTable {
  bot_id: number;
  member_id: string;
  username: string | null;
  first_name: string | null;
  language_code: string | null;
  referred_by: string | null;
  created_at: number;
  updated_at: number;
  /** Why the bot cannot write to this member (blocked it, never started it), until it can again. */
  delivery_error: string | null;
}

export type SubscriptionState = 'active' | 'canceled' | 'expired' | 'revoked';
export type SubscriptionSource = 'payment' | 'trial' | 'code' | 'grant';

/** One member's access through one plan (SPEC §9). */
export interface SubscriptionsTable {
  bot_id: number;
  subscription_id: number;
  member_id: string;
  plan_id: number;
  state: SubscriptionState;
  /** 0 or 1. */
  trial: number;
  /** 0 or 1. */
  recurring: number;
  source: SubscriptionSource;
  started_at: number;
  /** null: lifetime. */
  expires_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  last_order_id: number | null;
  created_at: number;
  updated_at: number;
  /** The smallest reminder (days before the end) already sent for the current expires_at. */
  reminded_days: number | null;
  /** What the platform refused when admitting or removing this member (bot not an admin of a chat). */
  access_error: string | null;
}

/** The per-bot event log: ids are allocated under the bot's counter row lock, so they are
 * committed in id order and a reader after a cursor never skips one. */
export interface EventsTable {
  bot_id: number;
  event_id: number;
  type: string;
  /** JSON text of the record concerned. */
  data: string;
  created_at: number;
}

/** A POST's Idempotency-Key: pending while status_code is null, then the stored answer. */
export interface IdempotencyKeysTable {
  bot_id: number;
  idem_key: string;
  fingerprint: string;
  status_code: number | null;
  response: string | null;
  created_at: number;
}

/** An access code (SPEC §9): redeeming it consumes one of its uses and starts the plan. */
export interface CodesTable {
  bot_id: number;
  /** The code itself, stored plainly (owners hand codes out; they are not credentials). */
  code: string;
  plan_id: number;
  /** How many redemptions the code allows. */
  uses: number;
  /** How many it has had (never more than uses). */
  used: number;
  /** null: never expires. */
  expires_at: number | null;
  created_at: number;
}

/** Fenwick-tree nodes of paid orders per bot and currency (see modules/stats/fenwick.ts). */
export interface OrderRollupsTable {
  bot_id: number;
  node: number;
  currency: string;
  revenue: number | string;
  sales: number;
}

/** A counter per bot raised with every change of its rollups: what a computed count answer is valid for. */
export interface SalesVersionsTable {
  bot_id: number;
  version: number | string;
}

/** Who runs a bot (one instance at a time) and, in long polling, the next update to ask for. */
export interface BotRunnersTable {
  bot_id: number;
  holder: string;
  lease_until: number;
  update_offset: Generated<number>;
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

/** A member in a sold chat, as far as the bot has seen (approvals, chat_member updates). */
export interface MemberChatsTable {
  bot_id: number;
  member_id: string;
  chat_id: number;
  joined_at: number;
}

/** The Stripe price a recurring plan is sold at, made for the plan's terms (price, currency, period). */
export interface StripePricesTable {
  bot_id: number;
  plan_id: number;
  terms: string;
  stripe_price_id: string;
  created_at: number;
}

/** Which Stripe subscription renews which of ours. */
export interface StripeSubscriptionsTable {
  bot_id: number;
  stripe_subscription_id: string;
  subscription_id: number;
}

/** Stripe events already handled (a redelivery is acknowledged and skipped). */
export interface StripeEventsTable {
  bot_id: number;
  event_id: string;
  type: string;
  handled_at: number;
}

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

export interface Database {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  stripe_prices: StripePricesTable;
  stripe_subscriptions: StripeSubscriptionsTable;
  stripe_events: StripeEventsTable;
  bot_runners: BotRunnersTable;
  bot_jobs: BotJobsTable;
  member_chats: MemberChatsTable;
  bots: BotsTable;
  api_keys: ApiKeysTable;
  id_counters: IdCountersTable;
  chats: ChatsTable;
  projects: ProjectsTable;
  project_chats: ProjectChatsTable;
  plans: PlansTable;
  admins: AdminsTable;
  orders: OrdersTable;
  idempotency_keys: IdempotencyKeysTable;
  order_rollups: OrderRollupsTable;
  sales_versions: SalesVersionsTable;
  members: MembersTable;
  subscriptions: SubscriptionsTable;
  events: EventsTable;
  codes: CodesTable;
}

/** A database handle or an open transaction: repositories accept either; callers own transactions. */
export type Db = Kysely<Database> | Transaction<Database>;

export type BotRow = Selectable<BotsTable>;
export type ChatRow = Selectable<ChatsTable>;
export type PlanRow = Selectable<PlansTable>;
export type AdminRow = Selectable<AdminsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;
export type MemberRow = Selectable<MembersTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type EventRow = Selectable<EventsTable>;
export type CodeRow = Selectable<CodesTable>;
export type BotJobRow = Selectable<BotJobsTable>;
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type { Generated };
