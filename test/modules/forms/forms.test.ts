// Forms through HTTP (SPEC §15): creation with its rules (422 naming every broken field, 409 for a
// plan another live form has), listing, changing, deleting (archived when it has responses),
// responses a page at a time, the member carrying their answers, and level 6 needed. Responses
// are given through the service (the bot's door; test/bot/forms.test.ts drives the bot itself).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contents } from '../../fuzz/harness.js';
import { call, createTestApp, expectError, expectInvalid, expectOk, type TestApp } from '../../support/helper.js';

const NOW = '2026-11-21T12:00:00.000Z';

async function withApp(body: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ now: NOW });
  try {
    await body(t);
  } finally {
    await t.close();
  }
}

async function plan(t: TestApp, name = 'Monthly'): Promise<number> {
  const body = { plan_name: name, plan_duration: 'P1M', plan_price: '5.00', plan_currency: 'USD' };
  return expectOk(await call(t, 'POST', `${t.base}/plans`, body), 201, 'POST', '/plans').plan_id;
}

const QUESTIONS = [
  { key: 'email', prompt: 'Your email?', kind: 'email' },
  { key: 'level', prompt: 'Your level?', kind: 'choice', choices: ['Beginner', 'Advanced'] },
  { key: 'note', prompt: 'Anything else?', kind: 'text', required: false },
];
const RECORDED = [
  { key: 'email', prompt: 'Your email?', kind: 'email', choices: null, required: true },
  { key: 'level', prompt: 'Your level?', kind: 'choice', choices: ['Beginner', 'Advanced'], required: true },
  { key: 'note', prompt: 'Anything else?', kind: 'text', choices: null, required: false },
];

async function form(t: TestApp, planIds: number[], fields: Record<string, unknown> = {}) {
  return expectOk(
    await call(t, 'POST', `${t.base}/forms`, { form_name: 'About you', plan_ids: planIds, questions: QUESTIONS, ...fields }),
    201,
    'POST',
    '/forms',
  );
}

/** A member answers every question of form `formId` through the service, as the bot does. */
async function answer(t: TestApp, memberId: string, planId: number, answers: (string | null)[]) {
  const { forms, members } = t.app.services;
  await members.seen(t.botId, { member_id: memberId, username: null, first_name: null, language_code: null });
  const row = await forms.formToAnswer(t.botId, memberId, planId);
  assert.ok(row, `member ${memberId} has a form to answer`);
  await forms.start(t.botId, memberId, row, planId);
  const bot = { ...t.bot, actor: { type: 'member' as const, member_id: memberId } };
  let last: unknown;
  for (const [index, text] of answers.entries()) last = await forms.answer(bot, memberId, { formId: Number(row.form_id), index }, text);
  return last;
}

