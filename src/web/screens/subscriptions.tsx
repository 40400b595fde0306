// Subscriptions: filtered by state, plan or member; access granted by hand (or a trial); ends
// moved, renewals stopped, access revoked.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { Plan, SubscriptionListOptions } from '../../client/types.js';
import { t } from '../i18n.js';
import { directoryOf, instantOf, zoneHint } from '../ui/directory.js';
import { Field, FormError, formValues, Submit, useSubmit } from '../ui/form.js';
import { useLoad } from '../ui/load.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { PlanField } from '../ui/plan-field.js';
import { SubscriptionTable, subscriptionsNamed } from '../ui/subscriptions.js';
import { Allowed } from '../ui/level.js';

const STATES = ['active', 'canceled', 'expired', 'revoked'] as const;

function Grant({ client, done }: { client: Tollgate; done: () => void }) {
  const form = useSubmit();
  return (
    <form
      aria-label={t('subscriptions-grant')}
      onSubmit={(e) => {
        const v = formValues(e);
        const target = e.currentTarget;
        void form
          .run(async () =>
            client.grantSubscription({
              member_id: v.member_id ?? '',
              plan_id: Number(v.plan_id),
              ...(v.trial === 'on' ? { trial: true } : {}),
              ...(v.expires_at ? { expires_at: await instantOf(client, v.expires_at) } : {}),
            }),
          )
          .then((ok) => {
            if (!ok) return;
            target.reset();
            done();
          });
      }}
    >
      <Field label={t('subscriptions-member-id')} name="member_id" form={form} hint={t('subscriptions-member-id-hint')}>
        {(p) => <input {...p} inputMode="numeric" />}
      </Field>
      <PlanField client={client} form={form} />
      <Field label={t('column-ends')} name="expires_at" form={form} hint={t('subscriptions-ends-hint', { zone: zoneHint(directoryOf(client)) })}>
        {(p) => <input {...p} type="datetime-local" />}
      </Field>
      <label class="check">
        <input type="checkbox" name="trial" /> {t('subscriptions-trial')}
      </label>
      <FormError form={form} shown={['member_id', 'plan_id', 'expires_at']} />
      <Submit form={form}>{t('subscriptions-grant')}</Submit>
    </form>
  );
}

export function Subscriptions({ client }: { client: Tollgate }) {
  const [filter, setFilter] = useState<SubscriptionListOptions>({});
  const dir = directoryOf(client);
  const list = usePaged(
    async (cursor) => subscriptionsNamed(dir, await client.listSubscriptions({ ...filter, cursor, limit: 50 })),
    [client, JSON.stringify(filter)],
  );
  const plans = useLoad(async () => {
    const all: Plan[] = [];
    for await (const plan of client.paginate(client.listPlans, { limit: 100 })) all.push(plan);
    dir.rememberPlans(all);
    return all;
  }, [client]);
  const none = useSubmit();
  return (
    <>
      <Allowed power="subscriptions.change" what={t('subscriptions-what')}>
        <Grant client={client} done={list.reload} />
      </Allowed>
      <h2>{t('screen-subscriptions')}</h2>
      <form
        class="controls"
        aria-label={t('subscriptions-filter')}
        onSubmit={(e) => {
          const v = formValues(e);
          setFilter({
            ...(v.state ? { state: v.state as (typeof STATES)[number] } : {}),
            ...(v.member_id ? { member_id: v.member_id } : {}),
            ...(v.plan_id ? { plan_id: Number(v.plan_id) } : {}),
          });
        }}
      >
        <Field label={t('column-state')} name="state" form={none}>
          {(p) => (
            <select {...p}>
              <option value="">{t('any')}</option>
              {STATES.map((s) => (
                <option key={s} value={s}>
                  {t('subscription-state', { state: s })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('subscriptions-member-id')} name="member_id" form={none}>
          {(p) => <input {...p} inputMode="numeric" />}
        </Field>
        <Field label={t('plan-field')} name="plan_id" form={none}>
          {(p) => (
            <select {...p}>
              <option value="">{t('any')}</option>
              {plans.data?.map((pl) => (
                <option key={pl.plan_id} value={String(pl.plan_id)}>
                  {pl.archived ? t('subscriptions-plan-archived', { name: pl.plan_name }) : pl.plan_name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit">{t('show')}</button>
      </form>
      <PagedView list={list} loading={t('subscriptions-loading')} more={t('subscriptions-more')} empty={t('subscriptions-empty')}>
        {(rows) => <SubscriptionTable client={client} rows={rows} caption={t('subscriptions-caption')} done={list.reload} />}
      </PagedView>
    </>
  );
}
