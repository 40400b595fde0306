// HTTP mapping for the event log.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { botParams } from '../../http/bot-scope.js';
import { sendPage } from '../../http/envelope.js';
import { Page, responses } from '../../schema/fields.js';
import { Event, EventListQuery } from './schemas.js';
import type { EventService } from './service.js';

export function eventRoutes(fastify: FastifyInstance, events: EventService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/events',
    {
      config: { power: 'events.read' },
      schema: {
        operationId: 'listEvents',
        tags: ['events'],
        summary: 'List events',
        description:
          'The bot’s events with who made each (actor), oldest first after ?after=<event_id> (default: from the oldest), or newest first with order=newest. Pass next_cursor back as after to read on; events commit in event_id order, so none is skipped when reading oldest first.',
        params: botParams(),
        querystring: EventListQuery,
        response: responses({ 200: Page(Event) }),
      },
    },
    async (req, reply) => sendPage(reply, await events.listEvents(req.bot, req.query)),
  );
}
