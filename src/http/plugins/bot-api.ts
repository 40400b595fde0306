// The bot-scoped API under /v1/bot{bot_id}/{api_key}: authentication, the per-key budget and
// idempotent POSTs for every route `routes` mounts in the scope (the composition root, app.ts,
// mounts each module's routes over its service).
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.js';
import type { Services } from '../../services.js';
import { authenticateBotRequests, BOT_PREFIX } from '../bot-scope.js';
import { idempotentPosts } from '../idempotency.js';
import { requirePowers } from '../powers.js';
import type { AuthThrottle } from '../auth-throttle.js';
import type { Metrics } from '../metrics.js';
import { limitRequestsPerKey } from '../rate-limits.js';

export interface BotApiDeps {
  services: Pick<Services, 'keys' | 'idempotency'>;
  config: Config;
  redis: Redis | null;
  metrics: Metrics;
  /** The failed-authentication throttle, shared with the other doors that take a secret (sign-in). */
  authThrottle: AuthThrottle;
}

export async function botApi(
  app: FastifyInstance,
  { services, config, redis, metrics, authThrottle }: BotApiDeps,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(
    async (scope) => {
      authenticateBotRequests(scope, services.keys.authenticate, authThrottle);
      await limitRequestsPerKey(scope, config, redis, () => metrics.rateLimited('api_key'));
      idempotentPosts(scope, services.idempotency);
      requirePowers(scope);
      routes(scope);
    },
    { prefix: BOT_PREFIX },
  );
}
