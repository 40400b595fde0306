// /dashboard through the Bot API double, against a real `tollgate serve` (SPEC §14): an admin gets
// a one-time sign-in link in their private chat, a non-admin gets no link, a group gets nothing;
// the link's token works once, and not after 10 minutes.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { signInBase } from '../../src/bot/dashboard-handler.js';
import { openStorage } from '../../src/db/connect.js';
import { SIGNIN_TOKEN_MS } from '../../src/limits.js';
import { updateKey } from '../../src/modules/jobs/service.js';
import { CHAT, freePort, nextCall, OWNER, toUser, withWorld } from '../support/bot-world.js';
import { request } from '../support/servers.js';
import { until } from '../support/until.js';

const LINK =
  /^Your sign-in link to the dashboard\. It works once, within 10 minutes; do not forward it:\n(http:\/\/127\.0\.0\.1:\d+)\/#signin=(\d+)\.([A-Za-z0-9_-]{43})$/;

describe('/dashboard: a sign-in link from the bot', () => {
  test('an admin gets a one-time link to this service; others get none; the token works once, for 10 minutes', async () => {
    const port = await freePort();
    await withWorld(
      async (world) => {
        const { tg } = world;
        const analyst = world.user(3003);
        const member = world.user(3099);
        assert.equal((await world.api('POST', '/admins', { admin_id: String(analyst), admin_level: 3 })).status, 201);
        const say = async (userId: number, text: string) => {
          const reply = nextCall(tg, 'sendMessage', toUser(userId));
          tg.sendText(world.botId, userId, text);
          return reply;
        };
        const exchange = (botId: number, token: string) => request(`${world.server.url}/v1/sessions`, 'POST', { bot_id: botId, token });

        const sent = await say(analyst, '/dashboard');
        const [, base, botId, token] = LINK.exec(String(sent.params.text)) ?? [];
        assert.ok(token, `not a sign-in link: ${sent.params.text}`);
        // HOST and PORT of the service (no TOLLGATE_PUBLIC_URL here): the address the test reaches it at.
        assert.equal(base, `http://127.0.0.1:${port}`);
        assert.equal(base, world.server.url);
        assert.equal(Number(botId), world.botId);
        const preview = sent.params.link_preview_options;
        assert.deepEqual(typeof preview === 'string' ? JSON.parse(preview) : preview, { is_disabled: true });

        const session = await exchange(world.botId, token!);
        assert.equal(session.status, 201, JSON.stringify(session.body));
        assert.deepEqual([session.body.result.admin_id, session.body.result.admin_level], [String(analyst), 3]);
        const who = await request(`${world.server.url}/v1/bot${world.botId}/${session.body.result.api_key}/session`);
        assert.deepEqual([who.status, who.body.result.kind, who.body.result.admin_level], [200, 'session', 3]);
        // Once only.
        const again = await exchange(world.botId, token!);
        assert.deepEqual(
          [again.status, again.body.error, again.body.description],
          [401, { type: 'unauthorized' }, 'The bot id and api_key do not match an active key; check both.'],
        );

        // The owner too, at level 8.
        const owners = LINK.exec(String((await say(OWNER, '/dashboard')).params.text));
        assert.ok(owners);
        assert.equal((await exchange(world.botId, owners[3]!)).body.result.admin_level, 8);

        let lateToken = '';
        // A member learns nothing, and no token is made for them.
        const storage = openStorage(world.databaseUrl);
        try {
          const tokens = async () =>
            (await storage.db.selectFrom('signin_tokens').select('admin_id').where('bot_id', '=', world.botId).execute()).map((r) => r.admin_id);
          const madeBefore = (await tokens()).length;
          assert.equal(String((await say(member, '/dashboard')).params.text), 'This command is for the bot’s admins.');
          assert.equal((await tokens()).filter((id) => id === String(member)).length, 0);
          assert.equal((await tokens()).length, madeBefore);

          // In the sold group the command is not answered (the link is never posted where others read).
          const inGroup = tg.injectUpdate(world.botId, {
            message: {
              message_id: 9100,
              from: { id: analyst, is_bot: false, first_name: 'User3003' },
              chat: { id: CHAT, type: 'supergroup', title: 'VIP Signals' },
              date: Math.floor(Date.now() / 1000),
              text: '/dashboard',
              entities: [{ offset: 0, length: 10, type: 'bot_command' }],
            },
          });
          await until(
            () =>
              storage.db.selectFrom('bot_jobs').select('state').where('bot_id', '=', world.botId).where('job_key', '=', updateKey(inGroup)).executeTakeFirst(),
            (row) => row?.state === 'done',
            'the group message handled',
          );
          assert.deepEqual(
            tg.callsOf('sendMessage').filter((c) => Number(c.params.chat_id) === CHAT),
            [],
          );
          assert.equal((await tokens()).length, madeBefore, 'no token made in the group');

          // Ten minutes pass for a new link (its times moved back; the service's own clock is
          // real here, test/modules/sessions pins it to the millisecond): it no longer works.
          const late = LINK.exec(String((await say(analyst, '/dashboard')).params.text));
          assert.ok(late);
          lateToken = late[3]!;
          await storage.db
            .updateTable('signin_tokens')
            .set((eb) => ({ created_at: eb('created_at', '-', SIGNIN_TOKEN_MS), expires_at: eb('expires_at', '-', SIGNIN_TOKEN_MS) }))
            .where('bot_id', '=', world.botId)
            .where('used_at', 'is', null)
            .execute();
          assert.equal((await exchange(world.botId, lateToken)).status, 401);
          // Nothing of a token is kept in the bot's job tables: the link was a direct reply.
          const jobs = await storage.db.selectFrom('bot_jobs').select(['payload']).where('bot_id', '=', world.botId).execute();
          assert.equal(JSON.stringify(jobs).includes(lateToken), false);
        } finally {
          await storage.close();
        }
        // No log line of the service shows a token or the session key.
        const logs = world.server.logs.join('\n');
        for (const secret of [token!, owners[3]!, lateToken, session.body.result.api_key]) assert.equal(logs.includes(secret), false);
      },
      { PORT: String(port) },
    );
  });
});

describe('where sign-in links point', () => {
  test('TOLLGATE_PUBLIC_URL when set, else HOST and PORT (a wildcard host as 127.0.0.1)', () => {
    assert.equal(signInBase({ publicUrl: 'https://members.example.com/tollgate', host: '0.0.0.0', port: 8080 }), 'https://members.example.com/tollgate');
    assert.equal(signInBase({ host: '127.0.0.1', port: 8080 }), 'http://127.0.0.1:8080');
    assert.equal(signInBase({ host: 'tollgate.lan', port: 9000 }), 'http://tollgate.lan:9000');
    assert.equal(signInBase({ host: '0.0.0.0', port: 8080 }), 'http://127.0.0.1:8080');
    assert.equal(signInBase({ host: '::', port: 8080 }), 'http://127.0.0.1:8080');
    assert.equal(signInBase({ host: '::1', port: 8080 }), 'http://[::1]:8080');
  });
});
