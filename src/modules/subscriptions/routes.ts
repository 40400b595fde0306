// HTTP mapping for subscriptions.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { botParams } from '../../http/bot-scope.js';
import { send, sendPage } from '../../http/envelope.js';
import { responses } from '../../schema/fields.js';
import { Subscription, SubscriptionIdParam, SubscriptionListQuery } from './schemas.js';
import type { SubscriptionService } from './service.js';

const tags = ['subscriptions'];

export function subscriptionRoutes(fastify: FastifyInstance, subscriptions: SubscriptionService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/subscriptions',
    {
      schema: {
        operationId: 'listSubscriptions',
        tags,
        summary: 'List subscriptions',
        description: 'Newest first; filter by member_id, plan_id and state.',
        params: botParams(),
        querystring: SubscriptionListQuery,
        response: responses({ 200: Type.Array(Subscription) }),
      },
    },
    async (req, reply) => sendPage(reply, await subscriptions.listSubscriptions(req.bot, req.query)),
  );

  app.get(
    '/subscriptions/:subscription_id',
    {
      schema: {
        operationId: 'getSubscription',
        tags,
        summary: 'Get a subscription',
        description: 'One subscription of this bot with its state and end.',
        params: botParams({ subscription_id: SubscriptionIdParam }),
        response: responses({ 200: Subscription }),
      },
    },
    async (req, reply) => send(reply, 200, await subscriptions.getSubscription(req.bot, Number(req.params.subscription_id))),
  );
}
