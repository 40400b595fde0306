// Activity: every change to the bot with who made it (SPEC §14: an api key, an admin, a member in
// the bot, or the system), newest first — the screen answers "what just happened, and who did
// it?", like Orders; the API's order=newest pages back in time. Filtered by who and by what.
import { useState } from 'preact/hooks';
import type { Tollgate } from '../../client/tollgate.js';
import type { Event, EventActor, EventListOptions, EventType } from '../../client/types.js';
import { directoryOf } from '../ui/directory.js';
import { Field, formValues, useSubmit } from '../ui/form.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { Table } from '../ui/table.js';
import { When } from '../ui/values.js';

/** Every event type in words: a type the API adds and this table lacks fails to compile. */
const CHANGES: Record<EventType, string> = {
  'order.paid': 'Order paid',
  'order.refunded': 'Order refunded',
  'subscription.started': 'Subscription started',
  'subscription.renewed': 'Subscription extended',
  'subscription.canceled': 'Renewal stopped',
  'subscription.expiring': 'Reminder: access ends soon',
  'subscription.expired': 'Subscription expired',
  'subscription.revoked': 'Subscription revoked',
  'member.joined': 'Member joined a chat',
  'member.removed': 'Member left a chat',
  'member.muted': 'Member muted for flooding',
  'member.banned': 'Member banned',
  'member.unbanned': 'Member unbanned',
  'chat.added': 'Chat added',
  'chat.removed': 'Chat removed',
  'plan.created': 'Plan created',
  'plan.updated': 'Plan changed',
  'admin.added': 'Admin added',
  'admin.updated': 'Admin’s level changed',
  'admin.removed': 'Admin removed',
  'form.submitted': 'Form answered',
  'command.changed': 'Command set',
  'command.deleted': 'Command deleted',
};

const ACTORS: { value: EventActor['type']; label: string }[] = [
  { value: 'key', label: 'API keys' },
  { value: 'admin', label: 'Admins' },
  { value: 'member', label: 'Members' },
  { value: 'system', label: 'The system' },
];

/** "key 3", "admin 2002", "member 5001", "system". */
function actorInWords(actor: EventActor): string {
  switch (actor.type) {
    case 'key':
      return `key ${actor.key_id}`;
    case 'admin':
      return `admin ${actor.admin_id}`;
    case 'member':
      return `member ${actor.member_id}`;
    default:
      return 'system';
  }
}

/** The record an event is about, in a few words. */
function subject({ type, data }: Event): string {
  const d = data as Record<string, string | number | undefined>;
  switch (type.split('.')[0]) {
    case 'order':
      return `Order ${d.order_id}`;
    case 'subscription':
      return `Subscription ${d.subscription_id} of member ${d.member_id}`;
    case 'member':
      return `Member ${d.member_id}, chat ${d.chat_id}`;
    case 'chat':
      return `${d.chat_name} (${d.chat_id})`;
    case 'plan':
      return `${d.plan_name} (plan ${d.plan_id})`;
    case 'admin':
      return `Admin ${d.admin_id}: level ${d.admin_level}`;
    case 'form':
      return `${d.form_name} (form ${d.form_id}) by member ${d.member_id}`;
    case 'command':
      return `/${d.name}`;
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
        aria-label="Filter changes"
        onSubmit={(e) => {
          const v = formValues(e);
          setFilter({
            ...(v.actor_type ? { actor_type: v.actor_type as EventActor['type'] } : {}),
            ...(v.type ? { type: v.type as EventType } : {}),
          });
        }}
      >
        <Field label="Made by" name="actor_type" form={none}>
          {(p) => (
            <select {...p}>
              <option value="">Anyone</option>
              {ACTORS.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Change" name="type" form={none}>
          {(p) => (
            <select {...p}>
              <option value="">Any</option>
              {Object.entries(CHANGES).map(([type, words]) => (
                <option key={type} value={type}>
                  {words}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit">Show</button>
      </form>
      <p class="muted">
        Who: an API key, an admin (signed in, or a command in the bot), a member acting in the bot, or the system (the subscription clock, Telegram, Stripe, the
        command line).
      </p>
      <PagedView list={list} what="changes" empty="No changes match.">
        {(events) => (
          <Table
            caption="Changes, newest first"
            rows={events}
            rowKey={(e) => e.event_id}
            columns={[
              { label: 'When', cell: (e) => <When iso={e.created_at} dir={dir} /> },
              // The record under the change, not a column of its own: three columns fit a phone.
              {
                label: 'Change',
                cell: (e) => (
                  <>
                    <div>{CHANGES[e.type as EventType] ?? e.type}</div>
                    <div class="muted">{subject(e)}</div>
                  </>
                ),
              },
              { label: 'Who', cell: (e) => actorInWords(e.actor) },
            ]}
          />
        )}
      </PagedView>
    </>
  );
}
