// Failed authentication is throttled per client address (SPEC §1): 429 with Retry-After.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, expectError, expectOk, type TestApp, type Reply } from '../support/helper.js';

describe('failed-authentication throttle', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ authFailureLimit: 3 });
  });
  after(() => t.close());

  const from = async (ip: string, key: string): Promise<Reply> => {
    const res = await t.app.inject({ url: `/v1/bot${t.botId}/${key}/chats`, remoteAddress: ip });
    return { status: res.statusCode, headers: res.headers as Reply['headers'], body: JSON.parse(res.body), raw: res.body };
  };

  test('after the limit of failures an address gets 429 with Retry-After, even with the right key', async () => {
    const wrong = 'x'.repeat(43);
    for (let i = 0; i < 3; i++) expectError(await from('10.9.0.1', wrong), 401, 'unauthorized', 'GET', '/chats');
    const blocked = await from('10.9.0.1', wrong);
    expectError(blocked, 429, 'rate_limited', 'GET', '/chats');
    const retryAfter = Number(blocked.headers['retry-after']);
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `retry-after ${retryAfter}`);
    expectError(await from('10.9.0.1', t.apiKey), 429, 'rate_limited', 'GET', '/chats');
  });

  test('other addresses and successful requests are not affected', async () => {
    expectOk(await from('10.9.0.2', t.apiKey), 200, 'GET', '/chats');
    for (let i = 0; i < 10; i++) expectOk(await from('10.9.0.3', t.apiKey), 200, 'GET', '/chats');
  });
});
