// HTTP mapping for custom commands; the bot answers them (it calls the service), rules live there.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { botParams } from '../../http/bot-scope.js';
import { send } from '../../http/envelope.js';
import { responses } from '../../schema/fields.js';
import { Command, CommandName, CommandParam, PutCommandBody } from './schemas.js';
import type { CommandService } from './service.js';

const tags = ['commands'];

export function commandRoutes(fastify: FastifyInstance, commands: CommandService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.put(
    '/commands/:name',
    {
      config: { power: 'commands.change' },
      schema: {
        operationId: 'putCommand',
        tags,
        summary: 'Create or replace a custom command',
        description:
          'The bot answers /<name> in a private chat with text, or its translation in the member’s language. Visible commands (the default) join the members’ command menu within seconds. A built-in command’s name (start, help, plans…) is a 422. 201 when new, 200 when it replaced one (whole: omitted fields take their defaults).',
        params: botParams({ name: CommandName }),
        body: PutCommandBody,
        response: responses({ 201: Command, 200: Command }),
      },
    },
    async (req, reply) => {
      const { command, created } = await commands.putCommand(req.bot, req.params.name, req.body);
      return send(reply, created ? 201 : 200, command);
    },
  );

  app.get(
    '/commands',
    {
      config: { power: 'catalog.read' },
      schema: {
        operationId: 'listCommands',
        tags,
        summary: 'List custom commands',
        description: 'Every custom command of the bot (at most 100), by name; not paged.',
        params: botParams(),
        response: responses({ 200: Type.Array(Command) }),
      },
    },
    async (req, reply) => send(reply, 200, await commands.listCommands(req.bot)),
  );

  app.delete(
    '/commands/:name',
    {
      config: { power: 'commands.change' },
      schema: {
        operationId: 'deleteCommand',
        tags,
        summary: 'Delete a custom command',
        description: 'The bot no longer answers it, and it leaves the command menu. Answers the command as it was.',
        params: botParams({ name: CommandParam }),
        response: responses({ 200: Command }),
      },
    },
    async (req, reply) => send(reply, 200, await commands.deleteCommand(req.bot, req.params.name)),
  );
}
