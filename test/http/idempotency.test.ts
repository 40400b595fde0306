// Idempotency-Key on POSTs (SPEC §4): a retry returns the first answer and creates nothing twice.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { call, createTestApp, expectError, expectInvalid, expectOk, type TestApp } from '../support/helper.js';

describe('Idempotency-Key', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ now: '2026-11-21T12:00:00Z' });
    expectOk(
      await call(t, 'POST', `${t.base}/plans`, { plan_name: 'M', plan_duration: 'P1M', plan_price: '5.00', plan_currency: 'USD' }),
      201,
      'POST',
      '/plans',
    );
  });
  after(() => t.close());

  test('a retry with the same key and body returns the first answer and records nothing twice', async () => {
    const body = { plan_id: 1, member_id: '42' };
    const first = await call(t, 'POST', `${t.base}/orders`, body, { 'idempotency-key': 'retry-1' });
    const order = expectOk(first, 201, 'POST', '/orders');
    t.clock.now += 1000;
    const second = await call(t, 'POST', `${t.base}/orders`, body, { 'idempotency-key': 'retry-1' });
    assert.deepEqual(expectOk(second, 201, 'POST', '/orders'), order);
    assert.equal(second.headers['idempotent-replayed'], 'true');
    assert.notEqual(second.body.request_id, first.body.request_id);
    const list = expectOk(await call(t, 'GET', `${t.base}/orders`), 200, 'GET', '/orders');
    assert.equal(list.length, 1);
  });

  test('the same key with another body is a 409', async () => {
    const res = await call(t, 'POST', `${t.base}/orders`, { plan_id: 1, member_id: '43' }, { 'idempotency-key': 'retry-1' });
    const err = expectError(res, 409, 'conflict', 'POST', '/orders');
    assert.match(err.description, /Idempotency-Key/);
  });

  test('the same key on another route is a 409 (the fingerprint covers the path)', async () => {
    const res = await call(t, 'POST', `${t.base}/chats`, { plan_id: 1, member_id: '42' }, { 'idempotency-key': 'retry-1' });
    // Validation runs first: this body is not a chat.
    expectInvalid(res, 'POST', '/chats', ['plan_id', 'member_id', 'chat_id', 'chat_name', 'chat_type']);
    const chat = { chat_id: -5, chat_name: 'x', chat_type: 'group' };
    expectError(await call(t, 'POST', `${t.base}/chats`, chat, { 'idempotency-key': 'retry-1' }), 409, 'conflict', 'POST', '/chats');
  });

  test('a failed request does not keep its key: the corrected retry runs', async () => {
    const chat = { chat_id: -6, chat_name: 'six', chat_type: 'group' };
    expectOk(await call(t, 'POST', `${t.base}/chats`, chat), 201, 'POST', '/chats');
    expectError(await call(t, 'POST', `${t.base}/chats`, chat, { 'idempotency-key': 'k-2' }), 409, 'conflict', 'POST', '/chats');
    expectOk(await call(t, 'POST', `${t.base}/chats`, { ...chat, chat_id: -7 }, { 'idempotency-key': 'k-2' }), 201, 'POST', '/chats');
  });

  test('keys expire after 24 hours', async () => {
    const chat = { chat_id: -8, chat_name: 'eight', chat_type: 'group' };
    expectOk(await call(t, 'POST', `${t.base}/chats`, chat, { 'idempotency-key': 'k-3' }), 201, 'POST', '/chats');
    t.clock.now += 24 * 3600 * 1000 + 1;
    // After expiry the key is new again: the request runs (and the chat now exists: 409 from the service).
    expectError(await call(t, 'POST', `${t.base}/chats`, chat, { 'idempotency-key': 'k-3' }), 409, 'conflict', 'POST', '/chats');
    const res = await call(t, 'POST', `${t.base}/chats`, { ...chat, chat_id: -9 }, { 'idempotency-key': 'k-3' });
    expectOk(res, 201, 'POST', '/chats');
  });

  test('concurrent requests with one key create one record', async () => {
    const chat = { chat_id: -10, chat_name: 'ten', chat_type: 'group' };
    const replies = await Promise.all(Array.from({ length: 8 }, () => call(t, 'POST', `${t.base}/chats`, chat, { 'idempotency-key': 'k-4' })));
    for (const r of replies) assert.ok([201, 409].includes(r.status), r.raw);
    assert.ok(replies.some((r) => r.status === 201));
    const chats = expectOk(await call(t, 'GET', `${t.base}/chats?limit=100`), 200, 'GET', '/chats');
    assert.equal(chats.filter((c: { chat_id: number }) => c.chat_id === -10).length, 1);
  });

  test('a malformed key is a 422 naming the header', async () => {
    const res = await call(t, 'POST', `${t.base}/chats`, { chat_id: -11, chat_name: 'x', chat_type: 'group' }, { 'idempotency-key': 'has space' });
    expectInvalid(res, 'POST', '/chats', ['Idempotency-Key']);
  });
});
