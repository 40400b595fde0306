// Listen, and shut down gracefully on SIGTERM/SIGINT: stop accepting, finish in-flight, close storage.
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { buildApp } from './app.js';
import { startBackground } from './background.js';
import { startWebhookDispatcher } from './webhooks/dispatcher.js';
import { createSender } from './webhooks/sender.js';

const SHUTDOWN_GRACE_MS = 10_000;

export async function serve(config: Config): Promise<FastifyInstance> {
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  const background = startBackground(app.services, config.subscriptionClockMs, app.log);
  app.botRuntime.start();
  const sender = createSender({ allowPrivate: config.webhookAllowPrivate, timeoutMs: config.webhookTimeoutMs });
  const webhooks = startWebhookDispatcher({
    deliveries: app.services.webhookDeliveries,
    sender,
    timeoutMs: config.webhookTimeoutMs,
    log: app.log,
    now: app.services.now,
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown grace period passed; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    // close() ends the idle keep-alive connections once, when it begins: a connection whose request
    // is still in flight would then stay open after its answer for the keep-alive timeout (72 s),
    // holding close() past the grace period. From now on a connection closes as soon as it idles
    // (after its answer is written; Node reads keepAliveTimeout when each response finishes).
    app.server.keepAliveTimeout = 1;
    // Stopping the clock and the bots may wait for work in progress: new requests are refused
    // from the signal on, not only once the server starts closing.
    app.refuseNewRequests();
    Promise.all([background.stop(), app.botRuntime.stop(), webhooks.stop()])
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return app;
}
