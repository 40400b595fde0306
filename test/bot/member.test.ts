// End-to-end journeys of a member through the bot, against a real `tollgate serve` and the Bot
// API double over real sockets: buying with Stars, joining, expiring and removal; refusals and
// refunds; recurring Stars subscriptions; trials, codes, referrals; what the platform refuses.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openStorage } from '../../src/db/connect.js';
import { updateKey } from '../../src/modules/jobs/service.js';
import { buttonsOf, buy, CHAT, createPlan, linksFor, menu, nextCall, OWNER, sentMessage, toUser, withWorld } from '../support/bot-world.js';
import { eventually, until } from '../support/until.js';

describe('a member buys with Stars, joins, and is removed when access ends', { concurrency: true }, () => {
  test('the whole journey, with the owner seeing it through the API', async () => {
    await withWorld(async (world) => {
      const { tg } = world;
      const planId = await createPlan(world, { plan_name: 'VIP month', plan_price: '250', plan_currency: 'XTR' });
      const alice = world.user(2001, 'Alice');

      const shown = await menu(world, alice);
      assert.deepEqual(buttonsOf(shown), [{ text: 'VIP month — 250 ⭐', callback_data: `buy:${planId}` }]);

      const invoiceCall = nextCall(tg, 'sendInvoice', toUser(alice));
      tg.pressButton(world.botId, alice, sentMessage(shown), `buy:${planId}`);
      const invoice = await invoiceCall;
      assert.equal(invoice.params.currency, 'XTR');
      assert.deepEqual(invoice.params.prices, [{ label: 'VIP month', amount: 250 }]);
      assert.equal(invoice.params.provider_token, '');

      const paid = await tg.pay(world.botId, alice, invoice);
      assert.equal(paid.ok, true);
      const [link] = await linksFor(world, alice);
      const created = tg.callsOf('createChatInviteLink', world.botId).at(-1)!;
      assert.equal(created.params.creates_join_request, true);
      assert.equal(created.params.chat_id, CHAT);

      // The order carries the platform's charge id; the member has access.
      const orders = await world.api('GET', '/orders');
      assert.equal(orders.body.result.length, 1);
      const order = orders.body.result[0];
      assert.deepEqual(
        {
          plan_id: order.plan_id,
          member_id: order.member_id,
          amount: order.amount,
          currency: order.currency,
          status: order.status,
          external_id: order.external_id,
        },
        { plan_id: planId, member_id: String(alice), amount: '250', currency: 'XTR', status: 'paid', external_id: paid.chargeId },
      );
      const member = await world.api('GET', `/members/${alice}`);
      assert.equal(member.body.result.has_access, true);
      assert.equal(member.body.result.first_name, 'Alice');
      assert.equal(member.body.result.username, `user${alice}`);

      // The link asks to join; the bot approves her (she has access) and records it.
      const approved = nextCall(tg, 'approveChatJoinRequest');
      assert.equal(tg.openInviteLink(alice, link!).status, 'requested');
      await approved;
      assert.equal(tg.isMember(CHAT, alice), true);
      const joined = await eventually(async () => (await world.api('GET', '/events?type=member.joined')).body.result[0], 'member.joined');
      assert.deepEqual(joined.data, { member_id: String(alice), chat_id: CHAT, at: joined.data.at });

      // A stranger with the same link is declined.
      const mallory = world.user(2666, 'Mallory');
      const declined = nextCall(tg, 'declineChatJoinRequest');
      tg.openInviteLink(mallory, link!);
      assert.equal((await declined).params.user_id, mallory);
      assert.equal(tg.isMember(CHAT, mallory), false);

      // Access ends: removed from the chat (banned then unbanned, so she may come back) and told.
      const sub = member.body.result.subscriptions[0];
      const told = nextCall(tg, 'sendMessage', (c) => toUser(alice)(c) && String(c.params.text).includes('has ended'));
      assert.equal((await world.api('PATCH', `/subscriptions/${sub.subscription_id}`, { expires_at: '2020-01-01T00:00:00Z' })).status, 200);
      await told;
      assert.equal(tg.isMember(CHAT, alice), false);
      assert.equal(tg.isBanned(CHAT, alice), false);
      assert.deepEqual(
        tg.callsOf('unbanChatMember', world.botId).map((c) => c.params),
        [{ chat_id: CHAT, user_id: alice, only_if_banned: true }],
      );
      const after = await world.api('GET', `/members/${alice}`);
      assert.equal(after.body.result.has_access, false);
      assert.equal(after.body.result.subscriptions[0].state, 'expired');
      const removed = await eventually(async () => (await world.api('GET', '/events?type=member.removed')).body.result[0], 'member.removed');
      assert.equal(removed.data.member_id, String(alice));

      // The owner is never removed, and the token never reaches the logs.
      assert.equal(tg.isMember(CHAT, OWNER), true);
      assert.equal(
        world.server.logs.some((l) => l.includes(world.token.split(':')[1]!)),
        false,
      );
    });
  });
});

