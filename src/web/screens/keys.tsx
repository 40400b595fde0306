// Api keys: made with a level and a label (SPEC §14); a new one is shown once (only its hash is
// kept); revoked ones stop at once. The key this tab uses is not revoked here (the API refuses it:
// signing out ends it). Signed-in sessions are listed too.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { NewKeyRecord } from '../../client/types.js';
import { t } from '../i18n.js';
import { ConfirmButton } from '../ui/confirm.js';
import { Copyable } from '../ui/copy.js';
import { directoryOf } from '../ui/directory.js';
import { Field, FormError, formValues, Submit, useSubmit } from '../ui/form.js';
import { levelOptions } from '../ui/levels.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { Table } from '../ui/table.js';
import { formatNumber } from '../ui/format.js';
import { Tx } from '../ui/tx.js';
import { When } from '../ui/values.js';

export function Keys({ client }: { client: Tollgate }) {
  const form = useSubmit();
  const [made, setMade] = useState<NewKeyRecord | null>(null);
  const dir = directoryOf(client);
  const list = usePaged(async (cursor) => (await Promise.all([client.listKeys({ cursor, limit: 100 }), dir.know()]))[0], [client]);
  return (
    <>
      <form
        aria-label={t('keys-create')}
        onSubmit={(e) => {
          const v = formValues(e);
          void form.run(async () => {
            setMade(await client.createKey({ admin_level: Number(v.admin_level), ...(v.label ? { label: v.label } : {}) }));
            list.reload();
          });
        }}
      >
        <Field label={t('admins-level')} name="admin_level" form={form}>
          {(p) => (
            <select {...p} defaultValue="8">
              {levelOptions()}
            </select>
          )}
        </Field>
        <Field label={t('keys-label')} name="label" form={form}>
          {(p) => <input {...p} maxLength={64} placeholder={t('keys-label-example')} />}
        </Field>
        <FormError form={form} shown={['admin_level', 'label']} />
        <Submit form={form}>{t('keys-create')}</Submit>
      </form>
      {made && (
        <section aria-label={t('keys-made')} class="notice">
          <p>
            <Tx id="keys-made-note" args={{ id: String(made.key_id) }} elements={{ once: <strong>{t('keys-made-note.once')}</strong> }} />
          </p>
          <Copyable value={made.api_key} label={t('keys-copy', { id: String(made.key_id) })} />
        </section>
      )}
      <FormError form={form} />
      <PagedView list={list} loading={t('keys-loading')} more={t('keys-more')} empty={t('keys-empty')}>
        {(keys) => (
          <Table
            caption={t('keys-caption')}
            rows={keys}
            rowKey={(k) => k.key_id}
            columns={[
              { label: t('keys-key'), cell: (k) => k.key_id },
              { label: t('keys-label-column'), cell: (k) => k.label ?? (k.kind === 'session' ? t('keys-signed-in', { admin: String(k.admin_id) }) : '—') },
              { label: t('admins-level'), cell: (k) => formatNumber(k.admin_level) },
              { label: t('column-created'), cell: (k) => <When iso={k.created_at} dir={dir} /> },
              { label: t('keys-last-used'), cell: (k) => (k.last_used_at ? <When iso={k.last_used_at} dir={dir} /> : t('never')) },
              {
                label: t('revoke'),
                cell: (k) => (
                  <ConfirmButton
                    label={t('keys-revoke', { id: String(k.key_id) })}
                    question={t('keys-revoke-question', { id: String(k.key_id) })}
                    confirm={t('revoke')}
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
