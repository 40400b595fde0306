// Security headers for a JSON API, and only JSON bodies accepted (anything else is a 415).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function securityHeaders(app: FastifyInstance): Promise<void> {
  // Fastify would parse text/plain bodies.
  app.removeContentTypeParser('text/plain');
  // /docs sets its own CSP (staticCSP in docs.ts).
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'same-origin' } });
}
