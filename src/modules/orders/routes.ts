// HTTP mapping for orders; rules live in the service.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { botParams } from '../../http/bot-scope.js';
import { send, sendPage } from '../../http/envelope.js';
import { IdParam, Page, responses } from '../../schema/fields.js';
import type { PaymentService } from '../payments/service.js';
import type { OrderService } from './service.js';
import { CreateOrderBody, Order, OrderListQuery } from './schemas.js';

const tags = ['orders'];
const params = botParams({ order_id: IdParam('The order id.') });

export function orderRoutes(fastify: FastifyInstance, orders: OrderService, payments: Pick<PaymentService, 'refund'>): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/orders',
    {
      config: { power: 'orders.change' },
      schema: {
        operationId: 'recordOrder',
        tags,
        summary: 'Record a paid order',
        description:
          "Records a payment for a plan. amount and currency default to the plan's. Repeating an external_id with the same fields answers 200 with the first order and records nothing; with other fields, 409.",
        params: botParams(),
        body: CreateOrderBody,
        response: { ...responses({ 201: Order, 200: Order }, [409]) },
      },
    },
    async (req, reply) => {
      const { order, created } = await orders.recordOrder(req.bot, req.body);
      return send(reply, created ? 201 : 200, order);
    },
  );

  app.get(
    '/orders',
    {
      config: { power: 'sales.read' },
      schema: {
        operationId: 'listOrders',
        tags,
        summary: 'List orders',
        description: 'Orders by payment time, newest first; from/to filter on paid_at.',
        params: botParams(),
        querystring: OrderListQuery,
        response: responses({ 200: Page(Order) }),
      },
    },
    async (req, reply) => sendPage(reply, await orders.listOrders(req.bot, req.query)),
  );

  app.get(
    '/orders/:order_id',
    {
      config: { power: 'sales.read' },
      schema: {
        operationId: 'getOrder',
        tags,
        summary: 'Get an order',
        description: 'One order of this bot, paid or refunded.',
        params,
        response: responses({ 200: Order }),
      },
    },
    async (req, reply) => send(reply, 200, await orders.getOrder(req.bot, Number(req.params.order_id))),
  );

  app.post(
    '/orders/:order_id/refund',
    {
      config: { power: 'orders.change' },
      schema: {
        operationId: 'refundOrder',
        tags,
        summary: 'Refund an order',
        description:
          'Marks the order refunded; it no longer counts in revenue or sales, and the subscription it paid for is revoked. ' +
          'A payment taken by the bot (Telegram Stars) is refunded at the platform first: if the platform refuses, 502 and nothing changes. ' +
          'Refunding twice is a 409.',
        params,
        response: responses({ 200: Order }, [409, 502]),
      },
    },
    async (req, reply) => send(reply, 200, await payments.refund(req.bot, Number(req.params.order_id))),
  );
}
