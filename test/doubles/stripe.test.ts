// The Stripe double, driven by the real stripe-node client: what the library sends is understood, what
// the double answers has Stripe's shapes, its refusals arrive as the library's own error classes, and
// the webhook events it posts pass (or, forged or stale, fail) stripe.webhooks.constructEvent.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startStripeDouble, type StripeDouble, type StripeEvent } from './stripe.js';
import { parseForm } from './stripe-wire.js';

interface Received {
  path: string;
  raw: string;
  header: string;
}

let double: StripeDouble;
let receiver: Server;
let receiverUrl = '';
const received: Received[] = [];
/** Status the receiver answers per path (default 200); a function may vary it per call. */
const answers = new Map<string, () => number>();
let nextHook = 1;

/** A fresh account whose events go to its own receiver path, and a stripe-node client for it. */
function newAccount(options: { legacyFields?: boolean } = {}) {
  const { secretKey, webhookSecret } = double.addAccount(options);
  const path = `/hook/${nextHook++}`;
  double.setWebhookUrl(secretKey, `${receiverUrl}${path}`);
  const stripe = new Stripe(secretKey, { host: '127.0.0.1', port: double.port, protocol: 'http', maxNetworkRetries: 0 });
  /** The events this account's endpoint received, each checked with the library's constructEvent. */
  const events = () => received.filter((item) => item.path === path).map((item) => stripe.webhooks.constructEvent(item.raw, item.header, webhookSecret));
  return { secretKey, webhookSecret, path, stripe, events };
}

async function rejection<T extends Error>(promise: Promise<unknown>, type: abstract new (...args: never[]) => T): Promise<T> {
  const error = await promise.then(
    () => assert.fail(`expected a ${type.name}`),
    (e: unknown) => e,
  );
  assert.ok(error instanceof type, `expected a ${type.name}, got ${String(error)}`);
  return error;
}

const now = () => Math.floor(Date.now() / 1000);

/** Stripe's common fields (a refund has no livemode). */
function assertStripeObject(object: { id: string; object: string; livemode?: boolean; created?: number }, kind: string, prefix: string): void {
  assert.equal(object.object, kind);
  assert.match(object.id, new RegExp(`^${prefix}_[A-Za-z0-9]+$`));
  assert.equal(object.livemode, kind === 'refund' ? undefined : false);
  assert.ok(object.created !== undefined && Math.abs(object.created - now()) <= 2, `created ${object.created} is not now`);
}

async function recurringPrice(stripe: Stripe, amount = 900) {
  const product = await stripe.products.create({ name: 'Club membership', metadata: { plan: 'monthly' } });
  return stripe.prices.create({ currency: 'usd', unit_amount: amount, product: product.id, recurring: { interval: 'month' } });
}

async function subscriptionSession(stripe: Stripe, metadata: Record<string, string> = { order: 'o-1' }) {
  const price = await recurringPrice(stripe);
  return stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: 'https://example.com/ok',
    client_reference_id: 'chat-42',
    subscription_data: { metadata },
  });
}

