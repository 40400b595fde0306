// Bot scenario, part 1: updates per second through webhook mode. The service runs with
// TELEGRAM_MODE=webhook on a port chosen here (its setWebhook names that 127.0.0.1 address), the
// double answers every call at once, and TELEGRAM_CALLS_PER_SECOND is the config's maximum, so
// what is measured is the runtime, not the bot's pacing. Two floods of N updates, each POSTed to
// /telegram/{bot_id} with the secret header by autocannon (64 connections, a unique update_id
// each): /start from N users (handled: the reply with the plans reached the double) and Stars
// payments from N other users (handled: the message with the invite link reached the double).
// Bare Fastify takes the same POSTs just before each flood, in the same run.
import { invoicePayload } from '../../src/bot/invoice-payload.js';
import { webhookSecret } from '../../src/bot/platform.js';
import type { RecordedCall } from '../../test/doubles/telegram.js';
import { pool, runLoad, type Pooled } from '../load.js';
import { cpuSeconds, freePort, startBare, startService, type Child } from '../processes.js';
import { int, ms } from '../stats.js';
import { chatOf, followCalls, paymentUpdate, refusals, seedBot, serviceLogs, startUpdate, telegramWorld } from './bot-world.js';

/** The most TELEGRAM_CALLS_PER_SECOND the service accepts (its config refuses more). */
export const UNPACED_CALLS_PER_SECOND = 10_000;
const BOT_ID = 940_001;
const CHAT_ID = -1_009_400_000_001;
const CONNECTIONS = 64;
const WARMUP = 200;
/** Bounds: a flood's POSTs, and the wait for its last effect. */
const FLOOD_CAP_S = 60;
const HANDLE_CAP_MS = 300_000;

export interface FloodResult {
  flood: string;
  updates: number;
  /** The webhook answers (autocannon) and bare Fastify's answers to the same POSTs. */
  accepted: Pooled;
  bare: Pooled;
  /** Updates whose effect reached the double, and the time from the first POST to the last one. */
  handled: number;
  seconds: number;
  /** Effects that reached the double twice for the same update (same user). */
  duplicates: number;
  /** CPU of the service over that time, as a share of one core; the same for this process (load + double). */
  serviceCpu: number;
  runnerCpu: number;
  /** Platform calls the double refused during the flood. */
  refused: number;
}

export interface WebhookReport {
  callsPerSecond: number;
  answerBytes: number;
  floods: FloodResult[];
}

export interface WebhookOptions {
  env: NodeJS.ProcessEnv;
  updates: number;
  /** Node flags of the measured service (a CPU profile). */
  nodeArgs: string[];
  log: (line: string) => void;
}

const range = (first: number, count: number) => Array.from({ length: count }, (_, i) => first + i);
/** A body generator cycling over prepared bodies (autocannon may ask for one more than it sends). */
const cycle = (bodies: string[]) => {
  let i = 0;
  return () => bodies[i++ % bodies.length]!;
};
const markupOf = (c: RecordedCall) => JSON.stringify(c.params.reply_markup ?? '');

