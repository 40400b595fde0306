// Members: everyone who started the bot or bought, with or without access now; a member's page
// with their subscriptions (and what to do with them) and latest orders.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import { useLoad } from '../ui/load.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { Loaded } from '../ui/states.js';
import { SubscriptionTable } from '../ui/subscriptions.js';
import { Table } from '../ui/table.js';
import { useId } from '../ui/form.js';

function Profile({ client, memberId, close }: { client: Tollgate; memberId: string; close: () => void }) {
  const profile = useLoad(() => client.getMember(memberId), [client, memberId]);
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
              {[m.first_name, m.username && `@${m.username}`].filter(Boolean).join(' ') || 'No name known'} · {m.has_access ? 'has access' : 'no access'}
              {m.referred_by && ` · referred by ${m.referred_by}`}
            </p>
            {m.delivery_error && <p class="error">The bot cannot write to this member: {m.delivery_error}</p>}
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
                { label: 'Paid at', cell: (o) => new Date(o.paid_at).toLocaleString() },
                { label: 'Amount', cell: (o) => `${o.amount} ${o.currency}`, numeric: true },
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
  const list = usePaged((cursor) => client.listMembers({ cursor, limit: 50, ...(access ? { access: access === 'true' } : {}) }), [client, access]);
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
                  <button type="button" class="link" onClick={() => setOpen(m.member_id)}>
                    {m.member_id}
                  </button>
                ),
              },
              { label: 'Name', cell: (m) => [m.first_name, m.username && `@${m.username}`].filter(Boolean).join(' ') || '—' },
              { label: 'Access', cell: (m) => (m.has_access ? 'Yes' : 'No') },
              { label: 'Since', cell: (m) => new Date(m.created_at).toLocaleDateString() },
            ]}
          />
        )}
      </PagedView>
    </>
  );
}
