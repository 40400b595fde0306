// `bots` scenario, parts 1 and 2 (one database): N bots created through POST /v1/bots with their
// tokens (a service with TELEGRAM_MODE=off, so creation alone is measured), then one service in
// webhook mode running all of them against the lean Bot API double: time until every webhook is
// registered, resident memory (with 0 bots and with N, idle), /start updates at R/s over random
// bots answered, bots added, changed and removed while it runs, and a restart.
import type { LeanDouble } from '../bot-api-lean.js';
import { cpuSeconds, freePort, hwmMb, rssMb, runCli, startService, type Child } from '../processes.js';
import { int, mb, ms } from '../stats.js';
import {
  type BenchBot,
  benchBots,
  type CreationResult,
  createBots,
  FIRST_BOT,
  newToken,
  OPERATOR_TOKEN,
  postUpdate,
  request,
  seededPicker,
  sleep,
  startUpdate,
  summarise,
  type Latencies,
  waitFor,
} from './bots-common.js';
import { outcome, streamUpdates, type StreamOutcome } from './bots-stream.js';
import { webhookSecret } from '../../src/bot/platform.js';

/** Bots added, changed and removed while the service runs (each kind). */
const CHURN = 3;
const CHURN_CAP_MS = 60_000;
/** Bots whose /start is timed right after a restart. */
const PROBES = 20;
/** How long after serving again new setWebhook calls for unchanged bots are counted. */
const REWEBHOOK_WINDOW_MS = 30_000;
const CLI_BOTS = 5;

export interface CreationReport extends CreationResult {
  bots: number;
  concurrency: number;
  latency: Latencies;
  /** `tollgate bots create` run CLI_BOTS times, one after the other: bots per second, process start included. */
  cli?: { bots: number; seconds: number };
}

export interface WebhookBotsReport {
  bots: number;
  /** Idle resident memory of a webhook-mode service with no bot, and with the N bots registered. */
  idleZeroMb: number;
  idleMb: number;
  registration: { registered: number; seconds: number; half: number; ninety: number; capSeconds: number; calls: number; listening: number };
  /** VmHWM of the service over registration, idle, updates and churn. */
  maxRssMb: number;
  /** Why the part stopped early (the service outgrew the memory cap): the rest was not measured. */
  aborted?: string;
  updates?: StreamOutcome & { rate: number; seconds: number; serviceCpu: number };
  churn?: { added: number[]; changed: number[]; removed: number[] };
  restart?: {
    stopSeconds: number;
    listeningSeconds: number;
    /** Start → every probe /start answered (NaN: not within the cap). */
    servingSeconds: number;
    probes: number;
    probesAnswered: number;
    /** Unchanged bots that got a setWebhook again within the window after serving. */
    rewebhooked: number;
    setWebhookCalls: number;
    windowSeconds: number;
    maxRssMb: number;
  };
}

export interface WebhookBotsOptions {
  env: NodeJS.ProcessEnv;
  tg: LeanDouble;
  bots: number;
  concurrency: number;
  rate: number;
  seconds: number;
  /** Bound on waiting for every webhook to be registered. */
  waitSeconds: number;
  /** The service is stopped, and the part with it, once its resident memory passes this (MB). */
  rssCapMb: number;
  nodeArgs: string[];
  log: (line: string) => void;
}

/** Median of resident-memory samples every 500 ms over `ms`. */
async function idleRss(pid: number, ms = 5000): Promise<number> {
  const samples: number[] = [];
  for (let t = 0; t < ms; t += 500) {
    samples.push(rssMb(pid) ?? NaN);
    await sleep(500);
  }
  return summarise(samples.filter(Number.isFinite)).p50;
}

const registeredOn = (tg: LeanDouble, base: string, bot: BenchBot, after = 0) =>
  tg.webhooks.get(bot.botId)?.some((w, i) => i >= after && w.url === `${base}/telegram/${bot.botId}` && w.secret === bot.secret) ?? false;

