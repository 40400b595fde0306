// Structured logs (pino): the request id on every line, the api_key inside URLs shown as ***,
// bot tokens, sign-in tokens and auth headers redacted. Fastify's own request logging is replaced by one line per response.
import pino, { type DestinationStream, type Logger } from 'pino';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { redactUrl } from './paths.js';

export function createLogger(level: string, stream?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: ['req.headers.authorization', '*.bot_token', 'bot_token', '*.api_key', 'api_key', '*.token', 'token'], censor: '***' },
      serializers: {
        req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    stream ?? pino.destination({ sync: false }),
  );
}

/** The one line per response. */
export function logCompleted(request: FastifyRequest, reply: FastifyReply): void {
  if (!(request.log as Logger).isLevelEnabled('info')) return; // no work for a line nobody keeps
  request.log.info(
    { method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
    'request completed',
  );
}

export function logResponses(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    logCompleted(request, reply);
    done();
  });
}
