// Subscriptions as a table with what an owner does to each: move the end (extend), cancel a
// recurring one, revoke (asked first). Ended ones refuse with the API's 409, shown beside them.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { Subscription } from '../../client/types.js';
import { t } from '../i18n.js';
import { ConfirmButton } from './confirm.js';
import { type Directory, directoryOf, instantOf, zoneHint } from './directory.js';
import { useAllows } from './level.js';
import { memberName } from './format.js';
import { Field, FormError, formValues, Submit, useSubmit } from './form.js';
import { Table } from './table.js';
import { MemberName, PlanName, When } from './values.js';

const ended = (s: Subscription) => s.state === 'expired' || s.state === 'revoked';

/** "active (trial), recurring". */
function stateInWords(s: Subscription): string {
  let words = t('subscription-state', { state: s.state });
  if (s.trial) words = t('subscription-state-trial', { state: words });
  if (s.recurring) words = t('subscription-state-recurring', { state: words });
  return words;
}

/** The subscriptions of a page with their plans and members known (named in the table). */
export async function subscriptionsNamed<P extends { items: Subscription[] }>(dir: Directory, page: P): Promise<P> {
  await dir.know({ plans: page.items.map((s) => s.plan_id), members: page.items.map((s) => s.member_id) });
  return page;
}

function Actions({ client, s, done }: { client: Tollgate; s: Subscription; done: () => void }) {
  const form = useSubmit();
  const [extending, setExtending] = useState(false);
  if (ended(s)) return <span class="muted">{t('subscription-ended')}</span>;
  const id = String(s.subscription_id);
  return (
    <div>
      {extending ? (
        <form
          aria-label={t('subscription-new-end', { id })}
          onSubmit={(e) => {
            const { expires_at } = formValues(e);
            void form
              .run(async () => client.changeSubscriptionEnd(s.subscription_id, expires_at ? await instantOf(client, expires_at) : null))
              .then((ok) => ok && done());
          }}
        >
          <Field
            label={t('subscription-new-end', { id })}
            name="expires_at"
            form={form}
            hint={t('subscription-new-end-hint', { zone: zoneHint(directoryOf(client)) })}
          >
            {(p) => <input {...p} type="datetime-local" />}
          </Field>
          <div class="actions">
            <Submit form={form}>{t('subscription-save-end')}</Submit>
            <button type="button" class="secondary" onClick={() => setExtending(false)}>
              {t('cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div class="actions">
          <button type="button" class="secondary" onClick={() => setExtending(true)} aria-label={t('subscription-change-end-of', { id })}>
            {t('subscription-change-end')}
          </button>
          {s.recurring && s.state === 'active' && (
            <ConfirmButton
              label={t('subscription-cancel-renewals', { id })}
              question={t('subscription-cancel-renewals-question')}
              confirm={t('subscription-stop-renewals')}
              onConfirm={() => void form.run(() => client.cancelSubscription(s.subscription_id)).then((ok) => ok && done())}
            />
          )}
          <ConfirmButton
            label={t('subscription-revoke', { id })}
            question={t('subscription-revoke-question', {
              id,
              member: memberName(directoryOf(client).member(s.member_id)) || t('member-fallback', { id: s.member_id }),
            })}
            confirm={t('revoke')}
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
  const when = (iso: string | null) => (iso ? <When iso={iso} dir={dir} /> : t('never'));
  // Below level 7 the subscriptions are shown, not changed (the screen says so above them).
  const changes = useAllows('subscriptions.change');
  return (
    <Table
      caption={caption}
      rows={rows}
      rowKey={(s) => s.subscription_id}
      columns={[
        { label: t('column-subscription'), cell: (s) => s.subscription_id },
        { label: t('column-member'), cell: (s) => <MemberName id={s.member_id} dir={dir} /> },
        { label: t('column-plan'), cell: (s) => <PlanName id={s.plan_id} dir={dir} /> },
        { label: t('column-state'), cell: stateInWords },
        { label: t('column-source'), cell: (s) => t('subscription-source', { source: s.source }) },
        { label: t('column-ends'), cell: (s) => when(s.expires_at) },
        { label: t('column-problem'), cell: (s) => s.access_error ?? '—' },
        ...(changes ? [{ label: t('column-actions'), cell: (s: Subscription) => <Actions client={client} s={s} done={done} /> }] : []),
      ]}
    />
  );
}
