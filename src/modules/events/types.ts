// The event types of SPEC §10, written once (with admin.added and admin.removed: an admin's
// level is who may do what, so every change of it is an event, §14; and command.changed and
// command.deleted: the owner's words in the bot change what members read, and the menu follows;
// text.changed and text.deleted likewise for the catalogues' messages, SPEC §18).
export const EVENT_TYPES = [
  'order.paid',
  'order.refunded',
  'subscription.started',
  'subscription.renewed',
  'subscription.canceled',
  'subscription.expiring',
  'subscription.expired',
  'subscription.revoked',
  'member.joined',
  'member.removed',
  'member.muted',
  'member.banned',
  'member.unbanned',
  'chat.added',
  'chat.removed',
  'plan.created',
  'plan.updated',
  'admin.added',
  'admin.updated',
  'admin.removed',
  'form.submitted',
  'command.changed',
  'command.deleted',
  'text.changed',
  'text.deleted',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** Recorded only to test a webhook endpoint (POST /webhooks/{id}/test): delivered to that
 * endpoint, never listed by GET /events nor sent to others. */
export const TEST_EVENT = 'webhook.test';

export type RecordedType = EventType | typeof TEST_EVENT;
