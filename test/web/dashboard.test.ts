// The dashboard in a real browser (SPEC §12): Debian's Chromium, driven by playwright-core,
// against a real `tollgate serve` holding the demo bot. Sign-in, the key kept for the tab only,
// the revenue chart's numbers against orders/count, a phone's width, axe-core, the strict CSP and
// the bundle's size. Each screen's own journeys are in test/web/screens.test.ts.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { type DashboardWorld, signIn, startDashboardWorld } from '../support/dashboard-world.js';

const ASSETS = join(import.meta.dirname, '..', '..', 'dist', 'web', 'assets');

/** The revenue table as the page shows it: period, exact revenue, sales. */
async function revenueRows(page: Page): Promise<[string, string, number][]> {
  const table = page.getByRole('table', { name: /^Revenue and sales in/ });
  await table.waitFor();
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td')];
      return [cells[0]!.textContent ?? '', cells[1]!.querySelector('[data-revenue]')!.getAttribute('data-revenue') ?? '', Number(cells[2]!.textContent)] as [
        string,
        string,
        number,
      ];
    }),
  );
}

describe('the dashboard', { concurrency: true }, () => {
  let world: DashboardWorld;
  before(async () => {
    world = await startDashboardWorld();
  });
  after(async () => {
    await world?.stop();
  });

  test('GET / serves the page with a strict Content-Security-Policy and nothing from another origin', async () => {
    const res = await fetch(`${world.server.url}/`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    assert.equal(
      res.headers.get('content-security-policy'),
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    const html = await res.text();
    assert.doesNotMatch(html, /<script(?![^>]*\ssrc="\/assets\/)/, 'inline or foreign scripts');
    assert.doesNotMatch(html, /https?:\/\//, 'an address of another origin');
  });

  test('the page’s own bundle is under 250 KB gzipped', () => {
    const files = readdirSync(ASSETS).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
    assert.ok(files.some((f) => f.endsWith('.js')));
    const gzipped = files.reduce((n, f) => n + gzipSync(readFileSync(join(ASSETS, f)), { level: 9 }).length, 0);
    assert.ok(gzipped < 250 * 1024, `${gzipped} bytes gzipped`);
  });

  test('a wrong key is refused in the form’s words (Bot ID, API key) and nothing is kept', async () => {
    const page = await world.page();
    await world.checkAccessibility(page, 'sign-in');
    await world.screenshot(page, 'sign-in');
    // The hint reads as text: the command as code, no Markdown backticks.
    assert.equal(await page.locator('main.sign-in p code').textContent(), 'tollgate keys create');
    assert.equal((await page.locator('main.sign-in').innerText()).includes('`'), false);
    await signIn(page, String(world.botId), 'not-the-key');
    await assert.doesNotReject(page.getByRole('alert').filter({ hasText: 'This Bot ID and API key do not match an active key; check both.' }).waitFor());
    assert.equal(await page.getByRole('heading', { level: 1, name: 'Tollgate' }).isVisible(), true);
    assert.deepEqual(await page.evaluate(() => [sessionStorage.length, localStorage.length]), [0, 0]);
    await page.context().close();
  });

  test('signed in: the key is in neither the URL nor persistent storage; it lasts for the tab only', async () => {
    const page = await world.signedIn();
    await page.getByRole('navigation', { name: 'Sections' }).waitFor();
    // (Expressions evaluated in the page, which has the DOM this file's types lack.)
    const stored = await page.evaluate<{ url: string; local: string; session: string; cookies: string }>(
      '({ url: location.href, local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }), cookies: document.cookie })',
    );
    assert.equal(stored.url.includes(world.apiKey), false);
    assert.equal(stored.local, '{}');
    assert.equal(stored.cookies, '');
    assert.equal(stored.session.includes(world.apiKey), true, 'kept for this tab');
    // A reload keeps the tab signed in; signing out forgets the key.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('API key').waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.length), 0);
    await page.context().close();
  });

  test('the chart’s numbers are orders/count’s, per day, month and year and per currency', async () => {
    const page = await world.signedIn();
    for (const [unit, count] of [
      ['Day', 30],
      ['Month', 12],
      ['Year', 5],
    ] as const) {
      await page.getByLabel('Period', { exact: true }).selectOption({ label: unit });
      const api = (await world.api('GET', `/orders/count?interval_unit=${unit.toLowerCase()}&interval_count=${count}`)).body.result as {
        period: string;
        revenue: string;
        currency: string;
        sales: number;
      }[];
      const currencies = [...new Set(api.map((e) => e.currency))];
      assert.deepEqual(currencies, ['EUR', 'JPY', 'USD']);
      for (const currency of currencies) {
        await page.getByLabel('Currency').selectOption(currency);
        await page.getByRole('table', { name: `Revenue and sales in ${currency} per ${unit.toLowerCase()}` }).waitFor();
        const expected = api.filter((e) => e.currency === currency).map((e) => [e.period, e.revenue, e.sales]);
        assert.equal(expected.length, count);
        assert.deepEqual(await revenueRows(page), expected, `${unit} ${currency}`);
      }
    }
    // Hovering the chart shows a period's exact revenue (the last month's, at the right edge).
    await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Month' });
    await page.getByLabel('Currency').selectOption('USD');
    const table = page.getByRole('table', { name: 'Revenue and sales in USD per month' });
    await table.waitFor();
    const formatted = await table.locator('tbody tr').last().locator('td').nth(1).textContent();
    const chart = page.getByRole('img', { name: /^Revenue in USD per month/ });
    const over = chart.locator('.u-over');
    const box = (await over.boundingBox())!;
    await over.hover({ position: { x: box.width - 3, y: box.height / 2 } });
    await assert.doesNotReject(chart.locator('.u-legend').filter({ hasText: formatted! }).waitFor(), `the legend shows ${formatted}`);
    await world.checkAccessibility(page, 'overview');
    await world.screenshot(page, 'overview');
    await page.context().close();
  });

  test('at a phone’s width every section is reachable and nothing overflows the page', async () => {
    const page = await world.signedIn({ width: 375, height: 740 });
    const nav = page.getByRole('navigation', { name: 'Sections' });
    assert.equal(await nav.isVisible(), true);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    assert.equal(overflow, 0, 'horizontal overflow in px');
    await world.checkAccessibility(page, 'overview (phone)');
    await world.screenshot(page, 'overview-phone');
    await page.context().close();
  });
});
