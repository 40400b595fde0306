// HTTP mapping for chats; rules live in the service.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { invalid } from '../../errors.js';
import { botParams } from '../../http/bot-scope.js';
import { send, sendPage } from '../../http/envelope.js';
import { Page, responses } from '../../schema/fields.js';
import type { ChatService } from './service.js';
import { Chat, ChatIdParam, ChatListQuery, CreateChatBody, UpdateChatBody } from './schemas.js';

const tags = ['chats'];
const params = botParams({ chat_id: ChatIdParam });

/** The path's chat_id as a number; the pattern allows 16 digits, so an unsafe value is refused here (not rounded). */
function chatIdOf(raw: string): number {
  const chatId = Number(raw);
  if (!Number.isSafeInteger(chatId)) throw invalid('chat_id', `must be a non-zero integer; got ${JSON.stringify(raw)}`);
  return chatId;
}

export function chatRoutes(fastify: FastifyInstance, chats: ChatService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/chats',
    {
      config: { power: 'chats.change' },
      schema: {
        operationId: 'addChat',
        tags,
        summary: 'Add a chat',
        description: 'Registers a group, supergroup or channel whose access the bot sells. A private chat is rejected; a chat the bot already has is a 409.',
        params: botParams(),
        body: CreateChatBody,
        response: responses({ 201: Chat }, [409]),
      },
    },
    async (req, reply) => send(reply, 201, await chats.addChat(req.bot, req.body)),
  );

  app.get(
    '/chats',
    {
      config: { power: 'catalog.read' },
      schema: {
        operationId: 'listChats',
        tags,
        summary: 'List chats',
        description: 'The bot’s chats, newest first, paginated with next_cursor.',
        params: botParams(),
        querystring: ChatListQuery,
        response: responses({ 200: Page(Chat) }),
      },
    },
    async (req, reply) => sendPage(reply, await chats.listChats(req.bot, req.query)),
  );

  app.get(
    '/chats/:chat_id',
    {
      config: { power: 'catalog.read' },
      schema: {
        operationId: 'getChat',
        tags,
        summary: 'Get a chat',
        description: 'One chat of this bot; 404 when the bot has no chat with that id.',
        params,
        response: responses({ 200: Chat }),
      },
    },
    async (req, reply) => send(reply, 200, await chats.getChat(req.bot, chatIdOf(req.params.chat_id))),
  );

  app.patch(
    '/chats/:chat_id',
    {
      config: { power: 'chats.change' },
      schema: {
        operationId: 'renameChat',
        tags,
        summary: 'Rename a chat',
        description: 'Changes chat_name (1 to 255 characters); the id and type never change.',
        params,
        body: UpdateChatBody,
        response: responses({ 200: Chat }),
      },
    },
    async (req, reply) => send(reply, 200, await chats.renameChat(req.bot, chatIdOf(req.params.chat_id), req.body.chat_name)),
  );

  app.delete(
    '/chats/:chat_id',
    {
      config: { power: 'chats.change' },
      schema: {
        operationId: 'removeChat',
        tags,
        summary: 'Remove a chat',
        description: 'Removes the chat from the bot and from every project that bundled it.',
        params,
        response: responses({ 200: Chat }),
      },
    },
    async (req, reply) => send(reply, 200, await chats.removeChat(req.bot, chatIdOf(req.params.chat_id))),
  );
}
