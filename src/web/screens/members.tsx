// Members: everyone who started the bot or bought, with or without access now; a member's page
// with their subscriptions (and what to do with them) and latest orders.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import { directoryOf } from '../ui/directory.js';
import { formatAmount, memberName } from '../ui/format.js';
import { useLoad } from '../ui/load.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { Loaded } from '../ui/states.js';
import { NotYours, useAllows } from '../ui/level.js';
import { SubscriptionTable } from '../ui/subscriptions.js';
import { Table } from '../ui/table.js';
import { useId } from '../ui/form.js';
import { PlanName, When } from '../ui/values.js';

function Profile({ client, memberId, close }: { client: Tollgate; memberId: string; close: () => void }) {
  const dir = directoryOf(client);
  const changes = useAllows('subscriptions.change');
  const profile = useLoad(async () => {
    const m = await client.getMember(memberId);
    const { subscriptions: _s, orders: _o, ...member } = m;
    dir.rememberMembers([member]);
    await dir.know({ plans: [...m.subscriptions, ...m.orders].map((x) => x.plan_id) });
    return m;
  }, [client, memberId]);
  return (
    <section aria-labelledby="member-heading">
      <h2 id="member-heading">Member {memberId}</h2>
      <button type="button" class="secondary" onClick={close}>
        Back to all members
      </button>
      <Loaded state={profile} what="the member">
        {(m) => (
          <>
            <p>
              {memberName(m) || 'No name known'} · {m.has_access ? 'has access' : 'no access'} · since <When iso={m.created_at} dir={dir} date />
              {m.referred_by && ` · referred by ${m.referred_by}`}
            </p>
            {m.delivery_error && <p class="error">The bot cannot write to this member: {m.delivery_error}</p>}
            {!changes && m.subscriptions.length > 0 && <NotYours what="Changing subscriptions" power="subscriptions.change" />}
            {m.subscriptions.length ? (
              <SubscriptionTable client={client} rows={m.subscriptions} caption={`Subscriptions of ${memberId}`} done={profile.reload} />
            ) : (
              <p class="empty">No subscriptions.</p>
            )}
            <Table
              caption={`Latest orders of ${memberId}`}
              rows={m.orders}
              rowKey={(o) => o.order_id}
              columns={[
                { label: 'Order', cell: (o) => o.order_id },
                { label: 'Paid at', cell: (o) => <When iso={o.paid_at} dir={dir} /> },
                { label: 'Plan', cell: (o) => <PlanName id={o.plan_id} dir={dir} /> },
                { label: 'Amount', cell: (o) => formatAmount(o.amount, o.currency), numeric: true },
                { label: 'Status', cell: (o) => o.status },
              ]}
            />
          </>
        )}
      </Loaded>
    </section>
  );
}

export function Members({ client }: { client: Tollgate }) {
  const [access, setAccess] = useState<'' | 'true' | 'false'>('');
  const [open, setOpen] = useState<string | null>(null);
  const dir = directoryOf(client);
  const list = usePaged(
    async (cursor) => {
      const [page] = await Promise.all([client.listMembers({ cursor, limit: 50, ...(access ? { access: access === 'true' } : {}) }), dir.know()]);
      dir.rememberMembers(page.items);
      return page;
    },
    [client, access],
  );
  const filterId = useId('access');
  if (open) return <Profile client={client} memberId={open} close={() => setOpen(null)} />;
  return (
    <>
      <div class="controls">
        <label for={filterId}>Access</label>
        <select id={filterId} value={access} onChange={(e) => setAccess(e.currentTarget.value as '' | 'true' | 'false')}>
          <option value="">Everyone</option>
          <option value="true">With access</option>
          <option value="false">Without access</option>
        </select>
      </div>
      <PagedView list={list} what="members" empty="No members yet.">
        {(members) => (
          <Table
            caption="Members, newest first"
            rows={members}
            rowKey={(m) => m.member_id}
            columns={[
              {
                label: 'Member',
                cell: (m) => (
                  <>
                    <button type="button" class="link" onClick={() => setOpen(m.member_id)}>
                      {memberName(m) || m.member_id}
                    </button>
                    {memberName(m) && <span class="muted"> {m.member_id}</span>}
                  </>
                ),
              },
              { label: 'Access', cell: (m) => (m.has_access ? 'Yes' : 'No') },
              { label: 'Since', cell: (m) => <When iso={m.created_at} dir={dir} date /> },
            ]}
          />
        )}
      </PagedView>
    </>
  );
}