before(async () => {
  double = await startStripeDouble({ webhookRetryDelaysMs: [20, 40] });
  receiver = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, raw, header: String(req.headers['stripe-signature'] ?? '') });
      res.writeHead(answers.get(path)?.() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

after(async () => {
  await double.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('the form wire', () => {
  test('bracket notation becomes nested objects and arrays; metadata keys stay keys', () => {
    const text =
      'mode=payment&line_items[0][price_data][currency]=usd&line_items[0][quantity]=2&line_items[1][price]=price_1&metadata[0]=zero&metadata[order]=7&expand[0]=a&expand[1]=b&ids[]=x&ids[]=y';
    assert.deepEqual(parseForm(text), {
      mode: 'payment',
      line_items: [{ price_data: { currency: 'usd' }, quantity: '2' }, { price: 'price_1' }],
      metadata: { 0: 'zero', order: '7' },
      expand: ['a', 'b'],
      ids: ['x', 'y'],
    });
  });
});

describe('the API surface', () => {
  test('products and prices have Stripe’s shapes and can be read back and updated', async () => {
    const { stripe } = newAccount();
    const product = await stripe.products.create({ name: 'Club membership', metadata: { plan: 'monthly' } });
    assertStripeObject(product, 'product', 'prod');
    assert.deepEqual([product.name, product.active, product.metadata], ['Club membership', true, { plan: 'monthly' }]);
    const price = await stripe.prices.create({ currency: 'USD', unit_amount: 1500, product: product.id, recurring: { interval: 'month', interval_count: 3 } });
    assertStripeObject(price, 'price', 'price');
    assert.equal(price.currency, 'usd');
    assert.equal(price.type, 'recurring');
    assert.deepEqual([price.recurring?.interval, price.recurring?.interval_count], ['month', 3]);
    assert.deepEqual(await stripe.prices.retrieve(price.id), price);
    const updated = await stripe.prices.update(price.id, { active: false, metadata: { legacy: 'yes' } });
    assert.deepEqual([updated.active, updated.metadata], [false, { legacy: 'yes' }]);
    assert.equal((await stripe.products.retrieve(product.id)).id, product.id);
    const missing = await rejection(stripe.prices.retrieve('price_nope'), Stripe.errors.StripeInvalidRequestError);
    assert.deepEqual([missing.statusCode, missing.code, missing.message, missing.param], [404, 'resource_missing', "No such price: 'price_nope'", 'id']);
  });

  test('a checkout session validates like Stripe', async () => {
    const { stripe } = newAccount();
    const oneTime = await stripe.prices.create({ currency: 'usd', unit_amount: 500, product_data: { name: 'Day pass' } });
    const noSuccess = await rejection(
      stripe.checkout.sessions.create({ mode: 'payment', line_items: [{ price: oneTime.id, quantity: 1 }] }),
      Stripe.errors.StripeInvalidRequestError,
    );
    assert.deepEqual(
      [noSuccess.statusCode, noSuccess.message, noSuccess.param, noSuccess.code],
      [400, 'Missing required param: success_url.', 'success_url', 'parameter_missing'],
    );
    const notRecurring = await rejection(
      stripe.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: oneTime.id, quantity: 1 }], success_url: 'https://example.com/ok' }),
      Stripe.errors.StripeInvalidRequestError,
    );
    assert.match(notRecurring.message, /at least one recurring price in `subscription` mode/);
    const unknownPrice = await rejection(
      stripe.checkout.sessions.create({ mode: 'payment', line_items: [{ price: 'price_missing', quantity: 1 }], success_url: 'https://example.com/ok' }),
      Stripe.errors.StripeInvalidRequestError,
    );
    assert.deepEqual([unknownPrice.statusCode, unknownPrice.code, unknownPrice.param], [400, 'resource_missing', 'line_items[0][price]']);
    const unknownParam = await rejection(
      stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price: oneTime.id, quantity: 1 }],
        success_url: 'https://example.com/ok',
        colour: 'red',
      } as never),
      Stripe.errors.StripeInvalidRequestError,
    );
    assert.deepEqual([unknownParam.message, unknownParam.code], ['Received unknown parameter: colour', 'parameter_unknown']);
  });

  test('a wrong API key is a StripeAuthenticationError that does not repeat the key', async () => {
    const key = 'sk_test_thisKeyWasNeverRegistered1234';
    const stripe = new Stripe(key, { host: '127.0.0.1', port: double.port, protocol: 'http', maxNetworkRetries: 0 });
    const error = await rejection(stripe.products.retrieve('prod_x'), Stripe.errors.StripeAuthenticationError);
    assert.equal(error.statusCode, 401);
    assert.match(error.message, /^Invalid API Key provided: sk_test_\*+1234$/);
    assert.ok(!error.message.includes(key));
  });

  test('an unknown URL is answered as Stripe answers it', async () => {
    const { secretKey } = newAccount();
    const response = await fetch(`${double.url}/v1/frobnicators`, { method: 'POST', headers: { authorization: `Bearer ${secretKey}` } });
    assert.equal(response.status, 404);
    const body = (await response.json()) as { error: { type: string; message: string } };
    assert.equal(body.error.type, 'invalid_request_error');
    assert.match(body.error.message, /^Unrecognized request URL \(POST: \/v1\/frobnicators\)\./);
  });

  test('the same Idempotency-Key replays the answer; with other parameters it is refused', async () => {
    const { stripe } = newAccount();
    const first = await stripe.products.create({ name: 'Once' }, { idempotencyKey: 'key-1' });
    const again = await stripe.products.create({ name: 'Once' }, { idempotencyKey: 'key-1' });
    assert.equal(again.id, first.id);
    assert.equal(double.requestsOf('POST', '/v1/products').filter((r) => r.idempotencyKey === 'key-1' && r.replayed).length, 1);
    const error = await rejection(stripe.products.create({ name: 'Other' }, { idempotencyKey: 'key-1' }), Stripe.errors.StripeIdempotencyError);
    assert.match(error.message, /^Keys for idempotent requests can only be used with the same parameters/);
  });
});

