// HTTP mapping for card checkouts (SPEC §13): owners who sell on their own web page.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { botParams } from '../../http/bot-scope.js';
import { send } from '../../http/envelope.js';
import { responses } from '../../schema/fields.js';
import { Checkout, CheckoutBody } from './schemas.js';
import type { PaymentService } from './service.js';

export function paymentRoutes(fastify: FastifyInstance, payments: Pick<PaymentService, 'checkout'>): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/checkout',
    {
      config: { power: 'checkout.create' },
      schema: {
        operationId: 'createCheckout',
        tags: ['payments'],
        summary: 'Create a card checkout',
        description:
          'A Stripe Checkout page for this member and plan (payment mode, or subscription mode for a recurring plan), after the plan’s options are checked ' +
          'as the bot checks them (409 with the reason when the member may not obtain it). An unknown or archived plan is a 422 on plan_id, as for ' +
          'POST /orders; Stars plans are paid in the bot (422); a bot without Stripe ' +
          'set up answers 409; Stripe refusing is a 502. The order is recorded when Stripe reports the payment.',
        params: botParams(),
        body: CheckoutBody,
        response: responses({ 201: Checkout }, [502]),
      },
    },
    async (req, reply) => send(reply, 201, await payments.checkout(req.bot, req.body)),
  );
}
