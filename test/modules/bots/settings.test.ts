// Bot settings and keys over the API (SPEC §4).
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { call, createTestApp, expectError, expectInvalid, expectOk, type TestApp } from '../../support/helper.js';

describe('bot settings', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ now: '2026-11-21T12:00:00Z' });
  });
  after(() => t.close());

  test('GET /settings shows the defaults set at creation', async () => {
    const settings = expectOk(await call(t, 'GET', `${t.base}/settings`), 200, 'GET', '/settings');
    assert.deepEqual(settings, {
      bot_id: t.botId,
      bot_name: null,
      owner_id: '1001',
      timezone: 'UTC',
      default_currency: 'USD',
      bot_token_set: false,
      bot_username: null,
      bot_status: 'stopped',
      stripe_secret_key_set: false,
      stripe_webhook_secret_set: false,
      reminder_days: [3, 1],
      sales_paused: false,
      default_language: 'en',
      created_at: '2026-11-21T12:00:00.000Z',
      updated_at: '2026-11-21T12:00:00.000Z',
    });
  });

  test('PATCH /settings changes each field and the zero entry follows the default currency', async () => {
    t.clock.now += 60_000;
    const res = await call(t, 'PATCH', `${t.base}/settings`, { bot_name: 'Signals', timezone: 'Asia/Kathmandu', default_currency: 'JPY' });
    const settings = expectOk(res, 200, 'PATCH', '/settings');
    assert.equal(settings.bot_name, 'Signals');
    assert.equal(settings.timezone, 'Asia/Kathmandu');
    assert.equal(settings.default_currency, 'JPY');
    assert.equal(settings.updated_at, '2026-11-21T12:01:00.000Z');
    const count = expectOk(await call(t, 'GET', `${t.base}/orders/count`), 200, 'GET', '/orders/count');
    // 12:01 UTC is 17:46 in Kathmandu (+05:45): still 2026-11-21.
    assert.deepEqual(count, [{ period: '2026-11-21', revenue: '0', currency: 'JPY', formatted: '¥0', sales: 0 }]);
    const cleared = expectOk(await call(t, 'PATCH', `${t.base}/settings`, { bot_name: null }), 200, 'PATCH', '/settings');
    assert.equal(cleared.bot_name, null);
  });

  test('default_language (SPEC §18) is one of the shipped locales', async () => {
    const set = expectOk(await call(t, 'PATCH', `${t.base}/settings`, { default_language: 'pt' }), 200, 'PATCH', '/settings');
    assert.equal(set.default_language, 'pt');
    assert.equal(expectOk(await call(t, 'GET', `${t.base}/settings`), 200, 'GET', '/settings').default_language, 'pt');
    for (const wrong of ['xx', 'pt-BR', 'EN', '', 7]) {
      const fields = expectInvalid(await call(t, 'PATCH', `${t.base}/settings`, { default_language: wrong }), 'PATCH', '/settings', ['default_language']);
      assert.match(fields.default_language!, /^must be a language the bot speaks: one of en, es, pt, ru, uk, de, fr, it, tr, id, fa, ar/);
    }
    expectOk(await call(t, 'PATCH', `${t.base}/settings`, { default_language: 'en' }), 200, 'PATCH', '/settings');
  });

  test('invalid settings are 422s naming every field', async () => {
    const fields = expectInvalid(
      await call(t, 'PATCH', `${t.base}/settings`, { timezone: 'Mars/Olympus', default_currency: 'usd', bot_name: '', owner_id: '9' }),
      'PATCH',
      '/settings',
      ['timezone', 'default_currency', 'bot_name', 'owner_id'],
    );
    assert.match(fields.timezone!, /IANA time zone/);
    expectInvalid(await call(t, 'PATCH', `${t.base}/settings`, {}), 'PATCH', '/settings', ['body']);
    expectInvalid(await call(t, 'PATCH', `${t.base}/settings`, { timezone: '+05:00' }), 'PATCH', '/settings', ['timezone']);
  });

  test('the bot token and Stripe keys are write-only: flags show them, no answer or error ever holds them', async () => {
    const key = 'sk_test_51Hsecretsecretsecret';
    const signing = 'whsec_signingsecretsigningsecret';
    const token = `${t.botId}:AAHsecretsecretsecretsecretsecret12`;
    const bad = await call(t, 'PATCH', `${t.base}/settings`, {
      stripe_secret_key: 'pk_live_notasecretkey',
      stripe_webhook_secret: 'secret',
      bot_token: '1:ABC',
    });
    const fields = expectInvalid(bad, 'PATCH', '/settings', ['stripe_secret_key', 'stripe_webhook_secret', 'bot_token']);
    assert.equal(fields.stripe_secret_key, 'must be a Stripe secret or restricted key (sk_live_…, sk_test_…, rk_…)');
    assert.equal(JSON.stringify(bad.body).includes('pk_live_notasecretkey'), false);

    const set = expectOk(
      await call(t, 'PATCH', `${t.base}/settings`, { stripe_secret_key: key, stripe_webhook_secret: signing, bot_token: token }),
      200,
      'PATCH',
      '/settings',
    );
    assert.deepEqual(
      { token: set.bot_token_set, key: set.stripe_secret_key_set, signing: set.stripe_webhook_secret_set, status: set.bot_status },
      // This app runs no runtime: the token is set and nothing has started the bot yet.
      { token: true, key: true, signing: true, status: 'starting' },
    );
    const shown = JSON.stringify(expectOk(await call(t, 'GET', `${t.base}/settings`), 200, 'GET', '/settings'));
    for (const secret of [key, signing, token]) assert.equal(shown.includes(secret), false);
    const row = await t.app.storage.db.selectFrom('bots').selectAll().where('bot_id', '=', t.botId).executeTakeFirstOrThrow();
    for (const secret of [key, signing, token]) assert.equal(JSON.stringify(row).includes(secret), false, 'sealed at rest');

    const cleared = expectOk(await call(t, 'PATCH', `${t.base}/settings`, { stripe_secret_key: null, bot_token: null }), 200, 'PATCH', '/settings');
    assert.deepEqual(
      { token: cleared.bot_token_set, key: cleared.stripe_secret_key_set, signing: cleared.stripe_webhook_secret_set, status: cleared.bot_status },
      { token: false, key: false, signing: true, status: 'stopped' },
    );
    for (const secret of [key, signing, token]) assert.equal(t.logs.join('\n').includes(secret), false, 'never logged');
  });
});

