// What the bot says. Plain text (no parse mode), so names and plan titles need no escaping.
import type { PlanRow } from '../db/schema.js';
import { formatDecimalAmount } from '../money/index.js';

/** An exact decimal amount as members read it: "250 ⭐" for Stars, "9.99 USD" otherwise. */
export const amount = (decimal: string, currency: string) => (currency === 'XTR' ? `${decimal} ⭐` : `${decimal} ${currency}`);

export const price = (plan: Pick<PlanRow, 'plan_price_minor' | 'plan_currency'>) =>
  amount(formatDecimalAmount(BigInt(plan.plan_price_minor), plan.plan_currency), plan.plan_currency);

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A day as members read it, in the bot's zone: "23 Dec 2026". */
export function day(ms: number | null, timezone: string): string {
  if (ms === null) return 'never (lifetime access)';
  let format = dayFormats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: timezone });
    dayFormats.set(timezone, format);
  }
  return format.format(ms);
}

export const TEXT = {
  welcome: (name: string | undefined) => `Hello${name ? `, ${name}` : ''}! Choose a plan to get access:`,
  nothingToSell: 'There is nothing to buy here right now.',
  yourAccess: (lines: string[]) => `Your access:\n${lines.join('\n')}`,
  accessLine: (plan: string, ends: string) => `• ${plan} — until ${ends}`,
  links: (ends?: string) => `You're in! Tap to join (each link admits only you).${ends ? ` Access until ${ends}.` : ''}`,
  renewed: (plan: string, ends: string) => `Thank you! ${plan} now runs until ${ends}.`,
  ended: (plan: string) => `Your access through ${plan} has ended. Send /start to renew.`,
  expiring: (plan: string, ends: string) => `Your access through ${plan} ends on ${ends}. Send /start to renew.`,
  subscribeButton: (plan: PlanRow) => `Subscribe: ${plan.plan_name} — ${price(plan)} a month`,
  buyButton: (plan: PlanRow) => `${plan.plan_name} — ${price(plan)}`,
  trialButton: (plan: PlanRow) => `Start free trial: ${plan.plan_name}`,
  trialStarted: (plan: string, ends: string) => `Your free trial of ${plan} runs until ${ends}. Your links follow.`,
  subscribeLink: 'Open the link to subscribe (renews every month until you cancel):',
  foreignInvoice: 'This invoice was made for another member; send /start to get your own.',
  priceChanged: 'This plan’s price has changed; send /start to see the current one.',
  notSoldHere: 'This plan cannot be bought here.',
  payByCard: 'Pay by card on the secure checkout page; your links follow as soon as the payment goes through.',
  cardButton: 'Pay by card',
  cardsDown: 'Card payments are unavailable right now; please try again in a few minutes.',
  redeemUsage: 'Send /redeem followed by your code, for example: /redeem K7PQ2MX9TA',
  redeemed: (plan: string, ends: string) => `Code accepted: ${plan} until ${ends}. Your links follow.`,
  referred: 'Welcome! You were invited by a member.',
  notUnderstood: "I didn't understand that. Send /start to see the plans, or /help for what I can do.",
  notAdmin: 'This command is for the bot’s admins.',
  help: (commands: string[]) => `Commands:\n${commands.join('\n')}`,
  broadcastUsage: 'Send /broadcast followed by the message, for example: /broadcast New signals at 18:00',
  broadcastQueued: 'The broadcast is queued; it goes to every member with access within the platform’s limits.',
  grantUsage: 'Send /grant <member_id> <plan_id>, for example: /grant 123456789 2',
  granted: (member: string, plan: string, ends: string) => `Granted ${plan} to ${member} until ${ends}.`,
  stats: (lines: string[]) => `Sales:\n${lines.join('\n')}`,
};

/** The commands of each admin level (SPEC §3.4, §11); members get the first two. */
export const COMMANDS: { command: string; description: string; level: number }[] = [
  { command: 'start', description: 'Plans and your access', level: 1 },
  { command: 'redeem', description: 'Redeem an access code', level: 1 },
  { command: 'help', description: 'What you can do here', level: 1 },
  { command: 'stats', description: 'Revenue and sales today and this month', level: 3 },
  { command: 'broadcast', description: 'Message every member with access', level: 3 },
  { command: 'grant', description: 'Give a member a plan: /grant <member_id> <plan_id>', level: 7 },
];
