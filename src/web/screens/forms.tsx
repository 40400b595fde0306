// Forms (SPEC §15): questions the bot asks before the plans they name are sold. Made here, listed
// with their responses count, deleted (archived when answered: responses kept), and each one's
// responses read as a table with a column per question.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { Form } from '../../client/types.js';
import { t } from '../i18n.js';
import { ConfirmButton } from '../ui/confirm.js';
import { directoryOf } from '../ui/directory.js';
import { FormError, useSubmit } from '../ui/form.js';
import { formatNumber, separator } from '../ui/format.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { Table } from '../ui/table.js';
import { MemberName, PlanName, When } from '../ui/values.js';
import { FormEditor } from './form-editor.js';

function Responses({ client, form }: { client: Tollgate; form: Form }) {
  const dir = directoryOf(client);
  const list = usePaged(
    async (cursor) => {
      const page = await client.listFormResponses(form.form_id, { cursor, limit: 50 });
      await dir.know({ members: page.items.map((r) => r.member_id) });
      return page;
    },
    [client, form.form_id],
  );
  return (
    <section aria-label={t('forms-responses-to', { name: form.form_name })}>
      <h2>{t('forms-responses-to', { name: form.form_name })}</h2>
      <PagedView list={list} loading={t('forms-loading-responses')} more={t('forms-more-responses')} empty={t('forms-no-responses')}>
        {(rows) => (
          <Table
            caption={t('forms-responses-caption', { name: form.form_name })}
            rows={rows}
            rowKey={(r) => r.member_id}
            columns={[
              { label: t('column-member'), cell: (r) => <MemberName id={r.member_id} dir={dir} /> },
              ...form.questions.map((q) => ({ label: q.key, cell: (r: (typeof rows)[number]) => r.answers[q.key] ?? '—' })),
              { label: t('forms-submitted'), cell: (r) => <When iso={r.submitted_at} dir={dir} /> },
            ]}
          />
        )}
      </PagedView>
    </section>
  );
}

export function Forms({ client }: { client: Tollgate }) {
  const remove = useSubmit();
  const [shown, setShown] = useState<Form | undefined>();
  const dir = directoryOf(client);
  const list = usePaged(
    async (cursor) => {
      const page = await client.listForms({ cursor, limit: 50 });
      await dir.know({ plans: page.items.flatMap((f) => f.plan_ids) });
      return page;
    },
    [client],
  );
  return (
    <>
      <p class="muted">{t('forms-intro')}</p>
      <FormEditor client={client} onCreated={list.reload} />
      <h2>{t('screen-forms')}</h2>
      <FormError form={remove} />
      <PagedView list={list} loading={t('forms-loading')} more={t('forms-more')} empty={t('forms-empty')}>
        {(forms) => (
          <Table
            caption={t('forms-caption')}
            rows={forms}
            rowKey={(f) => f.form_id}
            columns={[
              { label: t('column-name'), cell: (f) => f.form_name },
              {
                label: t('column-plans'),
                cell: (f) => f.plan_ids.map((id, i) => [i > 0 && separator(), <PlanName key={id} id={id} dir={dir} />]),
              },
              { label: t('forms-questions'), cell: (f) => f.questions.map((q) => q.key).join(separator()) },
              { label: t('forms-responses'), cell: (f) => formatNumber(f.responses), numeric: true },
              { label: t('column-state'), cell: (f) => (f.archived ? t('forms-archived') : t('forms-live')) },
              {
                label: t('column-actions'),
                cell: (f) => (
                  <div class="actions">
                    <button type="button" class="secondary" onClick={() => setShown(f)}>
                      {t('forms-responses-to', { name: f.form_name })}
                    </button>
                    {!f.archived && (
                      <ConfirmButton
                        label={t('forms-delete', { name: f.form_name })}
                        question={
                          f.responses
                            ? t('forms-archive-question', { name: f.form_name, responses: f.responses })
                            : t('forms-delete-question', { name: f.form_name })
                        }
                        confirm={f.responses ? t('archive') : t('delete')}
                        onConfirm={() => void remove.run(() => client.deleteForm(f.form_id)).then(list.reload)}
                      />
                    )}
                  </div>
                ),
              },
            ]}
          />
        )}
      </PagedView>
      {shown && <Responses client={client} form={shown} />}
    </>
  );
}
