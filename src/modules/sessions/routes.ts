// POST /v1/sessions: a sign-in link's token for a session key (SPEC §14). Not bot-scoped (the
// caller has no key yet); throttled per address with the same budget as failed authentication
// on the bot-scoped routes, so guessing tokens is as hopeless as guessing keys.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { UnauthorizedError } from '../../errors.js';
import type { AuthThrottle } from '../../http/auth-throttle.js';
import { send } from '../../http/envelope.js';
import { responses } from '../../schema/fields.js';
import { CreateSessionBody, NewSession } from './schemas.js';
import type { SessionService } from './service.js';

export function sessionRoutes(fastify: FastifyInstance, sessions: SessionService, throttle: AuthThrottle): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/v1/sessions',
    {
      onRequest: async (req) => throttle.check(req.ip),
      schema: {
        operationId: 'createSession',
        tags: ['keys'],
        summary: 'Sign in with a link from the bot',
        description:
          'Exchanges the token of a sign-in link, which an admin (level 2 or more, the owner included) gets by sending /dashboard to the bot in a private chat, for a session key: an api key of the bot at its admin’s level at each request, ending after 12 hours, at DELETE /session, or when revoked in /keys. A token works once, within 10 minutes. A used, expired or unknown token, or one whose admin is no longer an admin, answers 401 exactly like a wrong api key; failures count toward the same per-address throttle as failed authentication (429).',
        body: CreateSessionBody,
        response: responses({ 201: NewSession }, [401]),
      },
    },
    async (req, reply) => {
      try {
        return send(reply, 201, await sessions.exchange(req.body));
      } catch (error) {
        if (error instanceof UnauthorizedError) await throttle.fail(req.ip);
        throw error;
      }
    },
  );
}
