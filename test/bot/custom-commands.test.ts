// The owner's custom commands in the bot (SPEC §15), against a real `tollgate serve` and the Bot
// API double: a member's /faq is answered with the owner's text, in their app's language when
// translated (es, es-MX), the text otherwise; a command the bot does not have still gets the
// fallback; visible commands join the members' menu (and each admin's) after a PUT and leave it
// after a DELETE, hidden ones are answered but never listed; /help lists the visible ones too.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { menuFor } from '../../src/bot/menus.js';
import { nextCall, OWNER, sentMessage, toUser, withWorld, type BotWorld } from '../support/bot-world.js';
import { until } from '../support/until.js';

const NOT_UNDERSTOOD = "I didn't understand that. Send /start to see the plans, or /help for what I can do.";
const FAQ = 'Questions? Write to @support. Signals go out at 18:00 UTC.';
const FAQ_ES = '¿Preguntas? Escribe a @support. Las señales salen a las 18:00 UTC.';

async function say(world: BotWorld, userId: number, text: string): Promise<string> {
  const reply = nextCall(world.tg, 'sendMessage', toUser(userId));
  world.tg.sendText(world.botId, userId, text);
  return String((await reply).params.text);
}

/** A member whose Telegram app is in `language`. */
function speaker(world: BotWorld, id: number, language: string): number {
  world.tg.addUser({ id, first_name: `User${id}`, language_code: language });
  world.tg.startBot(world.botId, id);
  return id;
}

type Menu = { command: string; description: string }[];

/** Waits until the menu of `scope` (default: the members') is `expected`. */
const menuBecomes = (world: BotWorld, expected: Menu, what: string, scope?: { type: string; chat_id: number }) =>
  until(
    () => world.tg.commandsOf(world.botId, scope),
    (shown) => JSON.stringify(shown) === JSON.stringify(expected),
    what,
  );