describe('payments: refusals, refunds, recurring Stars subscriptions', { concurrency: true }, () => {
  test('pre-checkout refuses a plan archived since the invoice, with a reason the member reads; nothing is recorded', async () => {
    await withWorld(async (world) => {
      const planId = await createPlan(world, {});
      const bob = world.user(2002);
      const shown = await menu(world, bob);
      const invoice = nextCall(world.tg, 'sendInvoice', toUser(bob));
      world.tg.pressButton(world.botId, bob, sentMessage(shown), `buy:${planId}`);
      const sent = await invoice;
      assert.equal((await world.api('DELETE', `/plans/${planId}`)).status, 200);
      const paid = await world.tg.pay(world.botId, bob, sent);
      assert.deepEqual({ ok: paid.ok, errorMessage: paid.errorMessage }, { ok: false, errorMessage: 'This plan is no longer sold.' });
      assert.deepEqual((await world.api('GET', '/orders')).body.result, []);
    });
  });

  test('a refund goes to the platform first; refused there, it is a 502 and nothing changes', async () => {
    await withWorld(async (world) => {
      const planId = await createPlan(world, {});
      const carol = world.user(2003);
      const paid = await buy(world, carol, planId);
      const [link] = await linksFor(world, carol);
      const approved = nextCall(world.tg, 'approveChatJoinRequest');
      world.tg.openInviteLink(carol, link!);
      await approved;
      const order = (await world.api('GET', '/orders')).body.result[0];

      world.tg.failNext('refundStarPayment', { code: 400, description: 'Bad Request: CHARGE_NOT_FOUND' });
      const refused = await world.api('POST', `/orders/${order.order_id}/refund`);
      assert.equal(refused.status, 502);
      assert.equal(refused.body.error.type, 'upstream_failed');
      assert.equal(refused.body.description, 'Telegram refused to refund the Stars payment: Bad Request: CHARGE_NOT_FOUND.');
      assert.equal((await world.api('GET', `/orders/${order.order_id}`)).body.result.status, 'paid');
      assert.equal(world.tg.isMember(CHAT, carol), true);

      const removed = nextCall(world.tg, 'banChatMember');
      const refunded = await world.api('POST', `/orders/${order.order_id}/refund`);
      assert.equal(refunded.status, 200);
      assert.equal(refunded.body.result.status, 'refunded');
      assert.deepEqual(
        world.tg.callsOf('refundStarPayment').map((c) => c.params),
        [
          { user_id: carol, telegram_payment_charge_id: paid.chargeId },
          { user_id: carol, telegram_payment_charge_id: paid.chargeId },
        ],
      );
      assert.equal(world.tg.charge(paid.chargeId!)?.refunded, true);
      await removed;
      const member = (await world.api('GET', `/members/${carol}`)).body.result;
      assert.equal(member.subscriptions[0].state, 'revoked');
      await eventually(() => !world.tg.isMember(CHAT, carol), 'removal after the refund');
    });
  });

  test('a payment update delivered again with another date is a replay: one order, one message, no retried job', async () => {
    await withWorld(async (world) => {
      const planId = await createPlan(world, { plan_name: 'VIP month' });
      const erin = world.user(2005);
      const paid = await buy(world, erin, planId);
      assert.equal(paid.ok, true);
      await linksFor(world, erin);
      const first = world.tg.updatesOf(world.botId).find((u) => u.update.message?.successful_payment?.telegram_payment_charge_id === paid.chargeId)!;
      const { update_id: _id, ...again } = first.update;
      // The platform delivers the same payment again, dated an hour earlier, as a new update.
      const replayId = world.tg.injectUpdate(world.botId, { ...again, message: { ...again.message!, date: again.message!.date - 3600 } });
      assert.notEqual(replayId, first.update.update_id);
      const storage = openStorage(world.databaseUrl);
      try {
        const job = await eventually(
          async () =>
            storage.db
              .selectFrom('bot_jobs')
              .select(['state', 'attempts', 'last_error'])
              .where('bot_id', '=', world.botId)
              .where('job_key', '=', updateKey(replayId))
              .where('state', '<>', 'pending')
              .executeTakeFirst(),
          'the redelivered update processed',
        );
        assert.deepEqual({ state: job.state, last_error: job.last_error }, { state: 'done', last_error: null });
        const troubled = await storage.db
          .selectFrom('bot_jobs')
          .select(['job_key', 'state', 'attempts', 'last_error'])
          .where('bot_id', '=', world.botId)
          .where((eb) => eb.or([eb('state', '=', 'failed'), eb('last_error', 'is not', null)]))
          .execute();
        assert.deepEqual(troubled, [], 'no failed or retried job');
      } finally {
        await storage.close();
      }
      const orders = (await world.api('GET', '/orders')).body.result;
      assert.equal(orders.length, 1);
      assert.equal(orders[0].external_id, paid.chargeId);
      // A /start after the replay is answered: everything sent for the payment was sent before it.
      await menu(world, erin);
      const toErin = world.tg.callsOf('sendMessage').filter((c) => toUser(erin)(c) && c.response?.ok === true);
      assert.equal(toErin.filter((c) => buttonsOf(c).some((b) => b.url?.startsWith('https://t.me/+'))).length, 1, 'the links once');
      assert.equal(world.tg.callsOf('createChatInviteLink', world.botId).length, 1);
      assert.equal(toErin.filter((c) => !buttonsOf(c).some((b) => b.callback_data)).length, 1, 'no message but the links');
    });
  });

  test('a one-month recurring Stars plan is a Stars subscription: renewals extend it, cancel stops it at the platform', async () => {
    await withWorld(async (world) => {
      const planId = await createPlan(world, { plan_name: 'Monthly', options: { recurring: true } });
      const dave = world.user(2004);
      const shown = await menu(world, dave);
      const linkCall = nextCall(world.tg, 'createInvoiceLink');
      const linkMessage = nextCall(world.tg, 'sendMessage', (c) => toUser(dave)(c) && buttonsOf(c).some((b) => b.url?.startsWith('https://t.me/$')));
      world.tg.pressButton(world.botId, dave, sentMessage(shown), `buy:${planId}`);
      const created = await linkCall;
      assert.equal(created.params.subscription_period, 2592000);
      assert.equal(created.params.currency, 'XTR');
      const url = buttonsOf(await linkMessage)[0]!.url!;
      const first = await world.tg.pay(world.botId, dave, url, { recurring: true });
      assert.equal(first.ok, true);
      await linksFor(world, dave);
      const sub = await eventually(async () => (await world.api('GET', `/members/${dave}`)).body.result.subscriptions[0], 'the subscription');
      assert.deepEqual({ state: sub.state, recurring: sub.recurring, source: sub.source }, { state: 'active', recurring: true, source: 'payment' });

      const thanks = nextCall(world.tg, 'sendMessage', (c) => toUser(dave)(c) && String(c.params.text).startsWith('Thank you!'));
      world.tg.renewSubscription(world.botId, dave, first.chargeId!);
      await thanks;
      const renewed = (await world.api('GET', `/subscriptions/${sub.subscription_id}`)).body.result;
      assert.equal(Date.parse(renewed.expires_at) > Date.parse(sub.expires_at), true);
      assert.equal((await world.api('GET', '/orders')).body.result.length, 2);

      const canceled = await world.api('POST', `/subscriptions/${sub.subscription_id}/cancel`);
      assert.equal(canceled.status, 200);
      assert.equal(canceled.body.result.state, 'canceled');
      assert.equal(world.tg.starSubscription(first.chargeId!)?.canceled, true);
    });
  });
});

