// Card payments end to end (SPEC §13): a real `tollgate serve`, the Bot API double and the Stripe
// double over real sockets. A member buys a card plan in the bot and is admitted; owners' own
// checkouts; renewals; redelivered and out-of-order events; forged signatures; refunds accepted
// and refused; cancellations; a bot without Stripe never offers card plans.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Tollgate } from '../../src/client/index.js';
import { startStripeDouble, type StripeDouble } from '../doubles/stripe.js';
import { type BotWorld, buttonsOf, createPlan, linksFor, menu, nextCall, sentMessage, startBotWorld, toUser } from '../support/bot-world.js';
import { eventually } from '../support/until.js';

interface CardWorld {
  world: BotWorld;
  stripe: StripeDouble;
  keys: { secretKey: string; webhookSecret: string };
}

async function withCards(run: (w: CardWorld) => Promise<void>, connect = true) {
  const stripe = await startStripeDouble();
  const world = await startBotWorld({ STRIPE_API_URL: stripe.url });
  try {
    const keys = stripe.addAccount();
    stripe.setWebhookUrl(keys.secretKey, `${world.server.url}/stripe/${world.botId}`);
    if (connect) {
      const res = await world.api('PATCH', '/settings', { stripe_secret_key: keys.secretKey, stripe_webhook_secret: keys.webhookSecret });
      assert.equal(res.status, 200);
    }
    await run({ world, stripe, keys });
  } finally {
    await world.stop();
    await stripe.close();
  }
}

const usdPlan = (world: BotWorld, body: Record<string, unknown> = {}) =>
  createPlan(world, { plan_name: 'Card month', plan_price: '5.00', plan_currency: 'USD', ...body });

const ordersOf = async (world: BotWorld) => (await world.api('GET', '/orders')).body.result as Record<string, unknown>[];

