// HTTP mapping for subscriptions.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { botParams } from '../../http/bot-scope.js';
import { send, sendPage } from '../../http/envelope.js';
import { Page, responses } from '../../schema/fields.js';
import { ChangeEndBody, GrantBody, Subscription, SubscriptionIdParam, SubscriptionListQuery } from './schemas.js';
import type { PaymentService } from '../payments/service.js';
import type { SubscriptionService } from './service.js';

const tags = ['subscriptions'];
const params = botParams({ subscription_id: SubscriptionIdParam });

export function subscriptionRoutes(fastify: FastifyInstance, subscriptions: SubscriptionService, payments: Pick<PaymentService, 'cancel'>): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/subscriptions',
    {
      config: { power: 'members.read' },
      schema: {
        operationId: 'listSubscriptions',
        tags,
        summary: 'List subscriptions',
        description: 'Newest first; filter by member_id, plan_id and state.',
        params: botParams(),
        querystring: SubscriptionListQuery,
        response: responses({ 200: Page(Subscription) }),
      },
    },
    async (req, reply) => sendPage(reply, await subscriptions.listSubscriptions(req.bot, req.query)),
  );

  app.get(
    '/subscriptions/:subscription_id',
    {
      config: { power: 'members.read' },
      schema: {
        operationId: 'getSubscription',
        tags,
        summary: 'Get a subscription',
        description: 'One subscription of this bot with its state and end.',
        params,
        response: responses({ 200: Subscription }),
      },
    },
    async (req, reply) => send(reply, 200, await subscriptions.getSubscription(req.bot, Number(req.params.subscription_id))),
  );

  app.post(
    '/subscriptions',
    {
      config: { power: 'subscriptions.change' },
      schema: {
        operationId: 'grantSubscription',
        tags,
        summary: 'Grant access',
        description:
          'Gives the member the plan without a payment (source grant), until expires_at (default now + the plan length; null: lifetime); trial: true starts the plan’s free trial instead (once per member and plan). 409 when the member already holds the plan.',
        params: botParams(),
        body: GrantBody,
        response: responses({ 201: Subscription }),
      },
    },
    async (req, reply) => send(reply, 201, await subscriptions.grant(req.bot, req.body)),
  );

  app.patch(
    '/subscriptions/:subscription_id',
    {
      config: { power: 'subscriptions.change' },
      schema: {
        operationId: 'changeSubscriptionEnd',
        tags,
        summary: 'Change the end',
        description: 'Sets expires_at of an active or canceled subscription (null: lifetime); a past time ends it within 10 s. 409 once it has ended.',
        params,
        body: ChangeEndBody,
        response: responses({ 200: Subscription }, [409]),
      },
    },
    async (req, reply) => send(reply, 200, await subscriptions.changeEnd(req.bot, Number(req.params.subscription_id), req.body)),
  );

  app.post(
    '/subscriptions/:subscription_id/cancel',
    {
      config: { power: 'subscriptions.change' },
      schema: {
        operationId: 'cancelSubscription',
        tags,
        summary: 'Stop renewal',
        description:
          'A recurring subscription stops renewing (state canceled); access lasts until expires_at. A Stars subscription is canceled at the ' +
          'platform first (502, nothing changed, when it refuses). 409 for one that does not renew or has ended.',
        params,
        response: responses({ 200: Subscription }, [502]),
      },
    },
    async (req, reply) => send(reply, 200, await payments.cancel(req.bot, Number(req.params.subscription_id))),
  );

  app.delete(
    '/subscriptions/:subscription_id',
    {
      config: { power: 'subscriptions.change' },
      schema: {
        operationId: 'revokeSubscription',
        tags,
        summary: 'Revoke now',
        description: 'Ends access now (state revoked). 409 once it has ended.',
        params,
        response: responses({ 200: Subscription }, [409]),
      },
    },
    async (req, reply) => send(reply, 200, await subscriptions.revoke(req.bot, Number(req.params.subscription_id))),
  );
}
