// HTTP mapping for projects; rules live in the service.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { botParams } from '../../http/bot-scope.js';
import { send, sendPage } from '../../http/envelope.js';
import { IdParam, Page, responses } from '../../schema/fields.js';
import type { ProjectService } from './service.js';
import { CreateProjectBody, Project, ProjectListQuery } from './schemas.js';

const tags = ['projects'];

export function projectRoutes(fastify: FastifyInstance, projects: ProjectService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/projects',
    {
      config: { power: 'projects.change' },
      schema: {
        operationId: 'createProject',
        tags,
        summary: 'Create a project',
        description: 'Bundles chats of this bot so that one plan can grant access to all of them.',
        params: botParams(),
        body: CreateProjectBody,
        response: responses({ 201: Project }),
      },
    },
    async (req, reply) => send(reply, 201, await projects.createProject(req.bot, req.body)),
  );

  app.get(
    '/projects',
    {
      config: { power: 'catalog.read' },
      schema: {
        operationId: 'listProjects',
        tags,
        summary: 'List projects',
        description: 'The bot’s projects, newest first, each with its chat_ids; paginated with next_cursor.',
        params: botParams(),
        querystring: ProjectListQuery,
        response: responses({ 200: Page(Project) }),
      },
    },
    async (req, reply) => sendPage(reply, await projects.listProjects(req.bot, req.query)),
  );

  app.get(
    '/projects/:project_id',
    {
      config: { power: 'catalog.read' },
      schema: {
        operationId: 'getProject',
        tags,
        summary: 'Get a project',
        description: 'One project of this bot with the chats it bundles.',
        params: botParams({ project_id: IdParam('The project id.') }),
        response: responses({ 200: Project }),
      },
    },
    async (req, reply) => send(reply, 200, await projects.getProject(req.bot, Number(req.params.project_id))),
  );
}
