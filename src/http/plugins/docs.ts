// The OpenAPI 3.1 document, generated from the route schemas and finished for code generators
// (http/openapi/), and the reference page that shows it (reference-page.ts). Register before the
// routes it describes.
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { finishDocument, withServer } from '../openapi/document.js';
import { referencePage } from './reference-page.js';

const DESCRIPTION = `The HTTP/JSON service behind a bot that sells access to private chats.

Every answer is one envelope: \`ok\`, \`request_id\`, \`method\`, \`path\`, \`code\`, then \`result\` (and \`next_cursor\` on a list page) or \`description\` + \`error\`. Every answer carries \`X-Request-Id\`; a 429 carries \`Retry-After\`; a path asked with a method it does not take is a 405 whose \`Allow\` header lists the ones it does.

Bot-scoped operations are authenticated by the api key in their path (\`/v1/bot{bot_id}/{api_key}/…\`). Amounts are decimal strings; instants are ISO 8601 in UTC.`;

/** The document's paths write parameters in braces. */
const BOT_PREFIX_IN_DOCUMENT = '/v1/bot{bot_id}/{api_key}';

export async function apiDocs(app: FastifyInstance, options: { publicUrl?: string; operator: boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tollgate API',
        version: '1.0.0',
        description: DESCRIPTION,
        license: { name: 'MIT', identifier: 'MIT' },
      },
      components: options.operator ? { securitySchemes: { operator: { type: 'http', scheme: 'bearer' } } } : {},
    },
    // A schema the app shares by $id is named by it in components.schemas.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    transformObject: (documents) =>
      finishDocument(('openapiObject' in documents ? documents.openapiObject : documents.swaggerObject) as Record<string, unknown>, BOT_PREFIX_IN_DOCUMENT),
  });
  // The server people reach the service at: the public URL when set, else this request's origin.
  const served = (document: object, req: FastifyRequest) => withServer(document as Record<string, unknown>, options.publicUrl, `${req.protocol}://${req.host}`);
  app.get('/openapi.json', { schema: { hide: true } }, async (req) => served(app.swagger(), req));
  await referencePage(app, served);
}
