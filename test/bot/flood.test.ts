// Flood control in the bot (SPEC §16), against a real `tollgate serve` and the Bot API double:
// /flood set, shown, refused with its usage and turned off by an admin in private; a member who
// floods a group of the bot has every message beyond the limit deleted and, with mute, is muted
// once (restrictChatMember until now + mute_seconds, one notice in the chat, member.muted); the
// owner, the bot's admins and the chat's administrators are never limited.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openStorage } from '../../src/db/connect.js';
import { updateKey } from '../../src/modules/jobs/service.js';
import type { RecordedCall } from '../doubles/telegram.js';
import { nextCall, OWNER, toUser, withWorld, type BotWorld } from '../support/bot-world.js';
import { until } from '../support/until.js';

const GROUP = -1002000000001;
const USAGE =
  'Send /flood <messages> <seconds> to delete what a member sends beyond that many messages in that many seconds in a chat, add mute <minutes> to mute them too, or /flood off. Messages 2–100, seconds 1–3600, minutes 1–1440. For example: /flood 5 10 mute 10';
const OFF = 'Flood control is off: nothing is counted or deleted. Send /flood <messages> <seconds> to turn it on.';

/** A second sold group where `members` write and `chatAdmins` administer; the bot is its administrator. */
async function addGroup(world: BotWorld, members: number[], chatAdmins: number[]) {
  world.tg.addChat({ id: GROUP, type: 'supergroup', title: 'Chat', creatorId: OWNER, admins: chatAdmins, members });
  assert.equal((await world.api('POST', '/chats', { chat_id: GROUP, chat_name: 'Chat', chat_type: 'supergroup' })).status, 201);
}

const say = async (world: BotWorld, userId: number, text: string) => {
  const reply = nextCall(world.tg, 'sendMessage', toUser(userId));
  world.tg.sendText(world.botId, userId, text);
  return String((await reply).params.text);
};

/** Each user writes `count` messages in the group; their message ids, in order. */
function flood(world: BotWorld, userId: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => world.tg.sendGroupText(GROUP, userId, `spam ${i}`).message.message_id);
}

const deleted = (world: BotWorld) =>
  world.tg
    .callsOf('deleteMessage', world.botId)
    .filter((c: RecordedCall) => c.response?.ok)
    .map((c) => Number(c.params.message_id));

