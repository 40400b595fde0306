// Coupons (SPEC §15): made (percent or amount off, for one plan or every plan, with a limit and an
// end), listed with how many members used each and the revenue it brought, archived.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { Coupon } from '../../client/types.js';
import { ConfirmButton } from '../ui/confirm.js';
import { Copyable } from '../ui/copy.js';
import { directoryOf, instantOf, zoneHint } from '../ui/directory.js';
import { Field, FormError, formValues, Submit, useSubmit } from '../ui/form.js';
import { formatAmount } from '../ui/format.js';
import { useLoad } from '../ui/load.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { Table } from '../ui/table.js';
import { PlanName, When } from '../ui/values.js';

const SHOWN = ['code', 'percent_off', 'amount_off', 'currency', 'plan_ids', 'max_redemptions', 'expires_at', 'duration'];

const discountOf = (c: Coupon) => (c.percent_off !== null ? `${c.percent_off}% off` : `${formatAmount(c.amount_off!, c.currency!)} off`);

/** The request a filled form asks for: only the fields given. */
async function bodyOf(client: Tollgate, v: Record<string, string>) {
  return {
    ...(v.code ? { code: v.code.trim() } : {}),
    ...(v.percent_off ? { percent_off: Number(v.percent_off) } : {}),
    ...(v.amount_off ? { amount_off: v.amount_off.trim() } : {}),
    ...(v.currency ? { currency: v.currency.trim().toUpperCase() } : {}),
    ...(v.plan_id ? { plan_ids: [Number(v.plan_id)] } : {}),
    ...(v.max_redemptions ? { max_redemptions: Number(v.max_redemptions) } : {}),
    ...(v.expires_at ? { expires_at: await instantOf(client, v.expires_at) } : {}),
    duration: v.duration === 'forever' ? ('forever' as const) : ('once' as const),
  };
}

export function Coupons({ client }: { client: Tollgate }) {
  const form = useSubmit();
  const archive = useSubmit();
  const [made, setMade] = useState<Coupon | undefined>();
  const dir = directoryOf(client);
  const plans = useLoad(() => client.listPlans({ limit: 100 }), [client]);
  const list = usePaged(
    async (cursor) => {
      const page = await client.listCoupons({ cursor, limit: 50 });
      await dir.know({ plans: page.items.flatMap((c) => c.plan_ids ?? []) });
      return page;
    },
    [client],
  );
  return (
    <>
      <form
        aria-label="New coupon"
        onSubmit={(e) => {
          const v = formValues(e);
          void form.run(async () => {
            setMade(await client.createCoupon(await bodyOf(client, v)));
            list.reload();
          });
        }}
      >
        <Field label="Code" name="code" form={form} hint="4–32 letters, digits, _ or -. Empty: a generated 8-character code.">
          {(p) => <input {...p} autocomplete="off" />}
        </Field>
        <Field label="Percent off" name="percent_off" form={form} hint="1–99. Or give an amount off below instead.">
          {(p) => <input {...p} type="number" min={1} max={99} />}
        </Field>
        <Field label="Amount off" name="amount_off" form={form} hint="Such as 5.00, in the currency below.">
          {(p) => <input {...p} inputMode="decimal" />}
        </Field>
        <Field label="Currency" name="currency" form={form} hint="With an amount off, such as USD or XTR (Stars).">
          {(p) => <input {...p} maxLength={3} />}
        </Field>
        <Field label="Plan" name="plan_ids" form={form}>
          {(p) => (
            <select {...p} name="plan_id">
              <option value="">Every plan</option>
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
        <Field label="Members who may use it" name="max_redemptions" form={form} hint="Empty: no limit. Each member may use it once.">
          {(p) => <input {...p} type="number" min={1} />}
        </Field>
        <Field label="Valid until" name="expires_at" form={form} hint={`${zoneHint(dir)} Empty: never expires.`}>
          {(p) => <input {...p} type="datetime-local" />}
        </Field>
        <Field label="Discounts" name="duration" form={form}>
          {(p) => (
            <select {...p}>
              <option value="once">The first payment only</option>
              <option value="forever">Every renewal too</option>
            </select>
          )}
        </Field>
        <FormError form={form} shown={SHOWN} />
        <Submit form={form}>Create coupon</Submit>
      </form>
      {made && (
        <section aria-label="New coupon code">
          <h2>New coupon</h2>
          <Copyable value={made.code} what={`coupon ${made.code}`} />
          <p class="muted">Members enter it with the “I have a coupon” button, or open your bot’s link with ?start=c-{made.code}.</p>
        </section>
      )}
      <h2>Coupons</h2>
      <FormError form={archive} />
      <PagedView list={list} what="coupons" empty="No coupons yet.">
        {(coupons) => (
          <Table
            caption="Coupons, newest first"
            rows={coupons}
            rowKey={(c) => c.code}
            columns={[
              { label: 'Code', cell: (c) => <code>{c.code}</code> },
              { label: 'Discount', cell: (c) => `${discountOf(c)}${c.duration === 'forever' ? ', every renewal' : ''}` },
              {
                label: 'Plans',
                cell: (c) => (c.plan_ids ? c.plan_ids.map((id, i) => [i > 0 && ', ', <PlanName key={id} id={id} dir={dir} />]) : 'Every plan'),
              },
              { label: 'Used', cell: (c) => (c.max_redemptions === null ? String(c.redeemed) : `${c.redeemed} of ${c.max_redemptions}`), numeric: true },
              { label: 'Expires', cell: (c) => (c.expires_at ? <When iso={c.expires_at} dir={dir} /> : 'never') },
              { label: 'Revenue', cell: (c) => (c.revenue.length ? c.revenue.map((r) => formatAmount(r.amount, r.currency)).join(', ') : '—'), numeric: true },
              {
                label: 'Archive',
                cell: (c) =>
                  c.archived ? (
                    'Archived'
                  ) : (
                    <ConfirmButton
                      label={`Archive coupon ${c.code}`}
                      question={`Archive ${c.code}? Members can no longer use it; orders keep it.`}
                      confirm="Archive"
                      onConfirm={() => void archive.run(() => client.archiveCoupon(c.code)).then(list.reload)}
                    />
                  ),
              },
            ]}
          />
        )}
      </PagedView>
    </>
  );
}
