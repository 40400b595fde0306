// What the bot must do on the platform when access changes, decided from the events of the change
// and enqueued in its transaction (events.record calls this): access that starts or comes back is
// delivered (invite links), access that ends is removed, a reminder is a message, an admin added,
// changed or removed gets the command menu of their level, a custom command changed or deleted
// refreshes the members' menu (and so the admins'), and so does a change of the owner's text of a
// profile message (descriptions, command descriptions). Nothing here knows the platform; the
// bot runtime executes the jobs.
import type { RecordedType } from '../events/types.js';
import { JOB, membersMenuJob, menuJob, type NewJob } from './service.js';

/** The messages the bot's profile and command menus are made of (bot/profile.ts, bot/menus.ts). */
const isProfileText = (id: string) => id === 'bot-description' || id === 'bot-short-description' || id.startsWith('command-');

interface SubscriptionData {
  subscription_id: number;
  member_id: string;
  plan_id: number;
  state: string;
  expires_at: string | null;
  ended_at: string | null;
  days_before?: number;
}

export function jobsForEvents(at: number, events: { event_id: number; type: RecordedType; data: object }[]): NewJob[] {
  const jobs: NewJob[] = [];
  for (const { event_id, type, data } of events) {
    const sub = data as SubscriptionData;
    const target = { member_id: sub.member_id, subscription_id: sub.subscription_id, plan_id: sub.plan_id };
    switch (type) {
      case 'subscription.started':
        jobs.push({ key: `deliver:${sub.subscription_id}:start`, kind: JOB.deliver, payload: target, runAt: at });
        break;
      case 'subscription.renewed':
        // A renewal can bring back access that had run out; the runtime sends links only for
        // chats the member is not in.
        jobs.push({ key: `deliver:${sub.subscription_id}:${sub.expires_at ?? 'lifetime'}`, kind: JOB.deliver, payload: target, runAt: at });
        break;
      case 'subscription.expired':
      case 'subscription.revoked':
        jobs.push({ key: `remove:${sub.subscription_id}:${sub.ended_at}`, kind: JOB.remove, payload: { ...target, reason: sub.state }, runAt: at });
        break;
      case 'subscription.expiring':
        jobs.push({
          key: `remind:${sub.subscription_id}:${sub.expires_at}:${sub.days_before}`,
          kind: JOB.notify,
          payload: { ...target, message: 'expiring', expires_at: sub.expires_at },
          runAt: at,
        });
        break;
      case 'member.banned':
      case 'member.unbanned': {
        // One job per ban or unban: it checks the member's state when it runs, so the latest wins.
        const memberId = (data as { member_id: string }).member_id;
        const kind = type === 'member.banned' ? JOB.ban : JOB.unban;
        jobs.push({ key: `${kind}:${memberId}:${event_id}`, kind, payload: { member_id: memberId }, runAt: at });
        break;
      }
      case 'admin.added':
      case 'admin.updated':
      case 'admin.removed':
        // One job per change: it reads the admin's level when it runs, so an older one never sets a stale menu.
        jobs.push(menuJob((data as { admin_id: string }).admin_id, `event:${event_id}`, at));
        break;
      case 'command.changed':
      case 'command.deleted':
        jobs.push(membersMenuJob(`event:${event_id}`, at));
        break;
      case 'text.changed':
      case 'text.deleted':
        // The profile's words (descriptions, the command menus) are set again; other messages
        // are read as they are said.
        if (isProfileText((data as { message_id: string }).message_id)) jobs.push(membersMenuJob(`event:${event_id}`, at));
        break;
      default:
        break;
    }
  }
  return jobs;
}
