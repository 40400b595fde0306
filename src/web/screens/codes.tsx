// Access codes: made for a plan (how many, uses each, until when), copied to hand out, deleted.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { Code } from '../../client/types.js';
import { ConfirmButton } from '../ui/confirm.js';
import { Copyable } from '../ui/copy.js';
import { directoryOf, instantOf, zoneHint } from '../ui/directory.js';
import { Field, FormError, formValues, Submit, useSubmit } from '../ui/form.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { PlanField } from '../ui/plan-field.js';
import { Table } from '../ui/table.js';
import { PlanName, When } from '../ui/values.js';

export function Codes({ client }: { client: Tollgate }) {
  const form = useSubmit();
  const remove = useSubmit();
  const [made, setMade] = useState<Code[]>([]);
  const dir = directoryOf(client);
  const list = usePaged(
    async (cursor) => {
      const page = await client.listCodes({ cursor, limit: 50 });
      await dir.know({ plans: page.items.map((c) => c.plan_id) });
      return page;
    },
    [client],
  );
  return (
    <>
      <form
        aria-label="New access codes"
        onSubmit={(e) => {
          const v = formValues(e);
          void form.run(async () => {
            const body = {
              plan_id: Number(v.plan_id),
              ...(v.count ? { count: Number(v.count) } : {}),
              ...(v.uses ? { uses: Number(v.uses) } : {}),
              ...(v.expires_at ? { expires_at: await instantOf(client, v.expires_at) } : {}),
            };
            setMade(await client.createCodes(body));
            list.reload();
          });
        }}
      >
        <PlanField client={client} form={form} />
        <Field label="How many codes" name="count" form={form}>
          {(p) => <input {...p} type="number" min={1} defaultValue="1" />}
        </Field>
        <Field label="Uses per code" name="uses" form={form}>
          {(p) => <input {...p} type="number" min={1} defaultValue="1" />}
        </Field>
        <Field label="Valid until" name="expires_at" form={form} hint={`${zoneHint(dir)} Empty: never expires.`}>
          {(p) => <input {...p} type="datetime-local" />}
        </Field>
        <FormError form={form} shown={['plan_id', 'count', 'uses', 'expires_at']} />
        <Submit form={form}>Create codes</Submit>
      </form>
      {made.length > 0 && (
        <section aria-label="New codes">
          <h2>New codes</h2>
          {made.map((c) => (
            <Copyable key={c.code} value={c.code} what={`code ${c.code}`} />
          ))}
        </section>
      )}
      <h2>Codes</h2>
      <FormError form={remove} />
      <PagedView list={list} what="codes" empty="No codes yet.">
        {(codes) => (
          <Table
            caption="Access codes, newest first"
            rows={codes}
            rowKey={(c) => c.code}
            columns={[
              { label: 'Code', cell: (c) => <code>{c.code}</code> },
              { label: 'Plan', cell: (c) => <PlanName id={c.plan_id} dir={dir} /> },
              { label: 'Used', cell: (c) => `${c.used} of ${c.uses}`, numeric: true },
              { label: 'Expires', cell: (c) => (c.expires_at ? <When iso={c.expires_at} dir={dir} /> : 'never') },
              {
                label: 'Delete',
                cell: (c) => (
                  <ConfirmButton
                    label={`Delete code ${c.code}`}
                    question={`Delete ${c.code}? It can no longer be redeemed; access it gave stays.`}
                    confirm="Delete"
                    onConfirm={() => void remove.run(() => client.deleteCode(c.code)).then(list.reload)}
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
