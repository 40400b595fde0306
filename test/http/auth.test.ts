// SPEC §1: addressing and authentication. One 401 for every credential failure, 404 for a
// bot segment that is not bot<digits>, key rotation, keys stored only as hashes.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { ConflictError } from '../../src/errors.js';
import { call, createTestApp, expectError, expectOk, OWNER_ID, type Reply, type TestApp } from '../support/helper.js';

const KEY_FORMAT = /^[A-Za-z0-9_-]{43,}$/;
const CHAT = { chat_id: -1001234567890, chat_name: 'VIP Signals', chat_type: 'supergroup' };

/** The envelope without its request_id: what must be identical for every auth failure. */
function withoutRequestId(res: Reply): Record<string, unknown> {
  const { request_id: _id, ...rest } = res.body;
  return rest;
}

/** Asserts a 401 `unauthorized` envelope and returns the body minus request_id. */
function expectUnauthorized(res: Reply, method: string, path: string): Record<string, unknown> {
  expectError(res, 401, 'unauthorized', method, path);
  return withoutRequestId(res);
}

describe('authentication (SPEC §1)', () => {
  let t: TestApp;
  let revokedKey: string;
  /** Every credential that must fail, by what is wrong with it: [label, url prefix]. */
  let bad: [string, string][];

  before(async () => {
    t = await createTestApp();
    const second = await t.app.services.keys.issueKey(t.bot);
    await t.app.services.keys.revokeKey(t.bot, second.key_id);
    revokedKey = second.api_key;
    // A second bot, so that a real key of another bot is one of the failures.
    const other = await t.app.services.botCreation.createBot({ bot_id: 7002, owner_id: OWNER_ID });
    bad = [
      ['unknown bot id', `/v1/bot9999/${t.apiKey}`],
      ['unknown bot id with its own well-formed key', `/v1/bot123456789012345/${randomBytes(32).toString('base64url')}`],
      ['key of another bot', `/v1/bot${t.botId}/${other.api_key}`],
      ['wrong key (well-formed)', `/v1/bot${t.botId}/${randomBytes(32).toString('base64url')}`],
      ['malformed key: too short', `/v1/bot${t.botId}/abc`],
      ['malformed key: odd characters', `/v1/bot${t.botId}/${'A'.repeat(40)}!*$`],
      ['malformed key: encoded space and punctuation', `/v1/bot${t.botId}/${'A'.repeat(40)}%20%2B%3D`],
      ['malformed key: too long', `/v1/bot${t.botId}/${'A'.repeat(200)}`],
      ['revoked key', `/v1/bot${t.botId}/${revokedKey}`],
    ];
  });
  after(async () => t.close());

  test('a valid key reaches the route', async () => {
    assert.match(t.apiKey, KEY_FORMAT);
    assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/chats`), 200, 'GET', '/chats'), []);
    const chat = expectOk(await call(t, 'POST', `${t.base}/chats`, CHAT), 201, 'POST', '/chats');
    assert.equal(chat.chat_id, CHAT.chat_id);
  });

  test('unknown bot, wrong, malformed and revoked keys all answer the same 401 on GET routes', async () => {
    const bodies = [];
    for (const [label, prefix] of bad) {
      const res = await call(t, 'GET', `${prefix}/chats`);
      bodies.push({ label, body: expectUnauthorized(res, 'GET', '/chats') });
    }
    const [first] = bodies;
    for (const { label, body } of bodies) assert.deepEqual(body, first!.body, `${label} differs from ${first!.label}`);
  });

  test('the same 401, byte for byte, on POST, PATCH and query routes', async () => {
    const routes: [string, string, string, unknown][] = [
      ['GET', '/chats', '/chats', undefined],
      ['POST', '/chats', '/chats', { ...CHAT, chat_id: -1009 }],
      ['GET', '/orders/count?interval_unit=month&interval_count=3', '/orders/count', undefined],
      ['PATCH', '/admins/2002', '/admins/2002', { admin_level: 3 }],
      ['POST', '/keys', '/keys', undefined],
    ];
    let reference: { description: unknown; error: unknown } | undefined;
    for (const [method, suffix, path, body] of routes) {
      const perRoute = [];
      for (const [label, prefix] of bad) {
        const res = await call(t, method, `${prefix}${suffix}`, body);
        const envelope = expectUnauthorized(res, method, path);
        perRoute.push({ label, envelope, raw: JSON.stringify(envelope) });
        reference ??= { description: envelope.description, error: envelope.error };
        assert.deepEqual({ description: envelope.description, error: envelope.error }, reference, `${method} ${path}: ${label}`);
      }
      // Identical bytes (field order included) for every failure on the same route.
      for (const { label, raw } of perRoute) assert.equal(raw, perRoute[0]!.raw, `${method} ${path}: ${label}`);
    }
    assert.deepEqual(reference?.error, { type: 'unauthorized' });
  });

  test('a revoked key fails while the bot still exists and its other key works', async () => {
    expectUnauthorized(await call(t, 'GET', `/v1/bot${t.botId}/${revokedKey}/chats`), 'GET', '/chats');
    expectOk(await call(t, 'GET', `${t.base}/chats`), 200, 'GET', '/chats');
  });

  test('authentication runs before body parsing and validation', async () => {
    const wrong = `/v1/bot${t.botId}/${randomBytes(32).toString('base64url')}`;
    const expected = withoutRequestId(await call(t, 'GET', `${wrong}/chats`));
    const attempts: [string, unknown, Record<string, string>][] = [
      ['invalid body', {}, {}],
      ['unknown fields', { ...CHAT, colour: 'red' }, {}],
      ['invalid JSON', '{"chat_id": ', { 'content-type': 'application/json' }],
      ['JSON array', '[1, 2]', { 'content-type': 'application/json' }],
      ['text body', 'hello', { 'content-type': 'text/plain' }],
    ];
    for (const [label, body, headers] of attempts) {
      const res = await call(t, 'POST', `${wrong}/chats`, body, headers);
      const envelope = expectUnauthorized(res, 'POST', '/chats');
      assert.equal(envelope.description, expected.description, label);
      assert.deepEqual(envelope.error, expected.error, label);
    }
    // The same body with the right key is a 422, proving the 401 above came first.
    expectError(await call(t, 'POST', `${t.base}/chats`, {}), 422, 'validation_failed', 'POST', '/chats');
  });

  test('a bot segment that is not bot<digits> is not a route: 404, and the path never holds the key', async () => {
    const segments = ['botabc', 'bot0', 'bot01', 'bot1234567890123456', 'bot-1', 'bot+1', 'bot1.5', 'BOT1', 'foo'];
    for (const segment of segments) {
      for (const method of ['GET', 'POST']) {
        const res = await call(t, method, `/v1/${segment}/${t.apiKey}/chats`, method === 'POST' ? CHAT : undefined);
        const body = expectError(res, 404, 'not_found', method, '/chats');
        assert.ok(!res.raw.includes(t.apiKey), `${segment}: ${res.raw}`);
        assert.ok(!body.description.includes(t.apiKey));
      }
    }
  });

  test('a 15-digit bot id is a valid segment (an unknown bot: 401, not 404)', async () => {
    const res = await call(t, 'GET', `/v1/bot999999999999999/${t.apiKey}/chats`);
    expectUnauthorized(res, 'GET', '/chats');
  });
});

describe('api keys: rotation and storage (SPEC §1, §4)', () => {
  let t: TestApp;
  let secondKey: { key_id: number; api_key: string };

  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  test('POST /keys issues a new key, shown once, in the key format', async () => {
    const res = await call(t, 'POST', `${t.base}/keys`);
    const result = expectOk(res, 201, 'POST', '/keys');
    assert.deepEqual(
      { ...result, key_id: 0, api_key: '', created_at: '' },
      {
        key_id: 0,
        api_key: '',
        created_at: '',
        label: null,
        admin_level: 8,
        kind: 'key',
        admin_id: null,
        expires_at: null,
      },
    );
    assert.equal(typeof result.key_id, 'number');
    assert.match(result.api_key, KEY_FORMAT);
    assert.notEqual(result.api_key, t.apiKey);
    assert.ok(!Number.isNaN(Date.parse(result.created_at)));
    secondKey = result;
  });

  test('several active keys work at once', async () => {
    const base2 = `/v1/bot${t.botId}/${secondKey.api_key}`;
    expectOk(await call(t, 'GET', `${t.base}/chats`), 200, 'GET', '/chats');
    expectOk(await call(t, 'GET', `${base2}/chats`), 200, 'GET', '/chats');
    expectOk(await call(t, 'POST', `${base2}/chats`, CHAT), 201, 'POST', '/chats');
    const chats = expectOk(await call(t, 'GET', `${t.base}/chats`), 200, 'GET', '/chats');
    assert.deepEqual(
      chats.map((c: { chat_id: number }) => c.chat_id),
      [CHAT.chat_id],
    );
  });

  test('GET /keys lists ids and timestamps only, never a secret', async () => {
    const res = await call(t, 'GET', `${t.base}/keys`);
    const keys = expectOk(res, 200, 'GET', '/keys');
    assert.equal(keys.length, 2);
    assert.deepEqual(keys.map((k: { key_id: number }) => k.key_id).sort(), [1, secondKey.key_id].sort());
    for (const key of keys) {
      assert.deepEqual(Object.keys(key).sort(), ['admin_id', 'admin_level', 'created_at', 'expires_at', 'key_id', 'kind', 'label', 'last_used_at']);
      assert.deepEqual([key.admin_level, key.kind, key.admin_id, key.expires_at], [8, 'key', null, null]);
      assert.equal(typeof key.key_id, 'number');
      assert.ok(!Number.isNaN(Date.parse(key.created_at)));
      assert.ok(key.last_used_at === null || !Number.isNaN(Date.parse(key.last_used_at)));
    }
    assert.ok(!res.raw.includes(t.apiKey));
    assert.ok(!res.raw.includes(secondKey.api_key));
  });

  test('keys are stored only as hashes', async () => {
    const rows = await t.app.storage.db.selectFrom('api_keys').selectAll().execute();
    assert.equal(rows.length, 2);
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        const text = String(value);
        for (const key of [t.apiKey, secondKey.api_key]) {
          assert.ok(!text.includes(key), `api_keys.${column} holds a key in plain text`);
          assert.ok(!text.includes(key.slice(0, 20)), `api_keys.${column} holds part of a key`);
        }
      }
    }
  });

  test('a revoked key fails at once while the other key keeps working', async () => {
    const base2 = `/v1/bot${t.botId}/${secondKey.api_key}`;
    // Revoke the first key (key_id 1) with the second one.
    const revoked = expectOk(await call(t, 'DELETE', `${base2}/keys/1`), 200, 'DELETE', '/keys/1');
    assert.deepEqual(revoked, { key_id: 1, revoked: true });
    expectUnauthorized(await call(t, 'GET', `${t.base}/chats`), 'GET', '/chats');
    expectUnauthorized(await call(t, 'POST', `${t.base}/keys`), 'POST', '/keys');
    expectOk(await call(t, 'GET', `${base2}/chats`), 200, 'GET', '/chats');
    const keys = expectOk(await call(t, 'GET', `${base2}/keys`), 200, 'GET', '/keys');
    assert.deepEqual(
      keys.map((k: { key_id: number }) => k.key_id),
      [secondKey.key_id],
    );
    // Revoking it again: it is no longer an active key.
    expectError(await call(t, 'DELETE', `${base2}/keys/1`), 404, 'not_found', 'DELETE', '/keys/1');
  });

  test('revoking the last level-8 key is a 409, over HTTP and in the service', async () => {
    const base2 = `/v1/bot${t.botId}/${secondKey.api_key}`;
    const path = `/keys/${secondKey.key_id}`;
    expectError(await call(t, 'DELETE', `${base2}${path}`), 409, 'conflict', 'DELETE', path);
    await assert.rejects(t.app.services.keys.revokeKey(t.bot, secondKey.key_id), (error: unknown) => {
      assert.ok(error instanceof ConflictError);
      return true;
    });
    // The bot is not locked out.
    expectOk(await call(t, 'GET', `${base2}/chats`), 200, 'GET', '/chats');
  });
});
