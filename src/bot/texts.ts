// What the bot says. Plain text (no parse mode), so names and plan titles need no escaping.
import type { PlanRow } from '../db/schema.js';
import type { FloodRules } from '../modules/flood/service.js';
import { formatDecimalAmount } from '../money/index.js';
import { allows, type Power } from '../team/powers.js';
import type { InviteRefusal } from './platform.js';

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

/** A canonical period (plans/schemas.ts): "P1M", "P1Y6M", "P30D". */
const PERIOD = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?$/;

/** A plan's length as people say it: "1 month", "1 year 6 months", "for life", "until 2027-06-30". */
export function lengthWords(duration: string): string {
  if (duration === 'lifetime') return 'for life';
  const period = PERIOD.exec(duration);
  if (!period) return `until ${duration}`;
  const parts = (['year', 'month', 'day'] as const).flatMap((unit, i) => {
    const n = Number(period[i + 1] ?? 0);
    return n ? [`${n} ${unit}${n === 1 ? '' : 's'}`] : [];
  });
  return parts.join(' ') || duration;
}

/** A length of time as people say it, to the minute: "45 s", "1 minute", "10 minutes", "2 h 30 min". */
function minutes(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const all = Math.round(seconds / 60);
  if (all < 60) return all === 1 ? '1 minute' : `${all} minutes`;
  const h = Math.floor(all / 60);
  const m = all % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
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
  salesPaused: 'Sales are paused for now: nothing new can be bought. Your access, if you have any, goes on as usual; send /start later.',
  paused:
    'Sales are paused: members see their access but no plans, and no invoice or card checkout is made. Renewals, codes and access go on. Send /resume to sell again.',
  alreadyPaused: 'Sales were already paused. Send /resume to sell again.',
  resumed: 'Sales are back on: members see the plans and can pay again.',
  notPaused: 'Sales were not paused; members can buy as usual.',
  payByCard: 'Pay by card on the secure checkout page; your links follow as soon as the payment goes through.',
  cardButton: 'Pay by card',
  redeemUsage: 'Send /redeem followed by your code, for example: /redeem K7PQ2MX9TA',
  redeemed: (plan: string, ends: string) => `Code accepted: ${plan} until ${ends}. Your links follow.`,
  referred: 'Welcome! You were invited by a member.',
  couponButton: 'I have a coupon',
  askCoupon: 'Send me your coupon code.',
  couponPlaceholder: 'Coupon code',
  couponApplied: (code: string, off: string) => `Coupon ${code} accepted: ${off} off. Choose a plan:`,
  couponBuyButton: (plan: PlanRow, now: string) => `${plan.plan_name} — ${now} (was ${price(plan)})`,
  couponFitsNothing: (code: string) => `Coupon ${code} does not apply to any plan you can buy here.`,
  couponsUsage:
    'Send /coupons to list coupons, or /coupons new 20% <plan_id> to make one (leave out the plan for every plan), or /coupons new 5 <plan_id> for 5 off in the plan’s currency.',
  couponsNone: 'No coupons yet. Make one with /coupons new 20% <plan_id>.',
  couponsList: (lines: string[]) => `Coupons (newest first):\n${lines.join('\n')}`,
  couponMade: (code: string, off: string, plans: string, link: string) =>
    `Coupon ${code} made: ${off} off ${plans}, once per member. Members enter it with the “I have a coupon” button, or open ${link}`,
  // Forms (SPEC §15): questions before the invoice or checkout.
  formIntro: 'A few questions before you pay. Send /cancel to stop at any time.',
  formQuestion: (n: number, total: number, prompt: string, optional: boolean) => `${n}/${total}. ${prompt}${optional ? ' (optional)' : ''}`,
  skipButton: 'Skip',
  formThanks: 'Thank you, your answers are saved.',
  formCancelled: 'Stopped: your answers were not kept. Send /start when you want to see the plans again.',
  formAbandoned: 'The questions were stopped: your answers were not kept.',
  nothingToCancel: 'There is nothing to cancel.',
  formStaleButton: 'That question is no longer open.',
  /** Why an answer is not taken; the question follows again. */
  formRefused: {
    empty: 'Please send an answer.',
    too_long: 'That answer is too long: at most 1,000 characters, please.',
    email: "That doesn't look like an email address; please send one like name@example.com.",
    number: 'Please send a number, such as 12 or 12.5.',
    choice: 'Please tap one of the buttons.',
    not_text: 'Please answer with a text message.',
  },
  notUnderstood: "I didn't understand that. Send /start to see the plans, or /help for what I can do.",
  notAdmin: 'This command is for the bot’s admins.',
  help: (commands: string[]) => `Commands:\n${commands.join('\n')}`,
  broadcastUsage: 'Send /broadcast followed by the message, for example: /broadcast New signals at 18:00',
  broadcastQueued: 'The broadcast is queued; it goes to every member with access within the platform’s limits.',
  grantUsage: 'Send /grant <member_id> <plan_id>, for example: /grant 123456789 2',
  granted: (member: string, plan: string, ends: string) => `Granted ${plan} to ${member} until ${ends}.`,
  stats: (lines: string[]) => `Sales:\n${lines.join('\n')}`,
  plans: (lines: string[], more: number) => `Plans:\n${lines.join('\n')}${more ? `\n…and ${more} more: see the dashboard.` : ''}`,
  planLine: (plan: PlanRow, live: number) =>
    `#${plan.plan_id} ${plan.plan_name} — ${price(plan)}, ${lengthWords(plan.plan_duration)} — ${live} live${plan.archived_at === null ? '' : ' (archived)'}`,
  noPlans: 'There are no plans yet. Create one in the dashboard or with POST /plans.',
  floodUsage:
    'Send /flood <messages> <seconds> to delete what a member sends beyond that many messages in that many seconds in a chat, add mute <minutes> to mute them too, or /flood off. Messages 2–100, seconds 1–3600, minutes 1–1440. For example: /flood 5 10 mute 10',
  floodOn: (r: FloodRules) =>
    `Flood control is on: a member's messages beyond ${r.messages} in ${r.seconds} s in a chat are deleted${r.action === 'mute' ? `, and they are muted for ${minutes(r.mute_seconds)}` : ''}. Your admins and the chats' administrators are never limited. /flood off turns it off.`,
  floodOff: 'Flood control is off: nothing is counted or deleted. Send /flood <messages> <seconds> to turn it on.',
  floodMuted: (name: string, seconds: number) => `${name} is muted for ${minutes(seconds)} for sending too many messages.`,
  banUsage: 'Send /ban <member_id> [reason], for example: /ban 123456789 spam. In a group, reply /ban to the member’s message.',
  unbanUsage: 'Send /unban <member_id>, for example: /unban 123456789. In a group, reply /unban to the member’s message.',
  banReasonTooLong: (max: number) => `The reason is too long: at most ${max} characters.`,
  banned: (who: string) => `Banned ${who}: their access is revoked, they are removed from every chat and kept out, and they can buy nothing. /unban lifts it.`,
  alreadyBanned: (who: string) => `${who} was already banned.`,
  bannedInGroup: (who: string) => `${who} is banned.`,
  unbanned: (who: string) => `Unbanned ${who}: they may buy again. Access the ban revoked is not given back.`,
  notBanned: (who: string) => `${who} is not banned.`,
  unbannedInGroup: (who: string) => `${who} is no longer banned.`,
  membersUsage: 'Send /members <member_id or @username>, for example: /members 123456789 or /members @alice',
  unknownMember: (who: string) => `I don’t know ${who}: a member is known once they start the bot, pay, or are given a plan.`,
  memberCard: (who: string, ban: string | null, access: string[], orders: string[]) =>
    [who, ban, access.length ? `Access:\n${access.join('\n')}` : 'No access now.', orders.length ? `Latest orders:\n${orders.join('\n')}` : 'No orders.']
      .filter(Boolean)
      .join('\n\n'),
  banLine: (since: string, reason: string | null) => `Banned since ${since}${reason ? `: ${reason}` : ''}.`,
  orderLine: (date: string, plan: string, paid: string, status: string) => `• ${date} — ${plan} — ${paid} — ${status}`,
  exportQueued: 'Preparing the members file; it arrives here in a moment.',
  backupQueued: 'Preparing the backup; it arrives here in a moment.',
  fileCaption: {
    members: 'Your members, as CSV: opens in any spreadsheet.',
    backup: 'Your backup (NDJSON). Keep it safe: it holds your members and orders. To restore it elsewhere: tollgate bots import.',
  },
  fileTooBig: {
    members: 'The members file is over 50 MB, more than a bot can send. Download it with the API instead: GET /exports/members, with a key of level 5 or more.',
    backup:
      'The backup is over 50 MB, more than a bot can send. Download it with the API instead (GET /backup, with a key of level 6 or more) or on the server with tollgate bots export.',
  },
  analytics: (lines: string[]) => `Recurring revenue now:\n${lines.join('\n')}\nMovements and cohorts are on the dashboard (/dashboard).`,
  signInLink: (link: string) => `Your sign-in link to the dashboard. It works once, within 10 minutes; do not forward it:\n${link}`,
  // Never silent (SPEC §11): what the member is told when the platform or Stripe refuses.
  paymentNotStarted: (reason: string) => `Sorry, the payment could not be started (${reason}). Please try again later, or contact the owner.`,
  invoiceRefused: 'the platform refused the invoice',
  invoicePriceRefused: 'the platform does not accept this plan’s price',
  checkoutRefused: 'the card checkout could not be opened',
  /** No link could be made: access is kept, the owner is told. */
  linksRefused: (chats: string[]) =>
    `Your access is recorded; the owner has been told. I could not create your invite ${chats.length > 1 ? 'links' : 'link'} for ${chats.join(', ')} yet; send /start later to get ${chats.length > 1 ? 'them' : 'it'}.`,
  /** Some links were made (the buttons), others not. */
  linksPartly: (links: string, chats: string[]) =>
    `${links}\n\nI could not create your invite link for ${chats.join(', ')} yet. Your access is recorded; the owner has been told; send /start later to get it.`,
};

