// The Coupons screen (SPEC §15) in Chromium against the demo bot: a coupon made with the form is the
// API's coupon; a refused one (an amount off not below the plan's price) shows the API's message
// beside the field and makes nothing; the list shows redemptions and revenue; archiving asks first.
// Level 5 does not see the screen. axe-core passes on it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type DashboardWorld, openScreen, PAGE, settled, signIn, startDashboardWorld } from '../support/dashboard-world.js';
import { until } from '../support/until.js';

describe('dashboard: coupons', () => {
  let world: DashboardWorld;
  before(async () => {
    world = await startDashboardWorld();
  });
  after(() => world?.stop());

  test('create, refuse with the API’s message, list with redemptions and revenue, archive', async () => {
    const plans = (await world.api('GET', '/plans?limit=100')).body.result as {
      plan_id: number;
      plan_name: string;
      plan_price: string;
      plan_currency: string;
    }[];
    const usd = plans.find((p) => p.plan_currency === 'USD')!;
    const page = await world.signedIn();
    await openScreen(page, 'Coupons');
    await settled(page);
    await page.getByText('No coupons yet.').waitFor({ timeout: PAGE.within });
    await world.checkAccessibility(page, 'Coupons, empty');

    const form = page.getByRole('form', { name: 'New coupon' });
    await form.getByLabel('Code').fill('too-much');
    await form.getByLabel('Amount off').fill(usd.plan_price);
    await form.getByLabel('Currency').fill('usd');
    await form.getByLabel('Plan').selectOption(String(usd.plan_id));
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await form.getByText(`must be below the price of plan ${usd.plan_id} (${usd.plan_price} USD)`).waitFor({ timeout: PAGE.within });
    assert.deepEqual((await world.api('GET', '/coupons')).body.result, []);
    await world.checkAccessibility(page, 'Coupons, refused');

    await form.getByLabel('Code').fill('spring25');
    await form.getByLabel('Amount off').fill('');
    await form.getByLabel('Currency').fill('');
    await form.getByLabel('Percent off').fill('25');
    await form.getByLabel('Members who may use it').fill('10');
    await form.getByLabel('Discounts').selectOption('forever');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await page.getByRole('region', { name: 'New coupon code' }).getByText('SPRING25').first().waitFor({ timeout: PAGE.within });
    const made = (await world.api('GET', '/coupons/SPRING25')).body.result;
    assert.deepEqual(
      [made.percent_off, made.amount_off, made.plan_ids, made.max_redemptions, made.duration, made.archived],
      [25, null, [usd.plan_id], 10, 'forever', false],
    );

    // A payment with it, recorded through the API: the list shows the use and the revenue.
    const order = await world.api('POST', '/orders', { plan_id: usd.plan_id, member_id: '777001', coupon_code: 'SPRING25' });
    assert.equal(order.status, 201);
    await page.reload();
    await openScreen(page, 'Coupons');
    const table = page.getByRole('table', { name: 'Coupons, newest first' });
    const row = table.getByRole('row').filter({ hasText: 'SPRING25' });
    await row.waitFor({ timeout: PAGE.within });
    const cells = await row.getByRole('cell').allTextContents();
    assert.equal(cells[1], '25% off, every renewal');
    assert.equal(cells[2], usd.plan_name);
    assert.equal(cells[3], '1 of 10');
    assert.equal(cells[5], new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(order.body.result.amount)));
    await world.checkAccessibility(page, 'Coupons');
    await world.screenshot(page, 'coupons-listed');

    await page.getByRole('button', { name: 'Archive coupon SPRING25', exact: true }).click();
    await page.getByRole('dialog', { name: 'Archive coupon SPRING25' }).getByRole('button', { name: 'Archive', exact: true }).click();
    await until(
      async () => (await world.api('GET', '/coupons/SPRING25')).body.result.archived,
      (archived) => archived === true,
      'the coupon archived',
      PAGE,
    );
    await row.getByText('Archived').waitFor({ timeout: PAGE.within });
    await page.context().close();
  });

  test('level 5 does not see the screen; level 6 does', async () => {
    for (const [level, shown] of [
      [5, false],
      [6, true],
    ] as const) {
      const key = (await world.api('POST', '/keys', { admin_level: level, label: `level ${level}` })).body.result.api_key as string;
      const page = await world.page();
      await signIn(page, String(world.botId), key);
      await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor({ timeout: PAGE.within });
      assert.equal(await page.getByRole('navigation').getByRole('link', { name: 'Coupons' }).count(), shown ? 1 : 0);
      await page.context().close();
    }
  });
});
