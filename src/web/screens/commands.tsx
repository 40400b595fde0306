// Custom commands (SPEC §15): the owner's own words, which the bot answers /<name> with (in the
// member's language when translated). Listed for level 3; added, replaced and deleted from level 4.
// Editing a command fills the same form; saving a name that exists replaces that command whole.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { Command } from '../../client/types.js';
import { t } from '../i18n.js';
import { ConfirmButton } from '../ui/confirm.js';
import { Field, FormError, Submit, useSubmit } from '../ui/form.js';
import { NotYours, useAllows } from '../ui/level.js';
import { useLoad } from '../ui/load.js';
import { separator } from '../ui/format.js';
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
      aria-label={editing ? t('commands-edit', { name: editing.name }) : t('commands-new')}
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        const name = String(data.get('name') ?? '').trim();
        const description = String(data.get('description') ?? '').trim();
        const body = {
          text: String(data.get('text') ?? ''),
          ...(description ? { description } : {}),
          visible: data.get('visible') === 'on',
          translations: Object.fromEntries(translations.filter((row) => row.language || row.text).map((row) => [row.language.trim(), row.text])),
        };
        void form.run(() => client.putCommand(name, body)).then((ok) => ok && done(name));
      }}
    >
      <Field label={t('commands-command')} name="name" form={form} hint={t('commands-command-hint')}>
        {(p) => <input {...p} defaultValue={editing?.name} readOnly={Boolean(editing)} autoComplete="off" />}
      </Field>
      <Field label={t('commands-answer')} name="text" form={form} hint={t('commands-answer-hint')}>
        {(p) => <textarea {...p} rows={4} defaultValue={editing?.text} />}
      </Field>
      <Field label={t('commands-description')} name="description" form={form} hint={t('commands-description-hint')}>
        {(p) => <input {...p} defaultValue={editing?.description ?? ''} />}
      </Field>
      <label class="check">
        <input type="checkbox" name="visible" defaultChecked={editing?.visible ?? true} /> {t('commands-listed')}
      </label>
      <fieldset>
        <legend>{t('commands-translations')}</legend>
        <small class="hint">{t('commands-translations-hint')}</small>
        {translations.map((row, i) => (
          <div class="translation" key={i}>
            <label>
              {t('commands-language-code')}
              <input value={row.language} size={4} placeholder="es" dir="ltr" onInput={(e) => change(i, { language: e.currentTarget.value })} />
            </label>
            <label>
              {t('commands-translated-answer')}
              <textarea rows={2} value={row.text} dir="auto" onInput={(e) => change(i, { text: e.currentTarget.value })} />
            </label>
            <button type="button" class="secondary" onClick={() => setTranslations((rows) => rows.filter((_, j) => j !== i))}>
              {t('commands-remove-translation')}
            </button>
          </div>
        ))}
        <button type="button" class="secondary" onClick={() => setTranslations((rows) => [...rows, { language: '', text: '' }])}>
          {t('commands-add-translation')}
        </button>
        {translationError && <small class="field-error">{translationError}</small>}
      </fieldset>
      <FormError form={form} shown={['name', 'text', 'description', 'translations']} />
      <div class="actions">
        <Submit form={form}>{t('commands-save')}</Submit>
        {editing && (
          <button type="button" class="secondary" onClick={() => done()}>
            {t('cancel')}
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
      setSaved(t('commands-saved', { name }));
      list.reload();
    }
  };
  const actions: Column<Command> = {
    label: t('column-actions'),
    cell: (c) => (
      <div class="actions">
        <button
          type="button"
          class="secondary"
          aria-label={t('commands-edit', { name: c.name })}
          onClick={() => {
            setEditing(c);
            setRound((r) => r + 1);
          }}
        >
          {t('edit')}
        </button>
        <ConfirmButton
          label={t('commands-delete', { name: c.name })}
          question={t('commands-delete-question', { name: c.name })}
          confirm={t('delete')}
          onConfirm={() => void remove.run(() => client.deleteCommand(c.name)).then((ok) => ok && list.reload())}
        />
      </div>
    ),
  };
  return (
    <>
      {changes ? <CommandForm key={round} client={client} editing={editing} done={finish} /> : <NotYours what={t('commands-what')} power="commands.change" />}
      {/* Announced when it changes; not role=status, which the dashboard keeps for loading. */}
      <p class="ok" aria-live="polite">
        {saved}
      </p>
      <h2>{t('screen-commands')}</h2>
      <FormError form={remove} />
      <Loaded state={list} loading={t('commands-loading')}>
        {(commands) =>
          commands.length === 0 ? (
            <p class="muted">{t('commands-empty')}</p>
          ) : (
            <Table
              caption={t('commands-caption')}
              rows={commands}
              rowKey={(c) => c.name}
              columns={[
                { label: t('commands-command'), cell: (c) => <code>/{c.name}</code> },
                { label: t('commands-answer'), cell: (c) => c.text },
                { label: t('commands-in-menu'), cell: (c) => (c.visible ? (c.description ?? t('commands-in-menu-first-line')) : t('commands-in-menu-no')) },
                { label: t('commands-translations'), cell: (c) => Object.keys(c.translations).join(separator()) || t('none') },
                ...(changes ? [actions] : []),
              ]}
            />
          )
        }
      </Loaded>
    </>
  );
}
