// The dashboard reads like a product (SPEC §12; issue 29, items 8 and 9): every day, date and
// filter is the bot's time zone's, not the browser's — the Orders screen's day holds exactly the
// orders orders/count counts for it — and lists show amounts as the overview does, plans and
// members by name, lengths in words. First the helpers alone, then a bot in Asia/Tokyo seen from
// a browser in UTC.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { recentPeriods } from '../../src/time/periods.js';
import { formatAmount, formatDateTime, lengthInWords } from '../../src/web/ui/format.js';
import { dayEnd, dayStart, wallTimeInstant } from '../../src/web/ui/zone.js';
import { type DashboardWorld, openScreen, PAGE, startDashboardWorld } from '../support/dashboard-world.js';
import { until } from '../support/until.js';
import { speakInTests } from '../support/web-locales.js';

/** The page acts on its own time: a browser on a busy machine has 30 s before a wait is called hung. */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the dashboard’s days, dates and values (helpers)', () => {
  // The helpers' words come from the dashboard's English catalogue, as in a browser in English.
  speakInTests('en');

  test('dayStart/dayEnd: the instants a date of the zone begins and ends', () => {
    assert.equal(dayStart('2026-06-15', 'Asia/Tokyo'), '2026-06-14T15:00:00.000Z');
    assert.equal(dayEnd('2026-06-15', 'Asia/Tokyo'), '2026-06-15T15:00:00.000Z');
    assert.equal(dayStart('2026-06-15', 'UTC'), '2026-06-15T00:00:00.000Z');
    // A 23-hour day (New York's clocks go forward at 02:00).
    assert.equal(dayStart('2026-03-08', 'America/New_York'), '2026-03-08T05:00:00.000Z');
    assert.equal(dayEnd('2026-03-08', 'America/New_York'), '2026-03-09T04:00:00.000Z');
    // Month ends roll over.
    assert.equal(dayEnd('2026-12-31', 'Asia/Tokyo'), '2026-12-31T15:00:00.000Z');
  });

  test('dayStart is the start of the day orders/count counts, in zones with and without DST', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    for (const zone of ['Asia/Tokyo', 'Europe/Berlin', 'America/New_York', 'America/Santiago', 'Australia/Lord_Howe', 'UTC']) {
      for (const period of recentPeriods('day', 400, zone, now)) {
        assert.equal(dayStart(period.label, zone), new Date(period.start).toISOString(), `${zone} ${period.label}`);
        assert.equal(dayEnd(period.label, zone), new Date(period.end).toISOString(), `${zone} ${period.label} end`);
      }
    }
  });

  test('wallTimeInstant: a datetime-local value read on the bot’s clock', () => {
    assert.equal(wallTimeInstant('2026-06-15T23:30', 'Asia/Tokyo'), '2026-06-15T14:30:00.000Z');
    assert.equal(wallTimeInstant('2026-07-01T09:00', 'Europe/Berlin'), '2026-07-01T07:00:00.000Z');
    assert.equal(wallTimeInstant('2026-01-01T09:00', 'Europe/Berlin'), '2026-01-01T08:00:00.000Z');
    // 02:30 does not exist in New York on 2026-03-08: read with the offset before the change.
    assert.equal(wallTimeInstant('2026-03-08T02:30', 'America/New_York'), '2026-03-08T07:30:00.000Z');
  });

  test('amounts as the overview writes them; dates in one style; lengths in words', () => {
    assert.equal(formatAmount('1500', 'JPY', 'en-US'), '¥1,500');
    assert.equal(formatAmount('9.99', 'USD', 'en-US'), '$9.99');
    assert.equal(formatAmount('1234.50', 'EUR', 'en-US'), '€1,234.50');
    assert.equal(formatAmount('12.345', 'BHD', 'en-US'), 'BHD\u00a012.345');
    assert.equal(formatDateTime('2026-06-15T14:30:00Z', 'Asia/Tokyo'), '15 Jun 2026, 23:30');
    assert.equal(formatDateTime('2026-06-15T14:30:00Z', 'UTC'), '15 Jun 2026, 14:30');
    assert.deepEqual(['P1M', 'P7D', 'P1Y6M', 'P1Y', 'P30D', 'P2Y1D', 'lifetime', '2027-06-30'].map(lengthInWords), [
      '1 month',
      '7 days',
      '1 year 6 months',
      '1 year',
      '30 days',
      '2 years 1 day',
      'lifetime',
      'until 30 Jun 2027',
    ]);
  });
});

