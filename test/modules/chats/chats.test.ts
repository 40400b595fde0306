// Chats: SPEC §3.2 (add a chat) and the §4 rows (list, get, rename, remove), over HTTP.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { call, createTestApp, expectError, expectInvalid, expectOk, type TestApp } from '../../support/helper.js';

const NOW = '2026-11-21T12:00:00Z';
const NOW_ISO = '2026-11-21T12:00:00.000Z';
const JSON_HEADERS = { 'content-type': 'application/json' };

const body = (chat_id: unknown, chat_name: unknown = `Chat ${String(chat_id)}`, chat_type: unknown = 'supergroup') => ({ chat_id, chat_name, chat_type });

/** Adds a chat and returns its result (asserting the 201 envelope). */
async function addChat(t: TestApp, chat_id: number, chat_name = `Chat ${chat_id}`, chat_type = 'supergroup') {
  return expectOk(await call(t, 'POST', `${t.base}/chats`, { chat_id, chat_name, chat_type }), 201, 'POST', '/chats');
}

describe('POST /chats', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ now: NOW });
  });
  after(async () => {
    await t.close();
  });

  test('201 with the exact record, stamped by the clock', async () => {
    const res = await call(t, 'POST', `${t.base}/chats`, { chat_id: -1001234567890, chat_name: 'VIP Signals', chat_type: 'supergroup' });
    const result = expectOk(res, 201, 'POST', '/chats');
    assert.deepEqual(result, {
      chat_id: -1001234567890,
      chat_name: 'VIP Signals',
      chat_type: 'supergroup',
      created_at: NOW_ISO,
      updated_at: NOW_ISO,
    });
    assert.equal(res.body.next_cursor, undefined);
  });

  test('each sellable type is accepted: group, supergroup, channel', async () => {
    for (const [i, chat_type] of ['group', 'supergroup', 'channel'].entries()) {
      const chat_id = -200 - i;
      const result = expectOk(await call(t, 'POST', `${t.base}/chats`, { chat_id, chat_name: `A ${chat_type}`, chat_type }), 201, 'POST', '/chats');
      assert.deepEqual(result, { chat_id, chat_name: `A ${chat_type}`, chat_type, created_at: NOW_ISO, updated_at: NOW_ISO });
      const got = expectOk(await call(t, 'GET', `${t.base}/chats/${chat_id}`), 200, 'GET', `/chats/${chat_id}`);
      assert.deepEqual(got, result);
    }
  });

  test('negative and positive ids at the edge of the safe range are accepted', async () => {
    for (const chat_id of [-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 1, -1]) {
      const result = await addChat(t, chat_id, 'Edge', 'channel');
      assert.equal(result.chat_id, chat_id);
      const got = expectOk(await call(t, 'GET', `${t.base}/chats/${chat_id}`), 200, 'GET', `/chats/${chat_id}`);
      assert.equal(got.chat_id, chat_id);
    }
  });

  test('private is rejected on chat_type, saying why', async () => {
    const res = await call(t, 'POST', `${t.base}/chats`, body(-300, 'Me and the bot', 'private'));
    const fields = expectInvalid(res, 'POST', '/chats', ['chat_type']);
    assert.match(String(fields.chat_type), /one-to-one/);
    assert.match(String(fields.chat_type), /cannot be sold/);
    assert.equal(res.body.description, `chat_type ${fields.chat_type}`);
    expectError(await call(t, 'GET', `${t.base}/chats/-300`), 404, 'not_found', 'GET', '/chats/-300');
  });

  test('an unknown chat_type lists the allowed ones', async () => {
    for (const chat_type of ['Group', 'bot', '', 3, null]) {
      const fields = expectInvalid(await call(t, 'POST', `${t.base}/chats`, body(-301, 'X', chat_type)), 'POST', '/chats', ['chat_type']);
      assert.match(String(fields.chat_type), /group, supergroup, channel/);
    }
  });

  test('each missing required field is listed', async () => {
    const full = body(-400, 'Name', 'group');
    for (const missing of ['chat_id', 'chat_name', 'chat_type'] as const) {
      const partial: Record<string, unknown> = { ...full };
      delete partial[missing];
      const res = await call(t, 'POST', `${t.base}/chats`, partial);
      const fields = expectInvalid(res, 'POST', '/chats', [missing]);
      assert.equal(fields[missing], 'is required');
      assert.equal(res.body.description, `${missing} is required`);
    }
  });

  test('an empty object lists all three required fields', async () => {
    const res = await call(t, 'POST', `${t.base}/chats`, {});
    const fields = expectInvalid(res, 'POST', '/chats', ['chat_id', 'chat_name', 'chat_type']);
    assert.deepEqual(fields, { chat_id: 'is required', chat_name: 'is required', chat_type: 'is required' });
    assert.match(res.body.description, /is required \(and 2 more, see error\.fields\)$/);
  });

  test('every broken field is listed, not only the first', async () => {
    const res = await call(t, 'POST', `${t.base}/chats`, { chat_id: '-100', chat_name: '', chat_type: 'private' });
    expectInvalid(res, 'POST', '/chats', ['chat_id', 'chat_name', 'chat_type']);
  });

  test('chat_id must be a JSON integer: not a string, not 1.5', async () => {
    for (const [chat_id, shown] of [
      ['-100', '"-100"'],
      [1.5, '1.5'],
      [-100.5, '-100.5'],
      [true, 'true'],
      [null, 'null'],
    ] as const) {
      const res = await call(t, 'POST', `${t.base}/chats`, body(chat_id));
      const fields = expectInvalid(res, 'POST', '/chats', ['chat_id']);
      assert.equal(fields.chat_id, `must be a non-zero integer (supergroup and channel ids are negative); got ${shown}`);
      assert.equal(res.body.description, `chat_id ${fields.chat_id}`);
    }
  });

  test('chat_id 0 is rejected', async () => {
    const fields = expectInvalid(await call(t, 'POST', `${t.base}/chats`, body(0)), 'POST', '/chats', ['chat_id']);
    assert.match(String(fields.chat_id), /non-zero integer.*got 0$/);
  });

  test('chat_id beyond the safe integer range, written raw in the JSON text, is rejected', async () => {
    for (const raw of ['9007199254740993', '-9007199254740993', '9007199254740992', '1e300', '100000000000000000000']) {
      const text = `{"chat_id":${raw},"chat_name":"Too big","chat_type":"channel"}`;
      const res = await call(t, 'POST', `${t.base}/chats`, text, JSON_HEADERS);
      expectInvalid(res, 'POST', '/chats', ['chat_id']);
    }
    // Nothing was stored under the rounded value either.
    const all = expectOk(await call(t, 'GET', `${t.base}/chats?limit=100`), 200, 'GET', '/chats');
    assert.ok(!all.some((c: { chat_name: string }) => c.chat_name === 'Too big'));
  });

  test('chat_name must be 1 to 255 characters', async () => {
    const empty = expectInvalid(await call(t, 'POST', `${t.base}/chats`, body(-500, '')), 'POST', '/chats', ['chat_name']);
    assert.equal(empty.chat_name, 'must be a string from 1 to 255 characters; got ""');
    const long = expectInvalid(await call(t, 'POST', `${t.base}/chats`, body(-500, 'x'.repeat(256))), 'POST', '/chats', ['chat_name']);
    assert.equal(long.chat_name, `must be a string from 1 to 255 characters; got "${'x'.repeat(56)}...`);
    expectInvalid(await call(t, 'POST', `${t.base}/chats`, body(-500, 42)), 'POST', '/chats', ['chat_name']);
    expectError(await call(t, 'GET', `${t.base}/chats/-500`), 404, 'not_found', 'GET', '/chats/-500');

    const name = 'y'.repeat(255);
    const ok = await addChat(t, -500, name);
    assert.equal(ok.chat_name, name);
    assert.equal(expectOk(await call(t, 'GET', `${t.base}/chats/-500`), 200, 'GET', '/chats/-500').chat_name, name);
  });

  test('chat_name is kept exactly as sent, and counted in characters', async () => {
    assert.equal((await addChat(t, -510, '  padded  ')).chat_name, '  padded  ');
    assert.equal((await addChat(t, -511, ' ')).chat_name, ' ');
    const emoji = '\u{1F600}'.repeat(255);
    assert.equal((await addChat(t, -512, emoji)).chat_name, emoji);
    expectInvalid(await call(t, 'POST', `${t.base}/chats`, body(-513, `${emoji}\u{1F600}`)), 'POST', '/chats', ['chat_name']);
    assert.equal(expectOk(await call(t, 'GET', `${t.base}/chats/-512`), 200, 'GET', '/chats/-512').chat_name, emoji);
    // The echoed value is shortened without splitting a character in two (no lone surrogate).
    const res = await call(t, 'POST', `${t.base}/chats`, body(-514, `a${emoji}\u{1F600}`));
    const message = expectInvalid(res, 'POST', '/chats', ['chat_name']).chat_name;
    assert.equal(message, `must be a string from 1 to 255 characters; got "a${'\u{1F600}'.repeat(55)}...`);
    assert.doesNotMatch(`${message}|${res.body.description}`, /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  test('an unknown field is a 422 naming it, and nothing is stored', async () => {
    const res = await call(t, 'POST', `${t.base}/chats`, { ...body(-600), chat_title: 'typo' });
    const fields = expectInvalid(res, 'POST', '/chats', ['chat_title']);
    assert.equal(fields.chat_title, 'is not a known field');
    assert.equal(res.body.description, 'chat_title is not a known field');
    expectError(await call(t, 'GET', `${t.base}/chats/-600`), 404, 'not_found', 'GET', '/chats/-600');

    const two = await call(t, 'POST', `${t.base}/chats`, { ...body(-600), created_at: NOW_ISO, bot_id: 7001 });
    expectInvalid(two, 'POST', '/chats', ['created_at', 'bot_id']);
  });

  test('a body that is not a JSON object is a 400', async () => {
    expectError(await call(t, 'POST', `${t.base}/chats`, '{"chat_id":', JSON_HEADERS), 400, 'bad_request', 'POST', '/chats');
    expectError(await call(t, 'POST', `${t.base}/chats`, [body(-601)]), 400, 'bad_request', 'POST', '/chats');
  });

  test('adding a chat the bot already has is a 409 and leaves the first record unchanged', async () => {
    const first = await addChat(t, -700, 'Original', 'channel');
    t.clock.now += 60_000;
    try {
      const res = await call(t, 'POST', `${t.base}/chats`, body(-700, 'Impostor', 'group'));
      const err = expectError(res, 409, 'conflict', 'POST', '/chats');
      assert.equal(err.error.fields, undefined);
      assert.match(err.description, /-700/);
      assert.match(err.description, /already/);
      // The same body again is also a conflict.
      expectError(await call(t, 'POST', `${t.base}/chats`, body(-700, 'Original', 'channel')), 409, 'conflict', 'POST', '/chats');
      const got = expectOk(await call(t, 'GET', `${t.base}/chats/-700`), 200, 'GET', '/chats/-700');
      assert.deepEqual(got, first);
    } finally {
      t.clock.now -= 60_000;
    }
  });

  test('chats added at once: each chat_id once, a repeat in the same burst a 409, one chat.added each in order', async () => {
    const ids = [-810, -811, -810, -812, -811];
    const answers = await Promise.all(ids.map((id, i) => call(t, 'POST', `${t.base}/chats`, body(id, `Burst ${i}`))));
    assert.deepEqual(
      answers.map((a) => a.status),
      [201, 201, 409, 201, 409],
    );
    for (const [i, a] of answers.entries()) {
      if (a.status === 201) {
        const record = { chat_id: ids[i], chat_name: `Burst ${i}`, chat_type: 'supergroup', created_at: NOW_ISO, updated_at: NOW_ISO };
        assert.deepEqual(expectOk(a, 201, 'POST', '/chats'), record);
      } else assert.match(expectError(a, 409, 'conflict', 'POST', '/chats').description, new RegExp(`Chat ${ids[i]} is already added`));
    }
    const events = expectOk(await call(t, 'GET', `${t.base}/events?type=chat.added&limit=100`), 200, 'GET', '/events') as {
      data: { chat_id: number; chat_name: string };
    }[];
    assert.deepEqual(
      events.filter((e) => ids.includes(e.data.chat_id)).map((e) => [e.data.chat_id, e.data.chat_name]),
      [
        [-810, 'Burst 0'],
        [-811, 'Burst 1'],
        [-812, 'Burst 3'],
      ],
    );
  });

  test('the same chat_id on another bot is a different chat', async () => {
    const other = await t.app.services.botCreation.createBot({ bot_id: 7002, owner_id: '1' });
    const base2 = `/v1/bot7002/${other.api_key}`;
    await addChat(t, -800, 'Bot A chat', 'channel');
    const res = await call(t, 'POST', `${base2}/chats`, body(-800, 'Bot B chat', 'group'));
    assert.deepEqual(expectOk(res, 201, 'POST', '/chats'), {
      chat_id: -800,
      chat_name: 'Bot B chat',
      chat_type: 'group',
      created_at: NOW_ISO,
      updated_at: NOW_ISO,
    });
    assert.equal(expectOk(await call(t, 'GET', `${t.base}/chats/-800`), 200, 'GET', '/chats/-800').chat_name, 'Bot A chat');
    assert.equal(expectOk(await call(t, 'GET', `${base2}/chats/-800`), 200, 'GET', '/chats/-800').chat_name, 'Bot B chat');
  });
});

describe('GET /chats', () => {
  let t: TestApp;
  const start = new Date(NOW).getTime();
  before(async () => {
    t = await createTestApp({ now: NOW });
  });
  after(async () => {
    await t.close();
  });

  test('an empty bot lists no chats and no next_cursor', async () => {
    const res = await call(t, 'GET', `${t.base}/chats`);
    assert.deepEqual(expectOk(res, 200, 'GET', '/chats'), []);
    assert.equal(res.body.next_cursor, undefined);
  });

  test('lists newest first, with the full records', async () => {
    const added = [];
    for (let i = 0; i < 3; i++) {
      t.clock.now = start + i * 1000;
      added.push(await addChat(t, -(10 + i), `Chat ${i}`, ['group', 'supergroup', 'channel'][i]));
    }
    // The oldest has the highest id: order is by time, not by id.
    const res = await call(t, 'GET', `${t.base}/chats`);
    const result = expectOk(res, 200, 'GET', '/chats');
    assert.deepEqual(result, [...added].reverse());
    assert.deepEqual(result[0], {
      chat_id: -12,
      chat_name: 'Chat 2',
      chat_type: 'channel',
      created_at: '2026-11-21T12:00:02.000Z',
      updated_at: '2026-11-21T12:00:02.000Z',
    });
    assert.equal(res.body.next_cursor, undefined);
  });
});

describe('GET /chats pagination', () => {
  let t: TestApp;
  const start = new Date(NOW).getTime();
  const ids = Array.from({ length: 25 }, (_, i) => -1000 - i);
  before(async () => {
    t = await createTestApp({ now: NOW });
    for (const [i, id] of ids.entries()) {
      t.clock.now = start + i * 1000;
      await addChat(t, id, `Chat ${i}`);
    }
  });
  after(async () => {
    await t.close();
  });

  const newestFirst = () => [...ids].reverse();

  test('25 chats: default page of 20 with next_cursor, then 5 without', async () => {
    const first = await call(t, 'GET', `${t.base}/chats`);
    const page1 = expectOk(first, 200, 'GET', '/chats');
    assert.equal(page1.length, 20);
    assert.deepEqual(
      page1.map((c: { chat_id: number }) => c.chat_id),
      newestFirst().slice(0, 20),
    );
    assert.equal(typeof first.body.next_cursor, 'string');
    assert.ok(first.body.next_cursor.length > 0);

    const second = await call(t, 'GET', `${t.base}/chats?cursor=${encodeURIComponent(first.body.next_cursor)}`);
    const page2 = expectOk(second, 200, 'GET', '/chats');
    assert.deepEqual(
      page2.map((c: { chat_id: number }) => c.chat_id),
      newestFirst().slice(20),
    );
    assert.equal(second.body.next_cursor, undefined);
    assert.ok(!('next_cursor' in second.body));
  });

  test('limit=100 returns everything on one page', async () => {
    const res = await call(t, 'GET', `${t.base}/chats?limit=100`);
    const all = expectOk(res, 200, 'GET', '/chats');
    assert.deepEqual(
      all.map((c: { chat_id: number }) => c.chat_id),
      newestFirst(),
    );
    assert.equal(res.body.next_cursor, undefined);
  });

  test('limit=25 exactly: no next_cursor; limit=24: a cursor to the last one', async () => {
    const exact = await call(t, 'GET', `${t.base}/chats?limit=25`);
    assert.equal(expectOk(exact, 200, 'GET', '/chats').length, 25);
    assert.equal(exact.body.next_cursor, undefined);
    const short = await call(t, 'GET', `${t.base}/chats?limit=24`);
    assert.equal(expectOk(short, 200, 'GET', '/chats').length, 24);
    const rest = await call(t, 'GET', `${t.base}/chats?limit=24&cursor=${encodeURIComponent(short.body.next_cursor)}`);
    assert.deepEqual(
      expectOk(rest, 200, 'GET', '/chats').map((c: { chat_id: number }) => c.chat_id),
      [ids[0]],
    );
    assert.equal(rest.body.next_cursor, undefined);
  });

  test('walking with limit=7 visits every chat exactly once, in order', async () => {
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await call(t, 'GET', `${t.base}/chats?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      const page = expectOk(res, 200, 'GET', '/chats');
      seen.push(...page.map((c: { chat_id: number }) => c.chat_id));
      cursor = res.body.next_cursor;
      pages++;
    } while (cursor);
    assert.equal(pages, 4);
    assert.deepEqual(seen, newestFirst());
  });

  test('limit outside 1..100 or not a number is a 422 on limit', async () => {
    for (const limit of ['0', '101', 'abc', '-1', '1.5', '', '020']) {
      const res = await call(t, 'GET', `${t.base}/chats?limit=${limit}`);
      const fields = expectInvalid(res, 'GET', '/chats', ['limit']);
      assert.match(String(fields.limit), /^must be an integer from 1 to 100/);
    }
  });

  test('a cursor that did not come from a page is a 422 on cursor', async () => {
    const forged = [
      'garbage',
      'not a cursor!',
      Buffer.from('{"a":1}').toString('base64url'),
      Buffer.from('[1,2,3]').toString('base64url'),
      Buffer.from('["x",1]').toString('base64url'),
      'x'.repeat(500),
    ];
    for (const cursor of forged) {
      const res = await call(t, 'GET', `${t.base}/chats?cursor=${encodeURIComponent(cursor)}`);
      const fields = expectInvalid(res, 'GET', '/chats', ['cursor']);
      assert.match(String(fields.cursor), /^must be a next_cursor from a previous page/);
    }
  });

  test('an unknown query parameter is a 422 naming it', async () => {
    expectInvalid(await call(t, 'GET', `${t.base}/chats?page=2`), 'GET', '/chats', ['page']);
  });

  test('a chat added between page 1 and page 2 does not shift page 2', async () => {
    const first = await call(t, 'GET', `${t.base}/chats?limit=10`);
    const page1 = expectOk(first, 200, 'GET', '/chats');
    t.clock.now = start + 100_000;
    await addChat(t, -5000, 'Newcomer');
    try {
      const second = await call(t, 'GET', `${t.base}/chats?limit=10&cursor=${encodeURIComponent(first.body.next_cursor)}`);
      const page2 = expectOk(second, 200, 'GET', '/chats');
      assert.deepEqual(
        page2.map((c: { chat_id: number }) => c.chat_id),
        newestFirst().slice(10, 20),
      );
      assert.ok(!page1.concat(page2).some((c: { chat_id: number }) => c.chat_id === -5000));
      // A fresh first page starts with the newcomer.
      const fresh = expectOk(await call(t, 'GET', `${t.base}/chats?limit=1`), 200, 'GET', '/chats');
      assert.equal(fresh[0].chat_id, -5000);
    } finally {
      expectOk(await call(t, 'DELETE', `${t.base}/chats/-5000`), 200, 'DELETE', '/chats/-5000');
    }
  });
});

describe('GET /chats pagination with equal timestamps', () => {
  let t: TestApp;
  // Mixed signs, all added at the same instant (the pinned clock never moves).
  const ids = [-3, 7, -100, 42, 1, -1, 900, -900, 5, -5, 11, 13];
  before(async () => {
    t = await createTestApp({ now: NOW });
    for (const id of ids) await addChat(t, id);
  });
  after(async () => {
    await t.close();
  });

  test('pages never repeat or skip a chat', async () => {
    const all = expectOk(await call(t, 'GET', `${t.base}/chats?limit=100`), 200, 'GET', '/chats').map((c: { chat_id: number }) => c.chat_id);
    assert.deepEqual(
      [...all].sort((a, b) => a - b),
      [...ids].sort((a, b) => a - b),
    );
    for (const limit of [1, 2, 5]) {
      const seen: number[] = [];
      let cursor: string | undefined;
      do {
        const res = await call(t, 'GET', `${t.base}/chats?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        seen.push(...expectOk(res, 200, 'GET', '/chats').map((c: { chat_id: number }) => c.chat_id));
        cursor = res.body.next_cursor;
      } while (cursor);
      assert.deepEqual(seen, all, `limit=${limit}`);
    }
  });
});

