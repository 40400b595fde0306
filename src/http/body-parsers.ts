// Request bodies: JSON, parsed by Fastify's own parser (prototype poisoning refused). A call that
// takes no body (a DELETE, a POST such as a refund) accepts an empty one whatever its
// Content-Type: some clients send Content-Type: application/json on every request, and no body
// is no reason to refuse a call that needs none. A route whose body may be left out
// (config.optionalBody, such as POST /keys) takes none as an empty object. A body that is there is
// still read as JSON or refused (400, 415), like any other.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { SEND_JSON } from './error-handler.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body may be left out: none is taken as {}. */
    optionalBody?: boolean;
  }
}

const noBodyNeeded = (req: FastifyRequest, body: string | Buffer) =>
  body.length === 0 && (!req.routeOptions.schema?.body || req.routeOptions.config.optionalBody === true);

export function bodyParsers(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (noBodyNeeded(req, body)) return done(null, undefined);
    json(req, body as string, done);
  });
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (req, body, done) => {
    if (noBodyNeeded(req, body)) return done(null, undefined);
    done(new AppError('unsupported_media_type', SEND_JSON));
  });
  app.addHook('onRoute', (route) => {
    if (!(route.config as { optionalBody?: boolean } | undefined)?.optionalBody) return;
    // Read by the reference (http/openapi/answers.ts): the request body is not required.
    if (route.schema) (route.schema as Record<string, unknown>)['x-optional-body'] = true;
    const before = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [
      async (req: FastifyRequest) => {
        req.body ??= {};
      },
      ...before,
    ];
  });
}
