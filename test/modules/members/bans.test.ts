// Bans over the API (SPEC §16): a level-4 ban marks the member, revokes every live subscription in
// the same change (events member.banned and subscription.revoked, naming the key), and refuses
// POST /orders, grants and POST /checkout for them with a 409 until the unban; revoked
// subscriptions stay revoked. Bad input changes nothing: an unknown member is a 404, the owner or
// an admin a 403, a level-3 key a 403, a reason over 200 characters a 422.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { OWNER_ID, call, createTestApp, expectError, expectInvalid, expectOk, type TestApp } from '../../support/helper.js';

const NOW = '2026-11-21T12:00:00.000Z';

describe('bans', () => {
  let t: TestApp;
  let planId: number;
  let keyId: number;
  let four: string;
  const keyOf = async (level: number) => {
    const key = expectOk(await call(t, 'POST', `${t.base}/keys`, { admin_level: level, label: `level ${level}` }), 201, 'POST', '/keys');
    return { base: `/v1/bot${t.botId}/${key.api_key}`, keyId: key.key_id as number };
  };
  const snapshot = async () => ({
    members: expectOk(await call(t, 'GET', `${t.base}/members?limit=100`), 200, 'GET', '/members'),
    subscriptions: expectOk(await call(t, 'GET', `${t.base}/subscriptions?limit=100`), 200, 'GET', '/subscriptions'),
    events: expectOk(await call(t, 'GET', `${t.base}/events?limit=100`), 200, 'GET', '/events'),
  });
  before(async () => {
    t = await createTestApp({ now: NOW });
    planId = expectOk(
      await call(t, 'POST', `${t.base}/plans`, { plan_name: 'VIP', plan_duration: 'P1M', plan_price: '250', plan_currency: 'XTR' }),
      201,
      'POST',
      '/plans',
    ).plan_id;
    ({ base: four, keyId } = await keyOf(4));
  });
  after(() => t.close());

  test('ban: the member shows banned, live subscriptions revoked, events name the key; orders, grants and checkout are 409; unban lets them back', async () => {
    const paid = expectOk(await call(t, 'POST', `${t.base}/orders`, { member_id: '5001', plan_id: planId }), 201, 'POST', '/orders');
    const profile = expectOk(await call(t, 'GET', `${t.base}/members/5001`), 200, 'GET', '/members/5001');
    assert.deepEqual([profile.banned, profile.ban_reason, profile.banned_at, profile.has_access], [false, null, null, true]);
    const seen = expectOk(await call(t, 'GET', `${t.base}/events?limit=100`), 200, 'GET', '/events').length;

    t.clock.now += 60_000;
    const banned = expectOk(await call(t, 'POST', `${four}/members/5001/ban`, { reason: 'spam in the chat' }), 200, 'POST', '/members/5001/ban');
    const { subscriptions: _s, orders: _o, forms: _f, ...member } = profile;
    const expected = { ...member, has_access: false, banned: true, ban_reason: 'spam in the chat', banned_at: '2026-11-21T12:01:00.000Z' };
    assert.deepEqual(banned, expected);
    const after = expectOk(await call(t, 'GET', `${t.base}/members/5001`), 200, 'GET', '/members/5001');
    assert.deepEqual(
      { ...after, subscriptions: undefined, orders: undefined, forms: undefined },
      { ...expected, subscriptions: undefined, orders: undefined, forms: undefined },
    );
    assert.deepEqual(
      after.subscriptions.map((s: { state: string; ended_at: string }) => [s.state, s.ended_at]),
      [['revoked', '2026-11-21T12:01:00.000Z']],
    );
    assert.deepEqual(after.orders, [paid]);
    const listed = expectOk(await call(t, 'GET', `${t.base}/members`), 200, 'GET', '/members');
    assert.deepEqual(
      listed.find((m: { member_id: string }) => m.member_id === '5001'),
      expected,
    );

    const events = expectOk(await call(t, 'GET', `${t.base}/events?limit=100`), 200, 'GET', '/events').slice(seen);
    assert.deepEqual(
      events.map((e: { type: string; actor: unknown }) => [e.type, e.actor]),
      [
        ['subscription.revoked', { type: 'key', key_id: keyId }],
        ['member.banned', { type: 'key', key_id: keyId }],
      ],
    );
    assert.deepEqual(events[1].data, expected);

    // Banned twice: the same answer, nothing recorded again.
    assert.deepEqual(expectOk(await call(t, 'POST', `${four}/members/5001/ban`, { reason: 'other' }), 200, 'POST', '/members/5001/ban'), expected);
    assert.equal(expectOk(await call(t, 'GET', `${t.base}/events?limit=100`), 200, 'GET', '/events').length, seen + 2);

    // Refused everything while banned, with a clear 409.
    const refusal = 'Member 5001 is banned: nothing can be granted or sold to them until they are unbanned (DELETE /members/5001/ban).';
    for (const [path, body] of [
      ['/orders', { member_id: '5001', plan_id: planId }],
      ['/subscriptions', { member_id: '5001', plan_id: planId }],
      ['/checkout', { member_id: '5001', plan_id: planId }],
    ] as const) {
      assert.equal(expectError(await call(t, 'POST', `${t.base}${path}`, body), 409, 'conflict', 'POST', path).description, refusal, path);
    }
    // With an external_id too: nothing is recorded.
    expectError(await call(t, 'POST', `${t.base}/orders`, { member_id: '5001', plan_id: planId, external_id: 'x-1' }), 409, 'conflict', 'POST', '/orders');
    assert.equal(expectOk(await call(t, 'GET', `${t.base}/members/5001`), 200, 'GET', '/members/5001').orders.length, 1);

    // Unban: the revoked subscription stays revoked; a grant and an order work again.
    t.clock.now += 60_000;
    const unbanned = expectOk(await call(t, 'DELETE', `${four}/members/5001/ban`), 200, 'DELETE', '/members/5001/ban');
    assert.deepEqual(unbanned, { ...expected, banned: false, ban_reason: null, banned_at: null });
    assert.deepEqual(expectOk(await call(t, 'DELETE', `${four}/members/5001/ban`), 200, 'DELETE', '/members/5001/ban'), unbanned);
    const log = expectOk(await call(t, 'GET', `${t.base}/events?limit=100`), 200, 'GET', '/events').slice(seen + 2);
    assert.deepEqual(
      log.map((e: { type: string; actor: unknown; data: unknown }) => [e.type, e.actor, e.data]),
      [['member.unbanned', { type: 'key', key_id: keyId }, unbanned]],
    );
    assert.equal(expectOk(await call(t, 'GET', `${t.base}/subscriptions?member_id=5001`), 200, 'GET', '/subscriptions')[0].state, 'revoked');
    const granted = expectOk(await call(t, 'POST', `${t.base}/subscriptions`, { member_id: '5001', plan_id: planId }), 201, 'POST', '/subscriptions');
    assert.equal(granted.state, 'active');
    expectOk(await call(t, 'POST', `${t.base}/orders`, { member_id: '5001', plan_id: planId }), 201, 'POST', '/orders');
    assert.equal(expectOk(await call(t, 'GET', `${t.base}/members/5001`), 200, 'GET', '/members/5001').has_access, true);
  });

  test('bad input changes nothing: unknown member 404, owner or admin 403, level 3 403, a reason over 200 characters 422', async () => {
    expectOk(await call(t, 'POST', `${t.base}/subscriptions`, { member_id: '5002', plan_id: planId }), 201, 'POST', '/subscriptions');
    expectOk(await call(t, 'POST', `${t.base}/admins`, { admin_id: '2002', admin_level: 3 }), 201, 'POST', '/admins');
    const { base: three } = await keyOf(3);
    const before = await snapshot();

    const unknown = expectError(await call(t, 'POST', `${four}/members/9999/ban`, {}), 404, 'not_found', 'POST', '/members/9999/ban');
    assert.equal(unknown.description, '9999 is not a member of this bot; a member is known once they start the bot, pay, or are granted a plan.');
    expectError(await call(t, 'DELETE', `${four}/members/9999/ban`), 404, 'not_found', 'DELETE', '/members/9999/ban');
    const owner = expectError(await call(t, 'POST', `${four}/members/${OWNER_ID}/ban`, {}), 403, 'forbidden', 'POST', `/members/${OWNER_ID}/ban`);
    assert.equal(owner.description, `${OWNER_ID} is the bot's owner, who cannot be banned.`);
    const admin = expectError(await call(t, 'POST', `${t.base}/members/2002/ban`), 403, 'forbidden', 'POST', '/members/2002/ban');
    assert.equal(admin.description, '2002 is an admin of this bot (level 3); remove them as an admin before banning them.');
    const low = expectError(await call(t, 'POST', `${three}/members/5002/ban`, {}), 403, 'forbidden', 'POST', '/members/5002/ban');
    assert.equal(low.description, 'To ban or unban members needs admin level 4 or more; this key is level 3.');
    expectError(await call(t, 'DELETE', `${three}/members/5002/ban`), 403, 'forbidden', 'DELETE', '/members/5002/ban');
    const long = expectInvalid(await call(t, 'POST', `${four}/members/5002/ban`, { reason: 'x'.repeat(201) }), 'POST', '/members/5002/ban', ['reason']);
    assert.ok(long.reason);
    expectInvalid(await call(t, 'POST', `${four}/members/5002/ban`, { reason: 'ok', extra: 1 }), 'POST', '/members/5002/ban', ['extra']);

    assert.deepEqual(await snapshot(), before);
    // A ban without a body (or reason) works; a reason of exactly 200 characters is kept.
    assert.equal(expectOk(await call(t, 'POST', `${four}/members/5002/ban`), 200, 'POST', '/members/5002/ban').ban_reason, null);
    expectOk(await call(t, 'DELETE', `${four}/members/5002/ban`), 200, 'DELETE', '/members/5002/ban');
    const reason = 'y'.repeat(200);
    assert.equal(expectOk(await call(t, 'POST', `${four}/members/5002/ban`, { reason }), 200, 'POST', '/members/5002/ban').ban_reason, reason);
  });
});
