// HTTP tests for orders (SPEC §4): recording paid orders, replays on external_id, refunds, lists.
// Tests do not depend on one another: each creates the orders it looks at and uses the ids the
// API answered with, so any one of them can run alone, or in any order.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { call, createTestApp, expectError, expectInvalid, expectOk, type TestApp } from '../../support/helper.js';

const NOW = '2026-11-21T12:00:00.000Z';

interface Order {
  order_id: number;
  plan_id: number;
  member_id: string;
  amount: string;
  currency: string;
  paid_at: string;
  status: 'paid' | 'refunded';
  external_id: string | null;
  refunded_at: string | null;
  created_at: string;
  coupon_code: string | null;
}

async function createPlan(t: TestApp, body: Record<string, unknown>, base = t.base): Promise<number> {
  const plan = expectOk(await call(t, 'POST', `${base}/plans`, { plan_name: 'Monthly', plan_duration: 'P1M', ...body }), 201, 'POST', '/plans');
  return plan.plan_id;
}

async function createOrder(t: TestApp, body: Record<string, unknown>, base = t.base): Promise<Order> {
  return expectOk(await call(t, 'POST', `${base}/orders`, body), 201, 'POST', '/orders');
}

/** An id is a positive safe integer. */
function assertId(id: unknown): asserts id is number {
  assert.ok(typeof id === 'number' && Number.isSafeInteger(id) && id > 0, `not an id: ${JSON.stringify(id)}`);
}

/** All orders of the bot, following next_cursor. */
async function allOrders(t: TestApp, query = ''): Promise<Order[]> {
  const out: Order[] = [];
  let cursor: string | undefined;
  do {
    const params = new URLSearchParams(query);
    params.set('limit', '100');
    if (cursor) params.set('cursor', cursor);
    const res = await call(t, 'GET', `${t.base}/orders?${params}`);
    out.push(...expectOk(res, 200, 'GET', '/orders'));
    cursor = res.body.next_cursor;
  } while (cursor);
  return out;
}

