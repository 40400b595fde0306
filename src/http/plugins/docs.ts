// The OpenAPI 3.1 document, generated from the route schemas, and the reference page that shows
// it (reference-page.ts). Register before the routes it describes.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { referencePage } from './reference-page.js';

export async function apiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tollgate API',
        version: '1.0.0',
        description:
          'The HTTP/JSON service behind a subscription-selling bot. Every answer is one envelope: ok, request_id, method, path, code, then result or description + error.',
      },
      components: { securitySchemes: { operator: { type: 'http', scheme: 'bearer' } } },
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await referencePage(app);
}
