// Sets the request id header on every answer and, once the server is closing, answers new
// requests 503 in the envelope (with Connection: close) instead of Fastify's bare 503.
import type { FastifyInstance } from 'fastify';
import { UnavailableError } from '../../errors.js';

export function shutdownGate(app: FastifyInstance): void {
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
}