describe('GET, PATCH, DELETE /chats/{chat_id}', () => {
  let t: TestApp;
  const start = new Date(NOW).getTime();
  before(async () => {
    t = await createTestApp({ now: NOW });
  });
  after(async () => {
    await t.close();
  });

  test('GET an existing chat is 200 with the record; an unknown one is 404', async () => {
    const added = await addChat(t, -1001, 'Readable', 'channel');
    assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/chats/-1001`), 200, 'GET', '/chats/-1001'), added);
    const err = expectError(await call(t, 'GET', `${t.base}/chats/-1002`), 404, 'not_found', 'GET', '/chats/-1002');
    assert.match(err.description, /-1002/);
    expectError(await call(t, 'GET', `${t.base}/chats/1001`), 404, 'not_found', 'GET', '/chats/1001');
  });

  test('a chat_id in the path that is not a non-zero integer is a 422 on chat_id', async () => {
    // Beyond the safe range is refused too, rather than rounded to another id.
    for (const id of ['abc', '0', '-0', '1.5', '01', '+5', '1e3', '12345678901234567', '9007199254740992', '-9007199254740993', '9999999999999999']) {
      const res = await call(t, 'GET', `${t.base}/chats/${id}`);
      const fields = expectInvalid(res, 'GET', `/chats/${id}`, ['chat_id']);
      assert.match(String(fields.chat_id), /^must be a non-zero integer/);
    }
    assert.equal(
      expectInvalid(await call(t, 'GET', `${t.base}/chats/9007199254740993`), 'GET', '/chats/9007199254740993', ['chat_id']).chat_id,
      'must be a non-zero integer; got "9007199254740993"',
    );
    for (const id of ['abc', '9007199254740993']) {
      expectInvalid(await call(t, 'PATCH', `${t.base}/chats/${id}`, { chat_name: 'x' }), 'PATCH', `/chats/${id}`, ['chat_id']);
      expectInvalid(await call(t, 'DELETE', `${t.base}/chats/${id}`), 'DELETE', `/chats/${id}`, ['chat_id']);
    }
    // The largest safe ids are well-formed: unknown, not malformed.
    expectError(await call(t, 'GET', `${t.base}/chats/9007199254740991`), 404, 'not_found', 'GET', '/chats/9007199254740991');
    expectError(await call(t, 'GET', `${t.base}/chats/-9007199254740991`), 404, 'not_found', 'GET', '/chats/-9007199254740991');
  });

  test('PATCH renames: 200, new name, later updated_at, created_at kept', async () => {
    const added = await addChat(t, -2001, 'Before', 'group');
    t.clock.now = start + 90_000;
    try {
      const res = await call(t, 'PATCH', `${t.base}/chats/-2001`, { chat_name: 'After' });
      const renamed = expectOk(res, 200, 'PATCH', '/chats/-2001');
      assert.deepEqual(renamed, { ...added, chat_name: 'After', updated_at: '2026-11-21T12:01:30.000Z' });
      assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/chats/-2001`), 200, 'GET', '/chats/-2001'), renamed);
    } finally {
      t.clock.now = start;
    }
  });

  test('PATCH validates the body: chat_name required, 1..255, no other fields', async () => {
    await addChat(t, -2002, 'Stays', 'group');
    const path = '/chats/-2002';
    expectInvalid(await call(t, 'PATCH', `${t.base}${path}`, {}), 'PATCH', path, ['chat_name']);
    expectInvalid(await call(t, 'PATCH', `${t.base}${path}`, { chat_name: '' }), 'PATCH', path, ['chat_name']);
    expectInvalid(await call(t, 'PATCH', `${t.base}${path}`, { chat_name: 'z'.repeat(256) }), 'PATCH', path, ['chat_name']);
    const typo = expectInvalid(await call(t, 'PATCH', `${t.base}${path}`, { chat_name: 'ok', chat_type: 'channel' }), 'PATCH', path, ['chat_type']);
    assert.equal(typo.chat_type, 'is not a known field');
    const got = expectOk(await call(t, 'GET', `${t.base}${path}`), 200, 'GET', path);
    assert.equal(got.chat_name, 'Stays');
    assert.equal(got.chat_type, 'group');
  });

  test('PATCH an unknown chat is 404', async () => {
    expectError(await call(t, 'PATCH', `${t.base}/chats/-2999`, { chat_name: 'Ghost' }), 404, 'not_found', 'PATCH', '/chats/-2999');
    expectError(await call(t, 'GET', `${t.base}/chats/-2999`), 404, 'not_found', 'GET', '/chats/-2999');
  });

  test('DELETE is 200 with the removed chat, then GET is 404 and DELETE again is 404', async () => {
    const added = await addChat(t, -3001, 'Doomed', 'channel');
    assert.deepEqual(expectOk(await call(t, 'DELETE', `${t.base}/chats/-3001`), 200, 'DELETE', '/chats/-3001'), added);
    expectError(await call(t, 'GET', `${t.base}/chats/-3001`), 404, 'not_found', 'GET', '/chats/-3001');
    expectError(await call(t, 'DELETE', `${t.base}/chats/-3001`), 404, 'not_found', 'DELETE', '/chats/-3001');
    const list = expectOk(await call(t, 'GET', `${t.base}/chats?limit=100`), 200, 'GET', '/chats');
    assert.ok(!list.some((c: { chat_id: number }) => c.chat_id === -3001));
    // It can be added again afresh.
    assert.deepEqual(await addChat(t, -3001, 'Reborn', 'group'), { ...added, chat_name: 'Reborn', chat_type: 'group' });
  });
});

