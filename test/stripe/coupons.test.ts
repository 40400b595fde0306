// Coupons paid by card (SPEC §15, §13): a real `tollgate serve`, the Bot API double and the Stripe
// double. The bot's checkout carries a Stripe coupon made through the library (once per Stripe
// account and duration) as the session's discount; the double charges the discounted amount, and
// the order records it with coupon_code. A "once" coupon on a Stripe subscription discounts the
// first invoice only; POST /checkout takes coupon_code and refuses ones that cannot apply.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { startStripeDouble, type StripeDouble } from '../doubles/stripe.js';
import { type BotWorld, buttonsOf, createPlan, linksFor, menu, nextCall, sentMessage, startBotWorld, toUser } from '../support/bot-world.js';

async function withCards(run: (w: { world: BotWorld; stripe: StripeDouble }) => Promise<void>) {
  const stripe = await startStripeDouble();
  const world = await startBotWorld({ STRIPE_API_URL: stripe.url });
  try {
    const keys = stripe.addAccount();
    stripe.setWebhookUrl(keys.secretKey, `${world.server.url}/stripe/${world.botId}`);
    const res = await world.api('PATCH', '/settings', { stripe_secret_key: keys.secretKey, stripe_webhook_secret: keys.webhookSecret });
    assert.equal(res.status, 200);
    await run({ world, stripe });
  } finally {
    await world.stop();
    await stripe.close();
  }
}

const usdPlan = (world: BotWorld, body: Record<string, unknown> = {}) =>
  createPlan(world, { plan_name: 'Card month', plan_price: '5.00', plan_currency: 'USD', ...body });

const ordersOf = async (world: BotWorld) => (await world.api('GET', '/orders')).body.result as Record<string, unknown>[];

