// SPEC §1 (secrets) and §3.4: the log of real requests never holds the api key (URLs show it
// as ***) nor a bot token; the bot token is sealed at rest and never returned.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createSecretBox } from '../../src/crypto/secret-box.js';
import { call, createTestApp, TEST_ENCRYPTION_KEY, expectError, expectInvalid, expectOk, type Reply, type TestApp } from '../support/helper.js';

const TOKEN_SECRET = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const BOT_TOKEN = `7001:${TOKEN_SECRET}`;

describe('logs and secrets', () => {
  let t: TestApp;
  const wrongKey = randomBytes(32).toString('base64url');
  const responses: Reply[] = [];
  /** The admin record answered by PATCH /admins/2002 with a bot_token. */
  let patched: Record<string, unknown>;
  /** Log lines, parsed, once every request below has been made. */
  let lines: Record<string, unknown>[];

  before(async () => {
    t = await createTestApp();
    const send = async (method: string, url: string, body?: unknown, headers?: Record<string, string>) => {
      const res = await call(t, method, url, body, headers);
      responses.push(res);
      return res;
    };
    expectOk(await send('GET', `${t.base}/chats`), 200, 'GET', '/chats');
    expectOk(await send('GET', `${t.base}/orders/count?interval_unit=month&interval_count=3`), 200, 'GET', '/orders/count');
    expectError(await send('GET', `/v1/bot${t.botId}/${wrongKey}/chats`), 401, 'unauthorized', 'GET', '/chats');
    expectError(await send('POST', `/v1/bot${t.botId}/${wrongKey}/admins`, { admin_id: '3003', admin_level: 2 }), 401, 'unauthorized', 'POST', '/admins');
    expectError(await send('GET', `${t.base}/nope`), 404, 'not_found', 'GET', '/nope');
    expectError(await send('GET', `/v1/botabc/${t.apiKey}/chats`), 404, 'not_found', 'GET', '/chats');
    expectError(await send('PUT', `${t.base}/chats`, { chat_name: 'x' }), 405, 'method_not_allowed', 'PUT', '/chats');
    expectInvalid(await send('POST', `${t.base}/chats`, {}), 'POST', '/chats', ['chat_id', 'chat_name', 'chat_type']);
    expectError(await send('GET', `${t.base}/chats/%zz`), 400, 'bad_request', 'GET', '/chats/%zz');
    expectOk(await send('POST', `${t.base}/admins`, { admin_id: '2002', admin_level: 3 }), 201, 'POST', '/admins');
    // A bot token that breaks a rule (wrong bot) and one sent with a wrong api key.
    expectInvalid(await send('PATCH', `${t.base}/admins/2002`, { admin_level: 4, bot_token: `7002:${TOKEN_SECRET}` }), 'PATCH', '/admins/2002', ['bot_token']);
    expectInvalid(await send('PATCH', `${t.base}/admins/2002`, { admin_level: 4, bot_token: `7001:${TOKEN_SECRET}!` }), 'PATCH', '/admins/2002', ['bot_token']);
    expectError(
      await send('PATCH', `/v1/bot${t.botId}/${wrongKey}/admins/2002`, { admin_level: 4, bot_token: BOT_TOKEN }),
      401,
      'unauthorized',
      'PATCH',
      '/admins/2002',
    );
    patched = expectOk(await send('PATCH', `${t.base}/admins/2002`, { admin_level: 4, bot_token: BOT_TOKEN }), 200, 'PATCH', '/admins/2002');
    expectOk(await send('GET', `${t.base}/settings`), 200, 'GET', '/settings');
    lines = t.logs.flatMap((chunk) => chunk.split('\n').filter((l) => l.trim() !== '')).map((l) => JSON.parse(l) as Record<string, unknown>);
  });
  after(async () => t.close());

  test('the log is non-empty, one JSON object per line, the request id on every request line', () => {
    assert.ok(t.logs.length > 0);
    for (const chunk of t.logs) {
      for (const line of chunk.split('\n').filter((l) => l.trim() !== '')) {
        assert.doesNotThrow(() => JSON.parse(line), `not JSON: ${line}`);
      }
    }
    const requestLines = lines.filter((l) => 'url' in l || 'req' in l || 'reqId' in l);
    assert.ok(requestLines.length >= responses.length, `${requestLines.length} request lines for ${responses.length} requests`);
    for (const line of requestLines) {
      assert.equal(typeof line.reqId, 'string', JSON.stringify(line));
      assert.equal(typeof line.level, 'number');
      assert.equal(typeof line.time, 'number');
    }
  });

  test('every request is logged once as completed, with its request id and status', () => {
    const completed = lines.filter((l) => l.msg === 'request completed');
    assert.equal(completed.length, responses.length);
    const byId = new Map(completed.map((l) => [l.reqId, l]));
    for (const res of responses) {
      const line = byId.get(res.body.request_id);
      assert.ok(line, `no log line for request ${res.body.request_id}`);
      assert.equal(line.status, res.status);
      assert.equal(line.method, res.body.method);
    }
  });

  test('no log line holds the api key, a wrong key or the bot token', () => {
    for (const chunk of t.logs) {
      assert.ok(!chunk.includes(t.apiKey), `api key in log: ${chunk}`);
      assert.ok(!chunk.includes(wrongKey), `presented key in log: ${chunk}`);
      assert.ok(!chunk.includes(TOKEN_SECRET), `bot token in log: ${chunk}`);
    }
  });

  test('URLs in the log show the api key as ***', () => {
    const all = t.logs.join('');
    assert.ok(all.includes(`/v1/bot${t.botId}/***/`), 'no redacted URL in the log');
    const urls = lines.filter((l) => typeof l.url === 'string').map((l) => l.url as string);
    assert.ok(urls.includes(`/v1/bot${t.botId}/***/chats`));
    assert.ok(urls.includes(`/v1/bot${t.botId}/***/nope`));
    assert.ok(urls.includes(`/v1/bot${t.botId}/***/orders/count?interval_unit=month&interval_count=3`));
    assert.ok(urls.includes(`/v1/bot${t.botId}/***/admins/2002`));
    assert.ok(urls.includes('/v1/botabc/***/chats'));
    for (const url of urls.filter((u) => u.startsWith('/v1/'))) assert.match(url, /^\/v1\/[^/]+\/\*\*\*(\/|$)/);
  });

  test('no response body holds the api key or the bot token', () => {
    for (const res of responses) {
      assert.ok(!res.raw.includes(t.apiKey), res.raw);
      assert.ok(!res.raw.includes(wrongKey), res.raw);
      assert.ok(!res.raw.includes(TOKEN_SECRET), res.raw);
    }
  });

  test('PATCH says only that a token is set, and never returns it', () => {
    assert.equal(patched.admin_id, '2002');
    assert.equal(patched.admin_level, 4);
    assert.equal(patched.bot_token_set, true);
    assert.ok(!('bot_token' in patched));
    assert.ok(!('bot_token_enc' in patched));
  });

  test('the stored bot token is sealed, not the token text', async () => {
    const row = await t.app.storage.db.selectFrom('bots').selectAll().where('bot_id', '=', t.botId).executeTakeFirstOrThrow();
    assert.equal(typeof row.bot_token_enc, 'string');
    assert.ok(row.bot_token_enc!.startsWith('v1.'), row.bot_token_enc!);
    assert.notEqual(row.bot_token_enc, BOT_TOKEN);
    for (const value of Object.values(row)) assert.ok(!String(value).includes(TOKEN_SECRET));
    // Sealed with the configured key: it opens to the token.
    assert.equal(createSecretBox(TEST_ENCRYPTION_KEY).open(row.bot_token_enc!), BOT_TOKEN);
    const settings = expectOk(await call(t, 'GET', `${t.base}/settings`), 200, 'GET', '/settings');
    assert.equal(settings.bot_token_set, true);
    assert.ok(!('bot_token' in settings));
  });
});
