// Bot scenario, part 2: removing M members whose subscriptions end at the same second. Set up
// with no side effects: a service that runs no bot and no clock, the bot without a token, its
// chat, a one-month Stars plan, no renewal reminders, M orders imported with the CLI, all paid
// one calendar month before one second S (~20 s ahead); then the token is stored and that service
// stopped. The measured service runs the bot in polling mode at TELEGRAM_CALLS_PER_SECOND = L
// with the subscription clock every 100 ms. Each member costs banChatMember, unbanChatMember
// (only_if_banned) and the "ended" sendMessage; the run lasts from S to the M-th of those messages
// at the double, and every member is checked banned, unbanned and out of the chat there.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { call } from '../client.js';
import { importCsv } from '../fixtures.js';
import { cpuSeconds, startService, type Child } from '../processes.js';
import { int } from '../stats.js';
import { chatOf, followCalls, refusals, seedBot, serviceLogs, telegramWorld } from './bot-world.js';

const BOT_ID = 940_002;
const CHAT_ID = -1_009_400_000_002;
/** How far ahead of the CSV the shared end lies: import, token, restart, then ~15–20 s of idle bot. */
const LEAD_MS = 22_000;
export const CALLS_PER_MEMBER = 3;
const REMOVAL_CALLS = new Set(['banChatMember', 'unbanChatMember']);

export interface RemovalReport {
  members: number;
  /** TELEGRAM_CALLS_PER_SECOND of the measured service. */
  limit: number;
  /** Service started → the shared end, seconds. */
  lead: number;
  /** The shared end → the first banChatMember, and → the M-th "ended" message, seconds. */
  firstRemoval: number;
  seconds: number;
  /** banChatMember + unbanChatMember + "ended" sendMessage calls, and every call of the bot, in that time. */
  removalCalls: number;
  allCalls: number;
  /** Distinct members banned, unbanned (both answered ok) and told; those still in the chat or banned at the end. */
  banned: number;
  unbanned: number;
  told: number;
  /** "Ended" messages beyond one per member. */
  toldTwice: number;
  stillInChat: number;
  stillBanned: number;
  refused: number;
  /** Every call of the bot in that time, by method. */
  byMethod: Record<string, number>;
  /** CPU of the service from the shared end to the last message, as a share of one core. */
  serviceCpu: number;
}

export interface RemovalOptions {
  env: NodeJS.ProcessEnv;
  scratch: string;
  members: number;
  limit: number;
  /** Node flags of the measured service (a CPU profile). */
  nodeArgs: string[];
  log: (line: string) => void;
}

/** The same wall-clock time one calendar month earlier (UTC). */
function monthBefore(at: number): number {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.getTime();
}