export async function webhookScenario(o: WebhookOptions): Promise<WebhookReport> {
  const n = o.updates;
  const warmStart = range(5_000_000_001, WARMUP);
  const startUsers = range(5_100_000_001, n);
  const warmPay = range(6_000_000_001, WARMUP);
  const payUsers = range(6_100_000_001, n);
  const { tg, token } = await telegramWorld(BOT_ID, CHAT_ID, [...warmStart, ...startUsers, ...warmPay, ...payUsers]);
  const port = await freePort();
  const publicBase = `http://127.0.0.1:${port}`;
  o.log(
    `  TELEGRAM_CALLS_PER_SECOND=${UNPACED_CALLS_PER_SECOND} (the config's maximum), so the bot's pacing of platform calls ` +
      `(default 30/s) is not what is measured; the double answers at once`,
  );
  let service: Child | undefined;
  let bare: Child | undefined;
  try {
    service = await startService(
      {
        ...o.env,
        TELEGRAM_MODE: 'webhook',
        TELEGRAM_API_ROOT: tg.url,
        TELEGRAM_WEBHOOK_BASE: publicBase,
        TELEGRAM_CALLS_PER_SECOND: String(UNPACED_CALLS_PER_SECOND),
      },
      o.nodeArgs,
      port,
    );
    const svc = service;
    const logs = serviceLogs(svc);
    const bot = await seedBot(svc.url, o.env, BOT_ID, CHAT_ID, token);
    const secret = webhookSecret(token);
    const hook = await tg.waitForCall('setWebhook', undefined, 30_000);
    if (hook.params.url !== `${publicBase}/telegram/${BOT_ID}` || hook.params.secret_token !== secret) {
      throw new Error(`setWebhook named ${String(hook.params.url)} (secret ${hook.params.secret_token === secret ? 'as expected' : 'different'})`);
    }
    const url = `${svc.url}/telegram/${BOT_ID}`;
    const headers = { 'x-telegram-bot-api-secret-token': secret };
    let updateId = 1_000_000;
    const starts = (users: number[]) => users.map((u) => startUpdate(updateId++, u));
    const payments = (users: number[]) =>
      users.map((u) =>
        paymentUpdate(
          updateId++,
          u,
          invoicePayload(token, { memberId: String(u), planId: bot.planId, amountMinor: bot.price, currency: 'XTR' }),
          bot.price,
          `bench-charge-${u}`,
        ),
      );
    const replyTo = (users: number[], mark: string) => {
      const set = new Set(users);
      return (c: RecordedCall) => (c.method === 'sendMessage' && set.has(chatOf(c)) && markupOf(c).includes(mark) ? chatOf(c) : undefined);
    };

    // The real answer's size, for the bare route to answer as many bytes (at least its envelope).
    let from = tg.calls.length;
    const probe = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: starts([warmStart[0]!])[0]! });
    const answerBytes = Buffer.byteLength(await probe.text());
    if (probe.status !== 200) throw new Error(`POST /telegram/${BOT_ID}: ${probe.status}`);
    bare = await startBare([{ method: 'POST', path: '/bare', bytes: answerBytes }]);
    await runLoad({ url: `${bare.url}/bare`, method: 'POST', headers, body: cycle(starts(warmStart)), connections: 16, amount: WARMUP, duration: FLOOD_CAP_S });

    o.log(`  warming up: ${WARMUP} /start and ${WARMUP} payments, their effects awaited`);
    for (const [bodies, users, mark] of [
      [starts(warmStart.slice(1)), warmStart, 'buy:'],
      [payments(warmPay), warmPay, 'https://t.me/+'],
    ] as const) {
      await runLoad({ url, method: 'POST', headers, body: cycle(bodies), connections: 16, amount: bodies.length, duration: FLOOD_CAP_S });
      const done = await followCalls(tg, from, users.length, Date.now() + 60_000, replyTo(users, mark));
      if (done.seen < users.length) throw new Error(`warm-up: ${done.seen} of ${users.length} effects reached the double within 60 s`);
      from = tg.calls.length;
    }

    const flood = async (name: string, bodies: string[], keyOf: (c: RecordedCall) => number | undefined): Promise<FloodResult> => {
      // The same POSTs, to bare Fastify and then to the service.
      const posts = () => ({ method: 'POST' as const, headers, body: cycle(bodies), connections: CONNECTIONS, amount: n, duration: FLOOD_CAP_S });
      const bareRun = await runLoad({ url: `${bare!.url}/bare`, ...posts() });
      const from = tg.calls.length;
      const cpu0 = cpuSeconds(svc.pid);
      const own0 = process.cpuUsage();
      const t0 = Date.now();
      const following = followCalls(tg, from, n, t0 + HANDLE_CAP_MS, keyOf);
      const real = await runLoad({ url, ...posts(), rssPid: svc.pid });
      const done = await following;
      const wall = (Date.now() - t0) / 1000;
      const own = process.cpuUsage(own0);
      const result: FloodResult = {
        flood: name,
        updates: n,
        accepted: pool([real]),
        bare: pool([bareRun]),
        handled: done.seen,
        seconds: (done.last - t0) / 1000,
        duplicates: done.repeats,
        serviceCpu: (cpuSeconds(svc.pid) - cpu0) / wall,
        runnerCpu: (own.user + own.system) / 1e6 / wall,
        refused: [...refusals(tg, from).values()].reduce((a, b) => a + b, 0),
      };
      o.log(
        `  ${name}: ${int(result.accepted.rps)} webhook req/s (bare ${int(result.bare.rps)}), p99 ${ms(result.accepted.p99)}; ` +
          `${int(done.seen)} of ${int(n)} handled in ${result.seconds.toFixed(2)} s = ${int(done.seen / result.seconds)} updates/s` +
          (done.seen < n ? ` (gave up after ${HANDLE_CAP_MS / 1000} s)` : ''),
      );
      const byMethod = new Map<string, number>();
      for (const c of tg.calls.slice(from)) byMethod.set(c.method, (byMethod.get(c.method) ?? 0) + 1);
      o.log(`  ${name}: calls at the double: ${[...byMethod].map(([m, k]) => `${m} ${int(k)}`).join(', ')}`);
      for (const [what, count] of refusals(tg, from)) o.log(`  WARNING the double refused ${count}× ${what}`);
      return result;
    };

    const floods = [
      await flood('/start', starts(startUsers), replyTo(startUsers, 'buy:')),
      await flood('payment', payments(payUsers), replyTo(payUsers, 'https://t.me/+')),
    ];
    logs.report(o.log, 'the webhook floods');
    return { callsPerSecond: UNPACED_CALLS_PER_SECOND, answerBytes, floods };
  } finally {
    await bare?.stop();
    await service?.stop();
    await tg.close();
  }
}
