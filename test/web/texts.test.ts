// The Texts screen (SPEC §18) in Chromium: a level-4 key finds a message, edits it beside the
// shipped text with a live preview, sees the API refuse a variable the message does not have,
// saves, filters to its own texts, switches language and restores the shipped text, each checked
// through the API; level 3 reads the texts and cannot change them. axe-core passes, in English
// and in Arabic (right to left) at a phone's width.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { type DashboardWorld, openScreen, PAGE, settled, signIn, startDashboardWorld } from '../support/dashboard-world.js';
import { until } from '../support/until.js';

describe('dashboard: the bot’s texts', { concurrency: true }, () => {
  let world: DashboardWorld;
  before(async () => {
    world = await startDashboardWorld();
  });
  after(() => world?.stop());

  /** A tab signed in with a new key of `level`, on the Texts screen. */
  const textsAt = async (level: number, options: Parameters<DashboardWorld['page']>[0] = {}, arabic = false): Promise<Page> => {
    const key = (await world.api('POST', '/keys', { admin_level: level, label: `level ${level}` })).body.result.api_key as string;
    const page = await world.page(options);
    await signIn(page, String(world.botId), key);
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor({ timeout: PAGE.within });
    if (arabic) {
      await page.getByLabel('Language', { exact: true }).selectOption({ label: 'العربية' });
      await page.getByRole('navigation', { name: 'الأقسام' }).getByRole('link', { name: 'النصوص', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'النصوص' }).waitFor({ timeout: PAGE.within });
    } else await openScreen(page, 'Texts');
    await settled(page);
    return page;
  };
  const text = async (locale: string, id: string) =>
    ((await world.api('GET', `/texts?locale=${locale}`)).body.result as { message_id: string; override: string | null }[]).find((t) => t.message_id === id);

  test('level 4 edits a message beside the shipped text with a preview, is refused a foreign variable, saves and restores it', async () => {
    const page = await textsAt(4);
    await page.getByLabel('Find').fill('welcome-named');
    await page.getByRole('table', { name: /The bot’s texts in English: 1 of \d+/ }).waitFor({ timeout: PAGE.within });
    await page.getByRole('button', { name: 'Edit welcome-named' }).click();
    const editor = page.getByRole('form', { name: 'Edit welcome-named' });
    await editor.getByText('Hello, { $name }! Choose a plan to get access:').first().waitFor({ timeout: PAGE.within });
    await editor.getByText('Variables: { $name }').waitFor();
    const field = editor.getByLabel('Your text');
    assert.equal(await field.inputValue(), 'Hello, { $name }! Choose a plan to get access:');

    // The preview follows what is typed, with a sample where each variable goes.
    await field.fill('Hey { $name }, pick a plan:');
    await editor.locator('.preview').getByText('Hey ⟨name⟩, pick a plan:').waitFor({ timeout: PAGE.within });
    await field.fill('Hey { $nick }, pick a plan:');
    await editor.getByText('This message has no variable “nick”.').waitFor({ timeout: PAGE.within });
    await field.fill('Hey { $name');
    await editor.getByText('This is not valid Fluent yet: check that every brace is closed.').waitFor({ timeout: PAGE.within });

    // The API's refusal beside the field; nothing changed.
    await field.fill('Hey { $nick }, pick a plan:');
    await editor.getByRole('button', { name: 'Save text' }).click();
    await editor
      .locator('.field-error')
      .filter({ hasText: /uses \$nick/ })
      .waitFor({ timeout: PAGE.within });
    assert.equal(await field.getAttribute('aria-invalid'), 'true', 'the field is marked');
    assert.equal((await text('en', 'welcome-named'))?.override, null);
    await world.checkAccessibility(page, 'Texts, a message being edited');
    await world.screenshot(page, 'texts-editing');

    await field.fill('Hey { $name }, pick a plan:');
    await editor.getByRole('button', { name: 'Save text' }).click();
    await page.getByText('Saved welcome-named. The bot says it within 10 seconds.').waitFor({ timeout: PAGE.within });
    assert.equal((await text('en', 'welcome-named'))?.override, 'Hey { $name }, pick a plan:');

    // Only the owner's texts: the one just saved.
    await page.getByLabel('Find').fill('');
    await page.getByLabel('Only messages I changed').check();
    await page.getByRole('table', { name: `The bot’s texts in English: 1 of ${await countOf('en')}` }).waitFor({ timeout: PAGE.within });
    await page.getByRole('cell', { name: 'Hey { $name }, pick a plan:' }).waitFor();

    // Another language has its own shipped words and none of the owner's.
    await page.getByLabel('Language of the texts').selectOption('es');
    await page.getByText('You have not changed any message in this language.').waitFor({ timeout: PAGE.within });
    await page.getByLabel('Only messages I changed').uncheck();
    await page.getByLabel('Find').fill('welcome-named');
    await page.getByRole('cell', { name: '¡Hola, { $name }! Elige un plan para obtener acceso:' }).waitFor({ timeout: PAGE.within });

    // Back in English: restore the shipped text.
    await page.getByLabel('Language of the texts').selectOption('en');
    await page.getByRole('button', { name: 'Edit welcome-named' }).click();
    await page.getByRole('form', { name: 'Edit welcome-named' }).getByRole('button', { name: 'Restore the shipped text' }).click();
    await page.getByText('welcome-named is back to the shipped text.').waitFor({ timeout: PAGE.within });
    await until(
      () => text('en', 'welcome-named'),
      (t) => t?.override === null,
      'the override removed',
      PAGE,
    );
    await page.context().close();
  });

  test('level 3 reads every text and opens one, but cannot change it', async () => {
    const page = await textsAt(3);
    await page.getByText('Changing the bot’s texts', { exact: false }).first().waitFor({ timeout: PAGE.within });
    await page.getByLabel('Find').fill('welcome');
    await page.getByRole('button', { name: 'Open welcome-named' }).click();
    const editor = page.getByRole('form', { name: 'Edit welcome-named' });
    assert.equal(await editor.getByLabel('Your text').getAttribute('readonly'), '');
    assert.equal(await editor.getByRole('button', { name: 'Save text' }).count(), 0);
    assert.equal(await editor.getByRole('button', { name: 'Restore the shipped text' }).count(), 0);
    await page.context().close();
  });

  test('in Arabic at a phone’s width: right to left, nothing sideways, axe passes with the editor open', async () => {
    const page = await textsAt(4, { width: 375, height: 740 }, true);
    assert.equal(await page.evaluate<string>('document.documentElement.dir'), 'rtl');
    await page
      .getByRole('button', { name: /welcome-named/ })
      .first()
      .click();
    await page.locator('.text-editor .preview').waitFor({ timeout: PAGE.within });
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    assert.equal(overflow, 0, `the page scrolls sideways by ${overflow} px`);
    await world.checkAccessibility(page, 'Texts in Arabic, phone');
    await world.screenshot(page, 'texts-ar-phone');
    await page.context().close();
  });

  const countOf = async (locale: string) => ((await world.api('GET', `/texts?locale=${locale}`)).body.result as unknown[]).length;
});