describe('other ways in: trials, codes, referrals, grants', { concurrency: true }, () => {
  test('a trial is offered once to a member who never held the plan, and admits them', async () => {
    await withWorld(async (world) => {
      const planId = await createPlan(world, { plan_trial: 'P7D' });
      const erin = world.user(2005);
      const shown = await menu(world, erin);
      assert.deepEqual(
        buttonsOf(shown).map((b) => b.callback_data),
        [`buy:${planId}`, `trial:${planId}`],
      );
      world.tg.pressButton(world.botId, erin, sentMessage(shown), `trial:${planId}`);
      await linksFor(world, erin);
      const sub = (await world.api('GET', `/members/${erin}`)).body.result.subscriptions[0];
      assert.deepEqual({ trial: sub.trial, source: sub.source, state: sub.state }, { trial: true, source: 'trial', state: 'active' });
      // Never again.
      assert.deepEqual(
        buttonsOf(await menu(world, erin)).map((b) => b.callback_data),
        [`buy:${planId}`],
      );
    });
  });

  test('/start <code> and /redeem <code> redeem access codes; a used code is refused in words', async () => {
    await withWorld(async (world) => {
      const planId = await createPlan(world, { options: { token_only: true } });
      const codes = (await world.api('POST', '/codes', { plan_id: planId, count: 2 })).body.result;
      const frank = world.user(2006);
      const grace = world.user(2007);
      // token_only: never offered for payment.
      const nothing = nextCall(world.tg, 'sendMessage', toUser(frank));
      world.tg.sendText(world.botId, frank, '/start');
      assert.match(String((await nothing).params.text), /nothing to buy/);

      const accepted = nextCall(world.tg, 'sendMessage', (c) => toUser(frank)(c) && String(c.params.text).startsWith('Code accepted'));
      world.tg.sendText(world.botId, frank, `/start ${codes[0].code}`);
      await accepted;
      await linksFor(world, frank);
      const redeemed = nextCall(world.tg, 'sendMessage', (c) => toUser(grace)(c) && String(c.params.text).startsWith('Code accepted'));
      world.tg.sendText(world.botId, grace, `/redeem ${codes[1].code}`);
      await redeemed;
      const refused = nextCall(world.tg, 'sendMessage', toUser(grace));
      world.tg.sendText(world.botId, grace, `/redeem ${codes[0].code}`);
      assert.doesNotMatch(String((await refused).params.text), /Code accepted/);
      const subs = (await world.api('GET', `/subscriptions?plan_id=${planId}`)).body.result;
      assert.deepEqual(
        subs.map((s: { source: string }) => s.source),
        ['code', 'code'],
      );
    });
  });

  test('an invitee-only plan is offered only to members who came through /start ref-<member_id>', async () => {
    await withWorld(async (world) => {
      const open = await createPlan(world, { plan_name: 'Open' });
      const invited = await createPlan(world, { plan_name: 'Friends', options: { invitee_only: 1 } });
      const henry = world.user(2008);
      const ivy = world.user(2009);
      assert.deepEqual(
        buttonsOf(await menu(world, henry)).map((b) => b.callback_data),
        [`buy:${open}`],
      );
      assert.deepEqual(
        buttonsOf(await menu(world, ivy, `/start ref-${henry}`)).map((b) => b.callback_data),
        [`buy:${open}`, `buy:${invited}`],
      );
      assert.equal((await world.api('GET', `/members/${ivy}`)).body.result.referred_by, String(henry));
      // The first referrer wins.
      await menu(world, ivy, `/start ref-${OWNER}`);
      assert.equal((await world.api('GET', `/members/${ivy}`)).body.result.referred_by, String(henry));
    });
  });

  test('a member who never started the bot is recorded as unreachable and gets the links at their first /start', async () => {
    await withWorld(async (world) => {
      const planId = await createPlan(world, {});
      const jack = 2010;
      world.tg.addUser({ id: jack, first_name: 'Jack' });
      const refused = nextCall(world.tg, 'sendMessage', (c) => toUser(jack)(c));
      assert.equal((await world.api('POST', '/subscriptions', { member_id: String(jack), plan_id: planId })).status, 201);
      assert.equal((await refused).response?.ok, false);
      const member = await eventually(async () => {
        const m = (await world.api('GET', `/members/${jack}`)).body.result;
        return m.delivery_error ? m : undefined;
      }, 'the delivery error');
      assert.match(member.delivery_error, /403 Forbidden: bot can't initiate conversation with a user/);
      world.tg.startBot(world.botId, jack);
      world.tg.sendText(world.botId, jack, '/start');
      await linksFor(world, jack);
      assert.equal((await world.api('GET', `/members/${jack}`)).body.result.delivery_error, null);
    });
  });

  test('a chat where the bot may not invite: the refusal is recorded on the subscription, not retried forever', async () => {
    await withWorld(async (world) => {
      world.tg.setBotRights(CHAT, world.botId, { canInvite: false });
      const planId = await createPlan(world, {});
      const kate = world.user(2011);
      await world.api('POST', '/subscriptions', { member_id: String(kate), plan_id: planId });
      const sub = await eventually(async () => {
        const s = (await world.api('GET', `/members/${kate}`)).body.result.subscriptions[0];
        return s.access_error ? s : undefined;
      }, 'the access error');
      assert.equal(sub.access_error, `chat ${CHAT}: createChatInviteLink: 400 Bad Request: not enough rights to manage chat invite link`);
      assert.equal(world.tg.callsOf('createChatInviteLink').length, 1);
    });
  });
});

describe('never silent', { concurrency: true }, () => {
  test('anything else in a private chat points to /start and /help; commands and payments still work; groups get no answer', async () => {
    await withWorld(async (world) => {
      const { tg } = world;
      const planId = await createPlan(world, {});
      const nina = world.user(2021);
      const say = async (text: string) => {
        const reply = nextCall(tg, 'sendMessage', toUser(nina));
        tg.sendText(world.botId, nina, text);
        return String((await reply).params.text);
      };
      const pointer = "I didn't understand that. Send /start to see the plans, or /help for what I can do.";
      assert.equal(await say('hello?'), pointer);
      assert.equal(await say('/prices'), pointer);
      assert.equal(
        await say('/help'),
        'Commands:\n/start — Plans and your access\n/redeem — Redeem an access code\n/cancel — Stop the questions in progress\n/help — What you can do here\n/language — Choose your language',
      );
      assert.equal(await say('/redeem'), 'Send /redeem followed by your code, for example: /redeem K7PQ2MX9TA');
      assert.equal((await buy(world, nina, planId)).ok, true);
      await linksFor(world, nina);

      // In the sold group, neither text nor an unknown command is answered.
      const groupIds = ['hello all', '/prices'].map((text, i) =>
        tg.injectUpdate(world.botId, {
          message: {
            message_id: 9000 + i,
            from: { id: nina, is_bot: false, first_name: 'User2021' },
            chat: { id: CHAT, type: 'supergroup', title: 'VIP Signals' },
            date: Math.floor(Date.now() / 1000),
            text,
            ...(text.startsWith('/') ? { entities: [{ offset: 0, length: text.length, type: 'bot_command' as const }] } : {}),
          },
        }),
      );
      const storage = openStorage(world.databaseUrl);
      try {
        await until(
          () =>
            storage.db
              .selectFrom('bot_jobs')
              .select(['job_key', 'state'])
              .where('bot_id', '=', world.botId)
              .where(
                'job_key',
                'in',
                groupIds.map((id) => updateKey(id)),
              )
              .execute(),
          (rows) => rows.length === 2 && rows.every((r) => r.state === 'done'),
          'the group messages handled',
        );
      } finally {
        await storage.close();
      }
      assert.deepEqual(
        tg.callsOf('sendMessage').filter((c) => Number(c.params.chat_id) === CHAT),
        [],
      );
      // The payment and its links got no pointer: exactly the two messages that asked for one.
      assert.equal(tg.callsOf('sendMessage').filter((c) => toUser(nina)(c) && c.params.text === pointer).length, 2);
    });
  });
  test('an invoice or subscription link the platform refuses: the member is told the payment could not be started, and may try again', async () => {
    await withWorld(async (world) => {
      const { tg } = world;
      const single = await createPlan(world, { plan_name: 'VIP' });
      const monthly = await createPlan(world, { plan_name: 'Monthly', options: { recurring: true } });
      const olga = world.user(2031);
      const shown = await menu(world, olga);
      const press = async (planId: number) => {
        const told = nextCall(tg, 'sendMessage', toUser(olga));
        tg.pressButton(world.botId, olga, sentMessage(shown), `buy:${planId}`);
        return String((await told).params.text);
      };
      tg.failNext('sendInvoice', { code: 400, description: 'Bad Request: CURRENCY_TOTAL_AMOUNT_INVALID', botId: world.botId });
      assert.equal(
        await press(single),
        'Sorry, the payment could not be started (the platform does not accept this plan’s price). Please try again later, or contact the owner.',
      );
      tg.failNext('createInvoiceLink', { code: 400, description: 'Bad Request: SUBSCRIPTION_EXPORT_MISSING', botId: world.botId });
      assert.equal(
        await press(monthly),
        'Sorry, the payment could not be started (the platform refused the invoice). Please try again later, or contact the owner.',
      );
      // Nothing else was sent: no invoice, no subscription link, and no order.
      assert.deepEqual(
        tg.callsOf('sendInvoice', world.botId).map((c) => c.response?.ok),
        [false],
      );
      assert.equal(tg.callsOf('sendMessage', world.botId).filter((c) => toUser(olga)(c) && buttonsOf(c).some((b) => b.url)).length, 0);
      assert.equal((await world.api('GET', '/orders')).body.result.length, 0);
      // The next try goes through.
      const invoice = nextCall(tg, 'sendInvoice', toUser(olga));
      tg.pressButton(world.botId, olga, sentMessage(shown), `buy:${single}`);
      assert.equal((await tg.pay(world.botId, olga, await invoice)).ok, true);
      await linksFor(world, olga);
    });
  });

  test('invite links the bot may not make: each member is told their access is recorded; the owner and level-7+ admins get one message', async () => {
    await withWorld(async (world) => {
      const { tg } = world;
      tg.setBotRights(CHAT, world.botId, { canInvite: false });
      const planId = await createPlan(world, {});
      const manager = world.user(3107);
      const analyst = world.user(3105);
      assert.equal((await world.api('POST', '/admins', { admin_id: String(manager), admin_level: 7 })).status, 201);
      assert.equal((await world.api('POST', '/admins', { admin_id: String(analyst), admin_level: 5 })).status, 201);
      const members = [2041, 2042, 2043, 2044].map((id) => world.user(id));
      const told = members.map((m) => nextCall(tg, 'sendMessage', toUser(m)));
      for (const m of members) assert.equal((await world.api('POST', '/subscriptions', { member_id: String(m), plan_id: planId })).status, 201);
      for (const call of await Promise.all(told)) {
        assert.equal(
          call.params.text,
          'Your access is recorded; the owner has been told. I could not create your invite link for VIP Signals yet; send /start later to get it.',
        );
        assert.deepEqual(buttonsOf(call), []);
      }
      for (const m of members) {
        const [sub] = (await world.api('GET', `/members/${m}`)).body.result.subscriptions;
        assert.deepEqual(
          { state: sub.state, access_error: sub.access_error },
          { state: 'active', access_error: `chat ${CHAT}: createChatInviteLink: 400 Bad Request: not enough rights to manage chat invite link` },
        );
      }
      // Every job finished (the links refused, the alerts sent): one alert per admin of level 7+, for four members.
      const storage = openStorage(world.databaseUrl);
      try {
        const jobs = await until(
          () => storage.db.selectFrom('bot_jobs').select(['job_key', 'state']).where('bot_id', '=', world.botId).where('lane', '=', 'effect').execute(),
          (rows) => rows.filter((r) => r.job_key.startsWith('alert:')).length === 2 && rows.every((r) => r.state === 'done'),
          'the deliveries and the alerts done',
        );
        assert.equal(jobs.filter((r) => r.job_key.startsWith('deliver:')).length, members.length);
      } finally {
        await storage.close();
      }
      const alert = "I can't create invite links for VIP Signals: I need the 'Invite users' right there. Members who paid are waiting for their links.";
      assert.deepEqual(
        tg
          .callsOf('sendMessage', world.botId)
          .filter((c) => c.params.text === alert && c.response?.ok)
          .map((c) => Number(c.params.chat_id))
          .sort(),
        [OWNER, manager].sort(),
      );
      assert.equal(tg.callsOf('sendMessage', world.botId).filter(toUser(analyst)).length, 0);
    });
  });

  test('a chat the bot is not in (403): the member is told, the owner is told what to fix', async () => {
    await withWorld(async (world) => {
      const { tg } = world;
      const planId = await createPlan(world, {});
      const paul = world.user(2051);
      tg.failNext('createChatInviteLink', { code: 403, description: 'Forbidden: bot is not a member of the supergroup chat', botId: world.botId });
      const told = nextCall(tg, 'sendMessage', toUser(paul));
      const alerted = nextCall(tg, 'sendMessage', toUser(OWNER));
      assert.equal((await world.api('POST', '/subscriptions', { member_id: String(paul), plan_id: planId })).status, 201);
      assert.match(String((await told).params.text), /^Your access is recorded; the owner has been told\./);
      assert.equal(
        (await alerted).params.text,
        "I can't create invite links for VIP Signals: I'm not a member of it (never added, or removed). Add me as an administrator with the 'Invite users' right. Members who paid are waiting for their links.",
      );
      const [sub] = (await world.api('GET', `/members/${paul}`)).body.result.subscriptions;
      assert.equal(sub.access_error, `chat ${CHAT}: createChatInviteLink: 403 Forbidden: bot is not a member of the supergroup chat`);
      // Fixed on the platform's side, the member's next /start brings the links.
      tg.sendText(world.botId, paul, '/start');
      await linksFor(world, paul);
    });
  });
});
