// Admins and their levels: who helps run the bot. The owner (level 8) is fixed. Below level 8 an
// admin manages only admins below their own level, to at most one less (SPEC §14): the others are
// shown, not offered.
import type { Tollgate } from '../../client/tollgate.js';
import type { AdminRecord } from '../../client/types.js';
import { t } from '../i18n.js';
import { ConfirmButton } from '../ui/confirm.js';
import { Field, FormError, formValues, Submit, useSubmit } from '../ui/form.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { NotYours, useAllows, useLevel } from '../ui/level.js';
import { levelInWords, levelOptions } from '../ui/levels.js';
import { type Column, Table } from '../ui/table.js';

/** Whether an admin of `level` may change or remove `admin`. */
const manages = (level: number, admin: AdminRecord) => !admin.is_owner && (level >= 8 || admin.admin_level < level);

function Level({ client, admin, done }: { client: Tollgate; admin: AdminRecord; done: () => void }) {
  const form = useSubmit();
  const level = useLevel();
  const changes = useAllows('admins.change');
  if (admin.is_owner) return <span>{t('admins-owner')}</span>;
  if (!changes || !manages(level, admin)) return <span>{levelInWords(admin.admin_level)}</span>;
  return (
    <form
      class="actions"
      aria-label={t('admins-level-of', { admin: admin.admin_id })}
      onSubmit={(e) => {
        const { admin_level } = formValues(e);
        void form.run(() => client.updateAdmin(admin.admin_id, { admin_level: Number(admin_level) })).then((ok) => ok && done());
      }}
    >
      <Field label={t('admins-level-of', { admin: admin.admin_id })} name="admin_level" form={form}>
        {(p) => (
          <select {...p} defaultValue={String(admin.admin_level)}>
            {levelOptions(level)}
          </select>
        )}
      </Field>
      <Submit form={form}>{t('save')}</Submit>
      <FormError form={form} shown={['admin_level']} />
    </form>
  );
}

export function Admins({ client }: { client: Tollgate }) {
  const form = useSubmit();
  const remove = useSubmit();
  const list = usePaged((cursor) => client.listAdmins({ cursor, limit: 100 }), [client]);
  const level = useLevel();
  const changes = useAllows('admins.change');
  const removal: Column<AdminRecord> = {
    label: t('remove'),
    cell: (a) =>
      manages(level, a) ? (
        <ConfirmButton
          label={t('admins-remove', { admin: a.admin_id })}
          question={t('admins-remove-question', { admin: a.admin_id })}
          confirm={t('remove')}
          onConfirm={() => void remove.run(() => client.removeAdmin(a.admin_id)).then(list.reload)}
        />
      ) : null,
  };
  return (
    <>
      {!changes && <NotYours what={t('admins-what')} power="admins.change" />}
      {changes && level < 8 && <p class="muted">{t('admins-below', { level, most: level - 1 })}</p>}
      {changes && (
        <form
          aria-label={t('admins-add')}
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
          <Field label={t('admins-user-id')} name="admin_id" form={form}>
            {(p) => <input {...p} inputMode="numeric" />}
          </Field>
          <Field label={t('admins-level')} name="admin_level" form={form}>
            {(p) => (
              <select {...p} defaultValue={String(Math.min(3, level - 1))}>
                {levelOptions(level)}
              </select>
            )}
          </Field>
          <FormError form={form} shown={['admin_id', 'admin_level']} />
          <Submit form={form}>{t('admins-add-button')}</Submit>
        </form>
      )}
      <h2>{t('screen-admins')}</h2>
      <FormError form={remove} />
      <PagedView list={list} loading={t('admins-loading')} more={t('admins-more')} empty={t('admins-empty')}>
        {(admins) => (
          <Table
            caption={t('admins-caption')}
            rows={admins}
            rowKey={(a) => a.admin_id}
            columns={[
              { label: t('admins-admin'), cell: (a) => a.admin_id },
              { label: t('admins-level'), cell: (a) => <Level client={client} admin={a} done={list.reload} /> },
              ...(changes ? [removal] : []),
            ]}
          />
        )}
      </PagedView>
    </>
  );
}
