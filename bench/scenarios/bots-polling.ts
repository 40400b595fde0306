// `bots` scenario, part 3: long polling (TELEGRAM_MODE=polling) at growing numbers of bots, each size
// on a fresh database, service and lean double (which holds each getUpdates for the poll timeout
// unless an update is queued for that bot). Per size: bots polling, resident memory and CPU idle,
// then /start updates queued at the double at R/s over random bots, and the time until each reply.
import { startLeanDouble } from '../bot-api-lean.js';
import type { BenchDatabase } from '../database.js';
import { cpuSeconds, rssMb, serviceEnv, startService } from '../processes.js';
import { int, mb, ms, pct } from '../stats.js';
import { benchBots, createBots, type Latencies, OPERATOR_TOKEN, paced, seededPicker, sleep, startUpdate, summarise, waitFor } from './bots-common.js';

const POLL_TIMEOUT_S = 25;
const IDLE_MS = 10_000;

export interface PollingRow {
  bots: number;
  /** Bots whose getUpdates reached the double within the cap, and polls held open at the end of the idle time. */
  polling: number;
  held: number;
  idleRssMb: number;
  idleCpu: number;
  updates: number;
  answered: number;
  latency: Latencies;
  busyCpu: number;
  maxRssMb: number;
}

export interface PollingOptions {
  newDatabase: () => Promise<BenchDatabase>;
  sizes: number[];
  rate: number;
  seconds: number;
  concurrency: number;
  /** Sizes stop at the first whose service passes this resident memory (MB). */
  rssCapMb: number;
  nodeArgs: string[];
  log: (line: string) => void;
}

export async function pollingPart(o: PollingOptions): Promise<PollingRow[]> {
  const rows: PollingRow[] = [];
  let firstUser = 8_500_000_001;
  let updateId = 1;
  for (const size of o.sizes) {
    const db = await o.newDatabase();
    const tg = await startLeanDouble();
    const svc = await startService(
      {
        ...serviceEnv(db.url),
        TELEGRAM_MODE: 'polling',
        TELEGRAM_API_ROOT: tg.url,
        TELEGRAM_POLL_TIMEOUT_S: String(POLL_TIMEOUT_S),
        TOLLGATE_OPERATOR_TOKEN: OPERATOR_TOKEN,
      },
      o.nodeArgs,
    );
    try {
      const bots = benchBots(size);
      const created = await createBots(svc.url, bots, o.concurrency, Date.now() + 300_000);
      if (created.firstError) o.log(`  WARNING polling ${size}: ${created.failed} creations failed: ${created.firstError}`);
      const seen = () => bots.reduce((n, b) => n + (tg.polls.has(b.botId) ? 1 : 0), 0);
      let over = false;
      await waitFor(
        () => {
          over = (rssMb(svc.pid) ?? 0) > o.rssCapMb;
          return over || seen() >= size;
        },
        60_000,
        250,
      );
      if (over) {
        o.log(`  STOPPED polling at ${int(size)} bots: resident memory ${mb(rssMb(svc.pid) ?? NaN)} passed the cap of ${int(o.rssCapMb)} MB`);
        break;
      }
      const polling = seen();
      await sleep(5000);
      const c0 = cpuSeconds(svc.pid);
      const t0 = Date.now();
      const samples: number[] = [];
      while (Date.now() - t0 < IDLE_MS) {
        samples.push(rssMb(svc.pid) ?? NaN);
        await sleep(500);
      }
      const idleCpu = (cpuSeconds(svc.pid) - c0) / ((Date.now() - t0) / 1000);
      const held = tg.held();
      const pick = seededPicker(size);
      const pushed = new Map<number, number>();
      const c1 = cpuSeconds(svc.pid);
      const t1 = Date.now();
      let maxRss = 0;
      const sent = await paced(o.rate, o.seconds, async (i) => {
        const user = firstUser + i;
        pushed.set(user, Date.now());
        tg.push(bots[pick(size)]!.botId, startUpdate(updateId++, user));
        maxRss = Math.max(maxRss, rssMb(svc.pid) ?? 0);
      });
      const busyCpu = (cpuSeconds(svc.pid) - c1) / ((Date.now() - t1) / 1000);
      await waitFor(() => [...pushed.keys()].every((u) => tg.replies.has(u)), (POLL_TIMEOUT_S + 15) * 1000, 200);
      const latencies = [...pushed].filter(([u]) => tg.replies.has(u)).map(([u, at]) => tg.replies.get(u)![0]! - at);
      firstUser += sent;
      const row: PollingRow = {
        bots: size,
        polling,
        held,
        idleRssMb: summarise(samples.filter(Number.isFinite)).p50,
        idleCpu,
        updates: sent,
        answered: latencies.length,
        latency: summarise(latencies),
        busyCpu,
        maxRssMb: maxRss,
      };
      o.log(
        `  polling ${int(size)} bots: ${int(polling)} polling, ${int(held)} polls held; idle RSS ${mb(row.idleRssMb)}, CPU ${pct(idleCpu)}; ` +
          `${int(row.answered)} of ${int(sent)} answered, p50 ${ms(row.latency.p50)}, p99 ${ms(row.latency.p99)}; CPU ${pct(busyCpu)}`,
      );
      rows.push(row);
    } finally {
      await svc.stop();
      await tg.close();
      await db.drop().catch(() => {});
    }
  }
  return rows;
}
