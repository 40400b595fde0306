// Coupons in the bot (SPEC §15), against a real `tollgate serve` and the Bot API double: /start
// c-<CODE> and the "I have a coupon" button show discounted prices (half-up, at least one Star);
// the invoice and the Stars subscription link are for them; codes the bot does not have, expired,
// archived or already used are told plainly; pre-checkout checks again; 20 members racing for a
// coupon with 5 places get exactly 5 approvals; /coupons by level.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buttonsOf, createPlan, menu, nextCall, sentMessage, toUser, withWorld, type BotWorld } from '../support/bot-world.js';
import { until } from '../support/until.js';

const coupon = async (world: BotWorld, body: Record<string, unknown>) => {
  const res = await world.api('POST', '/coupons', body);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.result;
};

/** What the bot answers a member's message with (the next message to them). */
const say = async (world: BotWorld, userId: number, text: string) => {
  const reply = nextCall(world.tg, 'sendMessage', toUser(userId));
  world.tg.sendText(world.botId, userId, text);
  return reply;
};

/** A parameter the bot sent as JSON text or as an object. */
const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

/** Sends /start with a coupon the bot refuses: waits for the refusal that is (or matches)
 * `expected`, and for the plans message that follows it. */
const told = async (world: BotWorld, userId: number, text: string, expected: string | RegExp) => {
  const matches = (t: unknown) => (typeof expected === 'string' ? t === expected : expected.test(String(t)));
  const reply = nextCall(world.tg, 'sendMessage', (c) => toUser(userId)(c) && matches(c.params.text));
  const plans = nextCall(world.tg, 'sendMessage', (c) => toUser(userId)(c) && /Choose a plan|nothing to buy/.test(String(c.params.text)));
  world.tg.sendText(world.botId, userId, text);
  await plans;
  return (await reply).params.text;
};

/** Presses a buy button and answers the invoice sent. */
const invoiceFrom = async (world: BotWorld, userId: number, shown: Awaited<ReturnType<typeof menu>>, data: string) => {
  const invoice = nextCall(world.tg, 'sendInvoice', toUser(userId));
  world.tg.pressButton(world.botId, userId, sentMessage(shown), data);
  return invoice;
};