describe('POST /orders: recording', () => {
  let t: TestApp;
  let usdPlan: number;
  let jpyPlan: number;
  let bhdPlan: number;
  before(async () => {
    t = await createTestApp({ now: NOW });
    usdPlan = await createPlan(t, { plan_price: '9.90', plan_currency: 'USD' });
    jpyPlan = await createPlan(t, { plan_price: '1500', plan_currency: 'JPY' });
    bhdPlan = await createPlan(t, { plan_price: '12.345', plan_currency: 'BHD' });
  });
  after(async () => {
    await t.close();
  });

  const post = (body: unknown) => call(t, 'POST', `${t.base}/orders`, body);
  /** Records an order and asserts the whole record; order_id is the one the API gave it, new to the bot. */
  const created = async (body: Record<string, unknown>, expected: Partial<Order>) => {
    const known = new Set((await allOrders(t)).map((o) => o.order_id));
    const order = expectOk(await post(body), 201, 'POST', '/orders');
    assertId(order.order_id);
    assert.ok(!known.has(order.order_id), `order_id ${order.order_id} was already taken`);
    assert.deepEqual(order, {
      order_id: order.order_id,
      plan_id: body.plan_id,
      member_id: body.member_id,
      amount: '9.90',
      currency: 'USD',
      paid_at: NOW,
      status: 'paid',
      external_id: null,
      refunded_at: null,
      created_at: NOW,
      coupon_code: null,
      ...expected,
    });
    return order as Order;
  };

  test('minimal {plan_id, member_id}: amount and currency from the plan, paid now, no external_id', async () => {
    await created({ plan_id: usdPlan, member_id: '5551234' }, {});
  });

  test('the next order gets the next order_id', async () => {
    const first = await created({ plan_id: usdPlan, member_id: '5551235' }, {});
    const next = await created({ plan_id: usdPlan, member_id: '5551236' }, {});
    assert.equal(next.order_id, first.order_id + 1);
  });

  test('defaults follow the plan: JPY without decimals, BHD with three', async () => {
    await created({ plan_id: jpyPlan, member_id: 'm1' }, { amount: '1500', currency: 'JPY' });
    await created({ plan_id: bhdPlan, member_id: 'm1' }, { amount: '12.345', currency: 'BHD' });
  });

  test('explicit amount, currency and paid_at are kept; paid_at is answered in UTC', async () => {
    await created(
      { plan_id: usdPlan, member_id: 'm2', amount: '8.5', currency: 'EUR', paid_at: '2026-11-20T08:00:00+02:00' },
      { amount: '8.50', currency: 'EUR', paid_at: '2026-11-20T06:00:00.000Z' },
    );
  });

  test('an explicit amount in the plan currency; zero is allowed', async () => {
    await created({ plan_id: usdPlan, member_id: 'm3', amount: '0' }, { amount: '0.00' });
    await created({ plan_id: usdPlan, member_id: 'm3', amount: '1000000000.00' }, { amount: '1000000000.00' });
  });

  test('amount digits follow the order currency, not the plan currency', async () => {
    await created({ plan_id: usdPlan, member_id: 'm4', amount: '1500', currency: 'JPY' }, { amount: '1500', currency: 'JPY' });
    await created({ plan_id: jpyPlan, member_id: 'm4', amount: '12.345', currency: 'BHD' }, { amount: '12.345', currency: 'BHD' });
  });

  test('paid_at with milliseconds and Z', async () => {
    await created({ plan_id: usdPlan, member_id: 'm5', paid_at: '2026-11-21T11:59:59.123Z' }, { paid_at: '2026-11-21T11:59:59.123Z' });
  });

  test('paid_at up to 5 minutes ahead of the clock is accepted (provider clock skew)', async () => {
    await created({ plan_id: usdPlan, member_id: 'm6', paid_at: '2026-11-21T12:04:59Z' }, { paid_at: '2026-11-21T12:04:59.000Z' });
  });

  test('an external_id is kept', async () => {
    await created({ plan_id: usdPlan, member_id: 'm7', external_id: 'ch_abc' }, { external_id: 'ch_abc' });
  });

  test('GET /orders/{order_id} answers each recorded order', async () => {
    const recorded = await created({ plan_id: usdPlan, member_id: '5551234' }, {});
    const order = expectOk(await call(t, 'GET', `${t.base}/orders/${recorded.order_id}`), 200, 'GET', `/orders/${recorded.order_id}`);
    assert.deepEqual(order, {
      order_id: recorded.order_id,
      plan_id: usdPlan,
      member_id: '5551234',
      amount: '9.90',
      currency: 'USD',
      paid_at: NOW,
      status: 'paid',
      external_id: null,
      refunded_at: null,
      created_at: NOW,
      coupon_code: null,
    });
    // … and so does every other order of the bot, whichever tests recorded them.
    for (const listed of await allOrders(t)) {
      assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/orders/${listed.order_id}`), 200, 'GET', `/orders/${listed.order_id}`), listed);
    }
  });
});

describe('POST /orders: rejections', () => {
  let t: TestApp;
  let usdPlan: number;
  let archivedPlan: number;
  let otherBotPlan: number;
  before(async () => {
    t = await createTestApp({ now: NOW });
    usdPlan = await createPlan(t, { plan_price: '9.90', plan_currency: 'USD' });
    archivedPlan = await createPlan(t, { plan_price: '5', plan_currency: 'USD' });
    expectOk(await call(t, 'DELETE', `${t.base}/plans/${archivedPlan}`), 200, 'DELETE', `/plans/${archivedPlan}`);
    const other = await t.app.services.botCreation.createBot({ bot_id: 7002, owner_id: '1001' });
    const otherBase = `/v1/bot7002/${other.api_key}`;
    // A plan of the other bot under an id this bot does not have (ids are per bot): plans are
    // added to the other bot until one's id is unknown here.
    const ours = new Set([usdPlan, archivedPlan]);
    do otherBotPlan = await createPlan(t, { plan_price: '1', plan_currency: 'USD' }, otherBase);
    while (ours.has(otherBotPlan) && otherBotPlan <= ours.size + 1);
    assert.ok(!ours.has(otherBotPlan), `plan ${otherBotPlan} of the other bot is an id this bot has`);
    expectError(await call(t, 'GET', `${t.base}/plans/${otherBotPlan}`), 404, 'not_found', 'GET', `/plans/${otherBotPlan}`);
  });
  after(async () => {
    await t.close();
  });

  /** Asserts a 422 on exactly `fields`, and that the rejected request recorded nothing. */
  const rejected = async (body: unknown, fields: string[]) => {
    const messages = expectInvalid(await call(t, 'POST', `${t.base}/orders`, body), 'POST', '/orders', fields);
    assert.deepEqual(await allOrders(t), [], 'a rejected request recorded an order');
    return messages;
  };

  test('missing plan_id and member_id are both listed', async () => {
    const messages = await rejected({}, ['plan_id', 'member_id']);
    assert.deepEqual(messages, { plan_id: 'is required', member_id: 'is required' });
  });

  test('every schema-level failure is listed at once', async () => {
    await rejected({ plan_id: '1', member_id: '', amount: '-1', currency: 'usd', paid_at: 'yesterday', external_id: '', note: 'x' }, [
      'plan_id',
      'member_id',
      'amount',
      'currency',
      'paid_at',
      'external_id',
      'note',
    ]);
  });

  test('an unknown plan is a 422 on plan_id', async () => {
    const messages = await rejected({ plan_id: 99, member_id: 'm' }, ['plan_id']);
    assert.match(messages.plan_id!, /plan of this bot/);
  });

  test('a plan of another bot is a 422 on plan_id', async () => {
    await rejected({ plan_id: otherBotPlan, member_id: 'm' }, ['plan_id']);
  });

  test('an archived plan is a 422 on plan_id', async () => {
    const messages = await rejected({ plan_id: archivedPlan, member_id: 'm' }, ['plan_id']);
    assert.match(messages.plan_id!, /archived/);
  });

  for (const planId of [0, -1, 1.5, 'one', null]) {
    test(`plan_id ${JSON.stringify(planId)} is a 422 on plan_id`, async () => {
      await rejected({ plan_id: planId, member_id: 'm' }, ['plan_id']);
    });
  }

  for (const memberId of ['', 'has space', 'x'.repeat(65), 42, 'ü']) {
    test(`member_id ${JSON.stringify(memberId).slice(0, 20)} is a 422 on member_id`, async () => {
      await rejected({ plan_id: usdPlan, member_id: memberId }, ['member_id']);
    });
  }

  test('a currency other than the plan’s without an amount is a 422 on amount', async () => {
    const messages = await rejected({ plan_id: usdPlan, member_id: 'm', currency: 'EUR' }, ['amount']);
    assert.match(messages.amount!, /EUR/);
  });

  const badAmounts: [string, string | undefined][] = [
    ['9.999', undefined],
    ['9.999', 'USD'],
    ['500.5', 'JPY'],
    ['500.0', 'JPY'],
    ['1.2345', 'BHD'],
    ['1000000000.01', 'USD'],
  ];
  for (const [amount, currency] of badAmounts) {
    test(`amount ${amount} ${currency ?? '(plan currency USD)'} is a 422 on amount`, async () => {
      await rejected({ plan_id: usdPlan, member_id: 'm', amount, ...(currency ? { currency } : {}) }, ['amount']);
    });
  }

  for (const amount of ['-1', '1e3', '.5', '9,90', '', 'free']) {
    test(`amount ${JSON.stringify(amount)} is not a decimal string`, async () => {
      await rejected({ plan_id: usdPlan, member_id: 'm', amount }, ['amount']);
    });
  }

  test('amount must be a string, not a number', async () => {
    await rejected({ plan_id: usdPlan, member_id: 'm', amount: 9.9 }, ['amount']);
  });

  for (const currency of ['ABC', 'usd', 'US', 'EURO']) {
    test(`currency ${currency} is a 422 on currency`, async () => {
      await rejected({ plan_id: usdPlan, member_id: 'm', amount: '1', currency }, ['currency']);
    });
  }

  test('paid_at more than 5 minutes in the future is a 422 on paid_at', async () => {
    const messages = await rejected({ plan_id: usdPlan, member_id: 'm', paid_at: '2026-11-21T12:05:01Z' }, ['paid_at']);
    assert.match(messages.paid_at!, /future/);
    await rejected({ plan_id: usdPlan, member_id: 'm', paid_at: '2027-01-01T00:00:00Z' }, ['paid_at']);
  });

  for (const paidAt of [
    '2026-11-20T10:00:00',
    '2026-11-20',
    '2026-11-20T10:00',
    '20.11.2026',
    '1700000000000',
    '2026-13-01T00:00:00Z',
    '2026-02-29T10:00:00Z',
    '2026-11-20T24:00:00Z',
  ]) {
    test(`paid_at ${JSON.stringify(paidAt)} (not a time with a zone) is a 422 on paid_at`, async () => {
      await rejected({ plan_id: usdPlan, member_id: 'm', paid_at: paidAt }, ['paid_at']);
    });
  }

  test('paid_at before 1970 is a 422 on paid_at', async () => {
    await rejected({ plan_id: usdPlan, member_id: 'm', paid_at: '1969-12-31T23:59:59Z' }, ['paid_at']);
  });

  test('paid_at as a number is a 422 on paid_at', async () => {
    await rejected({ plan_id: usdPlan, member_id: 'm', paid_at: 1_700_000_000_000 }, ['paid_at']);
  });

  test('a body that is not JSON is a 400, not JSON content a 415', async () => {
    expectError(await call(t, 'POST', `${t.base}/orders`, '{"plan_id":', { 'content-type': 'application/json' }), 400, 'bad_request', 'POST', '/orders');
    expectError(await call(t, 'POST', `${t.base}/orders`, 'plan_id=1', { 'content-type': 'text/plain' }), 415, 'unsupported_media_type', 'POST', '/orders');
    assert.deepEqual(await allOrders(t), []);
  });

  test('no rejected request recorded an order', async () => {
    assert.deepEqual(await allOrders(t), []);
  });
});

describe('POST /orders: external_id replays', () => {
  let t: TestApp;
  let plan: number;
  let otherPlan: number;
  let first: Order;
  before(async () => {
    t = await createTestApp({ now: NOW });
    plan = await createPlan(t, { plan_price: '9.90', plan_currency: 'USD' });
    otherPlan = await createPlan(t, { plan_price: '9.90', plan_currency: 'USD' });
    first = await createOrder(t, { plan_id: plan, member_id: 'm1', external_id: 'pay_1' });
  });
  after(async () => {
    await t.close();
  });

  const replay = (body: Record<string, unknown>) => call(t, 'POST', `${t.base}/orders`, { plan_id: plan, member_id: 'm1', external_id: 'pay_1', ...body });

  test('the same fields again answer 200 with the first order and record nothing', async () => {
    const before = await allOrders(t);
    assert.deepEqual(
      before.find((o) => o.order_id === first.order_id),
      first,
    );
    t.clock.now = Date.parse('2026-11-21T12:01:00Z');
    const again = expectOk(await replay({}), 200, 'POST', '/orders');
    assert.deepEqual(again, first);
    assert.deepEqual(await allOrders(t), before);
  });

  test('the same fields spelled out (default amount and currency given explicitly) are the same order', async () => {
    const before = await allOrders(t);
    const again = expectOk(await replay({ amount: '9.9', currency: 'USD', paid_at: '2026-11-21T13:00:00+01:00' }), 200, 'POST', '/orders');
    assert.deepEqual(again, first);
    assert.deepEqual(await allOrders(t), before);
  });

  const conflicts: [string, Record<string, unknown>][] = [
    ['another amount', { amount: '10.00' }],
    ['another currency', { amount: '9.90', currency: 'EUR' }],
    ['another member', { member_id: 'm2' }],
    ['another plan', { plan_id: 0 }],
    ['another paid_at', { paid_at: '2026-11-21T11:00:00Z' }],
  ];
  for (const [what, change] of conflicts) {
    test(`the same external_id with ${what} is a 409 and records nothing`, async () => {
      const before = await allOrders(t);
      const body = 'plan_id' in change ? { ...change, plan_id: otherPlan } : change;
      const error = expectError(await replay(body), 409, 'conflict', 'POST', '/orders');
      assert.match(error.description, /pay_1/);
      assert.deepEqual(await allOrders(t), before);
    });
  }

  test("a provider's payment recorded again answers the first order whatever else differs (the platform's redelivery)", async () => {
    const { orders } = t.app.services;
    const paidAt = '2026-11-21T10:00:00.000Z';
    const input = { plan_id: plan, member_id: 'm7', amount: '9.90', currency: 'USD', paid_at: paidAt, external_id: 'tg_charge_1' };
    const recorded = await orders.recordOrder(t.bot, input, 'telegram');
    assert.equal(recorded.created, true);
    const before = await allOrders(t);
    for (const change of [{ paid_at: '2026-11-21T09:00:00.000Z' }, { amount: '10.00' }, { plan_id: otherPlan }]) {
      const again = await orders.recordOrder(t.bot, { ...input, ...change }, 'telegram');
      assert.deepEqual(again, { order: recorded.order, created: false });
    }
    const [a, b] = await Promise.all([
      orders.recordOrder(t.bot, { ...input, paid_at: '2026-11-21T08:00:00.000Z', external_id: 'tg_charge_2' }, 'telegram'),
      orders.recordOrder(t.bot, { ...input, paid_at: '2026-11-21T07:00:00.000Z', external_id: 'tg_charge_2' }, 'telegram'),
    ]);
    assert.equal(a.order.order_id, b.order.order_id, 'two deliveries at once: one order');
    assert.equal([a.created, b.created].filter(Boolean).length, 1);
    assert.equal((await allOrders(t)).length, before.length + 1);
    // The API's own orders keep SPEC §4's rule: other fields are a conflict.
    expectError(await replay({ external_id: 'tg_charge_1', member_id: 'm7', paid_at: '2026-11-21T09:00:00Z' }), 409, 'conflict', 'POST', '/orders');
  });

  test('a new external_id records a new order', async () => {
    t.clock.now = Date.parse(NOW);
    const before = await allOrders(t);
    const second = expectOk(await replay({ external_id: 'pay_2' }), 201, 'POST', '/orders');
    assertId(second.order_id);
    assert.ok(!before.some((o) => o.order_id === second.order_id), 'a new order_id');
    assert.deepEqual(second, { ...first, order_id: second.order_id, external_id: 'pay_2' });
    assert.deepEqual(
      (await allOrders(t)).map((o) => o.order_id).sort((a, b) => a - b),
      [...before.map((o) => o.order_id), second.order_id].sort((a, b) => a - b),
    );
  });

  test('orders without external_id are never merged', async () => {
    const count = (await allOrders(t)).length;
    const body = { plan_id: plan, member_id: 'm9' };
    const a = await createOrder(t, body);
    const b = await createOrder(t, body);
    assert.notEqual(a.order_id, b.order_id);
    assert.equal((await allOrders(t)).length, count + 2);
  });

  test('a replay of a refunded order answers the refunded order', async () => {
    const body = { plan_id: plan, member_id: 'm3', external_id: 'pay_refunded' };
    const original = await createOrder(t, body);
    const refunded = expectOk(await call(t, 'POST', `${t.base}/orders/${original.order_id}/refund`), 200, 'POST', `/orders/${original.order_id}/refund`);
    const count = (await allOrders(t)).length;
    const again = expectOk(await call(t, 'POST', `${t.base}/orders`, body), 200, 'POST', '/orders');
    assert.equal(again.order_id, original.order_id);
    assert.equal(again.status, 'refunded');
    assert.deepEqual(again, refunded);
    assert.equal((await allOrders(t)).length, count);
  });

  test("a replay after the plan's price changed still answers the first order", async () => {
    const changing = await createPlan(t, { plan_price: '4.00', plan_currency: 'USD' });
    const body = { plan_id: changing, member_id: 'm4', external_id: 'pay_price' };
    const original = await createOrder(t, body);
    assert.equal(original.amount, '4.00');
    expectOk(await call(t, 'PATCH', `${t.base}/plans/${changing}`, { plan_price: '5.00' }), 200, 'PATCH', `/plans/${changing}`);
    const count = (await allOrders(t)).length;
    assert.deepEqual(expectOk(await call(t, 'POST', `${t.base}/orders`, body), 200, 'POST', '/orders'), original);
    assert.equal((await allOrders(t)).length, count);
    // Spelling out the amount that was recorded matches; another amount does not.
    assert.deepEqual(expectOk(await call(t, 'POST', `${t.base}/orders`, { ...body, amount: '4.00' }), 200, 'POST', '/orders'), original);
    expectError(await call(t, 'POST', `${t.base}/orders`, { ...body, amount: '5.00' }), 409, 'conflict', 'POST', '/orders');
    assert.equal((await allOrders(t)).length, count);
  });

  test('a replay after the plan was archived still answers the first order', async () => {
    const archived = await createPlan(t, { plan_price: '3.00', plan_currency: 'USD' });
    const body = { plan_id: archived, member_id: 'm5', external_id: 'pay_archived' };
    const original = await createOrder(t, body);
    expectOk(await call(t, 'DELETE', `${t.base}/plans/${archived}`), 200, 'DELETE', `/plans/${archived}`);
    const count = (await allOrders(t)).length;
    assert.deepEqual(expectOk(await call(t, 'POST', `${t.base}/orders`, body), 200, 'POST', '/orders'), original);
    assert.equal((await allOrders(t)).length, count);
    // A new order for the archived plan is still refused.
    expectInvalid(await call(t, 'POST', `${t.base}/orders`, { ...body, external_id: 'pay_new' }), 'POST', '/orders', ['plan_id']);
  });

  test('another bot may use the same external_id independently', async () => {
    const other = await t.app.services.botCreation.createBot({ bot_id: 7002, owner_id: '1001' });
    const otherBase = `/v1/bot7002/${other.api_key}`;
    const theirPlan = await createPlan(t, { plan_price: '9.90', plan_currency: 'USD' }, otherBase);
    const theirs = await createOrder(t, { plan_id: theirPlan, member_id: 'm1', external_id: 'pay_1' }, otherBase);
    // Order ids are per bot: the other bot's first order is its order 1.
    assert.equal(theirs.order_id, 1);
    assert.equal(theirs.status, 'paid');
    // This bot's pay_1 is untouched.
    assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/orders/${first.order_id}`), 200, 'GET', `/orders/${first.order_id}`), first);
  });
});