export async function removalScenario(o: RemovalOptions): Promise<RemovalReport> {
  const members = Array.from({ length: o.members }, (_, i) => 7_000_000_001 + i);
  const memberSet = new Set(members);
  const { tg, token } = await telegramWorld(BOT_ID, CHAT_ID, members, members);
  let service: Child | undefined;
  try {
    // Set-up on a service with no bot runtime (TELEGRAM_MODE=off) and no subscription clock.
    let end: number;
    const setup = await startService({ ...o.env, SUBSCRIPTION_CLOCK_MS: '0' });
    try {
      const bot = await seedBot(setup.url, o.env, BOT_ID, CHAT_ID);
      await call('PATCH', `${bot.base}/settings`, { reminder_days: [] }, 200);
      const target = Math.ceil((Date.now() + LEAD_MS) / 1000) * 1000;
      const paidAt = new Date(monthBefore(target)).toISOString();
      const csv = join(o.scratch, 'removal.csv');
      writeFileSync(
        csv,
        `plan_id,member_id,amount,currency,paid_at,external_id\n${members.map((m) => `${bot.planId},${m},${bot.price},XTR,${paidAt},rm-${m}\n`).join('')}`,
      );
      const imported = await importCsv(o.env, BOT_ID, csv);
      rmSync(csv, { force: true });
      if (imported.imported !== o.members) throw new Error(`imported ${imported.imported} of ${o.members} orders`);
      const [first] = await call<{ expires_at: string }[]>('GET', `${bot.base}/subscriptions?state=active&limit=1`, undefined, 200);
      end = Date.parse(first!.expires_at);
      if (end !== target) o.log(`  WARNING subscriptions end at ${first!.expires_at}, not ${new Date(target).toISOString()}`);
      await call('PATCH', `${bot.base}/settings`, { bot_token: token }, 200);
      o.log(`  ${int(o.members)} orders imported in ${imported.seconds} s, paid ${paidAt}: every subscription ends at ${new Date(end).toISOString()}`);
    } finally {
      await setup.stop();
    }

    const startedAt = Date.now();
    service = await startService(
      {
        ...o.env,
        TELEGRAM_MODE: 'polling',
        TELEGRAM_API_ROOT: tg.url,
        TELEGRAM_CALLS_PER_SECOND: String(o.limit),
        SUBSCRIPTION_CLOCK_MS: '100',
      },
      o.nodeArgs,
    );
    const logs = serviceLogs(service);
    await tg.waitForCall('deleteWebhook', undefined, 30_000);
    const lead = (end - startedAt) / 1000;
    o.log(`  bot running in polling mode at ${int(o.limit)} calls/s; the subscriptions end ${((end - Date.now()) / 1000).toFixed(1)} s from now`);
    if (Date.now() >= end) o.log('  WARNING the bot started after the subscriptions ended: the set-up took longer than planned');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, end - Date.now())));
    const cpu0 = cpuSeconds(service.pid);
    const from = tg.calls.findIndex((c) => c.at >= end);
    const expected = (CALLS_PER_MEMBER * o.members) / o.limit;
    // Bounded: twenty times what the limit allows (at least a minute, at most fifteen).
    const deadline = end + Math.min(900_000, Math.max(60_000, 20 * expected * 1000));
    const told = await followCalls(tg, from < 0 ? tg.calls.length : from, o.members, deadline, (c) =>
      c.method === 'sendMessage' && c.at >= end && memberSet.has(chatOf(c)) ? chatOf(c) : undefined,
    );
    const serviceCpu = (cpuSeconds(service.pid) - cpu0) / ((Date.now() - end) / 1000);
    if (told.seen < o.members)
      o.log(`  WARNING only ${int(told.seen)} of ${int(o.members)} members were told within ${((deadline - end) / 1000).toFixed(0)} s`);

    for (const [what, count] of refusals(tg)) o.log(`  WARNING the double refused ${count}× ${what}`);
    logs.report(o.log, 'the removal');
    const window = tg.calls.filter((c) => c.at >= end && c.at <= told.last);
    const okTo = (method: string) => new Set(window.filter((c) => c.method === method && c.response?.ok).map((c) => Number(c.params.user_id)));
    const removal = window.filter((c) => REMOVAL_CALLS.has(c.method) || (c.method === 'sendMessage' && memberSet.has(chatOf(c))));
    const firstBan = window.find((c) => c.method === 'banChatMember');
    const byMethod: Record<string, number> = {};
    for (const c of window) byMethod[c.method] = (byMethod[c.method] ?? 0) + 1;
    o.log(
      `  calls from the end to the last message: ${Object.entries(byMethod)
        .map(([m, k]) => `${m} ${int(k)}`)
        .join(', ')}`,
    );
    return {
      members: o.members,
      limit: o.limit,
      lead,
      firstRemoval: firstBan ? (firstBan.at - end) / 1000 : NaN,
      seconds: (told.last - end) / 1000,
      removalCalls: removal.length,
      allCalls: window.length,
      banned: okTo('banChatMember').size,
      unbanned: okTo('unbanChatMember').size,
      told: told.seen,
      toldTwice: window.filter((c) => c.method === 'sendMessage' && memberSet.has(chatOf(c))).length - told.seen,
      stillInChat: members.filter((m) => tg.isMember(CHAT_ID, m)).length,
      stillBanned: members.filter((m) => tg.isBanned(CHAT_ID, m)).length,
      refused: [...refusals(tg).values()].reduce((a, b) => a + b, 0),
      byMethod,
      serviceCpu,
    };
  } finally {
    await service?.stop();
    await tg.close();
  }
}
