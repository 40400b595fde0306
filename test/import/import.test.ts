// Bulk import of orders from CSV: whole or nothing, line-numbered errors, de-duplication,
// rollups kept exact; and the `tollgate orders import` command's output.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readOrderCsv } from '../../src/import/csv-reader.js';
import { ImportRejected, type Staging, validatedBatches } from '../../src/modules/orders/import.js';
import type { PlanRow } from '../../src/db/schema.js';
import { call, createTestApp, expectOk, freshDatabase, TEST_ENCRYPTION_KEY, type TestApp } from '../support/helper.js';
import { CLI } from '../support/servers.js';
import { sql } from 'kysely';
import { openStorage, type Storage } from '../../src/db/connect.js';
import { dialectOf } from '../../src/db/dialect.js';
import { quarterOf, updateNodes } from '../../src/modules/stats/fenwick.js';

const HEADER = 'plan_id,member_id,amount,currency,paid_at,external_id';

describe('orders import', () => {
  let t: TestApp;
  let dir: string;
  const file = (name: string, lines: string[]) => {
    const path = join(dir, name);
    writeFileSync(path, `${lines.join('\n')}\n`);
    return path;
  };
  const importFile = (path: string) => t.app.services.orderImport.importRows(t.bot, readOrderCsv(path));
  const rejection = async (path: string) => {
    try {
      await importFile(path);
    } catch (error) {
      assert.ok(error instanceof ImportRejected, String(error));
      return error;
    }
    assert.fail('the import was not rejected');
  };
  const orderCount = async () => expectOk(await call(t, 'GET', `${t.base}/orders?limit=100`), 200, 'GET', '/orders').length as number;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tollgate-import-'));
    t = await createTestApp({ now: '2026-11-21T12:00:00Z' });
    await t.app.services.plans.createPlan(t.bot, { plan_name: 'USD', plan_duration: 'P1M', plan_price: '5.00', plan_currency: 'USD' });
    await t.app.services.plans.createPlan(t.bot, { plan_name: 'JPY', plan_duration: 'P1M', plan_price: '500', plan_currency: 'JPY' });
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('valid rows are imported with defaults from the plan and counted exactly', async () => {
    const result = await importFile(
      file('ok.csv', [
        HEADER,
        '1,m1,,,2026-11-20T10:00:00Z,ext-1',
        '1,m2,7.25,USD,2026-11-20T23:59:59+02:00,ext-2',
        '2,m3,1200,,2026-11-19T00:00:00Z,',
        '"1","m4","1.00","EUR","2026-11-21T09:00:00.123Z","ext,with,commas"',
        '',
        '1,m5,,,2026-11-21T10:00:00Z,"ext',
        'multi-line"',
      ]),
    );
    assert.deepEqual(result, { rows: 5, imported: 5, duplicates: 0 });
    const counts = expectOk(await call(t, 'GET', `${t.base}/orders/count?interval_count=3`), 200, 'GET', '/orders/count');
    assert.deepEqual(counts, [
      { period: '2026-11-19', revenue: '0.00', currency: 'EUR', formatted: '€0.00', sales: 0 },
      { period: '2026-11-19', revenue: '1200', currency: 'JPY', formatted: '¥1,200', sales: 1 },
      { period: '2026-11-19', revenue: '0.00', currency: 'USD', formatted: '$0.00', sales: 0 },
      { period: '2026-11-20', revenue: '0.00', currency: 'EUR', formatted: '€0.00', sales: 0 },
      { period: '2026-11-20', revenue: '0', currency: 'JPY', formatted: '¥0', sales: 0 },
      { period: '2026-11-20', revenue: '12.25', currency: 'USD', formatted: '$12.25', sales: 2 },
      { period: '2026-11-21', revenue: '1.00', currency: 'EUR', formatted: '€1.00', sales: 1 },
      { period: '2026-11-21', revenue: '0', currency: 'JPY', formatted: '¥0', sales: 0 },
      { period: '2026-11-21', revenue: '5.00', currency: 'USD', formatted: '$5.00', sales: 1 },
    ]);
    const order = expectOk(await call(t, 'GET', `${t.base}/orders/5`), 200, 'GET', '/orders/5');
    assert.equal(order.external_id, 'ext\nmulti-line');
  });

  test('external_ids already stored or repeated in the file are skipped', async () => {
    const before = await orderCount();
    const result = await importFile(
      file('dup.csv', [HEADER, '1,m1,,,2026-11-20T10:00:00Z,ext-1', '1,m9,,,2026-11-20T11:00:00Z,new-1', '1,m9,,,2026-11-20T11:00:00Z,new-1']),
    );
    assert.deepEqual(result, { rows: 3, imported: 1, duplicates: 2 });
    assert.equal(await orderCount(), before + 1);
    // The earliest line wins, whatever its paid_at; the orders kept get consecutive ids in paid_at order.
    const repeated = await importFile(
      file('dup-2.csv', [HEADER, '1,m7,,,2026-11-20T12:00:00Z,rep-1', '1,m8,,,2026-11-20T09:00:00Z,rep-1', '1,m6,,,2026-11-20T08:00:00Z,rep-2']),
    );
    assert.deepEqual(repeated, { rows: 3, imported: 2, duplicates: 1 });
    const orders = expectOk(await call(t, 'GET', `${t.base}/orders?limit=100`), 200, 'GET', '/orders');
    const kept = orders.filter((o: { external_id: string | null }) => o.external_id?.startsWith('rep-'));
    const newest = Math.max(...kept.map((o: { order_id: number }) => o.order_id));
    assert.deepEqual(
      kept.map((o: Record<string, unknown>) => [o.order_id, o.external_id, o.member_id]),
      [
        [newest, 'rep-1', 'm7'],
        [newest - 1, 'rep-2', 'm6'],
      ],
    );
  });

  test('one bad row and nothing is imported; every problem is reported with its line', async () => {
    const before = await orderCount();
    const error = await rejection(
      file('bad.csv', [
        HEADER,
        '1,m1,,,2026-11-20T10:00:00Z,fine-1',
        '9,m1,,,2026-11-20T10:00:00Z,',
        '1,bad id,9.999,usd,yesterday,',
        '2,m1,5.5,,2026-11-20T10:00:00Z,',
        '1,m1,,JPY,2026-11-20T10:00:00Z,',
        '1,m1,,,2030-01-01T00:00:00Z,',
      ]),
    );
    assert.deepEqual(
      error.errors.map((e) => [e.line, e.field]),
      [
        [3, 'plan_id'],
        [4, 'member_id'],
        [4, 'currency'],
        [4, 'paid_at'],
        [5, 'amount'],
        [6, 'amount'],
        [7, 'paid_at'],
      ],
    );
    assert.match(error.errors.find((e) => e.line === 5)!.message, /no decimal places for JPY/);
    assert.equal(await orderCount(), before);
  });

  test('imported orders start and extend subscriptions like live payments, whatever the order of the file', async () => {
    // Member h1: three months paid back to back, listed out of order → one subscription to 20 Dec 2026.
    // Member h2: paid in January, then again in November after the first lapsed → two subscriptions.
    await importFile(
      file('history.csv', [
        HEADER,
        '1,h1,,,2026-11-20T10:00:00Z,hist-3',
        '1,h2,,,2026-11-05T00:00:00Z,hist-5',
        '1,h1,,,2026-09-20T10:00:00Z,hist-1',
        '1,h2,,,2026-01-05T00:00:00Z,hist-4',
        '1,h1,,,2026-10-20T10:00:00Z,hist-2',
      ]),
    );
    const h1 = expectOk(await call(t, 'GET', `${t.base}/subscriptions?member_id=h1`), 200, 'GET', '/subscriptions');
    assert.equal(h1.length, 1);
    assert.equal(h1[0].state, 'active');
    assert.equal(h1[0].started_at, '2026-09-20T10:00:00.000Z');
    assert.equal(h1[0].expires_at, '2026-12-20T10:00:00.000Z');
    const h2 = expectOk(await call(t, 'GET', `${t.base}/subscriptions?member_id=h2`), 200, 'GET', '/subscriptions');
    assert.deepEqual(
      h2.map((s: { state: string; expires_at: string }) => [s.state, s.expires_at]),
      [
        ['active', '2026-12-05T00:00:00.000Z'],
        ['expired', '2026-02-05T00:00:00.000Z'],
      ],
    );
    assert.equal(expectOk(await call(t, 'GET', `${t.base}/members/h1`), 200, 'GET', '/members/h1').has_access, true);
    // Refunding an imported order revokes the subscription it belongs to.
    const orders = expectOk(await call(t, 'GET', `${t.base}/orders?limit=100`), 200, 'GET', '/orders');
    const third = orders.find((o: { external_id: string }) => o.external_id === 'hist-3');
    expectOk(await call(t, 'POST', `${t.base}/orders/${third.order_id}/refund`), 200, 'POST', `/orders/${third.order_id}/refund`);
    const after = expectOk(await call(t, 'GET', `${t.base}/subscriptions/${h1[0].subscription_id}`), 200, 'GET', `/subscriptions/${h1[0].subscription_id}`);
    assert.equal(after.state, 'revoked');
  });

  test('a wrong header or a wrong number of fields rejects the file', async () => {
    const header = await rejection(file('header.csv', ['plan,member_id,amount,currency,paid_at,external_id', '1,m,,,2026-11-20T10:00:00Z,']));
    assert.deepEqual(header.errors, [{ line: 1, field: 'header', message: `must be ${HEADER}` }]);
    const short = await rejection(file('short.csv', [HEADER, '1,m1,,,2026-11-20T10:00:00Z,ok', '1,m1,,']));
    assert.deepEqual(
      short.errors.map((e) => [e.line, e.field]),
      [[3, 'csv']],
    );
  });

  test('RFC 4180 quoting, a BOM, CRLF line ends, blank lines and any column order are read; lines are counted across quoted newlines', async () => {
    const path = join(dir, 'quoted.csv');
    writeFileSync(
      path,
      '\uFEFFexternal_id,plan_id,member_id,amount,currency,paid_at\r\n"q-1",1,"q1",,,2026-11-20T10:00:00Z\r\n\r\nq-2,"1",q2,"5.25",USD,2026-11-20T11:00:00Z\r\n',
    );
    assert.deepEqual(await importFile(path), { rows: 2, imported: 2, duplicates: 0 });
    const orders = expectOk(await call(t, 'GET', `${t.base}/orders?limit=100`), 200, 'GET', '/orders');
    assert.deepEqual(
      orders
        .filter((o: { external_id: string | null }) => o.external_id?.startsWith('q-'))
        .map((o: Record<string, unknown>) => [o.external_id, o.member_id, o.amount]),
      [
        ['q-2', 'q2', '5.25'],
        ['q-1', 'q1', '5.00'],
      ],
    );
    const lines = await rejection(file('multiline.csv', [HEADER, '1,"m\n1",,,2026-11-20T10:00:00Z,ml-1', '1,m1,abc,,2026-11-20T10:00:00Z,ml-2']));
    assert.deepEqual(
      lines.errors.map((e) => [e.line, e.field]),
      [
        [3, 'member_id'],
        [4, 'amount'],
      ],
    );
    const open = await rejection(
      file('open-quote.csv', [HEADER, '1,m1,,,2026-11-20T10:00:00Z,oq-1', '1,"m2,,,2026-11-20T10:00:00Z,oq-2', '1,m3,,,2026-11-20T10:00:00Z,oq-3']),
    );
    assert.deepEqual(open.errors, [{ line: 3, field: 'csv', message: 'Quoted field unterminated' }]);
  });

  test("external_ids with what COPY's text format escapes are stored as written, and importing the file again adds nothing", async () => {
    // PostgreSQL stages rows with COPY (tab-separated, backslash escapes, \N for NULL): each of
    // these must reach the orders exactly, and the second import must see every one as stored.
    const ids = ['esc\ttab', 'esc\\back\\slash', '\\N', 'esc\rreturn', 'esc\nnewline', 'esc-ünï-🙂'];
    const cell = (id: string) => `"${id.replaceAll('"', '""')}"`;
    const path = file('escapes.csv', [HEADER, ...ids.map((id, i) => `1,e${i},,,2026-11-20T1${i}:00:00Z,${cell(id)}`), '1,e9,,,2026-11-20T18:00:00Z,']);
    const stored = async () =>
      (expectOk(await call(t, 'GET', `${t.base}/orders?limit=100`), 200, 'GET', '/orders') as Record<string, unknown>[])
        .filter((o) => typeof o.member_id === 'string' && /^e\d$/.test(o.member_id))
        .map((o) => [o.member_id, o.external_id, o.amount, o.paid_at]);
    assert.deepEqual(await importFile(path), { rows: 7, imported: 7, duplicates: 0 });
    const first = await stored();
    assert.deepEqual(first, [
      ['e9', null, '5.00', '2026-11-20T18:00:00.000Z'],
      ...ids.map((id, i) => [`e${i}`, id, '5.00', `2026-11-20T1${i}:00:00.000Z`]).reverse(),
    ]);
    const subscriptions = expectOk(await call(t, 'GET', `${t.base}/subscriptions?member_id=e0`), 200, 'GET', '/subscriptions');
    // Again: the six external_ids are duplicates; the row without one is a new order (nothing names it).
    assert.deepEqual(await importFile(path), { rows: 7, imported: 1, duplicates: 6 });
    const second = await stored();
    assert.deepEqual(second.slice(2), first.slice(1));
    assert.deepEqual(second.slice(0, 2), [first[0], first[0]]);
    assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/subscriptions?member_id=e0`), 200, 'GET', '/subscriptions'), subscriptions);
  });
});

describe('tollgate orders import (command)', () => {
  test('--json prints one line with the counts; a bad file exits 1 with the errors', async () => {
    const database = await freshDatabase(true);
    const dir = mkdtempSync(join(tmpdir(), 'tollgate-import-cli-'));
    const env = { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent', TOLLGATE_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY };
    const cli = (...args: string[]) => promisify(execFile)(process.execPath, [CLI, ...args], { env });
    try {
      await cli('bots', 'create', '--bot-id', '77', '--owner', '1');
      const { createServices } = await import('../../src/services.js');
      const { openStorage } = await import('../../src/db/connect.js');
      const { createSecretBox } = await import('../../src/crypto/secret-box.js');
      const storage = openStorage(database.url);
      await createServices({ db: storage.db, now: Date.now, secretBox: createSecretBox(TEST_ENCRYPTION_KEY) }).plans.createPlan(
        { botId: 77, keyId: null, timezone: 'UTC', defaultCurrency: 'USD', ownerId: '1', level: 8, actor: { type: 'system' } },
        {
          plan_name: 'p',
          plan_duration: 'P1M',
          plan_price: '5.00',
          plan_currency: 'USD',
        },
      );
      await storage.close();

      const good = join(dir, 'good.csv');
      // More batches of checked rows than the reader thread may have unread (IN_FLIGHT), so it waits for room.
      writeFileSync(good, `${HEADER}\n${Array.from({ length: 6500 }, (_, i) => `1,m${i},,,2026-01-01T00:00:00Z,e${i}`).join('\n')}\n`);
      const { stdout } = await cli('orders', 'import', '--bot-id', '77', '--file', good, '--json');
      const lines = stdout.trim().split('\n');
      assert.equal(lines.length, 1);
      const summary = JSON.parse(lines[0]!);
      assert.equal(summary.imported, 6500);
      assert.equal(summary.rows, 6500);
      assert.equal(summary.duplicates, 0);
      assert.equal(typeof summary.rate, 'number');

      const bad = join(dir, 'bad.csv');
      writeFileSync(bad, `${HEADER}\n1,m1,,,2026-01-01T00:00:00Z,x\n1,m1,abc,,2026-01-01T00:00:00Z,y\n`);
      await assert.rejects(cli('orders', 'import', '--bot-id', '77', '--file', bad, '--json'), (err: { code: number; stdout: string }) => {
        assert.equal(err.code, 1);
        const out = JSON.parse(err.stdout.trim());
        assert.equal(out.imported, 0);
        assert.deepEqual(
          out.errors.map((e: { line: number; field: string }) => [e.line, e.field]),
          [[3, 'amount']],
        );
        return true;
      });

      // The reader thread's rejections and failures reach the command whole.
      const header = join(dir, 'header.csv');
      writeFileSync(header, 'plan_id,member_id\n1,m1\n');
      await assert.rejects(cli('orders', 'import', '--bot-id', '77', '--file', header, '--json'), (err: { code: number; stdout: string }) => {
        assert.equal(err.code, 1);
        assert.deepEqual(JSON.parse(err.stdout.trim()), { imported: 0, rows: 0, errors: [{ line: 1, field: 'header', message: `must be ${HEADER}` }] });
        return true;
      });
      await assert.rejects(
        cli('orders', 'import', '--bot-id', '77', '--file', join(dir, 'missing.csv'), '--json'),
        (err: { code: number; stdout: string; stderr: string }) => {
          assert.equal(err.code, 1);
          assert.equal(err.stdout, '');
          assert.match(err.stderr, /ENOENT: no such file or directory, open '.*missing\.csv'/);
          return true;
        },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await database.drop();
    }
  });
});

describe('orders import: streamed and bounded', () => {
  // Bounds far smaller than the files, so every page, batch, link buffer and sales flush boundary is crossed.
  const TINY = { rows: 5, sales: 11, page: 7, insert: 3, links: 4 };
  const hash = (i: number) => {
    let h = Math.imul(i ^ (i >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  };
  const start = Date.parse('2026-01-01T00:00:00Z');
  // 400 orders of 15 members in two plans over ~11 months at irregular times (extensions and lapses), amounts varied,
  // two rows repeated (the same external_id twice), and two paid at the same instant by one member.
  const rows = Array.from({ length: 400 }, (_, i) => {
    const plan = (hash(i + 7) % 2) + 1;
    const at = new Date(start + (hash(i) % (320 * 24 * 60)) * 60_000).toISOString();
    return `${plan},m${hash(i + 1) % 15},${plan === 1 ? `${1 + (i % 9)}.${String(i % 100).padStart(2, '0')}` : ''},,${at},x${i}`;
  });
  rows.push(rows[3]!, rows[200]!, `1,m1,,,2026-06-01T00:00:00Z,same-a`, `1,m1,,,2026-06-01T00:00:00Z,same-b`);
  const shuffled = rows
    .map((r, i) => [hash(i * 31 + 5), r] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, r]) => r);
  const sorted = [...rows].sort((a, b) => (a.split(',')[4]! < b.split(',')[4]! ? -1 : a.split(',')[4]! > b.split(',')[4]! ? 1 : 0));

  let dir: string;
  const apps: TestApp[] = [];
  const app = async () => {
    const t = await createTestApp({ now: '2026-11-21T12:00:00Z' });
    apps.push(t);
    await t.app.services.plans.createPlan(t.bot, { plan_name: 'USD', plan_duration: 'P1M', plan_price: '5.00', plan_currency: 'USD' });
    await t.app.services.plans.createPlan(t.bot, { plan_name: 'JPY', plan_duration: 'P1M', plan_price: '500', plan_currency: 'JPY' });
    return t;
  };
  const importLines = (t: TestApp, name: string, lines: string[], bounds?: typeof TINY) => {
    const path = join(dir, name);
    writeFileSync(path, `${[HEADER, ...lines].join('\n')}\n`);
    return t.app.services.orderImport.importRows(t.bot, readOrderCsv(path), undefined, 100, bounds);
  };
  /** What an import leaves, with order ids (which follow the file's order) replaced by external_ids. */
  const state = async (t: TestApp) => {
    const db = t.app.storage.db;
    const orders = await db.selectFrom('orders').selectAll().where('bot_id', '=', t.botId).orderBy('external_id').execute();
    const external = new Map(orders.map((o) => [Number(o.order_id), o.external_id]));
    const num = (v: unknown) => (v === null ? null : Number(v));
    return {
      orders: orders.map(({ order_id, subscription_id, ...o }) => ({
        ...o,
        amount_minor: Number(o.amount_minor),
        paid_at: Number(o.paid_at),
        subscription_id: num(subscription_id),
      })),
      subscriptions: (await db.selectFrom('subscriptions').selectAll().where('bot_id', '=', t.botId).orderBy('subscription_id').execute()).map((s) => ({
        ...s,
        subscription_id: Number(s.subscription_id),
        plan_id: Number(s.plan_id),
        started_at: Number(s.started_at),
        expires_at: num(s.expires_at),
        ended_at: num(s.ended_at),
        created_at: Number(s.created_at),
        updated_at: Number(s.updated_at),
        last_order_id: external.get(Number(s.last_order_id)),
      })),
      members: (await db.selectFrom('members').selectAll().where('bot_id', '=', t.botId).orderBy('member_id').execute()).map((m) => ({ ...m })),
      rollups: (await db.selectFrom('order_rollups').selectAll().where('bot_id', '=', t.botId).orderBy('node').orderBy('currency').execute()).map((r) => ({
        ...r,
        node: Number(r.node),
        revenue: String(r.revenue),
        sales: Number(r.sales),
      })),
      events: (await db.selectFrom('events').select(['event_id', 'type']).where('bot_id', '=', t.botId).orderBy('event_id').execute()).map((e) => [
        Number(e.event_id),
        e.type,
      ]),
    };
  };

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'tollgate-import-stream-'));
  });
  after(async () => {
    for (const t of apps) await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a shuffled file imported in tiny pages and batches leaves what the same rows sorted leave', async () => {
    const a = await app();
    const b = await app();
    const one = await importLines(a, 'sorted.csv', sorted);
    const other = await importLines(b, 'shuffled.csv', shuffled, TINY);
    assert.deepEqual(one, { rows: 404, imported: 402, duplicates: 2 });
    assert.deepEqual(other, one);
    const [sa, sb] = [await state(a), await state(b)];
    assert.deepEqual(sb, sa);
    // The history really starts, extends and lapses subscriptions, and every order is linked.
    assert.ok(sa.subscriptions.length > 30 && sa.subscriptions.length < 300, String(sa.subscriptions.length));
    assert.ok(sa.subscriptions.some((s) => s.state === 'active') && sa.subscriptions.some((s) => s.state === 'expired'));
    assert.ok(sa.orders.every((o) => o.subscription_id !== null));
    // The same-instant pair shares one subscription, extended twice.
    const same = sa.orders.filter((o) => o.external_id!.startsWith('same-'));
    assert.equal(same[0]!.subscription_id, same[1]!.subscription_id);
    // Rollups: each node what the orders paid in its quarter hours add to it, one by one.
    const nodes = new Map<string, { node: number; currency: string; revenue: bigint; sales: number }>();
    for (const o of sa.orders) {
      for (const node of updateNodes(quarterOf(o.paid_at))) {
        const n = nodes.get(`${node} ${o.currency}`) ?? { node, currency: o.currency, revenue: 0n, sales: 0 };
        n.revenue += BigInt(o.amount_minor);
        n.sales++;
        nodes.set(`${node} ${o.currency}`, n);
      }
    }
    const expected = [...nodes.values()].sort((x, y) => x.node - y.node || (x.currency < y.currency ? -1 : 1));
    assert.deepEqual(
      sb.rollups.map((r) => [r.node, r.currency, r.revenue, r.sales]),
      expected.map((n) => [n.node, n.currency, String(n.revenue), n.sales]),
    );
    // And the exact revenue and count per currency, whatever the flushes.
    const counts = expectOk(await call(b, 'GET', `${b.base}/orders/count?interval_unit=year&interval_count=1`), 200, 'GET', '/orders/count');
    const usd = sa.orders.filter((o) => o.currency === 'USD');
    const jpy = sa.orders.filter((o) => o.currency === 'JPY');
    const byCurrency = Object.fromEntries(counts.map((c: { currency: string; sales: number }) => [c.currency, c.sales]));
    assert.deepEqual(byCurrency, { USD: usd.length, JPY: jpy.length });
    const cents = usd.reduce((s, o) => s + o.amount_minor, 0);
    assert.equal(counts.find((c: { currency: string }) => c.currency === 'USD').revenue, `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
  });

  test('members who held a plan before the import take the live path, the same in tiny pages as in one', async () => {
    const a = await app();
    const b = await app();
    for (const t of [a, b]) {
      for (const member of ['m1', 'm4', 'm9'])
        expectOk(await call(t, 'POST', `${t.base}/orders`, { plan_id: 1, member_id: member, paid_at: '2026-02-01T00:00:00Z' }), 201, 'POST', '/orders');
    }
    await importLines(a, 'held-sorted.csv', sorted);
    await importLines(b, 'held-shuffled.csv', shuffled, TINY);
    const [sa, sb] = [await state(a), await state(b)];
    assert.deepEqual(sb, sa);
    assert.ok(sa.events.some(([, type]) => type === 'subscription.renewed'));
    assert.ok(sa.orders.every((o) => o.subscription_id !== null));
  });

  test('a file that fails after many flushed batches leaves nothing behind, and the next import works', async () => {
    const t = await app();
    const empty = await state(t);
    const counters = () => t.app.storage.db.selectFrom('id_counters').selectAll().where('bot_id', '=', t.botId).orderBy('kind').execute();
    const before = await counters();
    await assert.rejects(importLines(t, 'late-error.csv', [...shuffled, '1,m1,abc,,2026-01-01T00:00:00Z,bad'], TINY), (e) => {
      assert.ok(e instanceof ImportRejected);
      assert.deepEqual(
        e.errors.map((x) => [x.line, x.field]),
        [[shuffled.length + 2, 'amount']],
      );
      return true;
    });
    assert.deepEqual(await state(t), empty);
    assert.deepEqual(await counters(), before);
    assert.deepEqual(await importLines(t, 'after.csv', shuffled, TINY), { rows: 404, imported: 402, duplicates: 2 });
  });

  test('a reader that fails while rows are being staged (a COPY open on PostgreSQL) leaves nothing behind, and the next import works', async () => {
    const t = await app();
    const empty = await state(t);
    const path = join(dir, 'fails-midway.csv');
    writeFileSync(path, `${[HEADER, ...shuffled].join('\n')}\n`);
    const failing = (byId: Map<number, PlanRow>, at: number, staging: Staging) =>
      (async function* () {
        let batches = 0;
        for await (const batch of validatedBatches(readOrderCsv(path), byId, at, 5, 100, staging.format)) {
          yield batch;
          if (++batches === 20) throw new Error('the disk went away');
        }
      })();
    await assert.rejects(t.app.services.orderImport.importBatches(t.bot, failing, undefined, 100, TINY), /the disk went away/);
    assert.deepEqual(await state(t), empty);
    assert.deepEqual(await importLines(t, 'after-failure.csv', shuffled, TINY), { rows: 404, imported: 402, duplicates: 2 });
  });
});

describe('storage for commands', () => {
  test('an operator command runs without the per-query time limit of requests (an import is long statements in one transaction)', async () => {
    const database = await freshDatabase();
    const bounded = openStorage(database.url);
    const unbounded = openStorage(database.url, { unboundedQueries: true });
    try {
      const limit = async (storage: Storage) =>
        dialectOf(storage.db) === 'postgres'
          ? (await sql<{ statement_timeout: string }>`SHOW statement_timeout`.execute(storage.db)).rows[0]!.statement_timeout
          : 'none';
      const dialect = dialectOf(bounded.db);
      assert.deepEqual([await limit(bounded), await limit(unbounded)], dialect === 'postgres' ? ['10s', '0'] : ['none', 'none']);
    } finally {
      await bounded.close();
      await unbounded.close();
      await database.drop();
    }
  });
});
