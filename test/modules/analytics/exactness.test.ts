// Exactness of SPEC §17 (issue 34): random histories (payments of every plan length, renewals at
// other prices and in another currency, backdated payments, lapses and returns, refunds, grants,
// trials, lifetime access, revocations, ends moved) in zones with DST and half-hour offsets, each
// driven through the API with a pinned clock; at checkpoints every analytics answer is compared
// with a slow recomputation from the definitions (model.ts) over the bot's rows.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { call, createTestApp, expectOk, type TestApp } from '../../support/helper.js';
import * as model from './model.js';
import { PLANS } from './model.js';
import { seededRandom as random } from '../../support/random.js';

const ZONES = ['Europe/Berlin', 'Asia/Kolkata', 'Australia/Lord_Howe', 'America/New_York', 'UTC', 'America/Sao_Paulo'];
/** Actions per history (ANALYTICS_STEPS for a longer soak). */
const STEPS = Number(process.env.ANALYTICS_STEPS ?? 70);
const MEMBERS = Array.from({ length: 10 }, (_, i) => String(9000 + i));

async function world(t: TestApp, tz: string): Promise<model.World> {
  const db = t.app.storage.db;
  const subs = await db
    .selectFrom('subscriptions')
    .select(['subscription_id', 'member_id', 'plan_id', 'started_at', 'expires_at', 'ended_at', 'trial'])
    .where('bot_id', '=', t.botId)
    .execute();
  const orders = await db
    .selectFrom('orders')
    .select(['order_id', 'member_id', 'subscription_id', 'plan_id', 'amount_minor', 'currency', 'paid_at', 'status'])
    .where('bot_id', '=', t.botId)
    .execute();
  const plans = await db.selectFrom('plans').select(['plan_id', 'plan_duration']).where('bot_id', '=', t.botId).execute();
  const n = (x: unknown) => (x === null ? null : Number(x));
  return {
    subs: subs.map((s) => ({
      ...s,
      subscription_id: Number(s.subscription_id),
      plan_id: Number(s.plan_id),
      started_at: Number(s.started_at),
      expires_at: n(s.expires_at),
      ended_at: n(s.ended_at),
      trial: Number(s.trial),
    })),
    orders: orders.map((o) => ({
      ...o,
      order_id: Number(o.order_id),
      subscription_id: n(o.subscription_id),
      plan_id: Number(o.plan_id),
      amount_minor: Number(o.amount_minor),
      paid_at: Number(o.paid_at),
    })),
    durations: new Map(plans.map((p) => [Number(p.plan_id), p.plan_duration])),
    tz,
    now: t.clock.now,
    defaultCurrency: 'USD',
  };
}

/** Equal lists, told by their first differing row (whole answers are too long to read). */
function same(actual: unknown[], expected: unknown[], label: string) {
  const i = actual.findIndex((row, k) => JSON.stringify(row) !== JSON.stringify(expected[k]));
  if (i >= 0 || actual.length !== expected.length) {
    assert.deepEqual({ row: i, length: actual.length, actual: actual[i] }, { row: i, length: expected.length, actual: expected[i] }, label);
  }
}

/** Every answer compared with the model; the identity checked on every revenue row. */
async function compare(t: TestApp, tz: string, label: string) {
  await t.app.services.subscriptionClock.tick();
  const w = await world(t, tz);
  const get = async (path: string) => {
    const res = await call(t, 'GET', `${t.base}${path}`);
    if (res.status === 500)
      console.log(
        t.logs
          .filter((l) => l.includes('"level":50'))
          .slice(-1)[0]
          ?.slice(0, 1500),
      );
    return expectOk(res, 200, 'GET', path.split('?')[0]!);
  };
  for (const [unit, count] of [
    ['day', 45],
    ['month', 9],
    ['year', 3],
  ] as const) {
    const answer = await get(`/analytics/revenue?interval_unit=${unit}&interval_count=${count}`);
    same(answer, model.revenue(w, unit, count), `${label}: revenue by ${unit}`);
    for (const row of answer) {
      const cents = (s: string) => BigInt(s.replace('.', ''));
      assert.equal(
        cents(row.mrr_end),
        cents(row.mrr_start) + cents(row.new) + cents(row.reactivation) + cents(row.expansion) - cents(row.contraction) - cents(row.churned),
        `${label}: identity ${row.period} ${row.currency}`,
      );
    }
  }
  assert.deepEqual(await get('/analytics/summary'), model.summary(w), `${label}: summary`);
  same(await get('/analytics/cohorts?cohort_count=9'), model.cohorts(w, 9), `${label}: cohorts`);
}

