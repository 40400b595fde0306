// Request budgets: a per-api-key rate limit on bot-scoped routes (@fastify/rate-limit, counted
// after authentication, before the body is parsed) and the failed-authentication throttle.
// Both count in memory by default and in Redis when REDIS_URL is set (shared by all instances).
import rateLimit from '@fastify/rate-limit';
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';
import { memoryAuthThrottle, redisAuthThrottle, type AuthThrottle } from './auth-throttle.js';

/** Waits (at most `ms`) for the first connection, so limits count from the first request. */
export async function redisReady(redis: Redis, ms = 1000): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export function connectRedis(url: string, onError: (error: Error) => void): Redis {
  // Fail fast: a rate-limit store that hangs would hang every request. While Redis is away,
  // limits are skipped (skipOnError) and ioredis keeps reconnecting in the background.
  // Loaded only when configured: ioredis is ~28 MB of resident memory the default set-up does not need.
  const { Redis: RedisClient } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
  const redis = new RedisClient(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let last = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - last < 60_000) return; // one log line a minute, not one per retry
    last = Date.now();
    onError(error);
  });
  return redis;
}

export function createAuthThrottle(config: Config, redis: Redis | null, onBlocked: () => void): AuthThrottle {
  return redis
    ? redisAuthThrottle(redis, `${config.redisPrefix}auth-fail:`, config.authFailureLimit, config.authFailureWindowMs, onBlocked)
    : memoryAuthThrottle(config.authFailureLimit, config.authFailureWindowMs, onBlocked);
}

/** Registers the per-key budget in `scope` (the bot-scoped routes). */
export async function limitRequestsPerKey(scope: FastifyInstance, config: Config, redis: Redis | null, onExceeded: () => void): Promise<void> {
  await scope.register(rateLimit, {
    global: true,
    hook: 'preParsing',
    max: config.rateLimitMax,
    timeWindow: config.rateLimitWindowMs,
    keyGenerator: (request) => `${request.bot.botId}:${request.bot.keyId}`,
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}rl:` } : {}),
    skipOnError: true,
    onExceeded,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'rate_limited',
        `This api key is over its budget of ${context.max} requests per ${Math.round(config.rateLimitWindowMs / 1000)} s; retry in ${Math.max(1, Math.ceil(context.ttl / 1000))} s.`,
      ),
  });
}
