// Subscriptions: filtered by state, plan or member; access granted by hand (or a trial); ends
// moved, renewals stopped, access revoked.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { Plan, SubscriptionListOptions } from '../../client/types.js';
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
      aria-label="Grant access"
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
      <Field label="Member id" name="member_id" form={form} hint="The member’s Telegram user id.">
        {(p) => <input {...p} inputMode="numeric" />}
      </Field>
      <PlanField client={client} form={form} />
      <Field label="Ends" name="expires_at" form={form} hint={`${zoneHint(directoryOf(client))} Empty: the plan’s length from now.`}>
        {(p) => <input {...p} type="datetime-local" />}
      </Field>
      <label class="check">
        <input type="checkbox" name="trial" /> Start the plan’s free trial instead
      </label>
      <FormError form={form} shown={['member_id', 'plan_id', 'expires_at']} />
      <Submit form={form}>Grant access</Submit>
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
      <Allowed power="subscriptions.change" what="Granting access and changing subscriptions">
        <Grant client={client} done={list.reload} />
      </Allowed>
      <h2>Subscriptions</h2>
      <form
        class="controls"
        aria-label="Filter subscriptions"
        onSubmit={(e) => {
          const v = formValues(e);
          setFilter({
            ...(v.state ? { state: v.state as (typeof STATES)[number] } : {}),
            ...(v.member_id ? { member_id: v.member_id } : {}),
            ...(v.plan_id ? { plan_id: Number(v.plan_id) } : {}),
          });
        }}
      >
        <Field label="State" name="state" form={none}>
          {(p) => (
            <select {...p}>
              <option value="">Any</option>
              {STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Member id" name="member_id" form={none}>
          {(p) => <input {...p} inputMode="numeric" />}
        </Field>
        <Field label="Plan" name="plan_id" form={none}>
          {(p) => (
            <select {...p}>
              <option value="">Any</option>
              {plans.data?.map((pl) => (
                <option key={pl.plan_id} value={String(pl.plan_id)}>
                  {pl.plan_name}
                  {pl.archived ? ' (archived)' : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit">Show</button>
      </form>
      <PagedView list={list} what="subscriptions" empty="No subscriptions match.">
        {(rows) => <SubscriptionTable client={client} rows={rows} caption="Subscriptions, newest first" done={list.reload} />}
      </PagedView>
    </>
  );
}
