// `bots` scenario, part 4 (PostgreSQL only): three service processes in webhook mode on one
// database with the same M bots (TELEGRAM_WEBHOOK_BASE the first one's address, as a load balancer's
// would be one). /start updates at R/s over random bots, each posted to a random live instance;
// a third of the way in, the instance holding the most bots (its leases, read from the database
// when the runtime keeps them in `bot_runners`; else the second) is killed with SIGKILL, and updates
// go to the other two from then on (a post that failed is posted again, as the platform redelivers).
// Each update must be answered exactly once; the gap is how long the killed instance's bots wait.
import pg from 'pg';
import { startLeanDouble } from '../bot-api-lean.js';
import type { BenchDatabase } from '../database.js';
import { freePort, serviceEnv, startService, type Child } from '../processes.js';
import { int, ms } from '../stats.js';
import { benchBots, createBots, type Latencies, OPERATOR_TOKEN, seededPicker, summarise, waitFor } from './bots-common.js';
import { outcome, type Posted, streamUpdates, type StreamOutcome } from './bots-stream.js';

const INSTANCES = 3;

export interface InstancesReport {
  bots: number;
  registered: number;
  registrationSeconds: number;
  updates: StreamOutcome;
  /** Seconds into the stream when an instance was killed, and how many of the bots it held. */
  killedAt: number;
  killedBots: number;
  /** Latency of the updates posted after the kill for the killed instance's bots (the gap), and for the others. */
  orphaned: Latencies & { posted: number; answered: number };
  /** Updates answered twice, for the killed instance's bots and for the others' (any time). */
  twiceKilled: number;
  twiceOthers: number;
  /** Of the killed instance's doubles, those it had answered before the kill: a reply sent whose
   * record the kill cut off, sent again by the instance that took the bot (at least once). */
  twiceCutOff: number;
  others: Latencies;
}

export interface InstancesOptions {
  db: BenchDatabase;
  bots: number;
  rate: number;
  seconds: number;
  concurrency: number;
  waitSeconds: number;
  nodeArgs: string[];
  log: (line: string) => void;
}

/** Bots held by each instance, by pid, from the runtime's lease table (empty if it has none). */
async function leases(url: string): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ bot_id: string; holder: string }>('SELECT bot_id, holder FROM bot_runners WHERE lease_until >= $1', [Date.now()]);
    for (const r of rows) {
      const pid = Number(r.holder.split(':')[1]);
      out.set(pid, [...(out.get(pid) ?? []), Number(r.bot_id)]);
    }
  } catch {
    // another runtime, another table: fall back to the second instance
  } finally {
    await client.end().catch(() => {});
  }
  return out;
}

export async function instancesPart(o: InstancesOptions): Promise<InstancesReport> {
  const tg = await startLeanDouble();
  const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
  const base = `http://127.0.0.1:${ports[0]}`;
  const env = {
    ...serviceEnv(o.db.url),
    TELEGRAM_MODE: 'webhook',
    TELEGRAM_API_ROOT: tg.url,
    TELEGRAM_WEBHOOK_BASE: base,
    TOLLGATE_OPERATOR_TOKEN: OPERATOR_TOKEN,
  };
  const services: Child[] = [];
  try {
    for (const port of ports) services.push(await startService(env, o.nodeArgs, port));
    const bots = benchBots(o.bots, 7_500_000_001);
    const t0 = Date.now();
    const created = await createBots(services[0]!.url, bots, o.concurrency, Date.now() + 300_000);
    if (created.firstError) o.log(`  WARNING instances: ${created.failed} creations failed: ${created.firstError}`);
    const live = bots.filter((b) => b.apiKey);
    const registeredCount = () => live.reduce((n, b) => n + (tg.webhooks.get(b.botId)?.length ? 1 : 0), 0);
    await waitFor(() => registeredCount() >= live.length, o.waitSeconds * 1000, 250);
    const registered = registeredCount();
    const registrationSeconds = (Date.now() - t0) / 1000;
    o.log(`  ${INSTANCES} instances: ${int(registered)} of ${int(live.length)} bots registered ${registrationSeconds.toFixed(1)} s after their creation began`);

    const alive = new Set(services.map((_, i) => i));
    const pick = seededPicker(31);
    let killedAt = NaN;
    let killedBots = new Set<number>();
    const killAt = Math.max(1, Math.floor(o.seconds / 3));
    const s0 = Date.now();
    const posted: Posted[] = await streamUpdates({
      tg,
      rate: o.rate,
      seconds: o.seconds,
      firstUser: 8_700_000_001,
      target: () => {
        const to = [...alive][pick(alive.size)];
        return to === undefined ? undefined : { bot: live[pick(live.length)]!, url: services[to]!.url };
      },
      onSecond: async (second) => {
        if (second !== killAt) return;
        const held = await leases(o.db.url);
        let victim = 1;
        let most = -1;
        services.forEach((s, i) => {
          const n = held.get(s.pid)?.length ?? -1;
          if (n > most) [victim, most] = [i, n];
        });
        killedBots = new Set(held.get(services[victim]!.pid) ?? live.map((b) => b.botId));
        alive.delete(victim);
        services[victim]!.process.kill('SIGKILL');
        killedAt = (Date.now() - s0) / 1000;
        o.log(
          `  killed instance ${victim + 1} (pid ${services[victim]!.pid}, holding ${most >= 0 ? int(most) : 'an unknown number of'} bots) ${killedAt.toFixed(1)} s in`,
        );
      },
    });
    const updates = await outcome(tg, posted, 60_000);
    const killTime = s0 + killedAt * 1000;
    const after = posted.filter((p) => p.status === 200 && p.at >= killTime);
    const latencyOf = (list: Posted[]) => list.filter((p) => tg.replies.has(p.userId)).map((p) => tg.replies.get(p.userId)![0]! - p.at);
    const orphanList = after.filter((p) => killedBots.has(p.botId));
    const orphanLatencies = latencyOf(orphanList);
    const orphaned = { ...summarise(orphanLatencies), posted: orphanList.length, answered: orphanLatencies.length };
    const doubles = (mine: boolean) => posted.filter((p) => killedBots.has(p.botId) === mine && (tg.replies.get(p.userId)?.length ?? 0) > 1);
    const twiceOf = (mine: boolean) => new Set(doubles(mine).map((p) => p.userId)).size;
    const twiceCutOff = new Set(
      doubles(true)
        .filter((p) => tg.replies.get(p.userId)![0]! < killTime)
        .map((p) => p.userId),
    ).size;
    const others = summarise(latencyOf(after.filter((p) => !killedBots.has(p.botId))));
    o.log(
      `  instances: ${int(updates.answered)} of ${int(updates.posted)} answered (${int(updates.refused)} refused, ${int(updates.twice)} twice); ` +
        `the killed instance's bots after the kill: ${int(orphaned.answered)} of ${int(orphaned.posted)} answered, p50 ${ms(orphaned.p50)}, max ${ms(orphaned.max)}; others p99 ${ms(others.p99)}`,
    );
    const twiceKilled = twiceOf(true);
    const twiceOthers = twiceOf(false);
    if (updates.twice)
      o.log(
        `  answered twice: ${int(twiceKilled)} for the killed instance's bots (${int(twiceCutOff)} first answered before the kill), ${int(twiceOthers)} for the others'`,
      );
    return {
      bots: live.length,
      registered,
      registrationSeconds,
      updates,
      killedAt,
      killedBots: killedBots.size,
      orphaned,
      twiceKilled,
      twiceOthers,
      twiceCutOff,
      others,
    };
  } finally {
    for (const s of services) await s.stop();
    await tg.close();
  }
}
