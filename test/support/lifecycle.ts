// Shared steps of the member/subscription tests: an app on a pinned clock, a plan, an order.
import { call, createTestApp, expectOk, type TestApp, type TestAppOptions } from './helper.js';

export const NOW = '2026-11-21T12:00:00.000Z';

/** Runs `body` against a fresh app whose clock is pinned at NOW (or options.now), then closes it. */
export async function withApp(options: TestAppOptions, body: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await createTestApp({ now: NOW, ...options });
  try {
    await body(t);
  } finally {
    await t.close();
  }
}

/** Creates a plan (Monthly, 5.00 USD unless `fields` say otherwise); returns its id. */
export async function plan(t: TestApp, fields: Record<string, unknown> = {}): Promise<number> {
  const body = { plan_name: 'Monthly', plan_duration: 'P1M', plan_price: '5.00', plan_currency: 'USD', ...fields };
  return expectOk(await call(t, 'POST', `${t.base}/plans`, body), 201, 'POST', '/plans').plan_id;
}

/** Records a paid order; returns the order. */
export async function order(t: TestApp, fields: Record<string, unknown>) {
  return expectOk(await call(t, 'POST', `${t.base}/orders`, fields), 201, 'POST', '/orders');
}
