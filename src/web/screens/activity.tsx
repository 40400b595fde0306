// Activity: every change to the bot with who made it (SPEC §14: an api key, an admin, a member in
// the bot, or the system), newest first — the screen answers "what just happened, and who did
// it?", like Orders; the API's order=newest pages back in time. Filtered by who and by what.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { Event, EventActor, EventListOptions, EventType } from '../../client/types.js';
import { ltr, t } from '../i18n.js';
import { directoryOf } from '../ui/directory.js';
import { Field, formValues, useSubmit } from '../ui/form.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { Table } from '../ui/table.js';
import { When } from '../ui/values.js';

/** Every event type in words (its message): a type the API adds and this table lacks fails to compile. */
const CHANGES: Record<EventType, string> = {
  'order.paid': 'change-order-paid',
  'order.refunded': 'change-order-refunded',
  'subscription.started': 'change-subscription-started',
  'subscription.renewed': 'change-subscription-renewed',
  'subscription.canceled': 'change-subscription-canceled',
  'subscription.expiring': 'change-subscription-expiring',
  'subscription.expired': 'change-subscription-expired',
  'subscription.revoked': 'change-subscription-revoked',
  'member.joined': 'change-member-joined',
  'member.removed': 'change-member-removed',
  'member.muted': 'change-member-muted',
  'member.banned': 'change-member-banned',
  'member.unbanned': 'change-member-unbanned',
  'chat.added': 'change-chat-added',
  'chat.removed': 'change-chat-removed',
  'plan.created': 'change-plan-created',
  'plan.updated': 'change-plan-updated',
  'admin.added': 'change-admin-added',
  'admin.updated': 'change-admin-updated',
  'admin.removed': 'change-admin-removed',
  'form.submitted': 'change-form-submitted',
  'command.changed': 'change-command-changed',
  'command.deleted': 'change-command-deleted',
  'text.changed': 'change-text-changed',
  'text.deleted': 'change-text-deleted',
};

const ACTORS: { value: EventActor['type']; label: string }[] = [
  { value: 'key', label: 'activity-by-keys' },
  { value: 'admin', label: 'activity-by-admins' },
  { value: 'member', label: 'activity-by-members' },
  { value: 'system', label: 'activity-by-system' },
];

/** "key 3", "admin 2002", "member 5001", "system". */
function actorInWords(actor: EventActor): string {
  switch (actor.type) {
    case 'key':
      return t('actor-key', { id: String(actor.key_id) });
    case 'admin':
      return t('actor-admin', { id: String(actor.admin_id) });
    case 'member':
      return t('actor-member', { id: String(actor.member_id) });
    default:
      return t('actor-system');
  }
}

/** The record an event is about, in a few words. */
function subject({ type, data }: Event): string {
  const d = data as Record<string, string | number | undefined>;
  // Ids as they are (never grouped like counts: "Order 3357"); names as the owner wrote them.
  const v = (key: string) => String(d[key] ?? '');
  switch (type.split('.')[0]) {
    case 'order':
      return t('subject-order', { order: v('order_id') });
    case 'subscription':
      return t('subject-subscription', { subscription: v('subscription_id'), member: v('member_id') });
    case 'member':
      return t('subject-member', { member: v('member_id'), chat: v('chat_id') });
    case 'chat':
      return t('subject-chat', { name: v('chat_name'), chat: v('chat_id') });
    case 'plan':
      return t('subject-plan', { name: v('plan_name'), plan: v('plan_id') });
    case 'admin':
      return t('subject-admin', { admin: v('admin_id'), level: v('admin_level') });
    case 'form':
      return t('subject-form', { name: v('form_name'), form: v('form_id'), member: v('member_id') });
    case 'command':
      return ltr(`/${d.name}`);
    case 'text':
      return ltr(`${v('message_id')} (${v('locale')})`);
    default:
      return '';
  }
}

export function Activity({ client }: { client: Tollgate }) {
  const dir = directoryOf(client);
  const [filter, setFilter] = useState<Pick<EventListOptions, 'actor_type' | 'type'>>({});
  const none = useSubmit();
  const list = usePaged(
    async (cursor) => {
      await dir.timeZone();
      return client.listEvents({ ...filter, order: 'newest', cursor, limit: 50 });
    },
    [client, filter.actor_type, filter.type],
  );
  return (
    <>
      <form
        class="controls"
        aria-label={t('activity-filter')}
        onSubmit={(e) => {
          const v = formValues(e);
          setFilter({
            ...(v.actor_type ? { actor_type: v.actor_type as EventActor['type'] } : {}),
            ...(v.type ? { type: v.type as EventType } : {}),
          });
        }}
      >
        <Field label={t('activity-made-by')} name="actor_type" form={none}>
          {(p) => (
            <select {...p}>
              <option value="">{t('activity-anyone')}</option>
              {ACTORS.map((a) => (
                <option key={a.value} value={a.value}>
                  {t(a.label)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('activity-change')} name="type" form={none}>
          {(p) => (
            <select {...p}>
              <option value="">{t('any')}</option>
              {Object.entries(CHANGES).map(([type, words]) => (
                <option key={type} value={type}>
                  {t(words)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit">{t('show')}</button>
      </form>
      <p class="muted">{t('activity-who-hint')}</p>
      <PagedView list={list} loading={t('activity-loading')} more={t('activity-more')} empty={t('activity-empty')}>
        {(events) => (
          <Table
            caption={t('activity-caption')}
            rows={events}
            rowKey={(e) => e.event_id}
            columns={[
              { label: t('activity-when'), cell: (e) => <When iso={e.created_at} dir={dir} /> },
              // The record under the change, not a column of its own: three columns fit a phone.
              {
                label: t('activity-change'),
                cell: (e) => (
                  <>
                    <div>{e.type in CHANGES ? t(CHANGES[e.type as EventType]) : e.type}</div>
                    <div class="muted">{subject(e)}</div>
                  </>
                ),
              },
              { label: t('activity-who'), cell: (e) => actorInWords(e.actor) },
            ]}
          />
        )}
      </PagedView>
    </>
  );
}
