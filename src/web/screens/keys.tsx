// Api keys: made with a level and a label (SPEC §14); a new one is shown once (only its hash is
// kept); revoked ones stop at once. The key this tab uses is not revoked here (the API refuses it:
// signing out ends it). Signed-in sessions are listed too.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { NewKeyRecord } from '../../client/types.js';
import { ConfirmButton } from '../ui/confirm.js';
import { Copyable } from '../ui/copy.js';
import { directoryOf } from '../ui/directory.js';
import { Field, FormError, formValues, Submit, useSubmit } from '../ui/form.js';
import { levelOptions } from '../ui/levels.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { Table } from '../ui/table.js';
import { When } from '../ui/values.js';

export function Keys({ client }: { client: Tollgate }) {
  const form = useSubmit();
  const [made, setMade] = useState<NewKeyRecord | null>(null);
  const dir = directoryOf(client);
  const list = usePaged(async (cursor) => (await Promise.all([client.listKeys({ cursor, limit: 100 }), dir.know()]))[0], [client]);
  return (
    <>
      <form
        aria-label="Create a key"
        onSubmit={(e) => {
          const v = formValues(e);
          void form.run(async () => {
            setMade(await client.createKey({ admin_level: Number(v.admin_level), ...(v.label ? { label: v.label } : {}) }));
            list.reload();
          });
        }}
      >
        <Field label="Level" name="admin_level" form={form}>
          {(p) => (
            <select {...p} defaultValue="8">
              {levelOptions()}
            </select>
          )}
        </Field>
        <Field label="Label (what it is for)" name="label" form={form}>
          {(p) => <input {...p} maxLength={64} placeholder="Revenue spreadsheet" />}
        </Field>
        <FormError form={form} shown={['admin_level', 'label']} />
        <Submit form={form}>Create a key</Submit>
      </form>
      {made && (
        <section aria-label="New key" class="notice">
          <p>
            Key {made.key_id}: copy it now. <strong>It is shown only once</strong>; Tollgate keeps only its hash.
          </p>
          <Copyable value={made.api_key} what={`key ${made.key_id}`} />
        </section>
      )}
      <FormError form={form} />
      <PagedView list={list} what="keys" empty="No keys.">
        {(keys) => (
          <Table
            caption="Api keys"
            rows={keys}
            rowKey={(k) => k.key_id}
            columns={[
              { label: 'Key', cell: (k) => k.key_id },
              { label: 'Label', cell: (k) => k.label ?? (k.kind === 'session' ? `signed in: admin ${k.admin_id}` : '—') },
              { label: 'Level', cell: (k) => k.admin_level },
              { label: 'Created', cell: (k) => <When iso={k.created_at} dir={dir} /> },
              { label: 'Last used', cell: (k) => (k.last_used_at ? <When iso={k.last_used_at} dir={dir} /> : 'never') },
              {
                label: 'Revoke',
                cell: (k) => (
                  <ConfirmButton
                    label={`Revoke key ${k.key_id}`}
                    question={`Revoke key ${k.key_id}? Every client using it is refused from now on.`}
                    confirm="Revoke"
                    onConfirm={() => void form.run(() => client.revokeKey(k.key_id)).then(list.reload)}
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