describe('checkout and webhooks', () => {
  test('a paid payment-mode session sends a signed checkout.session.completed', async () => {
    const { stripe, events } = newAccount();
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'eur', unit_amount: 1250, product_data: { name: 'Day pass' } }, quantity: 2 }],
      success_url: 'https://example.com/ok?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://example.com/cancel',
      client_reference_id: 'order-17',
      metadata: { order: '17' },
      payment_intent_data: { metadata: { order: '17' } },
    });
    assertStripeObject(session, 'checkout.session', 'cs_test');
    assert.ok(session.url?.startsWith(`https://checkout.stripe.com/c/pay/${session.id}`));
    assert.deepEqual(
      [
        session.status,
        session.payment_status,
        session.mode,
        session.amount_total,
        session.currency,
        session.client_reference_id,
        session.payment_intent,
        session.customer,
      ],
      ['open', 'unpaid', 'payment', 2500, 'eur', 'order-17', null, null],
    );
    assert.ok(Math.abs(session.expires_at - (now() + 24 * 3600)) <= 2);

    const paid = await double.completeCheckout(session.id);
    const [event, ...rest] = events();
    assert.equal(rest.length, 0);
    assert.ok(event);
    assertStripeObject(event, 'event', 'evt');
    assert.equal(event.type, 'checkout.session.completed');
    assert.equal(event.api_version, Stripe.API_VERSION);
    assert.deepEqual(event.request, { id: null, idempotency_key: null });
    const completed = event.data.object as Stripe.Checkout.Session;
    assert.deepEqual(
      [completed.id, completed.status, completed.payment_status, completed.payment_intent],
      [session.id, 'complete', 'paid', paid.paymentIntentId],
    );
    assert.deepEqual(completed.metadata, { order: '17' });

    const intent = await stripe.paymentIntents.retrieve(paid.paymentIntentId);
    assert.deepEqual(
      [intent.status, intent.amount, intent.currency, intent.latest_charge, intent.metadata],
      ['succeeded', 2500, 'eur', paid.chargeId, { order: '17' }],
    );
    const charge = await stripe.charges.retrieve(paid.chargeId);
    assert.deepEqual([charge.paid, charge.payment_intent, charge.amount, charge.refunded], [true, intent.id, 2500, false]);
    const expanded = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent', 'line_items'] });
    assert.equal((expanded.payment_intent as Stripe.PaymentIntent).id, intent.id);
    assert.equal(expanded.line_items?.data[0]?.quantity, 2);
  });

  test('a subscription checkout sends checkout.session.completed then invoice.paid; a renewal sends invoice.paid', async () => {
    const { stripe, events } = newAccount();
    const session = await subscriptionSession(stripe);
    const paid = await double.completeCheckout(session.id);
    assert.deepEqual(
      events().map((event) => event.type),
      ['checkout.session.completed', 'invoice.paid'],
    );
    const [completed, invoicePaid] = events() as [Stripe.Event, Stripe.Event];
    const done = completed.data.object as Stripe.Checkout.Session;
    assert.deepEqual(
      [done.subscription, done.invoice, done.customer, done.client_reference_id],
      [paid.subscriptionId, paid.invoiceId, paid.customerId, 'chat-42'],
    );

    const invoice = invoicePaid.data.object as Stripe.Invoice & { subscription?: string; payment_intent?: string };
    assert.deepEqual(
      [invoice.id, invoice.status, invoice.billing_reason, invoice.amount_paid, invoice.currency],
      [paid.invoiceId, 'paid', 'subscription_create', 900, 'usd'],
    );
    assert.equal(invoice.parent?.subscription_details?.subscription, paid.subscriptionId);
    assert.deepEqual(invoice.parent?.subscription_details?.metadata, { order: 'o-1' });
    assert.deepEqual(invoice.payments?.data[0]?.payment, { payment_intent: paid.paymentIntentId, type: 'payment_intent' });
    assert.deepEqual([invoice.subscription, invoice.payment_intent], [paid.subscriptionId, paid.paymentIntentId]);
    assert.equal(invoice.lines.data[0]?.pricing?.price_details?.price, (await stripe.subscriptions.retrieve(paid.subscriptionId!)).items.data[0]?.price.id);

    const sub = (await stripe.subscriptions.retrieve(paid.subscriptionId!)) as unknown as Stripe.Subscription & { current_period_end: number };
    const item = sub.items.data[0]!;
    assert.deepEqual([sub.status, sub.cancel_at_period_end, sub.metadata, sub.latest_invoice], ['active', false, { order: 'o-1' }, paid.invoiceId]);
    assert.equal(sub.current_period_end, item.current_period_end);
    assert.ok(item.current_period_end - item.current_period_start >= 28 * 86_400);
    const charge = (await stripe.charges.retrieve(paid.chargeId)) as Stripe.Charge & { invoice?: string };
    assert.equal(charge.invoice, paid.invoiceId);

    const renewal = await double.renewSubscription(sub.id);
    const last = events().at(-1)!;
    assert.equal(last.type, 'invoice.paid');
    const next = last.data.object as Stripe.Invoice;
    assert.deepEqual([next.id, next.billing_reason, next.status], [renewal.invoiceId, 'subscription_cycle', 'paid']);
    const renewed = await stripe.subscriptions.retrieve(sub.id);
    assert.equal(renewed.items.data[0]?.current_period_start, item.current_period_end);
    assert.equal(renewed.latest_invoice, renewal.invoiceId);
  });

  test('invoice.paid can come before checkout.session.completed', async () => {
    const { stripe, events } = newAccount();
    const session = await subscriptionSession(stripe);
    await double.completeCheckout(session.id, { order: 'invoice-first' });
    assert.deepEqual(
      events().map((event) => event.type),
      ['invoice.paid', 'checkout.session.completed'],
    );
  });

  test('the newest API shape alone, for an account without legacy fields', async () => {
    const { stripe } = newAccount({ legacyFields: false });
    const paid = await double.completeCheckout((await subscriptionSession(stripe)).id);
    const invoice = (await stripe.invoices.retrieve(paid.invoiceId!)) as unknown as Record<string, unknown>;
    assert.equal('subscription' in invoice || 'payment_intent' in invoice, false);
    const sub = (await stripe.subscriptions.retrieve(paid.subscriptionId!)) as unknown as Record<string, unknown>;
    assert.equal('current_period_end' in sub, false);
  });

  test('a forged signature and an old timestamp fail constructEvent', async () => {
    const { stripe, path, webhookSecret, secretKey } = newAccount();
    const object = { id: 'cs_test_forged', object: 'checkout.session', status: 'complete' };
    assert.equal(await double.sendEvent('checkout.session.completed', object, { secretKey, signWith: 'whsec_not_the_secret' }), 200);
    const forged = received.filter((item) => item.path === path).at(-1)!;
    assert.throws(() => stripe.webhooks.constructEvent(forged.raw, forged.header, webhookSecret), Stripe.errors.StripeSignatureVerificationError);

    await double.sendEvent('checkout.session.completed', object, { secretKey, timestamp: now() - 3600 });
    const stale = received.filter((item) => item.path === path).at(-1)!;
    assert.throws(() => stripe.webhooks.constructEvent(stale.raw, stale.header, webhookSecret), /Timestamp outside the tolerance zone/);
    assert.equal((stripe.webhooks.constructEvent(stale.raw, stale.header, webhookSecret, 7200) as StripeEvent | Stripe.Event).id.startsWith('evt_'), true);
  });

  test('a failed delivery is retried and recorded; redeliver posts it again', async () => {
    const { stripe, path } = newAccount();
    let calls = 0;
    answers.set(path, () => (++calls === 1 ? 500 : 200));
    const session = await subscriptionSession(stripe);
    const paid = await double.completeCheckout(session.id);
    const ok = await double.waitForDelivery(
      'checkout.session.completed',
      (d) => d.status === 200 && (d.event.data.object as { id: string }).id === session.id,
      1000,
    );
    const attempts = double.deliveries.filter((d) => d.eventId === ok.eventId).map((d) => [d.attempt, d.status]);
    assert.deepEqual(attempts, [
      [1, 500],
      [2, 200],
    ]);
    const invoiceEvent = double.events.find((e) => e.type === 'invoice.paid' && (e.data.object as { id: string }).id === paid.invoiceId)!;
    assert.equal(await double.redeliver(invoiceEvent.id), 200);
    assert.equal(double.deliveries.filter((d) => d.eventId === invoiceEvent.id).length, 2);
  });
});

