// POST /stripe/{bot_id}: Stripe's events for a bot. The raw body is verified with the
// Stripe-Signature header against the bot's webhook signing secret by the library (400 and
// nothing recorded when it fails or is older than the library's tolerance), then handled before
// the answer: a 5xx makes Stripe deliver it again later, so nothing is lost. Every answer is the
// envelope, like any other route's; none names a key or a secret.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { AppError, NotFoundError } from '../errors.js';
import { send } from '../http/envelope.js';
import { responses } from '../schema/fields.js';
import { BOT_ID } from '../schema/ids.js';
import type { Services } from '../services.js';

const NO_ENDPOINT = 'No bot here takes Stripe events at this address; check the endpoint URL in your Stripe dashboard.';
const BAD_SIGNATURE = 'The Stripe-Signature header does not verify against the bot’s stripe_webhook_secret (or is too old); nothing was recorded.';

// The body's schema accepts anything (Fastify checks the raw bytes, a Buffer, against it): it is
// there for the reference, so tools know the call takes a JSON body.
const schema = {
  operationId: 'receiveStripeEvent',
  tags: ['payments'],
  summary: 'Receive a Stripe event',
  description:
    'Stripe’s endpoint, set as the webhook URL in the Stripe dashboard; not called with an api key. The body is the event exactly as Stripe ' +
    'sends it, authenticated by the Stripe-Signature header against the bot’s stripe_webhook_secret: a signature that does not verify ' +
    '(or is too old) is a 400 and records nothing. A bot that does not exist or has no Stripe keys is a 404. A paid checkout or invoice ' +
    'records an order once, a subscription set to end stops renewal, a refund revokes access (SPEC §13).',
  params: Type.Object({ bot_id: Type.String({ description: 'The bot whose Stripe account sends the event.', examples: ['123456789'] }) }),
  body: Type.Unknown({
    title: 'StripeEventBody',
    description: 'A Stripe event object, exactly as Stripe sends it (https://docs.stripe.com/api/events/object).',
    examples: [
      { id: 'evt_1QxExample', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_a1Example', object: 'checkout.session' } } },
    ],
  }),
  headers: Type.Object({
    'stripe-signature': Type.Optional(Type.String({ description: 'Stripe’s signature of the body; without a valid one the answer is a 400.' })),
  }),
  response: responses({ 200: Type.Object({ received: Type.Literal(true) }, { title: 'StripeEventReceipt' }) }, [400, 404, 413, 415]),
};

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
    scope.post<{ Params: { bot_id: string } }>('/stripe/:bot_id', { schema }, async (req, reply) => {
      const botId = BOT_ID.test(req.params.bot_id) ? Number(req.params.bot_id) : null;
      const keys = botId === null ? null : await services.settings.stripeKeysOf(botId);
      if (botId === null || !keys?.secretKey || !keys.webhookSecret) throw new NotFoundError(NO_ENDPOINT);
      const stripe = await clientOf(botId);
      const signature = req.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(req.body as Buffer, typeof signature === 'string' ? signature : '', keys.webhookSecret);
      } catch {
        throw new AppError('bad_request', BAD_SIGNATURE);
      }
      await handle(botId, event);
      return send(reply, 200, { received: true });
    });
  });
}
