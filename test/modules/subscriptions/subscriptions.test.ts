// Members, subscriptions and the event log through HTTP (SPEC §9, §10): a payment starts a
// subscription at paid_at, the next one extends it by calendar arithmetic in the bot's zone, a
// refund revokes it; every change is an event, read back in order with ?after=.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, expectError, expectInvalid, expectOk, type TestApp } from '../../support/helper.js';
import { NOW, order, plan, withApp } from '../../support/lifecycle.js';

async function subscriptionsOf(t: TestApp, memberId: string) {
  return expectOk(await call(t, 'GET', `${t.base}/subscriptions?member_id=${memberId}`), 200, 'GET', '/subscriptions');
}

async function events(t: TestApp, query = '') {
  return expectOk(await call(t, 'GET', `${t.base}/events${query}`), 200, 'GET', '/events');
}

describe('subscriptions from payments', () => {
  test('a payment starts an active subscription at paid_at; the member has access; events are written', async () => {
    await withApp({}, async (t) => {
      const planId = await plan(t);
      const paid = await order(t, { plan_id: planId, member_id: 'm1', paid_at: '2026-11-20T10:00:00Z' });
      const [sub, ...rest] = await subscriptionsOf(t, 'm1');
      assert.equal(rest.length, 0);
      assert.deepEqual(sub, {
        subscription_id: sub.subscription_id,
        member_id: 'm1',
        plan_id: planId,
        state: 'active',
        trial: false,
        recurring: false,
        source: 'payment',
        started_at: '2026-11-20T10:00:00.000Z',
        expires_at: '2026-12-20T10:00:00.000Z',
        canceled_at: null,
        ended_at: null,
        last_order_id: paid.order_id,
        access_error: null,
      });
      const single = expectOk(await call(t, 'GET', `${t.base}/subscriptions/${sub.subscription_id}`), 200, 'GET', `/subscriptions/${sub.subscription_id}`);
      assert.deepEqual(single, sub);

      const member = expectOk(await call(t, 'GET', `${t.base}/members/m1`), 200, 'GET', '/members/m1');
      assert.deepEqual(member, {
        member_id: 'm1',
        username: null,
        first_name: null,
        language_code: null,
        language: null,
        referred_by: null,
        has_access: true,
        delivery_error: null,
        banned: false,
        ban_reason: null,
        banned_at: null,
        created_at: NOW,
        subscriptions: [sub],
        orders: [paid],
        forms: [],
      });
      // A /language choice (SPEC §18) shows in the member's record and the list.
      await t.app.services.members.chooseLanguage(t.botId, 'm1', 'es');
      assert.equal(expectOk(await call(t, 'GET', `${t.base}/members/m1`), 200, 'GET', '/members/m1').language, 'es');
      const listed = expectOk(await call(t, 'GET', `${t.base}/members`), 200, 'GET', '/members');
      assert.equal(listed.find((m: { member_id: string }) => m.member_id === 'm1').language, 'es');

      const log = await events(t);
      assert.deepEqual(
        log.map((e: { type: string }) => e.type),
        ['plan.created', 'order.paid', 'subscription.started'],
      );
      assert.deepEqual(log[1].data, paid);
      assert.deepEqual(log[2].data, sub);
      assert.ok(log[1].event_id < log[2].event_id);
      assert.equal(log[1].created_at, NOW);
    });
  });

  test('a payment while the plan is held extends it from its end; 31 January plus a month is the end of February', async () => {
    await withApp({ now: '2026-01-25T00:00:00Z' }, async (t) => {
      const planId = await plan(t);
      await order(t, { plan_id: planId, member_id: 'm2', paid_at: '2025-12-31T09:00:00Z' });
      // 31 Dec + 1 month = 31 Jan; held on 20 Jan, so the next order extends: 31 Jan + 1 month = 28 Feb.
      const second = await order(t, { plan_id: planId, member_id: 'm2', paid_at: '2026-01-20T09:00:00Z' });
      const [sub, ...rest] = await subscriptionsOf(t, 'm2');
      assert.equal(rest.length, 0, 'extended, not a second subscription');
      assert.equal(sub.expires_at, '2026-02-28T09:00:00.000Z');
      assert.equal(sub.last_order_id, second.order_id);
      const types = (await events(t, '?type=subscription.renewed')).map((e: { type: string }) => e.type);
      assert.deepEqual(types, ['subscription.renewed']);
    });
  });

  test('leap years: 31 January 2028 plus a month is 29 February', async () => {
    await withApp({ now: '2028-02-10T00:00:00Z' }, async (t) => {
      const planId = await plan(t);
      await order(t, { plan_id: planId, member_id: 'leap', paid_at: '2028-01-31T12:00:00Z' });
      assert.equal((await subscriptionsOf(t, 'leap'))[0].expires_at, '2028-02-29T12:00:00.000Z');
    });
  });

  test('lengths are counted on the wall clock of the bot’s zone, across a DST change', async () => {
    await withApp({ timezone: 'Europe/Berlin', now: '2026-03-10T00:00:00Z' }, async (t) => {
      const planId = await plan(t);
      // 00:30 on 1 March in Berlin (CET, UTC+1); a month later is 00:30 on 1 April (CEST, UTC+2).
      await order(t, { plan_id: planId, member_id: 'dst', paid_at: '2026-02-28T23:30:00Z' });
      assert.equal((await subscriptionsOf(t, 'dst'))[0].expires_at, '2026-03-31T22:30:00.000Z');
    });
  });

  test('a lifetime plan never expires; a fixed end date ends at the start of the next day in the bot’s zone', async () => {
    await withApp({ timezone: 'America/New_York' }, async (t) => {
      const lifetime = await plan(t, { plan_name: 'Forever', plan_duration: 'lifetime' });
      const season = await plan(t, { plan_name: 'Season', plan_duration: '2027-06-30' });
      await order(t, { plan_id: lifetime, member_id: 'life' });
      await order(t, { plan_id: season, member_id: 'season' });
      assert.equal((await subscriptionsOf(t, 'life'))[0].expires_at, null);
      assert.equal((await subscriptionsOf(t, 'season'))[0].expires_at, '2027-07-01T04:00:00.000Z');
      // Another payment for a lifetime plan renews it and it stays lifetime.
      await order(t, { plan_id: lifetime, member_id: 'life' });
      const subs = await subscriptionsOf(t, 'life');
      assert.equal(subs.length, 1);
      assert.equal(subs[0].expires_at, null);
    });
  });

  test('a recorded payment whose access already ran out starts expired; a later one starts a new subscription', async () => {
    await withApp({}, async (t) => {
      const planId = await plan(t);
      await order(t, { plan_id: planId, member_id: 'old', paid_at: '2026-01-01T00:00:00Z' });
      const [expired] = await subscriptionsOf(t, 'old');
      assert.equal(expired.state, 'expired');
      assert.equal(expired.ended_at, '2026-02-01T00:00:00.000Z');
      assert.equal(expectOk(await call(t, 'GET', `${t.base}/members/old`), 200, 'GET', '/members/old').has_access, false);
      await order(t, { plan_id: planId, member_id: 'old', paid_at: '2026-11-01T00:00:00Z' });
      const subs = await subscriptionsOf(t, 'old');
      assert.deepEqual(
        subs.map((s: { state: string }) => s.state),
        ['active', 'expired'],
      );
    });
  });

  test('history recorded out of order: a payment inside an expired span extends it, still expired when it ends before now', async () => {
    await withApp({}, async (t) => {
      const planId = await plan(t);
      await order(t, { plan_id: planId, member_id: 'h', paid_at: '2026-01-10T00:00:00Z' });
      await order(t, { plan_id: planId, member_id: 'h', paid_at: '2026-02-01T00:00:00Z' });
      const [sub, ...rest] = await subscriptionsOf(t, 'h');
      assert.equal(rest.length, 0);
      assert.equal(sub.state, 'expired');
      assert.equal(sub.expires_at, '2026-03-10T00:00:00.000Z');
      assert.equal(sub.ended_at, '2026-03-10T00:00:00.000Z');
    });
  });

  test('refunding an order revokes the subscription it paid for; access ends', async () => {
    await withApp({}, async (t) => {
      const planId = await plan(t);
      const paid = await order(t, { plan_id: planId, member_id: 'r1' });
      const refunded = expectOk(await call(t, 'POST', `${t.base}/orders/${paid.order_id}/refund`), 200, 'POST', `/orders/${paid.order_id}/refund`);
      const [sub] = await subscriptionsOf(t, 'r1');
      assert.equal(sub.state, 'revoked');
      assert.equal(sub.ended_at, NOW);
      assert.equal(expectOk(await call(t, 'GET', `${t.base}/members/r1`), 200, 'GET', '/members/r1').has_access, false);
      const log = await events(t);
      assert.deepEqual(
        log.map((e: { type: string }) => e.type),
        ['plan.created', 'order.paid', 'subscription.started', 'order.refunded', 'subscription.revoked'],
      );
      assert.deepEqual(log[3].data, refunded);
      assert.deepEqual(log[4].data, sub);
    });
  });

  test('a replayed external_id changes no subscription and writes no event', async () => {
    await withApp({}, async (t) => {
      const planId = await plan(t);
      await order(t, { plan_id: planId, member_id: 'x', external_id: 'pay_1' });
      const before = await subscriptionsOf(t, 'x');
      const again = await call(t, 'POST', `${t.base}/orders`, { plan_id: planId, member_id: 'x', external_id: 'pay_1' });
      expectOk(again, 200, 'POST', '/orders');
      assert.deepEqual(await subscriptionsOf(t, 'x'), before);
      assert.equal((await events(t)).length, 3, 'plan.created, order.paid, subscription.started');
    });
  });
});

