// The bot-scoped API under /v1/bot{bot_id}/{api_key}: authentication, the per-key budget and
// idempotent POSTs, then every resource's routes over its service.
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.js';
import type { Services } from '../../services.js';
import { adminRoutes } from '../../modules/admins/routes.js';
import { settingsAndKeyRoutes } from '../../modules/bots/routes.js';
import { chatRoutes } from '../../modules/chats/routes.js';
import { codeRoutes } from '../../modules/codes/routes.js';
import { eventRoutes } from '../../modules/events/routes.js';
import { memberRoutes } from '../../modules/members/routes.js';
import { orderRoutes } from '../../modules/orders/routes.js';
import { paymentRoutes } from '../../modules/payments/routes.js';
import { planRoutes } from '../../modules/plans/routes.js';
import { projectRoutes } from '../../modules/projects/routes.js';
import { statsRoutes } from '../../modules/stats/routes.js';
import { subscriptionRoutes } from '../../modules/subscriptions/routes.js';
import { webhookRoutes } from '../../modules/webhooks/routes.js';
import { authenticateBotRequests, BOT_PREFIX } from '../bot-scope.js';
import { idempotentPosts } from '../idempotency.js';
import type { Metrics } from '../metrics.js';
import { createAuthThrottle, limitRequestsPerKey } from '../rate-limits.js';

export async function botApi(app: FastifyInstance, services: Services, config: Config, redis: Redis | null, metrics: Metrics): Promise<void> {
  await app.register(
    async (scope) => {
      authenticateBotRequests(
        scope,
        services.keys.authenticate,
        createAuthThrottle(config, redis, () => metrics.rateLimited('failed_auth')),
      );
      await limitRequestsPerKey(scope, config, redis, () => metrics.rateLimited('api_key'));
      idempotentPosts(scope, services.idempotency);
      statsRoutes(scope, services.stats);
      chatRoutes(scope, services.chats);
      projectRoutes(scope, services.projects);
      planRoutes(scope, services.plans);
      adminRoutes(scope, services.admins);
      orderRoutes(scope, services.orders, services.payments);
      settingsAndKeyRoutes(scope, services.settings, services.keys);
      memberRoutes(scope, services.members, services.memberProfiles);
      subscriptionRoutes(scope, services.subscriptions, services.payments);
      codeRoutes(scope, services.codes);
      eventRoutes(scope, services.events);
      paymentRoutes(scope, services.payments);
      webhookRoutes(scope, services.webhooks);
    },
    { prefix: BOT_PREFIX },
  );
}
