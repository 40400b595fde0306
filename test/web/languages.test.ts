// The dashboard in the reader's language (SPEC §18) in Chromium: a browser in Spanish gets the
// dashboard in Spanish (its words, dates and amounts); a browser in Arabic gets it right to left
// (<html dir="rtl">, the navigation on the right); at a phone's width (375 px) no screen's text is
// cut off or runs out of its box in any shipped language (German and Russian are the longest); the
// language menu changes the page at once and is remembered. axe-core passes on each, with no
// violation at all.
// Expected words come from the catalogues themselves (test/support/web-locales.ts).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { directionOf, type Locale } from '../../src/web/i18n.js';
import { formatDecimalMoney } from '../../src/money/format.js';
import { type DashboardWorld, PAGE, settled, startDashboardWorld } from '../support/dashboard-world.js';
import { until } from '../support/until.js';
import { message, overflowingText } from '../support/web-locales.js';

const PHONE = { width: 375, height: 740 };
/** Every screen by its address and its title's message. */
const SCREENS: [string, string][] = [
  ['/', 'screen-overview'],
  ['/analytics', 'screen-analytics'],
  ['/orders', 'screen-orders'],
  ['/plans', 'screen-plans'],
  ['/chats', 'screen-chats'],
  ['/projects', 'screen-projects'],
  ['/members', 'screen-members'],
  ['/subscriptions', 'screen-subscriptions'],
  ['/coupons', 'screen-coupons'],
  ['/forms', 'screen-forms'],
  ['/codes', 'screen-codes'],
  ['/commands', 'screen-commands'],
  ['/texts', 'screen-texts'],
  ['/admins', 'screen-admins'],
  ['/activity', 'screen-activity'],
  ['/webhooks', 'screen-webhooks'],
  ['/keys', 'screen-keys'],
  ['/settings', 'screen-settings'],
];

/** The page's language and direction, from <html>, once the page has set them (its catalogue loaded). */
async function documentLanguage(page: Page): Promise<[string, string]> {
  // (Polled with evaluate: waitForFunction's string would be an eval, which the page's CSP refuses.)
  await until(
    () => page.evaluate<string>('document.documentElement.dir'),
    (dir) => dir !== '',
    'the page to speak its language',
    PAGE,
  );
  return page.evaluate<[string, string]>('[document.documentElement.lang, document.documentElement.dir]');
}

/** axe-core on the page as it is: no violation at all, of any impact (the list when there are). */
async function noViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const list = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  assert.deepEqual(list, [], `axe-core on ${what}`);
}

/** Signs in with the form's fields by name (their labels are the page's language's). */
async function signInAs(page: Page, world: DashboardWorld, locale: Locale): Promise<void> {
  await page.getByLabel(message(locale, 'sign-in-bot-id'), { exact: true }).fill(String(world.botId));
  await page.getByLabel(message(locale, 'sign-in-api-key'), { exact: true }).fill(world.apiKey);
  await page.getByRole('button', { name: message(locale, 'sign-in'), exact: true }).click();
  await page.getByRole('heading', { level: 1, name: message(locale, 'screen-overview') }).waitFor({ timeout: PAGE.within });
}

/** Opens a screen by its address and waits for its heading in `locale` and for its data. */
async function visit(page: Page, locale: Locale, path: string, title: string): Promise<void> {
  await page.evaluate(`location.hash = ${JSON.stringify(`#${path}`)}`);
  await page.getByRole('heading', { level: 1, name: message(locale, title), exact: true }).waitFor({ timeout: PAGE.within });
  await settled(page);
}

/** The overview's revenue table: each row's period and revenue cell as shown, and the exact revenue. */
async function revenueCells(page: Page): Promise<{ period: string; shown: string; revenue: string }[]> {
  const rows = page.locator('section[aria-labelledby="revenue-heading"] .table-wrap tbody tr');
  await rows.first().waitFor({ timeout: PAGE.within });
  return rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = tr.querySelectorAll('td');
      const amount = cells[1]!.querySelector('[data-revenue]')!;
      return { period: cells[0]!.textContent ?? '', shown: amount.textContent ?? '', revenue: amount.getAttribute('data-revenue') ?? '' };
    }),
  );
}

