// Webhook endpoints: added (the signing secret shown once), changed, paused, tested, given a new
// secret, deleted; each with its delivery log.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import { EVENT_TYPES } from '../../modules/events/types.js';
import type { Webhook, WebhookWithSecret } from '../../client/types.js';
import { ConfirmButton } from '../ui/confirm.js';
import { directoryOf } from '../ui/directory.js';
import { Copyable } from '../ui/copy.js';
import { Field, FormError, Submit, useSubmit } from '../ui/form.js';
import { useLoad } from '../ui/load.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { Loaded } from '../ui/states.js';
import { Table } from '../ui/table.js';
import { useId } from '../ui/form.js';
import { When } from '../ui/values.js';

function EndpointForm({ client, endpoint, done }: { client: Tollgate; endpoint?: Webhook; done: (created?: WebhookWithSecret) => void }) {
  const form = useSubmit();
  const [all, setAll] = useState(!endpoint || endpoint.events.includes('*'));
  return (
    <form
      aria-label={endpoint ? `Edit webhook ${endpoint.webhook_id}` : 'New webhook'}
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
      <Field label="URL" name="url" form={form} hint="https:// on a public address; Tollgate POSTs each event there, signed.">
        {(p) => <input {...p} type="url" defaultValue={endpoint?.url} />}
      </Field>
      <fieldset>
        <legend>Events</legend>
        <label class="check">
          <input type="checkbox" checked={all} onChange={(e) => setAll(e.currentTarget.checked)} /> All events
        </label>
        {!all &&
          EVENT_TYPES.map((t) => (
            <label class="check" key={t}>
              <input type="checkbox" name="events" value={t} defaultChecked={endpoint?.events.includes(t)} /> {t}
            </label>
          ))}
        {form.fieldError('events') && <small class="field-error">{form.fieldError('events')}</small>}
      </fieldset>
      <Field label="Description" name="description" form={form}>
        {(p) => <input {...p} defaultValue={endpoint?.description ?? ''} />}
      </Field>
      <FormError form={form} shown={['url', 'events', 'description']} />
      <div class="actions">
        <Submit form={form}>{endpoint ? 'Save webhook' : 'Add webhook'}</Submit>
        {endpoint && (
          <button type="button" class="secondary" onClick={() => done()}>
            Cancel
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
      <h3 id={`log-${endpoint.webhook_id}`}>Delivery log</h3>
      <div class="controls">
        <label for={id}>Status</label>
        <select id={id} value={status} onChange={(e) => setStatus(e.currentTarget.value as typeof status)}>
          <option value="">All</option>
          <option value="pending">Pending</option>
          <option value="delivered">Delivered</option>
          <option value="failed">Failed</option>
        </select>
        <button type="button" class="secondary" onClick={list.reload}>
          Refresh
        </button>
      </div>
      <PagedView list={list} what="attempts" empty="No deliveries yet.">
        {(rows) => (
          <Table
            caption={`Deliveries to webhook ${endpoint.webhook_id}, newest first`}
            rows={rows}
            rowKey={(d) => `${d.event_id}-${d.attempt}`}
            columns={[
              { label: 'Event', cell: (d) => `${d.event_id} · ${d.type}` },
              { label: 'Attempt', cell: (d) => d.attempt, numeric: true },
              { label: 'Status', cell: (d) => d.status },
              { label: 'Answer', cell: (d) => d.response_code ?? '—', numeric: true },
              { label: 'Took', cell: (d) => (d.duration_ms === null ? '—' : `${d.duration_ms} ms`), numeric: true },
              { label: 'Error', cell: (d) => d.error ?? '—' },
              { label: 'Next attempt', cell: (d) => (d.next_attempt_at ? <When iso={d.next_attempt_at} dir={dir} /> : '—') },
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
  return (
    <article class="card" aria-labelledby={`webhook-${endpoint.webhook_id}`}>
      <h2 id={`webhook-${endpoint.webhook_id}`}>
        Webhook {endpoint.webhook_id} · {endpoint.enabled ? 'enabled' : 'disabled'}
      </h2>
      <p>
        <code>{endpoint.url}</code> · {endpoint.events.includes('*') ? 'all events' : endpoint.events.join(', ')}
        {endpoint.description && ` · ${endpoint.description}`}
      </p>
      {endpoint.disabled_reason && <p class="error">{endpoint.disabled_reason}</p>}
      {endpoint.failing_since && (
        <p class="error">
          Failing since <When iso={endpoint.failing_since} dir={dir} />.
        </p>
      )}
      {endpoint.previous_secret_expires_at && (
        <p class="muted">
          The previous secret also signs until <When iso={endpoint.previous_secret_expires_at} dir={dir} />.
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
          <button type="button" class="secondary" onClick={() => setEditing(true)} aria-label={`Edit webhook ${endpoint.webhook_id}`}>
            Edit
          </button>
          <button
            type="button"
            class="secondary"
            onClick={() => void form.run(() => client.updateWebhook(endpoint.webhook_id, { enabled: !endpoint.enabled })).then(done)}
          >
            {endpoint.enabled ? 'Pause' : 'Enable'}
          </button>
          <button type="button" class="secondary" onClick={() => void form.run(() => client.testWebhook(endpoint.webhook_id)).then(() => setLog(true))}>
            Send a test
          </button>
          <ConfirmButton
            label={`New secret for webhook ${endpoint.webhook_id}`}
            question="Make a new signing secret? For 24 hours deliveries are signed with both, so your receiver can switch."
            confirm="New secret"
            onConfirm={() => void form.run(async () => showSecret(await client.rotateWebhookSecret(endpoint.webhook_id))).then(done)}
          />
          <ConfirmButton
            label={`Delete webhook ${endpoint.webhook_id}`}
            question={`Delete webhook ${endpoint.webhook_id} and its delivery log?`}
            confirm="Delete"
            onConfirm={() => void form.run(() => client.deleteWebhook(endpoint.webhook_id)).then(done)}
          />
          <button type="button" class="secondary" aria-expanded={log} onClick={() => setLog(!log)}>
            {log ? 'Hide deliveries' : 'Deliveries'}
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
        <section aria-label="Signing secret" class="notice">
          <p>
            Signing secret of webhook {secret.webhook_id}: <strong>copy it now, it is not shown again.</strong> Verify deliveries with it (docs/webhooks.md).
          </p>
          <Copyable value={secret.secret} what={`the signing secret of webhook ${secret.webhook_id}`} />
          <button type="button" class="secondary" onClick={() => setSecret(null)}>
            I have kept it
          </button>
        </section>
      )}
      <Loaded state={state} what="webhooks">
        {(page) =>
          page.items.length ? (
            page.items.map((w) => <Endpoint key={w.webhook_id} client={client} endpoint={w} done={state.reload} showSecret={setSecret} />)
          ) : (
            <p class="empty">No webhooks yet: add a URL of yours to hear about every sale.</p>
          )
        }
      </Loaded>
    </>
  );
}
