// Bans and /members in the bot (SPEC §16), against a real `tollgate serve` and the Bot API double:
// a level-4 admin's /ban removes the member from every chat of the bot with banChatMember and never
// lifts it; while banned /start shows no plans, codes are refused, pre-checkout answers ok: false
// and join requests are declined (even in a chat where the bot may not ban); /ban in reply to a
// message in a chat of the bot; /unban lifts it with unbanChatMember only_if_banned; anyone below
// level 4 gets nothing. /members by level.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Message } from 'grammy/types';
import { openStorage } from '../../src/db/connect.js';
import { buttonsOf, CHAT, createPlan, linksFor, menu, nextCall, OWNER, sentMessage, toUser, withWorld, type BotWorld } from '../support/bot-world.js';
import { eventually, until } from '../support/until.js';

const BANNED = 'You can’t buy or redeem anything here: you have been banned by the owner.';
const NOT_ADMIN = 'This command is for the bot’s admins.';
const LOUNGE = -1001234567891;
const LOCKED = -1001234567892;

/** Jobs of these kinds still to run (the ban's and the removals the revocation set off). */
async function pendingJobs(world: BotWorld, kinds: string[]): Promise<number> {
  const storage = openStorage(world.databaseUrl);
  try {
    const rows = await storage.db
      .selectFrom('bot_jobs')
      .select('job_key')
      .where('bot_id', '=', world.botId)
      .where('state', '=', 'pending')
      .where('kind', 'in', kinds)
      .execute();
    return rows.length;
  } finally {
    await storage.close();
  }
}