describe('the dashboard in the reader’s language', () => {
  let world: DashboardWorld;
  before(async () => {
    world = await startDashboardWorld();
  });
  after(async () => {
    await world?.stop();
  });

  test('a browser in Spanish: the sign-in page, the navigation, the screens, dates and amounts in Spanish', async () => {
    const page = await world.page({ locale: 'es-ES', timezoneId: 'UTC' });
    assert.deepEqual(await documentLanguage(page), ['es', 'ltr']);
    assert.equal(await page.title(), message('es', 'sign-in-title'));
    await page.getByRole('button', { name: message('es', 'sign-in'), exact: true }).waitFor();
    assert.equal(await page.getByLabel(message('es', 'language')).inputValue(), 'es');
    await noViolations(page, 'sign-in (es)');
    await signInAs(page, world, 'es');
    assert.equal(await page.title(), message('es', 'page-title', { screen: message('es', 'screen-overview') }));
    const nav = await page
      .getByRole('navigation', { name: message('es', 'sections') })
      .getByRole('link')
      .allTextContents();
    assert.deepEqual(
      nav,
      SCREENS.map(([, title]) => message('es', title)),
    );
    // The amounts the API formats (Accept-Language: the page's locale) and the cards' words.
    await settled(page);
    const [latest] = (await revenueCells(page)).slice(-1);
    const currency = await page.getByLabel(message('es', 'overview-currency'), { exact: true }).inputValue();
    assert.equal(latest!.shown, formatDecimalMoney(latest!.revenue, currency, 'es-ES'));
    assert.equal(await page.locator('dl.cards dt').first().textContent(), message('es', 'overview-today'));
    await noViolations(page, 'overview (es)');
    await world.screenshot(page, 'overview-es');
    // Orders: the dates as Spanish writes them, in the bot's zone.
    await visit(page, 'es', '/orders', 'screen-orders');
    const orders = (await world.api('GET', '/orders?limit=1')).body.result as { paid_at: string }[];
    const settings = (await world.api('GET', '/settings')).body.result as { timezone: string };
    const written = new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      calendar: 'gregory',
      timeZone: settings.timezone,
    }).format(new Date(orders[0]!.paid_at));
    const table = page.getByRole('table', { name: message('es', 'orders-caption') });
    assert.equal(await table.locator('tbody tr').first().locator('td').nth(1).textContent(), written);
    await noViolations(page, 'orders (es)');
    for (const [path, title] of SCREENS.filter(([p]) => p !== '/' && p !== '/orders')) {
      await visit(page, 'es', path, title);
      await noViolations(page, `${title} (es)`);
    }
    await page.context().close();
  });

  test('a browser in Arabic: right to left, every screen in Arabic, nothing cut off at 375 px, axe-core on each', async () => {
    const page = await world.page({ ...PHONE, locale: 'ar-EG' });
    assert.deepEqual(await documentLanguage(page), ['ar', 'rtl']);
    await noViolations(page, 'sign-in (ar)');
    assert.deepEqual(await overflowingText(page), [], 'sign-in (ar)');
    await signInAs(page, world, 'ar');
    for (const [path, title] of SCREENS) {
      await visit(page, 'ar', path, title);
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      assert.match(heading!, /^[\u0600-\u06FF\s]+$/, `${title}: the heading in Arabic`);
      const sideways = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      assert.equal(sideways, 0, `${title}: the page scrolls sideways by ${sideways} px`);
      assert.deepEqual(await overflowingText(page), [], `${title}: text that does not fit`);
      await noViolations(page, `${title} (ar, phone)`);
      if (path === '/' || path === '/orders') await world.screenshot(page, `${path === '/' ? 'overview' : 'orders'}-ar-phone`);
    }
    // Settings (the last screen): what is typed reads in its own direction, "3, 1" left to right.
    assert.equal(await page.evaluate<string>(`getComputedStyle(document.querySelector('input[name="reminder_days"]')).direction`), 'ltr');
    // At a desktop's width the frame mirrors: the navigation at the right, the screen at its left.
    await page.setViewportSize({ width: 1200, height: 900 });
    const nav = (await page.getByRole('navigation', { name: message('ar', 'sections') }).boundingBox())!;
    const main = (await page.locator('main#main').boundingBox())!;
    assert.ok(nav.x > main.x, `the navigation (x ${nav.x}) right of the screen (x ${main.x})`);
    await world.screenshot(page, 'settings-ar');
    await page.context().close();
  });

  for (const locale of ['es', 'pt', 'ru', 'uk', 'de', 'fr', 'it', 'tr', 'id', 'fa'] as const) {
    test(`${locale}: at 375 px no screen’s text is cut off or runs out of its box`, async () => {
      const page = await world.page({ ...PHONE, locale });
      assert.deepEqual(await documentLanguage(page), [locale, directionOf(locale)]);
      assert.deepEqual(await overflowingText(page), [], `sign-in (${locale})`);
      await signInAs(page, world, locale);
      for (const [path, title] of SCREENS) {
        await visit(page, locale, path, title);
        const sideways = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
        assert.equal(sideways, 0, `${title}: the page scrolls sideways by ${sideways} px`);
        assert.deepEqual(await overflowingText(page), [], `${title} (${locale}): text that does not fit`);
      }
      await world.screenshot(page, `settings-${locale}-phone`);
      await page.context().close();
    });
  }

  test('the language menu changes the page at once, the API’s amounts too, and is remembered; English is as it was', async () => {
    const page = await world.page({ locale: 'en-US' });
    assert.deepEqual(await documentLanguage(page), ['en', 'ltr']);
    await page.getByLabel('Language').selectOption({ label: 'Español' });
    await page.getByRole('button', { name: message('es', 'sign-in'), exact: true }).waitFor();
    assert.deepEqual(await documentLanguage(page), ['es', 'ltr']);
    assert.deepEqual(await page.evaluate('({ ...localStorage })'), { 'tollgate.locale': 'es' }, 'the pick, and nothing else');
    // Remembered: a reload (and a browser in English) keeps Spanish.
    await page.reload();
    await page.getByRole('button', { name: message('es', 'sign-in'), exact: true }).waitFor();
    await signInAs(page, world, 'es');
    await settled(page);
    const spanish = await revenueCells(page);
    const currency = await page.getByLabel(message('es', 'overview-currency'), { exact: true }).inputValue();
    // The browser says en-US, the page speaks es: the amounts are Spanish ones.
    assert.equal(spanish.at(-1)!.shown, formatDecimalMoney(spanish.at(-1)!.revenue, currency, 'es'));

    // From the header: Arabic, at once (no reload), right to left.
    const menu = page.getByLabel(message('es', 'language'));
    await menu.focus();
    await menu.selectOption({ label: 'العربية' });
    await page.getByRole('heading', { level: 1, name: message('ar', 'screen-overview') }).waitFor();
    assert.deepEqual(await documentLanguage(page), ['ar', 'rtl']);
    // The focus stays on the menu that changed the language (keyboard and screen reader users go on from there).
    assert.equal(
      await page.evaluate<string>('document.activeElement && document.activeElement.id'),
      await page.getByLabel(message('ar', 'language')).getAttribute('id'),
    );
    await until(
      async () => (await revenueCells(page)).at(-1)!.shown,
      (shown) => shown === formatDecimalMoney(spanish.at(-1)!.revenue, currency, 'ar'),
      'the amounts in Arabic',
      PAGE,
    );
    await noViolations(page, 'overview (ar, switched)');
    assert.deepEqual(await page.evaluate('({ ...localStorage })'), { 'tollgate.locale': 'ar' });

    // Back to English: exactly the English page, left to right.
    await page.getByLabel(message('ar', 'language')).selectOption({ label: 'English' });
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    assert.deepEqual(await documentLanguage(page), ['en', 'ltr']);
    assert.equal(await page.title(), 'Overview · Tollgate');
    assert.equal(await page.getByRole('button', { name: 'Sign out' }).isVisible(), true);
    await page.getByRole('table', { name: /^Revenue and sales in [A-Z]{3} per day$/ }).waitFor();
    // The key stays in the tab's sessionStorage only; localStorage holds the language alone.
    const stored = await page.evaluate<{ local: string; session: string }>(
      '({ local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }) })',
    );
    assert.equal(stored.local, '{"tollgate.locale":"en"}');
    assert.equal(stored.local.includes(world.apiKey), false);
    assert.equal(stored.session.includes(world.apiKey), true);
    await page.context().close();
  });
});
