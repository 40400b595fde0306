// HTTP tests for plans: POST /plans (SPEC §3.3) and the plan resource around it (SPEC §4).
// Tests do not depend on one another: each creates the plans it looks at and uses the ids the API
// answered with, so any one of them can run alone, or in any order.
import { test, describe, before, after, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_OPTIONS } from '../../../src/modules/plans/service.js';
import { call, createTestApp, expectError, expectInvalid, expectOk, type TestApp } from '../../support/helper.js';

const NOW = '2026-11-21T12:00:00.000Z';

const VALID = { plan_name: 'Monthly VIP', plan_duration: 'P1M', plan_price: '9.99', plan_currency: 'USD' };

/** An id is a positive safe integer. */
function assertId(id: unknown): asserts id is number {
  assert.ok(typeof id === 'number' && Number.isSafeInteger(id) && id > 0, `not an id: ${JSON.stringify(id)}`);
}

/** The ids of every plan of the bot, newest first (following next_cursor). */
async function planIds(t: TestApp): Promise<number[]> {
  const out: number[] = [];
  let cursor: string | undefined;
  do {
    const res = await call(t, 'GET', `${t.base}/plans?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    out.push(...expectOk(res, 200, 'GET', '/plans').map((p: { plan_id: number }) => p.plan_id));
    cursor = res.body.next_cursor;
  } while (cursor);
  return out;
}

/** The complete canonical record the service should answer with (times at the pinned clock). */
function planRecord(planId: number, fields: Record<string, unknown>, at = NOW) {
  return {
    plan_id: planId,
    plan_name: 'Monthly VIP',
    plan_duration: 'P1M',
    plan_price: '9.99',
    plan_currency: 'USD',
    plan_trial: null,
    plan_project_id: null,
    options: DEFAULT_OPTIONS,
    plan_description: null,
    translations: {},
    archived: false,
    created_at: at,
    updated_at: at,
    ...fields,
  };
}

describe('POST /plans: canonical records', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ now: NOW });
  });
  after(async () => {
    await t.close();
  });

  /** Creates a plan (for `base`'s bot) and asserts the whole record; plan_id is the one the API gave it, new to the bot. */
  async function created(body: Record<string, unknown>, expected: Record<string, unknown>, base = t.base) {
    const known = new Set(await planIds({ ...t, base }));
    const result = expectOk(await call(t, 'POST', `${base}/plans`, body), 201, 'POST', '/plans');
    assertId(result.plan_id);
    assert.ok(!known.has(result.plan_id), `plan_id ${result.plan_id} was already taken`);
    assert.deepEqual(result, planRecord(result.plan_id, expected));
    return result;
  }

  test('the first plan gets plan_id 1 and every default filled in', async () => {
    // Plan ids are per bot: a bot of this test's own has no plan yet.
    const bot = await t.app.services.botCreation.createBot({ bot_id: 7101, owner_id: '1001' });
    const first = await created(VALID, {}, `/v1/bot7101/${bot.api_key}`);
    assert.equal(first.plan_id, 1);
  });

  test('the next plan gets the next plan_id', async () => {
    const first = await created(VALID, {});
    const second = await created({ ...VALID, plan_name: 'Second' }, { plan_name: 'Second' });
    assert.equal(second.plan_id, first.plan_id + 1);
  });

  const durations: [string, string][] = [
    ['1 month', 'P1M'],
    ['30', 'P30D'],
    ['P30D', 'P30D'],
    ['P2W', 'P14D'],
    ['P18M', 'P1Y6M'],
    ['P1Y6M', 'P1Y6M'],
    ['3 days', 'P3D'],
    ['1 day', 'P1D'],
    ['2 weeks', 'P14D'],
    ['1 year', 'P1Y'],
    ['lifetime', 'lifetime'],
    ['30.06.2027', '2027-06-30'],
    ['2027-06-30', '2027-06-30'],
    ['2026-11-22', '2026-11-22'],
  ];
  for (const [given, canonical] of durations) {
    test(`plan_duration ${JSON.stringify(given)} is stored as ${canonical}`, async () => {
      await created({ ...VALID, plan_duration: given }, { plan_duration: canonical });
    });
  }

  const prices: [string, string, string][] = [
    ['9.90', 'USD', '9.90'],
    ['9.9', 'USD', '9.90'],
    ['0', 'USD', '0.00'],
    ['10', 'EUR', '10.00'],
    ['1000000000', 'USD', '1000000000.00'],
    ['1000000000.00', 'USD', '1000000000.00'],
    ['500', 'JPY', '500'],
    ['12.345', 'BHD', '12.345'],
    ['12.3', 'BHD', '12.300'],
  ];
  for (const [given, currency, canonical] of prices) {
    test(`plan_price ${JSON.stringify(given)} ${currency} is stored as ${JSON.stringify(canonical)}`, async () => {
      await created({ ...VALID, plan_price: given, plan_currency: currency }, { plan_price: canonical, plan_currency: currency });
    });
  }

  const trials: [string, string | null][] = [
    ['0', null],
    ['P0D', null],
    ['P7D', 'P7D'],
    ['1 week', 'P7D'],
    ['14', 'P14D'],
    ['1 month', 'P1M'],
  ];
  for (const [given, canonical] of trials) {
    test(`plan_trial ${JSON.stringify(given)} is stored as ${JSON.stringify(canonical)}`, async () => {
      await created({ ...VALID, plan_trial: given }, { plan_trial: canonical });
    });
  }

  test('options: given members are kept, the others get their defaults', async () => {
    await created({ ...VALID, options: { recurring: true, singleuse: 3 } }, { options: { ...DEFAULT_OPTIONS, recurring: true, singleuse: 3 } });
  });

  test('options: every member given', async () => {
    const options = { recurring: true, newcomers: 2, singleuse: 1, token_only: true, credit_only: false, invitee_only: 1 };
    await created({ ...VALID, options }, { options });
  });

  test('options: an empty object means every default', async () => {
    await created({ ...VALID, options: {} }, {});
  });

  test('plan_project_id names a project of this bot', async () => {
    expectOk(await call(t, 'POST', `${t.base}/chats`, { chat_id: -1001234, chat_name: 'VIP', chat_type: 'supergroup' }), 201, 'POST', '/chats');
    const project = expectOk(await call(t, 'POST', `${t.base}/projects`, { project_name: 'Bundle', chat_ids: [-1001234] }), 201, 'POST', '/projects');
    assertId(project.project_id);
    await created({ ...VALID, plan_project_id: project.project_id }, { plan_project_id: project.project_id });
  });

  test('the plan reads back exactly as created', async () => {
    const result = await created(
      { ...VALID, plan_duration: '30.06.2027', plan_trial: '1 week', plan_price: '5' },
      {
        plan_duration: '2027-06-30',
        plan_trial: 'P7D',
        plan_price: '5.00',
      },
    );
    const got = expectOk(await call(t, 'GET', `${t.base}/plans/${result.plan_id}`), 200, 'GET', `/plans/${result.plan_id}`);
    assert.deepEqual(got, result);
  });
});

describe('POST /plans: rejections', () => {
  let t: TestApp;
  /** The plans that the tests here saw accepted: the bot has these and no other. */
  const accepted = new Set<number>();
  before(async () => {
    t = await createTestApp({ now: NOW });
  });
  after(async () => {
    await t.close();
  });

  const post = (body: unknown) => call(t, 'POST', `${t.base}/plans`, body);
  /** Asserts the plan was created, and notes it. */
  const createdOk = async (body: unknown) => {
    const plan = expectOk(await post(body), 201, 'POST', '/plans');
    accepted.add(plan.plan_id);
    return plan;
  };
  /** Asserts a 422 on exactly `fields`, and that the rejected request created no plan. */
  const rejected = async (body: unknown, fields: string[]) => {
    const before = await planIds(t);
    const messages = expectInvalid(await post(body), 'POST', '/plans', fields);
    assert.deepEqual(await planIds(t), before, 'a rejected request created a plan');
    return messages;
  };

  test('an empty body lists every required field at once', async () => {
    const messages = await rejected({}, ['plan_name', 'plan_duration', 'plan_price', 'plan_currency']);
    for (const message of Object.values(messages)) assert.equal(message, 'is required');
  });

  for (const field of ['plan_name', 'plan_duration', 'plan_price', 'plan_currency']) {
    test(`missing ${field} is a 422 naming it`, async () => {
      const body: Record<string, unknown> = { ...VALID };
      delete body[field];
      const messages = await rejected(body, [field]);
      assert.equal(messages[field], 'is required');
    });
  }

  test('every schema-level failure is listed at once', async () => {
    await rejected(
      { plan_name: '', plan_duration: 'PT1H', plan_price: '-1', plan_currency: 'usd', plan_trial: 'lifetime', options: { newcomers: 3, bogus: 1 } },
      ['plan_name', 'plan_duration', 'plan_price', 'plan_currency', 'plan_trial', 'options.newcomers', 'options.bogus'],
    );
  });

  test('every service-level failure is listed at once', async () => {
    await rejected({ ...VALID, plan_duration: '2026-11-21', plan_price: '9.999', plan_project_id: 42, options: { token_only: true, credit_only: true } }, [
      'plan_duration',
      'plan_price',
      'plan_project_id',
      'options.credit_only',
    ]);
  });

  test('an unknown top-level field is rejected', async () => {
    const messages = await rejected({ ...VALID, plan_colour: 'red' }, ['plan_colour']);
    assert.equal(messages.plan_colour, 'is not a known field');
  });

  test('plan_name must not be empty or longer than 128 characters', async () => {
    await rejected({ ...VALID, plan_name: '' }, ['plan_name']);
    await rejected({ ...VALID, plan_name: 'x'.repeat(129) }, ['plan_name']);
    await createdOk({ ...VALID, plan_name: 'x'.repeat(128) });
  });

  test('plan_name must be a string', async () => {
    await rejected({ ...VALID, plan_name: 5 }, ['plan_name']);
  });

  for (const duration of ['0', 'P0D', '0 days', '-3 days', '-30', '-P1M']) {
    test(`plan_duration ${JSON.stringify(duration)} (zero or negative) is rejected`, async () => {
      const messages = await rejected({ ...VALID, plan_duration: duration }, ['plan_duration']);
      assert.match(messages.plan_duration!, /longer than zero/);
    });
  }

  test('plan_duration PT1H is rejected: hours are not a plan length', async () => {
    const messages = await rejected({ ...VALID, plan_duration: 'PT1H' }, ['plan_duration']);
    assert.match(messages.plan_duration!, /hours/);
  });

  for (const duration of ['P1DT1H', 'forever', '1 fortnight', 'P', '', '1.5', 'P1.5M', ' 30', '30 ']) {
    test(`plan_duration ${JSON.stringify(duration)} is not a length`, async () => {
      await rejected({ ...VALID, plan_duration: duration }, ['plan_duration']);
    });
  }

  test('plan_duration must be a string', async () => {
    await rejected({ ...VALID, plan_duration: 30 }, ['plan_duration']);
  });

  for (const date of ['2026-11-21', '21.11.2026', '2026-11-20', '2020-01-01']) {
    test(`an end date of today or earlier (${date}, clock at 2026-11-21) is rejected`, async () => {
      const messages = await rejected({ ...VALID, plan_duration: date }, ['plan_duration']);
      assert.match(messages.plan_duration!, /after today \(2026-11-21\)/);
    });
  }

  for (const date of ['31.04.2027', '2027-04-31', '2027-02-29', '2027-13-01', '00.01.2027']) {
    test(`an invalid calendar date ${date} is rejected`, async () => {
      const messages = await rejected({ ...VALID, plan_duration: date }, ['plan_duration']);
      assert.match(messages.plan_duration!, /real calendar date/);
    });
  }

  test('29 February of a leap year is a real date', async () => {
    const result = await createdOk({ ...VALID, plan_duration: '29.02.2028' });
    assert.equal(result.plan_duration, '2028-02-29');
  });

  const badPrices: [string, string][] = [
    ['9.999', 'USD'],
    ['500.5', 'JPY'],
    ['500.0', 'JPY'],
    ['12.3456', 'BHD'],
    ['1000000000.01', 'USD'],
    ['1000000001', 'USD'],
    ['99999999999999999999999', 'USD'],
  ];
  for (const [price, currency] of badPrices) {
    test(`plan_price ${price} ${currency} is rejected`, async () => {
      await rejected({ ...VALID, plan_price: price, plan_currency: currency }, ['plan_price']);
    });
  }

  for (const price of ['-1', '-0.01', '1e3', '1,000', '.5', '5.', '09.99', '', ' 9.99', 'NaN']) {
    test(`plan_price ${JSON.stringify(price)} is not a decimal string`, async () => {
      await rejected({ ...VALID, plan_price: price }, ['plan_price']);
    });
  }

  test('plan_price must be a string, not a number', async () => {
    await rejected({ ...VALID, plan_price: 9.99 }, ['plan_price']);
  });

  for (const currency of ['ABC', 'usd', 'US', 'EURO', '', 'XXX']) {
    test(`plan_currency ${JSON.stringify(currency)} is rejected`, async () => {
      const messages = await rejected({ ...VALID, plan_currency: currency }, ['plan_currency']);
      assert.match(messages.plan_currency!, /ISO 4217/);
    });
  }

  for (const trial of ['lifetime', '2027-06-30', '30.06.2027', 'PT1H', '-3 days', 'soon']) {
    test(`plan_trial ${JSON.stringify(trial)} is rejected`, async () => {
      await rejected({ ...VALID, plan_trial: trial }, ['plan_trial']);
    });
  }

  test('plan_trial null is not a string on creation', async () => {
    await rejected({ ...VALID, plan_trial: null }, ['plan_trial']);
  });

  test('plan_project_id of no project is a 422 on plan_project_id', async () => {
    const messages = await rejected({ ...VALID, plan_project_id: 7 }, ['plan_project_id']);
    assert.match(messages.plan_project_id!, /project of this bot/);
  });

  test('plan_project_id of a project of another bot is a 422 on plan_project_id', async () => {
    const other = await t.app.services.botCreation.createBot({ bot_id: 7002, owner_id: '1001' });
    const otherBase = `/v1/bot7002/${other.api_key}`;
    expectOk(await call(t, 'POST', `${otherBase}/chats`, { chat_id: -100999, chat_name: 'Other', chat_type: 'channel' }), 201, 'POST', '/chats');
    const project = expectOk(await call(t, 'POST', `${otherBase}/projects`, { project_name: 'Theirs', chat_ids: [-100999] }), 201, 'POST', '/projects');
    await rejected({ ...VALID, plan_project_id: project.project_id }, ['plan_project_id']);
  });

  for (const id of [0, -1, 1.5, '1']) {
    test(`plan_project_id ${JSON.stringify(id)} is not a project id`, async () => {
      await rejected({ ...VALID, plan_project_id: id }, ['plan_project_id']);
    });
  }

  test('token_only and credit_only together are a 422', async () => {
    const messages = await rejected({ ...VALID, options: { token_only: true, credit_only: true } }, ['options.credit_only']);
    assert.match(messages['options.credit_only']!, /token_only/);
  });

  test('token_only alone and credit_only alone are fine', async () => {
    await createdOk({ ...VALID, options: { token_only: true, credit_only: false } });
    await createdOk({ ...VALID, options: { token_only: false, credit_only: true } });
  });

  test('an unknown options member is a 422 naming options.<member>', async () => {
    const messages = await rejected({ ...VALID, options: { recurring: true, autorenew: true } }, ['options.autorenew']);
    assert.equal(messages['options.autorenew'], 'is not a known field');
  });

  const badOptions: [string, unknown][] = [
    ['newcomers', 3],
    ['newcomers', -1],
    ['newcomers', 1.5],
    ['newcomers', '1'],
    ['invitee_only', 2],
    ['invitee_only', true],
    ['singleuse', -1],
    ['singleuse', 2.5],
    ['recurring', 'yes'],
    ['recurring', 1],
    ['token_only', 'true'],
    ['credit_only', 0],
  ];
  for (const [member, value] of badOptions) {
    test(`options.${member} = ${JSON.stringify(value)} is a 422 on options.${member}`, async () => {
      await rejected({ ...VALID, options: { [member]: value } }, [`options.${member}`]);
    });
  }

  for (const options of [null, [], 'none', true]) {
    test(`options ${JSON.stringify(options)} is not an object`, async () => {
      await rejected({ ...VALID, options }, ['options']);
    });
  }

  test('a body that is not an object is a 400', async () => {
    const before = await planIds(t);
    expectError(await post([VALID]), 400, 'bad_request', 'POST', '/plans');
    assert.deepEqual(await planIds(t), before);
  });

  test('no rejected request created a plan', async () => {
    // The bot's plans are exactly the ones accepted here (the 128-character name, the leap-day
    // plan, token_only and credit_only, those of the tests that ran so far), newest first.
    assert.deepEqual(
      await planIds(t),
      [...accepted].sort((a, b) => b - a),
    );
  });
});

describe('GET /plans and GET /plans/{plan_id}', () => {
  let t: TestApp;
  /** The plan_id the API gave "Plan i" (i from 1). */
  let id: (i: number) => number;
  before(async () => {
    t = await createTestApp({ now: NOW });
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) {
      t.clock.now = Date.parse(NOW) + i * 1000;
      ids.push(expectOk(await call(t, 'POST', `${t.base}/plans`, { ...VALID, plan_name: `Plan ${i}` }), 201, 'POST', '/plans').plan_id);
    }
    id = (i) => ids[i - 1]!;
  });
  after(async () => {
    await t.close();
  });

  test('lists every plan, newest first, as full records', async () => {
    const res = await call(t, 'GET', `${t.base}/plans`);
    const plans = expectOk(res, 200, 'GET', '/plans');
    assert.equal(res.body.next_cursor, undefined);
    assert.deepEqual(
      plans,
      [5, 4, 3, 2, 1].map((i) => planRecord(id(i), { plan_name: `Plan ${i}` }, new Date(Date.parse(NOW) + i * 1000).toISOString())),
    );
  });

  test('pages with limit and next_cursor, without overlap or gaps', async () => {
    const first = await call(t, 'GET', `${t.base}/plans?limit=2`);
    assert.deepEqual(
      expectOk(first, 200, 'GET', '/plans').map((p: { plan_id: number }) => p.plan_id),
      [id(5), id(4)],
    );
    const cursor1 = first.body.next_cursor;
    assert.equal(typeof cursor1, 'string');

    const second = await call(t, 'GET', `${t.base}/plans?limit=2&cursor=${encodeURIComponent(cursor1)}`);
    assert.deepEqual(
      expectOk(second, 200, 'GET', '/plans').map((p: { plan_id: number }) => p.plan_id),
      [id(3), id(2)],
    );
    const cursor2 = second.body.next_cursor;
    assert.equal(typeof cursor2, 'string');

    const third = await call(t, 'GET', `${t.base}/plans?limit=2&cursor=${encodeURIComponent(cursor2)}`);
    assert.deepEqual(
      expectOk(third, 200, 'GET', '/plans').map((p: { plan_id: number }) => p.plan_id),
      [id(1)],
    );
    assert.equal(third.body.next_cursor, undefined);
  });

  test('a page exactly as long as what remains has no next_cursor', async () => {
    const res = await call(t, 'GET', `${t.base}/plans?limit=5`);
    assert.equal(expectOk(res, 200, 'GET', '/plans').length, 5);
    assert.equal(res.body.next_cursor, undefined);
  });

  for (const limit of ['0', '101', '-1', 'ten', '1.5', '']) {
    test(`limit=${limit} is a 422 on limit`, async () => {
      expectInvalid(await call(t, 'GET', `${t.base}/plans?limit=${limit}`), 'GET', '/plans', ['limit']);
    });
  }

  test('a cursor that is not one of ours is a 422 on cursor', async () => {
    expectInvalid(await call(t, 'GET', `${t.base}/plans?cursor=garbage`), 'GET', '/plans', ['cursor']);
  });

  test('an unknown query parameter is a 422 naming it', async () => {
    expectInvalid(await call(t, 'GET', `${t.base}/plans?sort=asc`), 'GET', '/plans', ['sort']);
  });

  test('GET /plans/{plan_id} answers the plan', async () => {
    const plan = expectOk(await call(t, 'GET', `${t.base}/plans/${id(3)}`), 200, 'GET', `/plans/${id(3)}`);
    assert.deepEqual(plan, planRecord(id(3), { plan_name: 'Plan 3' }, new Date(Date.parse(NOW) + 3000).toISOString()));
  });

  test('GET /plans/{plan_id} of no plan is a 404', async () => {
    expectError(await call(t, 'GET', `${t.base}/plans/99`), 404, 'not_found', 'GET', '/plans/99');
  });

  test('GET /plans/{plan_id} with a non-numeric id is a 422 on plan_id', async () => {
    expectInvalid(await call(t, 'GET', `${t.base}/plans/abc`), 'GET', '/plans/abc', ['plan_id']);
    expectInvalid(await call(t, 'GET', `${t.base}/plans/0`), 'GET', '/plans/0', ['plan_id']);
  });

  test("another bot sees none of this bot's plans", async () => {
    const other = await t.app.services.botCreation.createBot({ bot_id: 7003, owner_id: '1001' });
    const otherBase = `/v1/bot7003/${other.api_key}`;
    assert.deepEqual(expectOk(await call(t, 'GET', `${otherBase}/plans`), 200, 'GET', '/plans'), []);
    expectError(await call(t, 'GET', `${otherBase}/plans/${id(1)}`), 404, 'not_found', 'GET', `/plans/${id(1)}`);
    // Its own plans are numbered from 1 as well.
    const own = expectOk(await call(t, 'POST', `${otherBase}/plans`, VALID), 201, 'POST', '/plans');
    assert.equal(own.plan_id, 1);
  });
});

describe('PATCH /plans/{plan_id}', () => {
  let t: TestApp;
  const created = NOW;
  const later = '2026-11-21T13:00:00.000Z';
  before(async () => {
    t = await createTestApp({ now: NOW });
  });
  after(async () => {
    await t.close();
  });

  /** Each test patches a plan of its own: created at NOW (9.90 USD, a 7-day trial, recurring), the clock then at `later`. */
  async function fresh(): Promise<{ id: number; path: string; record: ReturnType<typeof planRecord> }> {
    t.clock.now = Date.parse(created);
    const plan = expectOk(
      await call(t, 'POST', `${t.base}/plans`, { ...VALID, plan_price: '9.90', plan_trial: 'P7D', options: { recurring: true } }),
      201,
      'POST',
      '/plans',
    );
    t.clock.now = Date.parse(later);
    const record = planRecord(plan.plan_id, { plan_price: '9.90', plan_trial: 'P7D', options: { ...DEFAULT_OPTIONS, recurring: true } }, created);
    assert.deepEqual(plan, record);
    return { id: plan.plan_id, path: `/plans/${plan.plan_id}`, record };
  }
  const patch = (id: number, body: unknown) => call(t, 'PATCH', `${t.base}/plans/${id}`, body);
  const read = (id: number) => call(t, 'GET', `${t.base}/plans/${id}`);

  test('renames the plan; every other field is kept and updated_at moves', async () => {
    const { id, path, record } = await fresh();
    const plan = expectOk(await patch(id, { plan_name: 'Gold' }), 200, 'PATCH', path);
    assert.deepEqual(plan, { ...record, plan_name: 'Gold', updated_at: later });
    assert.deepEqual(expectOk(await read(id), 200, 'GET', path), plan);
  });

  test('changes the price, normalised to the currency', async () => {
    const { id, path } = await fresh();
    const plan = expectOk(await patch(id, { plan_price: '19.5' }), 200, 'PATCH', path);
    assert.equal(plan.plan_price, '19.50');
    assert.equal(plan.plan_currency, 'USD');
  });

  test('changes the duration to canonical form', async () => {
    const { id, path } = await fresh();
    const plan = expectOk(await patch(id, { plan_duration: '2 weeks' }), 200, 'PATCH', path);
    assert.equal(plan.plan_duration, 'P14D');
  });

  test('changing the currency to JPY while the price has decimals is a 422 on plan_price', async () => {
    const { id, path } = await fresh();
    const priced = expectOk(await patch(id, { plan_price: '19.5' }), 200, 'PATCH', path);
    const messages = expectInvalid(await patch(id, { plan_currency: 'JPY' }), 'PATCH', path, ['plan_price']);
    assert.match(messages.plan_price!, /JPY/);
    const after = expectOk(await read(id), 200, 'GET', path);
    assert.equal(after.plan_currency, 'USD');
    assert.equal(after.plan_price, '19.50');
    assert.deepEqual(after, priced);
  });

  test('changing currency and price together to JPY works', async () => {
    const { id, path } = await fresh();
    const plan = expectOk(await patch(id, { plan_currency: 'JPY', plan_price: '1500' }), 200, 'PATCH', path);
    assert.equal(plan.plan_currency, 'JPY');
    assert.equal(plan.plan_price, '1500');
  });

  test('changing the currency back to BHD gives the price its three digits', async () => {
    const { id, path } = await fresh();
    expectOk(await patch(id, { plan_currency: 'JPY', plan_price: '1500' }), 200, 'PATCH', path);
    const plan = expectOk(await patch(id, { plan_currency: 'BHD' }), 200, 'PATCH', path);
    assert.equal(plan.plan_currency, 'BHD');
    assert.equal(plan.plan_price, '1500.000');
  });

  test('plan_trial null clears the trial', async () => {
    const { id, path } = await fresh();
    const plan = expectOk(await patch(id, { plan_trial: null }), 200, 'PATCH', path);
    assert.equal(plan.plan_trial, null);
  });

  test('plan_trial can be set again, in canonical form; "0" clears it', async () => {
    const { id, path } = await fresh();
    expectOk(await patch(id, { plan_trial: null }), 200, 'PATCH', path);
    assert.equal(expectOk(await patch(id, { plan_trial: '3 days' }), 200, 'PATCH', path).plan_trial, 'P3D');
    assert.equal(expectOk(await patch(id, { plan_trial: '0' }), 200, 'PATCH', path).plan_trial, null);
  });

  test('options are merged member by member', async () => {
    const { id, path } = await fresh();
    const plan = expectOk(await patch(id, { options: { singleuse: 2 } }), 200, 'PATCH', path);
    assert.deepEqual(plan.options, { ...DEFAULT_OPTIONS, recurring: true, singleuse: 2 });
  });

  test('setting credit_only while token_only is stored as true is a 422', async () => {
    const { id, path } = await fresh();
    expectOk(await patch(id, { options: { token_only: true } }), 200, 'PATCH', path);
    expectInvalid(await patch(id, { options: { credit_only: true } }), 'PATCH', path, ['options.credit_only']);
    expectOk(await patch(id, { options: { token_only: false, credit_only: true } }), 200, 'PATCH', path);
  });

  test('plan_project_id can be set and cleared with null', async () => {
    const { id, path } = await fresh();
    const missing = 987_654_321; // no project of this bot
    expectInvalid(await patch(id, { plan_project_id: missing }), 'PATCH', path, ['plan_project_id']);
    expectOk(await call(t, 'POST', `${t.base}/chats`, { chat_id: -100777, chat_name: 'Room', chat_type: 'group' }), 201, 'POST', '/chats');
    const project = expectOk(await call(t, 'POST', `${t.base}/projects`, { project_name: 'P', chat_ids: [-100777] }), 201, 'POST', '/projects');
    assertId(project.project_id);
    assert.equal(expectOk(await patch(id, { plan_project_id: project.project_id }), 200, 'PATCH', path).plan_project_id, project.project_id);
    assert.equal(expectOk(await patch(id, { plan_project_id: null }), 200, 'PATCH', path).plan_project_id, null);
  });

  test('plan_description and translations (SPEC §18): set, replaced whole, cleared; bad ones are 422s naming the field', async () => {
    const { id, path, record } = await fresh();
    const translations = { es: { plan_name: 'VIP mensual', plan_description: 'Señales diarias.' }, ar: { plan_description: 'إشارات يومية.' } };
    const described = expectOk(await patch(id, { plan_description: 'Daily signals.', translations }), 200, 'PATCH', path);
    assert.deepEqual(described, { ...record, plan_description: 'Daily signals.', translations, updated_at: later });
    assert.deepEqual(expectOk(await read(id), 200, 'GET', path), described);
    // Other changes keep them; translations given again replace the whole map.
    assert.deepEqual(expectOk(await patch(id, { plan_name: 'Gold' }), 200, 'PATCH', path).translations, translations);
    const replaced = expectOk(await patch(id, { translations: { de: { plan_name: 'Gold (DE)' } } }), 200, 'PATCH', path);
    assert.deepEqual([replaced.plan_description, replaced.translations], ['Daily signals.', { de: { plan_name: 'Gold (DE)' } }]);
    const cleared = expectOk(await patch(id, { plan_description: null, translations: {} }), 200, 'PATCH', path);
    assert.deepEqual([cleared.plan_description, cleared.translations], [null, {}]);
    const before = expectOk(await read(id), 200, 'GET', path);
    const fields = expectInvalid(
      await patch(id, {
        plan_description: 'd'.repeat(1001),
        translations: { xx: { plan_name: 'X' }, 'pt-BR': { plan_name: 'Y' }, es: { plan_name: '' }, de: {}, fr: { plan_title: 'Z' }, it: 'Ciao' },
      }),
      'PATCH',
      path,
      ['plan_description', 'translations.es.plan_name', 'translations.de', 'translations.fr.plan_title', 'translations.it'],
    );
    assert.equal(fields['translations.de'], 'must be an object with plan_name, plan_description or both; got {}');
    assert.match(fields.plan_description!, /^must be a string from 1 to 1000 characters/);
    // Locales are checked by the service once the shape is right.
    const locales = expectInvalid(await patch(id, { translations: { xx: { plan_name: 'X' }, 'pt-BR': { plan_name: 'Y' } } }), 'PATCH', path, [
      'translations.xx',
      'translations.pt-BR',
    ]);
    assert.equal(locales['translations.xx'], 'must be a language the bot speaks: one of en, es, pt, ru, uk, de, fr, it, tr, id, fa, ar');
    assert.deepEqual(expectOk(await read(id), 200, 'GET', path), before);
    // Created with them; the event carries them.
    const made = expectOk(
      await call(t, 'POST', `${t.base}/plans`, { ...VALID, plan_description: 'All of it.', translations: { ru: { plan_name: 'Всё' } } }),
      201,
      'POST',
      '/plans',
    );
    assert.deepEqual([made.plan_description, made.translations], ['All of it.', { ru: { plan_name: 'Всё' } }]);
    const events = expectOk(await call(t, 'GET', `${t.base}/events?limit=100&order=newest`), 200, 'GET', '/events');
    const event = events.find((e: { type: string; data: { plan_id: number } }) => e.type === 'plan.created' && e.data.plan_id === made.plan_id);
    assert.deepEqual(event.data, made);
  });

  test('the same field rules apply: every bad field is listed', async () => {
    const { id, path } = await fresh();
    expectInvalid(
      await patch(id, { plan_name: '', plan_duration: 'P0D', plan_price: '1e3', plan_currency: 'eur', plan_trial: 'lifetime', extra: 1 }),
      'PATCH',
      path,
      ['plan_name', 'plan_duration', 'plan_price', 'plan_currency', 'plan_trial', 'extra'],
    );
    expectInvalid(await patch(id, { plan_duration: '2026-11-21' }), 'PATCH', path, ['plan_duration']);
  });

  test('an empty body changes nothing and is a 422', async () => {
    const { id, path } = await fresh();
    const before = expectOk(await read(id), 200, 'GET', path);
    expectError(await patch(id, {}), 422, 'validation_failed', 'PATCH', path);
    assert.deepEqual(expectOk(await read(id), 200, 'GET', path), before);
  });

  test('PATCH of no plan is a 404', async () => {
    expectError(await patch(99, { plan_name: 'X' }), 404, 'not_found', 'PATCH', '/plans/99');
  });

  test('a plan whose end date has since passed can still be renamed', async () => {
    t.clock.now = Date.parse(later);
    const plan = expectOk(await call(t, 'POST', `${t.base}/plans`, { ...VALID, plan_duration: '2026-12-31' }), 201, 'POST', '/plans');
    t.clock.now = Date.parse('2027-01-05T00:00:00Z');
    try {
      const renamed = expectOk(await patch(plan.plan_id, { plan_name: 'Winter 2026' }), 200, 'PATCH', `/plans/${plan.plan_id}`);
      assert.equal(renamed.plan_name, 'Winter 2026');
      assert.equal(renamed.plan_duration, '2026-12-31');
      // Setting a new end date is still checked against today.
      expectInvalid(await patch(plan.plan_id, { plan_duration: '2027-01-05' }), 'PATCH', `/plans/${plan.plan_id}`, ['plan_duration']);
    } finally {
      t.clock.now = Date.parse(later);
    }
  });
});

describe('DELETE /plans/{plan_id}', () => {
  // Every test has an app of its own with two plans, the first one (VALID) to archive and one kept.
  let t: TestApp;
  let archived: number;
  let kept: number;
  const later = '2026-11-22T08:00:00.000Z';
  beforeEach(async () => {
    t = await createTestApp({ now: NOW });
    archived = expectOk(await call(t, 'POST', `${t.base}/plans`, VALID), 201, 'POST', '/plans').plan_id;
    kept = expectOk(await call(t, 'POST', `${t.base}/plans`, { ...VALID, plan_name: 'Kept' }), 201, 'POST', '/plans').plan_id;
    t.clock.now = Date.parse(later);
  });
  afterEach(async () => {
    await t.close();
  });

  const archive = async () => expectOk(await call(t, 'DELETE', `${t.base}/plans/${archived}`), 200, 'DELETE', `/plans/${archived}`);

  test('archives the plan: 200 with archived true', async () => {
    assert.deepEqual(await archive(), planRecord(archived, { archived: true, updated_at: later }));
  });

  test('the archived plan is still readable, alone and in the list', async () => {
    await archive();
    const plan = expectOk(await call(t, 'GET', `${t.base}/plans/${archived}`), 200, 'GET', `/plans/${archived}`);
    assert.deepEqual(plan, planRecord(archived, { archived: true, updated_at: later }));
    const list = expectOk(await call(t, 'GET', `${t.base}/plans`), 200, 'GET', '/plans');
    assert.deepEqual(
      list.map((p: { plan_id: number; archived: boolean }) => [p.plan_id, p.archived]),
      [
        [kept, false],
        [archived, true],
      ],
    );
  });

  test('archiving again answers the same archived plan', async () => {
    await archive();
    t.clock.now = Date.parse('2026-11-23T00:00:00Z');
    assert.deepEqual(await archive(), planRecord(archived, { archived: true, updated_at: later }));
  });

  test('an archived plan cannot be ordered', async () => {
    await archive();
    expectInvalid(await call(t, 'POST', `${t.base}/orders`, { plan_id: archived, member_id: '42' }), 'POST', '/orders', ['plan_id']);
    expectOk(await call(t, 'POST', `${t.base}/orders`, { plan_id: kept, member_id: '42' }), 201, 'POST', '/orders');
  });

  test('DELETE of no plan is a 404', async () => {
    expectError(await call(t, 'DELETE', `${t.base}/plans/99`), 404, 'not_found', 'DELETE', '/plans/99');
  });
});
