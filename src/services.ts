// Wires the services: one per resource, built from the same dependencies; a module that needs
// another's rule gets that service passed in (never its repository).
import type { ServiceDeps } from './modules/common/deps.js';
import { createAdminService } from './modules/admins/service.js';
import { createBotCreation } from './modules/bots/creation.js';
import { createKeyCache, KEY_CACHE_MS } from './modules/bots/key-cache.js';
import { createKeyService } from './modules/bots/keys.js';
import { createSettingsService } from './modules/bots/settings.js';
import { createChatService } from './modules/chats/service.js';
import { createCodeService } from './modules/codes/service.js';
import { createEventService } from './modules/events/service.js';
import { createIdempotencyService } from './modules/idempotency/service.js';
import { createMemberProfiles } from './modules/members/profile.js';
import { createMemberService } from './modules/members/service.js';
import { createOrderImporter } from './modules/orders/import.js';
import { createOrderService } from './modules/orders/service.js';
import { createPlanService } from './modules/plans/service.js';
import { createProjectService } from './modules/projects/service.js';
import { createStatsService } from './modules/stats/service.js';
import { createSubscriptionClock } from './modules/subscriptions/expiry.js';
import { createSubscriptionService } from './modules/subscriptions/service.js';
import { createAccessService } from './modules/access/service.js';
import { jobsForEvents } from './modules/jobs/reactions.js';
import { createJobService } from './modules/jobs/service.js';
import { createOfferService } from './modules/offers/service.js';
import { createPaymentService } from './modules/payments/service.js';
import { createCardService } from './modules/cards/service.js';
import { createWebhookService, DEFAULT_WEBHOOK_OPTIONS, type WebhookOptions } from './modules/webhooks/service.js';

export function createServices(deps: ServiceDeps, webhookOptions: WebhookOptions = DEFAULT_WEBHOOK_OPTIONS) {
  // Verified keys with their bot context: filled by authentication, emptied by revocations and
  // settings changes on this instance.
  const verifiedKeys = createKeyCache(KEY_CACHE_MS);
  const keys = createKeyService(deps, verifiedKeys);
  const settings = createSettingsService(deps, verifiedKeys);
  const events = createEventService(deps);
  const admins = createAdminService(deps, settings, events);
  const chats = createChatService(deps, events);
  const projects = createProjectService(deps, chats);
  const plans = createPlanService(deps, projects, events);
  const members = createMemberService(deps, events);
  const subscriptions = createSubscriptionService(deps, { members, events, plans });
  const orders = createOrderService(deps, { plans, subscriptions, events });
  const codes = createCodeService(deps, { plans, subscriptions });
  const jobs = createJobService(deps);
  const offers = createOfferService({ plans, subscriptions, members, orders });
  // Access that starts, returns or ends sets off the bot's work on the platform, in the same
  // transaction; only for bots that have a token (without one there is no bot to act).
  events.react(async (trx, botId, at, recorded) => {
    const needed = jobsForEvents(at, recorded);
    if (needed.length && (await settings.tokenIsSet(botId, trx))) await jobs.enqueue(trx, botId, needed);
  });
  // Every event the owner's endpoints want becomes a delivery attempt, in the same transaction.
  const webhooks = createWebhookService(deps, events, webhookOptions);
  events.react(webhooks.fanOut);
  return {
    keys,
    settings,
    botCreation: createBotCreation(deps, admins, keys),
    admins,
    chats,
    projects,
    plans,
    orders,
    events,
    members,
    memberProfiles: createMemberProfiles(members, subscriptions, orders),
    subscriptions,
    codes,
    jobs,
    access: createAccessService({ plans, projects, chats, subscriptions }),
    offers,
    payments: createPaymentService({ orders, subscriptions, offers }),
    cards: createCardService(deps),
    webhooks,
    subscriptionClock: createSubscriptionClock(deps, events),
    orderImport: createOrderImporter(deps, plans, subscriptions),
    stats: createStatsService(deps),
    idempotency: createIdempotencyService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
