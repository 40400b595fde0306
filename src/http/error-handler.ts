// The one place where anything thrown becomes an error envelope.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, UnavailableError, ValidationError } from '../errors.js';
import { isStorageUnavailable } from '../db/faults.js';
import { errorEnvelope } from './envelope.js';
import { envelopePath } from './paths.js';
import { fieldErrors, isBodyShapeError } from '../schema/field-errors.js';

const BODY_NOT_OBJECT = 'The request body must be a JSON object.';
export const SEND_JSON = 'Send the body as JSON with Content-Type: application/json.';

/** Fastify's own errors (parsing, content type, size) by their code. */
function fromFastify(error: FastifyError): AppError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('bad_request', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', 'The request body is larger than 64 KiB.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('unsupported_media_type', SEND_JSON);
    default:
      break;
  }
  // JSON.parse's own SyntaxError and the prototype-poisoning guard surface as 400s.
  if (error.statusCode === 400 && !error.validation) return new AppError('bad_request', 'The request body is not valid JSON.');
  return null;
}

export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const fe = error as FastifyError;
  if (fe?.validation) {
    if (isBodyShapeError(fe.validation, fe.validationContext)) return new AppError('bad_request', BODY_NOT_OBJECT);
    return new ValidationError(fieldErrors(fe.validation, fe.validationContext));
  }
  if (isStorageUnavailable(error)) return new UnavailableError();
  if (fe && typeof fe.code === 'string' && fe.code.startsWith('FST_')) return fromFastify(fe);
  return null;
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    let appError = toAppError(error);
    if (!appError) {
      request.log.error({ err: error }, 'unhandled error');
      appError = new AppError('internal', `Something went wrong on our side; quote request_id ${request.id} to an operator.`);
    } else if (appError.status >= 500) {
      request.log.warn({ err: error }, appError.description);
    }
    if (appError.headers) reply.headers(appError.headers);
    return reply.code(appError.status).send(errorEnvelope(request, appError));
  });

  app.setNotFoundHandler((request, reply) => {
    const error = new AppError('not_found', `There is no route ${request.method} ${envelopePath(request.url)}.`);
    return reply.code(404).send(errorEnvelope(request, error));
  });
}
