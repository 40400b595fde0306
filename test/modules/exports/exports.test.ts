// GET /exports/members and GET /exports/orders (SPEC §16): CSV files read back with a strict
// RFC 4180 reader (test/support/csv.ts), hostile names included; ranges; levels; and a failure
// after the first byte breaks the connection instead of ending a cut file cleanly.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, test } from 'node:test';
import { csvObjects, parseCsv } from '../../support/csv.js';
import { call, expectError, expectInvalid, expectOk, type TestApp } from '../../support/helper.js';
import { NOW, order, plan, withApp } from '../../support/lifecycle.js';

const BOM = '\uFEFF';
const MEMBER_HEADER = 'member_id,username,first_name,language_code,has_access,plans,expires_at,paid,first_paid_at,referred_by,banned';
const ORDER_HEADER = 'order_id,plan_id,member_id,amount,currency,paid_at,status,external_id,refunded_at,created_at,coupon_code';

/** What a spreadsheet would otherwise run as a formula, as the file must show it. */
const defused = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

async function getCsv(t: TestApp, path: string) {
  const res = await t.app.inject({ method: 'GET', url: `${t.base}${path}` });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
  assert.ok(res.body.startsWith(BOM), 'a byte order mark first, for Excel');
  return { text: res.body.slice(1), disposition: String(res.headers['content-disposition']) };
}

const seen = (t: TestApp, member_id: string, first_name: string | null, username: string | null = null, language_code: string | null = null) =>
  t.app.services.members.seen(t.botId, { member_id, first_name, username, language_code });

const subscriptionsOf = async (t: TestApp, memberId: string) =>
  expectOk(await call(t, 'GET', `${t.base}/subscriptions?member_id=${memberId}&limit=100`), 200, 'GET', '/subscriptions') as {
    state: string;
    plan_id: number;
    expires_at: string | null;
    ended_at: string | null;
  }[];

