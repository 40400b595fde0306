// Coupons through HTTP (SPEC §15): creation with defaults and every refusal (422s, the 409 of an
// existing code), listing newest first, getting one with its redemptions and revenue, archiving;
// orders recorded with coupon_code (the discounted default amount, a redemption, the 422s); and
// level 6 needed to read or change them.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { call, createTestApp, expectError, expectInvalid, expectOk, type TestApp } from '../../support/helper.js';

const NOW = '2026-11-21T12:00:00.000Z';

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

const create = async (t: TestApp, body: Record<string, unknown>) => expectOk(await call(t, 'POST', `${t.base}/coupons`, body), 201, 'POST', '/coupons');

describe('coupons through the API', () => {
  test('created with defaults, or every option; the code kept upper case; 409 for an existing code', async () => {
    await withApp(async (t) => {
      const usd = await plan(t);
      const generated = await create(t, { percent_off: 20 });
      assert.match(generated.code, /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
      assert.deepEqual(generated, {
        code: generated.code,
        percent_off: 20,
        amount_off: null,
        currency: null,
        plan_ids: null,
        max_redemptions: null,
        redeemed: 0,
        expires_at: null,
        duration: 'once',
        created_at: NOW,
        archived: false,
        revenue: [],
      });
      const full = await create(t, {
        code: 'spring-2027_a',
        amount_off: '1.50',
        currency: 'USD',
        plan_ids: [usd],
        max_redemptions: 5,
        expires_at: '2027-01-01T00:00:00Z',
        duration: 'forever',
      });
      assert.deepEqual(full, {
        code: 'SPRING-2027_A',
        percent_off: null,
        amount_off: '1.50',
        currency: 'USD',
        plan_ids: [usd],
        max_redemptions: 5,
        redeemed: 0,
        expires_at: '2027-01-01T00:00:00.000Z',
        duration: 'forever',
        created_at: NOW,
        archived: false,
        revenue: [],
      });
      const taken = expectError(await call(t, 'POST', `${t.base}/coupons`, { code: 'Spring-2027_A', percent_off: 5 }), 409, 'conflict', 'POST', '/coupons');
      assert.equal(taken.description, 'Coupon SPRING-2027_A already exists.');
    });
  });

  test('bad input is a 422 naming each field, and makes nothing', async () => {
    await withApp(async (t) => {
      const usd = await plan(t);
      const path = `${t.base}/coupons`;
      const refuse = async (body: Record<string, unknown>, fields: string[]) => expectInvalid(await call(t, 'POST', path, body), 'POST', '/coupons', fields);
      assert.deepEqual(await refuse({}, ['percent_off']), { percent_off: 'give exactly one of percent_off and amount_off' });
      await refuse({ percent_off: 10, amount_off: '1', currency: 'USD' }, ['percent_off']);
      await refuse({ percent_off: 0 }, ['percent_off']);
      await refuse({ percent_off: 100 }, ['percent_off']);
      await refuse({ code: 'abc', percent_off: 10 }, ['code']);
      await refuse({ code: 'has space', percent_off: 10 }, ['code']);
      await refuse({ code: 'X'.repeat(33), percent_off: 10 }, ['code']);
      assert.deepEqual(await refuse({ amount_off: '1.00' }, ['currency']), { currency: 'is required with amount_off' });
      await refuse({ amount_off: '1.001', currency: 'USD' }, ['amount_off']);
      await refuse({ amount_off: '0', currency: 'USD' }, ['amount_off']);
      // An amount_off not below the price of a plan it is for would make the price zero or less.
      assert.deepEqual(await refuse({ amount_off: '5.00', currency: 'USD', plan_ids: [usd] }, ['amount_off']), {
        amount_off: `must be below the price of plan ${usd} (5.00 USD)`,
      });
      await refuse({ amount_off: '9', currency: 'USD' }, ['amount_off']);
      await refuse({ percent_off: 10, plan_ids: [usd, 999] }, ['plan_ids']);
      await refuse({ percent_off: 10, plan_ids: [] }, ['plan_ids']);
      await refuse({ percent_off: 10, max_redemptions: 0 }, ['max_redemptions']);
      await refuse({ percent_off: 10, expires_at: '2026-01-01T00:00:00Z' }, ['expires_at']);
      await refuse({ percent_off: 10, duration: 'repeating' }, ['duration']);
      await refuse({ percent_off: 10, colour: 'red' }, ['colour']);
      assert.deepEqual(expectOk(await call(t, 'GET', path), 200, 'GET', '/coupons'), []);
    });
  });

  test('listed newest first; got with redemptions and revenue; archived (no new redemptions); 404 for unknown', async () => {
    await withApp(async (t) => {
      const usd = await plan(t);
      const stars = await plan(t, { plan_price: '100', plan_currency: 'XTR' });
      const first = await create(t, { code: 'FIRST', percent_off: 20 });
      t.clock.now += 1000;
      await create(t, { code: 'SECOND', amount_off: '1.00', currency: 'USD', plan_ids: [usd] });
      const listed = expectOk(await call(t, 'GET', `${t.base}/coupons`), 200, 'GET', '/coupons');
      assert.deepEqual(
        listed.map((c: { code: string }) => c.code),
        ['SECOND', 'FIRST'],
      );
      const page = await call(t, 'GET', `${t.base}/coupons?limit=1`);
      assert.equal(expectOk(page, 200, 'GET', '/coupons').length, 1);
      assert.equal(typeof page.body.next_cursor, 'string');

      // Orders with the coupon: the amount defaults to the discounted price (half-up), and counts.
      const order = async (body: Record<string, unknown>) => expectOk(await call(t, 'POST', `${t.base}/orders`, body), 201, 'POST', '/orders');
      const a = await order({ plan_id: usd, member_id: '501', coupon_code: 'first' });
      assert.deepEqual([a.amount, a.currency, a.coupon_code], ['4.00', 'USD', 'FIRST']);
      const b = await order({ plan_id: stars, member_id: '502', coupon_code: 'FIRST' });
      assert.deepEqual([b.amount, b.currency, b.coupon_code], ['80', 'XTR', 'FIRST']);
      const c = await order({ plan_id: usd, member_id: '503', coupon_code: 'FIRST', amount: '3.50' });
      assert.equal(c.amount, '3.50');
      const plain = await order({ plan_id: usd, member_id: '504' });
      assert.deepEqual([plain.amount, plain.coupon_code], ['5.00', null]);
      assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/orders/${a.order_id}`), 200, 'GET', `/orders/${a.order_id}`), a);

      const got = expectOk(await call(t, 'GET', `${t.base}/coupons/first`), 200, 'GET', '/coupons/first');
      assert.deepEqual(got, {
        ...first,
        redeemed: 3,
        revenue: [
          { currency: 'USD', amount: '7.50' },
          { currency: 'XTR', amount: '80' },
        ],
      });
      // Revenue counts what was paid: the order count says the same.
      const counted = expectOk(await call(t, 'GET', `${t.base}/orders/count?interval_unit=day&interval_count=1`), 200, 'GET', '/orders/count');
      assert.deepEqual(counted.map((e: { currency: string; revenue: string }) => [e.currency, e.revenue]).sort(), [
        ['USD', '12.50'],
        ['XTR', '80'],
      ]);

      // The 422s of POST /orders: an unknown coupon, one not for the plan, an archived one.
      expectInvalid(await call(t, 'POST', `${t.base}/orders`, { plan_id: usd, member_id: '505', coupon_code: 'NOPE' }), 'POST', '/orders', ['coupon_code']);
      const notFor = expectInvalid(await call(t, 'POST', `${t.base}/orders`, { plan_id: stars, member_id: '505', coupon_code: 'SECOND' }), 'POST', '/orders', [
        'coupon_code',
      ]);
      assert.equal(notFor.coupon_code, `does not apply to plan ${stars}`);
      const archived = expectOk(await call(t, 'DELETE', `${t.base}/coupons/second`), 200, 'DELETE', '/coupons/second');
      assert.equal(archived.archived, true);
      assert.equal(expectOk(await call(t, 'DELETE', `${t.base}/coupons/SECOND`), 200, 'DELETE', '/coupons/SECOND').archived, true);
      const gone = expectInvalid(await call(t, 'POST', `${t.base}/orders`, { plan_id: usd, member_id: '505', coupon_code: 'SECOND' }), 'POST', '/orders', [
        'coupon_code',
      ]);
      assert.equal(gone.coupon_code, 'is archived; coupon SECOND can no longer be redeemed');

      expectError(await call(t, 'GET', `${t.base}/coupons/NOPE`), 404, 'not_found', 'GET', '/coupons/NOPE');
      expectError(await call(t, 'DELETE', `${t.base}/coupons/NOPE`), 404, 'not_found', 'DELETE', '/coupons/NOPE');
      expectError(await call(t, 'GET', `${t.base}/coupons/no%20such`), 404, 'not_found', 'GET', '/coupons/no%20such');
    });
  });

  test('level 6 reads and changes coupons; level 5 is refused both', async () => {
    await withApp(async (t) => {
      const keyOf = async (level: number) =>
        `/v1/bot${t.botId}/${expectOk(await call(t, 'POST', `${t.base}/keys`, { admin_level: level }), 201, 'POST', '/keys').api_key}`;
      const six = await keyOf(6);
      const five = await keyOf(5);
      expectOk(await call(t, 'POST', `${six}/coupons`, { code: 'SIX6', percent_off: 10 }), 201, 'POST', '/coupons');
      assert.equal(expectOk(await call(t, 'GET', `${six}/coupons/SIX6`), 200, 'GET', '/coupons/SIX6').code, 'SIX6');
      for (const [method, path, body] of [
        ['GET', '/coupons', undefined],
        ['GET', '/coupons/SIX6', undefined],
        ['POST', '/coupons', { percent_off: 10 }],
        ['DELETE', '/coupons/SIX6', undefined],
      ] as const) {
        expectError(await call(t, method, `${five}${path}`, body), 403, 'forbidden', method, path);
      }
      expectOk(await call(t, 'DELETE', `${six}/coupons/SIX6`), 200, 'DELETE', '/coupons/SIX6');
    });
  });
});
