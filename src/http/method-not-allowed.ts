// 405 for a known path asked with another method, with the Allow header (SPEC §2).
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { AppError } from '../errors.js';

const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Call before any route is added; call the returned function after all of them are. */
export function trackRoutes(app: FastifyInstance): () => void {
  const table = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const known = table.get(route.url) ?? new Set<string>();
    for (const m of methods) known.add(m);
    table.set(route.url, known);
  });
  return () => {
    const entries = [...table.entries()];
    table.clear();
    for (const [url, known] of entries) {
      const missing = METHODS.filter((m) => !known.has(m));
      if (missing.length === 0) continue;
      const allow = METHODS.filter((m) => known.has(m)).join(', ');
      try {
        app.route({
          method: missing,
          url,
          schema: { hide: true },
          // Refused in onRequest, before any body is read or parsed.
          onRequest: async (request) => {
            throw new AppError('method_not_allowed', `${request.method} is not allowed here; use ${allow}.`, undefined, { allow });
          },
          handler: async () => undefined,
        });
      } catch (error) {
        // Plugins may declare one path twice (e.g. with and without a trailing slash).
        if ((error as { code?: string }).code !== 'FST_ERR_DUPLICATED_ROUTE') throw error;
      }
    }
  };
}
