// The database as Kysely sees it: every module's tables (modules/<m>/tables.ts, beside the one
// repository that reads and writes them), the row types services use, and `Db`. Every table is
// keyed by bot_id first (see docs/storage.md).
import type { Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { BotsTable, ApiKeysTable, IdCountersTable } from '../modules/bots/tables.js';
import type { ChatsTable } from '../modules/chats/tables.js';
import type { ProjectsTable, ProjectChatsTable } from '../modules/projects/tables.js';
import type { PlansTable } from '../modules/plans/tables.js';
import type { AdminsTable } from '../modules/admins/tables.js';
import type { OrdersTable } from '../modules/orders/tables.js';
import type { MembersTable, MemberChatsTable } from '../modules/members/tables.js';
import type { SubscriptionsTable } from '../modules/subscriptions/tables.js';
import type { EventsTable } from '../modules/events/tables.js';
import type { IdempotencyKeysTable } from '../modules/idempotency/tables.js';
import type { CodesTable } from '../modules/codes/tables.js';
import type { CouponRedemptionsTable, CouponsTable } from '../modules/coupons/tables.js';
import type { FormsTable, FormPlansTable, FormResponsesTable, FormSessionsTable } from '../modules/forms/tables.js';
import type { CommandsTable } from '../modules/commands/tables.js';
import type { TextOverridesTable } from '../modules/texts/tables.js';
import type { FloodSettingsTable } from '../modules/flood/tables.js';
import type { OrderRollupsTable, SalesVersionsTable } from '../modules/stats/tables.js';
import type { BotInstancesTable, BotRunnersTable, BotJobsTable } from '../modules/jobs/tables.js';
import type { StripePricesTable, StripeSubscriptionsTable, StripeEventsTable } from '../modules/stripe-records/tables.js';
import type { WebhookEndpointsTable, WebhookDeliveriesTable } from '../modules/webhooks/tables.js';
import type { SigninTokensTable } from '../modules/sessions/tables.js';
import type {
  AnalyticsMembersTable,
  AnalyticsStateTable,
  AnalyticsTrialsTable,
  CohortCellsTable,
  MrrMovementsTable,
  MrrInstantsTable,
  MrrRollupsTable,
} from '../modules/analytics/tables.js';

export type { BotsTable, ApiKeysTable, IdCountersTable } from '../modules/bots/tables.js';
export type { ChatsTable } from '../modules/chats/tables.js';
export type { ProjectsTable, ProjectChatsTable } from '../modules/projects/tables.js';
export type { PlansTable } from '../modules/plans/tables.js';
export type { AdminsTable } from '../modules/admins/tables.js';
export type { OrdersTable } from '../modules/orders/tables.js';
export type { MembersTable, MemberChatsTable } from '../modules/members/tables.js';
export type { SubscriptionState, SubscriptionSource, SubscriptionsTable } from '../modules/subscriptions/tables.js';
export type { EventsTable } from '../modules/events/tables.js';
export type { IdempotencyKeysTable } from '../modules/idempotency/tables.js';
export type { CodesTable } from '../modules/codes/tables.js';
export type { CouponRedemptionsTable, CouponsTable } from '../modules/coupons/tables.js';
export type { FormsTable, FormPlansTable, FormResponsesTable, FormSessionsTable } from '../modules/forms/tables.js';
export type { CommandsTable } from '../modules/commands/tables.js';
export type { TextOverridesTable } from '../modules/texts/tables.js';
export type { OrderRollupsTable, SalesVersionsTable } from '../modules/stats/tables.js';
export type { BotRunnersTable, JobState, BotJobsTable } from '../modules/jobs/tables.js';
export type { StripePricesTable, StripeSubscriptionsTable, StripeEventsTable } from '../modules/stripe-records/tables.js';
export type { WebhookEndpointsTable, DeliveryStatus, WebhookDeliveriesTable } from '../modules/webhooks/tables.js';
export type { SigninTokensTable } from '../modules/sessions/tables.js';

export interface Database {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  stripe_prices: StripePricesTable;
  stripe_subscriptions: StripeSubscriptionsTable;
  stripe_events: StripeEventsTable;
  bot_runners: BotRunnersTable;
  bot_instances: BotInstancesTable;
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
  coupons: CouponsTable;
  coupon_redemptions: CouponRedemptionsTable;
  forms: FormsTable;
  form_plans: FormPlansTable;
  form_responses: FormResponsesTable;
  form_sessions: FormSessionsTable;
  commands: CommandsTable;
  text_overrides: TextOverridesTable;
  flood_settings: FloodSettingsTable;
  signin_tokens: SigninTokensTable;
  analytics_state: AnalyticsStateTable;
  analytics_members: AnalyticsMembersTable;
  mrr_instants: MrrInstantsTable;
  mrr_rollups: MrrRollupsTable;
  mrr_movements: MrrMovementsTable;
  cohort_cells: CohortCellsTable;
  analytics_trials: AnalyticsTrialsTable;
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
export type CouponRow = Selectable<CouponsTable>;
export type FormRow = Selectable<FormsTable>;
export type FormResponseRow = Selectable<FormResponsesTable>;
export type FormSessionRow = Selectable<FormSessionsTable>;
export type CommandRow = Selectable<CommandsTable>;
export type TextOverrideRow = Selectable<TextOverridesTable>;
export type BotJobRow = Selectable<BotJobsTable>;
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type { Generated };
