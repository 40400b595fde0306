// Projects (SPEC §4): named bundles of a bot's chats, over HTTP.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { call, createTestApp, expectError, expectInvalid, expectOk, type TestApp } from '../../support/helper.js';

const NOW = '2026-11-21T12:00:00Z';
const NOW_ISO = '2026-11-21T12:00:00.000Z';

async function addChat(t: Pick<TestApp, 'app'>, base: string, chat_id: number) {
  return expectOk(await call(t, 'POST', `${base}/chats`, { chat_id, chat_name: `Chat ${chat_id}`, chat_type: 'channel' }), 201, 'POST', '/chats');
}

async function createProject(t: Pick<TestApp, 'app'>, base: string, project_name: string, chat_ids: number[]) {
  return expectOk(await call(t, 'POST', `${base}/projects`, { project_name, chat_ids }), 201, 'POST', '/projects');
}

describe('POST /projects', () => {
  let t: TestApp;
  let baseB: string;
  const chats = [-101, -102, -103, 104];
  before(async () => {
    t = await createTestApp({ now: NOW });
    for (const id of chats) await addChat(t, t.base, id);
    const b = await t.app.services.botCreation.createBot({ bot_id: 7002, owner_id: '1' });
    baseB = `/v1/bot7002/${b.api_key}`;
    await addChat(t, baseB, -900);
  });
  after(async () => {
    await t.close();
  });

  test('201 with the exact record; chat_ids kept in the order given; ids count 1, 2, …', async () => {
    const res = await call(t, 'POST', `${t.base}/projects`, { project_name: 'Premium bundle', chat_ids: [-103, 104, -101] });
    const first = expectOk(res, 201, 'POST', '/projects');
    assert.deepEqual(first, { project_id: 1, project_name: 'Premium bundle', chat_ids: [-103, 104, -101], created_at: NOW_ISO });
    assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/projects/1`), 200, 'GET', '/projects/1'), first);

    const second = await createProject(t, t.base, 'Single', [-102]);
    assert.deepEqual(second, { project_id: 2, project_name: 'Single', chat_ids: [-102], created_at: NOW_ISO });
    // A chat may belong to several projects.
    const third = await createProject(t, t.base, 'Everything', [104, -103, -102, -101]);
    assert.equal(third.project_id, 3);
    assert.deepEqual(third.chat_ids, [104, -103, -102, -101]);
  });

  test('unknown chat ids are a 422 with one field per unknown entry', async () => {
    const res = await call(t, 'POST', `${t.base}/projects`, { project_name: 'Ghosts', chat_ids: [-101, -555, -102, 777] });
    const fields = expectInvalid(res, 'POST', '/projects', ['chat_ids[1]', 'chat_ids[3]']);
    assert.equal(fields['chat_ids[1]'], 'must be a chat of this bot; -555 is not');
    assert.equal(fields['chat_ids[3]'], 'must be a chat of this bot; 777 is not');
    assert.equal(res.body.description, 'chat_ids[1] must be a chat of this bot; -555 is not (and 1 more, see error.fields)');

    const one = await call(t, 'POST', `${t.base}/projects`, { project_name: 'Ghost', chat_ids: [-555] });
    expectInvalid(one, 'POST', '/projects', ['chat_ids[0]']);
    assert.equal(one.body.description, 'chat_ids[0] must be a chat of this bot; -555 is not');
  });

  test('a chat of another bot is a 422, on both sides', async () => {
    const res = await call(t, 'POST', `${t.base}/projects`, { project_name: 'Poach', chat_ids: [-101, -900] });
    const fields = expectInvalid(res, 'POST', '/projects', ['chat_ids[1]']);
    assert.equal(fields['chat_ids[1]'], 'must be a chat of this bot; -900 is not');
    const fromB = await call(t, 'POST', `${baseB}/projects`, { project_name: 'Poach back', chat_ids: [-101] });
    expectInvalid(fromB, 'POST', '/projects', ['chat_ids[0]']);
  });

  test('chat_ids must be a non-empty list of distinct integers', async () => {
    const empty = expectInvalid(await call(t, 'POST', `${t.base}/projects`, { project_name: 'Empty', chat_ids: [] }), 'POST', '/projects', ['chat_ids']);
    assert.match(String(empty.chat_ids), /^must be a list of 1 to 100 distinct chat ids of this bot/);

    const dup = expectInvalid(await call(t, 'POST', `${t.base}/projects`, { project_name: 'Twice', chat_ids: [-101, -102, -101] }), 'POST', '/projects', [
      'chat_ids',
    ]);
    assert.match(String(dup.chat_ids), /distinct/);

    for (const [entry, field] of [
      ['-101', 'chat_ids[1]'],
      [1.5, 'chat_ids[1]'],
      [0, 'chat_ids[1]'],
      [null, 'chat_ids[1]'],
      [{ chat_id: -101 }, 'chat_ids[1]'],
    ] as const) {
      const res = await call(t, 'POST', `${t.base}/projects`, { project_name: 'Bad entry', chat_ids: [-102, entry] });
      const fields = expectInvalid(res, 'POST', '/projects', [field]);
      assert.match(String(fields[field]), /^must be a non-zero integer/);
    }

    const notArray = expectInvalid(await call(t, 'POST', `${t.base}/projects`, { project_name: 'Scalar', chat_ids: -101 }), 'POST', '/projects', ['chat_ids']);
    assert.match(String(notArray.chat_ids), /^must be a list of 1 to 100 distinct chat ids/);

    const tooMany = Array.from({ length: 101 }, (_, i) => -(i + 1));
    expectInvalid(await call(t, 'POST', `${t.base}/projects`, { project_name: 'Huge', chat_ids: tooMany }), 'POST', '/projects', ['chat_ids']);
  });

  test('project_name is required, 1 to 128 characters; unknown fields are rejected', async () => {
    const missing = await call(t, 'POST', `${t.base}/projects`, { chat_ids: [-101] });
    assert.deepEqual(expectInvalid(missing, 'POST', '/projects', ['project_name']), { project_name: 'is required' });
    expectInvalid(await call(t, 'POST', `${t.base}/projects`, { project_name: '', chat_ids: [-101] }), 'POST', '/projects', ['project_name']);
    const long = expectInvalid(await call(t, 'POST', `${t.base}/projects`, { project_name: 'p'.repeat(129), chat_ids: [-101] }), 'POST', '/projects', [
      'project_name',
    ]);
    assert.match(String(long.project_name), /^must be a string from 1 to 128 characters/);
    const typo = expectInvalid(await call(t, 'POST', `${t.base}/projects`, { project_name: 'Typo', chat_ids: [-101], chat_id: -102 }), 'POST', '/projects', [
      'chat_id',
    ]);
    assert.equal(typo.chat_id, 'is not a known field');
    assert.deepEqual(expectInvalid(await call(t, 'POST', `${t.base}/projects`, {}), 'POST', '/projects', ['project_name', 'chat_ids']), {
      project_name: 'is required',
      chat_ids: 'is required',
    });

    const max = await createProject(t, t.base, 'q'.repeat(128), [-101]);
    assert.equal(max.project_name, 'q'.repeat(128));
  });

  test('rejected requests consume no project id', async () => {
    const list = expectOk(await call(t, 'GET', `${t.base}/projects?limit=100`), 200, 'GET', '/projects');
    const highest = Math.max(...list.map((p: { project_id: number }) => p.project_id));
    assert.equal(list.length, highest);
    const next = await createProject(t, t.base, 'Next', [-101]);
    assert.equal(next.project_id, highest + 1);
  });

  test('project ids count per bot: the other bot starts at 1', async () => {
    const b1 = await createProject(t, baseB, 'B first', [-900]);
    assert.deepEqual(b1, { project_id: 1, project_name: 'B first', chat_ids: [-900], created_at: NOW_ISO });
    const b2 = await createProject(t, baseB, 'B second', [-900]);
    assert.equal(b2.project_id, 2);
    // Bot A's project 1 is untouched and bot B's is its own.
    assert.equal(expectOk(await call(t, 'GET', `${t.base}/projects/1`), 200, 'GET', '/projects/1').project_name, 'Premium bundle');
    assert.equal(expectOk(await call(t, 'GET', `${baseB}/projects/1`), 200, 'GET', '/projects/1').project_name, 'B first');
  });
});

describe('GET /projects and /projects/{project_id}', () => {
  let t: TestApp;
  let baseB: string;
  const start = new Date(NOW).getTime();
  const made: Record<string, unknown>[] = [];
  before(async () => {
    t = await createTestApp({ now: NOW });
    for (const id of [-1, -2, -3]) await addChat(t, t.base, id);
    for (let i = 0; i < 5; i++) {
      t.clock.now = start + i * 1000;
      made.push(await createProject(t, t.base, `Project ${i + 1}`, i % 2 ? [-1, -2] : [-3]));
    }
    const b = await t.app.services.botCreation.createBot({ bot_id: 7002, owner_id: '1' });
    baseB = `/v1/bot7002/${b.api_key}`;
  });
  after(async () => {
    await t.close();
  });

  test('lists every project newest first with its chat_ids', async () => {
    const res = await call(t, 'GET', `${t.base}/projects`);
    const list = expectOk(res, 200, 'GET', '/projects');
    assert.deepEqual(list, [...made].reverse());
    assert.deepEqual(list[0], { project_id: 5, project_name: 'Project 5', chat_ids: [-3], created_at: '2026-11-21T12:00:04.000Z' });
    assert.equal(res.body.next_cursor, undefined);
  });

  test('paginates with next_cursor', async () => {
    const first = await call(t, 'GET', `${t.base}/projects?limit=2`);
    assert.deepEqual(
      expectOk(first, 200, 'GET', '/projects').map((p: { project_id: number }) => p.project_id),
      [5, 4],
    );
    assert.equal(typeof first.body.next_cursor, 'string');
    const second = await call(t, 'GET', `${t.base}/projects?limit=2&cursor=${encodeURIComponent(first.body.next_cursor)}`);
    assert.deepEqual(
      expectOk(second, 200, 'GET', '/projects').map((p: { project_id: number }) => p.project_id),
      [3, 2],
    );
    const third = await call(t, 'GET', `${t.base}/projects?limit=2&cursor=${encodeURIComponent(second.body.next_cursor)}`);
    assert.deepEqual(expectOk(third, 200, 'GET', '/projects'), [made[0]]);
    assert.equal(third.body.next_cursor, undefined);
  });

  test('bad limit or cursor is a 422 on that parameter', async () => {
    for (const limit of ['0', '101', 'abc']) expectInvalid(await call(t, 'GET', `${t.base}/projects?limit=${limit}`), 'GET', '/projects', ['limit']);
    expectInvalid(await call(t, 'GET', `${t.base}/projects?cursor=garbage`), 'GET', '/projects', ['cursor']);
  });

  test('GET one project: 200, 404 for an unknown id, 422 for a malformed id', async () => {
    assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/projects/2`), 200, 'GET', '/projects/2'), made[1]);
    const err = expectError(await call(t, 'GET', `${t.base}/projects/99`), 404, 'not_found', 'GET', '/projects/99');
    assert.match(err.description, /99/);
    for (const id of ['abc', '0', '-1', '1.5', '01']) {
      const fields = expectInvalid(await call(t, 'GET', `${t.base}/projects/${id}`), 'GET', `/projects/${id}`, ['project_id']);
      assert.match(String(fields.project_id), /^must be a positive integer/);
    }
  });

  test('another bot sees none of these projects', async () => {
    assert.deepEqual(expectOk(await call(t, 'GET', `${baseB}/projects`), 200, 'GET', '/projects'), []);
    expectError(await call(t, 'GET', `${baseB}/projects/1`), 404, 'not_found', 'GET', '/projects/1');
  });
});