const WAITING = 'Members who paid are waiting for their links.';

/** What the owner and level-7+ admins are told when invite links cannot be made in a chat, by cause. */
export const INVITE_ALERT: Record<InviteRefusal, (chat: string, detail: string) => string> = {
  rights: (chat) => `I can't create invite links for ${chat}: I need the 'Invite users' right there. ${WAITING}`,
  absent: (chat) =>
    `I can't create invite links for ${chat}: I'm not a member of it (never added, or removed). Add me as an administrator with the 'Invite users' right. ${WAITING}`,
  missing: (chat) =>
    `I can't create invite links for ${chat}: the platform says the chat does not exist (deleted, or its id changed). Check its chat id in Tollgate. ${WAITING}`,
  other: (chat, detail) => `I can't create invite links for ${chat}: the platform refused (${detail}). ${WAITING}`,
};

/** GET /settings' bot_status when getMe names another bot than the token's number (SPEC §11). */
export const wrongBotStatus = (answered: number, expected: number) => `error: the token belongs to bot ${answered}, not ${expected}; set this bot's own token`;

/** A command of the bot: for everyone (`power: null`: members and admins alike) or for admins
 * whose level allows its power (SPEC §14's table, team/powers.ts). /help and each admin's command
 * menu list exactly the commands `commandsFor` gives their level. */
