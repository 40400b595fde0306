// POST /telegram/{bot_id}: the platform's webhook deliveries (TELEGRAM_MODE=webhook). The secret
// token header is compared in constant time; the update is stored once (a redelivery is a no-op)
// and answered at once, in the envelope like every answer; the instance running the bot handles it.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { send } from '../http/envelope.js';
import type { BotRuntime, UpdateAnswer } from './runtime.js';

const REFUSALS: Record<Exclude<UpdateAnswer, 200>, ConstructorParameters<typeof AppError>> = {
  400: ['bad_request', 'The body is not a Telegram update (no integer update_id).'],
  401: ['unauthorized', 'The X-Telegram-Bot-Api-Secret-Token header is not this bot’s.'],
  404: ['not_found', 'No bot takes webhook updates at this address.'],
};

export function telegramUpdatesRoute(app: FastifyInstance, runtime: BotRuntime): void {
  app.post<{ Params: { bot_id: string } }>('/telegram/:bot_id', { schema: { hide: true } }, async (req, reply) => {
    const botId = /^[1-9]\d{0,14}$/.test(req.params.bot_id) ? Number(req.params.bot_id) : null;
    const header = req.headers['x-telegram-bot-api-secret-token'];
    const status = botId === null ? 404 : await runtime.receive(botId, typeof header === 'string' ? header : undefined, req.body);
    if (status !== 200) throw new AppError(...REFUSALS[status]);
    return send(reply, 200, { received: true });
  });
}
