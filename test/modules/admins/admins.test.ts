// Admins: SPEC §3.4 (update an admin) and the §4 rows (add, list, get, remove), over HTTP.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { OWNER_ID, call, createTestApp, expectError, expectInvalid, expectOk, type TestApp } from '../../support/helper.js';

const NOW = '2026-11-21T12:00:00Z';
const NOW_ISO = '2026-11-21T12:00:00.000Z';
const START = new Date(NOW).getTime();
const SECRET = 'AAH-abcdefghijklmnopqrstuvwxyz_0123'; // 35 characters of [A-Za-z0-9_-]

async function addAdmin(t: TestApp, admin_id: string, admin_level = 4) {
  return expectOk(await call(t, 'POST', `${t.base}/admins`, { admin_id, admin_level }), 201, 'POST', '/admins');
}

async function settings(t: TestApp) {
  return expectOk(await call(t, 'GET', `${t.base}/settings`), 200, 'GET', '/settings');
}

describe('POST /admins', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ now: NOW });
  });
  after(async () => {
    await t.close();
  });

  test('201 with the exact admin record', async () => {
    const res = await call(t, 'POST', `${t.base}/admins`, { admin_id: '2002', admin_level: 4 });
    assert.deepEqual(expectOk(res, 201, 'POST', '/admins'), {
      admin_id: '2002',
      admin_level: 4,
      is_owner: false,
      bot_token_set: false,
      created_at: NOW_ISO,
      updated_at: NOW_ISO,
    });
  });

  test('the edges of the level range and of admin_id are accepted', async () => {
    assert.equal((await addAdmin(t, 'lvl2', 2)).admin_level, 2);
    assert.equal((await addAdmin(t, 'lvl8', 8)).admin_level, 8);
    const longest = 'A'.repeat(64);
    assert.equal((await addAdmin(t, longest)).admin_id, longest);
    assert.equal((await addAdmin(t, 'a_B-9')).admin_id, 'a_B-9');
    assert.equal((await addAdmin(t, 'x')).admin_id, 'x');
  });

  test('adding an existing admin is a 409, and the first record is unchanged', async () => {
    const first = await addAdmin(t, '3003', 3);
    t.clock.now = START + 5000;
    try {
      const err = expectError(await call(t, 'POST', `${t.base}/admins`, { admin_id: '3003', admin_level: 7 }), 409, 'conflict', 'POST', '/admins');
      assert.match(err.description, /3003 is already an admin/);
      assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/admins/3003`), 200, 'GET', '/admins/3003'), first);
    } finally {
      t.clock.now = START;
    }
  });

  test('adding the owner is a 409 too, and the owner stays level 8', async () => {
    for (const admin_level of [8, 2]) {
      expectError(await call(t, 'POST', `${t.base}/admins`, { admin_id: OWNER_ID, admin_level }), 409, 'conflict', 'POST', '/admins');
    }
    const owner = expectOk(await call(t, 'GET', `${t.base}/admins/${OWNER_ID}`), 200, 'GET', `/admins/${OWNER_ID}`);
    assert.equal(owner.admin_level, 8);
    assert.equal(owner.is_owner, true);
  });

  test('admin_level outside 2..8 or not an integer: 422 with the exact message and description', async () => {
    for (const [admin_level, shown] of [
      [1, '1'],
      [9, '9'],
      [0, '0'],
      [-3, '-3'],
      ['4', '"4"'],
      [4.5, '4.5'],
      [null, 'null'],
      [true, 'true'],
    ] as const) {
      const res = await call(t, 'POST', `${t.base}/admins`, { admin_id: 'lvl', admin_level });
      const fields = expectInvalid(res, 'POST', '/admins', ['admin_level']);
      assert.equal(fields.admin_level, `must be an integer from 2 to 8; got ${shown}`);
      assert.equal(res.body.description, `admin_level must be an integer from 2 to 8; got ${shown}`);
    }
    expectError(await call(t, 'GET', `${t.base}/admins/lvl`), 404, 'not_found', 'GET', '/admins/lvl');
  });

  test('admin_id must be 1 to 64 characters of A-Z a-z 0-9 _ -', async () => {
    for (const admin_id of ['', 'a.b', 'a b', 'élan', 'x'.repeat(65), 'a/b', 42]) {
      const res = await call(t, 'POST', `${t.base}/admins`, { admin_id, admin_level: 3 });
      const fields = expectInvalid(res, 'POST', '/admins', ['admin_id']);
      assert.match(String(fields.admin_id), /^must be 1 to 64 characters of A-Z a-z 0-9 _ -/);
    }
  });

  test('missing fields, unknown fields, and every broken field listed', async () => {
    assert.deepEqual(expectInvalid(await call(t, 'POST', `${t.base}/admins`, {}), 'POST', '/admins', ['admin_id', 'admin_level']), {
      admin_id: 'is required',
      admin_level: 'is required',
    });
    expectInvalid(await call(t, 'POST', `${t.base}/admins`, { admin_id: '5005' }), 'POST', '/admins', ['admin_level']);
    const typo = await call(t, 'POST', `${t.base}/admins`, { admin_id: '5005', admin_level: 3, is_owner: true });
    assert.equal(expectInvalid(typo, 'POST', '/admins', ['is_owner']).is_owner, 'is not a known field');
    expectInvalid(await call(t, 'POST', `${t.base}/admins`, { admin_id: 'a.b', admin_level: 9, level: 3 }), 'POST', '/admins', [
      'admin_id',
      'admin_level',
      'level',
    ]);
    expectError(await call(t, 'GET', `${t.base}/admins/5005`), 404, 'not_found', 'GET', '/admins/5005');
  });
});

describe('PATCH /admins/{admin_id}', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ now: NOW });
    await addAdmin(t, '2002', 3);
  });
  after(async () => {
    await t.close();
  });

  test('200 with the new level and a later updated_at; created_at kept', async () => {
    t.clock.now = START + 3_600_000;
    const res = await call(t, 'PATCH', `${t.base}/admins/2002`, { admin_level: 6 });
    const updated = expectOk(res, 200, 'PATCH', '/admins/2002');
    assert.deepEqual(updated, {
      admin_id: '2002',
      admin_level: 6,
      is_owner: false,
      bot_token_set: false,
      created_at: NOW_ISO,
      updated_at: '2026-11-21T13:00:00.000Z',
    });
    assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/admins/2002`), 200, 'GET', '/admins/2002'), updated);
  });

  test('the owner cannot be changed: 403 forbidden, whatever the (valid) body', async () => {
    const before = expectOk(await call(t, 'GET', `${t.base}/admins/${OWNER_ID}`), 200, 'GET', `/admins/${OWNER_ID}`);
    for (const patch of [{ admin_level: 2 }, { admin_level: 8 }, { admin_level: 5, bot_token: `${t.botId}:${SECRET}` }]) {
      const res = await call(t, 'PATCH', `${t.base}/admins/${OWNER_ID}`, patch);
      const err = expectError(res, 403, 'forbidden', 'PATCH', `/admins/${OWNER_ID}`);
      assert.equal(err.error.fields, undefined);
      assert.match(err.description, /owner/);
      assert.ok(!res.raw.includes(SECRET));
    }
    assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/admins/${OWNER_ID}`), 200, 'GET', `/admins/${OWNER_ID}`), before);
    assert.equal((await settings(t)).bot_token_set, false);
  });

  test('an unknown admin is a 404 (and a token sent with it is not stored)', async () => {
    const err = expectError(await call(t, 'PATCH', `${t.base}/admins/9999`, { admin_level: 4 }), 404, 'not_found', 'PATCH', '/admins/9999');
    assert.match(err.description, /9999/);
    expectError(
      await call(t, 'PATCH', `${t.base}/admins/9999`, { admin_level: 4, bot_token: `${t.botId}:${SECRET}` }),
      404,
      'not_found',
      'PATCH',
      '/admins/9999',
    );
    assert.equal((await settings(t)).bot_token_set, false);
  });

  test('admin_level is required and must be an integer from 2 to 8', async () => {
    const path = '/admins/2002';
    const missing = await call(t, 'PATCH', `${t.base}${path}`, {});
    assert.deepEqual(expectInvalid(missing, 'PATCH', path, ['admin_level']), { admin_level: 'is required' });
    assert.equal(missing.body.description, 'admin_level is required');
    expectInvalid(await call(t, 'PATCH', `${t.base}${path}`, { bot_token: `${t.botId}:${SECRET}` }), 'PATCH', path, ['admin_level']);
    for (const [admin_level, shown] of [
      [1, '1'],
      [9, '9'],
      ['4', '"4"'],
      [4.5, '4.5'],
    ] as const) {
      const res = await call(t, 'PATCH', `${t.base}${path}`, { admin_level });
      assert.deepEqual(expectInvalid(res, 'PATCH', path, ['admin_level']), { admin_level: `must be an integer from 2 to 8; got ${shown}` });
      assert.equal(res.body.description, `admin_level must be an integer from 2 to 8; got ${shown}`);
    }
    assert.equal(expectOk(await call(t, 'GET', `${t.base}${path}`), 200, 'GET', path).admin_level, 6);
    assert.equal((await settings(t)).bot_token_set, false);
  });

  test('an unknown field is a 422 naming it', async () => {
    const res = await call(t, 'PATCH', `${t.base}/admins/2002`, { admin_level: 5, admin_name: 'Bob' });
    assert.deepEqual(expectInvalid(res, 'PATCH', '/admins/2002', ['admin_name']), { admin_name: 'is not a known field' });
    expectInvalid(await call(t, 'PATCH', `${t.base}/admins/2002`, { admin_level: 5, is_owner: true }), 'PATCH', '/admins/2002', ['is_owner']);
  });

  test('an admin_id path parameter with bad characters or over 64 characters is a 422', async () => {
    // The envelope's path is the request's path as sent (still percent-encoded).
    for (const raw of ['a.b', 'a%20b', '%C3%A9', 'a%2Fb', 'x'.repeat(65)]) {
      const path = `/admins/${raw}`;
      const res = await call(t, 'PATCH', `${t.base}${path}`, { admin_level: 4 });
      const fields = expectInvalid(res, 'PATCH', path, ['admin_id']);
      assert.match(String(fields.admin_id), /^must be 1 to 64 characters of A-Z a-z 0-9 _ -/);
      expectInvalid(await call(t, 'GET', `${t.base}/admins/${raw}`), 'GET', path, ['admin_id']);
      expectInvalid(await call(t, 'DELETE', `${t.base}/admins/${raw}`), 'DELETE', path, ['admin_id']);
    }
    // 64 characters is a well-formed id: an unknown admin, not a malformed one.
    const id64 = 'y'.repeat(64);
    expectError(await call(t, 'PATCH', `${t.base}/admins/${id64}`, { admin_level: 4 }), 404, 'not_found', 'PATCH', `/admins/${id64}`);
  });
});

describe('PATCH /admins/{admin_id} with bot_token', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ now: NOW });
    await addAdmin(t, '2002', 3);
    await addAdmin(t, '3003', 5);
  });
  after(async () => {
    await t.close();
  });

  test('a token of another bot is a 422 on bot_token that does not echo it; nothing changes', async () => {
    const token = `7002:${SECRET}`;
    const res = await call(t, 'PATCH', `${t.base}/admins/2002`, { admin_level: 7, bot_token: token });
    const fields = expectInvalid(res, 'PATCH', '/admins/2002', ['bot_token']);
    assert.equal(fields.bot_token, 'must belong to this bot: its number before the colon must be 7001');
    assert.ok(!res.body.description.includes(token));
    assert.ok(!res.body.description.includes(SECRET));
    assert.ok(!res.raw.includes(SECRET));
    assert.equal(expectOk(await call(t, 'GET', `${t.base}/admins/2002`), 200, 'GET', '/admins/2002').admin_level, 3);
    assert.equal((await settings(t)).bot_token_set, false);
  });

  test('a malformed token is a 422 whose message does not echo the value', async () => {
    const malformed = [
      `${SECRET}`, // no bot id
      `7001${SECRET}`, // no colon
      `7001:short_secret`, // too short
      `7001:${SECRET.slice(0, 30)}+/=!`, // outside the alphabet
      `07001:${SECRET}`, // leading zero
      ` 7001:${SECRET}`, // not trimmed
      '',
    ];
    for (const token of malformed) {
      const res = await call(t, 'PATCH', `${t.base}/admins/2002`, { admin_level: 4, bot_token: token });
      const fields = expectInvalid(res, 'PATCH', '/admins/2002', ['bot_token']);
      assert.equal(fields.bot_token, "must be the bot's token from the platform's bot-creation tool, <bot_id>:<secret>");
      assert.equal(res.body.description, `bot_token ${fields.bot_token}`);
      assert.ok(!res.raw.includes(SECRET.slice(0, 20)), res.raw);
      if (token) assert.ok(!res.raw.includes(JSON.stringify(token)), res.raw);
    }
    const wrongType = await call(t, 'PATCH', `${t.base}/admins/2002`, { admin_level: 4, bot_token: 7001 });
    expectInvalid(wrongType, 'PATCH', '/admins/2002', ['bot_token']);
    assert.ok(!wrongType.raw.includes('got'));
    assert.equal((await settings(t)).bot_token_set, false);
  });

  test("this bot's token: 200, bot_token_set true, the token never returned or logged", async () => {
    const token = `${t.botId}:${SECRET}`;
    t.clock.now = START + 60_000;
    const res = await call(t, 'PATCH', `${t.base}/admins/2002`, { admin_level: 7, bot_token: token });
    const updated = expectOk(res, 200, 'PATCH', '/admins/2002');
    assert.deepEqual(updated, {
      admin_id: '2002',
      admin_level: 7,
      is_owner: false,
      bot_token_set: true,
      created_at: NOW_ISO,
      updated_at: '2026-11-21T12:01:00.000Z',
    });
    assert.ok(!('bot_token' in updated));
    assert.ok(!res.raw.includes(SECRET));

    const s = await settings(t);
    assert.equal(s.bot_token_set, true);
    assert.ok(!('bot_token' in s));
    assert.ok(!JSON.stringify(s).includes(SECRET));

    // Every admin record now says a token is set; none shows it.
    const list = await call(t, 'GET', `${t.base}/admins`);
    for (const admin of expectOk(list, 200, 'GET', '/admins')) {
      assert.equal(admin.bot_token_set, true);
      assert.ok(!('bot_token' in admin));
    }
    assert.ok(!list.raw.includes(SECRET));
    assert.ok(!t.logs.join('').includes(SECRET), 'the token must never be logged');
  });

  test('a second token replaces the first', async () => {
    const token = `${t.botId}:${SECRET.split('').reverse().join('')}`;
    const updated = expectOk(await call(t, 'PATCH', `${t.base}/admins/3003`, { admin_level: 5, bot_token: token }), 200, 'PATCH', '/admins/3003');
    assert.equal(updated.bot_token_set, true);
    assert.equal(updated.admin_level, 5);
    assert.equal((await settings(t)).bot_token_set, true);
    assert.ok(!t.logs.join('').includes(SECRET.split('').reverse().join('')));
  });
});

describe('GET /admins and /admins/{admin_id}', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ now: NOW });
  });
  after(async () => {
    await t.close();
  });

  test('a fresh bot lists only its owner, level 8, is_owner true', async () => {
    const res = await call(t, 'GET', `${t.base}/admins`);
    assert.deepEqual(expectOk(res, 200, 'GET', '/admins'), [
      { admin_id: OWNER_ID, admin_level: 8, is_owner: true, bot_token_set: false, created_at: NOW_ISO, updated_at: NOW_ISO },
    ]);
    assert.equal(res.body.next_cursor, undefined);
  });

  test('lists owner and admins newest first with is_owner flags', async () => {
    t.clock.now = START + 1000;
    const a = await addAdmin(t, '2002', 2);
    t.clock.now = START + 2000;
    const b = await addAdmin(t, '1500', 5);
    const list = expectOk(await call(t, 'GET', `${t.base}/admins`), 200, 'GET', '/admins');
    assert.deepEqual(list, [b, a, { admin_id: OWNER_ID, admin_level: 8, is_owner: true, bot_token_set: false, created_at: NOW_ISO, updated_at: NOW_ISO }]);
    assert.deepEqual(
      list.map((x: { is_owner: boolean }) => x.is_owner),
      [false, false, true],
    );
  });

  test('paginates with next_cursor, every admin exactly once', async () => {
    for (let i = 0; i < 5; i++) {
      t.clock.now = START + 10_000 + i * 1000;
      await addAdmin(t, `pg${i}`, 3);
    }
    // 8 admins now: pg4..pg0, 1500, 2002, owner.
    const expected = ['pg4', 'pg3', 'pg2', 'pg1', 'pg0', '1500', '2002', OWNER_ID];
    const first = await call(t, 'GET', `${t.base}/admins?limit=3`);
    assert.deepEqual(
      expectOk(first, 200, 'GET', '/admins').map((x: { admin_id: string }) => x.admin_id),
      expected.slice(0, 3),
    );
    assert.equal(typeof first.body.next_cursor, 'string');
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await call(t, 'GET', `${t.base}/admins?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...expectOk(res, 200, 'GET', '/admins').map((x: { admin_id: string }) => x.admin_id));
      cursor = res.body.next_cursor;
      pages++;
    } while (cursor);
    assert.equal(pages, 3);
    assert.deepEqual(seen, expected);
    const all = await call(t, 'GET', `${t.base}/admins?limit=8`);
    assert.equal(expectOk(all, 200, 'GET', '/admins').length, 8);
    assert.equal(all.body.next_cursor, undefined);
  });

  test('admins added at the same instant still paginate without repeats or gaps', async () => {
    t.clock.now = START + 50_000;
    const ids = ['tie_a', 'tie-B', 'TIE_c', 'tie9', 'tie_0'];
    for (const id of ids) await addAdmin(t, id, 2);
    const all = expectOk(await call(t, 'GET', `${t.base}/admins?limit=100`), 200, 'GET', '/admins').map((x: { admin_id: string }) => x.admin_id);
    assert.deepEqual([...all.slice(0, 5)].sort(), [...ids].sort());
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await call(t, 'GET', `${t.base}/admins?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...expectOk(res, 200, 'GET', '/admins').map((x: { admin_id: string }) => x.admin_id));
      cursor = res.body.next_cursor;
    } while (cursor);
    assert.deepEqual(seen, all);
  });

  test('bad limit or cursor is a 422 on that parameter', async () => {
    for (const limit of ['0', '101', 'abc']) expectInvalid(await call(t, 'GET', `${t.base}/admins?limit=${limit}`), 'GET', '/admins', ['limit']);
    for (const cursor of ['garbage', Buffer.from('[1,2]').toString('base64url')]) {
      expectInvalid(await call(t, 'GET', `${t.base}/admins?cursor=${encodeURIComponent(cursor)}`), 'GET', '/admins', ['cursor']);
    }
  });

  test('GET one admin: the owner, an admin, and 404 for someone else', async () => {
    const owner = expectOk(await call(t, 'GET', `${t.base}/admins/${OWNER_ID}`), 200, 'GET', `/admins/${OWNER_ID}`);
    assert.deepEqual(owner, { admin_id: OWNER_ID, admin_level: 8, is_owner: true, bot_token_set: false, created_at: NOW_ISO, updated_at: NOW_ISO });
    const admin = expectOk(await call(t, 'GET', `${t.base}/admins/2002`), 200, 'GET', '/admins/2002');
    assert.deepEqual(admin, {
      admin_id: '2002',
      admin_level: 2,
      is_owner: false,
      bot_token_set: false,
      created_at: '2026-11-21T12:00:01.000Z',
      updated_at: '2026-11-21T12:00:01.000Z',
    });
    const err = expectError(await call(t, 'GET', `${t.base}/admins/nobody`), 404, 'not_found', 'GET', '/admins/nobody');
    assert.match(err.description, /nobody is not an admin of this bot/);
  });
});

describe('DELETE /admins/{admin_id}', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ now: NOW });
  });
  after(async () => {
    await t.close();
  });

  test('200 with the removed admin, then 404 on GET, PATCH and DELETE', async () => {
    const added = await addAdmin(t, '4004', 4);
    assert.deepEqual(expectOk(await call(t, 'DELETE', `${t.base}/admins/4004`), 200, 'DELETE', '/admins/4004'), added);
    expectError(await call(t, 'GET', `${t.base}/admins/4004`), 404, 'not_found', 'GET', '/admins/4004');
    expectError(await call(t, 'PATCH', `${t.base}/admins/4004`, { admin_level: 5 }), 404, 'not_found', 'PATCH', '/admins/4004');
    expectError(await call(t, 'DELETE', `${t.base}/admins/4004`), 404, 'not_found', 'DELETE', '/admins/4004');
    const list = expectOk(await call(t, 'GET', `${t.base}/admins`), 200, 'GET', '/admins');
    assert.deepEqual(
      list.map((x: { admin_id: string }) => x.admin_id),
      [OWNER_ID],
    );
    // Removed admins can be added again.
    assert.equal((await addAdmin(t, '4004', 2)).admin_level, 2);
  });

  test('the owner cannot be removed: 403 forbidden, and stays', async () => {
    const err = expectError(await call(t, 'DELETE', `${t.base}/admins/${OWNER_ID}`), 403, 'forbidden', 'DELETE', `/admins/${OWNER_ID}`);
    assert.match(err.description, /owner/);
    const owner = expectOk(await call(t, 'GET', `${t.base}/admins/${OWNER_ID}`), 200, 'GET', `/admins/${OWNER_ID}`);
    assert.equal(owner.is_owner, true);
    assert.equal(owner.admin_level, 8);
  });
});

describe('admins are scoped to their bot', () => {
  let t: TestApp;
  let baseB: string;
  before(async () => {
    t = await createTestApp({ now: NOW });
    const b = await t.app.services.botCreation.createBot({ bot_id: 7002, owner_id: '1' });
    baseB = `/v1/bot7002/${b.api_key}`;
    await addAdmin(t, '2002', 4);
  });
  after(async () => {
    await t.close();
  });

  test("bot B does not see, change or remove bot A's admins, and may add the same id", async () => {
    expectError(await call(t, 'GET', `${baseB}/admins/2002`), 404, 'not_found', 'GET', '/admins/2002');
    expectError(await call(t, 'PATCH', `${baseB}/admins/2002`, { admin_level: 8 }), 404, 'not_found', 'PATCH', '/admins/2002');
    expectError(await call(t, 'DELETE', `${baseB}/admins/2002`), 404, 'not_found', 'DELETE', '/admins/2002');
    // Bot A's owner is an ordinary unknown id for bot B.
    expectError(await call(t, 'PATCH', `${baseB}/admins/${OWNER_ID}`, { admin_level: 3 }), 404, 'not_found', 'PATCH', `/admins/${OWNER_ID}`);
    const listB = expectOk(await call(t, 'GET', `${baseB}/admins`), 200, 'GET', '/admins');
    assert.deepEqual(listB, [{ admin_id: '1', admin_level: 8, is_owner: true, bot_token_set: false, created_at: NOW_ISO, updated_at: NOW_ISO }]);
    const added = expectOk(await call(t, 'POST', `${baseB}/admins`, { admin_id: '2002', admin_level: 2 }), 201, 'POST', '/admins');
    assert.equal(added.admin_level, 2);
    assert.equal(expectOk(await call(t, 'GET', `${t.base}/admins/2002`), 200, 'GET', '/admins/2002').admin_level, 4);
  });

  test("a token set on bot B is not bot A's", async () => {
    const res = await call(t, 'PATCH', `${baseB}/admins/2002`, { admin_level: 3, bot_token: `7002:${SECRET}` });
    assert.equal(expectOk(res, 200, 'PATCH', '/admins/2002').bot_token_set, true);
    assert.equal((await settings(t)).bot_token_set, false);
    assert.equal(expectOk(await call(t, 'GET', `${t.base}/admins/2002`), 200, 'GET', '/admins/2002').bot_token_set, false);
  });
});
