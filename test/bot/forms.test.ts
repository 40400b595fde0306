// Forms in the bot (SPEC §15), against real `tollgate serve` and the Bot API double: the buy
// button asks the plan's form first, one question at a time (a choice as buttons, an optional one
// with Skip); a wrong answer is told why and asked again; the last answer opens the invoice; a
// second purchase asks nothing. /cancel stops, /start abandons, and a restart mid-form loses
// nothing: the member goes on with the next question.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { RecordedCall } from '../doubles/telegram.js';
import { type BotWorld, buttonsOf, buy, createPlan, menu, nextCall, sentMessage, toUser, withWorld } from '../support/bot-world.js';
import type { Server } from '../support/servers.js';

const INTRO = 'A few questions before you pay. Send /cancel to stop at any time.';
const QUESTIONS = [
  { key: 'email', prompt: 'Your email?', kind: 'email' },
  { key: 'level', prompt: 'Your level?', kind: 'choice', choices: ['Beginner', 'Advanced'] },
  { key: 'age', prompt: 'Your age?', kind: 'number' },
  { key: 'note', prompt: 'Anything else?', kind: 'text', required: false },
];

/** The member's conversation: what they send and what the bot answers (text and buttons). */
function chat(world: BotWorld, userId: number) {
  const shown = (call: RecordedCall) => ({ text: String(call.params.text), buttons: buttonsOf(call).map((b) => [b.text, b.callback_data]) });
  return {
    async say(text: string) {
      const reply = nextCall(world.tg, 'sendMessage', toUser(userId));
      world.tg.sendText(world.botId, userId, text);
      return shown(await reply);
    },
    /** Presses a button of `message`; the bot's next message and the button's answer. */
    async press(message: RecordedCall, data: string) {
      const reply = nextCall(world.tg, 'sendMessage', toUser(userId));
      const { queryId } = world.tg.pressButton(world.botId, userId, sentMessage(message), data);
      const call = await reply;
      return { ...shown(call), call, answer: world.tg.callbackAnswer(queryId) };
    },
    /** Presses a button that sends no message; the button's answer. */
    async pressSilent(message: RecordedCall, data: string) {
      const { queryId } = world.tg.pressButton(world.botId, userId, sentMessage(message), data);
      const answered = await world.tg.waitForCall('answerCallbackQuery', (c) => c.params.callback_query_id === queryId && c.response !== undefined);
      return answered.params;
    },
    /** The last message the bot sent this member. */
    last: () => world.tg.callsOf('sendMessage').filter(toUser(userId)).at(-1)!,
  };
}

async function formFor(world: BotWorld, planId: number, server?: Server) {
  const res = await world.api('POST', '/forms', { form_name: 'About you', plan_ids: [planId], questions: QUESTIONS }, server);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.result.form_id as number;
}

