// End-to-end: each admin's command menu (setMyCommands scoped to their private chat) lists exactly
// what their level allows, following every change made through the API, the bot's start, and an
// admin's first /start; /help says the same. Real `tollgate serve` against the Bot API double.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { menuFor } from '../../src/bot/menus.js';
import { openStorage } from '../../src/db/connect.js';
import type { RecordedCall } from '../doubles/telegram.js';
import { nextCall, OWNER, toUser, withWorld, type BotWorld } from '../support/bot-world.js';
import { eventually, until } from '../support/until.js';

const chatScope = (userId: number) => ({ type: 'chat', chat_id: userId });
const names = (level: number) => menuFor(level).map((c) => c.command);

/** The menu the platform now shows in `userId`'s chat with the bot (undefined: the members' default). */
const menuIn = (world: BotWorld, userId: number) => world.tg.commandsOf(world.botId, chatScope(userId));

/** Waits until `userId`'s chat shows `expected` (undefined: no menu of its own). */
const menuBecomes = (world: BotWorld, userId: number, expected: ReturnType<typeof menuFor> | undefined, what: string) =>
  until(
    () => menuIn(world, userId),
    (shown) => JSON.stringify(shown) === JSON.stringify(expected),
    what,
  );

/** Menu calls (set or delete) the bot made for `userId`'s chat. */
const menuCalls = (world: BotWorld, userId: number) =>
  [...world.tg.callsOf('setMyCommands', world.botId), ...world.tg.callsOf('deleteMyCommands', world.botId)].filter(
    (c: RecordedCall) => JSON.stringify(c.params.scope) === JSON.stringify(chatScope(userId)),
  );

async function say(world: BotWorld, userId: number, text: string): Promise<string> {
  const reply = nextCall(world.tg, 'sendMessage', toUser(userId));
  world.tg.sendText(world.botId, userId, text);
  return String((await reply).params.text);
}

const help = (level: number) =>
  `Commands:\n${menuFor(level)
    .map((c) => `/${c.command} — ${c.description}`)
    .join('\n')}`;

