// The subscription clock: subscriptions whose expires_at has passed become `expired` with their
// event, in bounded batches; two instances on one database expire each one exactly once; an
// instance killed before expiring loses nothing (the next one catches up). In-process tests pin
// the clock; the process tests wait for the event (bounded only by a deadline for a hung instance).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, expectError, expectInvalid, expectOk, freshDatabase, type TestApp } from '../../support/helper.js';
import { NOW, plan, withApp } from '../../support/lifecycle.js';
import { request, seedBot, serverEnv, startServer } from '../../support/servers.js';
import { until } from '../../support/until.js';

const DAY = 86_400_000;
const HUNG_MS = 30_000;

async function grant(t: TestApp, body: Record<string, unknown>) {
  return expectOk(await call(t, 'POST', `${t.base}/subscriptions`, body), 201, 'POST', '/subscriptions');
}

describe('granting, changing, canceling and revoking', () => {
  test('a grant starts an active subscription of source grant for the plan length; no order, no revenue', async () => {
    await withApp({}, async (t) => {
      const planId = await plan(t);
      const sub = await grant(t, { member_id: 'g1', plan_id: planId });
      assert.deepEqual(sub, {
        subscription_id: sub.subscription_id,
        member_id: 'g1',
        plan_id: planId,
        state: 'active',
        trial: false,
        recurring: false,
        source: 'grant',
        started_at: NOW,
        expires_at: '2026-12-21T12:00:00.000Z',
        canceled_at: null,
        ended_at: null,
        last_order_id: null,
        access_error: null,
      });
      assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/orders`), 200, 'GET', '/orders'), []);
      const lifetime = await grant(t, { member_id: 'g2', plan_id: planId, expires_at: null });
      assert.equal(lifetime.expires_at, null);
      const dated = await grant(t, { member_id: 'g3', plan_id: planId, expires_at: '2027-01-01T00:00:00Z' });
      assert.equal(dated.expires_at, '2027-01-01T00:00:00.000Z');
      // Already held: 409, nothing written.
      expectError(await call(t, 'POST', `${t.base}/subscriptions`, { member_id: 'g1', plan_id: planId }), 409, 'conflict', 'POST', '/subscriptions');
    });
  });

  test('a trial: once per member and plan, only for plans with a trial, for the trial length', async () => {
    await withApp({}, async (t) => {
      const withTrial = await plan(t, { plan_trial: 'P7D' });
      const without = await plan(t, { plan_name: 'No trial' });
      const trial = await grant(t, { member_id: 't1', plan_id: withTrial, trial: true });
      assert.equal(trial.trial, true);
      assert.equal(trial.source, 'trial');
      assert.equal(trial.expires_at, '2026-11-28T12:00:00.000Z');
      expectInvalid(await call(t, 'POST', `${t.base}/subscriptions`, { member_id: 't2', plan_id: without, trial: true }), 'POST', '/subscriptions', ['trial']);
      // After the trial is revoked the member has held the plan: no second trial.
      expectOk(await call(t, 'DELETE', `${t.base}/subscriptions/${trial.subscription_id}`), 200, 'DELETE', `/subscriptions/${trial.subscription_id}`);
      expectError(
        await call(t, 'POST', `${t.base}/subscriptions`, { member_id: 't1', plan_id: withTrial, trial: true }),
        409,
        'conflict',
        'POST',
        '/subscriptions',
      );
    });
  });

  test('PATCH moves the end (a later end is a renewal event); cancel needs a recurring plan; DELETE revokes; ended ones are 409', async () => {
    await withApp({}, async (t) => {
      const planId = await plan(t);
      const recurring = await plan(t, { plan_name: 'Auto', options: { recurring: true } });
      const sub = await grant(t, { member_id: 'p1', plan_id: planId });
      const path = `/subscriptions/${sub.subscription_id}`;
      const later = expectOk(await call(t, 'PATCH', `${t.base}${path}`, { expires_at: '2027-03-01T00:00:00Z' }), 200, 'PATCH', path);
      assert.equal(later.expires_at, '2027-03-01T00:00:00.000Z');
      expectError(await call(t, 'POST', `${t.base}${path}/cancel`), 409, 'conflict', 'POST', `${path}/cancel`);
      const revoked = expectOk(await call(t, 'DELETE', `${t.base}${path}`), 200, 'DELETE', path);
      assert.equal(revoked.state, 'revoked');
      assert.equal(revoked.ended_at, NOW);
      expectError(await call(t, 'DELETE', `${t.base}${path}`), 409, 'conflict', 'DELETE', path);
      expectError(await call(t, 'PATCH', `${t.base}${path}`, { expires_at: null }), 409, 'conflict', 'PATCH', path);

      // A recurring subscription from a payment can be canceled: access stays until expires_at.
      expectOk(await call(t, 'POST', `${t.base}/orders`, { plan_id: recurring, member_id: 'p2' }), 201, 'POST', '/orders');
      const [auto] = expectOk(await call(t, 'GET', `${t.base}/subscriptions?member_id=p2`), 200, 'GET', '/subscriptions');
      assert.equal(auto.recurring, true);
      const autoPath = `/subscriptions/${auto.subscription_id}`;
      const canceled = expectOk(await call(t, 'POST', `${t.base}${autoPath}/cancel`), 200, 'POST', `${autoPath}/cancel`);
      assert.equal(canceled.state, 'canceled');
      assert.equal(canceled.canceled_at, NOW);
      assert.equal(canceled.expires_at, auto.expires_at);
      assert.equal(expectOk(await call(t, 'GET', `${t.base}/members/p2`), 200, 'GET', '/members/p2').has_access, true);
      // The next payment renews it: active again.
      expectOk(await call(t, 'POST', `${t.base}/orders`, { plan_id: recurring, member_id: 'p2' }), 201, 'POST', '/orders');
      const renewed = expectOk(await call(t, 'GET', `${t.base}${autoPath}`), 200, 'GET', autoPath);
      assert.equal(renewed.state, 'active');
      assert.equal(renewed.canceled_at, null);

      const types = expectOk(await call(t, 'GET', `${t.base}/events?limit=100`), 200, 'GET', '/events').map((e: { type: string }) => e.type);
      assert.deepEqual(types, [
        'plan.created',
        'plan.created',
        'subscription.started',
        'subscription.renewed',
        'subscription.revoked',
        'order.paid',
        'subscription.started',
        'subscription.canceled',
        'order.paid',
        'subscription.renewed',
      ]);
    });
  });

  test('bad bodies are 422 naming every field; unknown ids 404; other bots’ plans 422', async () => {
    await withApp({}, async (t) => {
      const planId = await plan(t);
      expectInvalid(await call(t, 'POST', `${t.base}/subscriptions`, {}), 'POST', '/subscriptions', ['member_id', 'plan_id']);
      expectInvalid(
        await call(t, 'POST', `${t.base}/subscriptions`, { member_id: 'a b', plan_id: 'x', expires_at: 'soon', trial: 'yes', extra: 1 }),
        'POST',
        '/subscriptions',
        ['member_id', 'plan_id', 'expires_at', 'trial', 'extra'],
      );
      expectInvalid(await call(t, 'POST', `${t.base}/subscriptions`, { member_id: 'm', plan_id: 999 }), 'POST', '/subscriptions', ['plan_id']);
      expectInvalid(
        await call(t, 'POST', `${t.base}/subscriptions`, { member_id: 'm', plan_id: planId, expires_at: '2020-01-01T00:00:00Z' }),
        'POST',
        '/subscriptions',
        ['expires_at'],
      );
      expectInvalid(await call(t, 'PATCH', `${t.base}/subscriptions/1`, {}), 'PATCH', '/subscriptions/1', ['expires_at']);
      expectError(await call(t, 'PATCH', `${t.base}/subscriptions/77`, { expires_at: null }), 404, 'not_found', 'PATCH', '/subscriptions/77');
      expectError(await call(t, 'POST', `${t.base}/subscriptions/77/cancel`), 404, 'not_found', 'POST', '/subscriptions/77/cancel');
      expectError(await call(t, 'DELETE', `${t.base}/subscriptions/77`), 404, 'not_found', 'DELETE', '/subscriptions/77');
      expectOk(await call(t, 'DELETE', `${t.base}/plans/${planId}`), 200, 'DELETE', `/plans/${planId}`);
      expectInvalid(await call(t, 'POST', `${t.base}/subscriptions`, { member_id: 'm', plan_id: planId }), 'POST', '/subscriptions', ['plan_id']);
    });
  });
});

describe('the subscription clock', () => {
  test('a subscription whose end passed is expired by the next tick, with its event; ended_at is its end', async () => {
    await withApp({}, async (t) => {
      const planId = await plan(t, { plan_duration: 'P1D' });
      const sub = await grant(t, { member_id: 'e1', plan_id: planId });
      const clock = t.app.services.subscriptionClock;
      assert.equal(await clock.tick(), 0, 'nothing due yet');
      t.clock.now += DAY;
      assert.equal(await clock.tick(), 1);
      const path = `/subscriptions/${sub.subscription_id}`;
      const expired = expectOk(await call(t, 'GET', `${t.base}${path}`), 200, 'GET', path);
      assert.equal(expired.state, 'expired');
      assert.equal(expired.ended_at, sub.expires_at);
      assert.equal(expectOk(await call(t, 'GET', `${t.base}/members/e1`), 200, 'GET', '/members/e1').has_access, false);
      const [event] = expectOk(await call(t, 'GET', `${t.base}/events?type=subscription.expired`), 200, 'GET', '/events');
      assert.deepEqual(event.data, expired);
      assert.equal(await clock.tick(), 0, 'expired once');
    });
  });

  test('a PATCH to a past time ends it on the next tick; many due at once go in bounded batches', async () => {
    await withApp({}, async (t) => {
      const planId = await plan(t);
      const ids: number[] = [];
      for (let i = 0; i < 23; i++) ids.push((await grant(t, { member_id: `b${i}`, plan_id: planId })).subscription_id);
      const first = `/subscriptions/${ids[0]}`;
      expectOk(await call(t, 'PATCH', `${t.base}${first}`, { expires_at: '2026-11-21T11:00:00Z' }), 200, 'PATCH', first);
      assert.equal(await t.app.services.subscriptionClock.tick(), 1);
      t.clock.now += 40 * DAY;
      // Batches of 5: the clock keeps going until nothing is due.
      assert.equal(await t.app.services.subscriptionClock.tick(5), 22);
      const active = expectOk(await call(t, 'GET', `${t.base}/subscriptions?state=active`), 200, 'GET', '/subscriptions');
      assert.deepEqual(active, []);
      const expiredEvents = expectOk(await call(t, 'GET', `${t.base}/events?type=subscription.expired&limit=100`), 200, 'GET', '/events');
      assert.deepEqual(
        expiredEvents.map((e: { data: { subscription_id: number } }) => e.data.subscription_id).sort((a: number, b: number) => a - b),
        ids,
      );
    });
  });
});

describe('renewal reminders', () => {
  test('subscription.expiring on each of reminder_days before the end of a non-recurring subscription, once each', async () => {
    await withApp({}, async (t) => {
      const planId = await plan(t, { plan_duration: 'P10D' });
      const recurring = await plan(t, { plan_name: 'Auto', plan_duration: 'P10D', options: { recurring: true } });
      const sub = await grant(t, { member_id: 'r1', plan_id: planId });
      expectOk(await call(t, 'POST', `${t.base}/orders`, { plan_id: recurring, member_id: 'r2' }), 201, 'POST', '/orders');
      const clock = t.app.services.subscriptionClock;
      const expiring = async () =>
        expectOk(await call(t, 'GET', `${t.base}/events?type=subscription.expiring`), 200, 'GET', '/events').map(
          (e: { data: { subscription_id: number; days_before: number } }) => [e.data.subscription_id, e.data.days_before],
        );
      assert.equal(await clock.remind(), 0, 'ten days left: nothing due (default [3, 1])');
      t.clock.now += 7 * DAY;
      assert.equal(await clock.remind(), 1);
      assert.equal(await clock.remind(), 0, 'sent once');
      t.clock.now += 2 * DAY;
      assert.equal(await clock.remind(), 1);
      assert.deepEqual(await expiring(), [
        [sub.subscription_id, 3],
        [sub.subscription_id, 1],
      ]);
      // A new end starts the reminders over; a bot's own reminder_days are used.
      const path = `/subscriptions/${sub.subscription_id}`;
      expectOk(await call(t, 'PATCH', `${t.base}${path}`, { expires_at: new Date(t.clock.now + 5 * DAY).toISOString() }), 200, 'PATCH', path);
      const settings = expectOk(await call(t, 'PATCH', `${t.base}/settings`, { reminder_days: [1, 7] }), 200, 'PATCH', '/settings');
      assert.deepEqual(settings.reminder_days, [7, 1]);
      assert.equal(await clock.remind(), 1, 'five days left with [7, 1]: the 7-day reminder is due');
      assert.deepEqual((await expiring()).at(-1), [sub.subscription_id, 7]);
    });
  });

  test('a reminder day that falls before the subscription began is skipped: a 3-day trial gets only the day-1 reminder', async () => {
    await withApp({}, async (t) => {
      const trialPlan = await plan(t, { plan_name: 'Trial', plan_duration: 'P30D', plan_trial: 'P3D' });
      const monthly = await plan(t, { plan_name: 'Month', plan_duration: 'P30D' });
      const trial = await grant(t, { member_id: 'tr1', plan_id: trialPlan, trial: true });
      assert.equal(Date.parse(trial.expires_at) - Date.parse(trial.started_at), 3 * DAY);
      const month = await grant(t, { member_id: 'mo1', plan_id: monthly });
      const clock = t.app.services.subscriptionClock;
      const expiring = async () =>
        expectOk(await call(t, 'GET', `${t.base}/events?type=subscription.expiring`), 200, 'GET', '/events').map(
          (e: { data: { subscription_id: number; days_before: number } }) => [e.data.subscription_id, e.data.days_before],
        );
      // At its start the trial's day-3 moment is its very start, not after it: nothing is due.
      assert.equal(await clock.remind(), 0, 'the trial gets no "ends in 3 days" at its start');
      t.clock.now += DAY;
      assert.equal(await clock.remind(), 0, 'two days left: the skipped day 3 is not sent late');
      t.clock.now += DAY;
      assert.equal(await clock.remind(), 1, 'one day left: the day-1 reminder');
      assert.equal(await clock.remind(), 0, 'sent once');
      assert.deepEqual(await expiring(), [[trial.subscription_id, 1]]);
      // The 30-day subscription still gets both days' reminders.
      t.clock.now = Date.parse(month.expires_at) - 3 * DAY;
      assert.equal(await clock.remind(), 1);
      t.clock.now = Date.parse(month.expires_at) - DAY;
      assert.equal(await clock.remind(), 1);
      assert.deepEqual(await expiring(), [
        [trial.subscription_id, 1],
        [month.subscription_id, 3],
        [month.subscription_id, 1],
      ]);
    });
  });

  test('reminder_days is validated', async () => {
    await withApp({}, async (t) => {
      assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/settings`), 200, 'GET', '/settings').reminder_days, [3, 1]);
      const cases: [unknown, string][] = [
        [[31], 'reminder_days[0]'],
        [[-1], 'reminder_days[0]'],
        [[1.5], 'reminder_days[0]'],
        [['3'], 'reminder_days[0]'],
        [[1, 1], 'reminder_days'],
        [[1, 2, 3, 4, 5, 6], 'reminder_days'],
        [3, 'reminder_days'],
      ];
      for (const [bad, field] of cases) expectInvalid(await call(t, 'PATCH', `${t.base}/settings`, { reminder_days: bad }), 'PATCH', '/settings', [field]);
      assert.deepEqual(expectOk(await call(t, 'PATCH', `${t.base}/settings`, { reminder_days: [] }), 200, 'PATCH', '/settings').reminder_days, []);
    });
  });
});