export interface BotCommandEntry {
  command: string;
  description: string;
  power: Power | null;
}

export const COMMANDS: readonly BotCommandEntry[] = [
  { command: 'start', description: 'Plans and your access', power: null },
  { command: 'redeem', description: 'Redeem an access code', power: null },
  { command: 'cancel', description: 'Stop the questions in progress', power: null },
  { command: 'help', description: 'What you can do here', power: null },
  { command: 'dashboard', description: 'A sign-in link to the dashboard', power: 'session.end' },
  { command: 'stats', description: 'Revenue and sales today and this month', power: 'sales.read' },
  { command: 'plans', description: 'The plans: price, length, live subscriptions', power: 'catalog.read' },
  { command: 'analytics', description: 'MRR, churn, LTV and trials now', power: 'sales.read' },
  { command: 'broadcast', description: 'Message every member with access', power: 'broadcasts.send' },
  { command: 'pause', description: 'Pause sales: nothing new is sold, access goes on', power: 'sales.pause' },
  { command: 'resume', description: 'Resume sales after /pause', power: 'sales.pause' },
  { command: 'flood', description: 'Flood control: /flood <messages> <seconds> [mute <minutes>], /flood off', power: 'flood.change' },
  { command: 'grant', description: 'Give a member a plan: /grant <member_id> <plan_id>', power: 'subscriptions.change' },
  { command: 'members', description: 'A member’s access and orders: /members <member_id or @username>', power: 'members.read' },
  { command: 'ban', description: 'Ban a member: /ban <member_id> [reason]', power: 'bans.change' },
  { command: 'unban', description: 'Lift a ban: /unban <member_id>', power: 'bans.change' },
  { command: 'export', description: 'The members as a spreadsheet file (CSV)', power: 'exports.read' },
  { command: 'coupons', description: 'Coupons: list, or /coupons new 20% <plan_id>', power: 'coupons.read' },
  { command: 'backup', description: 'A backup of the bot as a file', power: 'backup.run' },
];

/** The commands someone of `level` may use (1: a member), in the table's order. */
export const commandsFor = (level: number): BotCommandEntry[] => COMMANDS.filter((c) => c.power === null || allows(level, c.power));
