// POST /stripe/{bot_id}: Stripe's events for a bot. The raw body is verified with the
// Stripe-Signature header against the bot's webhook signing secret by the library (400 and
// nothing recorded when it fails or is older than the library's tolerance), then handled before
// the answer: a 5xx makes Stripe deliver it again later, so nothing is lost.
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Services } from '../services.js';

export function stripeEventsRoute(
  app: FastifyInstance,
  services: Services,
  clientOf: (botId: number) => Promise<Stripe>,
  handle: (botId: number, event: Stripe.Event) => Promise<void>,
): void {
  void app.register(async (scope) => {
    // The signature covers the exact bytes Stripe sent: keep them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post<{ Params: { bot_id: string } }>('/stripe/:bot_id', { schema: { hide: true } }, async (req, reply) => {
      const botId = /^[1-9]\d{0,14}$/.test(req.params.bot_id) ? Number(req.params.bot_id) : null;
      const keys = botId === null ? null : await services.settings.stripeKeysOf(botId).catch(() => null);
      if (botId === null || !keys?.secretKey || !keys.webhookSecret) return reply.code(404).send({ received: false });
      const signature = req.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        const stripe = await clientOf(botId);
        event = stripe.webhooks.constructEvent(req.body as Buffer, typeof signature === 'string' ? signature : '', keys.webhookSecret);
      } catch {
        return reply.code(400).send({ received: false, error: 'The Stripe-Signature does not verify.' });
      }
      await handle(botId, event);
      return reply.code(200).send({ received: true });
    });
  });
}