describe('api keys over the API', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ now: '2026-11-21T12:00:00Z' });
  });
  after(() => t.close());

  test('POST /keys shows the new key once; GET /keys never shows a secret and records last use', async () => {
    const created = expectOk(await call(t, 'POST', `${t.base}/keys`), 201, 'POST', '/keys');
    assert.equal(created.key_id, 2);
    assert.match(created.api_key, /^[A-Za-z0-9_-]{43}$/);
    t.clock.now += 120_000;
    expectOk(await call(t, 'GET', `/v1/bot${t.botId}/${created.api_key}/chats`), 200, 'GET', '/chats');
    const keys = expectOk(await call(t, 'GET', `${t.base}/keys`), 200, 'GET', '/keys');
    assert.deepEqual(
      keys.map((k: { key_id: number }) => k.key_id),
      [2, 1],
    );
    for (const k of keys) {
      assert.deepEqual(Object.keys(k).sort(), ['admin_id', 'admin_level', 'created_at', 'expires_at', 'key_id', 'kind', 'label', 'last_used_at']);
    }
    assert.equal(keys[0].last_used_at, '2026-11-21T12:02:00.000Z');
    assert.ok(!JSON.stringify(keys).includes(created.api_key));
  });

  test('DELETE /keys/{id} revokes at once; unknown keys are 404; the last key cannot go', async () => {
    const keys = expectOk(await call(t, 'GET', `${t.base}/keys`), 200, 'GET', '/keys');
    const other = keys.find((k: { key_id: number }) => k.key_id === 2);
    assert.ok(other);
    expectOk(await call(t, 'DELETE', `${t.base}/keys/2`), 200, 'DELETE', '/keys/2');
    expectError(await call(t, 'DELETE', `${t.base}/keys/2`), 404, 'not_found', 'DELETE', '/keys/2');
    expectError(await call(t, 'DELETE', `${t.base}/keys/99`), 404, 'not_found', 'DELETE', '/keys/99');
    const own = await call(t, 'DELETE', `${t.base}/keys/1`);
    assert.match(expectError(own, 409, 'conflict', 'DELETE', '/keys/1').description, /the key making this call/);
    await assert.rejects(t.app.services.keys.revokeKey({ ...t.bot, keyId: null }, 1), /last active level-8 key/);
    expectInvalid(await call(t, 'DELETE', `${t.base}/keys/abc`), 'DELETE', '/keys/abc', ['key_id']);
  });
});
