// Chats the bot sells access to: added by their Telegram id (the bot must be an admin there),
// renamed, removed (asked first).
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { Chat } from '../../client/types.js';
import { ConfirmButton } from '../ui/confirm.js';
import { Field, FormError, formValues, Submit, useSubmit } from '../ui/form.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { NotYours, useAllows } from '../ui/level.js';
import { type Column, Table } from '../ui/table.js';

function AddChat({ client, done }: { client: Tollgate; done: () => void }) {
  const form = useSubmit();
  return (
    <form
      aria-label="Add a chat"
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
      <Field label="Chat id" name="chat_id" form={form} hint="Telegram’s id of the group or channel, such as -1001234567890.">
        {(p) => <input {...p} inputMode="numeric" />}
      </Field>
      <Field label="Name" name="chat_name" form={form}>
        {(p) => <input {...p} />}
      </Field>
      <Field label="Type" name="chat_type" form={form}>
        {(p) => (
          <select {...p}>
            <option value="supergroup">Supergroup</option>
            <option value="group">Group</option>
            <option value="channel">Channel</option>
          </select>
        )}
      </Field>
      <FormError form={form} shown={['chat_id', 'chat_name', 'chat_type']} />
      <Submit form={form}>Add chat</Submit>
    </form>
  );
}

function Rename({ client, chat, done }: { client: Tollgate; chat: Chat; done: () => void }) {
  const form = useSubmit();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" class="secondary" onClick={() => setOpen(true)} aria-label={`Rename ${chat.chat_name}`}>
        Rename
      </button>
    );
  return (
    <form
      aria-label={`Rename ${chat.chat_name}`}
      onSubmit={(e) => {
        const { chat_name } = formValues(e);
        void form.run(() => client.renameChat(chat.chat_id, chat_name ?? '')).then((ok) => ok && done());
      }}
    >
      <Field label={`New name for ${chat.chat_name}`} name="chat_name" form={form}>
        {(p) => <input {...p} defaultValue={chat.chat_name} />}
      </Field>
      <FormError form={form} shown={['chat_name']} />
      <div class="actions">
        <Submit form={form}>Save</Submit>
        <button type="button" class="secondary" onClick={() => setOpen(false)}>
          Cancel
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
    label: 'Actions',
    cell: (c) => (
      <div class="actions">
        <Rename client={client} chat={c} done={list.reload} />
        <ConfirmButton
          label={`Remove ${c.chat_name}`}
          question={`Remove ${c.chat_name}? Plans stop granting it; members already in it stay.`}
          confirm="Remove"
          onConfirm={() => void remove.run(() => client.removeChat(c.chat_id)).then(list.reload)}
        />
      </div>
    ),
  };
  return (
    <>
      {changes ? <AddChat client={client} done={list.reload} /> : <NotYours what="Adding, renaming or removing chats" power="chats.change" />}
      <h2>The bot’s chats</h2>
      <FormError form={remove} />
      <PagedView list={list} what="chats" empty="No chats yet: add the groups and channels you sell.">
        {(chats) => (
          <Table
            caption="Chats"
            rows={chats}
            rowKey={(c) => c.chat_id}
            columns={[
              { label: 'Name', cell: (c) => c.chat_name },
              { label: 'Chat id', cell: (c) => <code>{c.chat_id}</code> },
              { label: 'Type', cell: (c) => c.chat_type },
              ...(changes ? [actions] : []),
            ]}
          />
        )}
      </PagedView>
    </>
  );
}
