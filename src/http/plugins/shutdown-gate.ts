// Sets the request id header on every answer and, once shutdown begins (the signal, before the
// background work stops and the server closes) or the server is closing, answers new requests 503
// in the envelope (with Connection: close) instead of Fastify's bare 503.
import type { FastifyInstance } from 'fastify';
import { UnavailableError } from '../../errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on, new requests are answered 503 (graceful shutdown has begun). */
    refuseNewRequests(): void;
  }
}

export function shutdownGate(app: FastifyInstance): void {
  let closing = false;
  app.decorate('refuseNewRequests', () => {
    closing = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (!closing) return done();
    reply.header('connection', 'close');
    done(new UnavailableError('The service is shutting down; retry on another instance or shortly.'));
  });
}
