// HTTP mapping for the owner's words (SPEC §18); the rules live in the service.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { botParams } from '../../http/bot-scope.js';
import { send } from '../../http/envelope.js';
import { responses } from '../../schema/fields.js';
import { MessageId, PutTextBody, Text, TextLocale, TextsQuery } from './schemas.js';
import type { TextService } from './service.js';

const tags = ['texts'];

export function textRoutes(fastify: FastifyInstance, texts: TextService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/texts',
    {
      config: { power: 'catalog.read' },
      schema: {
        operationId: 'listTexts',
        tags,
        summary: 'List the bot’s texts in one language',
        description:
          'Every message of the bot’s catalogue in that locale, in the catalogue’s order; not paged. Each has the text the bot ships, the owner’s override (null: none) and the variables it takes.',
        params: botParams(),
        querystring: TextsQuery,
        response: responses({ 200: Type.Array(Text) }),
      },
    },
    async (req, reply) => send(reply, 200, await texts.listTexts(req.bot, req.query.locale)),
  );

  app.put(
    '/texts/:locale/:message_id',
    {
      config: { power: 'texts.change' },
      schema: {
        operationId: 'putText',
        tags,
        summary: 'Override one of the bot’s texts in one language',
        description:
          'The bot says this text instead of the shipped one, in that locale only, on every instance within 10 seconds; the bot’s profile (description, short description, command menu) follows. A text that does not parse as Fluent, uses a variable the message does not have, or would pass the platform’s limit once rendered is a 422 naming the problem, and changes nothing; an unknown message id is a 404.',
        params: botParams({ locale: TextLocale, message_id: MessageId }),
        body: PutTextBody,
        response: responses({ 200: Text }),
      },
    },
    async (req, reply) => send(reply, 200, await texts.putText(req.bot, req.params.locale, req.params.message_id, req.body.text)),
  );

  app.delete(
    '/texts/:locale/:message_id',
    {
      config: { power: 'texts.change' },
      schema: {
        operationId: 'deleteText',
        tags,
        summary: 'Restore a shipped text',
        description:
          'Removes the owner’s override of the message in that locale: the bot says the shipped text again. Answers the message as it is now (override null). Idempotent: a message with no override answers the same.',
        params: botParams({ locale: TextLocale, message_id: MessageId }),
        response: responses({ 200: Text }),
      },
    },
    async (req, reply) => send(reply, 200, await texts.deleteText(req.bot, req.params.locale, req.params.message_id)),
  );
}
