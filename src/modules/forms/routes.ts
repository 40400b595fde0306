// HTTP mapping for forms and their responses; members answer forms in the bot (no route).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { botParams } from '../../http/bot-scope.js';
import { send, sendPage } from '../../http/envelope.js';
import { IdParam, Page, responses } from '../../schema/fields.js';
import { CreateFormBody, Form, FormListQuery, FormResponse, ResponseListQuery, UpdateFormBody } from './schemas.js';
import type { FormService } from './service.js';

const tags = ['forms'];
const params = botParams({ form_id: IdParam('The form id.') });

export function formRoutes(fastify: FastifyInstance, forms: FormService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/forms',
    {
      config: { power: 'forms.change' },
      schema: {
        operationId: 'createForm',
        tags,
        summary: 'Create a form',
        description:
          'Questions the bot asks a member before the invoice or checkout of the plans named. A plan has one live form at a time: naming a plan another live form has is a 409.',
        params: botParams(),
        body: CreateFormBody,
        response: responses({ 201: Form }),
      },
    },
    async (req, reply) => send(reply, 201, await forms.createForm(req.bot, req.body)),
  );

  app.get(
    '/forms',
    {
      config: { power: 'forms.read' },
      schema: {
        operationId: 'listForms',
        tags,
        summary: 'List forms',
        description: 'Newest first, archived ones included, each with its count of responses.',
        params: botParams(),
        querystring: FormListQuery,
        response: responses({ 200: Page(Form) }),
      },
    },
    async (req, reply) => sendPage(reply, await forms.listForms(req.bot, req.query)),
  );

  app.get(
    '/forms/:form_id',
    {
      config: { power: 'forms.read' },
      schema: { operationId: 'getForm', tags, summary: 'Get a form', description: 'One form of this bot.', params, response: responses({ 200: Form }) },
    },
    async (req, reply) => send(reply, 200, await forms.getForm(req.bot, Number(req.params.form_id))),
  );

  app.patch(
    '/forms/:form_id',
    {
      config: { power: 'forms.change' },
      schema: {
        operationId: 'updateForm',
        tags,
        summary: 'Update a form',
        description:
          'Changes the name, plans or questions under the rules of creation; an archived form is a 409. Responses already given stay as they were and are still reused.',
        params,
        body: UpdateFormBody,
        response: responses({ 200: Form }),
      },
    },
    async (req, reply) => send(reply, 200, await forms.updateForm(req.bot, Number(req.params.form_id), req.body)),
  );

  app.delete(
    '/forms/:form_id',
    {
      config: { power: 'forms.change' },
      schema: {
        operationId: 'deleteForm',
        tags,
        summary: 'Delete a form',
        description: 'A form with responses is archived (no longer asked; its responses kept); one without responses is deleted. Answers the form.',
        params,
        response: responses({ 200: Form }),
      },
    },
    async (req, reply) => send(reply, 200, await forms.deleteForm(req.bot, Number(req.params.form_id))),
  );

  app.get(
    '/forms/:form_id/responses',
    {
      config: { power: 'forms.read' },
      schema: {
        operationId: 'listFormResponses',
        tags,
        summary: 'List a form’s responses',
        description: 'One per member who answered, newest first: answers by question key.',
        params,
        querystring: ResponseListQuery,
        response: responses({ 200: Page(FormResponse) }),
      },
    },
    async (req, reply) => sendPage(reply, await forms.listResponses(req.bot, Number(req.params.form_id), req.query)),
  );
}