describe('refunds, subscription changes and faults', () => {
  test('a refund succeeds once (charge.refunded); a second is charge_already_refunded', async () => {
    const { stripe, events } = newAccount();
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'usd', unit_amount: 700, product_data: { name: 'Pass' } }, quantity: 1 }],
      success_url: 'https://example.com/ok',
    });
    const paid = await double.completeCheckout(session.id);
    const refund = await stripe.refunds.create({ payment_intent: paid.paymentIntentId, metadata: { why: 'test' } });
    assertStripeObject(refund, 'refund', 're');
    assert.deepEqual(
      [refund.status, refund.amount, refund.charge, refund.payment_intent, refund.currency],
      ['succeeded', 700, paid.chargeId, paid.paymentIntentId, 'usd'],
    );
    await double.waitForDelivery('charge.refunded', (d) => (d.event.data.object as { id: string }).id === paid.chargeId, 1000);
    const refunded = events().at(-1)!;
    assert.equal(refunded.type, 'charge.refunded');
    assert.equal(refunded.request?.id?.startsWith('req_'), true);
    const charge = refunded.data.object as Stripe.Charge;
    assert.deepEqual([charge.refunded, charge.amount_refunded, charge.refunds?.data[0]?.id], [true, 700, refund.id]);

    const again = await rejection(stripe.refunds.create({ payment_intent: paid.paymentIntentId }), Stripe.errors.StripeInvalidRequestError);
    assert.deepEqual([again.statusCode, again.code, again.message], [400, 'charge_already_refunded', `Charge ${paid.chargeId} has already been refunded.`]);
    const unknown = await rejection(stripe.refunds.create({ payment_intent: 'pi_unknown' }), Stripe.errors.StripeInvalidRequestError);
    assert.deepEqual([unknown.statusCode, unknown.code], [404, 'resource_missing']);
  });

  test('failNext refuses the next refund as asked, then the double answers normally', async () => {
    const { stripe } = newAccount();
    double.failNext('POST', '/v1/refunds', { status: 400, code: 'charge_already_refunded', message: 'Charge ch_x has already been refunded.' });
    const error = await rejection(stripe.refunds.create({ payment_intent: 'pi_whatever' }), Stripe.errors.StripeInvalidRequestError);
    assert.deepEqual(
      [error.code, error.rawType, error.message],
      ['charge_already_refunded', 'invalid_request_error', 'Charge ch_x has already been refunded.'],
    );
    double.failNext('*', '/v1/refunds', { status: 500 });
    await rejection(stripe.refunds.create({ payment_intent: 'pi_whatever' }), Stripe.errors.StripeAPIError);
    const normal = await rejection(stripe.refunds.create({ payment_intent: 'pi_whatever' }), Stripe.errors.StripeInvalidRequestError);
    assert.equal(normal.code, 'resource_missing');
    assert.deepEqual(
      double
        .requestsOf('POST', '/v1/refunds')
        .slice(-3)
        .map((r) => r.status),
      [400, 500, 404],
    );
  });

  test('hangNext leaves a request unanswered until the client gives up', async () => {
    const { secretKey } = newAccount();
    const impatient = new Stripe(secretKey, { host: '127.0.0.1', port: double.port, protocol: 'http', maxNetworkRetries: 0, timeout: 100 });
    double.hangNext('GET', '/v1/prices/');
    await rejection(impatient.prices.retrieve('price_slow'), Stripe.errors.StripeConnectionError);
    assert.equal(double.requestsOf('GET', '/v1/prices/price_slow')[0]?.hung, true);
  });

  test('cancel_at_period_end sends customer.subscription.updated; cancelling sends .deleted', async () => {
    const { stripe, events } = newAccount();
    const paid = await double.completeCheckout((await subscriptionSession(stripe)).id);
    const subscriptionId = paid.subscriptionId!;
    const updated = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, { idempotencyKey: 'cancel-1' });
    assert.deepEqual(
      [updated.cancel_at_period_end, updated.cancel_at, updated.cancellation_details?.reason],
      [true, updated.items.data[0]?.current_period_end, 'cancellation_requested'],
    );
    await double.waitForDelivery('customer.subscription.updated', (d) => (d.event.data.object as { id: string }).id === subscriptionId, 1000);
    const event = events().at(-1)!;
    assert.equal(event.type, 'customer.subscription.updated');
    assert.deepEqual(event.request, { id: event.request?.id, idempotency_key: 'cancel-1' });
    assert.equal((event.data.previous_attributes as { cancel_at_period_end?: boolean }).cancel_at_period_end, false);

    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
    const canceled = await stripe.subscriptions.cancel(subscriptionId);
    assert.deepEqual([canceled.status, canceled.ended_at !== null], ['canceled', true]);
    await double.waitForDelivery('customer.subscription.deleted', (d) => (d.event.data.object as { id: string }).id === subscriptionId, 1000);
    const twice = await rejection(stripe.subscriptions.cancel(subscriptionId), Stripe.errors.StripeInvalidRequestError);
    assert.deepEqual([twice.statusCode, twice.code], [404, 'resource_missing']);
  });

  test('a subscription set to cancel ends at the period end instead of renewing', async () => {
    const { stripe, events } = newAccount();
    const paid = await double.completeCheckout((await subscriptionSession(stripe)).id);
    await double.cancelSubscriptionByCustomer(paid.subscriptionId!, { atPeriodEnd: true });
    assert.equal(events().at(-1)?.type, 'customer.subscription.updated');
    const end = await double.renewSubscription(paid.subscriptionId!);
    assert.equal(end.canceled, true);
    assert.equal(events().at(-1)?.type, 'customer.subscription.deleted');
    assert.equal((await stripe.subscriptions.retrieve(paid.subscriptionId!)).status, 'canceled');
  });

  test('a declined renewal leaves the invoice open and the subscription past_due', async () => {
    const { stripe, events } = newAccount();
    const paid = await double.completeCheckout((await subscriptionSession(stripe)).id);
    const renewal = await double.renewSubscription(paid.subscriptionId!, { paymentFails: true });
    assert.deepEqual(
      events()
        .slice(-2)
        .map((event) => event.type),
      ['invoice.payment_failed', 'customer.subscription.updated'],
    );
    const invoice = await stripe.invoices.retrieve(renewal.invoiceId!);
    assert.deepEqual([invoice.status, invoice.amount_paid, invoice.amount_remaining, invoice.attempt_count], ['open', 0, 900, 1]);
    assert.equal((await stripe.paymentIntents.retrieve(renewal.paymentIntentId!)).status, 'requires_payment_method');
    assert.equal((await stripe.subscriptions.retrieve(paid.subscriptionId!)).status, 'past_due');
  });
});

