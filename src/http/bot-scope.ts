// Everything under /v1/bot{bot_id}/{api_key}: the bot segment is checked (404 if it is not
// bot<digits>), then the key (401, one body for every failure), then the caller's level against
// the route's power (403), before any body is parsed. The request then carries the bot's context,
// which every bot-scoped service takes.
import { Type, type TProperties } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { BotContext } from '../bot-context.js';
import { AppError, UnauthorizedError } from '../errors.js';
import { BOT_ID, POSITIVE_ID_PATTERN } from '../schema/ids.js';
import type { AuthThrottle } from './auth-throttle.js';
import { envelopePath } from './paths.js';
import { checkPower } from './powers.js';

export const BOT_PREFIX = '/v1/bot:bot_id/:api_key';

/** Resolves a bot id and a presented key to the bot's context, or throws UnauthorizedError. */
export type Authenticate = (botId: number, apiKey: string) => Promise<BotContext>;

/** The prefix's parameters, documented on every bot-scoped route. */
export const BotPathParams = {
  bot_id: Type.String({ pattern: POSITIVE_ID_PATTERN, description: 'The bot id (the path segment is `bot` followed by it).' }),
  api_key: Type.String({ description: 'An api key of the bot; a secret, never logged or echoed.' }),
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated bot (set by the bot scope before any handler runs). */
    bot: BotContext;
  }
}

export function authenticateBotRequests(app: FastifyInstance, authenticate: Authenticate, throttle: AuthThrottle): void {
  app.decorateRequest('bot', null as unknown as BotContext);
  app.addHook('onRequest', async (request) => {
    const { bot_id: botSegment, api_key: apiKey } = request.params as { bot_id: string; api_key: string };
    if (!BOT_ID.test(botSegment)) {
      throw new AppError('not_found', `There is no route ${request.method} ${envelopePath(request.url)}.`);
    }
    await throttle.check(request.ip);
    try {
      request.bot = await authenticate(Number(botSegment), apiKey);
    } catch (error) {
      if (error instanceof UnauthorizedError) await throttle.fail(request.ip);
      throw error;
    }
    checkPower(request);
  });
}

/** A bot-scoped route's params schema: the prefix's two plus the route's own. */
export function botParams<P extends TProperties>(own: P = {} as P) {
  return Type.Object({ ...BotPathParams, ...own });
}
