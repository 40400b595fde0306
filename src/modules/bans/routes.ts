// HTTP mapping for bans: POST and DELETE /members/{member_id}/ban.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { botParams } from '../../http/bot-scope.js';
import { send } from '../../http/envelope.js';
import { responses } from '../../schema/fields.js';
import { Member, MemberIdParam } from '../members/schemas.js';
import { BanBody } from './schemas.js';
import type { BanService } from './service.js';

const tags = ['members'];

export function banRoutes(fastify: FastifyInstance, bans: BanService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/members/:member_id/ban',
    {
      config: { power: 'bans.change', optionalBody: true },
      schema: {
        operationId: 'banMember',
        tags,
        summary: 'Ban a member',
        description:
          'Revokes every live subscription of the member, removes them from every chat of the bot and keeps them out (their join requests are declined), and refuses them everything: no plans, codes or trials in the bot, and POST /orders, grants and POST /checkout for them are a 409. Event member.banned. A member already banned is answered as they are (their first ban and reason kept). 404 for a member the bot does not know; 403 for the owner or an admin of the bot.',
        params: botParams({ member_id: MemberIdParam }),
        body: BanBody,
        response: responses({ 200: Member }),
      },
    },
    async (req, reply) => send(reply, 200, await bans.ban(req.bot, req.params.member_id, req.body.reason ?? null)),
  );

  app.delete(
    '/members/:member_id/ban',
    {
      config: { power: 'bans.change' },
      schema: {
        operationId: 'unbanMember',
        tags,
        summary: 'Unban a member',
        description:
          'Lifts the ban: the member may buy, redeem and be granted plans again, and is unbanned in every chat of the bot. Subscriptions the ban revoked stay revoked. Event member.unbanned. A member who is not banned is answered as they are; 404 for a member the bot does not know.',
        params: botParams({ member_id: MemberIdParam }),
        response: responses({ 200: Member }),
      },
    },
    async (req, reply) => send(reply, 200, await bans.unban(req.bot, req.params.member_id)),
  );
}