describe('exports', () => {
  test('the members file: hostile names come back exactly (formulas defused), with access, plans, ends and money per currency', async () => {
    await withApp({}, async (t) => {
      const monthly = await plan(t, { plan_name: 'Monthly', plan_price: '9.99' });
      const stars = await plan(t, { plan_name: 'Stars; "VIP"', plan_price: '500', plan_currency: 'XTR' });
      const lifetime = await plan(t, { plan_name: 'Forever', plan_duration: 'lifetime', plan_price: '20.00' });
      const names = {
        m1: "=cmd|' /C calc'!A0",
        m2: 'Smith, "Jr"\r\nsecond line\nthird',
        m3: '🦄 Zoë 👩‍👩‍👧',
        m4: 'مرحبا שלום \u202Eevil',
        m5: '-2+3',
        m6: '\rcarriage',
        m7: '+1 (555) 010-0000',
      };
      await seen(t, 'm1', names.m1, 'evil,"name"', 'en');
      await seen(t, 'm2', names.m2);
      await seen(t, 'm3', names.m3, null, 'uk');
      await seen(t, 'm4', names.m4);
      await seen(t, 'm5', names.m5, '@admin', '\tx');
      await seen(t, 'm6', names.m6);
      await seen(t, 'm7', names.m7);
      assert.equal(await t.app.services.members.referredBy(t.botId, 'm3', 'm1'), true);
      const first = await order(t, { plan_id: monthly, member_id: 'm1', paid_at: '2026-11-20T08:00:00Z' });
      await order(t, { plan_id: monthly, member_id: 'm1' });
      await order(t, { plan_id: stars, member_id: 'm1' });
      await order(t, { plan_id: lifetime, member_id: 'm2' });
      await order(t, { plan_id: monthly, member_id: 'm4', paid_at: '2025-01-01T00:00:00Z' });
      const refunded = await order(t, { plan_id: monthly, member_id: 'm7' });
      expectOk(await call(t, 'POST', `${t.base}/orders/${refunded.order_id}/refund`), 200, 'POST', `/orders/${refunded.order_id}/refund`);

      const { text, disposition } = await getCsv(t, '/exports/members');
      assert.equal(disposition, `attachment; filename="tollgate-bot${t.botId}-members-${NOW.slice(0, 10)}.csv"`);
      assert.ok(text.startsWith(`${MEMBER_HEADER}\r\n`));
      const rows = csvObjects(text);

      /** The latest end as the file states it: of the live subscriptions, or of the ended ones. */
      const endOf = async (memberId: string) => {
        const subs = await subscriptionsOf(t, memberId);
        const live = subs.filter((s) => s.state === 'active' || s.state === 'canceled');
        if (live.some((s) => s.expires_at === null)) return '';
        const ends = live.length ? live.map((s) => s.expires_at!) : subs.map((s) => s.ended_at ?? s.expires_at!);
        return ends.sort().at(-1) ?? '';
      };
      const row = (member_id: string, fields: Record<string, string>) => ({
        member_id,
        username: '',
        first_name: defused(names[member_id as keyof typeof names]),
        language_code: '',
        has_access: 'false',
        plans: '',
        expires_at: '',
        paid: '',
        first_paid_at: '',
        referred_by: '',
        banned: 'false',
        ...fields,
      });
      assert.deepEqual(rows, [
        row('m1', {
          username: 'evil,"name"',
          language_code: 'en',
          has_access: 'true',
          plans: 'Monthly; Stars; "VIP"',
          expires_at: await endOf('m1'),
          paid: 'USD 19.98; XTR 500',
          first_paid_at: first.paid_at,
        }),
        row('m2', { has_access: 'true', plans: 'Forever', paid: 'USD 20.00', first_paid_at: NOW }),
        row('m3', { language_code: 'uk', referred_by: 'm1' }),
        row('m4', { expires_at: await endOf('m4'), paid: 'USD 9.99', first_paid_at: '2025-01-01T00:00:00.000Z' }),
        row('m5', { username: "'@admin", language_code: "'\tx" }),
        row('m6', {}),
        row('m7', { expires_at: await endOf('m7') }),
      ]);
      // The defused cells are the only change: each first_name is the stored one, an apostrophe
      // before those a spreadsheet would run.
      assert.deepEqual(
        rows.map((r) => r.first_name),
        Object.values(names).map(defused),
      );
      assert.equal(rows[0]!.first_name, "'=cmd|' /C calc'!A0");
      assert.notEqual(rows[6]!.expires_at, '');
    });
  });

  test('the orders file: every field of the order resource and coupon_code, oldest first, within [from, to)', async () => {
    await withApp({}, async (t) => {
      const monthly = await plan(t, { plan_price: '9.99' });
      const stars = await plan(t, { plan_name: 'Stars', plan_price: '500', plan_currency: 'XTR' });
      await order(t, { plan_id: monthly, member_id: '-1', paid_at: '2026-11-01T00:00:00Z', external_id: '=HYPERLINK("http://evil.example","x")' });
      await order(t, { plan_id: stars, member_id: '42', paid_at: '2026-10-01T00:00:00Z' });
      await order(t, { plan_id: monthly, member_id: '43', paid_at: '2026-11-10T00:00:00Z', external_id: 'pay, "1"\nsecond' });
      const last = await order(t, { plan_id: monthly, member_id: '44', amount: '12.50', paid_at: '2026-11-20T00:00:00Z' });
      expectOk(await call(t, 'POST', `${t.base}/orders/${last.order_id}/refund`), 200, 'POST', `/orders/${last.order_id}/refund`);
      const listed = expectOk(await call(t, 'GET', `${t.base}/orders?limit=100`), 200, 'GET', '/orders') as Record<string, unknown>[];
      const asCells = (o: Record<string, unknown>) => Object.values(o).map((v) => (v === null ? '' : defused(String(v))));

      const { text, disposition } = await getCsv(t, '/exports/orders');
      assert.equal(disposition, `attachment; filename="tollgate-bot${t.botId}-orders-${NOW.slice(0, 10)}.csv"`);
      const [header, ...rows] = parseCsv(text);
      assert.equal(header!.join(','), ORDER_HEADER);
      assert.deepEqual(header, Object.keys(listed[0]!), 'the columns are the order resource');
      assert.deepEqual(rows, listed.reverse().map(asCells));
      assert.equal(rows[1]![7], '\'=HYPERLINK("http://evil.example","x")');
      assert.equal(rows[1]![2], "'-1");
      assert.equal(rows[3]![6], 'refunded');

      // [from, to): paid_at at `from` is in, at `to` out.
      const ranged = parseCsv((await getCsv(t, '/exports/orders?from=2026-11-01T00:00:00Z&to=2026-11-20T00:00:00Z')).text);
      assert.deepEqual(
        ranged.slice(1).map((r) => r[5]),
        ['2026-11-01T00:00:00.000Z', '2026-11-10T00:00:00.000Z'],
      );
      assert.deepEqual(parseCsv((await getCsv(t, '/exports/orders?from=2027-01-01T00:00:00%2B02:00')).text), [ORDER_HEADER.split(',')]);
      assert.equal(parseCsv((await getCsv(t, '/exports/orders?to=2026-11-01T00:00:00Z')).text).length, 2);
    });
  });

  test('a ban, form answers (a column per question, archived forms too) and coupons are in the files', async () => {
    await withApp({}, async (t) => {
      const monthly = await plan(t, { plan_price: '10.00' });
      await seen(t, 'a1', 'Ann');
      await seen(t, 'b2', 'Bob');
      await seen(t, 'c3', 'Cy');
      const form = async (form_name: string, questions: Record<string, unknown>[]) =>
        expectOk(await call(t, 'POST', `${t.base}/forms`, { form_name, plan_ids: [monthly], questions }), 201, 'POST', '/forms');
      const first = await form('Intake', [
        { key: 'email', prompt: 'Email?', kind: 'email' },
        { key: 'note', prompt: 'Note?', kind: 'text', required: false },
      ]);
      const answer = async (memberId: string, f: { form_id: number }, answers: (string | null)[]) => {
        const row = (await t.app.services.forms.formToAnswer(t.botId, memberId, monthly))!;
        assert.equal(Number(row.form_id), f.form_id);
        await t.app.services.forms.start(t.botId, memberId, row, monthly);
        const bot = { ...(await t.app.services.settings.contextOf(t.botId)), actor: { type: 'member' as const, member_id: memberId } };
        for (const [index, text] of answers.entries()) await t.app.services.forms.answer(bot, memberId, { formId: f.form_id, index }, text);
      };
      await answer('a1', first, ['ann@example.com', '=1+1']);
      await answer('b2', first, ['bob@example.com', null]);
      // The first form is archived (it has responses); a second one takes its plan.
      expectOk(await call(t, 'DELETE', `${t.base}/forms/${first.form_id}`), 200, 'DELETE', `/forms/${first.form_id}`);
      const second = await form('Level', [{ key: 'level', prompt: 'Level?', kind: 'choice', choices: ['Low', 'High'] }]);
      await answer('a1', second, ['High']);
      expectOk(await call(t, 'POST', `${t.base}/members/c3/ban`, { reason: 'spam' }), 200, 'POST', '/members/c3/ban');
      expectOk(await call(t, 'POST', `${t.base}/coupons`, { code: 'HALF', percent_off: 50 }), 201, 'POST', '/coupons');
      await order(t, { plan_id: monthly, member_id: 'b2', coupon_code: 'HALF' });

      const members = csvObjects((await getCsv(t, '/exports/members')).text);
      const formHeaders = [`form:${first.form_id}:email`, `form:${first.form_id}:note`, `form:${second.form_id}:level`];
      assert.deepEqual(Object.keys(members[0]!), [...MEMBER_HEADER.split(','), ...formHeaders]);
      assert.deepEqual(
        members.map((m) => [m.member_id, m.banned, ...formHeaders.map((h) => m[h])]),
        [
          ['a1', 'false', 'ann@example.com', "'=1+1", 'High'],
          ['b2', 'false', 'bob@example.com', '', ''],
          ['c3', 'true', '', '', ''],
        ],
      );
      const [header, row] = parseCsv((await getCsv(t, '/exports/orders')).text);
      assert.deepEqual([row![header!.indexOf('amount')], row![header!.indexOf('coupon_code')]], ['5.00', 'HALF']);
    });
  });

  test('bad input is a clear 422 before any byte of a file: from after to, a time that is not one, an unknown parameter', async () => {
    await withApp({}, async (t) => {
      const res = await call(t, 'GET', `${t.base}/exports/orders?from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z`);
      const fields = expectInvalid(res, 'GET', '/exports/orders', ['from']);
      assert.equal(fields.from, 'must not be after to (2026-11-02T00:00:00Z is after 2026-11-01T00:00:00Z)');
      assert.equal(res.headers['content-disposition'], undefined);
      expectInvalid(await call(t, 'GET', `${t.base}/exports/orders?to=yesterday`), 'GET', '/exports/orders', ['to']);
      expectInvalid(await call(t, 'GET', `${t.base}/exports/orders?limit=5`), 'GET', '/exports/orders', ['limit']);
      // The same instant for both is an empty range, not an error.
      assert.equal(parseCsv((await getCsv(t, '/exports/orders?from=2026-11-01T00:00:00Z&to=2026-11-01T00:00:00Z')).text).length, 1);
    });
  });

  test('level 5 and above: a level-4 key gets 403 and no file', async () => {
    await withApp({}, async (t) => {
      const key = async (admin_level: number) => expectOk(await call(t, 'POST', `${t.base}/keys`, { admin_level }), 201, 'POST', '/keys').api_key as string;
      const weak = `/v1/bot${t.botId}/${await key(4)}`;
      const five = `/v1/bot${t.botId}/${await key(5)}`;
      for (const path of ['/exports/members', '/exports/orders']) {
        const refused = expectError(await call(t, 'GET', `${weak}${path}`), 403, 'forbidden', 'GET', path);
        assert.match(refused.description, /level 5/);
        const res = await t.app.inject({ method: 'GET', url: `${five}${path}` });
        assert.equal(res.statusCode, 200);
      }
    });
  });

  test('a failure after the first byte breaks the connection: no clean end for a cut file', async () => {
    await withApp({}, async (t) => {
      const monthly = await plan(t);
      // More orders than one chunk, then a row the exporter cannot write (a currency no table
      // knows, as a damaged database might hold), so the failure comes mid-file.
      const rows = Array.from({ length: 6_000 }, (_, n) => ({
        bot_id: t.botId,
        order_id: n + 1,
        plan_id: monthly,
        member_id: `m${n}`,
        amount_minor: 500,
        currency: n === 5_500 ? 'ZZZ' : 'USD',
        paid_at: Date.parse('2026-01-01T00:00:00Z') + n * 1000,
        status: 'paid' as const,
        external_id: null,
        refunded_at: null,
        created_at: Date.parse(NOW),
        subscription_id: null,
        provider: null,
      }));
      for (let n = 0; n < rows.length; n += 500)
        await t.app.storage.db
          .insertInto('orders')
          .values(rows.slice(n, n + 500))
          .execute();

      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const outcome = await new Promise<{ status: number; bytes: number; ended: boolean; error: string | null }>((resolve) => {
        const req = request({ host: '127.0.0.1', port, path: `${t.base}/exports/orders` }, (res) => {
          let bytes = 0;
          let ended = false;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          res.on('end', () => {
            ended = true;
          });
          res.on('close', () => resolve({ status: res.statusCode ?? 0, bytes, ended, error: res.errored?.message ?? null }));
        });
        req.on('error', (err) => resolve({ status: 0, bytes: 0, ended: false, error: err.message }));
        req.end();
      });
      assert.equal(outcome.status, 200);
      assert.ok(outcome.bytes > 100_000, `the first chunks arrived (${outcome.bytes} bytes)`);
      assert.equal(outcome.ended, false, 'the response did not end cleanly');
      assert.match(outcome.error ?? '', /aborted|socket hang up|ECONNRESET/);
    });
  });
});
