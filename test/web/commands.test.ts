// The Commands screen (SPEC §15) in Chromium: a level-4 key adds a custom command with a
// translation, edits it, sees a built-in name refused beside the field, and deletes it with a
// confirmation, each checked through the API; level 3 sees the list and no form. axe-core passes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { type DashboardWorld, openScreen, PAGE, settled, signIn, startDashboardWorld } from '../support/dashboard-world.js';
import { until } from '../support/until.js';

describe('dashboard: custom commands', () => {
  let world: DashboardWorld;
  before(async () => {
    world = await startDashboardWorld();
  });
  after(() => world?.stop());

  /** A tab signed in with a new key of `level`, on the Commands screen. */
  const commandsAt = async (level: number): Promise<Page> => {
    const key = (await world.api('POST', '/keys', { admin_level: level, label: `level ${level}` })).body.result.api_key as string;
    const page = await world.page();
    await signIn(page, String(world.botId), key);
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor({ timeout: PAGE.within });
    await openScreen(page, 'Commands');
    await settled(page);
    return page;
  };
  const commands = async () => (await world.api('GET', '/commands')).body.result as Record<string, unknown>[];
  const strip = ({ created_at, updated_at, ...rest }: Record<string, unknown>) => rest;

  test('level 4 adds, edits and deletes a command; a built-in name is refused beside the field', async () => {
    const page = await commandsAt(4);
    await page.getByText('No commands yet').waitFor({ timeout: PAGE.within });
    const form = page.getByRole('form', { name: 'New command' });
    await form.getByLabel('Command', { exact: true }).fill('start');
    await form.getByLabel('Answer', { exact: true }).fill('Mine now.');
    await form.getByRole('button', { name: 'Save command' }).click();
    await form.getByText('is /start, a command of the bot itself; choose another name').waitFor({ timeout: PAGE.within });
    assert.equal(await form.getByLabel('Command', { exact: true }).getAttribute('aria-invalid'), 'true');
    assert.deepEqual(await commands(), []);

    await form.getByLabel('Command', { exact: true }).fill('faq');
    await form.getByLabel('Answer', { exact: true }).fill('Questions? Write to @support.');
    await form.getByLabel('Menu description').fill('Questions and answers');
    await form.getByRole('button', { name: 'Add a translation' }).click();
    await form.getByLabel('Language code').fill('es');
    await form.getByLabel('Answer in that language').fill('¿Preguntas? Escribe a @support.');
    await world.checkAccessibility(page, 'Commands, a new command with a translation');
    await form.getByRole('button', { name: 'Save command' }).click();
    await page.getByText('Saved /faq.').waitFor({ timeout: PAGE.within });
    await page.getByRole('cell', { name: '/faq', exact: true }).waitFor({ timeout: PAGE.within });
    assert.deepEqual((await commands()).map(strip), [
      {
        name: 'faq',
        text: 'Questions? Write to @support.',
        description: 'Questions and answers',
        visible: true,
        translations: { es: '¿Preguntas? Escribe a @support.' },
      },
    ]);
    await world.checkAccessibility(page, 'Commands with one');
    await world.screenshot(page, 'commands');

    // Edit: the form holds the command; hidden from the menu, the translation removed.
    await page.getByRole('button', { name: 'Edit /faq' }).click();
    const edit = page.getByRole('form', { name: 'Edit /faq' });
    assert.equal(await edit.getByLabel('Answer', { exact: true }).inputValue(), 'Questions? Write to @support.');
    await edit.getByLabel('Listed in the members’ command menu').uncheck();
    await edit.getByRole('button', { name: 'Remove translation' }).click();
    await edit.getByRole('button', { name: 'Save command' }).click();
    await until(
      async () => (await commands()).map(strip),
      (list) => list.length === 1 && list[0]!.visible === false,
      'the command replaced',
      PAGE,
    );
    assert.deepEqual((await commands()).map(strip), [
      { name: 'faq', text: 'Questions? Write to @support.', description: 'Questions and answers', visible: false, translations: {} },
    ]);
    await page.getByRole('cell', { name: 'no', exact: true }).waitFor({ timeout: PAGE.within });

    await page.getByRole('button', { name: 'Delete /faq', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete /faq' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('No commands yet').waitFor({ timeout: PAGE.within });
    assert.deepEqual(await commands(), []);
    await page.context().close();
  });

  test('level 3 sees the commands and no form', async () => {
    assert.equal((await world.api('PUT', '/commands/rules', { text: 'Be kind.' })).status, 201);
    const page = await commandsAt(3);
    await page.getByRole('cell', { name: '/rules', exact: true }).waitFor({ timeout: PAGE.within });
    assert.equal(await page.getByText('Adding, changing or deleting commands needs level 4; you are level 3.').isVisible(), true);
    assert.equal(await page.getByRole('form').count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Delete /rules' }).count(), 0);
    await world.checkAccessibility(page, 'Commands at level 3');
    await page.context().close();
    assert.equal((await world.api('DELETE', '/commands/rules')).status, 200);
  });
});