describe('lists and filters', () => {
  test('members ?access= splits those with and without access; pages carry next_cursor', async () => {
    await withApp({}, async (t) => {
      const planId = await plan(t);
      for (const m of ['a1', 'a2', 'a3']) await order(t, { plan_id: planId, member_id: m });
      await order(t, { plan_id: planId, member_id: 'gone', paid_at: '2025-01-01T00:00:00Z' });
      const withAccess = expectOk(await call(t, 'GET', `${t.base}/members?access=true`), 200, 'GET', '/members');
      assert.deepEqual(withAccess.map((m: { member_id: string }) => m.member_id).sort(), ['a1', 'a2', 'a3']);
      const without = expectOk(await call(t, 'GET', `${t.base}/members?access=false`), 200, 'GET', '/members');
      assert.deepEqual(
        without.map((m: { member_id: string }) => m.member_id),
        ['gone'],
      );
      const first = await call(t, 'GET', `${t.base}/members?limit=3`);
      assert.equal(expectOk(first, 200, 'GET', '/members').length, 3);
      const rest = expectOk(await call(t, 'GET', `${t.base}/members?limit=3&cursor=${first.body.next_cursor}`), 200, 'GET', '/members');
      assert.equal(rest.length, 1);
    });
  });

  test('subscriptions filter by plan_id, state and end', async () => {
    await withApp({}, async (t) => {
      const monthly = await plan(t);
      const yearly = await plan(t, { plan_name: 'Yearly', plan_duration: 'P1Y' });
      await order(t, { plan_id: monthly, member_id: 's1' });
      await order(t, { plan_id: yearly, member_id: 's1' });
      await order(t, { plan_id: yearly, member_id: 's2', paid_at: '2024-01-01T00:00:00Z' });
      const byPlan = expectOk(await call(t, 'GET', `${t.base}/subscriptions?plan_id=${yearly}`), 200, 'GET', '/subscriptions');
      assert.deepEqual(byPlan.map((s: { member_id: string }) => s.member_id).sort(), ['s1', 's2']);
      const expired = expectOk(await call(t, 'GET', `${t.base}/subscriptions?state=expired`), 200, 'GET', '/subscriptions');
      assert.deepEqual(
        expired.map((s: { member_id: string }) => s.member_id),
        ['s2'],
      );
      // Who loses access within 40 days: the monthly one (ends in a month), not the yearly nor lifetime ones.
      await order(t, { plan_id: await plan(t, { plan_name: 'Forever', plan_duration: 'lifetime' }), member_id: 's3' });
      const soon = new Date(Date.parse(NOW) + 40 * 86_400_000).toISOString();
      const ending = expectOk(await call(t, 'GET', `${t.base}/subscriptions?state=active&expires_before=${soon}`), 200, 'GET', '/subscriptions');
      assert.deepEqual(
        ending.map((s: { member_id: string; plan_id: number }) => [s.member_id, s.plan_id]),
        [['s1', monthly]],
      );
      expectInvalid(await call(t, 'GET', `${t.base}/subscriptions?expires_before=soon`), 'GET', '/subscriptions', ['expires_before']);
    });
  });

  test('events read on after the cursor, oldest first, and filter by type', async () => {
    await withApp({}, async (t) => {
      const planId = await plan(t);
      for (const m of ['e1', 'e2', 'e3']) await order(t, { plan_id: planId, member_id: m });
      const page = await call(t, 'GET', `${t.base}/events?limit=4`);
      const first = expectOk(page, 200, 'GET', '/events');
      assert.equal(first.length, 4);
      const rest = expectOk(await call(t, 'GET', `${t.base}/events?after=${page.body.next_cursor}`), 200, 'GET', '/events');
      assert.equal(rest.length, 3, 'plan.created and two events per order: 7 in all');
      const ids = [...first, ...rest].map((e: { event_id: number }) => e.event_id);
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => a - b),
      );
      assert.equal(new Set(ids).size, 7);
      assert.equal(rest[0].event_id, first[3].event_id + 1);
      const paid = expectOk(await call(t, 'GET', `${t.base}/events?type=order.paid`), 200, 'GET', '/events');
      assert.deepEqual(
        paid.map((e: { data: { member_id: string } }) => e.data.member_id),
        ['e1', 'e2', 'e3'],
      );
    });
  });
});

