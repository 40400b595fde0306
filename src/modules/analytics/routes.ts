// HTTP mapping for recurring revenue analytics (SPEC §17), level 3 like order counts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { botParams } from '../../http/bot-scope.js';
import { send } from '../../http/envelope.js';
import { responses } from '../../schema/fields.js';
import { Cohort, CohortQuery, RevenueEntry, RevenueQuery, Summary } from './schemas.js';
import type { AnalyticsService } from './service.js';

const tags = ['analytics'];
const SEE = 'Per currency, never converted; docs/analytics.md defines every figure.';

export function analyticsRoutes(fastify: FastifyInstance, analytics: AnalyticsService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/analytics/revenue',
    {
      config: { power: 'sales.read' },
      schema: {
        operationId: 'getRevenueMovements',
        tags,
        summary: 'Get MRR and its movements',
        description: `For the interval_count most recent days, months or years in the bot’s time zone (as orders/count), oldest first: MRR at each period’s start and end and what moved it. ${SEE}`,
        params: botParams(),
        querystring: RevenueQuery,
        response: responses({ 200: Type.Array(RevenueEntry) }),
      },
    },
    async (req, reply) => send(reply, 200, await analytics.revenue(req.bot, req.query)),
  );

  app.get(
    '/analytics/summary',
    {
      config: { power: 'sales.read' },
      schema: {
        operationId: 'getAnalyticsSummary',
        tags,
        summary: 'Get the recurring revenue summary',
        description: `MRR, ARR, paying members, ARPU, 30-day churn and LTV now, and trials. ${SEE}`,
        params: botParams(),
        querystring: Type.Object({}, { additionalProperties: false }),
        response: responses({ 200: Summary }),
      },
    },
    async (req, reply) => send(reply, 200, await analytics.summary(req.bot)),
  );

  app.get(
    '/analytics/cohorts',
    {
      config: { power: 'sales.read' },
      schema: {
        operationId: 'getCohorts',
        tags,
        summary: 'Get monthly cohorts',
        description:
          'The cohort_count most recent months, the current one included, oldest first: the members whose first payment (any currency) fell in each, and how many of them paid at each month’s end since.',
        params: botParams(),
        querystring: CohortQuery,
        response: responses({ 200: Type.Array(Cohort) }),
      },
    },
    async (req, reply) => send(reply, 200, await analytics.cohorts(req.bot, req.query)),
  );
}
