// Orders, newest first, filtered by the days they were paid — days of the bot's time zone, so a
// day holds exactly the orders orders/count counts for it; a paid order can be refunded (asked
// first; a refund through Telegram or Stripe may be refused by them: their answer is shown).
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { Order } from '../../client/types.js';
import { t } from '../i18n.js';
import { ConfirmButton } from '../ui/confirm.js';
import { type Directory, directoryOf } from '../ui/directory.js';
import { formatAmount } from '../ui/format.js';
import { Field, FormError, formValues, useSubmit } from '../ui/form.js';
import { useLoad } from '../ui/load.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { NotYours, useAllows } from '../ui/level.js';
import { type Column, Table } from '../ui/table.js';
import { MemberName, PlanName, When } from '../ui/values.js';
import { dayEnd, dayStart } from '../ui/zone.js';

function Refund({ client, order, done }: { client: Tollgate; order: Order; done: () => void }) {
  const form = useSubmit();
  if (order.status !== 'paid') return <span class="muted">{t('orders-refunded')}</span>;
  const id = String(order.order_id);
  return (
    <>
      <ConfirmButton
        label={t('orders-refund-order', { id })}
        question={t('orders-refund-question', { id, amount: formatAmount(order.amount, order.currency) })}
        confirm={t('orders-refund')}
        disabled={form.busy}
        onConfirm={() => void form.run(() => client.refundOrder(order.order_id)).then((ok) => ok && done())}
      />
      <FormError form={form} />
    </>
  );
}

/** The orders of a page with their plans and members known (named in the table). */
async function ordersNamed<P extends { items: Order[] }>(dir: Directory, page: P): Promise<P> {
  await dir.know({ plans: page.items.map((o) => o.plan_id), members: page.items.map((o) => o.member_id) });
  return page;
}

export function Orders({ client }: { client: Tollgate }) {
  const dir = directoryOf(client);
  // The days as the owner picked them; the instants they cover are the bot's zone's.
  const [days, setDays] = useState<{ from?: string; to?: string }>({});
  const filter = useSubmit();
  const zone = useLoad(() => dir.timeZone(), [dir]);
  const refunds = useAllows('orders.change');
  const list = usePaged(
    async (cursor) => {
      const tz = await dir.timeZone();
      const range = { from: days.from ? dayStart(days.from, tz) : undefined, to: days.to ? dayEnd(days.to, tz) : undefined };
      return ordersNamed(dir, await client.listOrders({ ...range, cursor, limit: 50 }));
    },
    [client, days.from, days.to],
  );
  return (
    <>
      <form
        class="controls"
        aria-label={t('orders-filter')}
        onSubmit={(e) => {
          const { from, to } = formValues(e);
          setDays({ from: from || undefined, to: to || undefined });
        }}
      >
        <Field label={t('orders-paid-from')} name="from" form={filter}>
          {(p) => <input {...p} type="date" />}
        </Field>
        <Field label={t('orders-paid-through')} name="to" form={filter}>
          {(p) => <input {...p} type="date" />}
        </Field>
        <button type="submit">{t('show')}</button>
      </form>
      <p class="muted">{zone.data ? t('orders-zone', { zone: zone.data }) : t('orders-zone-unknown')}</p>
      {!refunds && <NotYours what={t('orders-what')} power="orders.change" />}
      <PagedView list={list} loading={t('orders-loading')} more={t('orders-more')} empty={t('orders-empty')}>
        {(orders) => (
          <Table
            caption={t('orders-caption')}
            rows={orders}
            rowKey={(o) => o.order_id}
            columns={[
              { label: t('orders-order'), cell: (o) => o.order_id },
              { label: t('orders-paid-at'), cell: (o) => <When iso={o.paid_at} dir={dir} /> },
              { label: t('column-member'), cell: (o) => <MemberName id={o.member_id} dir={dir} /> },
              { label: t('column-plan'), cell: (o) => <PlanName id={o.plan_id} dir={dir} /> },
              { label: t('orders-amount'), cell: (o) => formatAmount(o.amount, o.currency), numeric: true },
              { label: t('orders-status'), cell: (o) => t('order-status', { status: o.status }) },
              { label: t('orders-external-id'), cell: (o) => o.external_id ?? '—' },
              ...(refunds ? [{ label: t('orders-refund'), cell: (o) => <Refund client={client} order={o} done={list.reload} /> } satisfies Column<Order>] : []),
            ]}
          />
        )}
      </PagedView>
    </>
  );
}
