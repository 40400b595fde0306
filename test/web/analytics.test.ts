// The Analytics screen (SPEC §17) in Chromium: a level-3 admin reads, per currency, the summary
// cards, the MRR movements of the last 12 months (chart with its legend and summary, and the table
// under it) and the cohort heat map — each compared with what the API answers — besides the demo
// bot's history, a small GBP history seeded through the API whose figures are also worked out by
// hand. axe-core passes; a bot with nothing recurring says so; a level-2 key has no Analytics.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { AnalyticsSummary, Cohort, RevenueEntry } from '../../src/client/types.js';
import { formatAmount, formatPercent, percentOf } from '../../src/web/ui/format.js';
import { type DashboardWorld, openScreen, PAGE, settled, signIn, startDashboardWorld } from '../support/dashboard-world.js';
import { until } from '../support/until.js';

const DAY_MS = 86_400_000;
const LOCALE = 'en-US';
const money = (amount: string | null, currency: string) => (amount === null ? '—' : formatAmount(amount, currency, LOCALE));

/** The cards of a section as [name, value] pairs. */
async function cards(page: Page, section: string): Promise<string[][]> {
  return page
    .getByRole('region', { name: section })
    .locator('dl.cards > div')
    .evaluateAll((divs) => divs.map((d) => [d.querySelector('dt')?.textContent ?? '', d.querySelector('dd .value')?.textContent ?? '']));
}

/** A table's body rows as the cells' text (row headers included). */
async function rows(page: Page, table: string): Promise<string[][]> {
  return page
    .getByRole('table', { name: table })
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent ?? '')));
}

/** The summary cards the screen should show for one currency of the API's summary. */
function expectedCards(now: AnalyticsSummary['currencies'][number]): string[][] {
  return [
    ['MRR', money(now.mrr, now.currency)],
    ['ARR', money(now.arr, now.currency)],
    ['Paying members', now.paying_members.toLocaleString('en-US')],
    ['ARPU', money(now.arpu, now.currency)],
    ['Churn, last 30 days', formatPercent(now.churn_rate_30d)],
    ['LTV', money(now.ltv, now.currency)],
  ];
}

/** The movements table's rows for one currency of the API's revenue; the latest month is "so far". */
function expectedMovements(revenue: RevenueEntry[], currency: string): string[][] {
  const mine = revenue.filter((r) => r.currency === currency);
  return mine.map((r, i) => [
    i === mine.length - 1 ? `${r.period} (so far)` : r.period,
    ...(['mrr_start', 'new', 'reactivation', 'expansion', 'contraction', 'churned', 'mrr_end'] as const).map((f) => money(r[f], currency)),
  ]);
}

