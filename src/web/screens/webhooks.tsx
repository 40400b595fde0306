// Webhook endpoints: added (the signing secret shown once), changed, paused, tested, given a new
// secret, deleted; each with its delivery log.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import { EVENT_TYPES } from '../../modules/events/types.js';
import type { Webhook, WebhookWithSecret } from '../../client/types.js';
import { t } from '../i18n.js';
import { ConfirmButton } from '../ui/confirm.js';
import { directoryOf } from '../ui/directory.js';
import { Copyable } from '../ui/copy.js';
import { Field, FormError, Submit, useSubmit } from '../ui/form.js';
import { useLoad } from '../ui/load.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { Loaded } from '../ui/states.js';
import { Table } from '../ui/table.js';
import { useId } from '../ui/form.js';
import { formatMilliseconds, formatNumber, separator } from '../ui/format.js';
import { Tx } from '../ui/tx.js';
import { When } from '../ui/values.js';

function EndpointForm({ client, endpoint, done }: { client: Tollgate; endpoint?: Webhook; done: (created?: WebhookWithSecret) => void }) {
  const form = useSubmit();
  const [all, setAll] = useState(!endpoint || endpoint.events.includes('*'));
  return (
    <form
      aria-label={endpoint ? t('webhooks-edit', { id: String(endpoint.webhook_id) }) : t('webhooks-new')}
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        const events = all ? ['*'] : data.getAll('events').map(String);
        const description = String(data.get('description') ?? '');
        const body = { url: String(data.get('url') ?? ''), events: events as ['*'], description: description || null };
        void form
          .run(async () => {
            if (endpoint) await client.updateWebhook(endpoint.webhook_id, body);
            else done(await client.createWebhook(body));
          })
          .then((ok) => ok && endpoint && done());
      }}
    >
      <Field label={t('webhooks-url')} name="url" form={form} hint={t('webhooks-url-hint')}>
        {(p) => <input {...p} type="url" defaultValue={endpoint?.url} />}
      </Field>
      <fieldset>
        <legend>{t('webhooks-events')}</legend>
        <label class="check">
          <input type="checkbox" checked={all} onChange={(e) => setAll(e.currentTarget.checked)} /> {t('webhooks-all-events')}
        </label>
        {!all &&
          EVENT_TYPES.map((t) => (
            <label class="check" key={t}>
              <input type="checkbox" name="events" value={t} defaultChecked={endpoint?.events.includes(t)} /> {t}
            </label>
          ))}
        {form.fieldError('events') && <small class="field-error">{form.fieldError('events')}</small>}
      </fieldset>
      <Field label={t('webhooks-description')} name="description" form={form}>
        {(p) => <input {...p} defaultValue={endpoint?.description ?? ''} />}
      </Field>
      <FormError form={form} shown={['url', 'events', 'description']} />
      <div class="actions">
        <Submit form={form}>{endpoint ? t('webhooks-save') : t('webhooks-add')}</Submit>
        {endpoint && (
          <button type="button" class="secondary" onClick={() => done()}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

function Deliveries({ client, endpoint }: { client: Tollgate; endpoint: Webhook }) {
  const [status, setStatus] = useState<'' | 'pending' | 'delivered' | 'failed'>('');
  const dir = directoryOf(client);
  const list = usePaged(
    async (cursor) =>
      (await Promise.all([client.listWebhookDeliveries(endpoint.webhook_id, { cursor, limit: 50, ...(status ? { status } : {}) }), dir.know()]))[0],
    [client, endpoint.webhook_id, status],
  );
  const id = useId('status');
  return (
    <section aria-labelledby={`log-${endpoint.webhook_id}`}>
      <h3 id={`log-${endpoint.webhook_id}`}>{t('webhooks-log')}</h3>
      <div class="controls">
        <label for={id}>{t('orders-status')}</label>
        <select id={id} value={status} onChange={(e) => setStatus(e.currentTarget.value as typeof status)}>
          <option value="">{t('webhooks-all')}</option>
          <option value="pending">{t('webhooks-pending')}</option>
          <option value="delivered">{t('webhooks-delivered')}</option>
          <option value="failed">{t('webhooks-failed')}</option>
        </select>
        <button type="button" class="secondary" onClick={list.reload}>
          {t('webhooks-refresh')}
        </button>
      </div>
      <PagedView list={list} loading={t('webhooks-loading-attempts')} more={t('webhooks-more-attempts')} empty={t('webhooks-no-deliveries')}>
        {(rows) => (
          <Table
            caption={t('webhooks-deliveries-caption', { id: String(endpoint.webhook_id) })}
            rows={rows}
            rowKey={(d) => `${d.event_id}-${d.attempt}`}
            columns={[
              { label: t('webhooks-event'), cell: (d) => `${d.event_id} · ${d.type}` },
              { label: t('webhooks-attempt'), cell: (d) => formatNumber(d.attempt), numeric: true },
              { label: t('orders-status'), cell: (d) => t('delivery-status', { status: d.status }) },
              { label: t('webhooks-answer'), cell: (d) => d.response_code ?? '—', numeric: true },
              { label: t('webhooks-took'), cell: (d) => (d.duration_ms === null ? '—' : formatMilliseconds(d.duration_ms)), numeric: true },
              { label: t('webhooks-error'), cell: (d) => d.error ?? '—' },
              { label: t('webhooks-next-attempt'), cell: (d) => (d.next_attempt_at ? <When iso={d.next_attempt_at} dir={dir} /> : '—') },
            ]}
          />
        )}
      </PagedView>
    </section>
  );
}

function Endpoint({
  client,
  endpoint,
  done,
  showSecret,
}: {
  client: Tollgate;
  endpoint: Webhook;
  done: () => void;
  showSecret: (w: WebhookWithSecret) => void;
}) {
  const form = useSubmit();
  const dir = directoryOf(client);
  const [editing, setEditing] = useState(false);
  const [log, setLog] = useState(false);
  const id = String(endpoint.webhook_id);
  return (
    <article class="card" aria-labelledby={`webhook-${endpoint.webhook_id}`}>
      <h2 id={`webhook-${endpoint.webhook_id}`}>{t(endpoint.enabled ? 'webhooks-title-enabled' : 'webhooks-title-disabled', { id })}</h2>
      <p>
        <code>{endpoint.url}</code> · {endpoint.events.includes('*') ? t('webhooks-all-events-short') : endpoint.events.join(separator())}
        {endpoint.description && ` · ${endpoint.description}`}
      </p>
      {endpoint.disabled_reason && <p class="error">{endpoint.disabled_reason}</p>}
      {endpoint.failing_since && (
        <p class="error">
          <Tx id="webhooks-failing-since" elements={{ date: <When iso={endpoint.failing_since} dir={dir} /> }} />
        </p>
      )}
      {endpoint.previous_secret_expires_at && (
        <p class="muted">
          <Tx id="webhooks-previous-secret" elements={{ date: <When iso={endpoint.previous_secret_expires_at} dir={dir} /> }} />
        </p>
      )}
      {editing ? (
        <EndpointForm
          client={client}
          endpoint={endpoint}
          done={() => {
            setEditing(false);
            done();
          }}
        />
      ) : (
        <div class="actions">
          <button type="button" class="secondary" onClick={() => setEditing(true)} aria-label={t('webhooks-edit', { id })}>
            {t('edit')}
          </button>
          <button
            type="button"
            class="secondary"
            onClick={() => void form.run(() => client.updateWebhook(endpoint.webhook_id, { enabled: !endpoint.enabled })).then(done)}
          >
            {endpoint.enabled ? t('webhooks-pause') : t('webhooks-enable')}
          </button>
          <button type="button" class="secondary" onClick={() => void form.run(() => client.testWebhook(endpoint.webhook_id)).then(() => setLog(true))}>
            {t('webhooks-test')}
          </button>
          <ConfirmButton
            label={t('webhooks-rotate', { id })}
            question={t('webhooks-rotate-question')}
            confirm={t('webhooks-new-secret')}
            onConfirm={() => void form.run(async () => showSecret(await client.rotateWebhookSecret(endpoint.webhook_id))).then(done)}
          />
          <ConfirmButton
            label={t('webhooks-delete', { id })}
            question={t('webhooks-delete-question', { id })}
            confirm={t('delete')}
            onConfirm={() => void form.run(() => client.deleteWebhook(endpoint.webhook_id)).then(done)}
          />
          <button type="button" class="secondary" aria-expanded={log} onClick={() => setLog(!log)}>
            {log ? t('webhooks-hide-deliveries') : t('webhooks-deliveries')}
          </button>
        </div>
      )}
      <FormError form={form} />
      {log && <Deliveries client={client} endpoint={endpoint} />}
    </article>
  );
}

export function Webhooks({ client }: { client: Tollgate }) {
  const state = useLoad(async () => (await Promise.all([client.listWebhooks(), directoryOf(client).know()]))[0], [client]);
  const [secret, setSecret] = useState<WebhookWithSecret | null>(null);
  return (
    <>
      <EndpointForm
        client={client}
        done={(created) => {
          if (created) setSecret(created);
          state.reload();
        }}
      />
      {secret && (
        <section aria-label={t('webhooks-secret')} class="notice">
          <p>
            <Tx id="webhooks-secret-note" args={{ id: String(secret.webhook_id) }} elements={{ now: <strong>{t('webhooks-secret-note.now')}</strong> }} />
          </p>
          <Copyable value={secret.secret} label={t('webhooks-copy-secret', { id: String(secret.webhook_id) })} />
          <button type="button" class="secondary" onClick={() => setSecret(null)}>
            {t('webhooks-kept')}
          </button>
        </section>
      )}
      <Loaded state={state} loading={t('webhooks-loading')}>
        {(page) =>
          page.items.length ? (
            page.items.map((w) => <Endpoint key={w.webhook_id} client={client} endpoint={w} done={state.reload} showSecret={setSecret} />)
          ) : (
            <p class="empty">{t('webhooks-empty')}</p>
          )
        }
      </Loaded>
    </>
  );
}
