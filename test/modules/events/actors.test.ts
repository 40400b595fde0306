// Who did it (SPEC §14): every event type, made through the real doors — an api key and a
// dashboard session over HTTP, a member and an admin in the bot (the Bot API double), the
// subscription clock, the platform and Stripe — names its actor exactly, in GET /events and in
// the webhook deliveries of the same events.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Actor } from '../../../src/bot-context.js';
import { EVENT_TYPES, type EventType } from '../../../src/modules/events/types.js';
import { startReceiver } from '../../doubles/receiver.js';
import { startStripeDouble } from '../../doubles/stripe.js';
import {
  type BotWorld,
  buttonsOf,
  buy,
  CHAT,
  createPlan,
  OWNER,
  linksFor,
  menu,
  nextCall,
  sentMessage,
  startBotWorld,
  toUser,
} from '../../support/bot-world.js';
import { call, createTestApp, expectOk } from '../../support/helper.js';
import { until } from '../../support/until.js';

const SYSTEM: Actor = { type: 'system' };
const member = (id: number | string): Actor => ({ type: 'member', member_id: String(id) });
const admin = (id: number | string): Actor => ({ type: 'admin', admin_id: String(id) });
const DAY_MS = 86_400_000;

interface Logged {
  event_id: number;
  type: EventType;
  created_at: string;
  actor: Actor;
  data: Record<string, unknown>;
}

/** The bot's event log read step by step: each step's new events, exactly (type and actor, in order). */
function eventLog(read: (after: number) => Promise<Logged[]>) {
  let after = 0;
  const all: Logged[] = [];
  return {
    all,
    async next(what: string, expected: [EventType, Actor][]): Promise<Logged[]> {
      const events = await until(
        () => read(after),
        (e) => e.length >= expected.length,
        what,
      );
      assert.deepEqual(
        events.map((e) => [e.type, e.actor]),
        expected,
        what,
      );
      after = events.at(-1)!.event_id;
      all.push(...events);
      return events;
    },
  };
}

