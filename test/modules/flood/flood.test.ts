// Flood control over the API (SPEC §16): off by default; PUT turns it on (level 2 is enough),
// GET shows it, DELETE turns it off; bad input is a 422 naming each field and changes nothing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { call, createTestApp, expectError, expectInvalid, expectOk, type TestApp } from '../../support/helper.js';

const OFF = { enabled: false, messages: null, seconds: null, action: null, mute_seconds: null };

describe('flood control', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ now: '2026-11-26T12:00:00Z' });
  });
  after(() => t.close());

  test('off by default; a level-2 key turns it on, reads it, changes it and turns it off', async () => {
    const key = expectOk(await call(t, 'POST', `${t.base}/keys`, { admin_level: 2 }), 201, 'POST', '/keys').api_key;
    const two = `/v1/bot${t.botId}/${key}`;
    assert.deepEqual(expectOk(await call(t, 'GET', `${two}/flood`), 200, 'GET', '/flood'), OFF);
    const on = expectOk(await call(t, 'PUT', `${two}/flood`, { messages: 5, seconds: 10, action: 'mute' }), 200, 'PUT', '/flood');
    assert.deepEqual(on, { enabled: true, messages: 5, seconds: 10, action: 'mute', mute_seconds: 600 });
    assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/flood`), 200, 'GET', '/flood'), on);
    const changed = { messages: 100, seconds: 3600, action: 'delete', mute_seconds: 86_400 };
    assert.deepEqual(expectOk(await call(t, 'PUT', `${two}/flood`, changed), 200, 'PUT', '/flood'), { enabled: true, ...changed });
    assert.deepEqual(expectOk(await call(t, 'DELETE', `${two}/flood`), 200, 'DELETE', '/flood'), OFF);
    assert.deepEqual(expectOk(await call(t, 'GET', `${two}/flood`), 200, 'GET', '/flood'), OFF);
    // Off twice is still off.
    assert.deepEqual(expectOk(await call(t, 'DELETE', `${two}/flood`), 200, 'DELETE', '/flood'), OFF);
  });

  test('bad input is a 422 per field and changes nothing', async () => {
    const on = { messages: 3, seconds: 5, action: 'delete' };
    expectOk(await call(t, 'PUT', `${t.base}/flood`, on), 200, 'PUT', '/flood');
    const cases: [unknown, Record<string, string>][] = [
      [
        { messages: 0, seconds: 0, action: 'mute' },
        { messages: 'must be an integer from 2 to 100; got 0', seconds: 'must be an integer from 1 to 3600; got 0' },
      ],
      [
        { messages: 101, seconds: 3601, action: 'delete' },
        { messages: 'must be an integer from 2 to 100; got 101', seconds: 'must be an integer from 1 to 3600; got 3601' },
      ],
      [{ messages: 2.5, seconds: 1, action: 'delete' }, { messages: 'must be an integer from 2 to 100; got 2.5' }],
      [{ messages: 5, seconds: 10, action: 'ban' }, { action: 'must be "delete" or "mute"; got "ban"' }],
      [{ messages: 5, seconds: 10, action: 'mute', mute_seconds: 29 }, { mute_seconds: 'must be an integer from 30 to 86400; got 29' }],
      [{ messages: 5, seconds: 10, action: 'mute', mute_seconds: 86_401 }, { mute_seconds: 'must be an integer from 30 to 86400; got 86401' }],
      [{ messages: 5, seconds: 10 }, { action: 'is required' }],
      [{ messages: 5, seconds: 10, action: 'mute', extra: 1 }, { extra: 'is not a known field' }],
    ];
    for (const [body, fields] of cases) {
      const got = expectInvalid(await call(t, 'PUT', `${t.base}/flood`, body), 'PUT', '/flood', Object.keys(fields));
      assert.deepEqual(got, fields, JSON.stringify(body));
    }
    assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/flood`), 200, 'GET', '/flood'), { enabled: true, ...on, mute_seconds: 600 });
    expectError(await call(t, 'PATCH', `${t.base}/flood`, on), 405, 'method_not_allowed', 'PATCH', '/flood');
  });
});