describe('forms in the bot', () => {
  test('answered with a wrong answer of each kind re-asked; Skip; the invoice follows; answers kept and reused', async () => {
    await withWorld(async (world) => {
      const planId = await createPlan(world, {});
      const formId = await formFor(world, planId);
      const ada = world.user(6001, 'Ada');
      const me = chat(world, ada);
      const plans = await menu(world, ada);
      const first = await me.press(plans, `buy:${planId}`);
      assert.deepEqual([first.text, first.buttons], [`${INTRO}\n\n1/4. Your email?`, []]);
      assert.deepEqual(await me.say('ada at example'), {
        text: "That doesn't look like an email address; please send one like name@example.com.\n\n1/4. Your email?",
        buttons: [],
      });
      const level = [
        ['Beginner', `form:${formId}:1:0`],
        ['Advanced', `form:${formId}:1:1`],
      ];
      assert.deepEqual(await me.say(' ada@example.com '), { text: '2/4. Your level?', buttons: level });
      assert.deepEqual(await me.say('Expert'), { text: 'Please tap one of the buttons.\n\n2/4. Your level?', buttons: level });
      const levelMessage = me.last();
      assert.deepEqual((await me.press(levelMessage, `form:${formId}:1:1`)).text, '3/4. Your age?');
      // The same button again: that question is answered; nothing changes.
      assert.equal((await me.pressSilent(levelMessage, `form:${formId}:1:0`)).text, 'That question is no longer open.');
      assert.equal((await me.say('forty')).text, 'Please send a number, such as 12 or 12.5.\n\n3/4. Your age?');
      const note = await me.say('41,5');
      assert.deepEqual(note, { text: '4/4. Anything else? (optional)', buttons: [['Skip', `form:${formId}:3:s`]] });
      assert.deepEqual(await me.say('x'.repeat(1001)), {
        text: 'That answer is too long: at most 1,000 characters, please.\n\n4/4. Anything else? (optional)',
        buttons: [['Skip', `form:${formId}:3:s`]],
      });
      const invoice = nextCall(world.tg, 'sendInvoice', toUser(ada));
      assert.equal((await me.press(me.last(), `form:${formId}:3:s`)).text, 'Thank you, your answers are saved.');
      assert.equal((await world.tg.pay(world.botId, ada, await invoice)).ok, true);

      const answers = { email: 'ada@example.com', level: 'Advanced', age: '41.5', note: null };
      const responses = await world.api('GET', `/forms/${formId}/responses`);
      assert.deepEqual(
        responses.body.result.map((r: { member_id: string; answers: unknown }) => [r.member_id, r.answers]),
        [['6001', answers]],
      );
      const member = (await world.api('GET', '/members/6001')).body.result;
      assert.deepEqual(
        member.forms.map((f: { form_id: number; form_name: string; answers: unknown }) => [f.form_id, f.form_name, f.answers]),
        [[formId, 'About you', answers]],
      );
      const events = (await world.api('GET', '/events?type=form.submitted')).body.result;
      assert.deepEqual(
        events.map((e: { actor: unknown; data: { answers: unknown; plan_id: number } }) => [e.actor, e.data.plan_id, e.data.answers]),
        [[{ type: 'member', member_id: '6001' }, planId, answers]],
      );
      // A second purchase: answered once, reused; the invoice comes at once.
      const again = await buy(world, ada, planId);
      assert.equal(again.ok, true);
      assert.equal((await world.api('GET', '/events?type=form.submitted')).body.result.length, 1);
    });
  });

  test('/cancel stops (and says when there was nothing); /start abandons; a restart mid-form goes on at question 3', async () => {
    await withWorld(async (world) => {
      const planId = await createPlan(world, {});
      const formId = await formFor(world, planId);
      const bob = world.user(6002, 'Bob');
      const me = chat(world, bob);
      assert.equal((await me.say('/cancel')).text, 'There is nothing to cancel.');
      const plans = await menu(world, bob);
      assert.equal((await me.press(plans, `buy:${planId}`)).text, `${INTRO}\n\n1/4. Your email?`);
      assert.equal((await me.say('/cancel')).text, 'Stopped: your answers were not kept. Send /start when you want to see the plans again.');
      assert.equal((await me.say('bob@example.com')).text, "I didn't understand that. Send /start to see the plans, or /help for what I can do.");

      // Started again: two answers, then the service is killed and another started.
      assert.equal((await me.press(plans, `buy:${planId}`)).text, `${INTRO}\n\n1/4. Your email?`);
      await me.say('bob@example.com');
      assert.equal((await me.press(me.last(), `form:${formId}:1:0`)).text, '3/4. Your age?');
      await world.server.stop('SIGKILL');
      const second = await world.startInstance();
      assert.equal((await me.say('33')).text, '4/4. Anything else? (optional)');

      // /start while answering: the form is abandoned, the plans are shown.
      const stopped = nextCall(world.tg, 'sendMessage', (c) => toUser(bob)(c) && c.params.text === 'The questions were stopped: your answers were not kept.');
      const shown = await menu(world, bob);
      await stopped;
      assert.ok(buttonsOf(shown).some((b) => b.callback_data === `buy:${planId}`));
      assert.equal((await me.say('fine')).text, "I didn't understand that. Send /start to see the plans, or /help for what I can do.");
      assert.deepEqual((await world.api('GET', `/forms/${formId}/responses`, undefined, second)).body.result, []);
      // Asked from the start again, all the way to the invoice.
      assert.equal((await me.press(shown, `buy:${planId}`)).text, `${INTRO}\n\n1/4. Your email?`);
      await me.say('bob@example.com');
      await me.press(me.last(), `form:${formId}:1:0`);
      await me.say('33');
      const invoice = nextCall(world.tg, 'sendInvoice', toUser(bob));
      assert.equal((await me.say('Hello!')).text, 'Thank you, your answers are saved.');
      await invoice;
      const responses = (await world.api('GET', `/forms/${formId}/responses`, undefined, second)).body.result;
      assert.deepEqual(responses[0].answers, { email: 'bob@example.com', level: 'Beginner', age: '33', note: 'Hello!' });
    });
  });

  test('a coupon entered before the form is kept through it: the invoice after the last answer is discounted', async () => {
    await withWorld(async (world) => {
      const planId = await createPlan(world, {});
      const res = await world.api('POST', '/forms', { form_name: 'One', plan_ids: [planId], questions: [QUESTIONS[0]] });
      assert.equal(res.status, 201);
      assert.equal((await world.api('POST', '/coupons', { code: 'TENOFF', percent_off: 10 })).status, 201);
      const cid = world.user(6003, 'Cid');
      const me = chat(world, cid);
      const shown = await menu(world, cid, '/start c-TENOFF');
      assert.equal((await me.press(shown, `buy:${planId}:TENOFF`)).text, `${INTRO}\n\n1/1. Your email?`);
      const invoice = nextCall(world.tg, 'sendInvoice', toUser(cid));
      assert.equal((await me.say('cid@example.com')).text, 'Thank you, your answers are saved.');
      const sent = await invoice;
      const prices = typeof sent.params.prices === 'string' ? JSON.parse(sent.params.prices) : sent.params.prices;
      assert.deepEqual(prices, [{ label: 'VIP', amount: 225 }]);
      assert.equal((await world.tg.pay(world.botId, cid, sent)).ok, true);
    });
  });
});
