// Members: everyone who started the bot or bought, with or without access now; a member's page
// with their subscriptions (and what to do with them) and latest orders.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import { t } from '../i18n.js';
import { directoryOf } from '../ui/directory.js';
import { formatAmount, memberName } from '../ui/format.js';
import { useLoad } from '../ui/load.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { Loaded } from '../ui/states.js';
import { NotYours, useAllows } from '../ui/level.js';
import { SubscriptionTable } from '../ui/subscriptions.js';
import { Table } from '../ui/table.js';
import { useId } from '../ui/form.js';
import { Tx } from '../ui/tx.js';
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
      <h2 id="member-heading">{t('member-fallback', { id: memberId })}</h2>
      <button type="button" class="secondary" onClick={close}>
        {t('members-back')}
      </button>
      <Loaded state={profile} loading={t('members-loading-member')}>
        {(m) => (
          <>
            <p>
              {memberName(m) || t('members-no-name')} · {m.has_access ? t('members-has-access') : t('members-no-access')} ·{' '}
              <Tx id="members-since" elements={{ date: <When iso={m.created_at} dir={dir} date /> }} />
              {m.referred_by && ` · ${t('members-referred-by', { member: m.referred_by })}`}
            </p>
            {m.delivery_error && <p class="error">{t('members-delivery-error', { error: m.delivery_error })}</p>}
            {!changes && m.subscriptions.length > 0 && <NotYours what={t('members-what')} power="subscriptions.change" />}
            {m.subscriptions.length ? (
              <SubscriptionTable client={client} rows={m.subscriptions} caption={t('members-subscriptions-of', { id: memberId })} done={profile.reload} />
            ) : (
              <p class="empty">{t('members-no-subscriptions')}</p>
            )}
            <Table
              caption={t('members-orders-of', { id: memberId })}
              rows={m.orders}
              rowKey={(o) => o.order_id}
              columns={[
                { label: t('orders-order'), cell: (o) => o.order_id },
                { label: t('orders-paid-at'), cell: (o) => <When iso={o.paid_at} dir={dir} /> },
                { label: t('column-plan'), cell: (o) => <PlanName id={o.plan_id} dir={dir} /> },
                { label: t('orders-amount'), cell: (o) => formatAmount(o.amount, o.currency), numeric: true },
                { label: t('orders-status'), cell: (o) => t('order-status', { status: o.status }) },
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
        <label for={filterId}>{t('members-access')}</label>
        <select id={filterId} value={access} onChange={(e) => setAccess(e.currentTarget.value as '' | 'true' | 'false')}>
          <option value="">{t('members-everyone')}</option>
          <option value="true">{t('members-with-access')}</option>
          <option value="false">{t('members-without-access')}</option>
        </select>
      </div>
      <PagedView list={list} loading={t('members-loading')} more={t('members-more')} empty={t('members-empty')}>
        {(members) => (
          <Table
            caption={t('members-caption')}
            rows={members}
            rowKey={(m) => m.member_id}
            columns={[
              {
                label: t('column-member'),
                cell: (m) => (
                  <>
                    <button type="button" class="link" onClick={() => setOpen(m.member_id)}>
                      {memberName(m) || m.member_id}
                    </button>
                    {memberName(m) && <span class="muted"> {m.member_id}</span>}
                  </>
                ),
              },
              { label: t('members-access'), cell: (m) => (m.has_access ? t('members-access-yes') : t('members-access-no')) },
              { label: t('members-since-column'), cell: (m) => <When iso={m.created_at} dir={dir} date /> },
            ]}
          />
        )}
      </PagedView>
    </>
  );
}
