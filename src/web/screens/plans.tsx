// Plans: what members buy. Created and edited with every option and every length form the API
// takes (its own messages beside the fields), archived (asked first; members keep what they hold).
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { CreatePlanInput, Plan, UpdatePlanInput } from '../../client/types.js';
import { t } from '../i18n.js';
import { LocaleOptions } from '../ui/language-menu.js';
import { ConfirmButton } from '../ui/confirm.js';
import { directoryOf } from '../ui/directory.js';
import { formatAmount, lengthInWords, separator } from '../ui/format.js';
import { Field, FormError, formValues, Submit, useSubmit } from '../ui/form.js';
import { useLoad } from '../ui/load.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { NotYours, useAllows } from '../ui/level.js';
import { type Column, Table } from '../ui/table.js';

const FIELDS = ['plan_name', 'plan_description', 'plan_duration', 'plan_price', 'plan_currency', 'plan_trial', 'plan_project_id', 'options', 'translations'];

/** A translation of the plan as the form holds it (SPEC §18): its language, name and description. */
interface Translation {
  language: string;
  name: string;
  description: string;
}

const translationsOf = (plan?: Plan): Translation[] =>
  Object.entries(plan?.translations ?? {}).map(([language, words]) => ({
    language,
    name: words.plan_name ?? '',
    description: words.plan_description ?? '',
  }));

/** The rows as the API's translations: a field left empty is left out (the plan's own is said). */
const translationsBody = (rows: Translation[]) =>
  Object.fromEntries(
    rows
      .filter((row) => row.language)
      .map((row) => [
        row.language,
        { ...(row.name.trim() ? { plan_name: row.name.trim() } : {}), ...(row.description.trim() ? { plan_description: row.description.trim() } : {}) },
      ]),
  );

/** The form's text as the API's body: the owner's words, only numbers and switches converted.
 * An edit clears a trial or project left empty (null); a new plan leaves them out. */
function planBody(v: Record<string, string>, editing: boolean, translations: Translation[]): Record<string, unknown> {
  const int = (s: string | undefined) => (s === undefined || s === '' ? undefined : Number(s));
  const description = (v.plan_description ?? '').trim();
  return {
    plan_name: v.plan_name ?? '',
    ...(description ? { plan_description: description } : editing ? { plan_description: null } : {}),
    translations: translationsBody(translations),
    plan_duration: v.plan_duration ?? '',
    plan_price: v.plan_price ?? '',
    plan_currency: (v.plan_currency ?? '').toUpperCase(),
    ...(v.plan_trial ? { plan_trial: v.plan_trial } : editing ? { plan_trial: null } : {}),
    ...(v.plan_project_id ? { plan_project_id: Number(v.plan_project_id) } : editing ? { plan_project_id: null } : {}),
    options: {
      recurring: v.recurring === 'on',
      newcomers: int(v.newcomers) ?? 0,
      singleuse: int(v.singleuse) ?? 0,
      token_only: v.token_only === 'on',
      credit_only: v.credit_only === 'on',
      invitee_only: v.invitee_only === 'on' ? 1 : 0,
    },
  };
}

