// A plan's own words on the Plans screen (SPEC §18): its description and its translations per
// shipped language, written in the form, read back from the API, refused beside the fieldset when
// a translation says nothing, and removed. axe-core passes with a translation open.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type DashboardWorld, openScreen, PAGE, settled, startDashboardWorld } from '../support/dashboard-world.js';
import { until } from '../support/until.js';

describe('dashboard: a plan’s description and translations', () => {
  let world: DashboardWorld;
  before(async () => {
    world = await startDashboardWorld();
  });
  after(() => world?.stop());

  test('written, refused when empty, read back and removed through the form', async () => {
    const created = await world.api('POST', '/plans', { plan_name: 'Signals', plan_duration: 'P1M', plan_price: '250', plan_currency: 'XTR' });
    assert.equal(created.status, 201);
    const planId = created.body.result.plan_id as number;
    const plan = async () => (await world.api('GET', `/plans/${planId}`)).body.result as { plan_description: string | null; translations: unknown };
    const page = await world.signedIn();
    await openScreen(page, 'Plans');
    await settled(page);

    await page.getByRole('button', { name: 'Edit Signals' }).click();
    let form = page.getByRole('form', { name: 'Edit plan Signals' });
    await form.getByLabel('Description', { exact: true }).fill('Daily signals and a weekly call.');
    await form.getByRole('button', { name: 'Add a translation' }).click();
    await form.getByLabel('Language of the translation').selectOption('es');
    // A translation that says nothing is refused beside the fieldset; nothing changes.
    await form.getByRole('button', { name: 'Save plan' }).click();
    await form.locator('fieldset .field-error').waitFor({ timeout: PAGE.within });
    assert.match((await form.locator('fieldset .field-error').textContent())!, /plan_name, plan_description or both/);
    assert.deepEqual([(await plan()).plan_description, (await plan()).translations], [null, {}]);

    await form.getByLabel('Name in that language').fill('Señales');
    await form.getByLabel('Description in that language').fill('Señales diarias y una llamada semanal.');
    await world.checkAccessibility(page, 'Plans, a plan with a translation');
    await form.getByRole('button', { name: 'Save plan' }).click();
    await until(plan, (p) => p.plan_description !== null, 'the plan saved', PAGE);
    assert.deepEqual(await plan(), {
      ...(await plan()),
      plan_description: 'Daily signals and a weekly call.',
      translations: { es: { plan_name: 'Señales', plan_description: 'Señales diarias y una llamada semanal.' } },
    });

    // The form opens with them; removing the translation and the description clears both.
    await page.getByRole('button', { name: 'Edit Signals' }).click();
    form = page.getByRole('form', { name: 'Edit plan Signals' });
    assert.equal(await form.getByLabel('Name in that language').inputValue(), 'Señales');
    assert.equal(await form.getByLabel('Language of the translation').inputValue(), 'es');
    await form.getByRole('button', { name: 'Remove translation' }).click();
    await form.getByLabel('Description', { exact: true }).fill('');
    await form.getByRole('button', { name: 'Save plan' }).click();
    await until(plan, (p) => p.plan_description === null, 'the plan saved again', PAGE);
    assert.deepEqual((await plan()).translations, {});
    await page.context().close();
  });
});
