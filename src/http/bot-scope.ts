// Everything under /v1/bot{bot_id}/{api_key}: the bot segment is checked (404 if it is not
// bot<digits>), then the key (401, one body for every failure), before any body is parsed.
import { Type, type TProperties } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError, UnauthorizedError } from '../errors.js';
import type { AuthThrottle } from './auth-throttle.js';
import { BOT_ID_PATTERN, type BotService } from '../modules/bots/service.js';
import { envelopePath } from './paths.js';

export const BOT_PREFIX = '/v1/bot:bot_id/:api_key';

/** The prefix's parameters, documented on every bot-scoped route. */
export const BotPathParams = {
  bot_id: Type.String({ pattern: BOT_ID_PATTERN.source, description: 'The bot id (the path segment is `bot` followed by it).' }),
  api_key: Type.String({ description: 'An api key of the bot; a secret, never logged or echoed.' }),
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated bot (set by the bot scope before any handler runs). */
    botId: number;
    /** The key it authenticated with (the unit of the request budget). */
    apiKeyId: number;
  }
}

export function authenticateBotRequests(app: FastifyInstance, bots: BotService, throttle: AuthThrottle): void {
  app.decorateRequest('botId', 0);
  app.decorateRequest('apiKeyId', 0);
  app.addHook('onRequest', async (request) => {
    const { bot_id: botSegment, api_key: apiKey } = request.params as { bot_id: string; api_key: string };
    if (!BOT_ID_PATTERN.test(botSegment)) {
      throw new AppError('not_found', `There is no route ${request.method} ${envelopePath(request.url)}.`);
    }
    await throttle.check(request.ip);
    const botId = Number(botSegment);
    try {
      request.apiKeyId = (await bots.authenticate(botId, apiKey)).keyId;
    } catch (error) {
      if (error instanceof UnauthorizedError) await throttle.fail(request.ip);
      throw error;
    }
    request.botId = botId;
  });
}

/** A bot-scoped route's params schema: the prefix's two plus the route's own. */
export function botParams<P extends TProperties>(own: P = {} as P) {
  return Type.Object({ ...BotPathParams, ...own });
}
