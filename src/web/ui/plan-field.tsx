// The plan a form is about: a select of the bot's plans on sale, labelled "Plan".
import type { Tollgate } from '../../client/tollgate.js';
import { t } from '../i18n.js';
import { Field, type Submitting } from './form.js';
import { useLoad } from './load.js';

export function PlanField({ client, form }: { client: Tollgate; form: Submitting }) {
  const plans = useLoad(() => client.listPlans({ limit: 100 }), [client]);
  return (
    <Field label={t('plan-field')} name="plan_id" form={form}>
      {(p) => (
        <select {...p}>
          {plans.data?.items
            .filter((pl) => !pl.archived)
            .map((pl) => (
              <option key={pl.plan_id} value={String(pl.plan_id)}>
                {pl.plan_name}
              </option>
            ))}
        </select>
      )}
    </Field>
  );
}
