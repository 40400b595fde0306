// HTTP mapping for access codes; redemption has no route (the bot calls the service).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { botParams } from '../../http/bot-scope.js';
import { send, sendPage } from '../../http/envelope.js';
import { Page, responses } from '../../schema/fields.js';
import { Code, CodeListQuery, CodeParam, CreateCodesBody } from './schemas.js';
import type { CodeService } from './service.js';

const tags = ['codes'];

export function codeRoutes(fastify: FastifyInstance, codes: CodeService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/codes',
    {
      config: { power: 'codes.change' },
      schema: {
        operationId: 'createCodes',
        tags,
        summary: 'Create access codes',
        description:
          'Makes count codes (default 1) for a plan of this bot that is not archived; each allows uses redemptions (default 1) until expires_at (default never). A member redeems one in the bot and gets the plan (source code).',
        params: botParams(),
        body: CreateCodesBody,
        response: responses({ 201: Type.Array(Code) }),
      },
    },
    async (req, reply) => send(reply, 201, await codes.createCodes(req.bot, req.body)),
  );

  app.get(
    '/codes',
    {
      config: { power: 'codes.read' },
      schema: {
        operationId: 'listCodes',
        tags,
        summary: 'List access codes',
        description: 'Newest first, used ones and expired ones included; plan_id keeps one plan’s codes.',
        params: botParams(),
        querystring: CodeListQuery,
        response: responses({ 200: Page(Code) }),
      },
    },
    async (req, reply) => sendPage(reply, await codes.listCodes(req.bot, req.query)),
  );

  app.delete(
    '/codes/:code',
    {
      config: { power: 'codes.change' },
      schema: {
        operationId: 'deleteCode',
        tags,
        summary: 'Delete an access code',
        description: 'The code can no longer be redeemed; subscriptions it started stay. Answers the code as it was.',
        params: botParams({ code: CodeParam }),
        response: responses({ 200: Code }),
      },
    },
    async (req, reply) => send(reply, 200, await codes.deleteCode(req.bot, req.params.code)),
  );
}
