// The API reference page at /docs (SPEC §7): Swagger UI over the OpenAPI document, branded
// Tollgate, every asset served by us (works offline, no CDN) under a strict Content-Security-Policy.
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TOLLGATE_ICON_SVG, TOLLGATE_LOGO_SVG } from './tollgate-mark.js';

export const REFERENCE_TITLE = 'Tollgate API reference';

/** Only this origin, nothing inline. Swagger UI's own `staticCSP` also allows any https: style and
 * font, the public validator, and always asks to upgrade insecure requests: over plain HTTP on any
 * host but localhost the browser then asks for every asset over HTTPS and the page stays blank. */
const CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  // data: for the logo and the icons swagger-ui.css draws inline.
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
].join('; ');

/** The page's CSP for this request: the upgrade only when it came over HTTPS (request.protocol
 * follows X-Forwarded-Proto only if Fastify's trustProxy is on, which buildApp leaves off). */
function referencePageCsp(request: FastifyRequest): string {
  return request.protocol === 'https' ? `${CSP}; upgrade-insecure-requests` : CSP;
}

/** What the rewrite below reads of an OpenAPI document. */
interface Parameter {
  required?: boolean;
  description?: string;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
type Document = { paths?: Record<string, Record<string, { parameters?: Parameter[] } | undefined>> };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * The page's copy of the document, without example values on optional parameters. Swagger UI
 * types a parameter's example into its "Try it out" field and sends it (swagger-ui issue #8276:
 * no option turns this off), so leaving an optional filter out, the usual call, meant clearing
 * each field first. The example stays in words in the description; /openapi.json is unchanged.
 */
function withoutOptionalExamples<T extends Document>(spec: T): T {
  for (const item of Object.values(spec.paths ?? {})) {
    for (const method of METHODS) {
      for (const param of item[method]?.parameters ?? []) {
        if (param.required) continue;
        const values = [param.example, ...Object.values(param.examples ?? {}).map((e) => e.value)].filter((v) => v !== undefined);
        if (!values.length) continue;
        delete param.example;
        delete param.examples;
        const shown = values.map((v) => `\`${typeof v === 'string' ? v : JSON.stringify(v)}\``).join(', ');
        param.description = `${param.description ? `${param.description}\n\n` : ''}Example: ${shown}.`;
      }
    }
  }
  return spec;
}

/** `served`: the document as /openapi.json gives it to this request (with its server). */
export async function referencePage(app: FastifyInstance, served: (document: object, req: FastifyRequest) => object): Promise<void> {
  // Its own scope, so the hook sets the CSP on the page and its assets only.
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      reply.header('content-security-policy', referencePageCsp(request));
    });
    await scope.register(swaggerUi, {
      routePrefix: '/docs',
      // The CSP above instead: swagger-ui's adds https: sources and upgrade-insecure-requests always.
      staticCSP: false,
      // transformSpecification works on a copy (transformSpecificationClone defaults to true).
      transformSpecification: (spec, req) => withoutOptionalExamples(served(spec, req) as Document),
      logo: { type: 'image/svg+xml', content: TOLLGATE_LOGO_SVG },
      theme: {
        title: REFERENCE_TITLE,
        favicon: [{ filename: 'favicon.svg', rel: 'icon', type: 'image/svg+xml', sizes: 'any', content: TOLLGATE_ICON_SVG }],
      },
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  });
}
