// POST /telegram/{bot_id}: the platform's webhook deliveries (TELEGRAM_MODE=webhook). The secret
// token header is compared in constant time; the update is stored once (a redelivery is a no-op)
// and answered at once; the instance running the bot handles it.
import type { FastifyInstance } from 'fastify';
import type { BotRuntime } from './runtime.js';

export function telegramUpdatesRoute(app: FastifyInstance, runtime: BotRuntime): void {
  app.post<{ Params: { bot_id: string } }>('/telegram/:bot_id', { schema: { hide: true } }, async (req, reply) => {
    const botId = /^[1-9]\d{0,14}$/.test(req.params.bot_id) ? Number(req.params.bot_id) : null;
    const header = req.headers['x-telegram-bot-api-secret-token'];
    const status = botId === null ? 404 : await runtime.receive(botId, typeof header === 'string' ? header : undefined, req.body);
    return reply.code(status).send({ ok: status === 200 });
  });
}