describe('owner changes are events too', () => {
  test('chat.added, chat.removed, plan.created, plan.updated (edit and archive), admin.added, admin.updated, admin.removed, each with its record', async () => {
    await withApp({}, async (t) => {
      const chat = expectOk(await call(t, 'POST', `${t.base}/chats`, { chat_id: -100123, chat_name: 'VIP', chat_type: 'supergroup' }), 201, 'POST', '/chats');
      const removed = expectOk(await call(t, 'DELETE', `${t.base}/chats/-100123`), 200, 'DELETE', '/chats/-100123');
      const planId = await plan(t);
      const edited = expectOk(await call(t, 'PATCH', `${t.base}/plans/${planId}`, { plan_price: '6.00' }), 200, 'PATCH', `/plans/${planId}`);
      const archived = expectOk(await call(t, 'DELETE', `${t.base}/plans/${planId}`), 200, 'DELETE', `/plans/${planId}`);
      const added = expectOk(await call(t, 'POST', `${t.base}/admins`, { admin_id: '2002', admin_level: 3 }), 201, 'POST', '/admins');
      const admin = expectOk(await call(t, 'PATCH', `${t.base}/admins/2002`, { admin_level: 5 }), 200, 'PATCH', '/admins/2002');
      const dropped = expectOk(await call(t, 'DELETE', `${t.base}/admins/2002`), 200, 'DELETE', '/admins/2002');
      // A refused admin change writes nothing either.
      expectError(await call(t, 'POST', `${t.base}/admins`, { admin_id: t.bot.ownerId, admin_level: 3 }), 409, 'conflict', 'POST', '/admins');
      // A refused change writes nothing.
      expectError(
        await call(t, 'POST', `${t.base}/chats`, { chat_id: -100124, chat_name: 'x', chat_type: 'private' }),
        422,
        'validation_failed',
        'POST',
        '/chats',
      );
      const log = await events(t);
      assert.deepEqual(
        log.map((e: { type: string }) => e.type),
        ['chat.added', 'chat.removed', 'plan.created', 'plan.updated', 'plan.updated', 'admin.added', 'admin.updated', 'admin.removed'],
      );
      assert.deepEqual(log[0].data, chat);
      assert.deepEqual(log[1].data, removed);
      assert.equal(log[2].data.plan_id, planId);
      assert.deepEqual(log[3].data, edited);
      assert.deepEqual(log[4].data, archived);
      assert.deepEqual(log[5].data, added);
      assert.deepEqual(log[6].data, admin);
      assert.deepEqual(log[7].data, dropped);
    });
  });
});

