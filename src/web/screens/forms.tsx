// Forms (SPEC §15): questions the bot asks before the plans they name are sold. Made here, listed
// with their responses count, deleted (archived when answered: responses kept), and each one's
// responses read as a table with a column per question.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { Form } from '../../client/types.js';
import { ConfirmButton } from '../ui/confirm.js';
import { directoryOf } from '../ui/directory.js';
import { FormError, useSubmit } from '../ui/form.js';
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
    <section aria-label={`Responses to ${form.form_name}`}>
      <h2>Responses to {form.form_name}</h2>
      <PagedView list={list} what="responses" empty="Nobody has answered this form yet.">
        {(rows) => (
          <Table
            caption={`Responses to ${form.form_name}, newest first`}
            rows={rows}
            rowKey={(r) => r.member_id}
            columns={[
              { label: 'Member', cell: (r) => <MemberName id={r.member_id} dir={dir} /> },
              ...form.questions.map((q) => ({ label: q.key, cell: (r: (typeof rows)[number]) => r.answers[q.key] ?? '—' })),
              { label: 'Submitted', cell: (r) => <When iso={r.submitted_at} dir={dir} /> },
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
      <p class="muted">A member answers a form once, in the bot, before the invoice or checkout of a plan it names; a plan has one form at a time.</p>
      <FormEditor client={client} onCreated={list.reload} />
      <h2>Forms</h2>
      <FormError form={remove} />
      <PagedView list={list} what="forms" empty="No forms yet.">
        {(forms) => (
          <Table
            caption="Forms, newest first"
            rows={forms}
            rowKey={(f) => f.form_id}
            columns={[
              { label: 'Name', cell: (f) => f.form_name },
              {
                label: 'Plans',
                cell: (f) => f.plan_ids.map((id, i) => [i > 0 && ', ', <PlanName key={id} id={id} dir={dir} />]),
              },
              { label: 'Questions', cell: (f) => f.questions.map((q) => q.key).join(', ') },
              { label: 'Responses', cell: (f) => f.responses, numeric: true },
              { label: 'State', cell: (f) => (f.archived ? 'archived' : 'live') },
              {
                label: 'Actions',
                cell: (f) => (
                  <div class="actions">
                    <button type="button" class="secondary" onClick={() => setShown(f)}>
                      {`Responses to ${f.form_name}`}
                    </button>
                    {!f.archived && (
                      <ConfirmButton
                        label={`Delete ${f.form_name}`}
                        question={
                          f.responses
                            ? `Archive ${f.form_name}? It is no longer asked; its ${f.responses} responses are kept.`
                            : `Delete ${f.form_name}? Nobody has answered it.`
                        }
                        confirm={f.responses ? 'Archive' : 'Delete'}
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