export async function creationPart(o: WebhookBotsOptions, bots: BenchBot[]): Promise<CreationReport> {
  const svc = await startService({ ...o.env, TELEGRAM_MODE: 'off', TOLLGATE_OPERATOR_TOKEN: OPERATOR_TOKEN }, o.nodeArgs);
  try {
    o.log(`  creating ${int(bots.length)} bots through POST /v1/bots, ${o.concurrency} at a time (TELEGRAM_MODE=off)`);
    const created = await createBots(svc.url, bots, o.concurrency, Date.now() + 600_000);
    if (created.firstError) o.log(`  WARNING ${int(created.failed)} creations failed; the first: ${created.firstError}`);
    o.log(`  created ${int(created.created)} in ${created.seconds.toFixed(1)} s = ${int(created.created / created.seconds)} bots/s`);
    let cli: CreationReport['cli'];
    try {
      const t0 = performance.now();
      for (let i = 0; i < CLI_BOTS; i++) {
        await runCli(['bots', 'create', '--bot-id', String(FIRST_BOT - 1000 - i), '--owner', '1001', '--json'], o.env, 60_000);
      }
      cli = { bots: CLI_BOTS, seconds: (performance.now() - t0) / 1000 };
      o.log(`  tollgate bots create ×${CLI_BOTS}, one after the other: ${cli.seconds.toFixed(1)} s`);
    } catch (error) {
      o.log(`  tollgate bots create failed: ${(error as Error).message.slice(0, 300)}`);
    }
    return { ...created, bots: bots.length, concurrency: o.concurrency, latency: summarise(created.latencies), latencies: [], cli };
  } finally {
    await svc.stop();
  }
}

