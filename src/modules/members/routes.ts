// HTTP mapping for members.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { botParams } from '../../http/bot-scope.js';
import { send, sendPage } from '../../http/envelope.js';
import { Page, responses } from '../../schema/fields.js';
import type { MemberProfiles } from './profile.js';
import { Member, MemberCount, MemberCountQuery, MemberIdParam, MemberListQuery, MemberProfile } from './schemas.js';
import type { MemberService } from './service.js';

const tags = ['members'];

export function memberRoutes(fastify: FastifyInstance, members: MemberService, profiles: MemberProfiles): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/members',
    {
      config: { power: 'members.read' },
      schema: {
        operationId: 'listMembers',
        tags,
        summary: 'List members',
        description: 'Members the bot knows, newest first; access=true|false keeps those with or without access now.',
        params: botParams(),
        querystring: MemberListQuery,
        response: responses({ 200: Page(Member) }),
      },
    },
    async (req, reply) => sendPage(reply, await members.listMembers(req.bot, req.query)),
  );

  app.get(
    '/members/count',
    {
      config: { power: 'members.read' },
      schema: {
        operationId: 'countMembers',
        tags,
        summary: 'Count members',
        description: 'How many members the bot knows; access=true|false counts those with or without access now. Exact, from one query.',
        params: botParams(),
        querystring: MemberCountQuery,
        response: responses({ 200: MemberCount }),
      },
    },
    async (req, reply) => send(reply, 200, await members.countMembers(req.bot, req.query)),
  );

  app.get(
    '/members/:member_id',
    {
      config: { power: 'members.read' },
      schema: {
        operationId: 'getMember',
        tags,
        summary: 'Get a member',
        description: 'The member, every subscription of theirs (newest first) and their latest 20 orders.',
        params: botParams({ member_id: MemberIdParam }),
        response: responses({ 200: MemberProfile }),
      },
    },
    async (req, reply) => send(reply, 200, await profiles.getProfile(req.bot, req.params.member_id)),
  );
}
