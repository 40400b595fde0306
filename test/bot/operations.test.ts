// End-to-end: the bot's admin commands by level, and its faults (rate limits, a crash between
// payment and invite link, several instances, webhook mode), against a real `tollgate serve` and
// the Bot API double over real sockets.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openStorage } from '../../src/db/connect.js';
import { waitForLog } from '../support/servers.js';
import { buttonsOf, buy, CHAT, createPlan, freePort, linksFor, menu, nextCall, OWNER, toUser, withWorld } from '../support/bot-world.js';
import { eventually, HUNG_MS, until } from '../support/until.js';

describe('admin commands by level', { concurrency: true }, () => {
  test('/help lists what each level may use; /stats and /analytics from 3, /grant from 7; anyone below gets no data', async () => {
    await withWorld(async (world) => {
      const planId = await createPlan(world, {});
      const helper = world.user(3002);
      const analyst = world.user(3003);
      const manager = world.user(3007);
      const member = world.user(3099);
      for (const [id, level] of [
        [helper, 2],
        [analyst, 3],
        [manager, 7],
      ] as const) {
        assert.equal((await world.api('POST', '/admins', { admin_id: String(id), admin_level: level })).status, 201);
      }
      const say = async (userId: number, text: string) => {
        const reply = nextCall(world.tg, 'sendMessage', toUser(userId));
        world.tg.sendText(world.botId, userId, text);
        return String((await reply).params.text);
      };
      assert.equal(
        await say(member, '/help'),
        'Commands:\n/start — Plans and your access\n/redeem — Redeem an access code\n/cancel — Stop the questions in progress\n/help — What you can do here\n/language — Choose your language',
      );
      assert.equal((await say(analyst, '/help')).split('\n').length, 12);
      assert.equal((await say(OWNER, '/help')).split('\n').length, 21);

      await buy(world, member, planId);
      await linksFor(world, member);
      for (const id of [member, helper]) assert.equal(await say(id, '/stats'), 'This command is for the bot’s admins.');
      assert.equal(await say(analyst, '/stats'), 'Sales:\nToday: 250 ⭐ (1 sale)\nThis month: 250 ⭐ (1 sale)');
      for (const id of [member, helper]) assert.equal(await say(id, '/analytics'), 'This command is for the bot’s admins.');
      assert.equal(
        await say(analyst, '/analytics'),
        [
          'Recurring revenue now:',
          'XTR: MRR 250 ⭐ (ARR 3000 ⭐), 1 paying, ARPU 250 ⭐, 30-day churn 0.0%',
          'Trials: 0 active; last 90 days 0 started, 0 converted (0.0%)',
          'Movements and cohorts are on the dashboard (/dashboard).',
        ].join('\n'),
      );

      assert.equal(await say(analyst, `/grant ${helper} ${planId}`), 'This command is for the bot’s admins.');
      assert.equal(await say(manager, '/grant nobody'), 'Send /grant <member_id> <plan_id>, for example: /grant 123456789 2');
      assert.match(await say(manager, `/grant 3100 ${planId}`), /^Granted VIP to 3100 until /);
      assert.equal((await world.api('GET', '/members/3100')).body.result.subscriptions[0].source, 'grant');
    });
  });

  test('/broadcast reaches every member with access once, within the platform limit, and survives a restart half-way', async () => {
    await withWorld(
      async (world) => {
        const planId = await createPlan(world, {});
        const members = Array.from({ length: 12 }, (_, i) => world.user(4000 + i));
        for (const id of members) assert.equal((await world.api('POST', '/subscriptions', { member_id: String(id), plan_id: planId })).status, 201);
        const outsider = world.user(4999);
        for (const id of members) await linksFor(world, id);

        // Half-way through, the instance is killed; the next one finishes without repeats.
        const queued = nextCall(world.tg, 'sendMessage', (c) => toUser(OWNER)(c));
        world.tg.sendText(world.botId, OWNER, '/broadcast Doors open at 18:00');
        assert.match(String((await queued).params.text), /broadcast is queued/);
        await until(
          () => world.tg.callsOf('sendMessage').filter((c) => c.params.text === 'Doors open at 18:00').length,
          (sent) => sent >= 4,
          'the broadcast sent to 4 members',
          { every: 5 },
        );
        await world.server.stop('SIGKILL');
        await world.startInstance({ TELEGRAM_CALLS_PER_SECOND: '30' });
        // Every member's message job finishes: sent, or given up as cut off mid-request by the kill
        // (never sent again, since the member may have it).
        const storage = openStorage(world.databaseUrl);
        try {
          const jobs = await eventually(async () => {
            const rows = await storage.db
              .selectFrom('bot_jobs')
              .select(['job_key', 'state', 'last_error'])
              .where('bot_id', '=', world.botId)
              .where('kind', '=', 'broadcast.send')
              .execute();
            return rows.length === members.length && rows.every((r) => r.state !== 'pending') ? rows : undefined;
          }, 'the broadcast');
          const interrupted = new Set(jobs.filter((j) => j.state === 'failed').map((j) => Number(j.job_key.split(':').at(-1))));
          for (const job of jobs.filter((j) => j.state === 'failed')) assert.match(String(job.last_error), /^interrupted mid-send/);
          const recipients = world.tg
            .callsOf('sendMessage')
            .filter((c) => c.params.text === 'Doors open at 18:00' && c.response?.ok)
            .map((c) => Number(c.params.chat_id));
          assert.equal(new Set(recipients).size, recipients.length, 'nobody gets it twice');
          assert.equal(recipients.includes(outsider), false);
          for (const id of members) assert.equal(recipients.includes(id) || interrupted.has(id), true, `member ${id} got the broadcast`);
          assert.ok(interrupted.size <= 8, 'only requests in flight at the kill (at most a second of them) are given up');
        } finally {
          await storage.close();
        }
      },
      { TELEGRAM_CALLS_PER_SECOND: '8' },
    );
  });
});

