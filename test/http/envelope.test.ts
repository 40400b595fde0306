// SPEC §2 and §7: one envelope for every answer, success or error, HTTP status == code,
// `path` after the api_key, no secrets or stack traces; the service endpoints.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { BODY_LIMIT_BYTES as BODY_LIMIT } from '../../src/limits.js';
import { call, createTestApp, expectError, expectInvalid, expectOk, type Reply, type TestApp } from '../support/helper.js';

const SUCCESS_FIELDS = ['code', 'method', 'ok', 'path', 'request_id', 'result'];
const ERROR_FIELDS = ['code', 'description', 'error', 'method', 'ok', 'path', 'request_id'];
const CHAT = { chat_id: -1001234567890, chat_name: 'VIP Signals', chat_type: 'supergroup' };
const JSON_TYPE = { 'content-type': 'application/json' };

/** An error envelope with exactly the error fields, and error.fields only when listed. */
function expectErrorShape(res: Reply, status: number, type: string, method: string, path: string) {
  const body = expectError(res, status, type, method, path);
  assert.deepEqual(Object.keys(res.body).sort(), ERROR_FIELDS);
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8');
  const errorKeys = Object.keys(body.error).sort();
  assert.ok(errorKeys.join() === 'type' || errorKeys.join() === 'fields,type', `error: ${JSON.stringify(body.error)}`);
  return body;
}

