// Pausing sales in the bot (SPEC §15), against a real `tollgate serve` and the Bot API double: a
// level-4 admin's /pause and /resume, a level-3 admin refused; while paused /start shows access and
// no plans, an invoice opened before the pause is refused at pre-checkout, an old plan button makes
// nothing; resumed, the plans are back.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buttonsOf, createPlan, menu, nextCall, sentMessage, toUser, withWorld } from '../support/bot-world.js';

const PAUSED = 'Sales are paused for now: nothing new can be bought. Your access, if you have any, goes on as usual; send /start later.';

describe('pausing sales in the bot', () => {
  test('/pause from level 4, refused at 3; while paused no plan, no invoice, pre-checkout refused; /resume sells again', async () => {
    await withWorld(async (world) => {
      const planId = await createPlan(world, {});
      const pauser = world.user(4004);
      const analyst = world.user(4003);
      const bob = world.user(4101);
      const carol = world.user(4102);
      for (const [id, level] of [
        [pauser, 4],
        [analyst, 3],
      ] as const) {
        assert.equal((await world.api('POST', '/admins', { admin_id: String(id), admin_level: level })).status, 201);
      }
      const say = async (userId: number, text: string) => {
        const reply = nextCall(world.tg, 'sendMessage', toUser(userId));
        world.tg.sendText(world.botId, userId, text);
        return (await reply).params;
      };
      // Carol holds access; Bob opens an invoice before the pause.
      assert.equal((await world.api('POST', '/subscriptions', { member_id: String(carol), plan_id: planId })).status, 201);
      const shown = await menu(world, bob);
      const invoice = nextCall(world.tg, 'sendInvoice', toUser(bob));
      world.tg.pressButton(world.botId, bob, sentMessage(shown), `buy:${planId}`);
      const sent = await invoice;

      assert.match(String((await say(pauser, '/help')).text), /\/pause — Pause sales.*\n\/resume — Resume sales/);
      assert.equal((await say(analyst, '/pause')).text, 'This command is for the bot’s admins.');
      assert.doesNotMatch(String((await say(analyst, '/help')).text), /pause/);
      assert.equal((await world.api('GET', '/settings')).body.result.sales_paused, false);
      assert.equal(
        (await say(pauser, '/pause')).text,
        'Sales are paused: members see their access but no plans, and no invoice or card checkout is made. Renewals, codes and access go on. Send /resume to sell again.',
      );
      assert.equal((await world.api('GET', '/settings')).body.result.sales_paused, true);
      assert.equal((await say(pauser, '/pause')).text, 'Sales were already paused. Send /resume to sell again.');

      const paid = await world.tg.pay(world.botId, bob, sent);
      assert.deepEqual({ ok: paid.ok, errorMessage: paid.errorMessage }, { ok: false, errorMessage: PAUSED });
      assert.deepEqual((await world.api('GET', '/orders')).body.result, []);

      const start = await say(carol, '/start');
      assert.match(String(start.text), new RegExp(`^Your access:\\n• VIP — until .+\\n\\n${PAUSED.replace(/[.?()]/g, '\\$&')}$`));
      assert.equal(start.reply_markup, undefined);
      const bobStart = await say(bob, '/start');
      assert.equal(bobStart.text, PAUSED);
      assert.deepEqual(buttonsOf({ params: bobStart } as never), []);
      // The plans message sent before the pause: its button answers, and makes no invoice.
      const answered = nextCall(world.tg, 'answerCallbackQuery', (c) => c.params.text === PAUSED);
      world.tg.pressButton(world.botId, bob, sentMessage(shown), `buy:${planId}`);
      assert.equal((await answered).params.show_alert, true);
      assert.equal(world.tg.callsOf('sendInvoice', world.botId).length, 1);
      // Access goes on: Carol's subscription is untouched.
      assert.equal((await world.api('GET', `/members/${carol}`)).body.result.subscriptions[0].state, 'active');

      assert.equal((await say(pauser, '/resume')).text, 'Sales are back on: members see the plans and can pay again.');
      assert.equal((await world.api('GET', '/settings')).body.result.sales_paused, false);
      assert.ok(buttonsOf(await menu(world, bob)).some((b) => b.callback_data === `buy:${planId}`));
      const events = (await world.api('GET', '/events?limit=100')).body.result as { type: string }[];
      assert.equal(events.filter((e) => /pause|settings/.test(e.type)).length, 0);
    });
  });
});