describe('bans and /members in the bot', () => {
  test('ban from every chat, kept out, refused everything; /ban as a reply in a group; /unban; levels', async () => {
    await withWorld(async (world) => {
      const { tg } = world;
      const planId = await createPlan(world, {});
      const banner = world.user(4004, 'Banner');
      const analyst = world.user(4003, 'Analyst');
      const alice = world.user(4101, 'Alice');
      const bob = world.user(4102, 'Bob');
      for (const [id, level] of [
        [banner, 4],
        [analyst, 3],
      ] as const) {
        assert.equal((await world.api('POST', '/admins', { admin_id: String(id), admin_level: level })).status, 201);
      }
      // Two more chats: Alice is already in the lounge; in the locked one the bot may invite but not ban.
      tg.addChat({ id: LOUNGE, type: 'supergroup', title: 'Lounge', creatorId: OWNER, members: [alice] });
      tg.addChat({ id: LOCKED, type: 'supergroup', title: 'Locked', creatorId: OWNER, botCanRestrict: false });
      for (const [chatId, name] of [
        [LOUNGE, 'Lounge'],
        [LOCKED, 'Locked'],
      ] as const) {
        assert.equal((await world.api('POST', '/chats', { chat_id: chatId, chat_name: name, chat_type: 'supergroup' })).status, 201);
      }
      const say = async (userId: number, text: string) => {
        const reply = nextCall(tg, 'sendMessage', toUser(userId));
        tg.sendText(world.botId, userId, text);
        return String((await reply).params.text);
      };

      // Alice pays (recorded through the API), gets her links and joins the VIP chat.
      assert.equal((await world.api('POST', '/orders', { member_id: String(alice), plan_id: planId })).status, 201);
      const links = await linksFor(world, alice);
      const vipLink = links.find((l) =>
        tg.callsOf('createChatInviteLink', world.botId).some((c) => c.params.chat_id === CHAT && (c.response as any).result.invite_link === l),
      )!;
      const lockedLink = links.find((l) =>
        tg.callsOf('createChatInviteLink', world.botId).some((c) => c.params.chat_id === LOCKED && (c.response as any).result.invite_link === l),
      )!;
      const approved = nextCall(tg, 'approveChatJoinRequest');
      tg.openInviteLink(alice, vipLink);
      await approved;
      assert.equal(tg.isMember(CHAT, alice), true);
      // An invoice opened before the ban, and a code.
      const shown = await menu(world, alice);
      const invoice = nextCall(tg, 'sendInvoice', toUser(alice));
      tg.pressButton(world.botId, alice, sentMessage(shown), `buy:${planId}`);
      const sent = await invoice;
      const [code] = (await world.api('POST', '/codes', { plan_id: planId })).body.result;

      // Below level 4, /ban and /members are refused and change nothing.
      assert.equal(await say(bob, `/ban ${alice}`), NOT_ADMIN);
      assert.equal(await say(analyst, `/ban ${alice}`), NOT_ADMIN);
      assert.equal(await say(analyst, `/members ${alice}`), NOT_ADMIN);
      assert.doesNotMatch(await say(analyst, '/help'), /\/ban|\/members/);
      assert.match(await say(banner, '/help'), /\/members — .*\n\/ban — Ban a member.*\n\/unban — Lift a ban/);
      assert.equal((await world.api('GET', `/members/${alice}`)).body.result.banned, false);

      // /ban: every chat of the bot, banChatMember and no unban.
      assert.equal(
        await say(banner, `/ban ${alice} spam in the chat`),
        `Banned Alice (@user${alice}, ${alice}): their access is revoked, they are removed from every chat and kept out, and they can buy nothing. /unban lifts it.`,
      );
      await until(() => tg.isBanned(CHAT, alice) && tg.isBanned(LOUNGE, alice), Boolean, 'banned in both chats');
      await until(
        () => pendingJobs(world, ['access.remove', 'member.ban']),
        (n) => n === 0,
        'the ban and removal jobs done',
      );
      assert.deepEqual(
        tg
          .callsOf('banChatMember', world.botId)
          .map((c) => [c.params.chat_id, c.params.user_id])
          .sort(),
        [
          [LOCKED, alice],
          [LOUNGE, alice],
          [CHAT, alice],
        ].sort(),
      );
      assert.deepEqual(tg.callsOf('unbanChatMember', world.botId), []);
      assert.equal(tg.isMember(CHAT, alice), false);
      const member = (await world.api('GET', `/members/${alice}`)).body.result;
      assert.deepEqual([member.banned, member.ban_reason, member.has_access, member.subscriptions[0].state], [true, 'spam in the chat', false, 'revoked']);
      const banned = (await world.api('GET', '/events?type=member.banned')).body.result;
      assert.deepEqual(banned[0].actor, { type: 'admin', admin_id: String(banner) });
      assert.equal(await say(banner, `/ban ${alice}`), `Alice (@user${alice}, ${alice}) was already banned.`);
      assert.equal(await say(banner, `/ban ${OWNER}`), `${OWNER} is the bot’s owner and can’t be banned.`);
      assert.equal(
        await say(banner, '/ban 999999'),
        '999999 isn’t a member of this bot yet: a member is known once they start the bot, pay or are granted a plan.',
      );

      // /members: the ban, no access, the order.
      assert.match(
        await say(banner, `/members @USER${alice}`),
        new RegExp(
          `^Alice \\(@user${alice}, ${alice}\\)\\n\\nBanned since \\d+ \\w+ \\d{4}: spam in the chat\\.\\n\\nNo access now\\.\\n\\nLatest orders:\\n• \\d+ \\w+ \\d{4} — VIP — 250 ⭐ — paid$`,
        ),
      );

      // Refused everything: no plans, no code, no payment, no way in.
      assert.equal(await say(alice, '/start'), BANNED);
      assert.equal(await say(alice, `/start ${code.code}`), BANNED);
      assert.equal(await say(alice, `/redeem ${code.code}`), BANNED);
      const paid = await tg.pay(world.botId, alice, sent);
      assert.deepEqual({ ok: paid.ok, errorMessage: paid.errorMessage }, { ok: false, errorMessage: BANNED });
      const declined = nextCall(tg, 'declineChatJoinRequest');
      assert.equal(tg.openInviteLink(alice, lockedLink).status, 'requested');
      assert.equal((await declined).params.user_id, alice);
      assert.equal(tg.isMember(LOCKED, alice), false);
      assert.equal((await world.api('GET', '/codes')).body.result[0].used, 0);
      assert.equal((await world.api('GET', '/orders')).body.result.length, 1);

      // /ban in reply to a message in a chat of the bot: a non-admin's is ignored, an admin's bans.
      const mallory = 4666;
      const carol = 4667;
      tg.addUser({ id: mallory, first_name: 'Mallory', username: 'mallory' });
      tg.addUser({ id: carol, first_name: 'Carol', username: 'carol' });
      let messageId = 9000;
      const inChat = (from: number, text: string, replyTo?: Message) => {
        const message = {
          message_id: messageId++,
          from: { id: from, is_bot: false, first_name: `U${from}`, ...(from === mallory ? { first_name: 'Mallory', username: 'mallory' } : {}) },
          chat: { id: CHAT, type: 'supergroup' as const, title: 'VIP Signals' },
          date: Math.floor(Date.now() / 1000),
          text,
          ...(text.startsWith('/') ? { entities: [{ type: 'bot_command' as const, offset: 0, length: text.split(' ')[0]!.length }] } : {}),
          ...(replyTo ? { reply_to_message: replyTo } : {}),
        } as Message.TextMessage;
        tg.injectUpdate(world.botId, { message } as never);
        return message;
      };
      const spam = inChat(mallory, 'buy cheap followers');
      const hello = inChat(carol, 'hello');
      inChat(bob, '/ban', hello);
      const answered = nextCall(tg, 'sendMessage', (c) => c.params.chat_id === CHAT);
      inChat(banner, '/ban flooding', spam);
      assert.equal((await answered).params.text, 'Mallory (@mallory, 4666) is banned.');
      await until(() => tg.isBanned(CHAT, mallory), Boolean, 'Mallory banned in the chat');
      const mal = (await world.api('GET', `/members/${mallory}`)).body.result;
      assert.deepEqual([mal.banned, mal.ban_reason], [true, 'flooding']);
      assert.equal((await world.api('GET', `/members/${carol}`)).status, 404);
      assert.equal(tg.callsOf('sendMessage', world.botId).filter((c) => c.params.chat_id === CHAT).length, 1);

      // /unban: only_if_banned in every chat; the revoked subscription stays revoked; plans are back.
      assert.equal(
        await say(banner, `/unban ${alice}`),
        `Unbanned Alice (@user${alice}, ${alice}): they may buy again. Access the ban revoked is not given back.`,
      );
      await until(() => !tg.isBanned(CHAT, alice) && !tg.isBanned(LOUNGE, alice), Boolean, 'unbanned in both chats');
      const unbans = tg.callsOf('unbanChatMember', world.botId).map((c) => c.params);
      const byChat = (a: Record<string, unknown>, b: Record<string, unknown>) => Number(a.chat_id) - Number(b.chat_id);
      assert.deepEqual(
        unbans.filter((p) => p.chat_id !== LOCKED).sort(byChat),
        [CHAT, LOUNGE].map((chat_id) => ({ chat_id, user_id: alice, only_if_banned: true })).sort(byChat),
      );
      assert.equal(await say(banner, `/unban ${alice}`), `Alice (@user${alice}, ${alice}) is not banned.`);
      const after = (await world.api('GET', `/members/${alice}`)).body.result;
      assert.deepEqual([after.banned, after.has_access, after.subscriptions[0].state], [false, false, 'revoked']);
      assert.ok(buttonsOf(await menu(world, alice)).some((b) => b.callback_data === `buy:${planId}`));
      await eventually(async () => (await world.api('GET', '/events?type=member.unbanned')).body.result[0], 'member.unbanned');
    });
  });
});
