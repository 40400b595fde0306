// The Idempotency-Key header on bot-scoped POSTs (SPEC §4): claimed after validation, answered
// from storage on a replay (with this request's request_id), settled when the answer is sent.
import { createHash } from 'node:crypto';
import type { FastifyInstance, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { AppError, invalid } from '../errors.js';
import { envelopePath } from './paths.js';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Where claims and answers are kept (the idempotency module's service). */
export interface IdempotencyStore {
  claim(botId: number, key: string, fingerprint: string): Promise<{ kind: 'new' } | { kind: 'replay'; status: number; response: string }>;
  settle(botId: number, key: string, status: number, response: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey?: string;
  }
}

function fingerprintOf(method: string, path: string, body: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(body ?? null);
  } catch {
    // Only a body nested too deeply for JSON.stringify gets here (routes without a body schema).
    throw new AppError('bad_request', 'The request body is nested too deeply.');
  }
  return createHash('sha256').update(`${method} ${path}\n${text}`).digest('base64url');
}

/** Hooks of the POST routes registered in `app` after this call (other methods run no hook for it). */
export function idempotentPosts(app: FastifyInstance, idempotency: IdempotencyStore): void {
  const claim: preHandlerAsyncHookHandler = async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw invalid('Idempotency-Key', 'must be 1 to 255 printable ASCII characters without spaces');
    }
    const claimed = await idempotency.claim(request.bot.botId, header, fingerprintOf(request.method, envelopePath(request.url), request.body));
    if (claimed.kind === 'new') {
      request.idempotencyKey = header;
      return;
    }
    const stored = JSON.parse(claimed.response) as Record<string, unknown>;
    reply.header('idempotent-replayed', 'true');
    return reply
      .code(claimed.status)
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send({ ...stored, request_id: String(request.id) });
  };

  const settle: onSendAsyncHookHandler = async (request, reply, payload) => {
    if (request.idempotencyKey === undefined) return payload;
    const key = request.idempotencyKey;
    request.idempotencyKey = undefined;
    try {
      await idempotency.settle(request.bot.botId, key, reply.statusCode, typeof payload === 'string' ? payload : JSON.stringify(payload));
    } catch (err) {
      // The answer itself is fine; a retry will see the key pending (409) until it expires.
      request.log.warn({ err }, 'could not store the idempotent answer');
    }
    return payload;
  };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST')) return;
    route.preHandler = [...asList(route.preHandler), claim];
    route.onSend = [...asList(route.onSend), settle];
  });
}

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
