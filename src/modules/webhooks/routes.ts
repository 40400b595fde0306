// HTTP mapping for webhook endpoints and their delivery log.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { botParams } from '../../http/bot-scope.js';
import { send, sendPage } from '../../http/envelope.js';
import { MAX_WEBHOOKS_PER_BOT } from '../../limits.js';
import { Page, responses } from '../../schema/fields.js';
import { CreateWebhookBody, Delivery, DeliveryListQuery, UpdateWebhookBody, Webhook, WebhookParam, WebhookWithSecret } from './schemas.js';
import type { DeliveryLedger } from './deliveries.js';
import type { WebhookEndpoints } from './endpoints.js';

const tags = ['webhooks'];
const params = botParams({ webhook_id: WebhookParam });

export function webhookRoutes(fastify: FastifyInstance, webhooks: WebhookEndpoints, deliveries: Pick<DeliveryLedger, 'listDeliveries'>): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const id = (p: { webhook_id: string }) => Number(p.webhook_id);

  app.post(
    '/webhooks',
    {
      config: { power: 'webhooks.change' },
      schema: {
        operationId: 'createWebhook',
        tags,
        summary: 'Add a webhook endpoint',
        description: `Events of the listed types (or ["*"]) are POSTed to url, signed as the Standard Webhooks specification says. The answer carries the signing secret, shown only here. url must be https:// on a public address (422 on url otherwise). At most ${MAX_WEBHOOKS_PER_BOT} endpoints per bot.`,
        params: botParams(),
        body: CreateWebhookBody,
        response: responses({ 201: WebhookWithSecret }),
      },
    },
    async (req, reply) => send(reply, 201, await webhooks.createWebhook(req.bot, req.body)),
  );

  app.get(
    '/webhooks',
    {
      config: { power: 'webhooks.read' },
      schema: {
        operationId: 'listWebhooks',
        tags,
        summary: 'List webhook endpoints',
        description: `Every endpoint of the bot (at most ${MAX_WEBHOOKS_PER_BOT}), oldest first; secrets are never shown.`,
        params: botParams(),
        response: responses({ 200: Page(Webhook) }),
      },
    },
    async (req, reply) => sendPage(reply, await webhooks.listWebhooks(req.bot)),
  );

  app.get(
    '/webhooks/:webhook_id',
    {
      config: { power: 'webhooks.read' },
      schema: {
        operationId: 'getWebhook',
        tags,
        summary: 'Get a webhook endpoint',
        description: 'One endpoint, with whether it is enabled and why not.',
        params,
        response: responses({ 200: Webhook }),
      },
    },
    async (req, reply) => send(reply, 200, await webhooks.getWebhook(req.bot, id(req.params))),
  );

  app.patch(
    '/webhooks/:webhook_id',
    {
      config: { power: 'webhooks.change' },
      schema: {
        operationId: 'updateWebhook',
        tags,
        summary: 'Change a webhook endpoint',
        description:
          'Changes url (checked like a new one), events, description; enabled: false pauses deliveries (they wait, nothing is dropped), enabled: true resumes them, also after the endpoint was disabled for failing.',
        params,
        body: UpdateWebhookBody,
        response: responses({ 200: Webhook }),
      },
    },
    async (req, reply) => send(reply, 200, await webhooks.updateWebhook(req.bot, id(req.params), req.body)),
  );

  app.delete(
    '/webhooks/:webhook_id',
    {
      config: { power: 'webhooks.change' },
      schema: {
        operationId: 'deleteWebhook',
        tags,
        summary: 'Delete a webhook endpoint',
        description: 'Stops its deliveries and removes its delivery log; answers the endpoint as it was.',
        params,
        response: responses({ 200: Webhook }),
      },
    },
    async (req, reply) => send(reply, 200, await webhooks.deleteWebhook(req.bot, id(req.params))),
  );

  app.post(
    '/webhooks/:webhook_id/secret',
    {
      config: { power: 'webhooks.change' },
      schema: {
        operationId: 'rotateWebhookSecret',
        tags,
        summary: 'Rotate the signing secret',
        description:
          'A new secret, shown only in this answer. For 24 hours deliveries carry two signatures, under the new and the old secret (space-separated in webhook-signature), so the receiver can switch without missing one.',
        params,
        response: responses({ 200: WebhookWithSecret }),
      },
    },
    async (req, reply) => send(reply, 200, await webhooks.rotateSecret(req.bot, id(req.params))),
  );

  app.post(
    '/webhooks/:webhook_id/test',
    {
      config: { power: 'webhooks.change' },
      schema: {
        operationId: 'testWebhook',
        tags,
        summary: 'Send a test delivery',
        description:
          'Queues a webhook.test event for this endpoint alone (202) and answers its first attempt; follow it in the delivery log. The event is not listed by GET /events. 409 while the endpoint is disabled.',
        params,
        response: responses({ 202: Delivery }),
      },
    },
    async (req, reply) => send(reply, 202, await webhooks.sendTest(req.bot, id(req.params))),
  );

  app.get(
    '/webhooks/:webhook_id/deliveries',
    {
      config: { power: 'webhooks.read' },
      schema: {
        operationId: 'listWebhookDeliveries',
        tags,
        summary: 'List delivery attempts',
        description:
          'Every attempt to this endpoint, newest first: the event, its status, the answer’s code, how long it took, the error and when the next attempt is.',
        params,
        querystring: DeliveryListQuery,
        response: responses({ 200: Page(Delivery) }),
      },
    },
    async (req, reply) => sendPage(reply, await deliveries.listDeliveries(req.bot, id(req.params), req.query)),
  );
}
