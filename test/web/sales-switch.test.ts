// The Settings screen's sales switch (SPEC §15) in Chromium: a level-4 key sees it (and the rest of
// the settings read-only), pauses and resumes sales with it, checked through the API; level 3 sees
// no switch. axe-core passes with the switch on the page.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type DashboardWorld, openScreen, PAGE, settled, signIn, startDashboardWorld } from '../support/dashboard-world.js';
import { until } from '../support/until.js';

describe('dashboard: pausing sales', () => {
  let world: DashboardWorld;
  before(async () => {
    world = await startDashboardWorld();
  });
  after(() => world?.stop());

  /** A tab signed in with a new key of `level`, on the Settings screen. */
  const settingsAt = async (level: number) => {
    const key = (await world.api('POST', '/keys', { admin_level: level, label: `level ${level}` })).body.result.api_key as string;
    const page = await world.page();
    await signIn(page, String(world.botId), key);
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor({ timeout: PAGE.within });
    await openScreen(page, 'Settings');
    await settled(page);
    return page;
  };

  test('level 4 pauses and resumes sales with the switch; level 3 has none', async () => {
    const page = await settingsAt(4);
    const toggle = page.getByRole('switch', { name: 'Sales paused' });
    assert.equal(await toggle.getAttribute('aria-checked'), 'false');
    assert.equal(await page.getByText('Changing settings needs level 8; you are level 4.').isVisible(), true);
    await world.checkAccessibility(page, 'Settings at level 4');
    await toggle.click();
    await until(
      () => toggle.getAttribute('aria-checked'),
      (v) => v === 'true',
      'the switch on',
      PAGE,
    );
    assert.equal((await world.api('GET', '/settings')).body.result.sales_paused, true);
    assert.match((await page.getByRole('region', { name: 'Sales' }).textContent())!, /Sales are paused\..*no invoice or card checkout is made/);
    await world.checkAccessibility(page, 'Settings at level 4, paused');
    await world.screenshot(page, 'settings-sales-paused');
    await toggle.click();
    await until(
      () => toggle.getAttribute('aria-checked'),
      (v) => v === 'false',
      'the switch off',
      PAGE,
    );
    assert.equal((await world.api('GET', '/settings')).body.result.sales_paused, false);
    await page.context().close();

    const three = await settingsAt(3);
    assert.equal(await three.getByRole('switch').count(), 0);
    assert.match((await three.locator('dl.facts').textContent())!, /Sales\s*on/);
    await three.context().close();
  });

  test('the owner sees the switch beside the settings they may change', async () => {
    const page = await world.signedIn();
    await openScreen(page, 'Settings');
    await page.getByRole('switch', { name: 'Sales paused' }).waitFor({ timeout: PAGE.within });
    await world.checkAccessibility(page, 'Settings');
    await page.context().close();
  });
});
