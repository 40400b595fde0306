// POST /checkout's refusals through HTTP (SPEC §13): a plan that cannot be ordered is answered as
// POST /orders answers it (422 on plan_id, the same message); a member the plan's options refuse
// is a 409 with the reason. None of these reach Stripe; the paid journeys are in test/stripe/.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { call, createTestApp, expectError, expectInvalid, expectOk, type TestApp } from '../../support/helper.js';

const NOW = '2026-11-21T12:00:00.000Z';

async function withApp(body: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ now: NOW });
  try {
    await body(t);
  } finally {
    await t.close();
  }
}

async function usdPlan(t: TestApp, fields: Record<string, unknown> = {}, base = t.base): Promise<number> {
  const body = { plan_name: 'Card month', plan_duration: 'P1M', plan_price: '5.00', plan_currency: 'USD', ...fields };
  return expectOk(await call(t, 'POST', `${base}/plans`, body), 201, 'POST', '/plans').plan_id;
}

/** The 422 fields of POST /checkout and of POST /orders for the same member and plan. */
async function refusedByBoth(t: TestApp, planId: number) {
  const body = { member_id: '8001', plan_id: planId };
  const checkout = (await call(t, 'POST', `${t.base}/checkout`, body)).body;
  const order = (await call(t, 'POST', `${t.base}/orders`, body)).body;
  return { checkout, order };
}

describe('POST /checkout refusals', () => {
  test('an archived plan is a 422 on plan_id, exactly as POST /orders answers it', async () => {
    await withApp(async (t) => {
      const planId = await usdPlan(t);
      expectOk(await call(t, 'DELETE', `${t.base}/plans/${planId}`), 200, 'DELETE', `/plans/${planId}`);
      const res = await call(t, 'POST', `${t.base}/checkout`, { member_id: '8001', plan_id: planId });
      const fields = expectInvalid(res, 'POST', '/checkout', ['plan_id']);
      const message = `is archived; plan ${planId} can no longer be ordered`;
      assert.deepEqual(fields, { plan_id: message });
      assert.equal(res.body.description, `plan_id ${message}`);
      const { checkout, order } = await refusedByBoth(t, planId);
      assert.deepEqual({ description: checkout.description, error: checkout.error }, { description: order.description, error: order.error });
    });
  });

  test('an unknown plan and another bot’s plan are a 422 on plan_id, as for orders', async () => {
    await withApp(async (t) => {
      const other = await t.app.services.botCreation.createBot({ bot_id: t.botId + 1, owner_id: '2001' });
      const theirs = await usdPlan(t, {}, `/v1/bot${t.botId + 1}/${other.api_key}`);
      for (const planId of [theirs, 999]) {
        const res = await call(t, 'POST', `${t.base}/checkout`, { member_id: '8001', plan_id: planId });
        assert.deepEqual(expectInvalid(res, 'POST', '/checkout', ['plan_id']), { plan_id: `must be the id of a plan of this bot; ${planId} is not` });
        const { checkout, order } = await refusedByBoth(t, planId);
        assert.deepEqual({ description: checkout.description, error: checkout.error }, { description: order.description, error: order.error });
      }
    });
  });

  test('a plan the member may not obtain is still a 409 with the reason', async () => {
    await withApp(async (t) => {
      const planId = await usdPlan(t, { options: { token_only: true } });
      const res = await call(t, 'POST', `${t.base}/checkout`, { member_id: '8001', plan_id: planId });
      const body = expectError(res, 409, 'conflict', 'POST', '/checkout');
      assert.deepEqual(
        { description: body.description, fields: body.error.fields },
        { description: `8001 may not obtain plan ${planId}: This plan is available only with an access code.`, fields: undefined },
      );
    });
  });
});
