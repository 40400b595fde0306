// HTTP mapping for order counts.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { botParams } from '../../http/bot-scope.js';
import { sendShared } from '../../http/envelope.js';
import { resolveLocale } from '../../money/index.js';
import { responses } from '../../schema/fields.js';
import type { StatsService } from './service.js';
import { OrderCountEntry, OrderCountQuery } from './schemas.js';

export function statsRoutes(fastify: FastifyInstance, stats: StatsService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/orders/count',
    {
      config: { power: 'sales.read' },
      schema: {
        operationId: 'getOrderCount',
        tags: ['orders'],
        summary: 'Get order count',
        description:
          'Revenue and sales for the interval_count most recent days, months or years in the bot’s time zone, oldest first, zero-filled. Without currency: one entry per period and currency sold in the window (or the bot’s default currency when nothing was sold).',
        params: botParams(),
        querystring: OrderCountQuery,
        response: responses({ 200: Type.Array(OrderCountEntry) }),
      },
    },
    async (req, reply) => sendShared(reply, 200, await stats.countByPeriod(req.bot, req.query, resolveLocale(req.headers['accept-language']))),
  );
}
