// The activity screen (SPEC §14, "who did it"): the demo bot's changes newest first, each with its
// time in the bot's zone, the change in words and who made it; filtered by who and by what; paged.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { BotContext } from '../../src/bot-context.js';
import { formatDateTime } from '../../src/web/ui/format.js';
import { type DashboardWorld, openScreen, PAGE, settled, startDashboardWorld } from '../support/dashboard-world.js';
import { until } from '../support/until.js';

interface Logged {
  event_id: number;
  type: string;
  created_at: string;
  actor: { type: string; key_id?: number; admin_id?: string; member_id?: string };
  data: Record<string, unknown>;
}

const ZONE = 'Europe/Berlin'; // the demo bot's

/** Who, as the screen writes it. */
const who = (a: Logged['actor']) => (a.type === 'system' ? 'system' : `${a.type} ${a.key_id ?? a.admin_id ?? a.member_id}`);

/** The table's rows: when, the change, who, and what it is about (the line under the change). */
async function rows(page: Page): Promise<string[][]> {
  return page
    .getByRole('table', { name: 'Changes, newest first' })
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => {
        const [when, change, who] = [...tr.querySelectorAll('td')];
        const [words, about] = [...change!.querySelectorAll('div')].map((d) => d.textContent ?? '');
        return [when!.textContent ?? '', words!, who!.textContent ?? '', about!];
      }),
    );
}

/** Picks the filters and waits for the table's rows, as `columns` picks their cells, to be `expected`
 * (the rows of the previous filter stay until the new ones arrive). */
async function filter(page: Page, by: { madeBy: string; change: string }, columns: [number, number], expected: string[][]): Promise<void> {
  const form = page.getByRole('form', { name: 'Filter changes' });
  await form.getByLabel('Made by').selectOption({ label: by.madeBy });
  await form.getByLabel('Change').selectOption({ label: by.change });
  await form.getByRole('button', { name: 'Show' }).click();
  const picked = async () => JSON.stringify((await rows(page)).map((r) => r.slice(...columns)));
  await until(picked, (r) => r === JSON.stringify(expected), `${by.madeBy} / ${by.change}: ${JSON.stringify(expected)}`, PAGE);
}

describe('the activity screen', () => {
  let world: DashboardWorld;
  before(async () => {
    // Besides the demo's own changes (the system's: the command made them), a member's trial and
    // an admin's grant, as the bot records them.
    // No subscription clock: the demo's reminders would be the newest changes, at their own time.
    world = await startDashboardWorld({ SUBSCRIPTION_CLOCK_MS: '0' }, async (services, botId) => {
      const bot = await services.settings.contextOf(botId);
      const asMember: BotContext = { ...bot, actor: { type: 'member', member_id: '5001' } };
      await services.subscriptions.grant(asMember, { member_id: '5001', plan_id: 1, trial: true });
      const asAdmin: BotContext = { ...bot, actor: { type: 'admin', admin_id: '2002' }, level: 7 };
      await services.subscriptions.grant(asAdmin, { member_id: '5002', plan_id: 3 });
    });
  });
  after(async () => {
    await world?.stop();
  });

  test('lists the changes newest first with who made them; filters by who and by what; pages; passes axe-core', async () => {
    assert.equal((await world.api('POST', '/chats', { chat_id: -100_999, chat_name: 'Backstage', chat_type: 'group' })).status, 201);
    const keyId = (await world.api('GET', '/keys')).body.result[0].key_id;
    const newest = (await world.api('GET', '/events?order=newest&limit=100')).body.result as Logged[];
    const page = await world.signedIn();
    await openScreen(page, 'Activity');
    await settled(page);

    const shown = await rows(page);
    assert.equal(shown.length, 50, 'one page of 50');
    const [grant, trial] = [newest[1]!, newest[2]!];
    assert.deepEqual(shown.slice(0, 3), [
      [formatDateTime(newest[0]!.created_at, ZONE), 'Chat added', `key ${keyId}`, 'Backstage (-100999)'],
      [formatDateTime(grant.created_at, ZONE), 'Subscription started', 'admin 2002', `Subscription ${grant.data.subscription_id} of member 5002`],
      [formatDateTime(trial.created_at, ZONE), 'Subscription started', 'member 5001', `Subscription ${trial.data.subscription_id} of member 5001`],
    ]);
    // Every row is the API's event, newest first.
    assert.deepEqual(
      shown.map((r) => [r[0], r[2]]),
      newest.slice(0, 50).map((e) => [formatDateTime(e.created_at, ZONE), who(e.actor)]),
    );
    await world.checkAccessibility(page, 'Activity');
    await world.screenshot(page, 'activity');

    // More: the next 50, older.
    await page.getByRole('button', { name: 'More changes' }).click();
    const more = await until(
      () => rows(page),
      (r) => r.length === 100,
      '100 rows',
      PAGE,
    );
    assert.deepEqual(
      more.map((r) => [r[0], r[2]]),
      newest.map((e) => [formatDateTime(e.created_at, ZONE), who(e.actor)]),
    );

    // By who, by what, and both.
    await filter(page, { madeBy: 'Members', change: 'Any' }, [1, 3], [['Subscription started', 'member 5001']]);
    await filter(page, { madeBy: 'Admins', change: 'Any' }, [1, 3], [['Subscription started', 'admin 2002']]);
    await filter(
      page,
      { madeBy: 'Anyone', change: 'Chat added' },
      [2, 4],
      [
        [`key ${keyId}`, 'Backstage (-100999)'],
        ['system', 'Members Lounge (-4000000003)'],
        ['system', 'VIP Announcements (-1001000000002)'],
        ['system', 'VIP Signals (-1001000000001)'],
      ],
    );
    await filter(page, { madeBy: 'The system', change: 'Chat added' }, [2, 3], [['system'], ['system'], ['system']]);
    await filter(page, { madeBy: 'API keys', change: 'Order refunded' }, [0, 1], []);
    await page.getByText('No changes match.').waitFor();
    await world.checkAccessibility(page, 'Activity (filtered)');
    await page.context().close();
  });

  test('at a phone’s width the three columns fit without scrolling sideways', async () => {
    const page = await world.signedIn({ width: 390, height: 844 });
    await openScreen(page, 'Activity');
    await settled(page);
    const table = page.getByRole('table', { name: 'Changes, newest first' });
    const wide = await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth);
    assert.equal(wide, 0, `the table scrolls sideways by ${wide} px`);
    await world.checkAccessibility(page, 'Activity (phone)');
    await world.screenshot(page, 'activity-phone');
    await page.context().close();
  });
});
