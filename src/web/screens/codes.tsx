// Access codes: made for a plan (how many, uses each, until when), copied to hand out, deleted.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { Code } from '../../client/types.js';
import { t } from '../i18n.js';
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
        aria-label={t('codes-new')}
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
        <Field label={t('codes-count')} name="count" form={form}>
          {(p) => <input {...p} type="number" min={1} defaultValue="1" />}
        </Field>
        <Field label={t('codes-uses')} name="uses" form={form}>
          {(p) => <input {...p} type="number" min={1} defaultValue="1" />}
        </Field>
        <Field label={t('valid-until')} name="expires_at" form={form} hint={t('valid-until-hint', { zone: zoneHint(dir) })}>
          {(p) => <input {...p} type="datetime-local" />}
        </Field>
        <FormError form={form} shown={['plan_id', 'count', 'uses', 'expires_at']} />
        <Submit form={form}>{t('codes-create')}</Submit>
      </form>
      {made.length > 0 && (
        <section aria-label={t('codes-made')}>
          <h2>{t('codes-made')}</h2>
          {made.map((c) => (
            <Copyable key={c.code} value={c.code} label={t('codes-copy', { code: c.code })} />
          ))}
        </section>
      )}
      <h2>{t('codes-heading')}</h2>
      <FormError form={remove} />
      <PagedView list={list} loading={t('codes-loading')} more={t('codes-more')} empty={t('codes-empty')}>
        {(codes) => (
          <Table
            caption={t('codes-caption')}
            rows={codes}
            rowKey={(c) => c.code}
            columns={[
              { label: t('codes-code'), cell: (c) => <code>{c.code}</code> },
              { label: t('column-plan'), cell: (c) => <PlanName id={c.plan_id} dir={dir} /> },
              { label: t('column-used'), cell: (c) => t('count-of', { count: c.used, total: c.uses }), numeric: true },
              { label: t('column-expires'), cell: (c) => (c.expires_at ? <When iso={c.expires_at} dir={dir} /> : t('never')) },
              {
                label: t('delete'),
                cell: (c) => (
                  <ConfirmButton
                    label={t('codes-delete', { code: c.code })}
                    question={t('codes-delete-question', { code: c.code })}
                    confirm={t('delete')}
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
