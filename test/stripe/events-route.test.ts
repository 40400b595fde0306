// POST /stripe/{bot_id} in process (SPEC §13, §2): every answer is the envelope. A signed event is
// a 200 and is handled once; a bot without Stripe is a 404; a signature that does not verify is a
// 400 and records nothing; no answer names a key or a secret. The journeys through the Stripe
// double are in cards.test.ts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { call, createTestApp, expectError, expectOk, type TestApp } from '../support/helper.js';
import { signatureHeader } from '../doubles/stripe-events.js';

const NOW = '2026-11-21T12:00:00.000Z';
const SECRET_KEY = 'sk_test_eventsroute0000000000';
const WEBHOOK_SECRET = 'whsec_eventsroute000000000000';
const NO_ENDPOINT = 'No bot here takes Stripe events at this address; check the endpoint URL in your Stripe dashboard.';
const BAD_SIGNATURE = 'The Stripe-Signature header does not verify against the bot’s stripe_webhook_secret (or is too old); nothing was recorded.';

async function withApp(body: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ now: NOW });
  try {
    await body(t);
  } finally {
    await t.close();
  }
}

async function connectStripe(t: TestApp, keys: Record<string, string | null> = { stripe_secret_key: SECRET_KEY, stripe_webhook_secret: WEBHOOK_SECRET }) {
  expectOk(await call(t, 'PATCH', `${t.base}/settings`, keys), 200, 'PATCH', '/settings');
}

/** A paid one-off checkout of `planId` by member 8001, as Stripe sends it. */
function paidCheckout(t: TestApp, planId: number, id = 'evt_paid_1') {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    created: Date.parse(NOW) / 1000,
    data: {
      object: {
        id: 'cs_test_1',
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        payment_intent: 'pi_test_1',
        amount_total: 500,
        currency: 'usd',
        metadata: { tollgate_bot_id: String(t.botId), member_id: '8001', plan_id: String(planId) },
      },
    },
  });
}

/** Sends `payload` as Stripe does; the signature's time is the real clock's (the library checks it against that). */
function deliver(t: TestApp, botSegment: string | number, payload: string, signature: string | null, contentType = 'application/json; charset=utf-8') {
  return call(t, 'POST', `/stripe/${botSegment}`, payload, {
    'content-type': contentType,
    ...(signature === null ? {} : { 'stripe-signature': signature }),
  });
}

const signed = (payload: string, secret = WEBHOOK_SECRET, at = Math.floor(Date.now() / 1000)) => signatureHeader(payload, secret, at);

async function usdPlan(t: TestApp): Promise<number> {
  const body = { plan_name: 'Card month', plan_duration: 'P1M', plan_price: '5.00', plan_currency: 'USD' };
  return expectOk(await call(t, 'POST', `${t.base}/plans`, body), 201, 'POST', '/plans').plan_id;
}

const ordersOf = async (t: TestApp) => expectOk(await call(t, 'GET', `${t.base}/orders`), 200, 'GET', '/orders') as Record<string, unknown>[];

describe('POST /stripe/{bot_id}', () => {
  test('a signed event is a 200 envelope and is recorded once, whatever content type it came with', async () => {
    await withApp(async (t) => {
      await connectStripe(t);
      const planId = await usdPlan(t);
      const payload = paidCheckout(t, planId);
      const path = `/stripe/${t.botId}`;
      const res = await deliver(t, t.botId, payload, signed(payload));
      assert.deepEqual(expectOk(res, 200, 'POST', path), { received: true });
      assert.deepEqual(Object.keys(res.body).sort(), ['code', 'method', 'ok', 'path', 'request_id', 'result']);
      // Redelivered (Stripe retries; a body is the same bytes whatever header it is labelled with).
      assert.deepEqual(expectOk(await deliver(t, t.botId, payload, signed(payload), 'text/plain'), 200, 'POST', path), { received: true });
      const orders = await ordersOf(t);
      assert.deepEqual(
        orders.map((o) => ({ member_id: o.member_id, amount: o.amount, currency: o.currency, external_id: o.external_id, paid_at: o.paid_at })),
        [{ member_id: '8001', amount: '5.00', currency: 'USD', external_id: 'pi_test_1', paid_at: NOW }],
      );
    });
  });

  test('an unknown bot, a segment that is not a bot id, and a bot without both Stripe keys are a 404 envelope', async () => {
    await withApp(async (t) => {
      const payload = paidCheckout(t, 1);
      const notFound = async (segment: string | number) => {
        const res = await deliver(t, segment, payload, signed(payload));
        const body = expectError(res, 404, 'not_found', 'POST', `/stripe/${segment}`);
        assert.equal(body.description, NO_ENDPOINT);
        assert.equal(body.error.fields, undefined);
      };
      for (const segment of [t.botId + 1, 'abc', '0', `0${t.botId}`, '1234567890123456', t.botId]) await notFound(segment);
      await connectStripe(t, { stripe_secret_key: SECRET_KEY });
      await notFound(t.botId);
      await connectStripe(t, { stripe_secret_key: null, stripe_webhook_secret: WEBHOOK_SECRET });
      await notFound(t.botId);
    });
  });

  test('a forged, stale or missing signature is a 400 bad_request envelope, records nothing and shows no secret', async () => {
    await withApp(async (t) => {
      await connectStripe(t);
      const planId = await usdPlan(t);
      const payload = paidCheckout(t, planId);
      const path = `/stripe/${t.botId}`;
      const tampered = payload.replace('"amount_total":500', '"amount_total":1');
      for (const [signature, body] of [
        [signed(payload, 'whsec_notthesecret0000000000'), payload],
        [signed(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600), payload],
        [signed(payload), tampered],
        ['t=1,v1=abc', payload],
        [null, payload],
      ] as const) {
        const res = await deliver(t, t.botId, body, signature);
        const error = expectError(res, 400, 'bad_request', 'POST', path);
        assert.equal(error.description, BAD_SIGNATURE);
        assert.equal(error.error.fields, undefined);
        assert.equal(res.raw.includes(WEBHOOK_SECRET) || res.raw.includes(SECRET_KEY), false);
      }
      assert.deepEqual(await ordersOf(t), []);
      assert.equal(
        t.logs.some((line) => line.includes(WEBHOOK_SECRET) || line.includes(SECRET_KEY)),
        false,
      );
    });
  });
});