describe('coupons paid by card', { concurrency: true }, () => {
  test('in the bot: the discounted price, a Stripe coupon as the session’s discount, the order for the amount paid', async () => {
    await withCards(async ({ world, stripe }) => {
      const planId = await usdPlan(world);
      assert.equal((await world.api('POST', '/coupons', { code: 'CARD20', percent_off: 20 })).status, 201);
      const user = world.user(8101);
      const shown = await menu(world, user, '/start c-card20');
      assert.deepEqual(buttonsOf(shown), [{ text: 'Card month — 4.00 USD (was 5.00 USD)', callback_data: `buy:${planId}:CARD20` }]);
      const payLink = nextCall(world.tg, 'sendMessage', (c) => toUser(user)(c) && buttonsOf(c).some((b) => b.url?.startsWith('https://checkout.stripe.com/')));
      world.tg.pressButton(world.botId, user, sentMessage(shown), `buy:${planId}:CARD20`);
      await payLink;

      const [made] = stripe.requestsOf('POST', '/v1/coupons');
      assert.deepEqual(made!.params, {
        percent_off: '20',
        duration: 'once',
        name: 'CARD20',
        metadata: { tollgate_bot_id: String(world.botId), coupon_code: 'CARD20' },
      });
      const stripeCoupon = (made!.response as { id: string }).id;
      const created = stripe.requestsOf('POST', '/v1/checkout/sessions').at(-1)!;
      const params = created.params as { discounts: unknown; metadata: unknown };
      assert.deepEqual(params.discounts, [{ coupon: stripeCoupon }]);
      assert.deepEqual(params.metadata, {
        tollgate_bot_id: String(world.botId),
        member_id: String(user),
        plan_id: String(planId),
        coupon_code: 'CARD20',
        coupon_once: '1',
      });
      const session = created.response as { id: string; amount_subtotal: number; amount_total: number; total_details: { amount_discount: number } };
      assert.deepEqual([session.amount_subtotal, session.amount_total, session.total_details.amount_discount], [500, 400, 100]);

      const paid = await stripe.completeCheckout(session.id);
      await linksFor(world, user);
      const [order] = await ordersOf(world);
      assert.deepEqual(
        { amount: order!.amount, currency: order!.currency, coupon_code: order!.coupon_code, external_id: order!.external_id },
        { amount: '4.00', currency: 'USD', coupon_code: 'CARD20', external_id: paid.paymentIntentId },
      );
      const coupon = (await world.api('GET', '/coupons/CARD20')).body.result;
      assert.deepEqual([coupon.redeemed, coupon.revenue], [1, [{ currency: 'USD', amount: '4.00' }]]);

      // Another member's checkout with it reuses the Stripe coupon.
      assert.equal((await world.api('POST', '/checkout', { member_id: '8102', plan_id: planId, coupon_code: 'card20' })).status, 201);
      assert.equal(stripe.requestsOf('POST', '/v1/coupons').length, 1);
      // The member who used it is refused a second time.
      const again = await world.api('POST', '/checkout', { member_id: String(user), plan_id: planId, coupon_code: 'CARD20' });
      assert.deepEqual([again.status, again.body.description], [409, 'You have already used coupon CARD20.']);
    });
  });

  test('a Stripe subscription with a "once" coupon: the first invoice is discounted, the renewal is not and records no coupon', async () => {
    await withCards(async ({ world, stripe }) => {
      const planId = await usdPlan(world, { plan_name: 'Card monthly', options: { recurring: true } });
      assert.equal((await world.api('POST', '/coupons', { code: 'DOLLAR', amount_off: '1.00', currency: 'USD' })).status, 201);
      const checkout = await world.api('POST', '/checkout', { member_id: '8201', plan_id: planId, coupon_code: 'DOLLAR' });
      assert.equal(checkout.status, 201);
      const [made] = stripe.requestsOf('POST', '/v1/coupons');
      assert.deepEqual([(made!.params as { amount_off: string }).amount_off, (made!.params as { currency: string }).currency], ['100', 'usd']);
      assert.equal((made!.params as { duration: string }).duration, 'once');
      const paid = await stripe.completeCheckout(checkout.body.result.checkout_id);
      await stripe.renewSubscription(paid.subscriptionId!);
      const orders = await ordersOf(world);
      assert.deepEqual(
        orders.map((o) => [o.amount, o.coupon_code]),
        [
          ['5.00', null],
          ['4.00', 'DOLLAR'],
        ],
      );
      // A "forever" coupon is a second Stripe coupon: every renewal discounted, and recorded so.
      assert.equal((await world.api('POST', '/coupons', { code: 'ALWAYS', percent_off: 10, duration: 'forever' })).status, 201);
      const forever = await world.api('POST', '/checkout', { member_id: '8202', plan_id: planId, coupon_code: 'ALWAYS' });
      assert.equal((stripe.requestsOf('POST', '/v1/coupons').at(-1)!.params as { duration: string }).duration, 'forever');
      const second = await stripe.completeCheckout(forever.body.result.checkout_id);
      await stripe.renewSubscription(second.subscriptionId!);
      const theirs = (await ordersOf(world)).filter((o) => o.member_id === '8202');
      assert.deepEqual(
        theirs.map((o) => [o.amount, o.coupon_code]),
        [
          ['4.50', 'ALWAYS'],
          ['4.50', 'ALWAYS'],
        ],
      );
    });
  });

  test('POST /checkout refuses a coupon it cannot apply, and makes no session', async () => {
    await withCards(async ({ world, stripe }) => {
      const planId = await usdPlan(world);
      assert.equal((await world.api('POST', '/coupons', { code: 'EUROS', amount_off: '1.00', currency: 'EUR' })).status, 201);
      const unknown = await world.api('POST', '/checkout', { member_id: '8301', plan_id: planId, coupon_code: 'NOPE' });
      assert.equal(unknown.status, 422);
      assert.deepEqual(unknown.body.error.fields, [{ field: 'coupon_code', message: 'must be a coupon of this bot; "NOPE" is not' }]);
      const foreign = await world.api('POST', '/checkout', { member_id: '8301', plan_id: planId, coupon_code: 'EUROS' });
      assert.deepEqual([foreign.status, foreign.body.description], [409, 'Coupon EUROS does not apply to this plan.']);
      assert.equal(stripe.requestsOf('POST', '/v1/checkout/sessions').length, 0);
    });
  });
});
