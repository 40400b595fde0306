// buildApp(config) → a ready-to-listen Fastify instance: storage → services → plugins → routes.
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import { createSecretBox, resolveEncryptionKey } from './crypto/secret-box.js';
import { openStorage, type Storage } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { AppError } from './errors.js';
import { errorEnvelope } from './http/envelope.js';
import { registerErrorHandlers } from './http/error-handler.js';
import { createLogger, logCompleted } from './http/logging.js';
import { trackRoutes } from './http/method-not-allowed.js';
import { deriveErrorResponses } from './http/route-errors.js';
import { BOT_PREFIX } from './http/bot-scope.js';
import { bodyParsers } from './http/body-parsers.js';
import { createMetrics } from './http/metrics.js';
import { botApi } from './http/plugins/bot-api.js';
import { compression } from './http/plugins/compression.js';
import { dashboard } from './http/plugins/dashboard.js';
import { apiDocs } from './http/plugins/docs.js';
import { healthRoutes, observability } from './http/plugins/observability.js';
import { securityHeaders } from './http/plugins/security.js';
import { shutdownGate } from './http/plugins/shutdown-gate.js';
import { connectRedis, createAuthThrottle, redisReady } from './http/rate-limits.js';
import { BODY_LIMIT_BYTES } from './limits.js';
import { adminRoutes } from './modules/admins/routes.js';
import { operatorRoutes, settingsAndKeyRoutes } from './modules/bots/routes.js';
import { chatRoutes } from './modules/chats/routes.js';
import { analyticsRoutes } from './modules/analytics/routes.js';
import { backupRoutes } from './modules/backup/routes.js';
import { exportRoutes } from './modules/exports/routes.js';
import { codeRoutes } from './modules/codes/routes.js';
import { couponRoutes } from './modules/coupons/routes.js';
import { commandRoutes } from './modules/commands/routes.js';
import { textRoutes } from './modules/texts/routes.js';
import { eventRoutes } from './modules/events/routes.js';
import { formRoutes } from './modules/forms/routes.js';
import { memoryFloodCounter, redisFloodCounter } from './modules/flood/counter.js';
import { floodRoutes } from './modules/flood/routes.js';
import { memberRoutes } from './modules/members/routes.js';
import { banRoutes } from './modules/bans/routes.js';
import { orderRoutes } from './modules/orders/routes.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { planRoutes } from './modules/plans/routes.js';
import { projectRoutes } from './modules/projects/routes.js';
import { sessionRoutes } from './modules/sessions/routes.js';
import { statsRoutes } from './modules/stats/routes.js';
import { subscriptionRoutes } from './modules/subscriptions/routes.js';
import { webhookRoutes } from './modules/webhooks/routes.js';
import { AJV_OPTIONS, overrideFormats } from './schema/check.js';
import { ErrorEnvelope } from './schema/fields.js';
import { createServices, type Services } from './services.js';
import { type BotRuntime, createBotRuntime } from './bot/runtime.js';
import { createStarsProvider } from './bot/stars-provider.js';
import { telegramUpdatesRoute } from './bot/updates-route.js';
import { createStripeEvents } from './stripe/events.js';
import { createStripeProvider } from './stripe/provider.js';
import { stripeEventsRoute } from './stripe/events-route.js';

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
    botRuntime: BotRuntime;
  }
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const storage = options.storage ?? openStorage(config.databaseUrl, { poolSize: config.dbPoolSize, statementCache: config.sqliteStatementCache });
  await migrateToLatest(storage.db);
  const secretBox = createSecretBox(resolveEncryptionKey(config.encryptionKey, storage.dataDir));
  // Connected before the services (flood control counts in it); its errors are logged once the app's
  // logger exists, which is before anything awaits.
  const redis = config.redisUrl
    ? connectRedis(config.redisUrl, (err) =>
        app.log.warn({ err: { message: err.message } }, 'redis unavailable; rate limits and flood control are not enforced'),
      )
    : null;
  const services = createServices(
    { db: storage.db, now: options.now ?? Date.now, secretBox, openSnapshot: storage.openSnapshot },
    {
      webhooks: { allowPrivate: config.webhookAllowPrivate, retryDelaysMs: config.webhookRetryDelaysMs },
      botsRunHere: config.telegramMode !== 'off',
      floodCounter: redis ? redisFloodCounter(redis, config.redisPrefix) : memoryFloodCounter(),
      providers: ({ settings, stripeRecords, coupons }) => ({
        telegram: createStarsProvider(settings, config),
        stripe: createStripeProvider({ settings, stripeRecords, coupons }, config),
      }),
    },
  );

  const app = Fastify({
    loggerInstance: createLogger(config.logLevel, options.logStream) as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // The shutdown gate answers 503 in the envelope while closing (http/plugins/shutdown-gate.ts).
    return503OnClosing: false,
    // A plugin's start may take seconds on a loaded host (the dashboard's static files are listed
    // when it registers): Fastify's 10 s default failed a start under the test suite's full load.
    pluginTimeout: 60_000,
    // Path parameters up to this length reach their own checks (a long api_key is a 401 like any wrong key).
    routerOptions: { maxParamLength: 2048 },
    // Raised before routing, so the onRequest hook has not set the request id header yet.
    frameworkErrors: (error, request, reply) => {
      const description =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A segment of the URL is too long.' : 'The URL is malformed (check its percent-encoding).';
      void (reply as FastifyReply)
        .code(400)
        .header('x-request-id', request.id)
        .send(errorEnvelope(request, new AppError('bad_request', description)));
      // No route, so no onResponse hook: log the response line here.
      logCompleted(request, reply as FastifyReply);
    },
    ajv: { customOptions: { ...AJV_OPTIONS, keywords: [...AJV_OPTIONS.keywords] }, onCreate: overrideFormats },
  });
  if (redis) await redisReady(redis);
  const metrics = createMetrics(storage);
  app.decorate('services', services);
  app.decorate('storage', storage);
  // Built with the app (webhook updates reach it on every instance); started by serve().
  const botRuntime = createBotRuntime(services, config, app.log);
  app.decorate('botRuntime', botRuntime);
  const { clientOf } = services.providers.stripe;
  // Before any route (the dashboard's static files included), so every answer passes its hook.
  await compression(app);
  shutdownGate(app);
  observability(app, metrics);
  securityHeaders(app);
  registerErrorHandlers(app);
  bodyParsers(app);
  app.addSchema(ErrorEnvelope);
  const finishRoutes = trackRoutes(app);
  deriveErrorResponses(app, BOT_PREFIX);
  await apiDocs(app, { publicUrl: config.publicUrl, operator: Boolean(config.operatorToken) });
  healthRoutes(app, storage);
  if (config.operatorToken) operatorRoutes(app, services.botCreation, config.operatorToken);
  // One per-address budget of failed authentication: wrong keys and wrong sign-in tokens count together.
  const authThrottle = createAuthThrottle(config, redis, () => metrics.rateLimited('failed_auth'));
  sessionRoutes(app, services.sessions, authThrottle);
  await botApi(app, { services, config, redis, metrics, authThrottle }, (scope) => {
    statsRoutes(scope, services.stats);
    chatRoutes(scope, services.chats);
    projectRoutes(scope, services.projects);
    planRoutes(scope, services.plans);
    adminRoutes(scope, services.admins);
    orderRoutes(scope, services.orders, services.payments);
    settingsAndKeyRoutes(scope, services.settings, services.keys);
    memberRoutes(scope, services.members, services.memberProfiles);
    banRoutes(scope, services.bans);
    subscriptionRoutes(scope, services.subscriptions, services.payments);
    codeRoutes(scope, services.codes);
    couponRoutes(scope, services.coupons);
    formRoutes(scope, services.forms);
    commandRoutes(scope, services.commands);
    textRoutes(scope, services.texts);
    floodRoutes(scope, services.flood);
    eventRoutes(scope, services.events);
    paymentRoutes(scope, services.payments);
    webhookRoutes(scope, services.webhooks, services.webhookDeliveries);
    backupRoutes(scope, services.backup);
    exportRoutes(scope, services.exports);
    analyticsRoutes(scope, services.analytics);
  });
  telegramUpdatesRoute(app, botRuntime);
  stripeEventsRoute(app, services, clientOf, createStripeEvents(services, clientOf));
  await dashboard(app);
  finishRoutes();

  app.addHook('onClose', async () => {
    if (!options.storage) await storage.close();
    redis?.disconnect();
  });
  return app;
}
