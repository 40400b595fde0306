// The bot's texts (SPEC §18): every message the bot says in one of its languages, the shipped text
// beside the owner's own, and a preview of what members will read. Listed for level 3; written and
// restored from level 4. The editor puts the shipped text, the owner's text and the preview side by
// side (stacked on a phone); the preview renders the Fluent text in the browser with a sample value
// for each variable, and the API checks it again on save (it parses, uses only the message's
// variables, stays within the platform's limits).
import { useMemo, useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { Text as TextRecord } from '../../client/types.js';
import { directionOf, LOCALE_NAMES, type Locale, t } from '../i18n.js';
import { LocaleOptions } from '../ui/language-menu.js';
import { Field, FormError, Submit, useSubmit } from '../ui/form.js';
import { NotYours, useAllows } from '../ui/level.js';
import { useLoad } from '../ui/load.js';
import { useLocale } from '../ui/locale.js';
import { Loaded } from '../ui/states.js';
import { type Column, Table } from '../ui/table.js';
import { previewOf } from '../ui/text-preview.js';

/** The texts of a locale the reader filters: by id or words, and only the owner's. */
function shown(texts: TextRecord[], query: string, mine: boolean): TextRecord[] {
  const words = query.trim().toLowerCase();
  return texts.filter(
    (text) =>
      (!mine || text.override !== null) &&
      (!words || text.message_id.includes(words) || text.shipped.toLowerCase().includes(words) || (text.override ?? '').toLowerCase().includes(words)),
  );
}

/** A text as it reads in its locale's direction, however the page is written. */
const Written = ({ text, locale }: { text: string; locale: Locale }) => (
  <span class="fluent" lang={locale} dir={directionOf(locale)}>
    {text}
  </span>
);

function Editor({
  client,
  locale,
  text,
  changes,
  done,
}: {
  client: Tollgate;
  locale: Locale;
  text: TextRecord;
  changes: boolean;
  done: (saved?: string) => void;
}) {
  const form = useSubmit();
  const restore = useSubmit();
  const [draft, setDraft] = useState(text.override ?? text.shipped);
  const preview = useMemo(() => previewOf(locale, draft, text.variables), [locale, draft, text.variables]);
  return (
    <form
      class="text-editor"
      aria-label={t('texts-edit', { id: text.message_id })}
      onSubmit={(e) => {
        e.preventDefault();
        void form.run(() => client.putText(locale, text.message_id, draft)).then((ok) => ok && done(t('texts-saved', { id: text.message_id })));
      }}
    >
      <h2>
        <code>{text.message_id}</code>
      </h2>
      <div class="side-by-side">
        <section aria-labelledby="texts-shipped-heading">
          <h3 id="texts-shipped-heading">{t('texts-shipped')}</h3>
          <p class="shipped">
            <Written text={text.shipped} locale={locale} />
          </p>
          <p class="hint">
            {text.variables.length ? t('texts-variables', { variables: text.variables.map((v) => `{ $${v} }`).join(' ') }) : t('texts-no-variables')}
          </p>
        </section>
        <section>
          <Field label={t('texts-yours')} name="text" form={form} hint={t('texts-yours-hint')}>
            {(p) => (
              <textarea
                {...p}
                lang={locale}
                rows={Math.min(12, Math.max(4, draft.split('\n').length + 1))}
                value={draft}
                readOnly={!changes}
                onInput={(e) => setDraft(e.currentTarget.value)}
              />
            )}
          </Field>
        </section>
        <section aria-labelledby="texts-preview-heading">
          <h3 id="texts-preview-heading">{t('texts-preview')}</h3>
          {/* Announced as it changes; not role=status, which the dashboard keeps for loading. */}
          <p class="preview" aria-live="polite">
            {preview.ok ? (
              <Written text={preview.text} locale={locale} />
            ) : (
              <span class="field-error">
                {preview.problem === 'variable'
                  ? t('texts-preview-variable', { name: preview.name })
                  : preview.problem === 'empty'
                    ? t('texts-preview-empty')
                    : t('texts-preview-syntax')}
              </span>
            )}
          </p>
          <p class="hint">{t('texts-preview-hint')}</p>
        </section>
      </div>
      <FormError form={form} shown={['text']} />
      <FormError form={restore} />
      <div class="actions">
        {changes && <Submit form={form}>{t('texts-save')}</Submit>}
        {changes && text.override !== null && (
          <button
            type="button"
            class="secondary"
            disabled={restore.busy}
            onClick={() =>
              void restore.run(() => client.deleteText(locale, text.message_id)).then((ok) => ok && done(t('texts-restored', { id: text.message_id })))
            }
          >
            {t('texts-restore')}
          </button>
        )}
        <button type="button" class="secondary" onClick={() => done()}>
          {changes ? t('cancel') : t('texts-close')}
        </button>
      </div>
    </form>
  );
}

export function Texts({ client }: { client: Tollgate }) {
  const { locale: pageLocale } = useLocale();
  const changes = useAllows('texts.change');
  const [locale, setLocale] = useState<Locale>(pageLocale);
  const [query, setQuery] = useState('');
  const [mine, setMine] = useState(false);
  const [editing, setEditing] = useState<string | undefined>();
  const [saved, setSaved] = useState('');
  const list = useLoad(() => client.listTexts(locale), [client, locale]);
  const finish = (said?: string) => {
    setEditing(undefined);
    if (said) {
      setSaved(said);
      list.reload();
    }
  };
  const columns: Column<TextRecord>[] = [
    { label: t('texts-message'), cell: (text) => <code>{text.message_id}</code> },
    { label: t('texts-shipped'), cell: (text) => <Written text={text.shipped} locale={locale} /> },
    {
      label: t('texts-yours'),
      cell: (text) => (text.override === null ? <span class="muted">{t('texts-as-shipped')}</span> : <Written text={text.override} locale={locale} />),
    },
    {
      label: t('column-actions'),
      cell: (text) => (
        <button
          type="button"
          class="secondary"
          aria-label={t(changes ? 'texts-edit' : 'texts-view', { id: text.message_id })}
          onClick={() => {
            setSaved('');
            setEditing(text.message_id);
          }}
        >
          {changes ? t('edit') : t('texts-open')}
        </button>
      ),
    },
  ];
  return (
    <>
      <p>{t('texts-intro')}</p>
      {!changes && <NotYours what={t('texts-what')} power="texts.change" />}
      <div class="filters">
        <label>
          {t('texts-language')}
          <select
            value={locale}
            onChange={(e) => {
              setEditing(undefined);
              setLocale(e.currentTarget.value as Locale);
            }}
          >
            <LocaleOptions />
          </select>
        </label>
        <label>
          {t('texts-find')}
          <input type="search" value={query} dir="auto" onInput={(e) => setQuery(e.currentTarget.value)} />
        </label>
        <label class="check">
          <input type="checkbox" checked={mine} onChange={(e) => setMine(e.currentTarget.checked)} /> {t('texts-only-yours')}
        </label>
      </div>
      <p class="ok" aria-live="polite">
        {saved}
      </p>
      <Loaded state={list} loading={t('texts-loading')}>
        {(texts) => {
          const open = texts.find((text) => text.message_id === editing);
          const rows = shown(texts, query, mine);
          return (
            <>
              {open && <Editor key={`${locale}:${open.message_id}`} client={client} locale={locale} text={open} changes={changes} done={finish} />}
              {rows.length === 0 ? (
                <p class="muted">{mine && !query ? t('texts-none-yours') : t('texts-none-found')}</p>
              ) : (
                <Table
                  caption={t('texts-caption', { language: LOCALE_NAMES[locale], shown: rows.length, all: texts.length })}
                  rows={rows}
                  rowKey={(text) => text.message_id}
                  columns={columns}
                />
              )}
            </>
          );
        }}
      </Loaded>
    </>
  );
}
