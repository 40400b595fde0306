// The dashboard's layout in a real browser (SPEC §12, "it reads like a product"): at a phone's
// width each screen's heading is in the first screenful and the open screen's tab is in view, the
// Orders amount is read without scrolling sideways; no screen jumps as its data arrives (cumulative
// layout shift ≤ 0.1, measured by the browser); the chart's period labels never overlap and its
// sales ticks are whole numbers; its values are shown without hovering.
//
// The chart is a canvas (uPlot), so its labels have no boxes to measure: the chart writes what it
// drew where (each period label's text and centre, the font, the plotting area, the sales ticks)
// into its `data-ticks` attribute after every draw, from uPlot's own drawn splits and positions;
// the test measures each label's width in the page with that font and checks the boxes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { type DashboardWorld, openScreen, settled, startDashboardWorld } from '../support/dashboard-world.js';
import { until } from '../support/until.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SCREENS: [string, string][] = [
  ['Overview', '/'],
  ['Analytics', '/analytics'],
  ['Orders', '/orders'],
  ['Plans', '/plans'],
  ['Chats', '/chats'],
  ['Projects', '/projects'],
  ['Members', '/members'],
  ['Subscriptions', '/subscriptions'],
  ['Coupons', '/coupons'],
  ['Forms', '/forms'],
  ['Access codes', '/codes'],
  ['Commands', '/commands'],
  ['Texts', '/texts'],
  ['Admins', '/admins'],
  ['Activity', '/activity'],
  ['Webhooks', '/webhooks'],
  ['Keys', '/keys'],
  ['Settings', '/settings'],
];

interface DrawnTicks {
  x: { text: string; at: number }[];
  font: string;
  plot: { left: number; width: number };
  sales: number[];
}

