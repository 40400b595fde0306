// Each route's documented error statuses, derived from what the route is rather than listed by
// hand: every route may answer 422, 429, 500 and 503; a bot-scoped one 401 and 404 (a bad bot
// segment); one that can be sent a body (any but GET) 400, 413 and 415; one naming a resource in its path 404; a bot-scoped
// POST 409 (an Idempotency-Key reused with another body). A route adds only what its service
// raises beyond these (e.g. 403 for the owner, 409 for a last key). Register before the routes.
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorEnvelope } from '../schema/fields.js';

const ALWAYS = [422, 429, 500, 503];
const WITH_BODY = [400, 413, 415];
const PREFIX_PARAMS = new Set(['bot_id', 'api_key']);

export function deriveErrorResponses(app: FastifyInstance, botPrefix: string): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as
      | { response?: Record<number, TSchema>; body?: unknown; params?: { properties?: Record<string, unknown> }; hide?: boolean }
      | undefined;
    if (!schema?.response || schema.hide) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const botScoped = route.url.startsWith(botPrefix);
    const statuses = new Set([...ALWAYS, ...(botScoped ? [401, 404] : []), ...(methods.some((m) => m !== 'GET' && m !== 'HEAD') ? WITH_BODY : [])]);
    if (Object.keys(schema.params?.properties ?? {}).some((name) => !PREFIX_PARAMS.has(name))) statuses.add(404);
    if (botScoped && methods.includes('POST')) statuses.add(409);
    for (const status of statuses) schema.response[status] ??= Type.Ref(ErrorEnvelope);
  });
}