export async function webhookPart(o: WebhookBotsOptions, bots: BenchBot[], idleZeroMb: number): Promise<WebhookBotsReport> {
  const { tg } = o;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...o.env,
    TELEGRAM_MODE: 'webhook',
    TELEGRAM_API_ROOT: tg.url,
    TELEGRAM_WEBHOOK_BASE: base,
    TOLLGATE_OPERATOR_TOKEN: OPERATOR_TOKEN,
  };
  const live = bots.filter((b) => b.apiKey);
  let svc: Child | undefined;
  try {
    // 2a. Start → every webhook registered.
    const t0 = Date.now();
    svc = await startService(env, o.nodeArgs, port);
    const listening = (Date.now() - t0) / 1000;
    o.log(
      `  webhook mode: listening ${listening.toFixed(1)} s after start (pid ${svc.pid}); waiting for ${int(live.length)} setWebhook calls (cap ${o.waitSeconds} s)`,
    );
    const marks = { half: NaN, ninety: NaN };
    let registered = 0;
    let lastLog = Date.now();
    let aborted: string | undefined;
    await waitFor(
      () => {
        const rss = rssMb(svc!.pid) ?? 0;
        if (rss > o.rssCapMb)
          aborted = `resident memory ${mb(rss)} passed the cap of ${int(o.rssCapMb)} MB ${((Date.now() - t0) / 1000).toFixed(0)} s after start`;
        if (aborted) return true;
        registered = live.reduce((n, b) => n + (registeredOn(tg, base, b) ? 1 : 0), 0);
        const s = (Date.now() - t0) / 1000;
        if (Number.isNaN(marks.half) && registered >= live.length / 2) marks.half = s;
        if (Number.isNaN(marks.ninety) && registered >= live.length * 0.9) marks.ninety = s;
        if (Date.now() - lastLog > 15_000) {
          lastLog = Date.now();
          o.log(`  … ${s.toFixed(0)} s: ${int(registered)} registered, RSS ${mb(rssMb(svc!.pid) ?? NaN)}, ${int(tg.calls())} calls at the double`);
        }
        return registered >= live.length;
      },
      o.waitSeconds * 1000,
      250,
    );
    const lastAt = Math.max(0, ...live.map((b) => tg.webhooks.get(b.botId)?.[0]?.at ?? 0));
    const regSeconds = registered >= live.length ? (lastAt - t0) / 1000 : NaN;
    const calls = [...tg.webhooks.values()].reduce((n, l) => n + l.length, 0);
    o.log(
      `  registered ${int(registered)} of ${int(live.length)}` +
        (registered >= live.length ? ` in ${regSeconds.toFixed(1)} s` : ` when the cap of ${o.waitSeconds} s ran out`) +
        ` (50% at ${marks.half.toFixed(1)} s, 90% at ${marks.ninety.toFixed(1)} s); RSS ${mb(rssMb(svc.pid) ?? NaN)}, VmHWM ${mb(hwmMb(svc.pid) ?? NaN)}`,
    );
    o.log(`  calls at the double so far: ${[...tg.methods].map(([m, k]) => `${m} ${int(k)}`).join(', ')}`);
    const registration = { registered, seconds: regSeconds, half: marks.half, ninety: marks.ninety, capSeconds: o.waitSeconds, calls, listening };
    if (aborted) {
      o.log(`  STOPPED: ${aborted}; the rest of the webhook part is not measured`);
      return { bots: live.length, idleZeroMb, idleMb: NaN, registration, maxRssMb: hwmMb(svc.pid) ?? NaN, aborted };
    }

    // 2b. Idle with N bots.
    await sleep(5000);
    const idleMb = await idleRss(svc.pid);
    o.log(`  idle with ${int(live.length)} bots: RSS ${mb(idleMb)} (with none: ${mb(idleZeroMb)})`);

    // 2c. /start updates at R/s over random bots.
    const pick = seededPicker();
    const cpu0 = cpuSeconds(svc.pid);
    const w0 = Date.now();
    const url = svc.url;
    o.log(`  posting /start at ${o.rate}/s over random bots for ${o.seconds} s`);
    const posted = await streamUpdates({
      tg,
      rate: o.rate,
      seconds: o.seconds,
      firstUser: 8_000_000_001,
      target: () => ({ bot: live[pick(live.length)]!, url }),
    });
    const serviceCpu = (cpuSeconds(svc.pid) - cpu0) / ((Date.now() - w0) / 1000);
    const updates = { ...(await outcome(tg, posted, 30_000)), rate: o.rate, seconds: o.seconds, serviceCpu };
    o.log(
      `  updates: ${int(updates.answered)} of ${int(updates.posted)} answered (${int(updates.refused)} refused, ${int(updates.twice)} twice), ` +
        `p50 ${ms(updates.latency.p50)}, p99 ${ms(updates.latency.p99)}, max ${ms(updates.latency.max)}; service CPU ${Math.round(serviceCpu * 100)}%`,
    );

    // 2d. Added, changed and removed while running.
    const churn = await churnPart(o, svc, base, bots, live);
    o.log(
      `  followed: added ${churn.added.map((s) => s.toFixed(1)).join(', ')} s; changed ${churn.changed.map((s) => s.toFixed(1)).join(', ')} s; removed ${churn.removed.map((s) => s.toFixed(1)).join(', ')} s`,
    );
    const maxRssMb = hwmMb(svc.pid) ?? NaN;

    // 2e. Restart: setWebhook again for unchanged bots, and time to serving.
    const unchanged = live.slice(2 * CHURN);
    const before = new Map(unchanged.map((b) => [b.botId, tg.webhooks.get(b.botId)?.length ?? 0]));
    const s0 = Date.now();
    await svc.stop();
    const stopSeconds = (Date.now() - s0) / 1000;
    const r0 = Date.now();
    svc = await startService(env, o.nodeArgs, port);
    const listeningSeconds = (Date.now() - r0) / 1000;
    const probeBots = Array.from({ length: Math.min(PROBES, unchanged.length) }, () => unchanged[pick(unchanged.length)]!);
    const probeUsers = probeBots.map((_, i) => 8_900_000_001 + i);
    await Promise.all(probeBots.map((b, i) => postUpdate(svc!.url, b, startUpdate(9_000_000 + i, probeUsers[i]!)).catch(() => 0)));
    const served = await waitFor(() => probeUsers.every((u) => tg.replies.has(u)), 120_000, 100);
    const servingSeconds = served ? (Math.max(...probeUsers.map((u) => tg.replies.get(u)![0]!)) - r0) / 1000 : NaN;
    const probesAnswered = probeUsers.filter((u) => tg.replies.has(u)).length;
    o.log(
      `  restart: stopped in ${stopSeconds.toFixed(1)} s, listening ${listeningSeconds.toFixed(1)} s after start, ${probesAnswered} of ${probeBots.length} probes answered` +
        (served ? ` ${servingSeconds.toFixed(1)} s after start` : ' (cap 120 s)'),
    );
    await sleep(REWEBHOOK_WINDOW_MS);
    let rewebhooked = 0;
    let again = 0;
    for (const b of unchanged) {
      const now = tg.webhooks.get(b.botId)?.length ?? 0;
      const was = before.get(b.botId) ?? 0;
      if (now > was) rewebhooked++;
      again += now - was;
    }
    o.log(
      `  restart: ${int(rewebhooked)} of ${int(unchanged.length)} unchanged bots set their webhook again (${int(again)} calls) within ${REWEBHOOK_WINDOW_MS / 1000} s after serving`,
    );
    return {
      bots: live.length,
      idleZeroMb,
      idleMb,
      registration,
      maxRssMb,
      updates,
      churn,
      restart: {
        stopSeconds,
        listeningSeconds,
        servingSeconds,
        probes: probeBots.length,
        probesAnswered,
        rewebhooked,
        setWebhookCalls: again,
        windowSeconds: REWEBHOOK_WINDOW_MS / 1000,
        maxRssMb: hwmMb(svc.pid) ?? NaN,
      },
    };
  } finally {
    await svc?.stop();
  }
}