describe('faults: rate limits, crashes, several instances, webhooks', { concurrency: true }, () => {
  test('a 429 storm is waited out (retry_after honoured) and the links still arrive once', async () => {
    await withWorld(async (world) => {
      const planId = await createPlan(world, {});
      const liam = world.user(5001);
      world.tg.failNext('sendMessage', { code: 429, retryAfter: 1, times: 6 });
      assert.equal((await world.api('POST', '/subscriptions', { member_id: String(liam), plan_id: planId })).status, 201);
      await linksFor(world, liam);
      const tries = world.tg.callsOf('sendMessage').filter(toUser(liam));
      assert.equal(tries.filter((c) => c.response?.ok).length, 1);
      assert.equal(tries.filter((c) => (c.response as { error_code?: number } | undefined)?.error_code === 429).length, 6);
    });
  });

  test('killed between the payment and the invite link, the next instance sends the link', async () => {
    await withWorld(async (world) => {
      const planId = await createPlan(world, {});
      const mia = world.user(5002);
      world.tg.hangNext('createChatInviteLink');
      const hung = world.tg.waitForCall('createChatInviteLink', (c) => c.hung === true, HUNG_MS);
      const paid = await buy(world, mia, planId);
      assert.equal(paid.ok, true);
      await hung;
      await world.server.stop('SIGKILL');
      const next = await world.startInstance();
      await linksFor(world, mia);
      assert.equal((await world.api('GET', '/orders', undefined, next)).body.result.length, 1);
    });
  });

  test("an answer that is not the Bot API's (an HTML 502, `{}`) is retried, logged by what came back, never taken as a refusal", async () => {
    await withWorld(async (world) => {
      const planId = await createPlan(world, {});
      const olga = world.user(5010);
      // A proxy's error page that echoes the request URL, token and all; then an empty object.
      const page = `<html>\n<head><title>502 Bad Gateway</title></head>\n<body>upstream for /bot${world.token}/createChatInviteLink</body></html>`;
      world.tg.answerNext('createChatInviteLink', { status: 502, body: page });
      world.tg.answerNext('createChatInviteLink', { status: 200, body: '{}' });
      assert.equal((await world.api('POST', '/subscriptions', { member_id: String(olga), plan_id: planId })).status, 201);
      await linksFor(world, olga);
      assert.deepEqual(
        world.tg.callsOf('createChatInviteLink').map((c) => c.raw?.status ?? 'api'),
        [502, 200, 'api'],
      );
      const sub = (await world.api('GET', `/members/${olga}`)).body.result.subscriptions[0];
      assert.equal(sub.access_error, null);
      const retried = world.server.logs.filter((l) => l.includes('will retry') && l.includes('not a Bot API answer'));
      assert.equal(retried.length, 2);
      assert.match(retried[0]!, /createChatInviteLink.*HTTP 502, not a Bot API answer: <html> <head><title>502 Bad Gateway<\/title>/);
      assert.match(retried[1]!, /HTTP 200, not a Bot API answer: \{\}/);
      assert.equal(
        world.server.logs.some((l) => l.includes(world.token.split(':')[1]!)),
        false,
      );
      assert.equal(
        world.server.logs.some((l) => l.includes('refused by the platform')),
        false,
      );
    });
  });

  test('getUpdates answering at once with nothing is asked a few times a second, and updates still get through', async () => {
    await withWorld(async (world) => {
      const nora = world.user(5011);
      await world.tg.waitForCall('getUpdates', () => true, HUNG_MS);
      world.tg.answerNext('getUpdates', { status: 200, body: '{"ok":true,"result":[]}', times: 1_000_000, botId: world.botId });
      await world.tg.waitForCall('getUpdates', (c) => c.raw !== undefined, HUNG_MS);
      const before = world.tg.callsOf('getUpdates').length;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const calls = world.tg.callsOf('getUpdates').length - before;
      assert.ok(calls >= 1 && calls <= 10, `${calls} getUpdates calls in 2 s`);
      // The platform answers normally again: a message sent now is answered.
      world.tg.reset();
      const reply = nextCall(world.tg, 'sendMessage', toUser(nora));
      world.tg.sendText(world.botId, nora, '/help');
      assert.match(String((await reply).params.text), /^Commands:/);
    });
  });

  test('two instances: one poller at a time; the other takes the bot over when the first dies', async () => {
    await withWorld(async (world) => {
      const second = await world.startInstance();
      await eventually(() => world.tg.callsOf('getUpdates', world.botId).length > 2, 'polling');
      const polledBy = new Set(world.tg.callsOf('getUpdates', world.botId).map((c) => c.response?.ok));
      assert.deepEqual(
        [...polledBy].filter((ok) => ok === false),
        [],
        'no getUpdates conflict',
      );
      assert.equal(world.tg.pollers(world.botId) <= 1, true);
      await world.server.stop('SIGKILL');
      const planId = await createPlan({ ...world, api: (m, p, b) => world.api(m, p, b, second) }, {});
      const noah = world.user(5003);
      const shown = nextCall(world.tg, 'sendMessage', (c) => toUser(noah)(c) && buttonsOf(c).some((b) => b.callback_data === `buy:${planId}`));
      world.tg.sendText(world.botId, noah, '/start');
      await shown;
    });
  });

  test('webhook mode: the secret is checked, updates are answered at once and handled once when redelivered', async () => {
    const port = await freePort();
    await withWorld(
      async (world) => {
        const hook = await world.tg.waitForCall('setWebhook', () => true, HUNG_MS);
        assert.equal(hook.params.url, `http://127.0.0.1:${port}/telegram/${world.botId}`);
        assert.deepEqual(hook.params.allowed_updates, [
          'message',
          'callback_query',
          'pre_checkout_query',
          'chat_join_request',
          'chat_member',
          'my_chat_member',
        ]);
        const wrong = await fetch(`http://127.0.0.1:${port}/telegram/${world.botId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': 'not-the-secret' },
          body: JSON.stringify({ update_id: 1 }),
        });
        assert.equal(wrong.status, 401);
        const refusal = (await wrong.json()) as { ok: boolean; code: number; path: string; error: { type: string } };
        assert.deepEqual([refusal.ok, refusal.code, refusal.path, refusal.error.type], [false, 401, `/telegram/${world.botId}`, 'unauthorized']);

        await createPlan(world, {});
        const olivia = world.user(5004);
        const first = await menu(world, olivia);
        const updateId = world.tg.updatesOf(world.botId).at(-1)!.update.update_id;
        await world.tg.redeliver(world.botId, updateId);
        const shown = world.tg.callsOf('sendMessage').filter((c) => toUser(olivia)(c) && buttonsOf(c).length);
        assert.deepEqual(shown, [first]);
      },
      { TELEGRAM_MODE: 'webhook', TELEGRAM_WEBHOOK_BASE: `http://127.0.0.1:${port}`, PORT: String(port) },
    );
  });
});

describe('running bots', { concurrency: true }, () => {
  test('a token removed stops the bot; set again, it runs again; settings show the username but never the token', async () => {
    await withWorld(async (world) => {
      // Another bot keeps its token: each time the runtime looks at the bots it renews that bot's lease.
      const other = await world.addBot();
      await eventually(async () => (await world.api('GET', '/settings')).body.result.bot_username, 'the username from getMe');
      const settings = (await world.api('GET', '/settings')).body.result;
      assert.deepEqual(
        { bot_token_set: settings.bot_token_set, bot_username: settings.bot_username },
        { bot_token_set: true, bot_username: `shop${world.botId}_bot` },
      );
      assert.equal(JSON.stringify(settings).includes(world.token), false);

      const wrong = await world.api('PATCH', '/settings', { bot_token: `1${world.token}` });
      assert.equal(wrong.status, 422);
      assert.deepEqual(
        wrong.body.error.fields.map((f: { field: string }) => f.field),
        ['bot_token'],
      );
      assert.equal(JSON.stringify(wrong.body).includes(world.token.split(':')[1]!), false);

      const removed = await world.api('PATCH', '/settings', { bot_token: null });
      assert.deepEqual({ set: removed.body.result.bot_token_set, username: removed.body.result.bot_username }, { set: false, username: null });
      // Stopped for good, not merely between two long polls.
      await waitForLog(world.server, new RegExp(`(?=.*"botId":${world.botId}[,}]).*"msg":"bot stopped"`));
      const before = world.tg.callsOf('getUpdates', world.botId).length;
      const user = world.user(6001);
      world.tg.sendText(world.botId, user, '/start');
      // A stopped bot must not poll, whatever the runtime's later looks at the bots (once a second
      // here) find. Each look renews the other bot's lease: of four leases read from here on, at
      // worst the first predates the stop and the second is the look that stopped the bot; the third
      // is a look begun after it, the fourth a second later, when a bot it started again would have polled.
      const storage = openStorage(world.databaseUrl);
      try {
        const leases = new Set<number>();
        await until(
          async () => {
            const row = await storage.db.selectFrom('bot_runners').select('lease_until').where('bot_id', '=', other).executeTakeFirst();
            if (row) leases.add(Number(row.lease_until));
            return leases.size;
          },
          (taken) => taken >= 4,
          'four leases of the other bot (looks at the bots after the stop)',
        );
      } finally {
        await storage.close();
      }
      assert.equal(world.tg.callsOf('getUpdates', world.botId).length, before);

      const reply = nextCall(world.tg, 'sendMessage', toUser(user));
      assert.equal((await world.api('PATCH', '/settings', { bot_token: world.token })).status, 200);
      await reply;
    });
  });

  test('bot_status: running; a getMe naming another bot stops it with the reason, on every instance; no token reads stopped', async () => {
    await withWorld(async (world) => {
      const { tg } = world;
      const status = async (server = world.server) => (await world.api('GET', '/settings', undefined, server)).body.result.bot_status;
      await until(status, (s) => s === 'running', 'the bot running');
      // An instance that runs no bots reads the same from the database.
      const offInstance = await world.startInstance({ TELEGRAM_MODE: 'off' });
      assert.equal(await status(offInstance), 'running');

      const removed = await world.api('PATCH', '/settings', { bot_token: null });
      assert.equal(removed.body.result.bot_status, 'stopped');
      await waitForLog(world.server, new RegExp(`(?=.*"botId":${world.botId}[,}]).*"msg":"bot stopped"`));
      tg.answerNext('getMe', {
        status: 200,
        body: JSON.stringify({ ok: true, result: { id: 999, is_bot: true, first_name: 'Other', username: 'other_bot' } }),
        botId: world.botId,
      });
      assert.equal((await world.api('PATCH', '/settings', { bot_token: world.token })).body.result.bot_status, 'starting');
      const error = `error: the token belongs to bot 999, not ${world.botId}; set this bot's own token`;
      await until(status, (s) => s === error, 'the bot stopped on the wrong getMe');
      assert.equal(await status(offInstance), error);
      const polls = tg.callsOf('getUpdates', world.botId).length;
      const getMes = tg.callsOf('getMe', world.botId).length;
      // No jobs run for it: a grant's links stay pending.
      const planId = await createPlan(world, {});
      const rita = world.user(6011);
      assert.equal((await world.api('POST', '/subscriptions', { member_id: String(rita), plan_id: planId })).status, 201);
      // Several of the runtime's looks at the bots (BOT_LEASE_MS 3000: one a second) and long polls (1 s) later.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      assert.equal(tg.callsOf('getUpdates', world.botId).length, polls);
      assert.equal(tg.callsOf('getMe', world.botId).length, getMes);
      assert.equal(tg.callsOf('createChatInviteLink', world.botId).length, 0);
      assert.equal(await status(), error);
      assert.equal(
        world.server.logs.some((l) => l.includes(world.token.split(':')[1]!)),
        false,
      );

      // Its own token set again: it runs, and the pending links go out.
      assert.equal((await world.api('PATCH', '/settings', { bot_token: world.token })).status, 200);
      await until(status, (s) => s === 'running', 'the bot running again');
      await linksFor(world, rita);
    });
  });

  test('renewal reminders go out on subscription.expiring', async () => {
    await withWorld(async (world) => {
      const planId = await createPlan(world, { plan_name: 'Weekly' });
      const pat = world.user(6002);
      // Ends a day and 1.5 s after it begins: its day-1 moment falls 1.5 s after its start (a
      // reminder day before the start is never sent; the day-3 one here is such a day).
      const dayOne = Date.now() + 1_500;
      const ends = new Date(dayOne + 86_400_000).toISOString();
      assert.equal((await world.api('POST', '/subscriptions', { member_id: String(pat), plan_id: planId, expires_at: ends })).status, 201);
      await linksFor(world, pat);
      await until(
        async () => Date.now(),
        (at) => at > dayOne,
        'the day-1 moment to pass',
      );
      // The reminder pass runs when an instance starts and then once a minute.
      const reminded = nextCall(world.tg, 'sendMessage', (c) => toUser(pat)(c) && String(c.params.text).includes('ends on'));
      await world.startInstance();
      assert.match(String((await reminded).params.text), /^Your access through Weekly ends on \d{1,2} \w{3} \d{4}\. Send \/start to renew\.$/);
      const events = (await world.api('GET', '/events?type=subscription.expiring')).body.result;
      assert.deepEqual(
        events.map((e: { data: { days_before: number } }) => e.data.days_before),
        [1],
      );
    });
  });
});

describe('what the bot never does', { concurrency: true }, () => {
  test('an admin whose subscription ends is not removed; the member beside them is', async () => {
    await withWorld(async (world) => {
      const planId = await createPlan(world, {});
      const admin = world.user(7001);
      const member = world.user(7002);
      await world.api('POST', '/admins', { admin_id: String(admin), admin_level: 2 });
      for (const id of [admin, member]) {
        await world.api('POST', '/subscriptions', { member_id: String(id), plan_id: planId });
        const [link] = await linksFor(world, id);
        const approved = nextCall(world.tg, 'approveChatJoinRequest', (c) => c.params.user_id === id);
        world.tg.openInviteLink(id, link!);
        await approved;
      }
      const subs = (await world.api('GET', `/subscriptions?plan_id=${planId}`)).body.result as { subscription_id: number; member_id: string }[];
      const removed = nextCall(world.tg, 'sendMessage', (c) => toUser(member)(c) && String(c.params.text).includes('has ended'));
      for (const sub of subs) assert.equal((await world.api('DELETE', `/subscriptions/${sub.subscription_id}`)).status, 200);
      await removed;
      assert.equal(world.tg.isMember(CHAT, member), false);
      assert.equal(world.tg.isMember(CHAT, admin), true);
      assert.deepEqual(
        world.tg.callsOf('banChatMember').map((c) => c.params.user_id),
        [member],
      );
    });
  });

  test('an unreachable platform is retried without the token ever reaching the logs', async () => {
    await withWorld(
      async (world) => {
        const line = await eventually(() => world.server.logs.find((l) => l.includes('bot could not start')), 'the start failure');
        assert.match(line, /network/);
        assert.equal(
          world.server.logs.some((l) => l.includes(world.token.split(':')[1]!)),
          false,
        );
      },
      { TELEGRAM_API_ROOT: `http://127.0.0.1:${await freePort()}` },
    );
  });
});