describe("each admin's command menu", { concurrency: true }, () => {
  test('added at 3, raised to 7, removed: their chat gets exactly their level’s commands, then the members’ menu back', async () => {
    await withWorld(async (world) => {
      // The members' menu is the default; the owner's chat gets level 8's when the bot starts.
      await menuBecomes(world, OWNER, menuFor(8), "the owner's menu");
      assert.deepEqual(world.tg.commandsOf(world.botId), menuFor(1));
      assert.deepEqual(names(1), ['start', 'redeem', 'cancel', 'help', 'language']);

      const analyst = world.user(3003);
      const member = world.user(3099);
      assert.equal((await world.api('POST', '/admins', { admin_id: String(analyst), admin_level: 3 })).status, 201);
      await menuBecomes(world, analyst, menuFor(3), "the level-3 admin's menu");
      const set = menuCalls(world, analyst);
      assert.deepEqual(
        set.map((c) => [c.method, c.params.commands, c.response?.ok]),
        [['setMyCommands', menuFor(3), true]],
      );
      assert.ok(names(3).includes('stats') && names(3).includes('broadcast') && !names(3).includes('grant'));
      assert.equal(await say(world, analyst, '/help'), help(3));
      assert.equal(await say(world, member, '/help'), help(1));
      assert.equal(menuIn(world, member), undefined, 'a member has no menu of their own');

      assert.equal((await world.api('PATCH', `/admins/${analyst}`, { admin_level: 7 })).status, 200);
      await menuBecomes(world, analyst, menuFor(7), "the level-7 admin's menu");
      assert.deepEqual(
        names(7).filter((c) => !names(3).includes(c)),
        ['pause', 'resume', 'grant', 'members', 'ban', 'unban', 'export', 'coupons', 'backup'],
      );
      assert.equal(await say(world, analyst, '/help'), help(7));

      assert.equal((await world.api('DELETE', `/admins/${analyst}`)).status, 200);
      await menuBecomes(world, analyst, undefined, 'the removed admin back on the members’ menu');
      const removal = menuCalls(world, analyst).at(-1)!;
      assert.deepEqual([removal.method, removal.params.scope, removal.response?.ok], ['deleteMyCommands', chatScope(analyst), true]);
      assert.deepEqual(world.tg.commandsOf(world.botId), menuFor(1));
      assert.equal(await say(world, analyst, '/help'), help(1));
      assert.equal(await say(world, analyst, '/stats'), 'This command is for the bot’s admins.');
      // The events that set the menus off, each with its record.
      const events = (await world.api('GET', '/events?limit=100')).body.result.filter((e: { type: string }) => e.type.startsWith('admin.'));
      assert.deepEqual(
        events.map((e: { type: string; data: { admin_id: string; admin_level: number } }) => [e.type, e.data.admin_id, e.data.admin_level]),
        [
          ['admin.added', String(analyst), 3],
          ['admin.updated', String(analyst), 7],
          ['admin.removed', String(analyst), 7],
        ],
      );
    });
  });

  test('a level-2 admin is refused /stats with the usual answer; their menu and /help are level 2’s', async () => {
    await withWorld(async (world) => {
      const helper = world.user(3002);
      assert.equal((await world.api('POST', '/admins', { admin_id: String(helper), admin_level: 2 })).status, 201);
      await menuBecomes(world, helper, menuFor(2), "the level-2 admin's menu");
      assert.equal(names(2).includes('stats'), false);
      assert.equal(await say(world, helper, '/stats'), 'This command is for the bot’s admins.');
      assert.equal(await say(world, helper, '/help'), help(2));
    });
  });

  test('changes in quick succession end on the last level, whatever order the jobs ran in', async () => {
    await withWorld(async (world) => {
      const admin = world.user(3005);
      assert.equal((await world.api('POST', '/admins', { admin_id: String(admin), admin_level: 5 })).status, 201);
      for (const level of [7, 3, 8, 4]) assert.equal((await world.api('PATCH', `/admins/${admin}`, { admin_level: level })).status, 200);
      await menuBecomes(world, admin, menuFor(4), 'the last level’s menu');
      const storage = openStorage(world.databaseUrl);
      try {
        const jobs = await eventually(async () => {
          const rows = await storage.db
            .selectFrom('bot_jobs')
            .select(['job_key', 'state'])
            .where('bot_id', '=', world.botId)
            .where('kind', '=', 'admin.menu')
            .execute();
          const mine = rows.filter((r) => r.job_key.startsWith(`menu:${admin}:event:`));
          return mine.length === 5 && mine.every((r) => r.state === 'done') ? mine : undefined;
        }, 'one finished menu job per change');
        assert.equal(jobs.length, 5);
      } finally {
        await storage.close();
      }
      assert.deepEqual(menuIn(world, admin), menuFor(4));
    });
  });

  test('an admin added before opening the bot gets their menu at their first /start (the platform refuses it before)', async () => {
    await withWorld(async (world) => {
      // The bot has started (its start-time menus set) before the admin exists.
      await menuBecomes(world, OWNER, menuFor(8), "the owner's menu");
      const newcomer = 3600;
      world.tg.addUser({ id: newcomer, first_name: 'Nina' });
      assert.equal((await world.api('POST', '/admins', { admin_id: String(newcomer), admin_level: 4 })).status, 201);
      const refused = await world.tg.waitForCall(
        'setMyCommands',
        (c) => JSON.stringify(c.params.scope) === JSON.stringify(chatScope(newcomer)) && c.response !== undefined,
      );
      assert.deepEqual(refused.response, { ok: false, error_code: 400, description: 'Bad Request: chat not found' });
      const storage = openStorage(world.databaseUrl);
      try {
        const job = await eventually(
          () =>
            storage.db
              .selectFrom('bot_jobs')
              .select(['state', 'last_error'])
              .where('bot_id', '=', world.botId)
              .where('job_key', 'like', `menu:${newcomer}:event:%`)
              .where('state', '<>', 'pending')
              .executeTakeFirst(),
          'the refused menu recorded',
        );
        assert.deepEqual(job, { state: 'failed', last_error: 'setMyCommands: 400 Bad Request: chat not found' });
      } finally {
        await storage.close();
      }
      await say(world, newcomer, '/start');
      await menuBecomes(world, newcomer, menuFor(4), 'the menu set at the first /start');
      // Once per change: another /start asks nothing more.
      const calls = menuCalls(world, newcomer).length;
      await say(world, newcomer, '/help');
      await say(world, newcomer, '/start');
      assert.equal(menuCalls(world, newcomer).length, calls);
    });
  });

  test('at start, the bot sets the menus changed while it had no token, and a restart with nothing new sets none', async () => {
    await withWorld(async (world) => {
      // The bot has started (its start-time menus set) before the admin exists.
      await menuBecomes(world, OWNER, menuFor(8), "the owner's menu");
      const admin = world.user(3004);
      assert.equal((await world.api('POST', '/admins', { admin_id: String(admin), admin_level: 4 })).status, 201);
      await menuBecomes(world, admin, menuFor(4), "the level-4 admin's menu");
      await until(
        () => menuCalls(world, OWNER).length,
        (n) => n === 1,
        "the owner's menu, set once",
      );

      assert.equal((await world.api('PATCH', '/settings', { bot_token: null })).status, 200);
      assert.equal((await world.api('PATCH', `/admins/${admin}`, { admin_level: 7 })).status, 200);
      const restarted = nextCall(world.tg, 'deleteWebhook');
      assert.equal((await world.api('PATCH', '/settings', { bot_token: world.token })).status, 200);
      await restarted;
      await menuBecomes(world, admin, menuFor(7), 'the menu changed while the bot was stopped');

      // A new instance taking the bot over (this one killed) finds every menu up to date. The kill
      // waits for the menu jobs to be recorded done: one killed between its call and its record
      // runs again on the next instance (at least once), which is not what this test is about.
      const pendingMenus = async () => {
        const storage = openStorage(world.databaseUrl);
        try {
          return await storage.db
            .selectFrom('bot_jobs')
            .select('job_key')
            .where('bot_id', '=', world.botId)
            .where('kind', '=', 'admin.menu')
            .where('state', '=', 'pending')
            .execute();
        } finally {
          await storage.close();
        }
      };
      await eventually(async () => (await pendingMenus()).length === 0 || undefined, 'the menu jobs recorded done');
      const before = { owner: menuCalls(world, OWNER).length, admin: menuCalls(world, admin).length };
      const calls = { getMe: world.tg.callsOf('getMe').length, deleteWebhook: world.tg.callsOf('deleteWebhook').length };
      await world.server.stop('SIGKILL');
      await world.startInstance();
      // The new instance runs the bot (it answers a member) without connecting it again: what was
      // registered for this token and version is stored, so no call and no menu job is made.
      const member = world.user(3005);
      const answered = nextCall(world.tg, 'sendMessage', toUser(member));
      world.tg.sendText(world.botId, member, '/help');
      await answered;
      assert.deepEqual(await pendingMenus(), []);
      assert.deepEqual({ owner: menuCalls(world, OWNER).length, admin: menuCalls(world, admin).length }, before);
      assert.deepEqual({ getMe: world.tg.callsOf('getMe').length, deleteWebhook: world.tg.callsOf('deleteWebhook').length }, calls);
    });
  });
});
