// Custom commands (SPEC §15): the owner's own words, which the bot answers /<name> with (in the
// member's language when translated). Listed for level 3; added, replaced and deleted from level 4.
// Editing a command fills the same form; saving a name that exists replaces that command whole.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { Command } from '../../client/types.js';
import { ConfirmButton } from '../ui/confirm.js';
import { Field, FormError, Submit, useSubmit } from '../ui/form.js';
import { NotYours, useAllows } from '../ui/level.js';
import { useLoad } from '../ui/load.js';
import { Loaded } from '../ui/states.js';
import { type Column, Table } from '../ui/table.js';

interface Translation {
  language: string;
  text: string;
}

function CommandForm({ client, editing, done }: { client: Tollgate; editing?: Command; done: (saved?: string) => void }) {
  const form = useSubmit();
  const [translations, setTranslations] = useState<Translation[]>(() =>
    Object.entries(editing?.translations ?? {}).map(([language, text]) => ({ language, text })),
  );
  const change = (i: number, part: Partial<Translation>) => setTranslations((rows) => rows.map((row, j) => (i === j ? { ...row, ...part } : row)));
  const translationError = form.fieldError('translations');
  return (
    <form
      aria-label={editing ? `Edit /${editing.name}` : 'New command'}
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        const name = String(data.get('name') ?? '').trim();
        const description = String(data.get('description') ?? '').trim();
        const body = {
          text: String(data.get('text') ?? ''),
          ...(description ? { description } : {}),
          visible: data.get('visible') === 'on',
          translations: Object.fromEntries(translations.filter((t) => t.language || t.text).map((t) => [t.language.trim(), t.text])),
        };
        void form.run(() => client.putCommand(name, body)).then((ok) => ok && done(name));
      }}
    >
      <Field label="Command" name="name" form={form} hint="What members send after the slash: a–z, 0–9 and _, such as faq. A name in use is replaced.">
        {(p) => <input {...p} defaultValue={editing?.name} readOnly={Boolean(editing)} autoComplete="off" />}
      </Field>
      <Field label="Answer" name="text" form={form} hint="Plain text, up to 4,096 characters.">
        {(p) => <textarea {...p} rows={4} defaultValue={editing?.text} />}
      </Field>
      <Field label="Menu description" name="description" form={form} hint="Shown beside the command in the menu. Empty: the answer’s first line.">
        {(p) => <input {...p} defaultValue={editing?.description ?? ''} />}
      </Field>
      <label class="check">
        <input type="checkbox" name="visible" defaultChecked={editing?.visible ?? true} /> Listed in the members’ command menu
      </label>
      <fieldset>
        <legend>Translations</legend>
        <small class="hint">Members whose Telegram app is in that language get this answer instead (es also serves es-MX).</small>
        {translations.map((t, i) => (
          <div class="translation" key={i}>
            <label>
              Language code
              <input value={t.language} size={4} placeholder="es" onInput={(e) => change(i, { language: e.currentTarget.value })} />
            </label>
            <label>
              Answer in that language
              <textarea rows={2} value={t.text} onInput={(e) => change(i, { text: e.currentTarget.value })} />
            </label>
            <button type="button" class="secondary" onClick={() => setTranslations((rows) => rows.filter((_, j) => j !== i))}>
              Remove translation
            </button>
          </div>
        ))}
        <button type="button" class="secondary" onClick={() => setTranslations((rows) => [...rows, { language: '', text: '' }])}>
          Add a translation
        </button>
        {translationError && <small class="field-error">{translationError}</small>}
      </fieldset>
      <FormError form={form} shown={['name', 'text', 'description', 'translations']} />
      <div class="actions">
        <Submit form={form}>Save command</Submit>
        {editing && (
          <button type="button" class="secondary" onClick={() => done()}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

export function Commands({ client }: { client: Tollgate }) {
  const remove = useSubmit();
  const changes = useAllows('commands.change');
  const list = useLoad(() => client.listCommands(), [client]);
  const [editing, setEditing] = useState<Command | undefined>();
  const [saved, setSaved] = useState('');
  // A new form after each save or edit: its fields start from the command edited, or empty.
  const [round, setRound] = useState(0);
  const finish = (name?: string) => {
    setEditing(undefined);
    setRound((r) => r + 1);
    if (name) {
      setSaved(`Saved /${name}.`);
      list.reload();
    }
  };
  const actions: Column<Command> = {
    label: 'Actions',
    cell: (c) => (
      <div class="actions">
        <button
          type="button"
          class="secondary"
          aria-label={`Edit /${c.name}`}
          onClick={() => {
            setEditing(c);
            setRound((r) => r + 1);
          }}
        >
          Edit
        </button>
        <ConfirmButton
          label={`Delete /${c.name}`}
          question={`Delete /${c.name}? The bot stops answering it and it leaves the menu.`}
          confirm="Delete"
          onConfirm={() => void remove.run(() => client.deleteCommand(c.name)).then((ok) => ok && list.reload())}
        />
      </div>
    ),
  };
  return (
    <>
      {changes ? (
        <CommandForm key={round} client={client} editing={editing} done={finish} />
      ) : (
        <NotYours what="Adding, changing or deleting commands" power="commands.change" />
      )}
      {/* Announced when it changes; not role=status, which the dashboard keeps for loading. */}
      <p class="ok" aria-live="polite">
        {saved}
      </p>
      <h2>Commands</h2>
      <FormError form={remove} />
      <Loaded state={list} what="commands">
        {(commands) =>
          commands.length === 0 ? (
            <p class="muted">No commands yet: add answers members ask for often, such as /faq or /rules.</p>
          ) : (
            <Table
              caption="Custom commands, by name"
              rows={commands}
              rowKey={(c) => c.name}
              columns={[
                { label: 'Command', cell: (c) => <code>/{c.name}</code> },
                { label: 'Answer', cell: (c) => c.text },
                { label: 'In the menu', cell: (c) => (c.visible ? (c.description ?? 'yes (the answer’s first line)') : 'no') },
                { label: 'Translations', cell: (c) => Object.keys(c.translations).join(', ') || 'none' },
                ...(changes ? [actions] : []),
              ]}
            />
          )
        }
      </Loaded>
    </>
  );
}
