// buildApp(config) → a ready-to-listen Fastify instance: storage → services → routes.
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import helmet from '@fastify/helmet';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import { createSecretBox, resolveEncryptionKey } from './crypto/secret-box.js';
import { openStorage, type Storage } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { authenticateBotRequests, BOT_PREFIX } from './http/bot-scope.js';
import { errorEnvelope, send } from './http/envelope.js';
import { registerErrorHandlers } from './http/error-handler.js';
import { idempotentPosts } from './http/idempotency.js';
import { createLogger, logCompleted, logResponses } from './http/logging.js';
import { trackRoutes } from './http/method-not-allowed.js';
import { createMetrics, instrumentRequests } from './http/metrics.js';
import { connectRedis, createAuthThrottle, limitRequestsPerKey, redisReady } from './http/rate-limits.js';
import { ANNOTATION_KEYWORDS } from './http/validation.js';
import { AppError, UnavailableError } from './errors.js';
import { ajvFormats } from './modules/common/formats.js';
import { ErrorEnvelope } from './modules/common/schemas.js';
import { adminRoutes } from './modules/admins/routes.js';
import { operatorRoutes, settingsAndKeyRoutes } from './modules/bots/routes.js';
import { chatRoutes } from './modules/chats/routes.js';
import { orderRoutes } from './modules/orders/routes.js';
import { planRoutes } from './modules/plans/routes.js';
import { projectRoutes } from './modules/projects/routes.js';
import { statsRoutes } from './modules/stats/routes.js';
import { createServices, type Services } from './services.js';

export const BODY_LIMIT = 64 * 1024;

export interface AppOptions {
  /** Clock in epoch milliseconds (tests pin it). */
  now?: () => number;
  /** Where logs go (tests capture them); default stdout. */
  logStream?: DestinationStream;
  /** An already open storage (tests share one); default: opened from config.databaseUrl. */
  storage?: Storage;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    storage: Storage;
  }
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const storage = options.storage ?? openStorage(config.databaseUrl, { poolSize: config.dbPoolSize, statementCache: config.sqliteStatementCache });
  await migrateToLatest(storage.db);
  const secretBox = createSecretBox(resolveEncryptionKey(config.encryptionKey, storage.dataDir));
  const services = createServices({ db: storage.db, now: options.now ?? Date.now, secretBox });

  const app = Fastify({
    loggerInstance: createLogger(config.logLevel, options.logStream) as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Our own onRequest check answers 503 in the envelope while closing (see below).
    return503OnClosing: false,
    // Path parameters up to this length reach their own checks (a long api_key is a 401 like any wrong key).
    routerOptions: { maxParamLength: 2048 },
    // Raised before routing, so the onRequest hook has not set the request id header yet.
    frameworkErrors: (error, request, reply) => {
      const description =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A segment of the URL is too long.' : 'The URL is malformed (check its percent-encoding).';
      void (reply as FastifyReply).code(400).header('x-request-id', request.id).send(errorEnvelope(request, new AppError('bad_request', description)));
      // No route, so no onResponse hook: log the response line here.
      logCompleted(request, reply as FastifyReply);
    },
    ajv: {
      customOptions: {
        allErrors: true,
        coerceTypes: false,
        useDefaults: false,
        removeAdditional: false,
        verbose: true,
        keywords: ANNOTATION_KEYWORDS,
        formats: ajvFormats,
      },
    },
  });
  const redis = config.redisUrl ? connectRedis(config.redisUrl, (err) => app.log.warn({ err: { message: err.message } }, 'redis unavailable; rate limits are not enforced')) : null;
  if (redis) await redisReady(redis);
  const metrics = createMetrics(storage);
  app.decorate('services', services);
  app.decorate('storage', storage);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) {
      reply.header('connection', 'close');
      throw new UnavailableError('The service is shutting down; retry on another instance or shortly.');
    }
  });
  // Only JSON bodies are accepted: anything else is a 415 (Fastify would parse text/plain).
  app.removeContentTypeParser('text/plain');
  logResponses(app);
  instrumentRequests(app, metrics);
  // Security headers for a JSON API; /docs sets its own CSP (staticCSP below).
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'same-origin' } });
  registerErrorHandlers(app);
  app.addSchema(ErrorEnvelope);
  const finishRoutes = trackRoutes(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tollgate API',
        version: '1.0.0',
        description: 'The HTTP/JSON service behind a subscription-selling bot. Every answer is one envelope: ok, request_id, method, path, code, then result or description + error.',
      },
      components: { securitySchemes: { operator: { type: 'http', scheme: 'bearer' } } },
    },
  });

  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) => send(reply, 200, { status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await storage.ping();
    } catch {
      throw new UnavailableError();
    }
    return send(reply, 200, { status: 'ready' });
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // A readable reference at /docs, its assets served by us (works offline, no CDN).
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true, uiConfig: { docExpansion: 'list', deepLinking: true } });

  if (config.operatorToken) operatorRoutes(app, services.bots, config.operatorToken);
  await app.register(
    async (scope) => {
      authenticateBotRequests(scope, services.bots, createAuthThrottle(config, redis, () => metrics.rateLimited('failed_auth')));
      await limitRequestsPerKey(scope, config, redis, () => metrics.rateLimited('api_key'));
      idempotentPosts(scope, services.idempotency);
      statsRoutes(scope, services.stats);
      chatRoutes(scope, services.chats);
      projectRoutes(scope, services.projects);
      planRoutes(scope, services.plans);
      adminRoutes(scope, services.admins);
      orderRoutes(scope, services.orders);
      settingsAndKeyRoutes(scope, services.bots);
    },
    { prefix: BOT_PREFIX },
  );
  finishRoutes();

  app.addHook('onClose', async () => {
    if (!options.storage) await storage.close();
    redis?.disconnect();
  });
  return app;
}