describe('the clock in real processes', () => {
  const BOT = 8401;

  test('two instances expire the same due set exactly once; an instance killed before expiring loses nothing', async () => {
    const database = await freshDatabase(true);
    const apiKey = await seedBot(database.url, BOT);
    // First an instance without a clock: it creates the subscriptions and is killed.
    const writer = await startServer(serverEnv(database.url, { SUBSCRIPTION_CLOCK_MS: '0', RATE_LIMIT_MAX: '1000000' }));
    const servers = [writer];
    try {
      const base = (url: string) => `${url}/v1/bot${BOT}/${apiKey}`;
      // Far enough ahead that 60 grants on a busy machine are all recorded before it.
      const ends = new Date(Date.now() + 4_000).toISOString();
      const created = await Promise.all(
        Array.from({ length: 60 }, (_, i) => request(`${base(writer.url)}/subscriptions`, 'POST', { member_id: `x${i}`, plan_id: 1, expires_at: ends })),
      );
      assert.deepEqual(
        created.map((r) => r.status),
        Array(60).fill(201),
      );
      await writer.stop('SIGKILL');
      // Two instances with a fast clock pick the due set up between them.
      const clocked = await Promise.all([0, 1].map(() => startServer(serverEnv(database.url, { SUBSCRIPTION_CLOCK_MS: '20', RATE_LIMIT_MAX: '1000000' }))));
      servers.push(...clocked);
      const events = await until(
        async () => (await request(`${base(clocked[0]!.url)}/events?type=subscription.expired&limit=100`)).body.result,
        (result) => result.length >= 60,
        'all 60 expired',
        { within: HUNG_MS },
      );
      const again = await request(`${base(clocked[1]!.url)}/events?type=subscription.expired&limit=100`);
      assert.equal(again.body.result.length, 60, 'no subscription expired twice');
      const ids = events.map((e: { data: { subscription_id: number } }) => e.data.subscription_id);
      assert.equal(new Set(ids).size, 60, 'each subscription expired exactly once');
      const active = await request(`${base(clocked[0]!.url)}/subscriptions?state=active`);
      assert.deepEqual(active.body.result, []);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await database.drop();
    }
  });
});
