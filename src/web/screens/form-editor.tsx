// A new form: its name, the plans it comes before (checkboxes), and 1 to 10 questions, each with
// its key, prompt, kind, choices (a choice question: one per line) and whether it is required.
import type { TargetedSubmitEvent } from 'preact';
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { CreateFormInput } from '../../client/types.js';
import { t } from '../i18n.js';
import { Field, FormError, Submit, useSubmit } from '../ui/form.js';
import { useLoad } from '../ui/load.js';

const MAX_QUESTIONS = 10;
/** Each kind of answer and its name (its message). */
const KINDS = [
  ['text', 'forms-kind-text'],
  ['email', 'forms-kind-email'],
  ['number', 'forms-kind-number'],
  ['choice', 'forms-kind-choice'],
] as const;

/** The request the form's controls describe. */
function bodyOf(data: FormData, questions: number): CreateFormInput {
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    form_name: text('form_name'),
    plan_ids: data.getAll('plan_ids').map(Number),
    questions: Array.from({ length: questions }, (_, i) => {
      const kind = text(`kind${i}`) as CreateFormInput['questions'][number]['kind'];
      const choices = text(`choices${i}`)
        .split('\n')
        .map((c) => c.trim())
        .filter(Boolean);
      return {
        key: text(`key${i}`),
        prompt: text(`prompt${i}`),
        kind,
        ...(kind === 'choice' || choices.length ? { choices } : {}),
        required: data.get(`required${i}`) === 'on',
      };
    }),
  };
}

export function FormEditor({ client, onCreated }: { client: Tollgate; onCreated: () => void }) {
  const form = useSubmit();
  const [questions, setQuestions] = useState(1);
  const plans = useLoad(() => client.listPlans({ limit: 100 }), [client]);
  const submit = (e: TargetedSubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const target = e.currentTarget;
    const body = bodyOf(new FormData(target), questions);
    void form
      .run(() => client.createForm(body))
      .then((ok) => {
        if (!ok) return;
        target.reset();
        setQuestions(1);
        onCreated();
      });
  };
  return (
    <form aria-label={t('forms-new')} onSubmit={submit}>
      <Field label={t('column-name')} name="form_name" form={form} hint={t('forms-name-hint')}>
        {(p) => <input {...p} required maxLength={128} />}
      </Field>
      <fieldset>
        <legend>{t('forms-asked-before')}</legend>
        {plans.data?.items
          .filter((pl) => !pl.archived)
          .map((pl) => (
            <label class="check" key={pl.plan_id}>
              <input type="checkbox" name="plan_ids" value={String(pl.plan_id)} /> {pl.plan_name}
            </label>
          ))}
        {form.fieldError('plan_ids') && <small class="field-error">{form.fieldError('plan_ids')}</small>}
      </fieldset>
      {Array.from({ length: questions }, (_, i) => (
        <fieldset key={i}>
          <legend>{t('forms-question-n', { n: i + 1 })}</legend>
          <Field label={t('forms-key')} name={`questions[${i}].key`} form={form} hint={t('forms-key-hint')}>
            {(p) => <input {...p} name={`key${i}`} required pattern="[a-z0-9_]{1,32}" />}
          </Field>
          <Field label={t('forms-question')} name={`questions[${i}].prompt`} form={form}>
            {(p) => <input {...p} name={`prompt${i}`} required maxLength={500} />}
          </Field>
          <Field label={t('forms-kind')} name={`questions[${i}].kind`} form={form}>
            {(p) => (
              <select {...p} name={`kind${i}`}>
                {KINDS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {t(label)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('forms-choices')} name={`questions[${i}].choices`} form={form} hint={t('forms-choices-hint')}>
            {(p) => <textarea {...p} name={`choices${i}`} rows={3} />}
          </Field>
          <label class="check">
            <input type="checkbox" name={`required${i}`} defaultChecked /> {t('forms-required')}
          </label>
        </fieldset>
      ))}
      <FormError form={form} shown={['form_name', 'plan_ids', 'questions']} />
      <div class="actions">
        <button type="button" class="secondary" disabled={questions >= MAX_QUESTIONS} onClick={() => setQuestions((n) => n + 1)}>
          {t('forms-add-question')}
        </button>
        {questions > 1 && (
          <button type="button" class="secondary" onClick={() => setQuestions((n) => n - 1)}>
            {t('forms-remove-question')}
          </button>
        )}
        <Submit form={form}>{t('forms-create')}</Submit>
      </div>
    </form>
  );
}