/** Bots added (POST /v1/bots), tokens changed and removed (PATCH /settings) while the service runs;
 * seconds from each answer until the service followed (NaN: not within a minute). Added and changed:
 * the setWebhook with the new token's secret reached the double; removed: the webhook route refuses
 * the old secret (or deleteWebhook reached the double). */
async function churnPart(o: WebhookBotsOptions, svc: Child, base: string, all: BenchBot[], live: BenchBot[]) {
  const { tg } = o;
  const followed = async (since: number, done: () => boolean | Promise<boolean>) =>
    (await waitFor(done, CHURN_CAP_MS, 100)) ? (Date.now() - since) / 1000 : NaN;
  const settings = (b: BenchBot) => `${svc.url}/v1/bot${b.botId}/${b.apiKey}/settings`;

  const added = benchBots(CHURN, FIRST_BOT + all.length + 100);
  const addJobs = added.map(async (b) => {
    const answer = await request(
      'POST',
      `${svc.url}/v1/bots`,
      { bot_id: b.botId, owner_id: '1001', bot_token: b.token },
      { authorization: `Bearer ${OPERATOR_TOKEN}` },
    );
    if (answer.status !== 201) throw new Error(`POST /v1/bots: ${answer.status} ${answer.body.slice(0, 300)}`);
    const t = Date.now();
    return followed(t, () => registeredOn(tg, base, b));
  });
  const changeJobs = live.slice(0, CHURN).map(async (b) => {
    const after = tg.webhooks.get(b.botId)?.length ?? 0;
    const token = newToken(b.botId);
    const answer = await request('PATCH', settings(b), { bot_token: token });
    if (answer.status !== 200) throw new Error(`PATCH /settings: ${answer.status} ${answer.body.slice(0, 300)}`);
    const t = Date.now();
    b.token = token;
    b.secret = webhookSecret(token);
    return followed(t, () => registeredOn(tg, base, b, after));
  });
  const removeJobs = live.slice(CHURN, 2 * CHURN).map(async (b, i) => {
    const deletes = tg.deletedWebhooks.get(b.botId)?.length ?? 0;
    const answer = await request('PATCH', settings(b), { bot_token: null });
    if (answer.status !== 200) throw new Error(`PATCH /settings: ${answer.status} ${answer.body.slice(0, 300)}`);
    const t = Date.now();
    let probe = 0;
    return followed(t, async () => {
      if ((tg.deletedWebhooks.get(b.botId)?.length ?? 0) > deletes) return true;
      const status = await postUpdate(svc.url, b, startUpdate(9_500_000 + i * 1000 + probe++, 8_950_000_001 + i)).catch(() => 0);
      return status === 404 || status === 401;
    });
  });
  const settle = (jobs: Promise<number>[]) =>
    Promise.all(
      jobs.map((j) =>
        j.catch((e: unknown) => {
          o.log(`  WARNING churn: ${(e as Error).message}`);
          return NaN;
        }),
      ),
    );
  const [a, c, r] = await Promise.all([settle(addJobs), settle(changeJobs), settle(removeJobs)]);
  // The removed bots no longer run; the added ones join the unchanged set for nothing else.
  for (const b of live.slice(CHURN, 2 * CHURN)) b.apiKey = undefined;
  return { added: a, changed: c, removed: r };
}