describe('forms', () => {
  test('created, read, listed, changed; one live form per plan (409)', async () => {
    await withApp(async (t) => {
      const [a, b] = [await plan(t), await plan(t, 'Yearly')];
      const made = await form(t, [a]);
      const expected = {
        form_id: 1,
        form_name: 'About you',
        plan_ids: [a],
        questions: RECORDED,
        responses: 0,
        archived: false,
        created_at: NOW,
        updated_at: NOW,
      };
      assert.deepEqual(made, expected);
      assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/forms/1`), 200, 'GET', '/forms/1'), expected);

      const taken = expectError(
        await call(t, 'POST', `${t.base}/forms`, { form_name: 'Other', plan_ids: [b, a], questions: QUESTIONS }),
        409,
        'conflict',
        'POST',
        '/forms',
      );
      assert.equal(taken.description, `Plan ${a} already has form 1; a plan has one form at a time: change or delete that form first.`);
      const second = await form(t, [b], { form_name: 'Yearly questions', questions: [{ key: 'age', prompt: 'Your age?', kind: 'number' }] });
      assert.equal(second.form_id, 2);
      expectError(await call(t, 'PATCH', `${t.base}/forms/2`, { plan_ids: [a] }), 409, 'conflict', 'PATCH', '/forms/2');

      t.clock.now += 60_000;
      const changed = expectOk(await call(t, 'PATCH', `${t.base}/forms/1`, { form_name: 'Before you join', plan_ids: [a] }), 200, 'PATCH', '/forms/1');
      assert.deepEqual(changed, { ...expected, form_name: 'Before you join', updated_at: '2026-11-21T12:01:00.000Z' });

      const page1 = await call(t, 'GET', `${t.base}/forms?limit=1`);
      assert.deepEqual(
        expectOk(page1, 200, 'GET', '/forms').map((f: { form_id: number }) => f.form_id),
        [2],
      );
      const page2 = await call(t, 'GET', `${t.base}/forms?limit=1&cursor=${page1.body.next_cursor}`);
      assert.deepEqual(expectOk(page2, 200, 'GET', '/forms'), [changed]);
      assert.equal(page2.body.next_cursor, undefined);
      expectError(await call(t, 'GET', `${t.base}/forms/9`), 404, 'not_found', 'GET', '/forms/9');
    });
  });

  test('bad input: every broken rule named, nothing changes', async () => {
    await withApp(async (t) => {
      const a = await plan(t);
      await form(t, [a]);
      const before = await contents(t);
      const post = (body: unknown) => call(t, 'POST', `${t.base}/forms`, body);
      const q = (fields: Record<string, unknown>) => ({ key: 'k', prompt: 'P?', kind: 'text', ...fields });
      expectInvalid(await post({ form_name: '', plan_ids: [], questions: [] }), 'POST', '/forms', ['form_name', 'plan_ids', 'questions']);
      expectInvalid(
        await post({ form_name: 'F', plan_ids: [a], questions: [q({ key: 'Bad-Key', prompt: 'x'.repeat(501), kind: 'date' })] }),
        'POST',
        '/forms',
        ['questions[0].key', 'questions[0].prompt', 'questions[0].kind'],
      );
      expectInvalid(await post({ form_name: 'F', plan_ids: [a], questions: Array.from({ length: 11 }, (_, i) => q({ key: `k${i}` })) }), 'POST', '/forms', [
        'questions',
      ]);
      expectInvalid(await post({ form_name: 'F', plan_ids: [a], questions: [q({ kind: 'choice', choices: ['one'] })] }), 'POST', '/forms', [
        'questions[0].choices',
      ]);
      const rules = expectInvalid(
        await post({
          form_name: 'F',
          plan_ids: [99, 99],
          questions: [q({}), q({ choices: ['a', 'b'] }), q({ key: 'c', kind: 'choice' }), q({ key: 'd', kind: 'choice', choices: ['A', 'a'] })],
        }),
        'POST',
        '/forms',
        ['plan_ids', 'plan_ids', 'plan_ids', 'questions[1].key', 'questions[1].choices', 'questions[2].choices', 'questions[3].choices'],
      );
      assert.equal(rules['questions[1].key'], 'must be unique within the form; "k" is used twice');
      expectInvalid(await post({ form_name: 'F', plan_ids: [a], questions: [q({})], extra: 1 }), 'POST', '/forms', ['extra']);
      expectInvalid(await call(t, 'PATCH', `${t.base}/forms/1`, {}), 'PATCH', '/forms/1', ['body']);
      expectInvalid(await call(t, 'GET', `${t.base}/forms/1/responses?limit=0`), 'GET', '/forms/1/responses', ['limit']);
      assert.deepEqual(await contents(t), before);
    });
  });

  test('responses a page at a time, on the member, reused; DELETE archives a form with responses and deletes one without', async () => {
    await withApp(async (t) => {
      const [a, b] = [await plan(t), await plan(t, 'Yearly')];
      await form(t, [a]);
      const done = await answer(t, '5001', a, ['ada@example.com', 'Advanced', null]);
      assert.deepEqual(done, { done: { planId: a, formName: 'About you', couponCode: null } });
      assert.equal(await t.app.services.forms.formToAnswer(t.botId, '5001', a), undefined, 'answered once: reused');
      t.clock.now += 1000;
      await answer(t, '5002', a, ['bob@example.com', 'Beginner', 'Hi']);
      const page1 = await call(t, 'GET', `${t.base}/forms/1/responses?limit=1`);
      assert.deepEqual(expectOk(page1, 200, 'GET', '/forms/1/responses'), [
        { member_id: '5002', answers: { email: 'bob@example.com', level: 'Beginner', note: 'Hi' }, submitted_at: '2026-11-21T12:00:01.000Z' },
      ]);
      const page2 = await call(t, 'GET', `${t.base}/forms/1/responses?limit=1&cursor=${page1.body.next_cursor}`);
      const ada = { member_id: '5001', answers: { email: 'ada@example.com', level: 'Advanced', note: null }, submitted_at: NOW };
      assert.deepEqual(expectOk(page2, 200, 'GET', '/forms/1/responses'), [ada]);
      assert.equal(page2.body.next_cursor, undefined);

      const member = expectOk(await call(t, 'GET', `${t.base}/members/5001`), 200, 'GET', '/members/5001');
      assert.deepEqual(member.forms, [{ form_id: 1, form_name: 'About you', answers: ada.answers, submitted_at: NOW }]);
      const events = expectOk(await call(t, 'GET', `${t.base}/events?type=form.submitted`), 200, 'GET', '/events');
      assert.deepEqual(events[0], {
        event_id: events[0].event_id,
        type: 'form.submitted',
        created_at: NOW,
        actor: { type: 'member', member_id: '5001' },
        data: { form_id: 1, form_name: 'About you', member_id: '5001', plan_id: a, answers: ada.answers, submitted_at: NOW },
      });

      const archived = expectOk(await call(t, 'DELETE', `${t.base}/forms/1`), 200, 'DELETE', '/forms/1');
      assert.equal(archived.archived, true);
      assert.equal(archived.responses, 2);
      assert.equal(await t.app.services.forms.formToAnswer(t.botId, '5009', a), undefined, 'an archived form is not asked');
      assert.equal(expectOk(await call(t, 'GET', `${t.base}/forms/1/responses`), 200, 'GET', '/forms/1/responses').length, 2, 'responses kept');
      expectError(await call(t, 'PATCH', `${t.base}/forms/1`, { form_name: 'X' }), 409, 'conflict', 'PATCH', '/forms/1');
      // The plan is free for a new form; one without responses is deleted outright.
      const fresh = await form(t, [a, b]);
      assert.deepEqual(expectOk(await call(t, 'DELETE', `${t.base}/forms/${fresh.form_id}`), 200, 'DELETE', `/forms/${fresh.form_id}`), fresh);
      expectError(await call(t, 'GET', `${t.base}/forms/${fresh.form_id}`), 404, 'not_found', 'GET', `/forms/${fresh.form_id}`);
      expectError(await call(t, 'GET', `${t.base}/forms/${fresh.form_id}/responses`), 404, 'not_found', 'GET', `/forms/${fresh.form_id}/responses`);
    });
  });

  test('level 6 sees and changes forms; level 5 is refused', async () => {
    await withApp(async (t) => {
      const a = await plan(t);
      await form(t, [a]);
      const keyOf = async (level: number) =>
        `/v1/bot${t.botId}/${expectOk(await call(t, 'POST', `${t.base}/keys`, { admin_level: level }), 201, 'POST', '/keys').api_key}`;
      const [five, six] = [await keyOf(5), await keyOf(6)];
      const refused = expectError(await call(t, 'GET', `${five}/forms`), 403, 'forbidden', 'GET', '/forms');
      assert.equal(refused.description, 'To see forms and their responses needs admin level 6 or more; this key is level 5.');
      expectError(await call(t, 'POST', `${five}/forms`, { form_name: 'F', plan_ids: [a], questions: QUESTIONS }), 403, 'forbidden', 'POST', '/forms');
      expectError(await call(t, 'GET', `${five}/forms/1/responses`), 403, 'forbidden', 'GET', '/forms/1/responses');
      assert.equal(expectOk(await call(t, 'GET', `${six}/forms`), 200, 'GET', '/forms').length, 1);
      expectOk(await call(t, 'PATCH', `${six}/forms/1`, { form_name: 'Six' }), 200, 'PATCH', '/forms/1');
    });
  });
});