/** Opens a screen by its address (no click: nothing scrolls the navigation for the page). */
async function visit(page: Page, path: string, title: string): Promise<void> {
  await page.evaluate(`location.hash = ${JSON.stringify(`#${path}`)}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await settled(page);
}

/** Counts layout shifts from the page's first moment (not those within 500 ms of input). */
const COUNT_SHIFTS = `if (!window.__shifts) {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.hadRecentInput) window.__shifts.push({ value: e.value, at: Math.round(e.startTime), what: (e.sources || []).map((s) => s.node && (s.node.id || s.node.className || s.node.nodeName)).join(', ') });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}`;

/** The page loaded afresh at `path` with the API's answers late (each by `delay(url)` ms), settled; the shifts it made. */
async function shiftsOnLoad(page: Page, path: string, title: string, delay: (url: string) => number): Promise<{ total: number; list: unknown[] }> {
  await page.addInitScript(COUNT_SHIFTS);
  await page.route('**/v1/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delay(route.request().url())));
    await route.continue();
  });
  await page.evaluate(`location.hash = ${JSON.stringify(`#${path}`)}`);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await settled(page);
  // Two frames and a moment for anything still moving.
  await page.evaluate('new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 500))');
  const list = await page.evaluate<{ value: number }[]>('window.__shifts');
  return { total: list.reduce((n, s) => n + s.value, 0), list };
}

/** The chart's drawn labels as boxes (page pixels), measured in the page with the chart's font. */
async function labelBoxes(
  page: Page,
): Promise<{ ticks: DrawnTicks; boxes: { text: string; left: number; right: number }[]; canvas: { left: number; right: number } }> {
  const chart = page.locator('.chart[data-ticks]');
  await chart.waitFor();
  return chart.evaluate((el) => {
    const ticks = JSON.parse(el.getAttribute('data-ticks') ?? '{}') as DrawnTicks;
    const wrap = el.querySelector('.u-wrap')!.getBoundingClientRect();
    const ctx = el.ownerDocument.createElement('canvas').getContext('2d')!;
    ctx.font = ticks.font;
    const boxes = ticks.x.map(({ text, at }) => {
      const width = ctx.measureText(text).width;
      return { text, left: wrap.left + at - width / 2, right: wrap.left + at + width / 2 };
    });
    return { ticks, boxes, canvas: { left: wrap.left, right: wrap.right } };
  });
}

describe('the dashboard’s layout', { concurrency: true }, () => {
  let world: DashboardWorld;
  before(async () => {
    world = await startDashboardWorld();
  });
  after(async () => {
    await world?.stop();
  });

  test('at 390×844 every screen’s heading is in the first screenful and its tab is in view', async () => {
    const page = await world.signedIn(PHONE);
    const nav = page.getByRole('navigation', { name: 'Sections' });
    // Last first: the navigation has to scroll to the end and back.
    for (const [title, path] of [...SCREENS].reverse()) {
      await visit(page, path, title);
      const top = await page
        .getByRole('heading', { level: 1, name: title })
        .evaluate((h) => h.getBoundingClientRect().top + (h.ownerDocument.defaultView?.scrollY ?? 0));
      assert.ok(top < PHONE.height, `${title}: the heading starts at ${top} px, below the first screenful`);
      const row = (await nav.boundingBox())!;
      const tab = (await nav.getByRole('link', { name: title, exact: true }).boundingBox())!;
      assert.ok(
        tab.x >= row.x - 1 && tab.x + tab.width <= row.x + row.width + 1,
        `${title}: its tab (${tab.x}–${tab.x + tab.width}) is out of the navigation’s view`,
      );
      const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      assert.equal(overflow, 0, `${title}: the page scrolls sideways by ${overflow} px`);
    }
    // A fresh load straight onto the last screen: its tab is in view too.
    await page.evaluate(`location.hash = '#/settings'`);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const row = (await nav.boundingBox())!;
    const tab = (await nav.getByRole('link', { name: 'Settings', exact: true }).boundingBox())!;
    assert.ok(tab.x + tab.width <= row.x + row.width + 1, 'Settings’ tab in view after a reload');
    await page.context().close();
  });

  test('at 390×844 the Orders amount column is read without scrolling sideways', async () => {
    const page = await world.signedIn(PHONE);
    await openScreen(page, 'Orders');
    await settled(page);
    const table = page.getByRole('table', { name: 'Orders, newest first' });
    const frame = await table.evaluate((t) => {
      const wrap = t.closest('.table-wrap')!;
      const r = wrap.getBoundingClientRect();
      return { left: r.left, right: r.right, scrollLeft: wrap.scrollLeft };
    });
    assert.equal(frame.scrollLeft, 0);
    assert.ok(frame.right <= PHONE.width);
    const header = (await table.getByRole('columnheader', { name: 'Amount' }).boundingBox())!;
    assert.ok(
      header.x >= frame.left && header.x + header.width <= frame.right + 0.5,
      `the Amount heading (${header.x}–${header.x + header.width}) is outside the frame`,
    );
    // Each of the first rows' amounts is on top (not under another cell) and inside the frame.
    // Read once the screen has settled under load (names and pages arriving): eventually every
    // amount is on top and inside the frame, and stays the assertion's subject below.
    const readAmounts = () =>
      table.evaluate((t) => {
        const column = [...t.querySelectorAll('thead th')].findIndex((th) => th.textContent === 'Amount');
        return [...t.querySelectorAll('tbody tr')].slice(0, 5).map((tr) => {
          const cell = tr.children[column]!;
          // Bring the row into view vertically only (elementFromPoint sees the viewport alone; a
          // sideways scroll is what is being tested, so it is never made here).
          const view = t.ownerDocument.defaultView!;
          view.scrollBy(0, cell.getBoundingClientRect().top - view.innerHeight / 2);
          const r = cell.getBoundingClientRect();
          const hit = t.ownerDocument.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return {
            text: `${cell.textContent} (hit: ${hit ? `${hit.tagName}.${hit.className} ${(hit.textContent ?? '').slice(0, 30)}` : 'none'})`,
            left: r.left,
            right: r.right,
            onTop: hit === cell || cell.contains(hit),
          };
        });
      });
    const amounts = await until(
      readAmounts,
      (as) => as.length > 0 && as.every((a) => a.onTop && a.left >= frame.left && a.right <= frame.right + 0.5),
      'the Orders amounts to be on top and inside the frame',
      { within: 10_000 },
    ).catch(readAmounts);
    assert.ok(amounts.length > 0);
    for (const a of amounts) {
      assert.ok(a.left >= frame.left && a.right <= frame.right + 0.5, `amount ${a.text} at ${a.left}–${a.right} is outside the frame`);
      assert.ok(a.onTop, `amount ${a.text} is covered`);
    }
    await world.checkAccessibility(page, 'orders (phone)');
    await world.screenshot(page, 'orders-phone');
    await page.context().close();
  });

  for (const size of [DESKTOP, PHONE]) {
    test(`at ${size.width}×${size.height} the overview does not jump as its numbers arrive (CLS ≤ 0.1)`, async () => {
      const page = await world.signedIn(size);
      // The chart's numbers last; the totals before them; then the reverse.
      for (const chartLast of [true, false]) {
        const late = (url: string) => url.includes('interval_count=30') === chartLast;
        const shifts = await shiftsOnLoad(page, '/', 'Overview', (url) => (late(url) ? 1_200 : 300));
        await page.getByRole('img', { name: /^Revenue in/ }).waitFor();
        assert.ok(shifts.total <= 0.1, `CLS ${shifts.total.toFixed(3)} (${chartLast ? 'chart' : 'totals'} last): ${JSON.stringify(shifts.list)}`);
        await page.unrouteAll();
      }
      await page.context().close();
    });

    test(`at ${size.width}×${size.height} the orders screen does not jump as its orders arrive (CLS ≤ 0.1)`, async () => {
      const page = await world.signedIn(size);
      const shifts = await shiftsOnLoad(page, '/orders', 'Orders', () => 800);
      await page.getByRole('table', { name: 'Orders, newest first' }).waitFor();
      assert.ok(shifts.total <= 0.1, `CLS ${shifts.total.toFixed(3)}: ${JSON.stringify(shifts.list)}`);
      await page.context().close();
    });
  }

  for (const size of [DESKTOP, PHONE]) {
    test(`at ${size.width}×${size.height} the chart’s period labels do not overlap, its sales ticks are whole, its latest values show unhovered`, async () => {
      const page = await world.signedIn(size);
      for (const [unit, count] of [
        ['Day', 30],
        ['Month', 12],
        ['Year', 5],
      ] as const) {
        await page.getByLabel('Period', { exact: true }).selectOption({ label: unit });
        for (const currency of ['USD', 'JPY']) {
          await page.getByLabel('Currency').selectOption(currency);
          await page.getByRole('table', { name: `Revenue and sales in ${currency} per ${unit.toLowerCase()}` }).waitFor();
          const what = `${unit} ${currency} at ${size.width} px`;
          const rows = await page
            .getByRole('table', { name: `Revenue and sales in ${currency} per ${unit.toLowerCase()}` })
            .locator('tbody tr')
            .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
          assert.equal(rows.length, count);
          const { ticks, boxes, canvas } = await labelBoxes(page);
          assert.ok(boxes.length >= Math.min(3, count), `${what}: only ${boxes.length} labels`);
          for (let i = 1; i < boxes.length; i++) {
            assert.ok(boxes[i - 1]!.right < boxes[i]!.left, `${what}: “${boxes[i - 1]!.text}” and “${boxes[i]!.text}” overlap (${JSON.stringify(boxes)})`);
          }
          for (const b of boxes) assert.ok(b.left >= canvas.left && b.right <= canvas.right, `${what}: “${b.text}” is cut off`);
          // The latest period is always labelled, half a bar in from the plot's right edge (the
          // range is padded by half a bar on each side, so neither end bar is clipped).
          const slot = ticks.plot.width / count;
          const lastAt = ticks.x[ticks.x.length - 1]!.at;
          assert.ok(Math.abs(ticks.plot.left + ticks.plot.width - slot / 2 - lastAt) < 1.5, `${what}: the last bar is not half a bar from the edge`);
          assert.ok(ticks.sales.length >= 2, `${what}: sales ticks ${ticks.sales}`);
          for (const t of ticks.sales) assert.ok(Number.isInteger(t), `${what}: sales tick ${t}`);
          // Unhovered, the legend reads the latest period's numbers, marked as still running.
          const legend = await page.locator('.chart .u-legend').innerText();
          const latest = rows[rows.length - 1]!;
          assert.ok(legend.includes(latest[1]!), `${what}: legend “${legend}” lacks ${latest[1]}`);
          assert.match(
            legend,
            new RegExp(`Sales:?\\s*${Number(latest[2]).toLocaleString('en-US')}\\s*$`),
            `${what}: the legend ${JSON.stringify(legend)} lacks the latest ${latest[2]} sales`,
          );
          assert.match(latest[1]!, /\(so far\)$/, `${what}: the table marks the current period`);
        }
      }
      await world.screenshot(page, `overview-chart-${size.width}`);
      await page.context().close();
    });
  }
});
