// Signing in with a link from the bot, in a real browser (SPEC §14): a level-3 admin sends
// /dashboard through the Bot API double to the demo bot, run by the dashboard world's `tollgate
// serve`, and opens the link in Chromium. The fragment leaves the address bar at once; the token is
// kept nowhere and the session key only in the tab, like a typed key; the screens and actions are
// exactly level 3's, and the page says what is not; signing out ends the session. Also: a used
// link, a link pasted into an open tab, and a typed key that signing out only forgets.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { startTelegramDouble, type TelegramDouble } from '../doubles/telegram.js';
import { freePort, nextCall, toUser } from '../support/bot-world.js';
import { type DashboardWorld, openScreen, PAGE, settled, signIn, startDashboardWorld } from '../support/dashboard-world.js';
import { request } from '../support/servers.js';
import { until } from '../support/until.js';

/** Level-3 admins, one per test (the tests run at once: each waits for its own link). */
const ANALYSTS = [3003, 3004, 3005] as const;
const LINK = /\n(http:\/\/127\.0\.0\.1:\d+\/#signin=\d+\.[A-Za-z0-9_-]{43})$/;
const LEVEL_3_SCREENS = ['Overview', 'Analytics', 'Orders', 'Plans', 'Chats', 'Projects', 'Commands', 'Texts', 'Admins', 'Settings'];
const REFUSED_LINK = 'This sign-in link was already used or has expired; send /dashboard to the bot again.';

/** What the tab keeps: its address, its storage and its cookies. */
async function kept(page: Page) {
  return page.evaluate<{ url: string; history: number; local: string; session: string; cookies: string }>(
    '({ url: location.href, history: history.length, local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }), cookies: document.cookie })',
  );
}

/** The navigation's links, in order. */
async function sections(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Sections' }).getByRole('link').allInnerTexts();
}

describe('signing in with a link from the bot', { concurrency: true }, () => {
  let tg: TelegramDouble;
  let world: DashboardWorld;
  let port: number;

  before(async () => {
    tg = await startTelegramDouble();
    port = await freePort();
    world = await startDashboardWorld(
      { TELEGRAM_MODE: 'polling', TELEGRAM_API_ROOT: tg.url, TELEGRAM_POLL_TIMEOUT_S: '1', BOT_LEASE_MS: '3000', PORT: String(port) },
      async (services, botId) => {
        const token = tg.addBot({ id: botId, username: `demo${botId}_bot`, first_name: 'Demo' });
        const bot = await services.settings.contextOf(botId);
        for (const id of ANALYSTS) {
          tg.addUser({ id, first_name: 'Ana', username: `ana${id}` });
          tg.startBot(botId, id);
          await services.admins.addAdmin(bot, { admin_id: String(id), admin_level: 3 });
        }
        await services.settings.updateSettings(bot, { bot_token: token });
      },
    );
  });
  after(async () => {
    await world?.stop();
    await tg?.close();
  });

  /** The link the bot answers /dashboard with, to `admin`. */
  async function linkFromBot(admin: number): Promise<{ link: string; token: string }> {
    const reply = nextCall(tg, 'sendMessage', toUser(admin));
    tg.sendText(world.botId, admin, '/dashboard');
    const [, link] = LINK.exec(String((await reply).params.text)) ?? [];
    assert.ok(link, `no sign-in link in ${(await reply).params.text}`);
    return { link, token: link.split('.').at(-1)! };
  }

  /** A fresh tab (nothing kept) that opens `url` first. */
  async function tabAt(url: string): Promise<Page> {
    const page = await (await world.page()).context().newPage();
    page.on('pageerror', (err) => {
      throw err;
    });
    await page.goto(url);
    return page;
  }

  test('a level-3 admin’s journey: the link, level 3’s screens and actions, sign out', async () => {
    const { link, token } = await linkFromBot(ANALYSTS[0]);
    assert.equal(link.startsWith(`${world.server.url}/#signin=${world.botId}.`), true, 'HOST and PORT of the service');
    const refused: string[] = [];
    const page = await (await world.page()).context().newPage();
    page.on('response', (res) => {
      if (res.status() === 403) refused.push(res.url().replace(/\/v1\/bot\d+\/[^/]+/, ''));
    });
    await page.goto(link);
    // Right after the load, before the exchange has answered: no fragment; the link's history entry
    // was replaced, not followed by another (the tab's entries: about:blank, then the dashboard).
    const loaded = await kept(page);
    assert.equal(loaded.url, `${world.server.url}/`);
    assert.equal(loaded.history, 2);
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor({ timeout: PAGE.within });
    await settled(page);

    // The token is kept nowhere; the session key only in this tab's sessionStorage, like a typed key.
    const apiKey = (JSON.parse(JSON.parse((await kept(page)).session)['tollgate.session']) as { apiKey: string }).apiKey;
    const stored = await kept(page);
    for (const place of ['url', 'local', 'session', 'cookies'] as const) assert.equal(stored[place].includes(token), false, `the token in ${place}`);
    for (const place of ['url', 'local', 'cookies'] as const) assert.equal(stored[place].includes(apiKey), false, `the key in ${place}`);
    assert.deepEqual([stored.local, stored.cookies], ['{}', '']);
    // The fragment never reached the server.
    assert.equal(world.server.logs.join('\n').includes(token), false);
    const who = await request(`${world.server.url}/v1/bot${world.botId}/${apiKey}/session`);
    assert.deepEqual([who.body.result.kind, who.body.result.admin_id, who.body.result.admin_level], ['session', String(ANALYSTS[0]), 3]);

    // Exactly level 3's screens, and a sentence for the others.
    assert.deepEqual(await sections(page), LEVEL_3_SCREENS);
    assert.equal(await page.getByText(`Bot ${world.botId} · level 3`).isVisible(), true);
    const notShown =
      'Not shown at your level (3): Members and Subscriptions (level 4), Coupons and Forms (level 6), Access codes (level 7), Activity, Webhooks and Keys (level 8).';
    await page.getByText(notShown).waitFor();
    // The overview's member cards say why they are empty.
    assert.equal(await page.getByText('Needs level 4; you are level 3.').count(), 2);
    await world.checkAccessibility(page, 'overview at level 3');

    // Actions above level 3 are not offered, and each screen says so.
    const says: [string, string, string[]][] = [
      ['Orders', 'Refunding orders needs level 8; you are level 3.', ['Refund']],
      ['Plans', 'Changing plans needs level 4; you are level 3.', ['New plan', 'Edit', 'Archive']],
      ['Chats', 'Adding, renaming or removing chats needs level 4; you are level 3.', ['Add chat', 'Rename', 'Remove']],
      ['Projects', 'Creating projects needs level 7; you are level 3.', ['Create project']],
      ['Admins', 'Adding, changing or removing admins needs level 7; you are level 3.', ['Add admin', 'Save', 'Remove']],
      ['Settings', 'Changing settings needs level 8; you are level 3.', ['Save settings']],
    ];
    for (const [screen, sentence, absent] of says) {
      await openScreen(page, screen);
      await settled(page);
      await page.getByText(sentence).waitFor();
      for (const name of absent) assert.equal(await page.getByRole('button', { name }).count(), 0, `${screen}: a ${name} button`);
      await world.checkAccessibility(page, `${screen} at level 3`);
      await world.screenshot(page, `level-3-${screen.toLowerCase()}`);
    }
    assert.equal(await page.getByRole('columnheader', { name: 'Refund' }).count(), 0);
    // A screen above the level, by its address: named, and said why.
    await page.evaluate('location.hash = "/keys"');
    await page.getByRole('heading', { level: 1, name: 'Keys' }).waitFor();
    await page.getByText('The Keys screen needs level 8; you are level 3.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Create a key' }).count(), 0);
    await world.checkAccessibility(page, 'Keys at level 3');
    // Nothing the page asked for was refused: it asks only what level 3 may read.
    assert.deepEqual(refused, []);

    // Signing out ends the session: its key is refused from then on.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('API key').waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.length), 0);
    const after = await request(`${world.server.url}/v1/bot${world.botId}/${apiKey}/session`);
    assert.deepEqual([after.status, after.body.error], [401, { type: 'unauthorized' }]);
    await page.context().close();
  });

  test('a used link: the sign-in page says so, keeps the key form, and the fragment is gone', async () => {
    const { link, token } = await linkFromBot(ANALYSTS[1]);
    const first = await tabAt(link);
    await first.getByRole('heading', { level: 1, name: 'Overview' }).waitFor({ timeout: PAGE.within });
    const again = await tabAt(link);
    await again.getByRole('alert').filter({ hasText: REFUSED_LINK }).waitFor({ timeout: PAGE.within });
    assert.equal(await again.getByLabel('API key').isVisible(), true);
    assert.equal(await again.getByText('send /dashboard to the bot in a private chat', { exact: false }).isVisible(), true);
    const stored = await kept(again);
    assert.equal(stored.url, `${world.server.url}/`);
    assert.deepEqual([stored.session, stored.local, stored.cookies], ['{}', '{}', '']);
    assert.equal(JSON.stringify(stored).includes(token), false);
    await world.checkAccessibility(again, 'sign-in with a used link');
    await world.screenshot(again, 'sign-in-used-link');
    await first.context().close();
  });

  test('a link pasted into a tab already open on the dashboard signs it in, and leaves no fragment', async () => {
    const { link, token } = await linkFromBot(ANALYSTS[2]);
    const page = await world.page();
    await page.getByLabel('API key').waitFor();
    await page.goto(link); // the same page: only the fragment changes
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor({ timeout: PAGE.within });
    const stored = await kept(page);
    assert.equal(stored.url.includes('#signin'), false);
    assert.equal(JSON.stringify(stored).includes(token), false);
    assert.deepEqual(await sections(page), LEVEL_3_SCREENS);
    await page.context().close();
  });

  test('a level-7 key: every screen but webhooks and keys; admins managed below 7 only', async () => {
    const key = (await world.api('POST', '/keys', { admin_level: 7, label: 'manager' })).body.result.api_key as string;
    const page = await world.page();
    await signIn(page, String(world.botId), key);
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor({ timeout: PAGE.within });
    assert.deepEqual(await sections(page), [
      ...LEVEL_3_SCREENS.slice(0, 6),
      'Members',
      'Subscriptions',
      'Coupons',
      'Forms',
      'Access codes',
      'Commands',
      'Texts',
      'Admins',
      'Settings',
    ]);
    await openScreen(page, 'Admins');
    await settled(page);
    await page.getByText('At level 7 you manage admins below level 7, and give them at most level 6.').waitFor();
    const form = page.getByRole('form', { name: 'Add an admin' });
    assert.deepEqual(
      await form
        .getByLabel('Level')
        .locator('option')
        .evaluateAll((o) => o.map((x) => x.getAttribute('value'))),
      ['2', '3', '4', '5', '6'],
    );
    // The demo's level-4 admin is below 7: changed and removed here; the owner is not.
    assert.equal(await page.getByRole('button', { name: 'Remove admin 2002' }).count(), 1);
    assert.equal(await page.getByRole('button', { name: 'Remove admin 1001' }).count(), 0);
    await world.checkAccessibility(page, 'Admins at level 7');
    await page.context().close();
  });

  test('a typed key signs in at its level; signing out forgets it and does not revoke it', async () => {
    const page = await world.page();
    await signIn(page, String(world.botId), world.apiKey);
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor({ timeout: PAGE.within });
    assert.equal((await sections(page)).length, 18, 'level 8: every screen');
    assert.equal(await page.locator('.not-shown').count(), 0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('API key').waitFor();
    await until(
      () => world.api('GET', '/session'),
      (res) => res.status === 200,
      'the typed key still working',
    );
    await page.context().close();
  });
});
