// Request bodies: JSON, parsed by Fastify's own parser (prototype poisoning refused). A call that
// takes no body (a DELETE, a POST such as a refund) accepts an empty one whatever its
// Content-Type: some clients send Content-Type: application/json on every request, and no body
// is no reason to refuse a call that needs none. A body that is there is still read as JSON or
// refused (400, 415), like any other.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { SEND_JSON } from './error-handler.js';

const noBodyNeeded = (req: FastifyRequest, body: string | Buffer) => body.length === 0 && !req.routeOptions.schema?.body;

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
}