describe('events under concurrent writers', () => {
  test('a reader following ?after= while orders commit concurrently sees every event once, in order', async () => {
    await withApp({ rateLimitMax: 1_000_000 }, async (t) => {
      const planId = await plan(t);
      let writing = true;
      const seen: number[] = [];
      const reader = (async () => {
        let cursor = 0;
        for (;;) {
          const done = !writing;
          const page = expectOk(await call(t, 'GET', `${t.base}/events?after=${cursor}&limit=100`), 200, 'GET', '/events');
          for (const e of page) seen.push(e.event_id);
          if (page.length) cursor = page[page.length - 1].event_id;
          // One more read after the writers finished picks up the last commits.
          if (done && page.length === 0) return;
          // Let the writers' requests in between reads (in-process requests never yield otherwise).
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      await Promise.all(Array.from({ length: 40 }, (_, i) => order(t, { plan_id: planId, member_id: `c${i % 10}` })));
      writing = false;
      await reader;
      const all = expectOk(await call(t, 'GET', `${t.base}/events?limit=100`), 200, 'GET', '/events').map((e: { event_id: number }) => e.event_id);
      assert.equal(all.length, 81, 'plan.created, then order.paid plus started or renewed for each of 40 orders');
      assert.deepEqual(seen, all, 'the reader skipped or repeated an event');
      assert.deepEqual(
        all,
        Array.from({ length: 81 }, (_, i) => all[0] + i),
      );
    });
  });
});

describe('bad input and isolation', () => {
  test('bad queries and ids are 422 naming the field; unknown ones 404', async () => {
    await withApp({}, async (t) => {
      expectInvalid(await call(t, 'GET', `${t.base}/subscriptions?state=paused`), 'GET', '/subscriptions', ['state']);
      expectInvalid(await call(t, 'GET', `${t.base}/subscriptions?plan_id=0`), 'GET', '/subscriptions', ['plan_id']);
      expectInvalid(await call(t, 'GET', `${t.base}/subscriptions?member_id=a%20b`), 'GET', '/subscriptions', ['member_id']);
      expectInvalid(await call(t, 'GET', `${t.base}/subscriptions/abc`), 'GET', '/subscriptions/abc', ['subscription_id']);
      expectInvalid(await call(t, 'GET', `${t.base}/members?access=yes`), 'GET', '/members', ['access']);
      expectInvalid(await call(t, 'GET', `${t.base}/events?type=order.created`), 'GET', '/events', ['type']);
      expectInvalid(await call(t, 'GET', `${t.base}/events?after=-1`), 'GET', '/events', ['after']);
      expectInvalid(await call(t, 'GET', `${t.base}/events?limit=101`), 'GET', '/events', ['limit']);
      expectError(await call(t, 'GET', `${t.base}/subscriptions/99`), 404, 'not_found', 'GET', '/subscriptions/99');
      expectError(await call(t, 'GET', `${t.base}/members/nobody`), 404, 'not_found', 'GET', '/members/nobody');
    });
  });

  test('another bot’s members, subscriptions and events are invisible', async () => {
    await withApp({}, async (t) => {
      const planId = await plan(t);
      await order(t, { plan_id: planId, member_id: 'mine' });
      const [sub] = await subscriptionsOf(t, 'mine');
      const other = await t.app.services.botCreation.createBot({ bot_id: 7002, owner_id: '1' });
      const base = `/v1/bot7002/${other.api_key}`;
      expectError(await call(t, 'GET', `${base}/subscriptions/${sub.subscription_id}`), 404, 'not_found', 'GET', `/subscriptions/${sub.subscription_id}`);
      expectError(await call(t, 'GET', `${base}/members/mine`), 404, 'not_found', 'GET', '/members/mine');
      assert.deepEqual(expectOk(await call(t, 'GET', `${base}/subscriptions`), 200, 'GET', '/subscriptions'), []);
      assert.deepEqual(expectOk(await call(t, 'GET', `${base}/members`), 200, 'GET', '/members'), []);
      assert.deepEqual(expectOk(await call(t, 'GET', `${base}/events`), 200, 'GET', '/events'), []);
    });
  });
});

describe('Telegram Stars (XTR)', () => {
  test('a plan and orders in XTR, counted like any currency', async () => {
    await withApp({}, async (t) => {
      const stars = await plan(t, { plan_name: 'Stars', plan_price: '250', plan_currency: 'XTR' });
      const paid = await order(t, { plan_id: stars, member_id: 'star' });
      assert.equal(paid.amount, '250');
      assert.equal(paid.currency, 'XTR');
      expectInvalid(await call(t, 'POST', `${t.base}/orders`, { plan_id: stars, member_id: 'star', amount: '1.5' }), 'POST', '/orders', ['amount']);
      const count = expectOk(await call(t, 'GET', `${t.base}/orders/count?currency=XTR`), 200, 'GET', '/orders/count');
      assert.deepEqual(count, [{ period: '2026-11-21', revenue: '250', currency: 'XTR', formatted: 'XTR\u00a0250', sales: 1 }]);
    });
  });
});
