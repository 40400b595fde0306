// The Forms screen (SPEC §15) in Chromium against the demo bot: a form made with three kinds of
// question is the API's form; a plan another form has is refused in the API's words; a form's
// responses read as a table with a column per question; delete archives an answered form and
// removes one nobody answered. axe-core passes on the screen.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Services } from '../../src/services.js';
import { type DashboardWorld, openScreen, PAGE, settled, startDashboardWorld } from '../support/dashboard-world.js';
import { until } from '../support/until.js';

/** A form on the Lifetime plan answered by one member, made through the services as the bot would. */
async function seed(services: Services, botId: number) {
  const bot = await services.settings.contextOf(botId);
  const plans = await services.plans.plansOf(botId);
  const lifetime = [...plans.values()].find((p) => p.plan_name === 'Lifetime')!;
  await services.forms.createForm(bot, {
    form_name: 'Lifetime intake',
    plan_ids: [Number(lifetime.plan_id)],
    questions: [
      { key: 'email', prompt: 'Your email?', kind: 'email' },
      { key: 'goal', prompt: 'Your goal?', kind: 'text', required: false },
    ],
  });
  const member = '7770001';
  await services.members.seen(botId, { member_id: member, username: 'grace', first_name: 'Grace', language_code: null });
  const form = (await services.forms.formToAnswer(botId, member, Number(lifetime.plan_id)))!;
  await services.forms.start(botId, member, form, Number(lifetime.plan_id));
  const asMember = { ...bot, actor: { type: 'member' as const, member_id: member } };
  await services.forms.answer(asMember, member, { formId: Number(form.form_id), index: 0 }, 'grace@example.com');
  await services.forms.answer(asMember, member, { formId: Number(form.form_id), index: 1 }, null);
}

describe('dashboard: forms', () => {
  let world: DashboardWorld;
  before(async () => {
    world = await startDashboardWorld({}, seed);
  });
  after(() => world?.stop());

  test('create, refuse a taken plan, read responses, archive and delete', async () => {
    const page = await world.signedIn();
    await openScreen(page, 'Forms');
    await settled(page);
    await world.checkAccessibility(page, 'Forms');
    const monthly = ((await world.api('GET', '/plans?limit=100')).body.result as { plan_id: number; plan_name: string }[]).find(
      (p) => p.plan_name === 'Monthly VIP',
    )!;

    const form = page.getByRole('form', { name: 'New form' });
    await form.getByLabel('Name').fill('Monthly intake');
    await form.getByRole('checkbox', { name: 'Monthly VIP' }).check();
    await form.getByRole('button', { name: 'Add a question' }).click();
    await form.getByRole('button', { name: 'Add a question' }).click();
    const question = (n: number) => form.getByRole('group', { name: `Question ${n}` });
    await question(1).getByLabel('Key').fill('email');
    await question(1).getByLabel('Question').fill('Your email?');
    await question(1).getByLabel('Kind of answer').selectOption('email');
    await question(2).getByLabel('Key').fill('level');
    await question(2).getByLabel('Question').fill('Your level?');
    await question(2).getByLabel('Kind of answer').selectOption('choice');
    await question(2).getByLabel('Choices').fill('Beginner\nAdvanced');
    await question(3).getByLabel('Key').fill('note');
    await question(3).getByLabel('Question').fill('Anything else?');
    await question(3).getByLabel('Required (otherwise the member may skip it)').uncheck();
    await world.checkAccessibility(page, 'Forms, a new form filled in');
    await form.getByRole('button', { name: 'Create form' }).click();
    await page.getByRole('cell', { name: 'Monthly intake', exact: true }).waitFor({ timeout: PAGE.within });
    const forms = (await world.api('GET', '/forms')).body.result as Record<string, unknown>[];
    const made = forms.find((f) => f.form_name === 'Monthly intake')!;
    assert.deepEqual(
      { plan_ids: made.plan_ids, questions: made.questions, responses: made.responses, archived: made.archived },
      {
        plan_ids: [monthly.plan_id],
        questions: [
          { key: 'email', prompt: 'Your email?', kind: 'email', choices: null, required: true },
          { key: 'level', prompt: 'Your level?', kind: 'choice', choices: ['Beginner', 'Advanced'], required: true },
          { key: 'note', prompt: 'Anything else?', kind: 'text', choices: null, required: false },
        ],
        responses: 0,
        archived: false,
      },
    );

    // The same plan again: the API's 409, in its words.
    await form.getByLabel('Name').fill('Second');
    await form.getByRole('checkbox', { name: 'Monthly VIP' }).check();
    await question(1).getByLabel('Key').fill('x');
    await question(1).getByLabel('Question').fill('X?');
    await form.getByRole('button', { name: 'Create form' }).click();
    await form
      .getByRole('alert')
      .getByText(`Plan ${monthly.plan_id} already has form ${made.form_id}; a plan has one form at a time: change or delete that form first.`)
      .waitFor({ timeout: PAGE.within });

    // The seeded form's responses: a column per question, a skipped answer as a dash.
    await page.getByRole('button', { name: 'Responses to Lifetime intake' }).click();
    const responses = page.getByRole('table', { name: 'Responses to Lifetime intake, newest first' });
    await responses.waitFor({ timeout: PAGE.within });
    const headers = await responses.getByRole('columnheader').allTextContents();
    assert.deepEqual(headers, ['Member', 'email', 'goal', 'Submitted']);
    const cells = await responses.getByRole('row').nth(1).getByRole('cell').allTextContents();
    assert.deepEqual(cells.slice(0, 3), ['Grace @grace 7770001', 'grace@example.com', '—']);
    await world.checkAccessibility(page, 'Forms, responses');
    await world.screenshot(page, 'forms');

    // Deleting: the answered form is archived (responses kept), the new one removed.
    await page.getByRole('button', { name: 'Delete Lifetime intake', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete Lifetime intake' }).getByRole('button', { name: 'Archive', exact: true }).click();
    await page.getByRole('row', { name: /Lifetime intake.*archived/ }).waitFor({ timeout: PAGE.within });
    await page.getByRole('button', { name: 'Delete Monthly intake', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete Monthly intake' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await until(
      async () => ((await world.api('GET', '/forms')).body.result as { form_name: string; archived: boolean }[]).map((f) => [f.form_name, f.archived]),
      (all) => JSON.stringify(all) === JSON.stringify([['Lifetime intake', true]]),
      'the answered form archived, the other deleted',
      PAGE,
    );
    await page.getByRole('cell', { name: 'Monthly intake', exact: true }).waitFor({ state: 'detached', timeout: PAGE.within });
    await page.context().close();
  });
});
