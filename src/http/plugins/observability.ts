// Logs (one completion line per request), Prometheus metrics at /metrics, and the health routes.
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../db/connect.js';
import { UnavailableError } from '../../errors.js';
import { send } from '../envelope.js';
import { logResponses } from '../logging.js';
import { instrumentRequests, type Metrics } from '../metrics.js';

export function observability(app: FastifyInstance, metrics: Metrics): void {
  logResponses(app);
  instrumentRequests(app, metrics);
}

/** /healthz (the process answers) and /readyz (storage answers). */
export function healthRoutes(app: FastifyInstance, storage: Storage): void {
  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) => send(reply, 200, { status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await storage.ping();
    } catch {
      throw new UnavailableError();
    }
    return send(reply, 200, { status: 'ready' });
  });
}
