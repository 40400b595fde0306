// Subscriptions as a table with what an owner does to each: move the end (extend), cancel a
// recurring one, revoke (asked first). Ended ones refuse with the API's 409, shown beside them.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { Subscription } from '../../client/types.js';
import { ConfirmButton } from './confirm.js';
import { type Directory, directoryOf, instantOf, zoneHint } from './directory.js';
import { useAllows } from './level.js';
import { memberName } from './format.js';
import { Field, FormError, formValues, Submit, useSubmit } from './form.js';
import { Table } from './table.js';
import { MemberName, PlanName, When } from './values.js';

const ended = (s: Subscription) => s.state === 'expired' || s.state === 'revoked';

/** The subscriptions of a page with their plans and members known (named in the table). */
export async function subscriptionsNamed<P extends { items: Subscription[] }>(dir: Directory, page: P): Promise<P> {
  await dir.know({ plans: page.items.map((s) => s.plan_id), members: page.items.map((s) => s.member_id) });
  return page;
}

function Actions({ client, s, done }: { client: Tollgate; s: Subscription; done: () => void }) {
  const form = useSubmit();
  const [extending, setExtending] = useState(false);
  if (ended(s)) return <span class="muted">Ended</span>;
  return (
    <div>
      {extending ? (
        <form
          aria-label={`New end for subscription ${s.subscription_id}`}
          onSubmit={(e) => {
            const { expires_at } = formValues(e);
            void form
              .run(async () => client.changeSubscriptionEnd(s.subscription_id, expires_at ? await instantOf(client, expires_at) : null))
              .then((ok) => ok && done());
          }}
        >
          <Field
            label={`New end for subscription ${s.subscription_id}`}
            name="expires_at"
            form={form}
            hint={`${zoneHint(directoryOf(client))} Empty: lifetime.`}
          >
            {(p) => <input {...p} type="datetime-local" />}
          </Field>
          <div class="actions">
            <Submit form={form}>Save end</Submit>
            <button type="button" class="secondary" onClick={() => setExtending(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div class="actions">
          <button type="button" class="secondary" onClick={() => setExtending(true)} aria-label={`Change end of subscription ${s.subscription_id}`}>
            Change end
          </button>
          {s.recurring && s.state === 'active' && (
            <ConfirmButton
              label={`Cancel renewals of subscription ${s.subscription_id}`}
              question="Stop the renewals? Access lasts until the end already paid for."
              confirm="Stop renewals"
              onConfirm={() => void form.run(() => client.cancelSubscription(s.subscription_id)).then((ok) => ok && done())}
            />
          )}
          <ConfirmButton
            label={`Revoke subscription ${s.subscription_id}`}
            question={`Revoke subscription ${s.subscription_id}? ${memberName(directoryOf(client).member(s.member_id)) || `Member ${s.member_id}`} loses access now and is removed from the chats.`}
            confirm="Revoke"
            onConfirm={() => void form.run(() => client.revokeSubscription(s.subscription_id)).then((ok) => ok && done())}
          />
        </div>
      )}
      <FormError form={form} shown={['expires_at']} />
    </div>
  );
}

export function SubscriptionTable({ client, rows, caption, done }: { client: Tollgate; rows: Subscription[]; caption: string; done: () => void }) {
  const dir = directoryOf(client);
  const when = (iso: string | null) => (iso ? <When iso={iso} dir={dir} /> : 'never');
  // Below level 7 the subscriptions are shown, not changed (the screen says so above them).
  const changes = useAllows('subscriptions.change');
  return (
    <Table
      caption={caption}
      rows={rows}
      rowKey={(s) => s.subscription_id}
      columns={[
        { label: 'Subscription', cell: (s) => s.subscription_id },
        { label: 'Member', cell: (s) => <MemberName id={s.member_id} dir={dir} /> },
        { label: 'Plan', cell: (s) => <PlanName id={s.plan_id} dir={dir} /> },
        { label: 'State', cell: (s) => `${s.state}${s.trial ? ' (trial)' : ''}${s.recurring ? ', recurring' : ''}` },
        { label: 'Source', cell: (s) => s.source },
        { label: 'Ends', cell: (s) => when(s.expires_at) },
        { label: 'Problem', cell: (s) => s.access_error ?? '—' },
        ...(changes ? [{ label: 'Actions', cell: (s: Subscription) => <Actions client={client} s={s} done={done} /> }] : []),
      ]}
    />
  );
}