describe('flood control in the bot', () => {
  test('/flood with mute: over-limit messages deleted, one mute until now + 10 min, told once; owner, admins and chat admins exempt', async () => {
    await withWorld(async (world) => {
      const bob = world.user(5101, 'Bob');
      const carol = world.user(5102, 'Carol'); // the chat's administrator
      const dave = world.user(5103, 'Dave'); // the bot's level-2 admin
      const member = world.user(5104, 'Eve');
      await addGroup(world, [bob, dave, member], [carol]);
      assert.equal((await world.api('POST', '/admins', { admin_id: String(dave), admin_level: 2 })).status, 201);

      assert.equal(await say(world, dave, '/flood'), OFF);
      assert.match(await say(world, dave, '/help'), /\n\/flood — Flood control/);
      assert.equal(await say(world, member, '/flood 3 60'), 'This command is for the bot’s admins.');
      for (const bad of ['/flood 0 0', '/flood 5', '/flood five 10', '/flood 5 10 mute', '/flood 5 10 ban 3', '/flood 5 10 mute 3 x']) {
        const answer = await say(world, dave, bad);
        assert.ok(answer.endsWith(USAGE), `${bad}: ${answer}`);
      }
      assert.equal(
        await say(world, dave, '/flood 0 0'),
        `messages must be an integer from 2 to 100; got 0; seconds must be an integer from 1 to 3600; got 0.\n${USAGE}`,
      );
      assert.equal(await say(world, dave, '/flood 3 60 mute 1441'), `minutes must be from 1 to 1440.\n${USAGE}`);
      assert.equal((await world.api('GET', '/flood')).body.result.enabled, false);

      const on =
        "Flood control is on: a member's messages beyond 3 in 60 s in a chat are deleted, and they are muted for 10 minutes. Your admins and the chats' administrators are never limited. /flood off turns it off.";
      assert.equal(await say(world, dave, '/flood 3 60 mute 10'), on);
      assert.equal(await say(world, OWNER, '/flood'), on);
      assert.deepEqual((await world.api('GET', '/flood')).body.result, { enabled: true, messages: 3, seconds: 60, action: 'mute', mute_seconds: 600 });

      // The exempt write first: updates of one chat are handled in order, so once Bob's are
      // deleted theirs have been judged.
      const exempt = [OWNER, carol, dave].flatMap((id) => flood(world, id, 5));
      const bobs = flood(world, bob, 6);
      const restricted = await world.tg.waitForCall('restrictChatMember', (c) => c.response !== undefined);
      const muteStart = Math.floor(Date.now() / 1000);
      await until(
        () => deleted(world),
        (ids) => ids.length >= 3,
        'Bob’s three messages beyond the limit deleted',
      );
      assert.deepEqual(deleted(world), bobs.slice(3));
      assert.equal(exempt.filter((id) => deleted(world).includes(id)).length, 0);
      assert.equal(restricted.response?.ok, true);
      assert.deepEqual({ chat_id: Number(restricted.params.chat_id), user_id: Number(restricted.params.user_id) }, { chat_id: GROUP, user_id: bob });
      const untilDate = Number(restricted.params.until_date);
      assert.ok(Math.abs(untilDate - (muteStart + 600)) <= 5, `until_date ${untilDate} is about now + 600 s`);
      const permissions = restricted.params.permissions;
      assert.equal((typeof permissions === 'string' ? JSON.parse(permissions) : permissions).can_send_messages, false);
      assert.equal(world.tg.mutedUntil(GROUP, bob), untilDate);
      const notice = await world.tg.waitForCall('sendMessage', (c) => Number(c.params.chat_id) === GROUP && c.response !== undefined);
      assert.equal(notice.params.text, '@user5101 is muted for 10 minutes for sending too many messages.');
      assert.throws(() => world.tg.sendGroupText(GROUP, bob, 'still here?'), /cannot send/);
      // The chat's administrators were read once, not per message.
      assert.equal(world.tg.callsOf('getChatAdministrators', world.botId).length, 1);

      const events = (await world.api('GET', '/events?type=member.muted')).body.result as { data: unknown; actor: unknown }[];
      assert.deepEqual(
        events.map((e) => [e.data, e.actor]),
        [[{ member_id: String(bob), chat_id: GROUP, until: new Date(untilDate * 1000).toISOString(), messages: 3, seconds: 60 }, { type: 'system' }]],
      );
      // Told once, muted once.
      assert.equal(world.tg.callsOf('restrictChatMember', world.botId).length, 1);
      assert.equal(world.tg.callsOf('sendMessage', world.botId).filter((c) => Number(c.params.chat_id) === GROUP).length, 1);
    });
  });

  test('/flood without mute only deletes; /flood off stops it', async () => {
    await withWorld(async (world) => {
      const bob = world.user(5201, 'Bob');
      const eve = world.user(5202, 'Eve');
      await addGroup(world, [bob, eve], []);
      assert.equal(
        await say(world, OWNER, '/flood 2 60'),
        "Flood control is on: a member's messages beyond 2 in 60 s in a chat are deleted. Your admins and the chats' administrators are never limited. /flood off turns it off.",
      );
      const bobs = flood(world, bob, 4);
      await until(
        () => deleted(world),
        (ids) => ids.length >= 2,
        'two of Bob’s messages deleted',
      );
      assert.deepEqual(deleted(world), bobs.slice(2));
      assert.equal(await say(world, OWNER, '/flood off'), OFF);
      assert.deepEqual((await world.api('GET', '/flood')).body.result, { enabled: false, messages: null, seconds: null, action: null, mute_seconds: null });
      const sent = Array.from({ length: 3 }, () => world.tg.sendGroupText(GROUP, bob, 'more'));
      const later = sent.map((m) => m.message.message_id);
      // Handled while off (a private command may run beside a group's updates): then on again for Eve.
      const storage = openStorage(world.databaseUrl);
      try {
        await until(
          () =>
            storage.db
              .selectFrom('bot_jobs')
              .select('state')
              .where('bot_id', '=', world.botId)
              .where(
                'job_key',
                'in',
                sent.map((m) => updateKey(m.updateIds[0]!)),
              )
              .execute(),
          (rows) => rows.length === 3 && rows.every((r) => r.state === 'done'),
          'Bob’s later messages handled',
        );
      } finally {
        await storage.close();
      }
      await say(world, OWNER, '/flood 2 60');
      const eves = flood(world, eve, 3);
      await until(
        () => deleted(world),
        (ids) => ids.includes(eves[2]!),
        'Eve’s third message deleted',
      );
      assert.deepEqual(deleted(world), [...bobs.slice(2), eves[2]]);
      assert.equal(later.filter((id) => deleted(world).includes(id)).length, 0);
      assert.equal(world.tg.callsOf('restrictChatMember', world.botId).length, 0);
    });
  });
});
