// SPEC §14's table of powers, written once: each power is what an admin level allows. The API
// (every bot-scoped route names the power it needs), the bot (each admin command names one) and
// the dashboard (each screen and action) read this table, so a level means the same everywhere.
// Pure data: the dashboard's bundle imports it too.

export const POWERS = {
  'flood.read': { level: 2, what: 'see flood control' },
  'flood.change': { level: 2, what: 'change flood control' },
  'sales.read': { level: 3, what: 'see sales: order counts, analytics and orders' },
  'broadcasts.read': { level: 3, what: 'see broadcasts' },
  'broadcasts.send': { level: 3, what: 'send broadcasts' },
  'catalog.read': { level: 3, what: 'see chats, plans, projects, commands, texts, admins and settings' },
  'chats.change': { level: 4, what: 'add, rename or remove chats' },
  'plans.change': { level: 4, what: 'create, change or archive plans' },
  'commands.change': { level: 4, what: 'change custom commands' },
  'texts.change': { level: 4, what: 'change the bot’s texts' },
  'sales.pause': { level: 4, what: 'pause or resume sales' },
  'bans.change': { level: 4, what: 'ban or unban members' },
  'members.read': { level: 4, what: 'see members and subscriptions' },
  'checkout.create': { level: 4, what: 'open card checkouts' },
  'exports.read': { level: 5, what: 'export data' },
  'coupons.read': { level: 6, what: 'see coupons' },
  'coupons.change': { level: 6, what: 'create or archive coupons' },
  'forms.read': { level: 6, what: 'see forms and their responses' },
  'forms.change': { level: 6, what: 'change forms' },
  'backup.run': { level: 6, what: 'back up and restore' },
  'projects.change': { level: 7, what: 'create projects' },
  'admins.change': { level: 7, what: 'add, change or remove admins below your own level' },
  'subscriptions.change': { level: 7, what: 'grant, change, cancel or revoke subscriptions' },
  'codes.read': { level: 7, what: 'see access codes' },
  'codes.change': { level: 7, what: 'create or delete access codes' },
  'orders.change': { level: 8, what: 'record or refund orders' },
  'settings.change': { level: 8, what: 'change settings' },
  'events.read': { level: 8, what: 'see the activity log' },
  'webhooks.read': { level: 8, what: 'see webhooks' },
  'webhooks.change': { level: 8, what: 'change webhooks' },
  'keys.read': { level: 8, what: 'see api keys' },
  'keys.change': { level: 8, what: 'create or revoke api keys' },
  'session.end': { level: 2, what: 'sign out' },
} as const satisfies Record<string, { level: number; what: string }>;

export type Power = keyof typeof POWERS;

/** Whether `level` allows `power`. */
export function allows(level: number, power: Power): boolean {
  return level >= POWERS[power].level;
}

/** Why `level` may not do `power`, in one sentence a person can act on. */
export function refusal(level: number, power: Power): string {
  const { level: needed, what } = POWERS[power];
  return `To ${what} needs admin level ${needed} or more; this key is level ${level}.`;
}