describe('the rest of a session’s life', () => {
  test('an unpaid session expires (checkout.session.expired) and can no longer be paid', async () => {
    const { stripe, events } = newAccount();
    const session = await subscriptionSession(stripe);
    await double.expireCheckout(session.id);
    assert.equal(events().at(-1)?.type, 'checkout.session.expired');
    assert.equal((await stripe.checkout.sessions.retrieve(session.id)).status, 'expired');
    await assert.rejects(double.completeCheckout(session.id), /is expired/);
  });

  test('with allEvents, the secondary events Stripe sends come too', async () => {
    const noisy = await startStripeDouble({ allEvents: true });
    try {
      const { secretKey } = noisy.addAccount();
      const stripe = new Stripe(secretKey, { host: '127.0.0.1', port: noisy.port, protocol: 'http', maxNetworkRetries: 0 });
      const price = await recurringPrice(stripe);
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: 'https://example.com/ok',
      });
      await noisy.completeCheckout(session.id);
      assert.deepEqual(
        noisy.events.map((event) => event.type),
        [
          'product.created',
          'price.created',
          'customer.created',
          'charge.succeeded',
          'payment_intent.succeeded',
          'customer.subscription.created',
          'checkout.session.completed',
          'invoice.paid',
          'invoice.payment_succeeded',
        ],
      );
      assert.equal(noisy.deliveries.length, 0, 'no endpoint, no deliveries');
    } finally {
      await noisy.close();
    }
  });
});
