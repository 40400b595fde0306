// HTTP mapping for admins; rules live in the service.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { botParams } from '../../http/bot-scope.js';
import { send, sendPage } from '../../http/envelope.js';
import { Page, responses } from '../../schema/fields.js';
import type { AdminService } from './service.js';
import { Admin, AdminId, AdminListQuery, CreateAdminBody, UpdateAdminBody } from './schemas.js';

const tags = ['admins'];
const params = botParams({ admin_id: AdminId });

export function adminRoutes(fastify: FastifyInstance, admins: AdminService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/admins',
    {
      config: { power: 'admins.change' },
      schema: {
        operationId: 'addAdmin',
        tags,
        summary: 'Add an admin',
        description: 'Makes a platform user an admin at level 2 to 8; 409 if they already are one (the owner included).',
        params: botParams(),
        body: CreateAdminBody,
        response: responses({ 201: Admin }, [409]),
      },
    },
    async (req, reply) => send(reply, 201, await admins.addAdmin(req.bot, req.body)),
  );

  app.get(
    '/admins',
    {
      config: { power: 'catalog.read' },
      schema: {
        operationId: 'listAdmins',
        tags,
        summary: 'List admins',
        description: 'The bot’s admins, owner included (is_owner), newest first; paginated with next_cursor.',
        params: botParams(),
        querystring: AdminListQuery,
        response: responses({ 200: Page(Admin) }),
      },
    },
    async (req, reply) => sendPage(reply, await admins.listAdmins(req.bot, req.query)),
  );

  app.get(
    '/admins/:admin_id',
    {
      config: { power: 'catalog.read' },
      schema: {
        operationId: 'getAdmin',
        tags,
        summary: 'Get an admin',
        description: 'One admin of this bot; 404 for users who are not admins.',
        params,
        response: responses({ 200: Admin }),
      },
    },
    async (req, reply) => send(reply, 200, await admins.getAdmin(req.bot, req.params.admin_id)),
  );

  app.patch(
    '/admins/:admin_id',
    {
      config: { power: 'admins.change' },
      schema: {
        operationId: 'updateAdmin',
        tags,
        summary: 'Update an admin',
        description:
          'Changes an admin’s level (2 to 8). The owner cannot be changed (403). bot_token, when given, replaces the bot’s stored platform token; it is stored encrypted and never returned.',
        params,
        body: UpdateAdminBody,
        response: responses({ 200: Admin }, [403]),
      },
    },
    async (req, reply) => send(reply, 200, await admins.updateAdmin(req.bot, req.params.admin_id, req.body)),
  );

  app.delete(
    '/admins/:admin_id',
    {
      config: { power: 'admins.change' },
      schema: {
        operationId: 'removeAdmin',
        tags,
        summary: 'Remove an admin',
        description: 'The owner cannot be removed (403).',
        params,
        response: responses({ 200: Admin }, [403]),
      },
    },
    async (req, reply) => send(reply, 200, await admins.removeAdmin(req.bot, req.params.admin_id)),
  );
}
