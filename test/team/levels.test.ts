// Keys with levels and admins below oneself (SPEC §14): a key's level limits what it may do; below
// level 8 a caller manages only admins below its own level, to at most one level less; the owner
// stays untouchable; bad input changes nothing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { call, createTestApp, expectError, expectInvalid, expectOk, type TestApp } from '../support/helper.js';

describe('keys with levels, and admins below oneself', () => {
  let t: TestApp;
  let level7: string;
  before(async () => {
    t = await createTestApp({ now: '2026-11-21T12:00:00Z' });
    const key = expectOk(await call(t, 'POST', `${t.base}/keys`, { admin_level: 7, label: 'Moderators' }), 201, 'POST', '/keys');
    level7 = `/v1/bot${t.botId}/${key.api_key}`;
    for (const [admin_id, admin_level] of [
      ['3001', 5],
      ['3002', 7],
    ] as const) {
      expectOk(await call(t, 'POST', `${t.base}/admins`, { admin_id, admin_level }), 201, 'POST', '/admins');
    }
  });
  after(() => t.close());

  test('POST /keys takes admin_level and label, checks them, and GET /keys shows them', async () => {
    const spreadsheet = expectOk(await call(t, 'POST', `${t.base}/keys`, { admin_level: 3, label: 'Revenue spreadsheet' }), 201, 'POST', '/keys');
    assert.deepEqual(
      [spreadsheet.admin_level, spreadsheet.label, spreadsheet.kind, spreadsheet.admin_id, spreadsheet.expires_at],
      [3, 'Revenue spreadsheet', 'key', null, null],
    );
    const readOnly = `/v1/bot${t.botId}/${spreadsheet.api_key}`;
    expectOk(await call(t, 'GET', `${readOnly}/orders/count`), 200, 'GET', '/orders/count');
    const refused = expectError(
      await call(t, 'POST', `${readOnly}/chats`, { chat_id: -1001, chat_name: 'x', chat_type: 'group' }),
      403,
      'forbidden',
      'POST',
      '/chats',
    );
    assert.equal(refused.description, 'To add, rename or remove chats needs admin level 4 or more; this key is level 3.');

    const before = (expectOk(await call(t, 'GET', `${t.base}/keys`), 200, 'GET', '/keys') as unknown[]).length;
    expectInvalid(await call(t, 'POST', `${t.base}/keys`, { admin_level: 9 }), 'POST', '/keys', ['admin_level']);
    expectInvalid(await call(t, 'POST', `${t.base}/keys`, { admin_level: 1 }), 'POST', '/keys', ['admin_level']);
    expectInvalid(await call(t, 'POST', `${t.base}/keys`, { label: 'x'.repeat(65) }), 'POST', '/keys', ['label']);
    expectInvalid(await call(t, 'POST', `${t.base}/keys`, { label: '' }), 'POST', '/keys', ['label']);
    expectInvalid(await call(t, 'POST', `${t.base}/keys`, { colour: 'red' }), 'POST', '/keys', ['colour']);
    const listed = expectOk(await call(t, 'GET', `${t.base}/keys`), 200, 'GET', '/keys') as { label: string | null; admin_level: number }[];
    assert.equal(listed.length, before);
    assert.deepEqual(
      listed.map((k) => [k.label, k.admin_level]),
      [
        ['Revenue spreadsheet', 3],
        ['Moderators', 7],
        [null, 8],
      ],
    );
    // A key revoking itself through /keys is refused (DELETE /session is the way), and stays.
    const own = expectError(await call(t, 'DELETE', `${t.base}/keys/1`), 409, 'conflict', 'DELETE', '/keys/1');
    assert.equal(own.description, 'Key 1 is the key making this call; end it with DELETE /session.');
    expectOk(await call(t, 'GET', `${t.base}/keys`), 200, 'GET', '/keys');
    // No body at all still makes a level-8 key (as before levels existed).
    assert.equal(expectOk(await call(t, 'POST', `${t.base}/keys`), 201, 'POST', '/keys').admin_level, 8);
  });

  test('a level-7 key adds, changes and removes only admins below 7, to at most 6', async () => {
    expectOk(await call(t, 'POST', `${level7}/admins`, { admin_id: '3003', admin_level: 6 }), 201, 'POST', '/admins');
    const tooHigh = expectError(await call(t, 'POST', `${level7}/admins`, { admin_id: '3004', admin_level: 7 }), 403, 'forbidden', 'POST', '/admins');
    assert.equal(tooHigh.description, 'At level 7 you may give admins at most level 6.');
    expectOk(await call(t, 'PATCH', `${level7}/admins/3001`, { admin_level: 6 }), 200, 'PATCH', '/admins/3001');
    expectError(await call(t, 'PATCH', `${level7}/admins/3001`, { admin_level: 7 }), 403, 'forbidden', 'PATCH', '/admins/3001');
    const peer = expectError(await call(t, 'PATCH', `${level7}/admins/3002`, { admin_level: 2 }), 403, 'forbidden', 'PATCH', '/admins/3002');
    assert.equal(peer.description, 'Admin 3002 is level 7; at level 7 you manage only admins below level 7.');
    expectError(await call(t, 'DELETE', `${level7}/admins/3002`), 403, 'forbidden', 'DELETE', '/admins/3002');
    const owner = String(t.bot.ownerId);
    expectError(await call(t, 'PATCH', `${level7}/admins/${owner}`, { admin_level: 2 }), 403, 'forbidden', 'PATCH', `/admins/${owner}`);
    expectError(await call(t, 'DELETE', `${level7}/admins/${owner}`), 403, 'forbidden', 'DELETE', `/admins/${owner}`);
    // Setting the bot token is a setting: level 8.
    const token = expectError(
      await call(t, 'PATCH', `${level7}/admins/3001`, { admin_level: 5, bot_token: `${t.botId}:AAE-abcdefghijklmnopqrstuvwxyz012345` }),
      403,
      'forbidden',
      'PATCH',
      '/admins/3001',
    );
    assert.match(token.description, /needs admin level 8/);
    expectOk(await call(t, 'DELETE', `${level7}/admins/3003`), 200, 'DELETE', '/admins/3003');
    const admins = expectOk(await call(t, 'GET', `${t.base}/admins`), 200, 'GET', '/admins') as { admin_id: string; admin_level: number }[];
    assert.deepEqual(Object.fromEntries(admins.map((a) => [a.admin_id, a.admin_level])), { [owner]: 8, 3001: 6, 3002: 7 });
  });

  test('a level-8 key keeps §3.4’s rules: any level to 8, the owner untouchable', async () => {
    expectOk(await call(t, 'PATCH', `${t.base}/admins/3002`, { admin_level: 8 }), 200, 'PATCH', '/admins/3002');
    expectError(await call(t, 'DELETE', `${t.base}/admins/${t.bot.ownerId}`), 403, 'forbidden', 'DELETE', `/admins/${t.bot.ownerId}`);
  });
});