describe('chats are scoped to their bot', () => {
  let a: TestApp;
  let baseB: string;
  before(async () => {
    a = await createTestApp({ now: NOW });
    const b = await a.app.services.botCreation.createBot({ bot_id: 7002, owner_id: '1' });
    baseB = `/v1/bot7002/${b.api_key}`;
    await addChat(a, -1, 'A only', 'channel');
    expectOk(await call(a, 'POST', `${baseB}/chats`, body(-2, 'B only', 'group')), 201, 'POST', '/chats');
  });
  after(async () => {
    await a.close();
  });

  test("bot A cannot see, rename or remove bot B's chat", async () => {
    expectError(await call(a, 'GET', `${a.base}/chats/-2`), 404, 'not_found', 'GET', '/chats/-2');
    expectError(await call(a, 'PATCH', `${a.base}/chats/-2`, { chat_name: 'Hijack' }), 404, 'not_found', 'PATCH', '/chats/-2');
    expectError(await call(a, 'DELETE', `${a.base}/chats/-2`), 404, 'not_found', 'DELETE', '/chats/-2');
    const listA = expectOk(await call(a, 'GET', `${a.base}/chats`), 200, 'GET', '/chats');
    assert.deepEqual(
      listA.map((c: { chat_id: number }) => c.chat_id),
      [-1],
    );
    const fromB = expectOk(await call(a, 'GET', `${baseB}/chats/-2`), 200, 'GET', '/chats/-2');
    assert.equal(fromB.chat_name, 'B only');
  });

  test("bot B does not see bot A's chat either", async () => {
    expectError(await call(a, 'GET', `${baseB}/chats/-1`), 404, 'not_found', 'GET', '/chats/-1');
    const listB = expectOk(await call(a, 'GET', `${baseB}/chats`), 200, 'GET', '/chats');
    assert.deepEqual(
      listB.map((c: { chat_id: number }) => c.chat_id),
      [-2],
    );
  });

  test("bot A's key does not open bot B's paths", async () => {
    expectError(await call(a, 'GET', `/v1/bot7002/${a.apiKey}/chats/-2`), 401, 'unauthorized', 'GET', '/chats/-2');
  });
});