/** A Tokyo wall-clock time as an instant (Tokyo has no DST: always +09:00). */
const tokyo = (day: string, time: string) => new Date(`${day}T${time}:00+09:00`).toISOString();
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `YYYY-MM-DD` as the dashboard writes a date: "15 Jun 2026". */
const written = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${d} ${MONTHS[m! - 1]} ${y}`;
};

interface Row {
  id: number;
  paidAt: string;
  status: string;
  cells: string[];
}

/** The Orders table's rows as the page shows them. */
async function orderRows(page: Page): Promise<Row[]> {
  return page
    .getByRole('table', { name: 'Orders, newest first' })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const cells = [...row.querySelectorAll('td')].map((c) => c.textContent ?? '');
        return { id: Number(cells[0]), paidAt: cells[1] ?? '', status: cells[5] ?? '', cells };
      }),
    );
}

describe('a bot in Asia/Tokyo seen from a browser in UTC', { concurrency: true }, () => {
  let world: DashboardWorld;
  const member = { member_id: '880000001', username: 'hanako', first_name: 'Hanako', language_code: 'ja' };
  // A Tokyo day three days ago, and orders on both sides of both its ends.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(Date.now() - 3 * DAY);
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
  const previous = new Date(Date.parse(`${day}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
  const paid = { before: tokyo(previous, '23:30'), first: tokyo(day, '00:30'), last: tokyo(day, '23:30'), after: tokyo(next, '00:30') };
  const ids: Record<keyof typeof paid, number> = { before: 0, first: 0, last: 0, after: 0 };
  const until30June = `${new Date().getUTCFullYear() + 1}-06-30`;
  let planId = 0;

  before(async () => {
    world = await startDashboardWorld({}, async (services, botId) => {
      await services.members.seen(botId, member);
    });
    assert.equal((await world.api('PATCH', '/settings', { timezone: 'Asia/Tokyo' })).status, 200);
    const plan = await world.api('POST', '/plans', { plan_name: 'Tokyo monthly', plan_duration: 'P1M', plan_price: '1500', plan_currency: 'JPY' });
    assert.equal(plan.status, 201);
    planId = plan.body.result.plan_id;
    const dated = await world.api('POST', '/plans', { plan_name: 'Season ticket', plan_duration: until30June, plan_price: '49.00', plan_currency: 'USD' });
    assert.equal(dated.status, 201, JSON.stringify(dated.body));
    for (const key of Object.keys(paid) as (keyof typeof paid)[]) {
      const order = await world.api('POST', '/orders', { plan_id: planId, member_id: member.member_id, paid_at: paid[key], external_id: `tokyo-${key}` });
      assert.equal(order.status, 201, JSON.stringify(order.body));
      ids[key] = order.body.result.order_id;
    }
  });
  after(async () => {
    await world?.stop();
  });

  test('the Orders screen’s day is the bot’s: exactly the orders orders/count counts, at Tokyo’s times', async () => {
    const page = await world.signedIn({ timezoneId: 'UTC', locale: 'en-US' });
    assert.equal(await page.evaluate('Intl.DateTimeFormat().resolvedOptions().timeZone'), 'UTC');
    await openScreen(page, 'Orders');
    await page.getByLabel('Paid from').fill(day);
    await page.getByLabel('Paid through').fill(day);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    // The filtered list has replaced the first page (which held the next Tokyo day's orders).
    await page.getByRole('button', { name: `Refund order ${ids.after}`, exact: true }).waitFor({ state: 'detached', timeout: PAGE.within });
    await page.getByRole('button', { name: `Refund order ${ids.first}`, exact: true }).waitFor({ timeout: PAGE.within });
    for (let more = page.getByRole('button', { name: 'More orders' }); await more.isVisible(); ) {
      await more.click();
      await until(
        () => more.isDisabled().catch(() => false),
        (busy) => !busy,
        'the next page',
        PAGE,
      );
    }
    const rows = await orderRows(page);
    const shown = new Set(rows.map((r) => r.id));

    // orders/count's sales for that Tokyo day, every currency: the paid orders listed.
    const counts = (await world.api('GET', '/orders/count?interval_unit=day&interval_count=10')).body.result as { period: string; sales: number }[];
    const sales = counts.filter((e) => e.period === day).reduce((n, e) => n + e.sales, 0);
    assert.ok(sales >= 2, `orders/count counts ${sales} sales on ${day}`);
    assert.equal(rows.filter((r) => r.status === 'paid').length, sales, `paid rows on ${day} against orders/count's sales`);

    // The day's first and last minutes in Tokyo are in; the minutes either side are not.
    assert.ok(shown.has(ids.first) && shown.has(ids.last), 'the orders of 00:30 and 23:30 Tokyo time are listed');
    assert.ok(!shown.has(ids.before) && !shown.has(ids.after), 'the orders of 23:30 the day before and 00:30 the day after are not');
    // And they are the API's orders of that Tokyo day, every one.
    const from = encodeURIComponent(tokyo(day, '00:00'));
    const to = encodeURIComponent(tokyo(next, '00:00'));
    const api = (await world.api('GET', `/orders?from=${from}&to=${to}&limit=100`)).body.result as { order_id: number }[];
    assert.deepEqual([...shown].sort(), api.map((o) => o.order_id).sort());

    // Times are Tokyo's, in one style: every row on that date; the boundary orders at 00:30 and 23:30.
    for (const r of rows) assert.ok(r.paidAt.startsWith(`${written(day)}, `), `row ${r.id} paid at ${r.paidAt}`);
    assert.equal(rows.find((r) => r.id === ids.first)?.paidAt, `${written(day)}, 00:30`);
    assert.equal(rows.find((r) => r.id === ids.last)?.paidAt, `${written(day)}, 23:30`);
    await page.getByText('Days and times are the bot’s time zone’s (Asia/Tokyo)').waitFor();
    await page.context().close();
  });

  test('an order reads as a sale: ¥1,500, the plan’s name, the member’s name with the id after it', async () => {
    const page = await world.signedIn({ timezoneId: 'UTC', locale: 'en-US' });
    await openScreen(page, 'Orders');
    await page.getByLabel('Paid from').fill(day);
    await page.getByLabel('Paid through').fill(day);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.getByRole('button', { name: `Refund order ${ids.first}`, exact: true }).waitFor({ timeout: PAGE.within });
    const row = (await orderRows(page)).find((r) => r.id === ids.first)!;
    assert.deepEqual(row.cells.slice(0, 7), [
      String(ids.first),
      `${written(day)}, 00:30`,
      `Hanako @hanako ${member.member_id}`,
      'Tokyo monthly',
      '¥1,500',
      'paid',
      'tokyo-first',
    ]);
    // The refund's question names the amount the same way.
    await page.getByRole('button', { name: `Refund order ${ids.first}`, exact: true }).click();
    await page.getByRole('dialog').getByText(`Refund order ${ids.first} (¥1,500)?`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await world.checkAccessibility(page, 'Orders (filtered, Tokyo)');
    await page.context().close();
  });

  test('plans show lengths in words and prices as the overview writes them', async () => {
    const page = await world.signedIn({ timezoneId: 'UTC', locale: 'en-US' });
    await openScreen(page, 'Plans');
    const table = page.getByRole('table', { name: 'Plans' });
    await table.waitFor();
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((c) => c.textContent ?? '')));
    const byName = new Map(rows.map((cells) => [cells[0]!.replace(/^\d+\. /, ''), cells]));
    assert.deepEqual(byName.get('Tokyo monthly')?.slice(1, 3), ['1 month', '¥1,500']);
    assert.deepEqual(byName.get('Season ticket')?.slice(1, 3), [`until ${written(until30June)}`, '$49.00']);
    assert.deepEqual(byName.get('Lounge pass')?.slice(1, 3), ['30 days', '¥1,500']);
    assert.ok(
      rows.some((cells) => cells[1] === 'lifetime'),
      'the demo’s lifetime plan',
    );
    assert.ok(
      rows.every((cells) => !/^P\d|^\d+(\.\d+)? [A-Z]{3}$/.test(`${cells[1]}`) && !/ [A-Z]{3}$/.test(`${cells[2]}`)),
      JSON.stringify(rows),
    );
    await page.context().close();
  });

  test('subscriptions and members name the member and the plan', async () => {
    const page = await world.signedIn({ timezoneId: 'UTC', locale: 'en-US' });
    await openScreen(page, 'Subscriptions');
    const filter = page.getByRole('form', { name: 'Filter subscriptions' });
    await filter.getByLabel('Member id').fill(member.member_id);
    await filter.getByLabel('Plan', { exact: true }).selectOption({ label: 'Tokyo monthly' });
    await filter.getByRole('button', { name: 'Show' }).click();
    const table = page.getByRole('table', { name: 'Subscriptions, newest first' });
    await until(
      () => table.locator('tbody tr').allTextContents(),
      (rows) => rows.length > 0 && rows.every((r) => r.includes(`Hanako @hanako ${member.member_id}`) && r.includes('Tokyo monthly')),
      'Hanako’s Tokyo monthly subscriptions, by name',
      PAGE,
    );
    await openScreen(page, 'Members');
    await page.getByRole('button', { name: 'Hanako @hanako', exact: true }).waitFor({ timeout: PAGE.within });
    await page.getByRole('cell', { name: `Hanako @hanako ${member.member_id}`, exact: true }).waitFor();
    await page.context().close();
  });
});
