// Signing in through the bot, over HTTP (SPEC §14): POST /v1/sessions exchanges a one-time token
// (made as the bot's /dashboard makes it, through the sessions service) for a session key of 12
// hours at its admin's level; every way a token fails is the 401 of a wrong key, counted by the
// failed-authentication throttle; GET /session says which key a call used; neither the token nor
// the key ever reaches a log line or the database in plain text.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { SESSION_MS, SIGNIN_TOKEN_MS } from '../../../src/limits.js';
import { call, createTestApp, expectError, expectInvalid, expectOk, OWNER_ID, type Reply, type TestApp } from '../../support/helper.js';

const NOW = '2026-11-21T12:00:00.000Z';
const ADMIN = '2002';

/** The envelope minus request_id, method and path: what a 401 must share with a wrong key's. */
function unauthorizedBody(res: Reply): Record<string, unknown> {
  assert.equal(res.status, 401, res.raw);
  const { request_id: _r, method: _m, path: _p, ...rest } = res.body;
  return rest;
}

describe('POST /v1/sessions: a sign-in token for a session key', () => {
  let t: TestApp;
  /** The 401 of a wrong api key on a bot-scoped route. */
  let wrongKey: Record<string, unknown>;
  const exchange = (body: unknown, headers: Record<string, string> = {}) => call(t, 'POST', '/v1/sessions', body, headers);
  const token = async (adminId = ADMIN) => (await t.app.services.sessions.startSignIn(t.botId, adminId))!.token;

  before(async () => {
    t = await createTestApp({ now: NOW });
    expectOk(await call(t, 'POST', `${t.base}/admins`, { admin_id: ADMIN, admin_level: 3 }), 201, 'POST', '/admins');
    wrongKey = unauthorizedBody(await call(t, 'GET', `/v1/bot${t.botId}/${randomBytes(32).toString('base64url')}/chats`));
  });
  after(() => t.close());

  test('an admin’s token gives a session key of 12 hours at their level; GET /session describes it', async () => {
    const made = await t.app.services.sessions.startSignIn(t.botId, ADMIN);
    assert.ok(made);
    assert.match(made.token, /^[A-Za-z0-9_-]{43}$/, '256 random bits, URL-safe');
    assert.equal(made.expiresAt, Date.parse(NOW) + SIGNIN_TOKEN_MS);
    const session = expectOk(await exchange({ bot_id: t.botId, token: made.token }), 201, 'POST', '/v1/sessions');
    assert.deepEqual(Object.keys(session).sort(), ['admin_id', 'admin_level', 'api_key', 'expires_at', 'key_id']);
    assert.deepEqual(
      { ...session, api_key: '', key_id: 0 },
      { api_key: '', key_id: 0, admin_id: ADMIN, admin_level: 3, expires_at: new Date(Date.parse(NOW) + SESSION_MS).toISOString() },
    );
    assert.match(session.api_key, /^[A-Za-z0-9_-]{43}$/);
    const base = `/v1/bot${t.botId}/${session.api_key}`;
    assert.deepEqual(expectOk(await call(t, 'GET', `${base}/session`), 200, 'GET', '/session'), {
      key_id: session.key_id,
      kind: 'session',
      admin_level: 3,
      admin_id: ADMIN,
      label: null,
      expires_at: session.expires_at,
    });
    // Level 3: reads plans, may not change them.
    expectOk(await call(t, 'GET', `${base}/plans`), 200, 'GET', '/plans');
    const refused = expectError(await call(t, 'POST', `${base}/plans`, {}), 403, 'forbidden', 'POST', '/plans');
    assert.match(refused.description, /needs admin level 4 or more; this key is level 3\.$/);
    // The owner sees it among the keys, as a session of the admin.
    const keys = expectOk(await call(t, 'GET', `${t.base}/keys`), 200, 'GET', '/keys');
    const listed = keys.find((k: { key_id: number }) => k.key_id === session.key_id);
    assert.deepEqual([listed.kind, listed.admin_id, listed.admin_level, listed.expires_at], ['session', ADMIN, 3, session.expires_at]);
    // A typed key describes itself too: level 8, no admin, no end.
    assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/session`), 200, 'GET', '/session'), {
      key_id: 1,
      kind: 'key',
      admin_level: 8,
      admin_id: null,
      label: null,
      expires_at: null,
    });
  });

  test('the owner signs in at level 8; a non-admin gets no token', async () => {
    const owner = expectOk(await exchange({ bot_id: t.botId, token: await token(OWNER_ID) }), 201, 'POST', '/v1/sessions');
    assert.equal(owner.admin_level, 8);
    assert.equal(owner.admin_id, OWNER_ID);
    assert.equal(await t.app.services.sessions.startSignIn(t.botId, '4242'), null);
    assert.equal(await t.app.services.sessions.startSignIn(9999, OWNER_ID), null, 'no such bot');
  });

  test('a token works once; used, expired, unknown, malformed or another bot’s: the 401 of a wrong key', async () => {
    const once = await token();
    expectOk(await exchange({ bot_id: t.botId, token: once }), 201, 'POST', '/v1/sessions');
    const late = await token();
    const beforeEnd = await token();
    t.clock.now += SIGNIN_TOKEN_MS - 1;
    expectOk(await exchange({ bot_id: t.botId, token: beforeEnd }), 201, 'POST', '/v1/sessions');
    t.clock.now += 1;
    const refused: [string, unknown][] = [
      ['used', { bot_id: t.botId, token: once }],
      ['expired (10 minutes)', { bot_id: t.botId, token: late }],
      ['unknown', { bot_id: t.botId, token: randomBytes(32).toString('base64url') }],
      ['another bot', { bot_id: 7002, token: await token() }],
      ['unknown bot', { bot_id: 999_999_999_999_999, token: await token() }],
      ['malformed: short', { bot_id: t.botId, token: 'abc' }],
      ['malformed: odd characters', { bot_id: t.botId, token: `${'A'.repeat(42)}!` }],
      ['malformed: the whole fragment', { bot_id: t.botId, token: `${t.botId}.${await token()}` }],
      ['malformed: long', { bot_id: t.botId, token: 'A'.repeat(5000) }],
    ];
    for (const [label, body] of refused) {
      const res = await exchange(body);
      expectError(res, 401, 'unauthorized', 'POST', '/v1/sessions');
      assert.deepEqual(unauthorizedBody(res), wrongKey, label);
    }
  });

  test('a token whose admin is no longer an admin is refused; the session of a removed admin ends', async () => {
    expectOk(await call(t, 'POST', `${t.base}/admins`, { admin_id: '2003', admin_level: 5 }), 201, 'POST', '/admins');
    const unused = await token('2003');
    const used = expectOk(await exchange({ bot_id: t.botId, token: await token('2003') }), 201, 'POST', '/v1/sessions');
    expectOk(await call(t, 'DELETE', `${t.base}/admins/2003`), 200, 'DELETE', '/admins/2003');
    assert.deepEqual(unauthorizedBody(await exchange({ bot_id: t.botId, token: unused })), wrongKey);
    // Another instance may trust the key for KEY_CACHE_MS; this one forgets nothing but time.
    t.clock.now += 2_000;
    assert.deepEqual(unauthorizedBody(await call(t, 'GET', `/v1/bot${t.botId}/${used.api_key}/session`)), wrongKey);
  });

  test('a session ends after 12 hours, and at DELETE /session', async () => {
    const a = expectOk(await exchange({ bot_id: t.botId, token: await token() }), 201, 'POST', '/v1/sessions');
    const b = expectOk(await exchange({ bot_id: t.botId, token: await token() }), 201, 'POST', '/v1/sessions');
    const ended = expectOk(await call(t, 'DELETE', `/v1/bot${t.botId}/${a.api_key}/session`), 200, 'DELETE', '/session');
    assert.deepEqual(ended, { key_id: a.key_id, revoked: true });
    expectError(await call(t, 'GET', `/v1/bot${t.botId}/${a.api_key}/session`), 401, 'unauthorized', 'GET', '/session');
    t.clock.now += SESSION_MS - 2_001;
    expectOk(await call(t, 'GET', `/v1/bot${t.botId}/${b.api_key}/session`), 200, 'GET', '/session');
    t.clock.now += 2_001;
    expectError(await call(t, 'GET', `/v1/bot${t.botId}/${b.api_key}/session`), 401, 'unauthorized', 'GET', '/session');
  });

  test('bad shapes are 400, 415 or 422 naming the fields, and use no token', async () => {
    const kept = await token();
    const path = '/v1/sessions';
    expectInvalid(await exchange({}), 'POST', path, ['bot_id', 'token']);
    expectInvalid(await exchange({ bot_id: String(t.botId), token: kept }), 'POST', path, ['bot_id']);
    expectInvalid(await exchange({ bot_id: 0, token: kept }), 'POST', path, ['bot_id']);
    expectInvalid(await exchange({ bot_id: t.botId, token: 42 }), 'POST', path, ['token']);
    expectInvalid(await exchange({ bot_id: t.botId, token: '' }), 'POST', path, ['token']);
    const extra = expectInvalid(await exchange({ bot_id: t.botId, token: kept, api_key: 'x' }), 'POST', path, ['api_key']);
    assert.equal(JSON.stringify(extra).includes(kept), false, 'the token is never echoed');
    expectError(await exchange('{"bot_id":', { 'content-type': 'application/json' }), 400, 'bad_request', 'POST', path);
    expectError(await exchange('[1]', { 'content-type': 'application/json' }), 400, 'bad_request', 'POST', path);
    expectError(await exchange('bot_id=1', { 'content-type': 'text/plain' }), 415, 'unsupported_media_type', 'POST', path);
    expectError(await call(t, 'GET', path), 405, 'method_not_allowed', 'GET', path);
    // None of them used it.
    expectOk(await exchange({ bot_id: t.botId, token: kept }), 201, 'POST', path);
  });

  test('tokens are stored only as hashes, and spent ones are forgotten', async () => {
    const live = await token();
    const rows = await t.app.storage.db.selectFrom('signin_tokens').selectAll().where('bot_id', '=', t.botId).execute();
    assert.ok(rows.length > 0);
    assert.equal(JSON.stringify(rows).includes(live), false);
    // Every token made before this one was used or has expired: making it forgot them.
    assert.deepEqual(
      rows.map((r) => [r.used_at, Number(r.expires_at) > t.clock.now]),
      [[null, true]],
    );
  });

  test('no log line shows a token or a session key', async () => {
    const secret = await token();
    const session = expectOk(await exchange({ bot_id: t.botId, token: secret }), 201, 'POST', '/v1/sessions');
    await exchange({ bot_id: t.botId, token: secret });
    await exchange({ bot_id: t.botId, token: secret, extra: secret });
    await call(t, 'GET', `/v1/bot${t.botId}/${session.api_key}/session`);
    const all = t.logs.join('');
    assert.ok(all.includes('/v1/sessions'), 'the requests were logged');
    assert.equal(all.includes(secret), false, 'a token in the logs');
    assert.equal(all.includes(session.api_key), false, 'a session key in the logs');
  });
});

describe('POST /v1/sessions: failures are throttled with failed authentication', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ now: NOW, authFailureLimit: 3 });
  });
  after(() => t.close());

  const from = async (ip: string, url: string, body?: unknown): Promise<Reply> => {
    const res = await t.app.inject({
      method: body === undefined ? 'GET' : 'POST',
      url,
      remoteAddress: ip,
      ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    return { status: res.statusCode, headers: res.headers as Reply['headers'], body: JSON.parse(res.body), raw: res.body };
  };
  const wrongToken = { bot_id: 7001, token: 'x'.repeat(43) };

  test('wrong tokens and wrong keys share one budget per address; then 429 with Retry-After, even for a good token', async () => {
    const good = (await t.app.services.sessions.startSignIn(t.botId, OWNER_ID))!.token;
    expectError(await from('10.8.0.1', '/v1/sessions', wrongToken), 401, 'unauthorized', 'POST', '/v1/sessions');
    expectError(await from('10.8.0.1', `/v1/bot${t.botId}/${'y'.repeat(43)}/chats`), 401, 'unauthorized', 'GET', '/chats');
    expectError(await from('10.8.0.1', '/v1/sessions', wrongToken), 401, 'unauthorized', 'POST', '/v1/sessions');
    const blocked = await from('10.8.0.1', '/v1/sessions', { bot_id: t.botId, token: good });
    expectError(blocked, 429, 'rate_limited', 'POST', '/v1/sessions');
    const retryAfter = Number(blocked.headers['retry-after']);
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `retry-after ${retryAfter}`);
    expectError(await from('10.8.0.1', `${t.base}/chats`), 429, 'rate_limited', 'GET', '/chats');
    // Refused before it was looked at: the token still works from elsewhere.
    expectOk(await from('10.8.0.2', '/v1/sessions', { bot_id: t.botId, token: good }), 201, 'POST', '/v1/sessions');
  });

  test('bad shapes and good tokens do not count', async () => {
    for (let i = 0; i < 5; i++) expectInvalid(await from('10.8.0.3', '/v1/sessions', { bot_id: 'x' }), 'POST', '/v1/sessions', ['bot_id', 'token']);
    for (let i = 0; i < 5; i++) {
      const good = (await t.app.services.sessions.startSignIn(t.botId, OWNER_ID))!.token;
      expectOk(await from('10.8.0.3', '/v1/sessions', { bot_id: t.botId, token: good }), 201, 'POST', '/v1/sessions');
    }
  });
});
