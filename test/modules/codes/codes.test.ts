// Access codes through HTTP (SPEC §9): creation with defaults and limits, listing newest first with
// keyset pages, deletion, isolation between bots; and redemption through the service (the bot's
// door, which has no HTTP route): one use per redemption, consumed atomically with the start of
// the subscription, so members racing for the last use get exactly as many subscriptions as uses.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AppError, ConflictError, NotFoundError } from '../../../src/errors.js';
import { call, createTestApp, expectError, expectInvalid, expectOk, type TestApp } from '../../support/helper.js';

const NOW = '2026-11-21T12:00:00.000Z';
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_SHAPE = new RegExp(`^[${ALPHABET}]{10,}$`);

async function withApp(body: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ now: NOW });
  try {
    await body(t);
  } finally {
    await t.close();
  }
}

async function plan(t: TestApp, fields: Record<string, unknown> = {}): Promise<number> {
  const body = { plan_name: 'Monthly', plan_duration: 'P1M', plan_price: '5.00', plan_currency: 'USD', ...fields };
  return expectOk(await call(t, 'POST', `${t.base}/plans`, body), 201, 'POST', '/plans').plan_id;
}

async function create(t: TestApp, body: Record<string, unknown>, base = t.base) {
  return expectOk(await call(t, 'POST', `${base}/codes`, body), 201, 'POST', '/codes');
}

async function list(t: TestApp, query = '') {
  const res = await call(t, 'GET', `${t.base}/codes${query}`);
  return { items: expectOk(res, 200, 'GET', '/codes'), next: res.body.next_cursor as string | undefined };
}

async function codeRecord(t: TestApp, code: string) {
  return (await list(t, '?limit=100')).items.find((c: { code: string }) => c.code === code);
}

/** The rejection of a promise that must reject with an AppError. */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    assert.ok(err instanceof AppError, `expected an AppError, got ${err}`);
    return err;
  }
  assert.fail('expected a refusal');
}

