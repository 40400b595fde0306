// Chats the bot sells access to: added by their Telegram id (the bot must be an admin there),
// renamed, removed (asked first).
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { Chat } from '../../client/types.js';
import { t } from '../i18n.js';
import { ConfirmButton } from '../ui/confirm.js';
import { Field, FormError, formValues, Submit, useSubmit } from '../ui/form.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { NotYours, useAllows } from '../ui/level.js';
import { type Column, Table } from '../ui/table.js';

function AddChat({ client, done }: { client: Tollgate; done: () => void }) {
  const form = useSubmit();
  return (
    <form
      aria-label={t('chats-add')}
      onSubmit={(e) => {
        const v = formValues(e);
        const target = e.currentTarget;
        void form
          .run(() => client.addChat({ chat_id: Number(v.chat_id), chat_name: v.chat_name ?? '', chat_type: v.chat_type as Chat['chat_type'] }))
          .then((ok) => {
            if (!ok) return;
            target.reset();
            done();
          });
      }}
    >
      <Field label={t('chats-id')} name="chat_id" form={form} hint={t('chats-id-hint')}>
        {(p) => <input {...p} inputMode="numeric" />}
      </Field>
      <Field label={t('chats-name')} name="chat_name" form={form}>
        {(p) => <input {...p} />}
      </Field>
      <Field label={t('chats-type')} name="chat_type" form={form}>
        {(p) => (
          <select {...p}>
            <option value="supergroup">{t('chats-supergroup')}</option>
            <option value="group">{t('chats-group')}</option>
            <option value="channel">{t('chats-channel')}</option>
          </select>
        )}
      </Field>
      <FormError form={form} shown={['chat_id', 'chat_name', 'chat_type']} />
      <Submit form={form}>{t('chats-add-button')}</Submit>
    </form>
  );
}

function Rename({ client, chat, done }: { client: Tollgate; chat: Chat; done: () => void }) {
  const form = useSubmit();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" class="secondary" onClick={() => setOpen(true)} aria-label={t('chats-rename-chat', { name: chat.chat_name })}>
        {t('chats-rename')}
      </button>
    );
  return (
    <form
      aria-label={t('chats-rename-chat', { name: chat.chat_name })}
      onSubmit={(e) => {
        const { chat_name } = formValues(e);
        void form.run(() => client.renameChat(chat.chat_id, chat_name ?? '')).then((ok) => ok && done());
      }}
    >
      <Field label={t('chats-new-name', { name: chat.chat_name })} name="chat_name" form={form}>
        {(p) => <input {...p} defaultValue={chat.chat_name} />}
      </Field>
      <FormError form={form} shown={['chat_name']} />
      <div class="actions">
        <Submit form={form}>{t('save')}</Submit>
        <button type="button" class="secondary" onClick={() => setOpen(false)}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

export function Chats({ client }: { client: Tollgate }) {
  const remove = useSubmit();
  const list = usePaged((cursor) => client.listChats({ cursor, limit: 100 }), [client]);
  const changes = useAllows('chats.change');
  const actions: Column<Chat> = {
    label: t('column-actions'),
    cell: (c) => (
      <div class="actions">
        <Rename client={client} chat={c} done={list.reload} />
        <ConfirmButton
          label={t('chats-remove', { name: c.chat_name })}
          question={t('chats-remove-question', { name: c.chat_name })}
          confirm={t('remove')}
          onConfirm={() => void remove.run(() => client.removeChat(c.chat_id)).then(list.reload)}
        />
      </div>
    ),
  };
  return (
    <>
      {changes ? <AddChat client={client} done={list.reload} /> : <NotYours what={t('chats-what')} power="chats.change" />}
      <h2>{t('chats-heading')}</h2>
      <FormError form={remove} />
      <PagedView list={list} loading={t('chats-loading')} more={t('chats-more')} empty={t('chats-empty')}>
        {(chats) => (
          <Table
            caption={t('screen-chats')}
            rows={chats}
            rowKey={(c) => c.chat_id}
            columns={[
              { label: t('chats-name'), cell: (c) => c.chat_name },
              { label: t('chats-id'), cell: (c) => <code>{c.chat_id}</code> },
              { label: t('chats-type'), cell: (c) => t('chat-type', { type: c.chat_type }) },
              ...(changes ? [actions] : []),
            ]}
          />
        )}
      </PagedView>
    </>
  );
}