describe('coupons in the bot', { concurrency: true }, () => {
  test('/start c-CODE: discounted prices (half-up, at least one Star), the invoice for them, the order records the coupon', async () => {
    await withWorld(async (world) => {
      const vip = await createPlan(world, {});
      const cheap = await createPlan(world, { plan_name: 'Cheap', plan_price: '15' });
      await coupon(world, { code: 'TENOFF', percent_off: 10 });
      await coupon(world, { code: 'ALMOST', percent_off: 99, plan_ids: [cheap] });
      const ann = world.user(5101);

      const shown = await menu(world, ann, '/start c-tenoff');
      assert.equal(shown.params.text, 'Coupon TENOFF accepted: 10% off. Choose a plan:');
      assert.deepEqual(buttonsOf(shown), [
        { text: 'VIP — 225 ⭐ (was 250 ⭐)', callback_data: `buy:${vip}:TENOFF` },
        // 15 × 0.9 = 13.5: half-up.
        { text: 'Cheap — 14 ⭐ (was 15 ⭐)', callback_data: `buy:${cheap}:TENOFF` },
      ]);
      const almost = await menu(world, ann, '/start c-ALMOST');
      // 15 × 0.01 = 0.15 rounds to 0: at least one Star.
      assert.deepEqual(buttonsOf(almost), [{ text: 'Cheap — 1 ⭐ (was 15 ⭐)', callback_data: `buy:${cheap}:ALMOST` }]);

      const invoice = await invoiceFrom(world, ann, shown, `buy:${vip}:TENOFF`);
      assert.deepEqual(parsed(invoice.params.prices), [{ label: 'VIP', amount: 225 }]);
      assert.equal(invoice.params.description, 'Access for 1 month, with coupon TENOFF');
      assert.ok(Buffer.byteLength(String(invoice.params.payload)) <= 128);
      const paid = await world.tg.pay(world.botId, ann, invoice);
      assert.equal(paid.ok, true);
      const order = await until(
        async () => (await world.api('GET', '/orders')).body.result[0],
        (o) => o !== undefined,
        'the order',
      );
      assert.deepEqual([order.amount, order.currency, order.coupon_code, order.member_id], ['225', 'XTR', 'TENOFF', String(ann)]);
      const got = (await world.api('GET', '/coupons/TENOFF')).body.result;
      assert.deepEqual([got.redeemed, got.revenue], [1, [{ currency: 'XTR', amount: '225' }]]);

      // Once per member: told, and the usual plans follow.
      const again = nextCall(world.tg, 'sendMessage', (c) => toUser(ann)(c) && c.params.text === 'You have already used coupon TENOFF.');
      const plans = await menu(world, ann, '/start c-TENOFF');
      await again;
      assert.ok(buttonsOf(plans).some((b) => b.callback_data === `buy:${cheap}`));
    });
  });

  test('unknown, expired, archived: told clearly; an invoice whose coupon was archived is refused at pre-checkout', async () => {
    await withWorld(async (world) => {
      const vip = await createPlan(world, {});
      const bob = world.user(5201);
      await told(world, bob, '/start c-NOSUCH', 'That coupon code is not valid; check it and try again.');
      // Another bot's coupon is not this bot's: the same answer.
      const other = await world.addBot();
      assert.notEqual(other, world.botId);
      await told(world, bob, '/start c-ELSEWHERE', 'That coupon code is not valid; check it and try again.');

      const expiresAt = Date.now() + 1500;
      await coupon(world, { code: 'SOON', percent_off: 5, expires_at: new Date(expiresAt).toISOString() });
      await until(
        () => Date.now(),
        (now) => now > expiresAt,
        'the coupon to expire',
      );
      await told(world, bob, '/start c-SOON', /^Coupon SOON expired on \d{1,2} [A-Z][a-z]{2} \d{4}\.$/);

      await coupon(world, { code: 'GONE', percent_off: 5 });
      const shown = await menu(world, bob, '/start c-GONE');
      const invoice = await invoiceFrom(world, bob, shown, `buy:${vip}:GONE`);
      assert.equal((await world.api('DELETE', '/coupons/GONE')).status, 200);
      const paid = await world.tg.pay(world.botId, bob, invoice);
      assert.deepEqual({ ok: paid.ok, errorMessage: paid.errorMessage }, { ok: false, errorMessage: 'Coupon GONE is no longer valid.' });
      await told(world, bob, '/start c-gone', 'Coupon GONE is no longer valid.');
      // The old button with the archived coupon makes no invoice either.
      const answered = nextCall(world.tg, 'answerCallbackQuery', (c) => c.params.text === 'Coupon GONE is no longer valid.');
      world.tg.pressButton(world.botId, bob, sentMessage(shown), `buy:${vip}:GONE`);
      assert.equal((await answered).params.show_alert, true);
      assert.deepEqual((await world.api('GET', '/orders')).body.result, []);
    });
  });

  test('"I have a coupon": the bot asks, the reply shows the prices; a Stars subscription’s link is for the discounted price', async () => {
    await withWorld(async (world) => {
      const monthly = await createPlan(world, { plan_name: 'Monthly', options: { recurring: true } });
      const cat = world.user(5301);
      // No coupon yet: no button.
      assert.ok(!buttonsOf(await menu(world, cat)).some((b) => b.callback_data === 'coupon'));
      await coupon(world, { code: 'FIRSTONLY', percent_off: 20 });
      await coupon(world, { code: 'ALWAYS20', percent_off: 20, duration: 'forever' });
      const shown = await menu(world, cat);
      assert.deepEqual(buttonsOf(shown).at(-1), { text: 'I have a coupon', callback_data: 'coupon' });

      const asked = nextCall(world.tg, 'sendMessage', toUser(cat));
      world.tg.pressButton(world.botId, cat, sentMessage(shown), 'coupon');
      const question = await asked;
      assert.equal(question.params.text, 'Send me your coupon code.');
      assert.deepEqual(parsed(question.params.reply_markup), { force_reply: true, input_field_placeholder: 'Coupon code' });

      // A "once" coupon cannot be kept to the first payment of a Stars subscription: said.
      const once = nextCall(world.tg, 'sendMessage', toUser(cat));
      world.tg.sendText(world.botId, cat, 'firstonly', sentMessage(question));
      assert.equal((await once).params.text, 'Coupon FIRSTONLY does not apply to any plan you can buy here.');

      const offered = nextCall(world.tg, 'sendMessage', (c) => toUser(cat)(c) && buttonsOf(c).length > 0);
      world.tg.sendText(world.botId, cat, ' always20 ', sentMessage(question));
      const withCoupon = await offered;
      assert.deepEqual(buttonsOf(withCoupon), [{ text: 'Monthly — 200 ⭐ (was 250 ⭐)', callback_data: `buy:${monthly}:ALWAYS20` }]);
      const linkCall = nextCall(world.tg, 'createInvoiceLink');
      const linkMessage = nextCall(world.tg, 'sendMessage', (c) => toUser(cat)(c) && buttonsOf(c).some((b) => b.url?.startsWith('https://t.me/$')));
      world.tg.pressButton(world.botId, cat, sentMessage(withCoupon), `buy:${monthly}:ALWAYS20`);
      const link = await linkCall;
      assert.deepEqual(parsed(link.params.prices), [{ label: 'Monthly', amount: 200 }]);
      assert.equal(link.params.subscription_period, 2592000);
      const button = buttonsOf(await linkMessage)[0]!;
      assert.equal(button.text, 'Subscribe: Monthly — 200 ⭐ a month');
      const first = await world.tg.pay(world.botId, cat, button.url!, { recurring: true });
      assert.equal(first.ok, true);
      // Renewals are charged at the link's price and record the coupon (a "forever" coupon).
      world.tg.renewSubscription(world.botId, cat, first.chargeId!);
      const orders = await until(
        async () => (await world.api('GET', '/orders')).body.result as { amount: string; coupon_code: string }[],
        (list) => list.length === 2,
        'two orders',
      );
      assert.deepEqual(
        orders.map((o) => [o.amount, o.coupon_code]),
        [
          ['200', 'ALWAYS20'],
          ['200', 'ALWAYS20'],
        ],
      );
      assert.equal((await world.api('GET', '/coupons/ALWAYS20')).body.result.redeemed, 1);
    });
  });

  test('20 members racing for a coupon with 5 places: exactly 5 pre-checkouts approved, 5 orders', async () => {
    await withWorld(async (world) => {
      const vip = await createPlan(world, {});
      await coupon(world, { code: 'FIVE', percent_off: 50, max_redemptions: 5 });
      const members = Array.from({ length: 20 }, (_, i) => world.user(5400 + i));
      const invoices: Awaited<ReturnType<typeof invoiceFrom>>[] = [];
      for (const member of members) invoices.push(await invoiceFrom(world, member, await menu(world, member, '/start c-FIVE'), `buy:${vip}:FIVE`));
      const results = await Promise.all(members.map((member, i) => world.tg.pay(world.botId, member, invoices[i]!)));
      assert.equal(results.filter((r) => r.ok).length, 5);
      assert.deepEqual([...new Set(results.filter((r) => !r.ok).map((r) => r.errorMessage))], ['Coupon FIVE has been fully used.']);
      const orders = await until(
        async () => (await world.api('GET', '/orders?limit=100')).body.result as { amount: string; coupon_code: string }[],
        (list) => list.length === 5,
        'five orders',
      );
      assert.ok(orders.every((o) => o.amount === '125' && o.coupon_code === 'FIVE'));
      assert.equal((await world.api('GET', '/coupons/FIVE')).body.result.redeemed, 5);
      // The places are taken: a new member is told at once.
      const late = world.user(5499);
      await told(world, late, '/start c-FIVE', 'Coupon FIVE has been fully used.');
    });
  });

  test('/coupons: level 6 lists and makes coupons (percent or amount); level 5 is refused; bad input changes nothing', async () => {
    await withWorld(async (world) => {
      const vip = await createPlan(world, {});
      const six = world.user(5506);
      const five = world.user(5505);
      for (const [id, level] of [
        [six, 6],
        [five, 5],
      ] as const) {
        assert.equal((await world.api('POST', '/admins', { admin_id: String(id), admin_level: level })).status, 201);
      }
      assert.match(String((await say(world, six, '/help')).params.text), /\/coupons — Coupons: list, or \/coupons new 20% <plan_id>/);
      assert.doesNotMatch(String((await say(world, five, '/help')).params.text), /coupons/);
      assert.equal((await say(world, five, '/coupons')).params.text, 'This command is for the bot’s admins.');
      assert.equal((await say(world, five, '/coupons new 20%')).params.text, 'This command is for the bot’s admins.');
      assert.equal((await say(world, six, '/coupons')).params.text, 'No coupons yet. Make one with /coupons new 20% <plan_id>.');

      const made = String((await say(world, six, `/coupons new 20% ${vip}`)).params.text);
      const code = /^Coupon ([A-Z0-9]{8}) made: 20% off VIP, once per member\./.exec(made)?.[1];
      assert.ok(code, made);
      assert.match(made, new RegExp(`https://t\\.me/shop${world.botId}_bot\\?start=c-${code}$`));
      const amount = String((await say(world, six, `/coupons new 50 ${vip}`)).params.text);
      assert.match(amount, /^Coupon [A-Z0-9]{8} made: 50 ⭐ off VIP/);
      assert.equal((await say(world, six, `/coupons new 250 ${vip}`)).params.text, `Not made: amount_off must be below the price of plan ${vip} (250 XTR).`);
      assert.match(String((await say(world, six, '/coupons new twenty')).params.text), /^Send \/coupons to list coupons/);
      const listed = String((await say(world, six, '/coupons')).params.text);
      assert.match(
        listed,
        new RegExp(`^Coupons \\(newest first\\):\\n• [A-Z0-9]{8} — 50 ⭐ off plan ${vip}, 0 used, once\\n• ${code} — 20% off plan ${vip}, 0 used, once$`),
      );
      const all = (await world.api('GET', '/coupons')).body.result as { created: unknown }[];
      assert.equal(all.length, 2);
    });
  });
});
