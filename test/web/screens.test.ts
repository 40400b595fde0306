// The dashboard's screens in a real browser against the demo bot: what an owner does on each,
// checked through the API afterwards; axe-core and a screenshot of every screen.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { type DashboardWorld, openScreen, PAGE, settled, startDashboardWorld } from '../support/dashboard-world.js';
import { until } from '../support/until.js';

/** The page acts on its own time: a browser on a busy machine has 30 s before a wait is called hung. */

const SCREENS = [
  'Analytics',
  'Orders',
  'Plans',
  'Chats',
  'Projects',
  'Members',
  'Subscriptions',
  'Coupons',
  'Forms',
  'Access codes',
  'Commands',
  'Texts',
  'Admins',
  'Activity',
  'Webhooks',
  'Keys',
  'Settings',
];

/** Answers the confirmation dialog a destructive button opens. */
async function confirm(page: Page, button: string, confirmWith: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('dialog', { name: button }).getByRole('button', { name: confirmWith, exact: true }).click();
}

describe('the dashboard’s screens', { concurrency: true }, () => {
  let world: DashboardWorld;
  before(async () => {
    world = await startDashboardWorld();
  });
  after(async () => {
    await world?.stop();
  });

  test('every screen opens, passes axe-core with no serious violation, and is photographed', async () => {
    const page = await world.signedIn();
    for (const title of SCREENS) {
      await openScreen(page, title);
      await settled(page);
      await world.checkAccessibility(page, title);
      await world.screenshot(page, title.toLowerCase().replace(' ', '-'));
    }
    await page.context().close();
  });

  test('at a phone’s width every screen fits: only tables scroll, inside their frame', async () => {
    const page = await world.signedIn({ width: 375, height: 740 });
    for (const title of SCREENS) {
      await openScreen(page, title);
      await settled(page);
      const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      assert.equal(overflow, 0, `${title}: the page scrolls sideways by ${overflow} px`);
      await world.checkAccessibility(page, `${title} (phone)`);
    }
    await world.screenshot(page, 'webhooks-phone');
    await page.context().close();
  });

  test('plans: one created with options is the API’s plan; a refused one shows the API’s message beside the field', async () => {
    const page = await world.signedIn();
    await openScreen(page, 'Plans');
    await page.getByRole('button', { name: 'New plan' }).click();
    const form = page.getByRole('form', { name: 'New plan' });
    await form.getByLabel('Name').fill('Weekly trial');
    await form.getByLabel('Length').fill('a fortnight');
    await form.getByLabel('Price').fill('4.5');
    await form.getByLabel('Currency').fill('usd');
    await form.getByRole('button', { name: 'Create plan' }).click();
    // The API's own words, beside the field.
    await form.getByText('must be a length such as "P30D", "1 month" or "30", "lifetime", or an end date such as "2027-06-30"; got "a fortnight"').waitFor();
    assert.equal(await form.getByLabel('Length').getAttribute('aria-invalid'), 'true');

    await form.getByLabel('Length').fill('P7D');
    await form.getByLabel('Free trial').fill('P1D');
    await form.getByLabel('Recurring (charged again each period)').check();
    await form.getByLabel('Who may buy').selectOption({ label: 'Only members who never subscribed' });
    await form.getByLabel('Times one member may buy it (0: no limit)').fill('2');
    await form.getByLabel('Only with an access code').check();
    await form.getByRole('button', { name: 'Create plan' }).click();
    await page.getByRole('cell', { name: /\. Weekly trial$/ }).waitFor();
    const plans = (await world.api('GET', '/plans?limit=100')).body.result as { plan_name: string }[];
    const created = plans.find((p) => p.plan_name === 'Weekly trial') as Record<string, unknown>;
    const { plan_id, created_at, updated_at, ...rest } = created;
    assert.deepEqual(rest, {
      plan_name: 'Weekly trial',
      plan_duration: 'P7D',
      plan_price: '4.50',
      plan_currency: 'USD',
      plan_trial: 'P1D',
      plan_project_id: null,
      options: { recurring: true, newcomers: 1, singleuse: 2, token_only: true, credit_only: false, invitee_only: 0 },
      plan_description: null,
      translations: {},
      archived: false,
    });
    await confirm(page, 'Archive Weekly trial', 'Archive');
    await until(
      () => world.api('GET', `/plans/${plan_id}`),
      (r) => r.body.result.archived === true,
      'the plan archived',
      PAGE,
    );
    await page.context().close();
  });

  test('orders: a refund asks first, then the order is refunded', async () => {
    const page = await world.signedIn();
    await openScreen(page, 'Orders');
    // The newest paid order (the demo refunds a few at random).
    const order = ((await world.api('GET', '/orders?limit=50')).body.result as { order_id: number; status: string }[]).find((o) => o.status === 'paid');
    await page.getByRole('button', { name: `Refund order ${order!.order_id}`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    assert.equal((await world.api('GET', `/orders/${order!.order_id}`)).body.result.status, 'paid', 'cancelled: nothing done');
    await confirm(page, `Refund order ${order!.order_id}`, 'Refund');
    await until(
      () => world.api('GET', `/orders/${order!.order_id}`),
      (r) => r.body.result.status === 'refunded',
      'the refund',
      PAGE,
    );
    await page.getByRole('button', { name: `Refund order ${order!.order_id}`, exact: true }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  test('chats: added, and a refused one shows why', async () => {
    const page = await world.signedIn();
    await openScreen(page, 'Chats');
    const form = page.getByRole('form', { name: 'Add a chat' });
    await form.getByLabel('Chat id').fill('-1001000000001');
    await form.getByLabel('Name').fill('Duplicate');
    await form.getByRole('button', { name: 'Add chat' }).click();
    await form.getByRole('alert').waitFor();
    await form.getByLabel('Chat id').fill('-1002999000111');
    await form.getByLabel('Name').fill('Signals Pro');
    await form.getByLabel('Type').selectOption('channel');
    await form.getByRole('button', { name: 'Add chat' }).click();
    await page.getByRole('cell', { name: 'Signals Pro', exact: true }).waitFor();
    assert.deepEqual((await world.api('GET', '/chats/-1002999000111')).body.result.chat_type, 'channel');
    await page.context().close();
  });

  test('admins: a level changed; the owner cannot be', async () => {
    const page = await world.signedIn();
    await openScreen(page, 'Admins');
    const form = page.getByRole('form', { name: 'Level of 2003' });
    await form.getByLabel('Level of 2003').selectOption('6');
    await form.getByRole('button', { name: 'Save' }).click();
    await until(
      () => world.api('GET', '/admins/2003'),
      (r) => r.body.result.admin_level === 6,
      'level 6',
      PAGE,
    );
    await page.getByText('8 · owner (fixed)').waitFor();
    await page.context().close();
  });

  test('subscriptions: access granted to a new member, then revoked', async () => {
    const page = await world.signedIn();
    await openScreen(page, 'Subscriptions');
    const form = page.getByRole('form', { name: 'Grant access' });
    await form.getByLabel('Member id').fill('777000111');
    await form.getByLabel('Plan', { exact: true }).selectOption({ label: 'Lounge pass' });
    await form.getByRole('button', { name: 'Grant access' }).click();
    await page.getByRole('cell', { name: '777000111', exact: true }).first().waitFor();
    const [granted] = (await world.api('GET', '/subscriptions?member_id=777000111')).body.result as {
      subscription_id: number;
      state: string;
      source: string;
    }[];
    assert.deepEqual([granted!.state, granted!.source], ['active', 'grant']);
    await confirm(page, `Revoke subscription ${granted!.subscription_id}`, 'Revoke');
    await until(
      () => world.api('GET', `/subscriptions/${granted!.subscription_id}`),
      (r) => r.body.result.state === 'revoked',
      'the revocation',
      PAGE,
    );
    await page.context().close();
  });

  test('keys: a new key with a level and label is shown once and works at its level; revoked, it is refused', async () => {
    const page = await world.signedIn();
    await openScreen(page, 'Keys');
    await page.getByLabel('Level').selectOption('3');
    await page.getByLabel('Label (what it is for)').fill('Revenue spreadsheet');
    await page.getByRole('button', { name: 'Create a key' }).click();
    const secret = await page.getByRole('region', { name: 'New key' }).locator('code').textContent();
    assert.match(secret!, /^[A-Za-z0-9_-]{43}$/);
    const base = `${world.server.url}/v1/bot${world.botId}/${secret}`;
    assert.equal((await fetch(`${base}/settings`)).status, 200);
    const change = await fetch(`${base}/settings`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"bot_name":"x"}' });
    assert.equal(change.status, 403);
    const row = page.getByRole('row').filter({ hasText: 'Revenue spreadsheet' });
    assert.match((await row.textContent())!, /Revenue spreadsheet\s*3/);
    const keyId = (await page.getByRole('region', { name: 'New key' }).textContent())!.match(/Key (\d+)/)![1];
    await confirm(page, `Revoke key ${keyId}`, 'Revoke');
    await until(
      () => fetch(`${base}/settings`).then((r) => r.status),
      (status) => status === 401,
      'the key refused',
      PAGE,
    );
    // The key appears nowhere but where it was shown once.
    await openScreen(page, 'Settings');
    assert.equal((await page.content()).includes(secret!), false);
    await page.context().close();
  });
});
