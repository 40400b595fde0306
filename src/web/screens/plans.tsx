// Plans: what members buy. Created and edited with every option and every length form the API
// takes (its own messages beside the fields), archived (asked first; members keep what they hold).
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { CreatePlanInput, Plan, UpdatePlanInput } from '../../client/types.js';
import { ConfirmButton } from '../ui/confirm.js';
import { directoryOf } from '../ui/directory.js';
import { formatAmount, lengthInWords } from '../ui/format.js';
import { Field, FormError, formValues, Submit, useSubmit } from '../ui/form.js';
import { useLoad } from '../ui/load.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { NotYours, useAllows } from '../ui/level.js';
import { type Column, Table } from '../ui/table.js';

const LENGTHS = 'P1M, P30D, P1Y6M, “1 month”, “30” (days), “lifetime”, or an end date such as 2027-06-30';
const FIELDS = ['plan_name', 'plan_duration', 'plan_price', 'plan_currency', 'plan_trial', 'plan_project_id', 'options'];

/** The form's text as the API's body: the owner's words, only numbers and switches converted.
 * An edit clears a trial or project left empty (null); a new plan leaves them out. */
function planBody(v: Record<string, string>, editing: boolean): Record<string, unknown> {
  const int = (s: string | undefined) => (s === undefined || s === '' ? undefined : Number(s));
  return {
    plan_name: v.plan_name ?? '',
    plan_duration: v.plan_duration ?? '',
    plan_price: v.plan_price ?? '',
    plan_currency: (v.plan_currency ?? '').toUpperCase(),
    ...(v.plan_trial ? { plan_trial: v.plan_trial } : editing ? { plan_trial: null } : {}),
    ...(v.plan_project_id ? { plan_project_id: Number(v.plan_project_id) } : editing ? { plan_project_id: null } : {}),
    options: {
      recurring: v.recurring === 'on',
      newcomers: int(v.newcomers) ?? 0,
      singleuse: int(v.singleuse) ?? 0,
      token_only: v.token_only === 'on',
      credit_only: v.credit_only === 'on',
      invitee_only: v.invitee_only === 'on' ? 1 : 0,
    },
  };
}