async function history(seed: number) {
  const rnd = random(seed);
  const tz = ZONES[seed % ZONES.length]!;
  // Start before a DST change of the northern zones, and run across several.
  const t = await createTestApp({ now: '2026-02-20T09:00:00Z', timezone: tz });
  try {
    const plans: { plan_id: number; plan_currency: string; plan_price: string; plan_trial?: string }[] = [];
    for (const p of PLANS) plans.push({ ...p, ...expectOk(await call(t, 'POST', `${t.base}/plans`, p), 201, 'POST', '/plans') });
    const price = (p: (typeof plans)[number]) => {
      // Renewals at other prices: the list price, a discount, or a rise.
      const base = Number(p.plan_price);
      const factor = rnd.pick([1, 1, 0.8, 1.25, 0.5]);
      return p.plan_currency === 'XTR' ? String(Math.max(1, Math.round(base * factor))) : (Math.round(base * factor * 100) / 100).toFixed(2);
    };
    const subscriptions = async () =>
      (await t.app.storage.db.selectFrom('subscriptions').selectAll().where('bot_id', '=', t.botId).execute()).filter(
        (s) => s.state === 'active' || s.state === 'canceled',
      );
    let checkpoint = 0;
    // Analytics first read early (built from few rows), then kept by every change after it.
    await compare(t, tz, `seed ${seed} start`);
    for (let step = 0; step < STEPS; step++) {
      const action = rnd.int(100);
      const member = rnd.pick(MEMBERS);
      const plan = rnd.pick(plans);
      if (action < 30) {
        const backdated = rnd.int(3) === 0 ? rnd.int(90 * 24) * 3_600_000 : 0;
        const body: Record<string, unknown> = {
          plan_id: plan.plan_id,
          member_id: member,
          amount: price(plan),
          paid_at: new Date(t.clock.now - backdated).toISOString(),
        };
        // Now and then a payment in another currency than the plan's.
        if (rnd.int(10) === 0 && plan.plan_currency === 'USD') Object.assign(body, { currency: 'EUR', amount: '7.50' });
        expectOk(await call(t, 'POST', `${t.base}/orders`, body), 201, 'POST', '/orders');
      } else if (action < 38) {
        const paid = await t.app.storage.db.selectFrom('orders').select('order_id').where('bot_id', '=', t.botId).where('status', '=', 'paid').execute();
        if (paid.length) {
          const { order_id } = rnd.pick(paid);
          expectOk(await call(t, 'POST', `${t.base}/orders/${order_id}/refund`), 200, 'POST', `/orders/${order_id}/refund`);
        }
      } else if (action < 46) {
        const res = await call(t, 'POST', `${t.base}/subscriptions`, { member_id: member, plan_id: plan.plan_id });
        assert.ok([201, 409].includes(res.status), JSON.stringify(res.body));
      } else if (action < 54) {
        const trialPlan = plans[5]!;
        const res = await call(t, 'POST', `${t.base}/subscriptions`, { member_id: member, plan_id: trialPlan.plan_id, trial: true });
        assert.ok([201, 409].includes(res.status), JSON.stringify(res.body));
      } else if (action < 60) {
        const live = await subscriptions();
        if (live.length) {
          const { subscription_id } = rnd.pick(live);
          expectOk(await call(t, 'DELETE', `${t.base}/subscriptions/${subscription_id}`), 200, 'DELETE', `/subscriptions/${subscription_id}`);
        }
      } else if (action < 66) {
        const live = (await subscriptions()).filter((s) => s.expires_at !== null);
        if (live.length) {
          const s = rnd.pick(live);
          const end = Number(s.expires_at) + (rnd.int(2) ? 1 : -1) * rnd.int(20 * 24) * 3_600_000;
          expectOk(
            await call(t, 'PATCH', `${t.base}/subscriptions/${s.subscription_id}`, { expires_at: new Date(end).toISOString() }),
            200,
            'PATCH',
            `/subscriptions/${s.subscription_id}`,
          );
        }
      } else if (action < 94) {
        // Time passes: hours to weeks; ends that passed are recorded by the clock.
        t.clock.now += rnd.pick([1, 5, 20, 72, 240, 500]) * 3_600_000 + rnd.int(3_600_000);
        await t.app.services.subscriptionClock.tick();
      } else {
        checkpoint += 1;
        await compare(t, tz, `seed ${seed} checkpoint ${checkpoint} (step ${step})`);
      }
    }
    await compare(t, tz, `seed ${seed} end`);
    // A new time zone: the next read builds everything again in it.
    const zone = tz === 'UTC' ? 'Asia/Kolkata' : 'UTC';
    expectOk(await call(t, 'PATCH', `${t.base}/settings`, { timezone: zone }), 200, 'PATCH', '/settings');
    await compare(t, zone, `seed ${seed} after the zone changed to ${zone}`);
  } finally {
    await t.close();
  }
}

describe('recurring revenue analytics are exact (random histories against the definitions)', () => {
  const seeds = [1, 2, 3, 4, 5, 6];
  const extra = Number(process.env.ANALYTICS_SEED ?? Math.floor(Math.random() * 1e9));
  for (const seed of seeds) test(`history ${seed} (zone ${ZONES[seed % ZONES.length]})`, () => history(seed));
  test(`a random history (seed ${extra}; replay with ANALYTICS_SEED=${extra})`, () => history(extra));
});