describe('the analytics screen', () => {
  let world: DashboardWorld;
  let empty: { bot_id: number; api_key: string };
  before(async () => {
    // No subscription clock: nothing changes the figures between the page's reading and the test's.
    world = await startDashboardWorld({ SUBSCRIPTION_CLOCK_MS: '0' }, async (services) => {
      empty = await services.botCreation.createBot({ bot_id: 8_800_001, owner_id: '1001', bot_name: 'Just started', default_currency: 'USD', timezone: 'UTC' });
    });
    const ok = async (method: string, path: string, body: object) => {
      const reply = await world.api(method, path, body);
      assert.equal(reply.status, 201, JSON.stringify(reply.body));
      return reply.body.result;
    };
    // A GBP history beside the demo's: Ann pays every month since 70 days ago; Ben paid 100 days
    // ago, lapsed, and came back 5 days ago; Cleo paid 45 days ago and lapsed about 15 days ago;
    // Dan is in a free trial; Eve tried it and paid today.
    const plan = (await ok('POST', '/plans', { plan_name: 'Club', plan_duration: 'P1M', plan_price: '10.00', plan_currency: 'GBP', plan_trial: 'P7D' }))
      .plan_id;
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    const pay = (member: string, days: number, n: number) =>
      ok('POST', '/orders', { member_id: member, plan_id: plan, paid_at: ago(days), external_id: `gbp-${member}-${n}` });
    await pay('9001', 70, 1);
    await pay('9001', 40, 2);
    await pay('9001', 10, 3);
    await pay('9002', 100, 1);
    await pay('9002', 5, 2);
    await pay('9003', 45, 1);
    await ok('POST', '/subscriptions', { member_id: '9004', plan_id: plan, trial: true });
    await ok('POST', '/subscriptions', { member_id: '9005', plan_id: plan, trial: true });
    await pay('9005', 0, 1);
  });
  after(() => world?.stop());

  test('a level-3 admin reads the summary, the movements and the cohorts of every currency as the API answers them', async () => {
    const key = (await world.api('POST', '/keys', { admin_level: 3, label: 'analyst' })).body.result.api_key as string;
    const page = await world.page({ locale: LOCALE });
    await signIn(page, String(world.botId), key);
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor({ timeout: PAGE.within });
    // Right after Overview in the navigation.
    const nav = await page.getByRole('navigation', { name: 'Sections' }).getByRole('link').allTextContents();
    assert.deepEqual(nav.slice(0, 3), ['Overview', 'Analytics', 'Orders']);
    await openScreen(page, 'Analytics');
    await settled(page);

    const summary = (await world.api('GET', '/analytics/summary')).body.result as AnalyticsSummary;
    const revenue = (await world.api('GET', '/analytics/revenue?interval_unit=month&interval_count=12')).body.result as RevenueEntry[];
    const cohorts = (await world.api('GET', '/analytics/cohorts?cohort_count=12')).body.result as Cohort[];

    // The GBP figures, by hand: Ann, Ben and Eve pay 10.00 a month each; of Ann and Cleo (paying
    // 30 days ago) Cleo pays nothing now: churn ½, LTV 10.00 ÷ ½. Eve's trial converted.
    const gbp = summary.currencies.find((c) => c.currency === 'GBP');
    assert.deepEqual(gbp, { currency: 'GBP', mrr: '30.00', arr: '360.00', paying_members: 3, arpu: '10.00', churn_rate_30d: 0.5, ltv: '20.00' });
    assert.deepEqual(summary.trials, { active: 1, started_90d: 2, converted_90d: 1, conversion_rate: 0.5 });

    // Every currency with recurring revenue is offered; each shows its own cards and movements.
    const currencies = [...new Set([...summary.currencies.map((c) => c.currency), ...revenue.map((r) => r.currency)])];
    assert.ok(currencies.length > 1 && currencies.includes('GBP'), currencies.join());
    const picker = page.getByLabel('Currency');
    assert.deepEqual(await picker.locator('option').allTextContents(), currencies);
    for (const currency of currencies) {
      await picker.selectOption(currency);
      const now = summary.currencies.find((c) => c.currency === currency)!;
      await until(
        () => cards(page, 'Recurring revenue'),
        (shown) => JSON.stringify(shown) === JSON.stringify(expectedCards(now)),
        `${currency}'s cards`,
        PAGE,
      );
      assert.deepEqual(await rows(page, `MRR movements in ${currency} per month`), expectedMovements(revenue, currency));
      const chart = page.getByRole('img', { name: new RegExp(`^MRR movements in ${currency} per month, `) });
      assert.match(
        (await chart.getAttribute('aria-label'))!,
        /MRR went from .* to .*; in all .* new, .* reactivation, .* expansion, .* contraction and .* churned\./,
      );
    }
    await picker.selectOption('GBP');
    assert.deepEqual((await rows(page, 'MRR movements in GBP per month')).at(-1)?.at(-1), '£30.00');

    // The chart's legend names every series and reads the latest month without hovering.
    const legend = await page
      .locator('.chart .u-legend .u-series')
      .evaluateAll((trs) => trs.map((tr) => [tr.querySelector('.u-label')?.textContent ?? '', tr.querySelector('.u-value')?.textContent ?? '']));
    const gbpRows = revenue.filter((r) => r.currency === 'GBP');
    const latest = gbpRows.at(-1)!;
    assert.deepEqual(
      legend.map(([label]) => label),
      ['Period', 'New', 'Reactivation', 'Expansion', 'Contraction', 'Churned', 'Net change'],
    );
    assert.equal(legend[1]![1], money(latest.new, 'GBP'));
    assert.ok(
      legend.every(([, value]) => value !== '' && value !== '--'),
      JSON.stringify(legend),
    );

    assert.deepEqual(await cards(page, 'Free trials'), [
      ['Active trials', '1'],
      ['Started, last 90 days', '2'],
      ['Converted', '1'],
      ['Conversion rate', formatPercent(0.5)],
    ]);

    // The cohorts: a row per month, oldest first, the share still paying in each month reached.
    const months = Math.max(...cohorts.map((c) => c.retained.length));
    const heat = page.getByRole('table', { name: 'Members still paying, by month of their first payment' });
    assert.deepEqual(await heat.locator('thead th').allTextContents(), ['Cohort', 'Members', ...Array.from({ length: months }, (_, k) => `Month ${k}`)]);
    const cells = await heat
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) =>
          [...tr.querySelectorAll('th, td')].map((c, i) => (i < 2 ? (c.textContent ?? '') : [c.textContent ?? '', c.getAttribute('aria-label') ?? ''])),
        ),
      );
    assert.deepEqual(
      cells,
      cohorts.map((c) => [
        c.cohort,
        String(c.members),
        ...Array.from({ length: months }, (_, k) => {
          const n = c.retained[k];
          if (n === undefined || c.members === 0) return ['', ''];
          const percent = percentOf(n, c.members);
          const when = k === c.retained.length - 1 ? 'now' : `at the end of month ${k}`;
          return [`${percent}%`, `${n} of ${c.members} still paying ${when} (${percent}%)`];
        }),
      ]),
    );
    await world.checkAccessibility(page, 'Analytics');
    await world.screenshot(page, 'analytics');

    // At a phone's width the page itself never scrolls sideways (the tables scroll in their frame).
    await page.setViewportSize({ width: 375, height: 740 });
    await until(
      () => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth'),
      (overflow) => overflow === 0,
      'no sideways scrolling at 375 px',
      PAGE,
    );
    await world.checkAccessibility(page, 'Analytics (phone)');
    await world.screenshot(page, 'analytics-phone');
    await page.context().close();
  });

  test('a bot with nothing recurring yet says so instead of showing zeros', async () => {
    const page = await world.page({ locale: LOCALE });
    await signIn(page, String(empty.bot_id), empty.api_key);
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor({ timeout: PAGE.within });
    await openScreen(page, 'Analytics');
    await settled(page);
    const recurring = page.getByRole('region', { name: 'Recurring revenue' });
    assert.match((await recurring.textContent())!, /No recurring revenue yet\./);
    assert.equal(await recurring.locator('dl.cards').count(), 0);
    assert.equal(await page.getByRole('heading', { name: 'MRR movements' }).count(), 0);
    assert.match((await page.getByRole('region', { name: 'Free trials' }).textContent())!, /No free trial in the last 90 days\./);
    assert.match((await page.getByRole('region', { name: 'Cohorts' }).textContent())!, /No paying members yet/);
    await world.checkAccessibility(page, 'Analytics, nothing yet');
    await page.context().close();
  });

  test('a level-2 key has no Analytics in the navigation, and the screen says what it needs', async () => {
    const key = (await world.api('POST', '/keys', { admin_level: 2, label: 'moderator' })).body.result.api_key as string;
    const page = await world.page();
    await signIn(page, String(world.botId), key);
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor({ timeout: PAGE.within });
    assert.equal(await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Analytics' }).count(), 0);
    assert.match((await page.locator('.not-shown').textContent())!, /Analytics/);
    await page.evaluate(`location.hash = '#/analytics'`);
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor({ timeout: PAGE.within });
    assert.equal(await page.locator('.not-yours').textContent(), 'The Analytics screen needs level 3; you are level 2.');
    assert.equal(await page.getByRole('region', { name: 'Recurring revenue' }).count(), 0);
    await page.context().close();
  });
});