/** The bot-scoped API of a world, answering results and failing on anything but a success. */
const apiOf = (world: BotWorld) => async (method: string, path: string, body?: unknown) => {
  const res = await world.api(method, path, body);
  assert.ok(res.status >= 200 && res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.result;
};

const worldLog = (world: BotWorld) => eventLog(async (after) => (await world.api('GET', `/events?after=${after}&limit=100`)).body.result);

describe('every event names who made it', { concurrency: true }, () => {
  test('every event type through its doors: the key, members and an admin in the bot, the clock, the platform; webhooks carry the same actor', async () => {
    const world = await startBotWorld({ TOLLGATE_WEBHOOK_ALLOW_PRIVATE: '1' });
    const receiver = await startReceiver();
    try {
      const { tg, botId } = world;
      const api = apiOf(world);
      const log = worldLog(world);
      const key: Actor = { type: 'key', key_id: (await api('GET', '/keys'))[0].key_id };
      // The world's sold chat was added by its seed, as the command line adds one.
      await log.next('the seed', [['chat.added', SYSTEM]]);
      const hook = await api('POST', '/webhooks', { url: receiver.url('/all'), events: ['*'] });
      receiver.secrets.push(hook.secret);

      // The key, over HTTP.
      const vip = (await api('POST', '/plans', { plan_name: 'VIP', plan_duration: 'P1M', plan_price: '250', plan_currency: 'XTR', plan_trial: 'P7D' })).plan_id;
      await api('PATCH', `/plans/${vip}`, { plan_name: 'VIP month' });
      await log.next('a plan made and renamed by the key', [
        ['plan.created', key],
        ['plan.updated', key],
      ]);
      await api('POST', '/chats', { chat_id: -100_777, chat_name: 'Lounge', chat_type: 'group' });
      await api('DELETE', '/chats/-100777');
      await log.next('a chat added and removed by the key', [
        ['chat.added', key],
        ['chat.removed', key],
      ]);
      const manager = world.user(2002, 'Manager');
      await api('POST', '/admins', { admin_id: String(manager), admin_level: 6 });
      await api('PATCH', `/admins/${manager}`, { admin_level: 7 });
      await log.next('an admin added and raised by the key', [
        ['admin.added', key],
        ['admin.updated', key],
      ]);
      const helper = world.user(2003, 'Helper');
      await api('POST', '/admins', { admin_id: String(helper), admin_level: 2 });
      await api('DELETE', `/admins/${helper}`);
      await log.next('an admin added and removed by the key', [
        ['admin.added', key],
        ['admin.removed', key],
      ]);
      await api('PUT', '/commands/faq', { text: 'Ask @support.' });
      await api('DELETE', '/commands/faq');
      await log.next('a custom command set and deleted by the key', [
        ['command.changed', key],
        ['command.deleted', key],
      ]);
      await api('PUT', '/texts/es/welcome', { text: '¡Bienvenido! Elige un plan:' });
      await api('DELETE', '/texts/es/welcome');
      await log.next('an owner’s text set and restored by the key', [
        ['text.changed', key],
        ['text.deleted', key],
      ]);
      const buyer = world.user(5000);
      const order = await api('POST', '/orders', { plan_id: vip, member_id: String(buyer) });
      await log.next('an order recorded by the key', [
        ['order.paid', key],
        ['subscription.started', key],
      ]);
      const [bought] = await api('GET', `/subscriptions?member_id=${buyer}`);
      await api('PATCH', `/subscriptions/${bought.subscription_id}`, { expires_at: new Date(Date.parse(bought.expires_at) + DAY_MS).toISOString() });
      await log.next('an end moved later by the key', [['subscription.renewed', key]]);
      await api('POST', `/orders/${order.order_id}/refund`);
      await log.next('a refund by the key', [
        ['order.refunded', key],
        ['subscription.revoked', key],
      ]);

      // Members, in the bot: a payment with Stars, a join, a leave, a trial, a code.
      const alice = world.user(5001, 'Alice');
      await buy(world, alice, vip);
      await log.next('Alice pays with Stars', [
        ['order.paid', member(alice)],
        ['subscription.started', member(alice)],
      ]);
      const [aliceLink] = await linksFor(world, alice);
      tg.openInviteLink(alice, aliceLink!);
      await log.next('Alice joins', [['member.joined', member(alice)]]);
      tg.leaveChat(alice, CHAT);
      await log.next('Alice leaves', [['member.removed', member(alice)]]);
      const bob = world.user(5002, 'Bob');
      tg.pressButton(botId, bob, sentMessage(await menu(world, bob)), `trial:${vip}`);
      await log.next('Bob starts the trial', [['subscription.started', member(bob)]]);
      const [bobLink] = await linksFor(world, bob);
      tg.openInviteLink(bob, bobLink!);
      await log.next('Bob joins', [['member.joined', member(bob)]]);
      const [code] = await api('POST', '/codes', { plan_id: vip, count: 1 });
      const carol = world.user(5003, 'Carol');
      tg.sendText(botId, carol, `/redeem ${code.code}`);
      await log.next('Carol redeems a code', [['subscription.started', member(carol)]]);

      // An admin, in the bot.
      tg.sendText(botId, manager, `/grant 5004 ${vip}`);
      await log.next('the manager grants access with /grant', [['subscription.started', admin(manager)]]);
      tg.sendText(botId, manager, '/ban 5004');
      await log.next('the manager bans that member with /ban', [
        ['subscription.revoked', admin(manager)],
        ['member.banned', admin(manager)],
      ]);
      await api('DELETE', '/members/5004/ban');
      await log.next('the key lifts the ban', [['member.unbanned', key]]);

      // The system: the clock ends Bob's trial (moving an end earlier records nothing) and the bot
      // removes him from the chat.
      const [bobs] = await api('GET', `/subscriptions?member_id=${bob}`);
      await api('PATCH', `/subscriptions/${bobs.subscription_id}`, { expires_at: '2020-01-01T00:00:00Z' });
      await log.next('the clock ends Bob’s trial and the bot removes him', [
        ['subscription.expired', SYSTEM],
        ['member.removed', SYSTEM],
      ]);
      // The platform renews a Stars subscription the member took; the key stops its renewals.
      const monthly = await createPlan(world, { plan_name: 'Monthly', options: { recurring: true } });
      await log.next('a recurring plan', [['plan.created', key]]);
      const dave = world.user(5005, 'Dave');
      const shown = await menu(world, dave);
      const linkMessage = nextCall(tg, 'sendMessage', (c) => toUser(dave)(c) && buttonsOf(c).some((b) => b.url?.startsWith('https://t.me/$')));
      tg.pressButton(botId, dave, sentMessage(shown), `buy:${monthly}`);
      const first = await tg.pay(botId, dave, buttonsOf(await linkMessage)[0]!.url!, { recurring: true });
      await log.next('Dave subscribes with Stars', [
        ['order.paid', member(dave)],
        ['subscription.started', member(dave)],
      ]);
      tg.renewSubscription(botId, dave, first.chargeId!);
      await log.next('the platform charges Dave’s renewal', [
        ['order.paid', SYSTEM],
        ['subscription.renewed', SYSTEM],
      ]);
      const [daves] = await api('GET', `/subscriptions?member_id=${dave}`);
      await api('POST', `/subscriptions/${daves.subscription_id}/cancel`);
      await log.next('the key stops Dave’s renewals', [['subscription.canceled', key]]);
      // A member answers a form before buying: form.submitted is theirs.
      await api('POST', '/forms', { form_name: 'Intake', plan_ids: [vip], questions: [{ key: 'goal', prompt: 'Your goal?', kind: 'text' }] });
      const eve = world.user(5007, 'Eve');
      const eveMenu = await menu(world, eve);
      const asked = nextCall(tg, 'sendMessage', (c) => toUser(eve)(c) && String(c.params.text).endsWith('1/1. Your goal?'));
      tg.pressButton(botId, eve, sentMessage(eveMenu), `buy:${vip}`);
      await asked;
      const invoice = nextCall(tg, 'sendInvoice', toUser(eve));
      tg.sendText(botId, eve, 'Learn');
      await invoice;
      await log.next('Eve answers the form', [['form.submitted', member(eve)]]);
      // Flood control mutes a member who floods a group of the bot: the system did it.
      const lounge = -1002000000077;
      const flooder = world.user(5008, 'Flo');
      tg.addChat({ id: lounge, type: 'supergroup', title: 'Lounge', creatorId: OWNER, members: [flooder] });
      await api('POST', '/chats', { chat_id: lounge, chat_name: 'Lounge', chat_type: 'supergroup' });
      await log.next('the key adds the lounge', [['chat.added', key]]);
      await api('PUT', '/flood', { messages: 2, seconds: 60, action: 'mute' });
      for (let i = 0; i < 3; i++) tg.sendGroupText(lounge, flooder, `hi ${i}`);
      await log.next('Flo floods the lounge', [['member.muted', SYSTEM]]);
      // The clock's reminder: a grant whose day-1 moment comes 1.5 s after it starts; the reminder
      // pass runs when an instance starts (and once a minute).
      const pat = world.user(5006, 'Pat');
      const dayOne = Date.now() + 1_500;
      await api('POST', '/subscriptions', { member_id: String(pat), plan_id: vip, expires_at: new Date(dayOne + DAY_MS).toISOString() });
      await log.next('a grant by the key', [['subscription.started', key]]);
      await until(
        async () => Date.now(),
        (at) => at > dayOne,
        'the day-1 moment to pass',
      );
      await world.startInstance();
      await log.next('the clock reminds Pat', [['subscription.expiring', SYSTEM]]);

      // Every type of types.ts was made here: a new type without a case fails this test.
      assert.deepEqual(
        EVENT_TYPES.filter((type) => !log.all.some((e) => e.type === type)),
        [],
        'event types this journey never made',
      );

      // Each event after the endpoint was added reached it with the actor GET /events shows.
      const wanted = log.all.slice(1);
      const ids = new Set(wanted.map((e) => String(e.event_id)));
      const got = await receiver.waitFor((d) => d.path === '/all' && ids.has(d.id), wanted.length);
      const byId = new Map(got.map((d) => [d.id, d]));
      assert.deepEqual(
        wanted.map((e) => {
          const delivery = byId.get(String(e.event_id));
          return { verified: delivery?.verifiedWith === hook.secret, payload: delivery?.payload };
        }),
        wanted.map((e) => ({ verified: true, payload: { type: e.type, timestamp: e.created_at, actor: e.actor, data: e.data } })),
      );
      assert.deepEqual([...new Set(wanted.map((e) => e.actor.type))].sort(), ['admin', 'key', 'member', 'system']);

      // Filtered by actor: each kind alone, in order; newest first.
      for (const type of ['key', 'admin', 'member', 'system'] as const) {
        assert.deepEqual(
          (await api('GET', `/events?actor_type=${type}&limit=100`)).map((e: Logged) => e.event_id),
          log.all.filter((e) => e.actor.type === type).map((e) => e.event_id),
          type,
        );
      }
      assert.deepEqual(
        (await api('GET', '/events?actor_type=member&type=member.joined&order=newest')).map((e: Logged) => e.actor),
        [member(bob), member(alice)],
      );
    } finally {
      await world.stop();
      await receiver.close();
    }
  });

  test('Stripe’s events are the system’s: a card payment, its renewal, a cancellation in Stripe’s portal', async () => {
    const stripe = await startStripeDouble();
    const world = await startBotWorld({ STRIPE_API_URL: stripe.url });
    try {
      const api = apiOf(world);
      const log = worldLog(world);
      const keys = stripe.addAccount();
      stripe.setWebhookUrl(keys.secretKey, `${world.server.url}/stripe/${world.botId}`);
      await api('PATCH', '/settings', { stripe_secret_key: keys.secretKey, stripe_webhook_secret: keys.webhookSecret });
      const planId = await createPlan(world, { plan_name: 'Card monthly', plan_price: '5.00', plan_currency: 'USD', options: { recurring: true } });
      const key: Actor = { type: 'key', key_id: (await api('GET', '/keys'))[0].key_id };
      await log.next('the seed and a plan', [
        ['chat.added', SYSTEM],
        ['plan.created', key],
      ]);
      const checkout = await api('POST', '/checkout', { member_id: '8010', plan_id: planId });
      const paid = await stripe.completeCheckout(checkout.checkout_id);
      await log.next('a card payment', [
        ['order.paid', SYSTEM],
        ['subscription.started', SYSTEM],
      ]);
      await stripe.renewSubscription(paid.subscriptionId!);
      await log.next('its renewal', [
        ['order.paid', SYSTEM],
        ['subscription.renewed', SYSTEM],
      ]);
      await stripe.cancelSubscriptionByCustomer(paid.subscriptionId!);
      await log.next('canceled in the portal', [['subscription.canceled', SYSTEM]]);
    } finally {
      await world.stop();
      await stripe.close();
    }
  });

  test('a dashboard session’s changes are its admin’s, whatever key reads them', async () => {
    const t = await createTestApp({ now: '2026-11-21T12:00:00Z' });
    try {
      expectOk(await call(t, 'POST', `${t.base}/admins`, { admin_id: '3007', admin_level: 7 }), 201, 'POST', '/admins');
      const session = await t.app.storage.db
        .transaction()
        .execute((trx) => t.app.services.keys.issueSession(trx, t.botId, '3007', 7, t.clock.now + DAY_MS / 2));
      const plan = expectOk(
        await call(t, 'POST', `/v1/bot${t.botId}/${session.api_key}/plans`, {
          plan_name: 'VIP',
          plan_duration: 'P1M',
          plan_price: '5.00',
          plan_currency: 'USD',
        }),
        201,
        'POST',
        '/plans',
      );
      expectOk(await call(t, 'DELETE', `${t.base}/plans/${plan.plan_id}`), 200, 'DELETE', `/plans/${plan.plan_id}`);
      const events = expectOk(await call(t, 'GET', `${t.base}/events?after=1`), 200, 'GET', '/events');
      assert.deepEqual(events, [
        { event_id: 2, type: 'plan.created', created_at: '2026-11-21T12:00:00.000Z', actor: admin('3007'), data: plan },
        {
          event_id: 3,
          type: 'plan.updated',
          created_at: '2026-11-21T12:00:00.000Z',
          actor: { type: 'key', key_id: 1 },
          data: { ...plan, archived: true },
        },
      ]);
      assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/events?actor_type=admin`), 200, 'GET', '/events'), [events[0]]);
      // The admin was added by the key: event 1.
      const [added] = expectOk(await call(t, 'GET', `${t.base}/events?type=admin.added`), 200, 'GET', '/events');
      assert.deepEqual([added.event_id, added.actor], [1, { type: 'key', key_id: 1 }]);
      assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/events?order=newest&limit=1`), 200, 'GET', '/events'), [events[1]]);
    } finally {
      await t.close();
    }
  });
});
