// HTTP mapping for bot settings and api keys (bot-scoped), and operator bot creation.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AppError } from '../../errors.js';
import { botParams } from '../../http/bot-scope.js';
import { send, sendPage } from '../../http/envelope.js';
import { Page, responses } from '../../schema/fields.js';
import type { BotCreation } from './creation.js';
import type { KeyService } from './keys.js';
import type { SettingsService } from './settings.js';
import {
  CreateBotBody,
  CreatedBot,
  CreateKeyBody,
  KeyIdParam,
  KeyInfo,
  KeyListQuery,
  NewKey,
  RevokedKey,
  SessionInfo,
  Settings,
  UpdateSettingsBody,
} from './schemas.js';

export function settingsAndKeyRoutes(fastify: FastifyInstance, settings: SettingsService, keys: KeyService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const settingsTags = ['settings'];
  const keyTags = ['keys'];

  app.get(
    '/settings',
    {
      config: { power: 'catalog.read' },
      schema: {
        operationId: 'getSettings',
        tags: settingsTags,
        summary: 'Get bot settings',
        description: 'bot_name, owner, timezone, default_currency and whether a platform token is stored.',
        params: botParams(),
        response: responses({ 200: Settings }),
      },
    },
    async (req, reply) => send(reply, 200, await settings.getSettings(req.bot)),
  );

  app.patch(
    '/settings',
    {
      // Level 4 may pause or resume sales; the service refuses every other field below level 8.
      config: { power: 'sales.pause' },
      schema: {
        operationId: 'updateSettings',
        tags: settingsTags,
        summary: 'Update bot settings',
        description:
          'bot_name, timezone (IANA; changes how order counts are bucketed), default_currency, reminder_days, secrets, and sales_paused. Pausing or resuming sales needs admin level 4; every other field needs level 8 (403 forbidden, nothing changed).',
        params: botParams(),
        body: UpdateSettingsBody,
        response: responses({ 200: Settings }),
      },
    },
    async (req, reply) => send(reply, 200, await settings.updateSettings(req.bot, req.body)),
  );

  app.post(
    '/keys',
    {
      config: { power: 'keys.change', optionalBody: true },
      schema: {
        operationId: 'createKey',
        tags: keyTags,
        summary: 'Create an api key',
        description:
          'The new key is in the answer once; store it. Several keys may be active, for rotation. admin_level (default 8) limits what the key may do, as for an admin of that level (SPEC §14): a read-only key for a spreadsheet is level 3.',
        params: botParams(),
        body: CreateKeyBody,
        response: responses({ 201: NewKey }),
      },
    },
    async (req, reply) => send(reply, 201, await keys.issueKey(req.bot, req.body)),
  );

  app.get(
    '/keys',
    {
      config: { power: 'keys.read' },
      schema: {
        operationId: 'listKeys',
        tags: keyTags,
        summary: 'List active api keys',
        description: 'Keys and signed-in sessions: ids, levels, labels and times (last_used_at to the minute); never a secret.',
        params: botParams(),
        querystring: KeyListQuery,
        response: responses({ 200: Page(KeyInfo) }),
      },
    },
    async (req, reply) => sendPage(reply, await keys.listKeys(req.bot, req.query)),
  );

  app.delete(
    '/keys/:key_id',
    {
      config: { power: 'keys.change' },
      schema: {
        operationId: 'revokeKey',
        tags: keyTags,
        summary: 'Revoke an api key',
        description: 'Stops the key or session at once. Revoking the bot’s last level-8 key is a 409.',
        params: botParams({ key_id: KeyIdParam }),
        response: responses({ 200: RevokedKey }, [409]),
      },
    },
    async (req, reply) => send(reply, 200, await keys.revokeKey(req.bot, Number(req.params.key_id))),
  );

  app.get(
    '/session',
    {
      config: { power: 'session.end' },
      schema: {
        operationId: 'getSession',
        tags: keyTags,
        summary: 'The key used for this call',
        description:
          'Which key made this call and what it may do now: its id, kind (a key, or a session made by signing in through the bot), level (a session’s is its admin’s level at this request), admin, label and end. The dashboard reads it to show only what the level allows.',
        params: botParams(),
        response: responses({ 200: SessionInfo }),
      },
    },
    async (req, reply) => send(reply, 200, await keys.describeKey(req.bot)),
  );

  app.delete(
    '/session',
    {
      config: { power: 'session.end' },
      schema: {
        operationId: 'endSession',
        tags: keyTags,
        summary: 'Sign out',
        description:
          'Ends the key used for this call at once: a dashboard session signing out, or a key retiring itself (not the bot’s last level-8 key: 409).',
        params: botParams(),
        response: responses({ 200: RevokedKey }, [409]),
      },
    },
    async (req, reply) => send(reply, 200, await keys.endSession(req.bot)),
  );
}

/** POST /v1/bots, authorised by the operator token from configuration (absent: the route is not served). */
export function operatorRoutes(fastify: FastifyInstance, creation: BotCreation, operatorToken: string): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const expected = createHash('sha256').update(operatorToken).digest();
  const authorised = (header: string | undefined) =>
    header?.startsWith('Bearer ') === true && timingSafeEqual(createHash('sha256').update(header.slice(7)).digest(), expected);

  app.post(
    '/v1/bots',
    {
      onRequest: async (req) => {
        if (!authorised(req.headers.authorization)) throw new AppError('unauthorized', 'Send the operator token as Authorization: Bearer <token>.');
      },
      schema: {
        operationId: 'createBot',
        tags: ['operator'],
        summary: 'Create a bot (operator)',
        description: 'Creates a bot, its owner (admin level 8) and its first api key, shown once.',
        security: [{ operator: [] }],
        body: CreateBotBody,
        response: responses({ 201: CreatedBot }, [401, 409]),
      },
    },
    async (req, reply) => send(reply, 201, await creation.createBot(req.body)),
  );
}