describe('creating access codes', () => {
  test('one code by default: one use, no end, created now', async () => {
    await withApp(async (t) => {
      const planId = await plan(t);
      const res = await call(t, 'POST', `${t.base}/codes`, { plan_id: planId });
      const codes = expectOk(res, 201, 'POST', '/codes');
      assert.equal(res.body.next_cursor, undefined);
      assert.equal(codes.length, 1);
      const [code] = codes;
      assert.match(code.code, CODE_SHAPE);
      assert.deepEqual(code, { code: code.code, plan_id: planId, uses: 1, used: 0, expires_at: null, created_at: NOW });
    });
  });

  test('count, uses and expires_at (any zone, answered in UTC)', async () => {
    await withApp(async (t) => {
      const planId = await plan(t);
      const codes = await create(t, { plan_id: planId, count: 3, uses: 5, expires_at: '2027-01-01T00:00:00+02:00' });
      assert.equal(codes.length, 3);
      for (const code of codes) {
        assert.deepEqual(code, { code: code.code, plan_id: planId, uses: 5, used: 0, expires_at: '2026-12-31T22:00:00.000Z', created_at: NOW });
      }
      assert.equal(new Set(codes.map((c: { code: string }) => c.code)).size, 3);
      // The extremes of each range; expires_at null is "never".
      const big = await create(t, { plan_id: planId, uses: 1_000_000, expires_at: null });
      assert.deepEqual(big[0], { code: big[0].code, plan_id: planId, uses: 1_000_000, used: 0, expires_at: null, created_at: NOW });
    });
  });

  test('codes are at least 10 characters without look-alikes, and 1000 in one request are distinct', async () => {
    await withApp(async (t) => {
      const planId = await plan(t);
      const codes: string[] = (await create(t, { plan_id: planId, count: 1000 })).map((c: { code: string }) => c.code);
      assert.equal(codes.length, 1000);
      assert.equal(new Set(codes).size, 1000);
      const seen = new Set<string>();
      for (const code of codes) {
        assert.ok(code.length >= 10, code);
        assert.match(code, CODE_SHAPE);
        assert.doesNotMatch(code, /[0O1Il]/);
        for (const ch of code) seen.add(ch);
      }
      // 12 000 random characters use the whole alphabet (a missing one would mean a skewed draw).
      assert.deepEqual([...seen].sort().join(''), ALPHABET);
      // All of them were stored.
      let stored = 0;
      let cursor: string | undefined;
      do {
        const page = await list(t, `?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
        stored += page.items.length;
        cursor = page.next;
      } while (cursor);
      assert.equal(stored, 1000);
    });
  });

  test('every field is checked: 422 naming each failing field', async () => {
    await withApp(async (t) => {
      const planId = await plan(t);
      const bad = async (body: unknown, fields: string[]) => expectInvalid(await call(t, 'POST', `${t.base}/codes`, body), 'POST', '/codes', fields);
      await bad({}, ['plan_id']);
      await bad({ plan_id: '1' }, ['plan_id']);
      await bad({ plan_id: 0 }, ['plan_id']);
      await bad({ plan_id: null }, ['plan_id']);
      for (const count of [0, 1001, -1, 1.5, '2', null]) await bad({ plan_id: planId, count }, ['count']);
      for (const uses of [0, 1_000_001, -3, 2.5, '1', null]) await bad({ plan_id: planId, uses }, ['uses']);
      for (const expires_at of ['tomorrow', '2027-01-01', '2027-01-01T00:00:00', '2026-02-30T00:00:00Z', 5, true]) {
        const msg = await bad({ plan_id: planId, expires_at }, ['expires_at']);
        assert.ok(msg.expires_at, 'a message');
      }
      const past = await bad({ plan_id: planId, expires_at: '2026-11-21T11:59:59Z' }, ['expires_at']);
      assert.match(past.expires_at!, /must be in the future/);
      await bad({ plan_id: planId, expires_at: NOW }, ['expires_at']);
      await bad({ plan_id: planId, code: 'MYOWNCODE12' }, ['code']);
      await bad({ plan_id: 'x', count: 0, uses: 0, expires_at: 'soon', extra: 1 }, ['plan_id', 'count', 'uses', 'expires_at', 'extra']);
      assert.deepEqual((await list(t)).items, [], 'nothing stored');
    });
  });

  test('an unknown, another bot’s or an archived plan is a 422 on plan_id, with the past expiry in the same answer', async () => {
    await withApp(async (t) => {
      const other = await t.app.services.botCreation.createBot({ bot_id: t.botId + 1, owner_id: '2001' });
      const otherBase = `/v1/bot${t.botId + 1}/${other.api_key}`;
      const otherPlan = { plan_name: 'B', plan_duration: 'P1M', plan_price: '1.00', plan_currency: 'USD' };
      expectOk(await call(t, 'POST', `${otherBase}/plans`, otherPlan), 201, 'POST', '/plans');
      const foreignId = expectOk(await call(t, 'POST', `${otherBase}/plans`, otherPlan), 201, 'POST', '/plans').plan_id;
      const archived = await plan(t);
      assert.equal(foreignId, archived + 1, 'plan ids are per bot: the other bot has one this bot lacks');
      expectOk(await call(t, 'DELETE', `${t.base}/plans/${archived}`), 200, 'DELETE', `/plans/${archived}`);

      const unknown = expectInvalid(await call(t, 'POST', `${t.base}/codes`, { plan_id: 987654 }), 'POST', '/codes', ['plan_id']);
      assert.equal(unknown.plan_id, 'must be the id of a plan of this bot; 987654 is not');
      const foreign = expectInvalid(await call(t, 'POST', `${t.base}/codes`, { plan_id: foreignId }), 'POST', '/codes', ['plan_id']);
      assert.equal(foreign.plan_id, `must be the id of a plan of this bot; ${foreignId} is not`);
      const old = expectInvalid(await call(t, 'POST', `${t.base}/codes`, { plan_id: archived }), 'POST', '/codes', ['plan_id']);
      assert.match(old.plan_id!, /archived/);
      const both = expectError(
        await call(t, 'POST', `${t.base}/codes`, { plan_id: archived, expires_at: '2020-01-01T00:00:00Z' }),
        422,
        'validation_failed',
        'POST',
        '/codes',
      );
      assert.deepEqual(
        both.error.fields?.map((f) => f.field),
        ['plan_id', 'expires_at'],
      );
      assert.deepEqual((await list(t)).items, []);
    });
  });
});

describe('listing and deleting codes', () => {
  test('newest first, keyset pages with next_cursor, and a plan_id filter', async () => {
    await withApp(async (t) => {
      const a = await plan(t);
      const b = await plan(t, { plan_name: 'Yearly', plan_duration: 'P1Y' });
      const first = await create(t, { plan_id: a, count: 2 });
      t.clock.now += 60_000;
      const second = await create(t, { plan_id: b, count: 2 });
      t.clock.now += 60_000;
      const third = await create(t, { plan_id: a });
      // Within one creation time, codes in descending order.
      const byCode = (x: { code: string }, y: { code: string }) => (x.code < y.code ? 1 : -1);
      const expected = [...third, ...[...second].sort(byCode), ...[...first].sort(byCode)];

      const all = await list(t);
      assert.deepEqual(all.items, expected);
      assert.equal(all.next, undefined);

      const pages: unknown[] = [];
      let cursor: string | undefined;
      let n = 0;
      do {
        const page = await list(t, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        assert.ok(page.items.length <= 2);
        pages.push(...page.items);
        cursor = page.next;
        n++;
      } while (cursor);
      assert.deepEqual(pages, expected);
      assert.equal(n, 3);

      // A page is stable under newer inserts.
      const p1 = await list(t, '?limit=3');
      t.clock.now += 60_000;
      await create(t, { plan_id: a });
      const p2 = await list(t, `?limit=3&cursor=${p1.next}`);
      assert.deepEqual([...p1.items, ...p2.items], expected);

      assert.deepEqual((await list(t, `?plan_id=${b}`)).items, [...second].sort(byCode));
      assert.deepEqual((await list(t, `?plan_id=${a}&limit=1`)).items.length, 1);
      assert.deepEqual((await list(t, '?plan_id=999')).items, []);
    });
  });

  test('bad queries are 422 naming the parameter', async () => {
    await withApp(async (t) => {
      for (const [query, field] of [
        ['?limit=0', 'limit'],
        ['?limit=101', 'limit'],
        ['?cursor=nope', 'cursor'],
        ['?plan_id=0', 'plan_id'],
        ['?plan_id=abc', 'plan_id'],
        ['?member_id=m1', 'member_id'],
      ] as const) {
        expectInvalid(await call(t, 'GET', `${t.base}/codes${query}`), 'GET', '/codes', [field]);
      }
    });
  });

  test('delete answers the code as it was; it is gone from the list; again is a 404', async () => {
    await withApp(async (t) => {
      const planId = await plan(t);
      const [keep, gone] = await create(t, { plan_id: planId, count: 2, uses: 2 });
      await t.app.services.codes.redeem(t.bot, 'm1', gone.code);
      const path = `/codes/${gone.code}`;
      const deleted = expectOk(await call(t, 'DELETE', `${t.base}${path}`), 200, 'DELETE', path);
      assert.deepEqual(deleted, { ...gone, used: 1 });
      assert.deepEqual((await list(t)).items, [keep]);
      const again = expectError(await call(t, 'DELETE', `${t.base}${path}`), 404, 'not_found', 'DELETE', path);
      assert.match(again.description, new RegExp(gone.code));
      // The subscription it started stays.
      const subs = expectOk(await call(t, 'GET', `${t.base}/subscriptions?member_id=m1`), 200, 'GET', '/subscriptions');
      assert.equal(subs.length, 1);
      assert.equal(subs[0].state, 'active');
    });
  });

  test('any path segment that is not a code of this bot is a 404, whatever its form (SPEC §9)', async () => {
    await withApp(async (t) => {
      const [kept] = await create(t, { plan_id: await plan(t) });
      const notACode = `That is not a code of this bot: codes are 10 to 32 characters of ${ALPHABET}.`;
      const cases: [segment: string, description: string][] = [
        ['ABCDEFGHJKMN', 'Code ABCDEFGHJKMN is not a code of this bot.'],
        [kept.code.toLowerCase(), notACode],
        ['abc', notACode],
        ['0000000000', notACode],
        ['ABCDEFGHJKLM', notACode],
        ['ABCDEFGHI', notACode],
        ['A'.repeat(33), notACode],
        ['A'.repeat(2000), notACode],
        [`${kept.code}%20`, notACode],
        ['%E2%82%AC', notACode],
        ['', notACode],
      ];
      for (const [segment, description] of cases) {
        const path = `/codes/${segment}`;
        const body = expectError(await call(t, 'DELETE', `${t.base}${path}`), 404, 'not_found', 'DELETE', path);
        assert.deepEqual({ description: body.description, fields: body.error.fields }, { description, fields: undefined }, path);
      }
      // None of them touched the bot's code.
      assert.deepEqual((await list(t)).items, [kept]);
    });
  });

  test('another bot’s codes are invisible: not listed, not deleted, not redeemed', async () => {
    await withApp(async (t) => {
      const other = await t.app.services.botCreation.createBot({ bot_id: t.botId + 1, owner_id: '2001' });
      const otherBase = `/v1/bot${t.botId + 1}/${other.api_key}`;
      const otherPlan = expectOk(
        await call(t, 'POST', `${otherBase}/plans`, { plan_name: 'B', plan_duration: 'P1M', plan_price: '1.00', plan_currency: 'USD' }),
        201,
        'POST',
        '/plans',
      ).plan_id;
      const [theirs] = await create(t, { plan_id: otherPlan }, otherBase);
      await plan(t); // the same plan id exists for this bot
      assert.deepEqual((await list(t)).items, []);
      assert.deepEqual((await list(t, `?plan_id=${otherPlan}`)).items, []);
      const path = `/codes/${theirs.code}`;
      expectError(await call(t, 'DELETE', `${t.base}${path}`), 404, 'not_found', 'DELETE', path);
      const err = await refusal(t.app.services.codes.redeem(t.bot, 'm1', theirs.code));
      assert.ok(err instanceof NotFoundError);
      const still = expectOk(await call(t, 'GET', `${otherBase}/codes`), 200, 'GET', '/codes');
      assert.deepEqual(still, [theirs]);
    });
  });
});

describe('redeeming a code', () => {
  test('starts the plan with source code, visible at GET /subscriptions; the used counter goes up', async () => {
    await withApp(async (t) => {
      const planId = await plan(t);
      const [code] = await create(t, { plan_id: planId, uses: 3 });
      const sub = await t.app.services.codes.redeem(t.bot, 'm1', code.code);
      assert.deepEqual(sub, {
        subscription_id: sub.subscription_id,
        member_id: 'm1',
        plan_id: planId,
        state: 'active',
        trial: false,
        recurring: false,
        source: 'code',
        started_at: NOW,
        expires_at: '2026-12-21T12:00:00.000Z',
        canceled_at: null,
        ended_at: null,
        last_order_id: null,
        access_error: null,
      });
      const listed = expectOk(await call(t, 'GET', `${t.base}/subscriptions?member_id=m1`), 200, 'GET', '/subscriptions');
      assert.deepEqual(listed, [sub]);
      assert.deepEqual(await codeRecord(t, code.code), { ...code, used: 1 });
      // Members type codes: surrounding spaces and lower case are forgiven.
      await t.app.services.codes.redeem(t.bot, 'm2', `  ${code.code.toLowerCase()} `);
      assert.equal((await codeRecord(t, code.code)).used, 2);
    });
  });

  test('a used-up code, an expired code, an unknown code and a deleted code are refused, saying which', async () => {
    await withApp(async (t) => {
      const planId = await plan(t);
      const [once] = await create(t, { plan_id: planId });
      await t.app.services.codes.redeem(t.bot, 'm1', once.code);
      const usedUp = await refusal(t.app.services.codes.redeem(t.bot, 'm2', once.code));
      assert.ok(usedUp instanceof ConflictError);
      assert.match(usedUp.description, /used up/);
      assert.equal((await codeRecord(t, once.code)).used, 1);

      const [soon] = await create(t, { plan_id: planId, uses: 10, expires_at: '2026-11-21T13:00:00Z' });
      await t.app.services.codes.redeem(t.bot, 'm3', soon.code);
      t.clock.now = Date.parse('2026-11-21T13:00:00Z'); // at expires_at it is already refused
      const expired = await refusal(t.app.services.codes.redeem(t.bot, 'm4', soon.code));
      assert.ok(expired instanceof ConflictError);
      assert.match(expired.description, /expired/);
      assert.match(expired.description, /2026-11-21T13:00:00.000Z/);
      assert.equal((await codeRecord(t, soon.code)).used, 1);

      for (const text of ['ABCDEFGHJKMN', 'not a code', '', 'O0O0O0O0O0O0']) {
        const unknown = await refusal(t.app.services.codes.redeem(t.bot, 'm5', text));
        assert.ok(unknown instanceof NotFoundError, text);
        assert.match(unknown.description, /not valid/);
      }

      const [deleted] = await create(t, { plan_id: planId });
      expectOk(await call(t, 'DELETE', `${t.base}/codes/${deleted.code}`), 200, 'DELETE', `/codes/${deleted.code}`);
      assert.ok((await refusal(t.app.services.codes.redeem(t.bot, 'm6', deleted.code))) instanceof NotFoundError);

      // A code whose plan was archived since is refused too.
      const archivedPlan = await plan(t, { plan_name: 'Old' });
      const [orphan] = await create(t, { plan_id: archivedPlan });
      expectOk(await call(t, 'DELETE', `${t.base}/plans/${archivedPlan}`), 200, 'DELETE', `/plans/${archivedPlan}`);
      const noLonger = await refusal(t.app.services.codes.redeem(t.bot, 'm7', orphan.code));
      assert.ok(noLonger instanceof ConflictError);
      assert.match(noLonger.description, /no longer offered/);
      assert.equal((await codeRecord(t, orphan.code)).used, 0);

      const subs = expectOk(await call(t, 'GET', `${t.base}/subscriptions`), 200, 'GET', '/subscriptions');
      assert.deepEqual(subs.map((s: { member_id: string }) => s.member_id).sort(), ['m1', 'm3']);
    });
  });

  test('a member who already holds the plan is refused and the use is not consumed', async () => {
    await withApp(async (t) => {
      const planId = await plan(t);
      expectOk(await call(t, 'POST', `${t.base}/orders`, { plan_id: planId, member_id: 'holder' }), 201, 'POST', '/orders');
      const [code] = await create(t, { plan_id: planId });
      const err = await refusal(t.app.services.codes.redeem(t.bot, 'holder', code.code));
      assert.ok(err instanceof ConflictError);
      assert.deepEqual(await codeRecord(t, code.code), code, 'used is still 0');
      const subs = expectOk(await call(t, 'GET', `${t.base}/subscriptions?member_id=holder`), 200, 'GET', '/subscriptions');
      assert.deepEqual(
        subs.map((s: { source: string }) => s.source),
        ['payment'],
      );
      // The code still works for someone else.
      const sub = await t.app.services.codes.redeem(t.bot, 'newcomer', code.code);
      assert.equal(sub.source, 'code');
    });
  });

  for (const uses of [1, 3]) {
    test(`${uses === 1 ? 'one use' : `${uses} uses`}, ten members at once: exactly ${uses} get the plan`, async () => {
      await withApp(async (t) => {
        const planId = await plan(t);
        const [code] = await create(t, { plan_id: planId, uses });
        const members = Array.from({ length: 10 }, (_, i) => `racer${i}`);
        const results = await Promise.allSettled(members.map((m) => t.app.services.codes.redeem(t.bot, m, code.code)));
        const won = results.filter((r) => r.status === 'fulfilled');
        const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        assert.equal(won.length, uses, JSON.stringify(lost.map((r) => String(r.reason))));
        for (const r of lost) {
          assert.ok(r.reason instanceof ConflictError, String(r.reason));
          assert.match(r.reason.description, /used up/);
        }
        assert.equal((await codeRecord(t, code.code)).used, uses);
        const subs = expectOk(await call(t, 'GET', `${t.base}/subscriptions?plan_id=${planId}`), 200, 'GET', '/subscriptions');
        assert.equal(subs.length, uses);
        assert.ok(subs.every((s: { source: string }) => s.source === 'code'));
        assert.deepEqual(
          subs.map((s: { member_id: string }) => s.member_id).sort(),
          won.map((r) => (r as PromiseFulfilledResult<{ member_id: string }>).value.member_id).sort(),
        );
      });
    });
  }
});
