// GET /members/count (SPEC §9): exact counts of a bot's members, all of them or those with or
// without access now, from one query; bad filters are 422s; another bot's members never count.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { call, expectInvalid, expectOk } from '../../support/helper.js';
import { order, plan, withApp } from '../../support/lifecycle.js';

describe('counting members', () => {
  test('all, with access and without access, exactly; a grant and an ended subscription move the counts', async () => {
    await withApp({}, async (t) => {
      const count = async (query = '') => {
        const res = await call(t, 'GET', `${t.base}/members/count${query}`);
        assert.deepEqual(Object.keys(res.body).sort(), ['code', 'method', 'ok', 'path', 'request_id', 'result']);
        return expectOk(res, 200, 'GET', '/members/count');
      };
      assert.deepEqual(await count(), { count: 0 });
      const planId = await plan(t);
      for (const m of ['a1', 'a2', 'a3']) await order(t, { plan_id: planId, member_id: m });
      await order(t, { plan_id: planId, member_id: 'gone', paid_at: '2025-01-01T00:00:00Z' });
      assert.deepEqual([await count(), await count('?access=true'), await count('?access=false')], [{ count: 4 }, { count: 3 }, { count: 1 }]);

      // The counts agree with the lists they count.
      const listed = expectOk(await call(t, 'GET', `${t.base}/members?access=true&limit=100`), 200, 'GET', '/members');
      assert.equal(listed.length, 3);

      // A grant gives "gone" access again; revoking a1's subscription takes theirs away.
      expectOk(await call(t, 'POST', `${t.base}/subscriptions`, { member_id: 'gone', plan_id: planId }), 201, 'POST', '/subscriptions');
      const [a1] = expectOk(await call(t, 'GET', `${t.base}/subscriptions?member_id=a1`), 200, 'GET', '/subscriptions');
      expectOk(await call(t, 'DELETE', `${t.base}/subscriptions/${a1.subscription_id}`), 200, 'DELETE', `/subscriptions/${a1.subscription_id}`);
      assert.deepEqual([await count(), await count('?access=true'), await count('?access=false')], [{ count: 4 }, { count: 3 }, { count: 1 }]);
      const without = expectOk(await call(t, 'GET', `${t.base}/members?access=false`), 200, 'GET', '/members');
      assert.deepEqual(
        without.map((m: { member_id: string }) => m.member_id),
        ['a1'],
      );
    });
  });

  test('a bad filter or an unknown parameter is a 422 naming it', async () => {
    await withApp({}, async (t) => {
      expectInvalid(await call(t, 'GET', `${t.base}/members/count?access=yes`), 'GET', '/members/count', ['access']);
      expectInvalid(await call(t, 'GET', `${t.base}/members/count?limit=5`), 'GET', '/members/count', ['limit']);
    });
  });

  test('another bot’s members are not counted', async () => {
    await withApp({}, async (t) => {
      const other = await t.app.services.botCreation.createBot({ bot_id: t.botId + 1, owner_id: '2001' });
      const base = `/v1/bot${t.botId + 1}/${other.api_key}`;
      const planId = expectOk(
        await call(t, 'POST', `${base}/plans`, { plan_name: 'B', plan_duration: 'P1M', plan_price: '3.00', plan_currency: 'USD' }),
        201,
        'POST',
        '/plans',
      ).plan_id;
      expectOk(await call(t, 'POST', `${base}/orders`, { plan_id: planId, member_id: 'elsewhere' }), 201, 'POST', '/orders');
      assert.deepEqual(expectOk(await call(t, 'GET', `${base}/members/count?access=true`), 200, 'GET', '/members/count'), { count: 1 });
      assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/members/count`), 200, 'GET', '/members/count'), { count: 0 });
    });
  });
});