describe('deleting a chat', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ now: NOW });
    for (const id of [-10, -20, -30]) await addChat(t, t.base, id);
  });
  after(async () => {
    await t.close();
  });

  test("removes it from every project's chat_ids, keeping the others' order", async () => {
    const p1 = await createProject(t, t.base, 'Three', [-30, -20, -10]);
    const p2 = await createProject(t, t.base, 'Only twenty', [-20]);
    expectOk(await call(t, 'DELETE', `${t.base}/chats/-20`), 200, 'DELETE', '/chats/-20');

    assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/projects/${p1.project_id}`), 200, 'GET', `/projects/${p1.project_id}`), {
      ...p1,
      chat_ids: [-30, -10],
    });
    assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/projects/${p2.project_id}`), 200, 'GET', `/projects/${p2.project_id}`), {
      ...p2,
      chat_ids: [],
    });
    const list = expectOk(await call(t, 'GET', `${t.base}/projects`), 200, 'GET', '/projects');
    assert.deepEqual(list, [
      { ...p2, chat_ids: [] },
      { ...p1, chat_ids: [-30, -10] },
    ]);

    // The removed chat can no longer be bundled, and adding it back does not restore it.
    expectInvalid(await call(t, 'POST', `${t.base}/projects`, { project_name: 'Late', chat_ids: [-20] }), 'POST', '/projects', ['chat_ids[0]']);
    await addChat(t, t.base, -20);
    assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/projects/${p1.project_id}`), 200, 'GET', `/projects/${p1.project_id}`).chat_ids, [-30, -10]);
  });
});