describe('POST /orders/{order_id}/refund', () => {
  let t: TestApp;
  let plan: number;
  const paidAt = '2026-11-21T10:00:00.000Z';
  const refundAt = '2026-11-21T15:30:00.000Z';
  before(async () => {
    t = await createTestApp({ now: NOW });
    plan = await createPlan(t, { plan_price: '9.90', plan_currency: 'USD' });
  });
  after(async () => {
    await t.close();
  });

  /** A paid order recorded at NOW; the clock is then at refundAt. */
  async function paidOrder(memberId: string): Promise<Order> {
    t.clock.now = Date.parse(NOW);
    const order = await createOrder(t, { plan_id: plan, member_id: memberId, paid_at: paidAt });
    t.clock.now = Date.parse(refundAt);
    return order;
  }

  test('answers 200 with status refunded and refunded_at set to now', async () => {
    const paid = await paidOrder('m1');
    const order = expectOk(await call(t, 'POST', `${t.base}/orders/${paid.order_id}/refund`), 200, 'POST', `/orders/${paid.order_id}/refund`);
    assert.deepEqual(order, {
      order_id: paid.order_id,
      plan_id: plan,
      member_id: 'm1',
      amount: '9.90',
      currency: 'USD',
      paid_at: paidAt,
      status: 'refunded',
      external_id: null,
      refunded_at: refundAt,
      created_at: NOW,
      coupon_code: null,
    });
    assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/orders/${paid.order_id}`), 200, 'GET', `/orders/${paid.order_id}`), order);
  });

  test('refunding twice is a 409 and keeps the first refund time', async () => {
    const paid = await paidOrder('m2');
    const path = `/orders/${paid.order_id}/refund`;
    expectOk(await call(t, 'POST', `${t.base}${path}`), 200, 'POST', path);
    t.clock.now = Date.parse('2026-11-22T00:00:00Z');
    expectError(await call(t, 'POST', `${t.base}${path}`), 409, 'conflict', 'POST', path);
    const order = expectOk(await call(t, 'GET', `${t.base}/orders/${paid.order_id}`), 200, 'GET', `/orders/${paid.order_id}`);
    assert.equal(order.refunded_at, refundAt);
  });

  test('refunding an unknown order is a 404', async () => {
    expectError(await call(t, 'POST', `${t.base}/orders/99/refund`), 404, 'not_found', 'POST', '/orders/99/refund');
  });

  test("refunding another bot's order is a 404", async () => {
    await paidOrder('m3'); // this bot has orders too
    const ours = new Set((await allOrders(t)).map((o) => o.order_id));
    const other = await t.app.services.botCreation.createBot({ bot_id: 7002, owner_id: '1001' });
    const otherBase = `/v1/bot7002/${other.api_key}`;
    const theirPlan = await createPlan(t, { plan_price: '1', plan_currency: 'USD' }, otherBase);
    // Order ids are per bot: record orders for the other bot until one has an id this bot does not have.
    let theirs: Order;
    do theirs = await createOrder(t, { plan_id: theirPlan, member_id: 'x' }, otherBase);
    while (ours.has(theirs.order_id) && theirs.order_id <= ours.size + 1);
    assert.ok(!ours.has(theirs.order_id), `order ${theirs.order_id} of the other bot is an id this bot has`);
    const path = `/orders/${theirs.order_id}/refund`;
    expectError(await call(t, 'POST', `${t.base}${path}`), 404, 'not_found', 'POST', path);
    const after = expectOk(await call(t, 'GET', `${otherBase}/orders/${theirs.order_id}`), 200, 'GET', `/orders/${theirs.order_id}`);
    assert.equal(after.status, 'paid');
  });

  test('a non-numeric order id is a 422 on order_id', async () => {
    expectInvalid(await call(t, 'POST', `${t.base}/orders/abc/refund`), 'POST', '/orders/abc/refund', ['order_id']);
  });
});

describe('GET /orders and GET /orders/{order_id}', () => {
  let t: TestApp;
  let plan: number;
  // Recorded in this order; paid_at deliberately not in recording order.
  const paidTimes = [
    '2026-11-10T00:00:00.000Z', // #1
    '2026-11-20T00:00:00.000Z', // #2
    '2026-11-15T00:00:00.000Z', // #3
    '2026-11-15T00:00:00.000Z', // #4 (same time as #3: order_id breaks the tie)
    '2026-11-01T00:00:00.000Z', // #5
    '2026-11-21T11:00:00.000Z', // #6
  ];
  /** The order_id the API gave the n-th order recorded above (n from 1). */
  let id: (n: number) => number;
  /** Newest paid_at first, then higher order_id first. */
  let newestFirst: number[];
  before(async () => {
    t = await createTestApp({ now: NOW });
    plan = await createPlan(t, { plan_price: '9.90', plan_currency: 'USD' });
    const ids: number[] = [];
    for (const [i, paid_at] of paidTimes.entries()) {
      ids.push((await createOrder(t, { plan_id: plan, member_id: `m${i + 1}`, paid_at })).order_id);
    }
    id = (n) => ids[n - 1]!;
    newestFirst = [6, 2, 4, 3, 1, 5].map(id);
    // The tie between #3 and #4 is broken by order_id, which grows in recording order.
    assert.ok(id(4) > id(3), `order ids grow: ${ids.join(', ')}`);
  });
  after(async () => {
    await t.close();
  });

  const ids = (orders: Order[]) => orders.map((o) => o.order_id);

  test('lists orders newest paid_at first, full records', async () => {
    const res = await call(t, 'GET', `${t.base}/orders`);
    const orders: Order[] = expectOk(res, 200, 'GET', '/orders');
    assert.equal(res.body.next_cursor, undefined);
    assert.deepEqual(ids(orders), newestFirst);
    assert.deepEqual(orders[0], {
      order_id: id(6),
      plan_id: plan,
      member_id: 'm6',
      amount: '9.90',
      currency: 'USD',
      paid_at: '2026-11-21T11:00:00.000Z',
      status: 'paid',
      external_id: null,
      refunded_at: null,
      created_at: NOW,
      coupon_code: null,
    });
  });

  test('pages with limit and cursor, without overlap or gaps', async () => {
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await call(t, 'GET', `${t.base}/orders?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...ids(expectOk(res, 200, 'GET', '/orders')));
      cursor = res.body.next_cursor;
      pages++;
    } while (cursor);
    assert.equal(pages, 2);
    assert.deepEqual(seen, newestFirst);
  });

  test('pages of one split the tie on paid_at by order_id', async () => {
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const res = await call(t, 'GET', `${t.base}/orders?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      const page = expectOk(res, 200, 'GET', '/orders');
      assert.equal(page.length, 1);
      seen.push(...ids(page));
      cursor = res.body.next_cursor;
    } while (cursor);
    assert.deepEqual(seen, newestFirst);
  });

  test('from is inclusive, to is exclusive', async () => {
    const res = await call(t, 'GET', `${t.base}/orders?from=2026-11-15T00:00:00Z&to=2026-11-20T00:00:00Z`);
    assert.deepEqual(ids(expectOk(res, 200, 'GET', '/orders')), [id(4), id(3)]);
  });

  test('from alone and to alone', async () => {
    assert.deepEqual(ids(await allOrders(t, 'from=2026-11-15T00:00:00.001Z')), [id(6), id(2)]);
    assert.deepEqual(ids(await allOrders(t, 'to=2026-11-15T00:00:00Z')), [id(1), id(5)]);
  });

  test('from/to accept any zone offset', async () => {
    // 2026-11-20T01:00:00+01:00 is 2026-11-20T00:00:00Z.
    assert.deepEqual(ids(await allOrders(t, 'from=2026-11-20T01:00:00%2B01:00')), [id(6), id(2)]);
  });

  test('filters combine with pagination', async () => {
    const first = await call(t, 'GET', `${t.base}/orders?from=2026-11-10T00:00:00Z&limit=2`);
    assert.deepEqual(ids(expectOk(first, 200, 'GET', '/orders')), [id(6), id(2)]);
    const cursor = first.body.next_cursor as string;
    const second = await call(t, 'GET', `${t.base}/orders?from=2026-11-10T00:00:00Z&limit=2&cursor=${encodeURIComponent(cursor)}`);
    assert.deepEqual(ids(expectOk(second, 200, 'GET', '/orders')), [id(4), id(3)]);
    const third = await call(t, 'GET', `${t.base}/orders?from=2026-11-10T00:00:00Z&limit=2&cursor=${encodeURIComponent(second.body.next_cursor)}`);
    assert.deepEqual(ids(expectOk(third, 200, 'GET', '/orders')), [id(1)]);
    assert.equal(third.body.next_cursor, undefined);
  });

  test('an empty window is an empty list', async () => {
    assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/orders?to=2026-01-01T00:00:00Z`), 200, 'GET', '/orders'), []);
  });

  test('refunded orders are listed with their status', async () => {
    // (No other test here looks at the status of #3.)
    expectOk(await call(t, 'POST', `${t.base}/orders/${id(3)}/refund`), 200, 'POST', `/orders/${id(3)}/refund`);
    const orders = await allOrders(t);
    assert.deepEqual(ids(orders), newestFirst);
    assert.equal(orders.find((o) => o.order_id === id(3))!.status, 'refunded');
  });

  const badQueries: [string, string[]][] = [
    ['from=yesterday', ['from']],
    ['to=2026-11-20', ['to']],
    ['from=2026-11-20T00:00:00', ['from']],
    ['limit=0', ['limit']],
    ['limit=101', ['limit']],
    ['cursor=nope', ['cursor']],
    ['status=paid', ['status']],
    ['from=x&to=y&limit=z', ['from', 'to', 'limit']],
  ];
  for (const [query, fields] of badQueries) {
    test(`GET /orders?${query} is a 422 on ${fields.join(', ')}`, async () => {
      expectInvalid(await call(t, 'GET', `${t.base}/orders?${query}`), 'GET', '/orders', fields);
    });
  }

  test('GET /orders/{order_id} answers the order', async () => {
    const order = expectOk(await call(t, 'GET', `${t.base}/orders/${id(5)}`), 200, 'GET', `/orders/${id(5)}`);
    assert.equal(order.order_id, id(5));
    assert.equal(order.member_id, 'm5');
    assert.equal(order.paid_at, '2026-11-01T00:00:00.000Z');
  });

  test('GET /orders/{order_id} of no order is a 404', async () => {
    expectError(await call(t, 'GET', `${t.base}/orders/99`), 404, 'not_found', 'GET', '/orders/99');
  });

  test('GET /orders/{order_id} with a bad id is a 422 on order_id', async () => {
    expectInvalid(await call(t, 'GET', `${t.base}/orders/-1`), 'GET', '/orders/-1', ['order_id']);
  });

  test("another bot sees none of this bot's orders", async () => {
    const other = await t.app.services.botCreation.createBot({ bot_id: 7002, owner_id: '1001' });
    const otherBase = `/v1/bot7002/${other.api_key}`;
    assert.deepEqual(expectOk(await call(t, 'GET', `${otherBase}/orders`), 200, 'GET', '/orders'), []);
    expectError(await call(t, 'GET', `${otherBase}/orders/${id(1)}`), 404, 'not_found', 'GET', `/orders/${id(1)}`);
  });
});