describe('the envelope (SPEC §2)', () => {
  let t: TestApp;
  /** Every response seen in this suite, checked at the end for secrets and stack traces. */
  const seen: Reply[] = [];
  async function req(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<Reply> {
    const res = await call(t, method, url, body, headers);
    seen.push(res);
    return res;
  }

  before(async () => {
    t = await createTestApp({ now: '2026-11-21T12:00:00Z' });
  });
  after(async () => t.close());

  describe('success', () => {
    test('has exactly ok, request_id, method, path, code and result', async () => {
      const created = await req('POST', `${t.base}/chats`, CHAT);
      expectOk(created, 201, 'POST', '/chats');
      assert.deepEqual(Object.keys(created.body).sort(), SUCCESS_FIELDS);
      assert.equal(created.headers['content-type'], 'application/json; charset=utf-8');

      const listed = await req('GET', `${t.base}/chats`);
      const chats = expectOk(listed, 200, 'GET', '/chats');
      assert.equal(chats.length, 1);
      // A list may add next_cursor, and nothing else.
      const extra = Object.keys(listed.body).filter((k) => !SUCCESS_FIELDS.includes(k));
      assert.ok(extra.length === 0 || (extra.join() === 'next_cursor' && typeof listed.body.next_cursor === 'string'));
    });

    test('a list with more items than the page carries next_cursor', async () => {
      await req('POST', `${t.base}/chats`, { ...CHAT, chat_id: -1002 });
      const res = await req('GET', `${t.base}/chats?limit=1`);
      expectOk(res, 200, 'GET', '/chats');
      assert.deepEqual(Object.keys(res.body).sort(), [...SUCCESS_FIELDS, 'next_cursor'].sort());
      assert.equal(typeof res.body.next_cursor, 'string');
      assert.ok(res.body.next_cursor.length > 0);
    });

    test('request_id is unique per request and equals the X-Request-Id header', async () => {
      const ids = new Set<string>();
      const requests: [string, string][] = [
        ['GET', `${t.base}/chats`],
        ['GET', `${t.base}/chats`],
        ['GET', `${t.base}/orders/count`],
        ['GET', '/healthz'],
        ['GET', '/nope'],
        ['PUT', `${t.base}/chats`],
        ['GET', `/v1/bot${t.botId}/${'x'.repeat(43)}/chats`],
      ];
      for (const [method, url] of requests) {
        const res = await req(method, url);
        assert.equal(typeof res.body.request_id, 'string');
        assert.ok(res.body.request_id.length > 0);
        assert.equal(res.headers['x-request-id'], res.body.request_id);
        ids.add(res.body.request_id);
      }
      assert.equal(ids.size, requests.length);
    });

    test('a client cannot choose the request id', async () => {
      const res = await req('GET', `${t.base}/chats`, undefined, { 'x-request-id': 'chosen-by-client' });
      expectOk(res, 200, 'GET', '/chats');
      assert.notEqual(res.body.request_id, 'chosen-by-client');
    });

    test('path is the part after the key, without the query string', async () => {
      const res = await req('GET', `${t.base}/orders/count?interval_unit=day&interval_count=2`);
      const result = expectOk(res, 200, 'GET', '/orders/count');
      assert.deepEqual(
        result.map((e: { period: string }) => e.period),
        ['2026-11-20', '2026-11-21'],
      );
      expectOk(await req('GET', `${t.base}/orders/count?interval_unit=day`), 200, 'GET', '/orders/count');
    });

    test('path of a PATCH is /admins/<id>', async () => {
      expectOk(await req('POST', `${t.base}/admins`, { admin_id: '2002', admin_level: 3 }), 201, 'POST', '/admins');
      const result = expectOk(await req('PATCH', `${t.base}/admins/2002`, { admin_level: 5 }), 200, 'PATCH', '/admins/2002');
      assert.equal(result.admin_id, '2002');
      assert.equal(result.admin_level, 5);
    });
  });

  describe('errors: HTTP status == code, full envelope', () => {
    test('400 for a body that is not valid JSON', async () => {
      const res = await req('POST', `${t.base}/chats`, '{"chat_id": -100, "chat_name": ', JSON_TYPE);
      expectErrorShape(res, 400, 'bad_request', 'POST', '/chats');
    });

    test('400 for a JSON array body', async () => {
      const res = await req('POST', `${t.base}/chats`, [CHAT]);
      expectErrorShape(res, 400, 'bad_request', 'POST', '/chats');
    });

    test('400 for a JSON string body', async () => {
      const res = await req('POST', `${t.base}/chats`, '"a chat"', JSON_TYPE);
      expectErrorShape(res, 400, 'bad_request', 'POST', '/chats');
    });

    test('400 for JSON null and number bodies', async () => {
      for (const body of ['null', '42', 'true']) {
        const res = await req('POST', `${t.base}/chats`, body, JSON_TYPE);
        expectErrorShape(res, 400, 'bad_request', 'POST', '/chats');
      }
    });

    test('400 for an empty body sent as JSON', async () => {
      const res = await req('POST', `${t.base}/chats`, '', JSON_TYPE);
      expectErrorShape(res, 400, 'bad_request', 'POST', '/chats');
    });

    test('400 for prototype poisoning', async () => {
      for (const raw of ['{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']) {
        const res = await req('POST', `${t.base}/chats`, raw, JSON_TYPE);
        expectErrorShape(res, 400, 'bad_request', 'POST', '/chats');
      }
      assert.equal(({} as Record<string, unknown>).x, undefined);
    });

    test('404 for an unknown route under the bot prefix; the path never holds the key', async () => {
      for (const [method, suffix] of [
        ['GET', '/nope'],
        ['POST', '/nope/deeper'],
        ['GET', '/chats/-100/members'],
      ] as const) {
        const res = await req(method, `${t.base}${suffix}`);
        const body = expectErrorShape(res, 404, 'not_found', method, suffix);
        assert.ok(!body.description.includes(t.apiKey));
      }
      // The bare prefix, with and without a trailing slash.
      expectErrorShape(await req('GET', t.base), 404, 'not_found', 'GET', '/');
      expectErrorShape(await req('GET', `${t.base}/`), 404, 'not_found', 'GET', '/');
    });

    test('404 for an unknown route outside the bot prefix: the whole path', async () => {
      expectErrorShape(await req('GET', '/nope'), 404, 'not_found', 'GET', '/nope');
      expectErrorShape(await req('POST', '/v2/things?x=1', { a: 1 }), 404, 'not_found', 'POST', '/v2/things');
    });

    test('404 for a resource the bot does not have', async () => {
      expectErrorShape(await req('GET', `${t.base}/chats/-999`), 404, 'not_found', 'GET', '/chats/-999');
    });

    test('405 for a known path with another method, with the Allow header', async () => {
      const put = await req('PUT', `${t.base}/chats`, CHAT);
      expectErrorShape(put, 405, 'method_not_allowed', 'PUT', '/chats');
      assert.equal(put.headers.allow, 'GET, HEAD, POST');

      const del = await req('DELETE', `${t.base}/orders/count`);
      expectErrorShape(del, 405, 'method_not_allowed', 'DELETE', '/orders/count');
      assert.equal(del.headers.allow, 'GET, HEAD');

      const post = await req('POST', '/healthz');
      expectErrorShape(post, 405, 'method_not_allowed', 'POST', '/healthz');
      assert.equal(post.headers.allow, 'GET, HEAD');
    });

    test('413 for a body over 64 KiB', async () => {
      const body = JSON.stringify({ ...CHAT, chat_name: 'x'.repeat(BODY_LIMIT) });
      assert.ok(Buffer.byteLength(body) > 64 * 1024);
      const res = await req('POST', `${t.base}/chats`, body, JSON_TYPE);
      expectErrorShape(res, 413, 'payload_too_large', 'POST', '/chats');
    });

    test('415 for text/plain', async () => {
      const res = await req('POST', `${t.base}/chats`, JSON.stringify(CHAT), { 'content-type': 'text/plain' });
      expectErrorShape(res, 415, 'unsupported_media_type', 'POST', '/chats');
    });

    test('415 for application/x-www-form-urlencoded', async () => {
      const res = await req('POST', `${t.base}/chats`, 'chat_id=-100&chat_name=x&chat_type=group', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expectErrorShape(res, 415, 'unsupported_media_type', 'POST', '/chats');
    });

    test('a call that takes no body accepts an empty one whatever its type; a body that is there is read as ever', async () => {
      for (const [i, type] of ['application/json', 'text/plain'].entries()) {
        const chatId = -1001000000500 - i;
        expectOk(await req('POST', `${t.base}/chats`, { ...CHAT, chat_id: chatId }), 201, 'POST', '/chats');
        const removed = await req('DELETE', `${t.base}/chats/${chatId}`, '', { 'content-type': type });
        assert.equal(expectOk(removed, 200, 'DELETE', `/chats/${chatId}`).chat_id, chatId, type);
      }
      const path = `/chats/${CHAT.chat_id}`;
      expectErrorShape(await req('DELETE', `${t.base}${path}`, 'not json', JSON_TYPE), 400, 'bad_request', 'DELETE', path);
      expectErrorShape(await req('DELETE', `${t.base}${path}`, 'x', { 'content-type': 'text/plain' }), 415, 'unsupported_media_type', 'DELETE', path);
      expectErrorShape(await req('POST', `${t.base}/chats`, '', JSON_TYPE), 400, 'bad_request', 'POST', '/chats');
      expectErrorShape(await req('POST', `${t.base}/chats`, '', { 'content-type': 'text/plain' }), 415, 'unsupported_media_type', 'POST', '/chats');
    });

    test('422 lists every failing field of a body', async () => {
      const empty = await req('POST', `${t.base}/chats`, {});
      expectErrorShape(empty, 422, 'validation_failed', 'POST', '/chats');
      const messages = expectInvalid(empty, 'POST', '/chats', ['chat_id', 'chat_name', 'chat_type']);
      for (const message of Object.values(messages)) assert.ok(message.length > 0);

      const unknown = await req('POST', `${t.base}/chats`, { colour: 'red' });
      expectInvalid(unknown, 'POST', '/chats', ['chat_id', 'chat_name', 'chat_type', 'colour']);

      const wrong = await req('POST', `${t.base}/chats`, { chat_id: '5', chat_name: '', chat_type: 'private', colour: 'red' });
      const wrongMessages = expectInvalid(wrong, 'POST', '/chats', ['chat_id', 'chat_name', 'chat_type', 'colour']);
      assert.match(wrongMessages.chat_type!, /private chat/);
      assert.match(wrong.body.description, /see error\.fields/);
    });

    test('422 for an unknown field alone', async () => {
      const res = await req('POST', `${t.base}/chats`, { ...CHAT, chat_id: -1003, colour: 'red' });
      const messages = expectInvalid(res, 'POST', '/chats', ['colour']);
      assert.equal(res.body.description, `colour ${messages.colour}`);
    });

    test('422 for each bad query parameter', async () => {
      const cases: [string, string][] = [
        ['interval_unit=week', 'interval_unit'],
        ['interval_count=0', 'interval_count'],
        ['interval_count=1001', 'interval_count'],
        ['interval_count=abc', 'interval_count'],
        ['interval_count=-1', 'interval_count'],
        ['interval_count=1.5', 'interval_count'],
        ['currency=usd', 'currency'],
        ['currency=XXY', 'currency'],
        ['colour=red', 'colour'],
      ];
      for (const [query, field] of cases) {
        const res = await req('GET', `${t.base}/orders/count?${query}`);
        expectErrorShape(res, 422, 'validation_failed', 'GET', '/orders/count');
        expectInvalid(res, 'GET', '/orders/count', [field]);
      }
    });

    test('422 lists every bad query parameter at once', async () => {
      const res = await req('GET', `${t.base}/orders/count?interval_unit=week&interval_count=0&currency=usd&colour=red`);
      expectInvalid(res, 'GET', '/orders/count', ['interval_unit', 'interval_count', 'currency', 'colour']);
    });

    test('400 envelope for a malformed percent-encoding in the URL', async () => {
      const scoped = await req('GET', `/v1/bot${t.botId}/%zz/chats`);
      expectErrorShape(scoped, 400, 'bad_request', 'GET', '/chats');
      const keyed = await req('GET', `${t.base}/chats/%zz`);
      expectErrorShape(keyed, 400, 'bad_request', 'GET', '/chats/%zz');
      const root = await req('GET', '/%zz');
      expectErrorShape(root, 400, 'bad_request', 'GET', '/%zz');
    });

    test('a long path parameter reaches its own rule; an absurdly long one is a 400 envelope', async () => {
      const longAdmin = 'a'.repeat(200);
      const patched = await req('PATCH', `${t.base}/admins/${longAdmin}`, { admin_level: 3 });
      expectInvalid(patched, 'PATCH', `/admins/${longAdmin}`, ['admin_id']);
      const huge = `/chats/${'1'.repeat(3000)}`;
      const res = await req('GET', `${t.base}${huge}`);
      const body = expectErrorShape(res, 400, 'bad_request', 'GET', huge);
      assert.match(body.description, /too long/);
    });

    test('no response holds the api key or a stack trace', () => {
      assert.ok(seen.length > 40, `only ${seen.length} responses seen`);
      for (const res of seen) {
        assert.ok(!res.raw.includes(t.apiKey), `key in ${res.raw}`);
        assert.ok(!/\bat .*\(?\/.*:\d+/.test(res.raw), `stack trace in ${res.raw}`);
        assert.ok(!/\.(ts|js):\d+/.test(res.raw), `file path in ${res.raw}`);
        assert.ok(!res.raw.includes('node_modules'), res.raw);
        assert.ok(!res.raw.includes('/work/'), res.raw);
        assert.ok(!/FST_|Error:|SQLITE|syntax error/i.test(res.raw), `internal name in ${res.raw}`);
        assert.equal(res.status, res.body.code, res.raw);
        assert.equal(typeof res.body.ok, 'boolean');
      }
    });
  });
});

describe('service endpoints (SPEC §7)', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  test('GET /healthz answers a 200 envelope', async () => {
    const res = await call(t, 'GET', '/healthz');
    assert.deepEqual(expectOk(res, 200, 'GET', '/healthz'), { status: 'ok' });
    assert.deepEqual(Object.keys(res.body).sort(), SUCCESS_FIELDS);
  });

  test('GET /readyz answers a 200 envelope while storage is reachable', async () => {
    const res = await call(t, 'GET', '/readyz');
    assert.deepEqual(expectOk(res, 200, 'GET', '/readyz'), { status: 'ready' });
    assert.deepEqual(Object.keys(res.body).sort(), SUCCESS_FIELDS);
  });

  test('GET /openapi.json is an OpenAPI 3.1 document of the four operations', async () => {
    const res = await call(t, 'GET', '/openapi.json');
    assert.equal(res.status, 200);
    const doc = res.body;
    assert.equal(typeof doc.openapi, 'string');
    assert.ok(doc.openapi.startsWith('3.1'), doc.openapi);
    assert.equal(typeof doc.info.title, 'string');
    const prefix = '/v1/bot{bot_id}/{api_key}';
    const operations: [string, string, string][] = [
      ['/orders/count', 'get', 'getOrderCount'],
      ['/chats', 'post', 'addChat'],
      ['/plans', 'post', 'createPlan'],
      ['/admins/{admin_id}', 'patch', 'updateAdmin'],
    ];
    for (const [path, method, operationId] of operations) {
      const item = doc.paths[`${prefix}${path}`];
      assert.ok(item, `no path ${prefix}${path} in ${Object.keys(doc.paths).join(', ')}`);
      assert.equal(item[method]?.operationId, operationId);
    }
    // The document never lists the hidden service endpoints nor the generated 405 routes.
    assert.equal(doc.paths['/healthz'], undefined);
    assert.equal(doc.paths[`${prefix}/chats`].put, undefined);
  });

  test('the openapi document names every operation once', async () => {
    const doc = (await call(t, 'GET', '/openapi.json')).body;
    const ids: string[] = [];
    for (const item of Object.values(doc.paths) as Record<string, { operationId?: string }>[]) {
      for (const op of Object.values(item)) if (op.operationId) ids.push(op.operationId);
    }
    assert.ok(ids.length >= 4);
    assert.equal(new Set(ids).size, ids.length);
  });
});
