// Orders, newest first, filtered by the day they were paid; a paid order can be refunded (asked
// first; a refund through Telegram or Stripe may be refused by them: their answer is shown).
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { Order } from '../../client/types.js';
import { ConfirmButton } from '../ui/confirm.js';
import { Field, FormError, formValues, useSubmit } from '../ui/form.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { Table } from '../ui/table.js';

/** A date input's day as the instant it starts, in the browser's zone. */
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
const dayEnd = (day: string) => (day ? new Date(new Date(`${day}T00:00:00`).getTime() + 86_400_000).toISOString() : undefined);

function Refund({ client, order, done }: { client: Tollgate; order: Order; done: () => void }) {
  const form = useSubmit();
  if (order.status !== 'paid') return <span class="muted">Refunded</span>;
  return (
    <>
      <ConfirmButton
        label={`Refund order ${order.order_id}`}
        question={`Refund order ${order.order_id} (${order.amount} ${order.currency})? The member’s access from it ends now.`}
        confirm="Refund"
        disabled={form.busy}
        onConfirm={() => void form.run(() => client.refundOrder(order.order_id)).then((ok) => ok && done())}
      />
      <FormError form={form} />
    </>
  );
}

export function Orders({ client }: { client: Tollgate }) {
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const filter = useSubmit();
  const list = usePaged((cursor) => client.listOrders({ ...range, cursor, limit: 50 }), [client, range.from, range.to]);
  return (
    <>
      <form
        class="controls"
        aria-label="Filter orders"
        onSubmit={(e) => {
          const { from, to } = formValues(e);
          setRange({ from: dayStart(from ?? ''), to: dayEnd(to ?? '') });
        }}
      >
        <Field label="Paid from" name="from" form={filter}>
          {(p) => <input {...p} type="date" />}
        </Field>
        <Field label="Paid through" name="to" form={filter}>
          {(p) => <input {...p} type="date" />}
        </Field>
        <button type="submit">Show</button>
      </form>
      <PagedView list={list} what="orders" empty="No orders in this range.">
        {(orders) => (
          <Table
            caption="Orders, newest first"
            rows={orders}
            rowKey={(o) => o.order_id}
            columns={[
              { label: 'Order', cell: (o) => o.order_id },
              { label: 'Paid at', cell: (o) => <time dateTime={o.paid_at}>{new Date(o.paid_at).toLocaleString()}</time> },
              { label: 'Member', cell: (o) => o.member_id },
              { label: 'Plan', cell: (o) => o.plan_id },
              { label: 'Amount', cell: (o) => `${o.amount} ${o.currency}`, numeric: true },
              { label: 'Status', cell: (o) => o.status },
              { label: 'External id', cell: (o) => o.external_id ?? '—' },
              { label: 'Refund', cell: (o) => <Refund client={client} order={o} done={list.reload} /> },
            ]}
          />
        )}
      </PagedView>
    </>
  );
}
