// HTTP mapping for flood control (SPEC §16); the bot applies it (bot/flood-handler.ts).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { botParams } from '../../http/bot-scope.js';
import { send } from '../../http/envelope.js';
import { responses } from '../../schema/fields.js';
import { FloodSettings, PutFloodBody } from './schemas.js';
import type { FloodService } from './service.js';

const tags = ['flood'];

export function floodRoutes(fastify: FastifyInstance, flood: FloodService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.put(
    '/flood',
    {
      config: { power: 'flood.change' },
      schema: {
        operationId: 'putFlood',
        tags,
        summary: 'Turn flood control on or change it',
        description:
          'A member may send `messages` messages in a chat of the bot within `seconds`; each message beyond that is deleted, and with action "mute" the member is muted for mute_seconds (default 600) and the chat told once. The bot’s owner and admins and the chat’s own administrators are never limited.',
        params: botParams(),
        body: PutFloodBody,
        response: responses({ 200: FloodSettings }),
      },
    },
    async (req, reply) => send(reply, 200, await flood.putFlood(req.bot, req.body)),
  );

  app.get(
    '/flood',
    {
      config: { power: 'flood.read' },
      schema: {
        operationId: 'getFlood',
        tags,
        summary: 'Flood control',
        description: 'The settings with enabled: true, or enabled: false and null fields when it is off (the default).',
        params: botParams(),
        response: responses({ 200: FloodSettings }),
      },
    },
    async (req, reply) => send(reply, 200, await flood.getFlood(req.bot)),
  );

  app.delete(
    '/flood',
    {
      config: { power: 'flood.change' },
      schema: {
        operationId: 'deleteFlood',
        tags,
        summary: 'Turn flood control off',
        description: 'Nothing is counted or deleted any more; mutes already made run their time. Answers enabled: false.',
        params: botParams(),
        response: responses({ 200: FloodSettings }),
      },
    },
    async (req, reply) => send(reply, 200, await flood.deleteFlood(req.bot)),
  );
}
