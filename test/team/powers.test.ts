// SPEC §14's table of powers on the API, generated from the reference: every bot-scoped operation
// shows its level (x-admin-level, from the power its route names: a route that names none stops
// the service at start, so none can be forgotten), and matches team/powers.ts. With a key one
// level below, each call is a 403 naming the level needed and changes nothing; with a key at its
// level, the power check lets it through.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { POWERS } from '../../src/team/powers.js';
import { contents } from '../fuzz/harness.js';
import { call, createTestApp, expectError, expectOk, type TestApp } from '../support/helper.js';

const BOT = '/v1/bot{bot_id}/{api_key}';
/** A value for each path parameter: what it names need not exist (a 404 is past the power check). */
const PARAMS: Record<string, string> = {
  chat_id: '-1001000000001',
  project_id: '1',
  plan_id: '1',
  admin_id: '2002',
  order_id: '1',
  key_id: '999',
  member_id: '5001',
  subscription_id: '1',
  code: 'ABCDEFGHJK',
  name: 'faq',
  webhook_id: '1',
  form_id: '1',
};

interface Operation {
  method: string;
  path: string;
  id: string;
  level: number;
}

describe('the table of powers on every route', () => {
  let t: TestApp;
  let ops: Operation[];
  const keyOfLevel = new Map<number, string>();
  before(async () => {
    t = await createTestApp({ now: '2026-11-21T12:00:00Z' });
    const doc = JSON.parse((await t.app.inject({ url: '/openapi.json' })).body);
    ops = Object.entries<Record<string, any>>(doc.paths)
      .filter(([path]) => path.startsWith(BOT))
      .flatMap(([path, item]) =>
        Object.entries<any>(item).map(([method, op]) => ({
          method: method.toUpperCase(),
          path: path.slice(BOT.length),
          id: op.operationId,
          level: op['x-admin-level'],
        })),
      );
    for (let level = 2; level <= 8; level++) {
      const key = expectOk(await call(t, 'POST', `${t.base}/keys`, { admin_level: level, label: `level ${level}` }), 201, 'POST', '/keys');
      assert.equal(key.admin_level, level);
      keyOfLevel.set(level, key.api_key);
    }
  });
  after(() => t.close());

  const url = (op: Operation, level: number) =>
    `/v1/bot${t.botId}/${keyOfLevel.get(level)}${op.path.replace(/\{(\w+)\}/g, (_m, name: string) => PARAMS[name] ?? 'x')}`;

  test('every bot-scoped operation shows a level of the table, with its 403 and a sentence', () => {
    const levels = new Set<number>(Object.values(POWERS).map((p) => p.level));
    assert.ok(ops.length >= 50, `${ops.length} operations`);
    for (const op of ops) {
      assert.ok(levels.has(op.level), `${op.id}: x-admin-level ${op.level}`);
    }
    const doc = ops.find((o) => o.id === 'addChat')!;
    assert.equal(doc.level, POWERS['chats.change'].level);
  });

  test('one level below: 403 naming the level needed, nothing changes; at the level: past the check', async () => {
    const before = await contents(t);
    delete before.api_keys;
    for (const op of ops.filter((o) => o.level > 2)) {
      const path = url(op, op.level - 1).replace(/^\/v1\/bot\d+\/[^/]+/, '');
      const refused = await call(t, op.method, url(op, op.level - 1), op.method === 'GET' || op.method === 'DELETE' ? undefined : {});
      const body = expectError(refused, 403, 'forbidden', op.method, path);
      assert.match(body.description, new RegExp(`needs admin level ${op.level} or more; this key is level ${op.level - 1}\\.$`), op.id);
    }
    const after = await contents(t);
    delete after.api_keys;
    assert.deepEqual(after, before, 'a refused call changed something');
    for (const op of ops) {
      if (op.id === 'endSession') continue; // signs its key out: below
      const res = await call(t, op.method, url(op, op.level), op.method === 'GET' || op.method === 'DELETE' ? undefined : {});
      assert.ok(![401, 403].includes(res.status), `${op.id} at level ${op.level}: ${res.status} ${res.raw.slice(0, 200)}`);
    }
  });

  test('DELETE /session ends the key used for the call, at any level', async () => {
    const key = keyOfLevel.get(2)!;
    const ended = expectOk(await call(t, 'DELETE', `/v1/bot${t.botId}/${key}/session`), 200, 'DELETE', '/session');
    assert.equal(ended.revoked, true);
    assert.equal((await call(t, 'GET', `/v1/bot${t.botId}/${key}/chats`)).status, 401);
  });
});
