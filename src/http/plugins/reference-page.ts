// The API reference page at /docs (SPEC §7): Swagger UI over /openapi.json, its assets served by
// us (works offline, no CDN).
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export async function referencePage(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true, uiConfig: { docExpansion: 'list', deepLinking: true } });
}
