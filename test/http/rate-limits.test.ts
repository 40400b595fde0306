// Request budgets (issue: hardening): the per-key limit and the failed-auth throttle, in memory
// and shared through Redis (127.0.0.1:6379) by two app instances; and the rate-limit metric.
import { test, describe, after } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp } from '../../src/app.js';
import { call, createTestApp, expectError, expectOk, type Reply, type TestApp } from '../support/helper.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function from(t: Pick<TestApp, 'app'>, url: string, ip = '10.1.0.1'): Promise<Reply> {
  const res = await t.app.inject({ url, remoteAddress: ip });
  return { status: res.statusCode, headers: res.headers as Reply['headers'], body: JSON.parse(res.body), raw: res.body };
}

for (const store of ['memory', 'redis'] as const) {
  describe(`per-key request budget (${store})`, () => {
    const apps: TestApp[] = [];
    after(async () => {
      for (const t of apps) await t.close();
    });

    test('a key over its budget gets 429 with Retry-After; another key of the bot has its own budget', async () => {
      const t = await createTestApp({ rateLimitMax: 5, ...(store === 'redis' ? { redisUrl: REDIS_URL } : {}) });
      apps.push(t);
      for (let i = 0; i < 5; i++) expectOk(await call(t, 'GET', `${t.base}/chats`), 200, 'GET', '/chats');
      const over = await call(t, 'POST', `${t.base}/chats`, { chat_id: -1, chat_name: 'x', chat_type: 'group' });
      const body = expectError(over, 429, 'rate_limited', 'POST', '/chats');
      assert.match(body.description, /budget of 5 requests/);
      assert.ok(Number(over.headers['retry-after']) >= 1);
      // Nothing was stored by the refused request.
      assert.equal((await t.app.storage.db.selectFrom('chats').selectAll().execute()).length, 0);
      const second = await t.app.services.keys.issueKey(t.bot);
      expectOk(await call(t, 'GET', `/v1/bot${t.botId}/${second.api_key}/chats`), 200, 'GET', '/chats');
      const metrics = await t.app.inject({ url: '/metrics' });
      assert.match(metrics.body, /tollgate_rate_limit_hits_total\{kind="api_key"\} 1/);
    });
  });
}

describe('limits shared by two instances through Redis', () => {
  test('the per-key budget and the failed-auth throttle count across instances', async () => {
    const t = await createTestApp({ rateLimitMax: 4, authFailureLimit: 3, redisUrl: REDIS_URL });
    // A second instance on the same database and the same Redis prefix.
    const other = await buildApp(t.config, { storage: t.app.storage });
    try {
      expectOk(await call(t, 'GET', `${t.base}/chats`), 200, 'GET', '/chats');
      expectOk(await call({ app: other }, 'GET', `${t.base}/chats`), 200, 'GET', '/chats');
      expectOk(await call(t, 'GET', `${t.base}/chats`), 200, 'GET', '/chats');
      expectOk(await call({ app: other }, 'GET', `${t.base}/chats`), 200, 'GET', '/chats');
      expectError(await call(t, 'GET', `${t.base}/chats`), 429, 'rate_limited', 'GET', '/chats');
      expectError(await call({ app: other }, 'GET', `${t.base}/chats`), 429, 'rate_limited', 'GET', '/chats');

      const wrong = `/v1/bot${t.botId}/${'w'.repeat(43)}/chats`;
      expectError(await from(t, wrong, '10.2.0.1'), 401, 'unauthorized', 'GET', '/chats');
      expectError(await from({ app: other }, wrong, '10.2.0.1'), 401, 'unauthorized', 'GET', '/chats');
      expectError(await from(t, wrong, '10.2.0.1'), 401, 'unauthorized', 'GET', '/chats');
      const blocked = await from({ app: other }, wrong, '10.2.0.1');
      expectError(blocked, 429, 'rate_limited', 'GET', '/chats');
      assert.ok(Number(blocked.headers['retry-after']) >= 1);
      expectError(await from(t, wrong, '10.2.0.9'), 401, 'unauthorized', 'GET', '/chats');
    } finally {
      await other.close();
      await t.close();
    }
  });

  test('an unreachable Redis does not turn requests into errors', async () => {
    const t = await createTestApp({ rateLimitMax: 2, redisUrl: 'redis://127.0.0.1:1' });
    try {
      for (let i = 0; i < 4; i++) expectOk(await call(t, 'GET', `${t.base}/chats`), 200, 'GET', '/chats');
    } finally {
      await t.close();
    }
  });
});