describe('custom commands in the bot', () => {
  test('a member gets the text, in their language when translated; an unknown command still gets the fallback', async () => {
    await withWorld(async (world) => {
      const put = await world.api('PUT', '/commands/faq', { text: FAQ, translations: { es: FAQ_ES } });
      assert.equal(put.status, 201);
      const member = world.user(5101);
      const spanish = speaker(world, 5102, 'es');
      const mexican = speaker(world, 5103, 'es-MX');
      const german = speaker(world, 5104, 'de');
      assert.equal(await say(world, member, '/faq'), FAQ);
      assert.equal(await say(world, spanish, '/faq'), FAQ_ES);
      assert.equal(await say(world, mexican, '/faq'), FAQ_ES);
      assert.equal(await say(world, german, '/faq'), FAQ);
      // A /language choice wins over the app's language here too.
      const offered = nextCall(world.tg, 'sendMessage', toUser(german));
      world.tg.sendText(world.botId, german, '/language');
      const buttons = sentMessage(await offered);
      const chosen = nextCall(world.tg, 'sendMessage', toUser(german));
      world.tg.pressButton(world.botId, german, buttons, 'lang:es');
      await chosen;
      assert.equal(await say(world, german, '/faq'), FAQ_ES);
      // Addressed to this bot, in capitals, with words after it: the same command.
      assert.equal(await say(world, member, `/faq@shop${world.botId}_bot`), FAQ);
      assert.equal(await say(world, member, '/FAQ please'), FAQ);
      assert.equal(await say(world, member, '/faq@some_other_bot'), NOT_UNDERSTOOD);
      assert.equal(await say(world, member, '/nope'), NOT_UNDERSTOOD);
      assert.equal(await say(world, member, 'faq'), NOT_UNDERSTOOD);

      // A replacement is answered at once; a deleted command falls back.
      assert.equal((await world.api('PUT', '/commands/faq', { text: 'New answers.' })).status, 200);
      assert.equal(await say(world, spanish, '/faq'), 'New answers.');
      assert.equal((await world.api('DELETE', '/commands/faq')).status, 200);
      assert.equal(await say(world, member, '/faq'), NOT_UNDERSTOOD);
    });
  });

  test('visible commands join the members’ menu and each admin’s, hidden ones are not listed; DELETE takes them out', async () => {
    await withWorld(async (world) => {
      const ownerScope = { type: 'chat', chat_id: OWNER };
      await menuBecomes(world, menuFor(8), "the owner's menu", ownerScope);
      assert.deepEqual(world.tg.commandsOf(world.botId), menuFor(1));

      assert.equal((await world.api('PUT', '/commands/rules', { text: 'Be kind.\nNo spam.', visible: false })).status, 201);
      assert.equal((await world.api('PUT', '/commands/faq', { text: `${FAQ}\nMore below.` })).status, 201);
      assert.equal((await world.api('PUT', '/commands/vip', { text: 'VIP perks.', description: 'What VIP gives you' })).status, 201);
      const custom = [
        { command: 'faq', description: FAQ },
        { command: 'vip', description: 'What VIP gives you' },
      ];
      await menuBecomes(world, [...menuFor(1), ...custom], 'the members’ menu with the visible commands');
      await menuBecomes(world, [...menuFor(8), ...custom], 'the owner’s menu with them too', ownerScope);
      const member = world.user(5201);
      assert.equal(await say(world, member, '/rules'), 'Be kind.\nNo spam.');
      assert.equal(await say(world, member, '/help'), `Commands:\n${[...menuFor(1), ...custom].map((c) => `/${c.command} — ${c.description}`).join('\n')}`);

      assert.equal((await world.api('DELETE', '/commands/faq')).status, 200);
      assert.equal((await world.api('PUT', '/commands/vip', { text: 'VIP perks.', visible: false })).status, 200);
      await menuBecomes(world, menuFor(1), 'the members’ menu without them');
      await menuBecomes(world, menuFor(8), 'the owner’s menu without them', ownerScope);
      // Every menu call the changes made went to the default scope or an admin's chat, and succeeded.
      const calls = world.tg.callsOf('setMyCommands', world.botId);
      assert.ok(calls.every((c) => c.response?.ok === true));
    });
  });

  test('a command made on another instance is answered within 10 s; one deleted there stops being answered', async () => {
    await withWorld(async (world) => {
      const member = world.user(5301);
      // The bot has looked for custom commands (and found none) before the other instance makes one.
      assert.equal(await say(world, member, '/faq'), NOT_UNDERSTOOD);
      const other = await world.startInstance();
      assert.equal((await world.api('PUT', '/commands/faq', { text: FAQ }, other)).status, 201);
      const made = Date.now();
      // A message sent 10 s or more after the change is handled after it: it must get the answer.
      let lastMissSent = 0;
      await until(
        async () => {
          const sent = Date.now();
          const text = await say(world, member, '/faq');
          if (text !== FAQ) lastMissSent = sent;
          return text;
        },
        (text) => text === FAQ,
        'the answer from the other instance’s command',
        { every: 200 },
      );
      assert.ok(lastMissSent - made < 10_000, `a /faq sent ${lastMissSent - made} ms after the change still got the fallback`);
      assert.equal((await world.api('DELETE', '/commands/faq', undefined, other)).status, 200);
      assert.equal(await say(world, member, '/faq'), NOT_UNDERSTOOD);
    });
  });

  test('commands changed while the bot had no token are in the menus when it starts again', async () => {
    await withWorld(async (world) => {
      const ownerScope = { type: 'chat', chat_id: OWNER };
      await menuBecomes(world, menuFor(8), "the owner's menu", ownerScope);
      assert.equal((await world.api('PATCH', '/settings', { bot_token: null })).status, 200);
      assert.equal((await world.api('PUT', '/commands/faq', { text: FAQ, description: 'Questions' })).status, 201);
      const restarted = nextCall(world.tg, 'deleteWebhook');
      assert.equal((await world.api('PATCH', '/settings', { bot_token: world.token })).status, 200);
      await restarted;
      const faq = { command: 'faq', description: 'Questions' };
      await menuBecomes(world, [...menuFor(1), faq], 'the members’ menu at start');
      await menuBecomes(world, [...menuFor(8), faq], 'the owner’s menu at start', ownerScope);
    });
  });
});
