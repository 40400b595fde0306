// Wires the services: one per resource, built from the same dependencies; a module that needs
// another's rule gets that service passed in (never its repository).
import { createBatching } from './db/batching.js';
import type { BaseDeps, ServiceDeps } from './modules/common/deps.js';
import { createAdminService } from './modules/admins/service.js';
import { createBotCreation } from './modules/bots/creation.js';
import { createKeyCache } from './modules/bots/key-cache.js';
import { KEY_CACHE_MS } from './limits.js';
import { createKeyService } from './modules/bots/keys.js';
import { createSettingsService } from './modules/bots/settings.js';
import { createChatService } from './modules/chats/service.js';
import { createCodeService } from './modules/codes/service.js';
import { type CouponService, createCouponService } from './modules/coupons/service.js';
import { createCommandService } from './modules/commands/service.js';
import { createTextService } from './modules/texts/service.js';
import type { FloodCounter } from './modules/flood/counter.js';
import { createFloodService } from './modules/flood/service.js';
import { createEventService } from './modules/events/service.js';
import { formColumns } from './modules/forms/export-columns.js';
import { createFormService } from './modules/forms/service.js';
import { createIdempotencyService } from './modules/idempotency/service.js';
import { createMemberProfiles } from './modules/members/profile.js';
import { createMemberService } from './modules/members/service.js';
import { createBanService } from './modules/bans/service.js';
import { createOrderImporter } from './modules/orders/import.js';
import { createOrderService } from './modules/orders/service.js';
import { createPlanService } from './modules/plans/service.js';
import { createProjectService } from './modules/projects/service.js';
import { createSessionService } from './modules/sessions/service.js';
import { createStatsService } from './modules/stats/service.js';
import { createAnalyticsKeeper } from './modules/analytics/keeper.js';
import { createAnalyticsService } from './modules/analytics/service.js';
import { createBackupService } from './modules/backup/service.js';
import { createExportService } from './modules/exports/service.js';
import { createSubscriptionClock } from './modules/subscriptions/expiry.js';
import { createSubscriptionService } from './modules/subscriptions/service.js';
import { createAccessService } from './modules/access/service.js';
import { createJobService } from './modules/jobs/service.js';
import { createOfferService } from './modules/offers/service.js';
import { createPaymentService, type PaymentProviders } from './modules/payments/service.js';
import { type StripeRecords, createStripeRecords } from './modules/stripe-records/service.js';
import type { SettingsService } from './modules/bots/settings.js';
import { createDeliveryLedger, type WebhookOptions } from './modules/webhooks/deliveries.js';
import { createWebhookEndpoints } from './modules/webhooks/endpoints.js';

/** What the payment providers are built from. */
export interface ProviderDeps {
  settings: SettingsService;
  stripeRecords: StripeRecords;
  coupons: CouponService;
}

export interface ServiceOptions<P extends PaymentProviders> {
  webhooks?: WebhookOptions;
  /** Builds the payment providers (the bot's Stars, Stripe's cards) from the services they read;
   * without it, payments taken by a provider cannot be undone from this process. */
  providers?: (deps: ProviderDeps) => P;
  /** Whether this process runs bots (false with TELEGRAM_MODE=off): GET /settings' bot_status. */
  botsRunHere?: boolean;
  /** Where flood control counts messages (Redis when configured); default this instance's memory. */
  floodCounter?: FloodCounter;
}

export function createServices<P extends PaymentProviders = PaymentProviders>(base: BaseDeps, options: ServiceOptions<P> = {}) {
  // One batching per database, shared by every service that batches (db/batching.ts).
  const deps: ServiceDeps = { ...base, batching: createBatching(base.db) };
  // Verified keys with their bot context: filled by authentication, emptied by revocations and
  // settings changes on this instance.
  const verifiedKeys = createKeyCache(KEY_CACHE_MS);
  const keys = createKeyService(deps, verifiedKeys);
  const settings = createSettingsService(deps, verifiedKeys, { botsRunHere: options.botsRunHere });
  const events = createEventService(deps);
  const admins = createAdminService(deps, settings, events);
  const chats = createChatService(deps, events);
  const projects = createProjectService(deps, chats);
  const plans = createPlanService(deps, projects, events);
  const members = createMemberService(deps, events);
  const subscriptions = createSubscriptionService(deps, { members, events, plans });
  const coupons = createCouponService(deps, { plans });
  const orders = createOrderService(deps, { plans, subscriptions, events, coupons, members });
  const codes = createCodeService(deps, { plans, subscriptions });
  const forms = createFormService(deps, plans, events);
  const jobs = createJobService(deps, settings);
  const offers = createOfferService({ plans, subscriptions, members, orders });
  const stripeRecords = createStripeRecords(deps);
  const providers = options.providers?.({ settings, stripeRecords, coupons }) ?? ({} as P);
  // Access that starts, returns or ends sets off the bot's work on the platform, in the same transaction.
  events.react(jobs.reactTo);
  // Every event the owner's endpoints want becomes a delivery attempt, in the same transaction.
  const webhookDeliveries = createDeliveryLedger(deps, options.webhooks);
  events.react(webhookDeliveries.fanOut);
  const webhooks = createWebhookEndpoints(deps, events, webhookDeliveries, options.webhooks);
  // Recurring revenue follows every order and subscription change, in the same transaction.
  const analyticsKeeper = createAnalyticsKeeper();
  events.react(analyticsKeeper.reactTo);
  orders.onPaid(analyticsKeeper.touch);
  return {
    /** The clock every service reads (tests pin it); the background loops read it too. */
    now: deps.now,
    keys,
    settings,
    botCreation: createBotCreation(deps, admins, keys),
    admins,
    sessions: createSessionService(deps, { admins, keys }),
    chats,
    projects,
    plans,
    orders,
    events,
    members,
    memberProfiles: createMemberProfiles(members, subscriptions, orders, forms),
    bans: createBanService(deps, { members, subscriptions, admins, events }),
    subscriptions,
    codes,
    coupons,
    forms,
    commands: createCommandService(deps, events),
    texts: createTextService(deps, events, settings),
    jobs,
    flood: createFloodService(deps, { events, jobs, counter: options.floodCounter }),
    access: createAccessService({ plans, projects, chats, subscriptions, members }),
    offers,
    providers,
    payments: createPaymentService({ orders, subscriptions, offers, settings, providers, coupons }),
    stripeRecords,
    webhooks,
    webhookDeliveries,
    subscriptionClock: createSubscriptionClock(deps, events),
    orderImport: createOrderImporter(deps, plans, subscriptions, analyticsKeeper),
    stats: createStatsService(deps),
    idempotency: createIdempotencyService(deps),
    backup: createBackupService(deps),
    exports: createExportService(deps, formColumns),
    analyticsKeeper,
    analytics: createAnalyticsService(deps, analyticsKeeper),
  };
}

export type Services = ReturnType<typeof createServices>;