function PlanForm({ client, plan, done }: { client: Tollgate; plan?: Plan; done: () => void }) {
  const form = useSubmit();
  const projects = useLoad(() => client.listProjects({ limit: 100 }), [client]);
  const [translations, setTranslations] = useState<Translation[]>(() => translationsOf(plan));
  const change = (i: number, part: Partial<Translation>) => setTranslations((rows) => rows.map((row, j) => (i === j ? { ...row, ...part } : row)));
  const translationError = form.fieldError('translations');
  const o = plan?.options;
  return (
    <form
      aria-label={plan ? t('plans-edit-plan', { name: plan.plan_name }) : t('plans-new')}
      onSubmit={(e) => {
        const body = planBody(formValues(e), Boolean(plan), translations);
        void form
          .run(() => (plan ? client.updatePlan(plan.plan_id, body as UpdatePlanInput) : client.createPlan(body as CreatePlanInput)))
          .then((ok) => ok && done());
      }}
    >
      <Field label={t('column-name')} name="plan_name" form={form}>
        {(p) => <input {...p} defaultValue={plan?.plan_name} />}
      </Field>
      <Field label={t('plans-description')} name="plan_description" form={form} hint={t('plans-description-hint')}>
        {(p) => <textarea {...p} rows={3} maxLength={1000} defaultValue={plan?.plan_description ?? ''} />}
      </Field>
      <Field label={t('plans-length')} name="plan_duration" form={form} hint={t('plans-length-hint')}>
        {(p) => <input {...p} defaultValue={plan?.plan_duration} />}
      </Field>
      <Field label={t('plans-price')} name="plan_price" form={form} hint={t('plans-price-hint')}>
        {(p) => <input {...p} inputMode="decimal" defaultValue={plan?.plan_price} />}
      </Field>
      <Field label={t('overview-currency')} name="plan_currency" form={form} hint={t('plans-currency-hint')}>
        {(p) => <input {...p} maxLength={3} defaultValue={plan?.plan_currency} />}
      </Field>
      <Field label={t('plans-trial')} name="plan_trial" form={form} hint={t('plans-trial-hint')}>
        {(p) => <input {...p} defaultValue={plan?.plan_trial ?? ''} />}
      </Field>
      <Field label={t('plans-project')} name="plan_project_id" form={form}>
        {(p) => (
          <select {...p} defaultValue={plan?.plan_project_id === null || !plan ? '' : String(plan.plan_project_id)}>
            <option value="">{t('plans-no-project')}</option>
            {projects.data?.items.map((pr) => (
              <option key={pr.project_id} value={String(pr.project_id)}>
                {pr.project_name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset>
        <legend>{t('plans-options')}</legend>
        <label class="check">
          <input type="checkbox" name="recurring" defaultChecked={o?.recurring} /> {t('plans-recurring')}
        </label>
        <Field label={t('plans-who')} name="options.newcomers" form={form}>
          {(p) => (
            <select {...p} name="newcomers" defaultValue={String(o?.newcomers ?? 0)}>
              <option value="0">{t('plans-who-anyone')}</option>
              <option value="1">{t('plans-who-new')}</option>
              <option value="2">{t('plans-who-returning')}</option>
            </select>
          )}
        </Field>
        <Field label={t('plans-times')} name="options.singleuse" form={form}>
          {(p) => <input {...p} name="singleuse" type="number" min={0} defaultValue={String(o?.singleuse ?? 0)} />}
        </Field>
        <label class="check">
          <input type="checkbox" name="token_only" defaultChecked={o?.token_only} /> {t('plans-token-only')}
        </label>
        <label class="check">
          <input type="checkbox" name="credit_only" defaultChecked={o?.credit_only} /> {t('plans-credit-only')}
        </label>
        <label class="check">
          <input type="checkbox" name="invitee_only" defaultChecked={o?.invitee_only === 1} /> {t('plans-invitee-only')}
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('plans-translations')}</legend>
        <small class="hint">{t('plans-translations-hint')}</small>
        {translations.map((row, i) => (
          <div class="translation plan-translation" key={i}>
            <label>
              {t('plans-translation-language')}
              <select value={row.language} onChange={(e) => change(i, { language: e.currentTarget.value })}>
                <option value="" />
                <LocaleOptions />
              </select>
            </label>
            <label>
              {t('plans-translation-name')}
              <input value={row.name} dir="auto" lang={row.language || undefined} onInput={(e) => change(i, { name: e.currentTarget.value })} />
            </label>
            <label>
              {t('plans-translation-description')}
              <textarea
                rows={2}
                maxLength={1000}
                value={row.description}
                dir="auto"
                lang={row.language || undefined}
                onInput={(e) => change(i, { description: e.currentTarget.value })}
              />
            </label>
            <button type="button" class="secondary" onClick={() => setTranslations((rows) => rows.filter((_, j) => j !== i))}>
              {t('plans-remove-translation')}
            </button>
          </div>
        ))}
        <button type="button" class="secondary" onClick={() => setTranslations((rows) => [...rows, { language: '', name: '', description: '' }])}>
          {t('plans-add-translation')}
        </button>
        {translationError && <small class="field-error">{translationError}</small>}
      </fieldset>
      <FormError form={form} shown={FIELDS} />
      <div class="actions">
        <Submit form={form}>{plan ? t('plans-save') : t('plans-create')}</Submit>
        <button type="button" class="secondary" onClick={done}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

export function Plans({ client }: { client: Tollgate }) {
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const archive = useSubmit();
  const dir = directoryOf(client);
  const list = usePaged(
    async (cursor) => {
      const page = await client.listPlans({ cursor, limit: 100 });
      dir.rememberPlans(page.items);
      return page;
    },
    [client],
  );
  const close = () => {
    setEditing(null);
    list.reload();
  };
  const changes = useAllows('plans.change');
  const actions: Column<Plan> = {
    label: t('column-actions'),
    cell: (p) =>
      p.archived ? null : (
        <div class="actions">
          <button type="button" class="secondary" onClick={() => setEditing(p)} aria-label={t('plans-edit', { name: p.plan_name })}>
            {t('edit')}
          </button>
          <ConfirmButton
            label={t('plans-archive', { name: p.plan_name })}
            question={t('plans-archive-question', { name: p.plan_name })}
            confirm={t('archive')}
            onConfirm={() => void archive.run(() => client.archivePlan(p.plan_id)).then(list.reload)}
          />
        </div>
      ),
  };
  return (
    <>
      {!changes ? (
        <NotYours what={t('plans-what')} power="plans.change" />
      ) : editing ? (
        <PlanForm client={client} plan={editing === 'new' ? undefined : editing} done={close} />
      ) : (
        <button type="button" onClick={() => setEditing('new')}>
          {t('plans-new')}
        </button>
      )}
      <FormError form={archive} />
      <PagedView list={list} loading={t('plans-loading')} more={t('plans-more')} empty={t('plans-empty')}>
        {(plans) => (
          <Table
            caption={t('screen-plans')}
            rows={plans}
            rowKey={(p) => p.plan_id}
            columns={[
              { label: t('column-plan'), cell: (p) => `${p.plan_id}. ${p.plan_name}` },
              { label: t('plans-length'), cell: (p) => lengthInWords(p.plan_duration) },
              { label: t('plans-price'), cell: (p) => formatAmount(p.plan_price, p.plan_currency), numeric: true },
              { label: t('plans-trial-column'), cell: (p) => (p.plan_trial ? lengthInWords(p.plan_trial) : '—') },
              {
                label: t('plans-options'),
                cell: (p) =>
                  [
                    p.options.recurring && t('plans-option-recurring'),
                    p.options.token_only && t('plans-option-code-only'),
                    p.options.invitee_only && t('plans-option-referred-only'),
                    p.options.newcomers === 1 && t('plans-option-newcomers'),
                    p.options.singleuse && t('plans-option-times', { times: p.options.singleuse }),
                  ]
                    .filter(Boolean)
                    .join(separator()) || '—',
              },
              { label: t('column-state'), cell: (p) => (p.archived ? t('archived') : t('plans-on-sale')) },
              ...(changes ? [actions] : []),
            ]}
          />
        )}
      </PagedView>
    </>
  );
}