describe('card payments through Stripe Checkout', { concurrency: true }, () => {
  test('a bot without Stripe never offers card plans; POST /checkout says why', async () => {
    await withCards(async ({ world }) => {
      const stars = await createPlan(world, { plan_name: 'Stars' });
      const card = await usdPlan(world);
      const user = world.user(8001);
      assert.deepEqual(
        buttonsOf(await menu(world, user)).map((b) => b.callback_data),
        [`buy:${stars}`],
      );
      const refused = await world.api('POST', '/checkout', { member_id: String(user), plan_id: card });
      assert.equal(refused.status, 409);
      assert.equal(refused.body.description, 'Card payments are not set up for this bot: set stripe_secret_key and stripe_webhook_secret (PATCH /settings).');
      const stars422 = await world.api('POST', '/checkout', { member_id: String(user), plan_id: stars });
      assert.equal(stars422.status, 422);
      assert.deepEqual(stars422.body.error.fields, [{ field: 'plan_id', message: 'is priced in Telegram Stars, which members pay in the bot, not by card' }]);
    }, false);
  });

  test('a member buys a card plan in the bot, pays on the checkout page and is admitted', async () => {
    await withCards(async ({ world, stripe, keys }) => {
      const settings = (await world.api('GET', '/settings')).body.result;
      assert.deepEqual({ key: settings.stripe_secret_key_set, secret: settings.stripe_webhook_secret_set }, { key: true, secret: true });
      assert.equal(JSON.stringify(settings).includes(keys.secretKey), false);

      const planId = await usdPlan(world);
      const user = world.user(8002);
      const shown = await menu(world, user);
      assert.deepEqual(buttonsOf(shown), [{ text: 'Card month — 5.00 USD', callback_data: `buy:${planId}` }]);
      const payLink = nextCall(world.tg, 'sendMessage', (c) => toUser(user)(c) && buttonsOf(c).some((b) => b.url?.startsWith('https://checkout.stripe.com/')));
      world.tg.pressButton(world.botId, user, sentMessage(shown), `buy:${planId}`);
      await payLink;
      const created = stripe.requestsOf('POST', '/v1/checkout/sessions').at(-1)!;
      assert.equal((created.params as { mode: string }).mode, 'payment');
      assert.deepEqual((created.params as { metadata: unknown }).metadata, {
        tollgate_bot_id: String(world.botId),
        member_id: String(user),
        plan_id: String(planId),
      });
      const session = created.response as { id: string };

      const paid = await stripe.completeCheckout(session.id);
      await linksFor(world, user);
      const [order] = await ordersOf(world);
      assert.deepEqual(
        { amount: order!.amount, currency: order!.currency, member_id: order!.member_id, external_id: order!.external_id, status: order!.status },
        { amount: '5.00', currency: 'USD', member_id: String(user), external_id: paid.paymentIntentId, status: 'paid' },
      );
      assert.equal(
        world.server.logs.some((l) => l.includes(keys.secretKey) || l.includes(keys.webhookSecret)),
        false,
      );
    });
  });

  test('a checkout Stripe refuses: the member is told the payment could not be started, without Stripe’s words', async () => {
    await withCards(async ({ world, stripe }) => {
      const planId = await usdPlan(world);
      const user = world.user(8012);
      const shown = await menu(world, user);
      const refusal = 'Your account cannot currently make live charges (acct_1Secret).';
      stripe.failNext('POST', '/v1/checkout/sessions', { status: 400, code: 'account_invalid', message: refusal });
      const told = nextCall(world.tg, 'sendMessage', toUser(user));
      world.tg.pressButton(world.botId, user, sentMessage(shown), `buy:${planId}`);
      const message = await told;
      assert.equal(
        message.params.text,
        'Sorry, the payment could not be started (the card checkout could not be opened). Please try again later, or contact the owner.',
      );
      assert.deepEqual(buttonsOf(message), []);
      // The button's spinner is answered, with no alert over the message.
      const answered = await world.tg.waitForCall('answerCallbackQuery', (c) => c.response !== undefined);
      assert.equal(answered.params.text, undefined);
      // The next press opens a checkout.
      const payLink = nextCall(world.tg, 'sendMessage', (c) => toUser(user)(c) && buttonsOf(c).some((b) => b.url?.startsWith('https://checkout.stripe.com/')));
      world.tg.pressButton(world.botId, user, sentMessage(shown), `buy:${planId}`);
      await payLink;
    });
  });

  test('a recurring plan is a Stripe subscription: out-of-order and redelivered events count once; renewals extend; cancel stops it at Stripe', async () => {
    await withCards(async ({ world, stripe }) => {
      const planId = await usdPlan(world, { plan_name: 'Card monthly', options: { recurring: true } });
      // Through the typed client, as an owner's own web page would.
      const client = new Tollgate({ baseUrl: world.server.url, botId: world.botId, apiKey: world.apiKey });
      const checkout = { body: { result: await client.createCheckout({ member_id: '8003', plan_id: planId, success_url: 'https://example.com/thanks' }) } };
      assert.match(checkout.body.result.url, /^https:\/\/checkout\.stripe\.com\//);
      assert.equal(Date.parse(checkout.body.result.expires_at) > Date.now(), true);
      const price = stripe.requestsOf('POST', '/v1/prices');
      assert.equal(price.length, 1);
      // A second checkout reuses the plan's Stripe price.
      assert.equal((await world.api('POST', '/checkout', { member_id: '8004', plan_id: planId })).status, 201);
      assert.equal(stripe.requestsOf('POST', '/v1/prices').length, 1);

      const paid = await stripe.completeCheckout(checkout.body.result.checkout_id, { order: 'invoice-first' });
      for (const id of paid.eventIds) assert.equal(await stripe.redeliver(id), 200);
      const orders = await ordersOf(world);
      assert.equal(orders.length, 1);
      assert.equal(orders[0]!.external_id, paid.paymentIntentId);
      const sub = (await world.api('GET', '/members/8003')).body.result.subscriptions[0];
      assert.deepEqual({ state: sub.state, recurring: sub.recurring }, { state: 'active', recurring: true });

      const renewal = await stripe.renewSubscription(paid.subscriptionId!);
      assert.equal(renewal.canceled, false);
      assert.equal((await ordersOf(world)).length, 2);
      const renewed = (await world.api('GET', `/subscriptions/${sub.subscription_id}`)).body.result;
      assert.equal(Date.parse(renewed.expires_at) > Date.parse(sub.expires_at), true);

      const canceled = await world.api('POST', `/subscriptions/${sub.subscription_id}/cancel`);
      assert.equal(canceled.status, 200);
      assert.equal(canceled.body.result.state, 'canceled');
      const update = stripe.requestsOf('POST', `/v1/subscriptions/${paid.subscriptionId}`).at(-1)!;
      assert.equal((update.params as { cancel_at_period_end: string }).cancel_at_period_end, 'true');

      // A new price for the plan: the next checkout makes a new Stripe price and retires the old one.
      const oldPrice = (price[0]!.response as { id: string }).id;
      assert.equal((await world.api('PATCH', `/plans/${planId}`, { plan_price: '7.00' })).status, 200);
      assert.equal((await world.api('POST', '/checkout', { member_id: '8004', plan_id: planId })).status, 201);
      const prices = stripe.requestsOf('POST', '/v1/prices');
      assert.deepEqual(
        prices.map((r) => (r.params as { unit_amount?: string }).unit_amount ?? (r.params as { active?: string }).active),
        ['500', '700', 'false'],
      );
      assert.equal(prices[2]!.path, `/v1/prices/${oldPrice}`);
    });
  });

  test('a member who cancels in the Stripe portal keeps access until the end; the subscription ending there stops renewal too', async () => {
    await withCards(async ({ world, stripe }) => {
      const planId = await usdPlan(world, { options: { recurring: true } });
      const subscriptionOf = async (member: string) => {
        const checkout = await world.api('POST', '/checkout', { member_id: member, plan_id: planId });
        const paid = await stripe.completeCheckout(checkout.body.result.checkout_id);
        return { paid, ours: (await world.api('GET', `/members/${member}`)).body.result.subscriptions[0].subscription_id as number };
      };
      const portal = await subscriptionOf('8010');
      await stripe.cancelSubscriptionByCustomer(portal.paid.subscriptionId!);
      assert.equal((await world.api('GET', `/subscriptions/${portal.ours}`)).body.result.state, 'canceled');
      const ended = await subscriptionOf('8011');
      await stripe.cancelSubscriptionByCustomer(ended.paid.subscriptionId!, { atPeriodEnd: false });
      const after = (await world.api('GET', `/subscriptions/${ended.ours}`)).body.result;
      assert.deepEqual(
        { state: after.state, has_access: (await world.api('GET', '/members/8011')).body.result.has_access },
        { state: 'canceled', has_access: true },
      );
    });
  });

  test('a forged or stale signature is a 400 and records nothing', async () => {
    await withCards(async ({ world, stripe, keys }) => {
      const planId = await usdPlan(world);
      const object = {
        id: 'cs_test_forged',
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        payment_intent: 'pi_forged',
        amount_total: 500,
        currency: 'usd',
        metadata: { tollgate_bot_id: String(world.botId), member_id: '8005', plan_id: String(planId) },
      };
      assert.equal(await stripe.sendEvent('checkout.session.completed', object, { secretKey: keys.secretKey, signWith: 'whsec_notthesecret00000000' }), 400);
      assert.equal(
        await stripe.sendEvent('checkout.session.completed', object, { secretKey: keys.secretKey, timestamp: Math.floor(Date.now() / 1000) - 3600 }),
        400,
      );
      assert.equal(await stripe.sendEvent('checkout.session.completed', object, { secretKey: keys.secretKey, header: null }), 400);
      assert.deepEqual(await ordersOf(world), []);
      // Correctly signed, the same event is recorded.
      assert.equal(await stripe.sendEvent('checkout.session.completed', object, { secretKey: keys.secretKey }), 200);
      assert.equal((await ordersOf(world)).length, 1);
    });
  });

  test('a refund goes through Stripe first: accepted, access is revoked; refused, 502 and nothing changes', async () => {
    await withCards(async ({ world, stripe }) => {
      const planId = await usdPlan(world);
      const paidOnce = async (member: string) => {
        const checkout = await world.api('POST', '/checkout', { member_id: member, plan_id: planId });
        await stripe.completeCheckout(checkout.body.result.checkout_id);
        return (await ordersOf(world)).find((o) => o.member_id === member)!;
      };
      const first = await paidOnce('8006');
      stripe.failNext('POST', '/v1/refunds', { status: 400, code: 'charge_already_refunded', message: 'Charge ch_x has already been refunded.' });
      const refused = await world.api('POST', `/orders/${first.order_id}/refund`);
      assert.equal(refused.status, 502);
      assert.equal(refused.body.error.type, 'upstream_failed');
      assert.equal(refused.body.description, 'Stripe refused to refund the card payment: Charge ch_x has already been refunded.');
      assert.equal((await world.api('GET', `/orders/${first.order_id}`)).body.result.status, 'paid');

      const refunded = await world.api('POST', `/orders/${first.order_id}/refund`);
      assert.equal(refunded.status, 200);
      assert.equal((stripe.requestsOf('POST', '/v1/refunds').at(-1)!.params as { payment_intent: string }).payment_intent, first.external_id);
      await stripe.waitForDelivery('charge.refunded');
      const member = (await world.api('GET', '/members/8006')).body.result;
      assert.equal(member.subscriptions[0].state, 'revoked');

      // Refunded in Stripe's dashboard: the event records the refund.
      const second = await paidOnce('8007');
      const stripeKey = stripe.requestsOf('POST', '/v1/checkout/sessions')[0]!.secretKey!;
      const { default: Stripe } = await import('stripe');
      const client = new Stripe(stripeKey, { host: stripe.host, port: stripe.port, protocol: 'http' });
      await client.refunds.create({ payment_intent: String(second.external_id) });
      await eventually(async () => (await world.api('GET', `/orders/${second.order_id}`)).body.result.status === 'refunded', 'the refund from Stripe');
    });
  });
});
