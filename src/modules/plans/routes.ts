// HTTP mapping for plans; rules live in the service.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { botParams } from '../../http/bot-scope.js';
import { send, sendPage } from '../../http/envelope.js';
import { IdParam, Page, responses } from '../../schema/fields.js';
import type { PlanService } from './service.js';
import { CreatePlanBody, Plan, PlanListQuery, UpdatePlanBody } from './schemas.js';

const tags = ['plans'];
const params = botParams({ plan_id: IdParam('The plan id.') });

export function planRoutes(fastify: FastifyInstance, plans: PlanService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/plans',
    {
      config: { power: 'plans.change' },
      schema: {
        operationId: 'createPlan',
        tags,
        summary: 'Create a plan',
        description:
          'Creates a plan members can buy. The answer is the plan in canonical form: lengths as ISO 8601, "lifetime" or YYYY-MM-DD; the price with the currency’s digits; every option with its default.',
        params: botParams(),
        body: CreatePlanBody,
        response: responses({ 201: Plan }),
      },
    },
    async (req, reply) => send(reply, 201, await plans.createPlan(req.bot, req.body)),
  );

  app.get(
    '/plans',
    {
      config: { power: 'catalog.read' },
      schema: {
        operationId: 'listPlans',
        tags,
        summary: 'List plans',
        description: 'The bot’s plans (archived ones included, flagged), newest first; paginated with next_cursor.',
        params: botParams(),
        querystring: PlanListQuery,
        response: responses({ 200: Page(Plan) }),
      },
    },
    async (req, reply) => sendPage(reply, await plans.listPlans(req.bot, req.query)),
  );

  app.get(
    '/plans/:plan_id',
    {
      config: { power: 'catalog.read' },
      schema: {
        operationId: 'getPlan',
        tags,
        summary: 'Get a plan',
        description: 'One plan of this bot in canonical form.',
        params,
        response: responses({ 200: Plan }),
      },
    },
    async (req, reply) => send(reply, 200, await plans.getPlan(req.bot, Number(req.params.plan_id))),
  );

  app.patch(
    '/plans/:plan_id',
    {
      config: { power: 'plans.change' },
      schema: {
        operationId: 'updatePlan',
        tags,
        summary: 'Update a plan',
        description: 'Changes any plan field under the same rules as creation; null clears plan_trial or plan_project_id.',
        params,
        body: UpdatePlanBody,
        response: responses({ 200: Plan }),
      },
    },
    async (req, reply) => send(reply, 200, await plans.updatePlan(req.bot, Number(req.params.plan_id), req.body)),
  );

  app.delete(
    '/plans/:plan_id',
    {
      config: { power: 'plans.change' },
      schema: {
        operationId: 'archivePlan',
        tags,
        summary: 'Archive a plan',
        description: 'Archives the plan: it stays readable, and no new orders can be recorded for it.',
        params,
        response: responses({ 200: Plan }),
      },
    },
    async (req, reply) => send(reply, 200, await plans.archivePlan(req.bot, Number(req.params.plan_id))),
  );
}
