// Admins and their levels: who helps run the bot. The owner (level 8) is fixed.
import type { Tollgate } from '../../client/tollgate.js';
import type { AdminRecord } from '../../client/types.js';
import { ConfirmButton } from '../ui/confirm.js';
import { Field, FormError, formValues, Submit, useSubmit } from '../ui/form.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { levelOptions } from '../ui/levels.js';
import { Table } from '../ui/table.js';

function Level({ client, admin, done }: { client: Tollgate; admin: AdminRecord; done: () => void }) {
  const form = useSubmit();
  if (admin.is_owner) return <span>8 · owner (fixed)</span>;
  return (
    <form
      class="actions"
      aria-label={`Level of ${admin.admin_id}`}
      onSubmit={(e) => {
        const { admin_level } = formValues(e);
        void form.run(() => client.updateAdmin(admin.admin_id, { admin_level: Number(admin_level) })).then((ok) => ok && done());
      }}
    >
      <Field label={`Level of ${admin.admin_id}`} name="admin_level" form={form}>
        {(p) => (
          <select {...p} defaultValue={String(admin.admin_level)}>
            {levelOptions}
          </select>
        )}
      </Field>
      <Submit form={form}>Save</Submit>
      <FormError form={form} shown={['admin_level']} />
    </form>
  );
}

export function Admins({ client }: { client: Tollgate }) {
  const form = useSubmit();
  const remove = useSubmit();
  const list = usePaged((cursor) => client.listAdmins({ cursor, limit: 100 }), [client]);
  return (
    <>
      <form
        aria-label="Add an admin"
        onSubmit={(e) => {
          const v = formValues(e);
          const target = e.currentTarget;
          void form
            .run(() => client.addAdmin({ admin_id: v.admin_id ?? '', admin_level: Number(v.admin_level) }))
            .then((ok) => {
              if (!ok) return;
              target.reset();
              list.reload();
            });
        }}
      >
        <Field label="Admin’s Telegram user id" name="admin_id" form={form}>
          {(p) => <input {...p} inputMode="numeric" />}
        </Field>
        <Field label="Level" name="admin_level" form={form}>
          {(p) => (
            <select {...p} defaultValue="3">
              {levelOptions}
            </select>
          )}
        </Field>
        <FormError form={form} shown={['admin_id', 'admin_level']} />
        <Submit form={form}>Add admin</Submit>
      </form>
      <h2>Admins</h2>
      <FormError form={remove} />
      <PagedView list={list} what="admins" empty="No admins.">
        {(admins) => (
          <Table
            caption="Admins and their levels"
            rows={admins}
            rowKey={(a) => a.admin_id}
            columns={[
              { label: 'Admin', cell: (a) => a.admin_id },
              { label: 'Level', cell: (a) => <Level client={client} admin={a} done={list.reload} /> },
              {
                label: 'Remove',
                cell: (a) =>
                  a.is_owner ? null : (
                    <ConfirmButton
                      label={`Remove admin ${a.admin_id}`}
                      question={`Remove ${a.admin_id} from the bot’s admins?`}
                      confirm="Remove"
                      onConfirm={() => void remove.run(() => client.removeAdmin(a.admin_id)).then(list.reload)}
                    />
                  ),
              },
            ]}
          />
        )}
      </PagedView>
    </>
  );
}
