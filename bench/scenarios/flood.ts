// Flood scenario: how many group messages per second flood control counts (SPEC §16). The
// service runs in webhook mode against the Bot API double (answering at once, the bot's pacing at
// the config's maximum) with flood control on (2 messages in 60 s, action delete). Members of
// CHATS sold supergroups each write three messages, all POSTed by autocannon (64 connections,
// prepared before the clock starts); every member's third message is beyond the limit, so it is
// deleted, and a chat's updates are handled in order: when every third message's deleteMessage
// has reached the double, every message was counted. Counted/s = messages / (first POST → last
// delete). Target: ≥ 2,000 group messages/s counted on SQLite.
import { webhookSecret } from '../../src/bot/platform.js';
import type { RecordedCall } from '../../test/doubles/telegram.js';
import { call } from '../client.js';
import { pool, runLoad } from '../load.js';
import { cpuSeconds, freePort, startService, type Child } from '../processes.js';
import { int, mb, ms, pct, table } from '../stats.js';
import { UNPACED_CALLS_PER_SECOND } from './bot-webhook.js';
import { OWNER, refusals, seedBot, serviceLogs, telegramWorld } from './bot-world.js';

const BOT_ID = 950_001;
const FIRST_CHAT = -1_009_500_000_001;
const CHATS = 20;
const PER_MEMBER = 3;
const LIMIT = 2;
const CONNECTIONS = 64;
export const FLOOD_TARGET = 2000;

export interface FloodReport {
  messages: number;
  chats: number;
  accepted: number;
  p99: number;
  deleted: number;
  seconds: number;
  serviceCpu: number;
  maxRssMb: number;
  refused: number;
}

export async function floodScenario(o: { env: NodeJS.ProcessEnv; members: number; log: (line: string) => void }): Promise<FloodReport> {
  const members = Array.from({ length: o.members }, (_, i) => 7_000_000_001 + i);
  const chatOfMember = (i: number) => FIRST_CHAT - (i % CHATS);
  const inChat = (c: number) => members.filter((_, i) => chatOfMember(i) === FIRST_CHAT - c);
  const { tg, token } = await telegramWorld(BOT_ID, FIRST_CHAT, members, inChat(0));
  for (let c = 1; c < CHATS; c++) tg.addChat({ id: FIRST_CHAT - c, type: 'supergroup', title: `Bench ${c}`, creatorId: OWNER, members: inChat(c) });
  const port = await freePort();
  let service: Child | undefined;
  try {
    service = await startService(
      {
        ...o.env,
        TELEGRAM_MODE: 'webhook',
        TELEGRAM_API_ROOT: tg.url,
        TELEGRAM_WEBHOOK_BASE: `http://127.0.0.1:${port}`,
        TELEGRAM_CALLS_PER_SECOND: String(UNPACED_CALLS_PER_SECOND),
      },
      [],
      port,
    );
    const svc = service;
    const logs = serviceLogs(svc);
    const bot = await seedBot(svc.url, o.env, BOT_ID, FIRST_CHAT, token);
    for (let c = 1; c < CHATS; c++) await call('POST', `${bot.base}/chats`, { chat_id: FIRST_CHAT - c, chat_name: `Bench ${c}`, chat_type: 'supergroup' }, 201);
    await call('PUT', `${bot.base}/flood`, { messages: LIMIT, seconds: 60, action: 'delete' }, 200);
    await tg.waitForCall('setWebhook', undefined, 30_000);
    // Every message stored at the double (so it can be deleted), as updates the platform would post.
    let updateId = 2_000_000;
    const bodies: string[] = [];
    const lastOfMember = new Set<string>();
    for (let round = 0; round < PER_MEMBER; round++) {
      for (const [i, m] of members.entries()) {
        const { message } = tg.sendGroupText(chatOfMember(i), m, `spam ${round}`, false);
        bodies.push(JSON.stringify({ update_id: updateId++, message }));
        if (round === PER_MEMBER - 1) lastOfMember.add(`${message.chat.id}#${message.message_id}`);
      }
    }
    let next = 0;
    const url = `${svc.url}/telegram/${BOT_ID}`;
    const headers = { 'x-telegram-bot-api-secret-token': webhookSecret(token) };
    const from = tg.calls.length;
    const isLastDelete = (c: RecordedCall) => c.method === 'deleteMessage' && lastOfMember.has(`${Number(c.params.chat_id)}#${Number(c.params.message_id)}`);
    const cpu0 = cpuSeconds(svc.pid);
    const t0 = Date.now();
    const load = await runLoad({
      url,
      method: 'POST',
      headers,
      body: () => bodies[next++ % bodies.length]!,
      connections: CONNECTIONS,
      amount: bodies.length,
      duration: 120,
      rssPid: svc.pid,
    });
    const real = pool([load]);
    const seen = new Set<RecordedCall>();
    let last = t0;
    for (let i = from; ; ) {
      for (; i < tg.calls.length; i++) {
        const c = tg.calls[i]!;
        if (isLastDelete(c) && !seen.has(c)) {
          seen.add(c);
          last = c.at;
        }
      }
      if (seen.size >= lastOfMember.size || Date.now() - t0 > 300_000) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const wall = (Date.now() - t0) / 1000;
    const report: FloodReport = {
      messages: bodies.length,
      chats: CHATS,
      accepted: real.rps,
      p99: real.p99,
      deleted: seen.size,
      seconds: (last - t0) / 1000,
      serviceCpu: (cpuSeconds(svc.pid) - cpu0) / wall,
      maxRssMb: real.maxRssMb,
      refused: [...refusals(tg, from).values()].reduce((a, b) => a + b, 0),
    };
    const extra = tg.calls.slice(from).filter((c) => c.method === 'deleteMessage').length - seen.size;
    o.log(
      `  flood: ${int(report.messages)} group messages in ${CHATS} chats, ${int(report.deleted)} of ${int(lastOfMember.size)} third messages deleted ` +
        `(${int(extra)} other deletes) in ${report.seconds.toFixed(2)} s = ${int(report.messages / report.seconds)} counted/s`,
    );
    logs.report(o.log, 'the group flood');
    return report;
  } finally {
    await service?.stop();
    await tg.close();
  }
}

export const countedRate = (r: FloodReport) => r.messages / r.seconds;

export function floodTable(r: FloodReport): string {
  const rate = countedRate(r);
  return [
    table(
      ['messages', 'chats', 'webhook req/s', 'p99', 'third messages deleted', 'first POST → last delete', 'counted/s', 'service CPU', 'max RSS', 'refused'],
      [
        [
          int(r.messages),
          int(r.chats),
          int(r.accepted),
          ms(r.p99),
          int(r.deleted),
          `${r.seconds.toFixed(2)} s`,
          int(rate),
          pct(r.serviceCpu),
          mb(r.maxRssMb),
          int(r.refused),
        ],
      ],
    ),
    '',
    `${rate >= FLOOD_TARGET && r.deleted * PER_MEMBER === r.messages ? 'PASS' : 'MISS'}: ≥ ${int(FLOOD_TARGET)} group messages/s counted (${int(rate)}/s)`,
  ].join('\n');
}
