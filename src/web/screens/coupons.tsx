// Coupons (SPEC §15): made (percent or amount off, for one plan or every plan, with a limit and an
// end), listed with how many members used each and the revenue it brought, archived.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { Coupon } from '../../client/types.js';
import { t } from '../i18n.js';
import { ConfirmButton } from '../ui/confirm.js';
import { Copyable } from '../ui/copy.js';
import { directoryOf, instantOf, zoneHint } from '../ui/directory.js';
import { Field, FormError, formValues, Submit, useSubmit } from '../ui/form.js';
import { formatAmount, formatNumber, separator } from '../ui/format.js';
import { useLoad } from '../ui/load.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { Table } from '../ui/table.js';
import { PlanName, When } from '../ui/values.js';

const SHOWN = ['code', 'percent_off', 'amount_off', 'currency', 'plan_ids', 'max_redemptions', 'expires_at', 'duration'];

/** "20% off", "$5.00 off", and ", every renewal" when it discounts renewals too. */
function discountOf(c: Coupon): string {
  const off =
    c.percent_off !== null
      ? t('coupons-percent-off', { percent: c.percent_off })
      : t('coupons-amount-off', { amount: formatAmount(c.amount_off!, c.currency!) });
  return c.duration === 'forever' ? t('coupons-every-renewal', { discount: off }) : off;
}

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
        aria-label={t('coupons-new')}
        onSubmit={(e) => {
          const v = formValues(e);
          void form.run(async () => {
            setMade(await client.createCoupon(await bodyOf(client, v)));
            list.reload();
          });
        }}
      >
        <Field label={t('coupons-code')} name="code" form={form} hint={t('coupons-code-hint')}>
          {(p) => <input {...p} autocomplete="off" />}
        </Field>
        <Field label={t('coupons-percent')} name="percent_off" form={form} hint={t('coupons-percent-hint')}>
          {(p) => <input {...p} type="number" min={1} max={99} />}
        </Field>
        <Field label={t('coupons-amount')} name="amount_off" form={form} hint={t('coupons-amount-hint')}>
          {(p) => <input {...p} inputMode="decimal" />}
        </Field>
        <Field label={t('coupons-currency')} name="currency" form={form} hint={t('coupons-currency-hint')}>
          {(p) => <input {...p} maxLength={3} />}
        </Field>
        <Field label={t('plan-field')} name="plan_ids" form={form}>
          {(p) => (
            <select {...p} name="plan_id">
              <option value="">{t('coupons-every-plan')}</option>
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
        <Field label={t('coupons-max')} name="max_redemptions" form={form} hint={t('coupons-max-hint')}>
          {(p) => <input {...p} type="number" min={1} />}
        </Field>
        <Field label={t('valid-until')} name="expires_at" form={form} hint={t('valid-until-hint', { zone: zoneHint(dir) })}>
          {(p) => <input {...p} type="datetime-local" />}
        </Field>
        <Field label={t('coupons-duration')} name="duration" form={form}>
          {(p) => (
            <select {...p}>
              <option value="once">{t('coupons-once')}</option>
              <option value="forever">{t('coupons-forever')}</option>
            </select>
          )}
        </Field>
        <FormError form={form} shown={SHOWN} />
        <Submit form={form}>{t('coupons-create')}</Submit>
      </form>
      {made && (
        <section aria-label={t('coupons-made-code')}>
          <h2>{t('coupons-made')}</h2>
          <Copyable value={made.code} label={t('coupons-copy', { code: made.code })} />
          <p class="muted">{t('coupons-how', { link: `?start=c-${made.code}` })}</p>
        </section>
      )}
      <h2>{t('screen-coupons')}</h2>
      <FormError form={archive} />
      <PagedView list={list} loading={t('coupons-loading')} more={t('coupons-more')} empty={t('coupons-empty')}>
        {(coupons) => (
          <Table
            caption={t('coupons-caption')}
            rows={coupons}
            rowKey={(c) => c.code}
            columns={[
              { label: t('coupons-code'), cell: (c) => <code>{c.code}</code> },
              { label: t('coupons-discount'), cell: discountOf },
              {
                label: t('column-plans'),
                cell: (c) =>
                  c.plan_ids ? c.plan_ids.map((id, i) => [i > 0 && separator(), <PlanName key={id} id={id} dir={dir} />]) : t('coupons-every-plan'),
              },
              {
                label: t('column-used'),
                cell: (c) => (c.max_redemptions === null ? formatNumber(c.redeemed) : t('count-of', { count: c.redeemed, total: c.max_redemptions })),
                numeric: true,
              },
              { label: t('column-expires'), cell: (c) => (c.expires_at ? <When iso={c.expires_at} dir={dir} /> : t('never')) },
              {
                label: t('chart-revenue'),
                cell: (c) => (c.revenue.length ? c.revenue.map((r) => formatAmount(r.amount, r.currency)).join(separator()) : '—'),
                numeric: true,
              },
              {
                label: t('archive'),
                cell: (c) =>
                  c.archived ? (
                    t('archived')
                  ) : (
                    <ConfirmButton
                      label={t('coupons-archive', { code: c.code })}
                      question={t('coupons-archive-question', { code: c.code })}
                      confirm={t('archive')}
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