function PlanForm({ client, plan, done }: { client: Tollgate; plan?: Plan; done: () => void }) {
  const form = useSubmit();
  const projects = useLoad(() => client.listProjects({ limit: 100 }), [client]);
  const o = plan?.options;
  return (
    <form
      aria-label={plan ? `Edit plan ${plan.plan_name}` : 'New plan'}
      onSubmit={(e) => {
        const body = planBody(formValues(e), Boolean(plan));
        void form
          .run(() => (plan ? client.updatePlan(plan.plan_id, body as UpdatePlanInput) : client.createPlan(body as CreatePlanInput)))
          .then((ok) => ok && done());
      }}
    >
      <Field label="Name" name="plan_name" form={form}>
        {(p) => <input {...p} defaultValue={plan?.plan_name} />}
      </Field>
      <Field label="Length" name="plan_duration" form={form} hint={LENGTHS}>
        {(p) => <input {...p} defaultValue={plan?.plan_duration} />}
      </Field>
      <Field label="Price" name="plan_price" form={form} hint="A decimal with the currency’s digits, such as 9.99 (XTR: whole Stars).">
        {(p) => <input {...p} inputMode="decimal" defaultValue={plan?.plan_price} />}
      </Field>
      <Field label="Currency" name="plan_currency" form={form} hint="ISO 4217 code such as USD or EUR; XTR for Telegram Stars.">
        {(p) => <input {...p} maxLength={3} defaultValue={plan?.plan_currency} />}
      </Field>
      <Field label="Free trial" name="plan_trial" form={form} hint="Empty or 0 for none; otherwise a length such as P7D.">
        {(p) => <input {...p} defaultValue={plan?.plan_trial ?? ''} />}
      </Field>
      <Field label="Project (the chats it grants)" name="plan_project_id" form={form}>
        {(p) => (
          <select {...p} defaultValue={plan?.plan_project_id === null || !plan ? '' : String(plan.plan_project_id)}>
            <option value="">None</option>
            {projects.data?.items.map((pr) => (
              <option key={pr.project_id} value={String(pr.project_id)}>
                {pr.project_name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset>
        <legend>Options</legend>
        <label class="check">
          <input type="checkbox" name="recurring" defaultChecked={o?.recurring} /> Recurring (charged again each period)
        </label>
        <Field label="Who may buy" name="options.newcomers" form={form}>
          {(p) => (
            <select {...p} name="newcomers" defaultValue={String(o?.newcomers ?? 0)}>
              <option value="0">Anyone</option>
              <option value="1">Only members who never subscribed</option>
              <option value="2">Only members who subscribed before</option>
            </select>
          )}
        </Field>
        <Field label="Times one member may buy it (0: no limit)" name="options.singleuse" form={form}>
          {(p) => <input {...p} name="singleuse" type="number" min={0} defaultValue={String(o?.singleuse ?? 0)} />}
        </Field>
        <label class="check">
          <input type="checkbox" name="token_only" defaultChecked={o?.token_only} /> Only with an access code
        </label>
        <label class="check">
          <input type="checkbox" name="credit_only" defaultChecked={o?.credit_only} /> Payable only from credit
        </label>
        <label class="check">
          <input type="checkbox" name="invitee_only" defaultChecked={o?.invitee_only === 1} /> Only members referred by an affiliate
        </label>
      </fieldset>
      <FormError form={form} shown={FIELDS} />
      <div class="actions">
        <Submit form={form}>{plan ? 'Save plan' : 'Create plan'}</Submit>
        <button type="button" class="secondary" onClick={done}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function Plans({ client }: { client: Tollgate }) {
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const archive = useSubmit();
  const dir = directoryOf(client);
  const list = usePaged(
    async (cursor) => {
      const page = await client.listPlans({ cursor, limit: 100 });
      dir.rememberPlans(page.items);
      return page;
    },
    [client],
  );
  const close = () => {
    setEditing(null);
    list.reload();
  };
  const changes = useAllows('plans.change');
  const actions: Column<Plan> = {
    label: 'Actions',
    cell: (p) =>
      p.archived ? null : (
        <div class="actions">
          <button type="button" class="secondary" onClick={() => setEditing(p)} aria-label={`Edit ${p.plan_name}`}>
            Edit
          </button>
          <ConfirmButton
            label={`Archive ${p.plan_name}`}
            question={`Archive ${p.plan_name}? It can no longer be bought; members keep what they hold.`}
            confirm="Archive"
            onConfirm={() => void archive.run(() => client.archivePlan(p.plan_id)).then(list.reload)}
          />
        </div>
      ),
  };
  return (
    <>
      {!changes ? (
        <NotYours what="Changing plans" power="plans.change" />
      ) : editing ? (
        <PlanForm client={client} plan={editing === 'new' ? undefined : editing} done={close} />
      ) : (
        <button type="button" onClick={() => setEditing('new')}>
          New plan
        </button>
      )}
      <FormError form={archive} />
      <PagedView list={list} what="plans" empty="No plans yet: create the first one.">
        {(plans) => (
          <Table
            caption="Plans"
            rows={plans}
            rowKey={(p) => p.plan_id}
            columns={[
              { label: 'Plan', cell: (p) => `${p.plan_id}. ${p.plan_name}` },
              { label: 'Length', cell: (p) => lengthInWords(p.plan_duration) },
              { label: 'Price', cell: (p) => formatAmount(p.plan_price, p.plan_currency), numeric: true },
              { label: 'Trial', cell: (p) => (p.plan_trial ? lengthInWords(p.plan_trial) : '—') },
              {
                label: 'Options',
                cell: (p) =>
                  [
                    p.options.recurring && 'recurring',
                    p.options.token_only && 'code only',
                    p.options.invitee_only && 'referred only',
                    p.options.newcomers === 1 && 'newcomers',
                    p.options.singleuse && `${p.options.singleuse}× per member`,
                  ]
                    .filter(Boolean)
                    .join(', ') || '—',
              },
              { label: 'State', cell: (p) => (p.archived ? 'Archived' : 'On sale') },
              ...(changes ? [actions] : []),
            ]}
          />
        )}
      </PagedView>
    </>
  );
}
