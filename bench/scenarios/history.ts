// History scenario: does an answer cost more for a bot with a long history? Bots with 10k / 1M /
// 10M orders over ~3 years (imported from CSV, with analytics built before the import so the
// import keeps them) against a bot with a few dozen orders whose answers have the same shape;
// orders/count and the three analytics answers; every timed read follows an untimed POST /orders
// to the same bot (no cache can stand in for the totals), and reads go round-robin over the bots.
// After the reads, the same file is imported into a bot whose analytics were never built: the
// import's own rate and peak memory on this machine, the baseline of the one that keeps them.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { send } from '../client.js';
import { createBot, importCsvMeasured, orderBody, seedOrders, writeHistoryCsv, type Bot, type ImportSummary } from '../fixtures.js';
import { percentile, int, mb, ms, ratio, table } from '../stats.js';

export interface HistoryBot {
  label: string;
  orders: number;
  /** The import into this bot, analytics kept (built before it), with its peak resident memory. */
  import?: ImportSummary & { csvSeconds: number; maxRssMb: number };
  /** The same file imported into a bot without analytics, after the reads. */
  plainImport?: ImportSummary & { maxRssMb: number };
  /** By query label: timed latencies' p50/p99 (ms) and how many reads. */
  reads: Record<string, { p50: number; p99: number; n: number; entries: number }>;
}

export interface HistoryReport {
  queries: string[];
  bots: HistoryBot[];
}

export interface HistoryOptions {
  serviceUrl: string;
  env: NodeJS.ProcessEnv;
  scratch: string;
  sizes: number[];
  reads: number;
  log: (line: string) => void;
}

export const QUERIES = [
  { label: 'orders/count day × 30', path: '/orders/count?interval_unit=day&interval_count=30' },
  { label: 'orders/count month × 12', path: '/orders/count?interval_unit=month&interval_count=12' },
  { label: 'analytics/revenue month × 12', path: '/analytics/revenue?interval_unit=month&interval_count=12' },
  { label: 'analytics/summary', path: '/analytics/summary' },
  { label: 'analytics/cohorts × 12', path: '/analytics/cohorts?cohort_count=12' },
];
const WARMUP_READS = 20;
/** Bound on the timed part of one query, whatever `reads` is. */
const QUERY_TIME_CAP_MS = 180_000;

export const sizeLabel = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n));

function shapeOf(body: string): { entries: number; currencies: string } {
  const result = (JSON.parse(body) as { result: { currency?: string }[] | { currencies: { currency: string }[] } }).result;
  const list = Array.isArray(result) ? result : result.currencies;
  return { entries: list.length, currencies: [...new Set(list.map((e) => e.currency ?? ''))].sort().join(',') };
}

export async function historyScenario(o: HistoryOptions): Promise<HistoryReport> {
  const now = Date.now();
  const small = await createBot(o.serviceUrl, o.env, 920_000);
  await seedOrders(small, 40, 29, now);
  const bots: { bot: Bot; report: HistoryBot; csv?: string }[] = [{ bot: small, report: { label: 'small (40 orders)', orders: 40, reads: {} } }];

  for (const [i, size] of o.sizes.entries()) {
    const bot = await createBot(o.serviceUrl, o.env, 920_001 + i);
    const csv = join(o.scratch, `history-${size}.csv`);
    const t0 = performance.now();
    await writeHistoryCsv(csv, bot, size, Date.now() - 120_000, { years: 3 });
    const csvSeconds = (performance.now() - t0) / 1000;
    o.log(`  ${sizeLabel(size)}: CSV written in ${csvSeconds.toFixed(1)} s; importing…`);
    // Analytics built (empty) first: the import then keeps them, and its rate includes that.
    const built = await send('GET', `${bot.base}/analytics/summary`);
    if (built.status !== 200) throw new Error(`analytics/summary: ${built.status} ${built.body.slice(0, 300)}`);
    const summary = await importCsvMeasured(o.env, bot.botId, csv);
    if (summary.imported !== size) throw new Error(`imported ${summary.imported} of ${size} rows`);
    o.log(
      `  ${sizeLabel(size)}: imported ${int(summary.imported)} orders in ${summary.seconds} s (${int(summary.rate)} rows/s, max RSS ${mb(summary.maxRssMb)})`,
    );
    bots.push({ bot, csv, report: { label: `${sizeLabel(size)} orders`, orders: size, import: { ...summary, csvSeconds }, reads: {} } });
  }

  for (const q of QUERIES) {
    // Same shape for every bot: same currencies in the window, same number of entries.
    const shapes = await Promise.all(bots.map(async ({ bot }) => shapeOf((await send('GET', `${bot.base}${q.path}`)).body)));
    const reference = JSON.stringify(shapes[0]);
    for (const [i, s] of shapes.entries()) {
      if (JSON.stringify(s) !== reference) o.log(`  WARNING ${q.label}: ${bots[i]!.report.label} answers ${JSON.stringify(s)}, small bot ${reference}`);
    }

    const samples = bots.map(() => [] as number[]);
    const started = performance.now();
    for (let i = 0; i < WARMUP_READS + o.reads && performance.now() - started < QUERY_TIME_CAP_MS; i++) {
      for (const [b, { bot }] of bots.entries()) {
        const write = await send('POST', `${bot.base}/orders`, orderBody(bot));
        if (write.status !== 201) throw new Error(`POST /orders: ${write.status} ${write.body.slice(0, 300)}`);
        const read = await send('GET', `${bot.base}${q.path}`);
        if (read.status !== 200) throw new Error(`${q.label}: ${read.status} ${read.body.slice(0, 300)}`);
        if (i >= WARMUP_READS) samples[b]!.push(read.ms);
      }
    }
    for (const [b, { report }] of bots.entries()) {
      const sorted = samples[b]!.sort((x, y) => x - y);
      report.reads[q.label] = { p50: percentile(sorted, 50), p99: percentile(sorted, 99), n: sorted.length, entries: shapes[b]!.entries };
    }
    o.log(`  ${q.label}: ${bots.map(({ report }) => `${report.label} p50 ${ms(report.reads[q.label]!.p50)}`).join(', ')}`);
  }

  for (const [i, { csv, report }] of bots.entries()) {
    if (!csv) continue;
    const plain = await createBot(o.serviceUrl, o.env, 921_000 + i);
    const summary = await importCsvMeasured(o.env, plain.botId, csv);
    rmSync(csv, { force: true });
    report.plainImport = summary;
    o.log(`  ${report.label}, analytics not built: imported in ${summary.seconds} s (${int(summary.rate)} rows/s, max RSS ${mb(summary.maxRssMb)})`);
  }
  return { queries: QUERIES.map((q) => q.label), bots: bots.map((b) => b.report) };
}

export function historyTable(report: HistoryReport): string {
  const small = report.bots[0]!;
  const rows = report.queries.flatMap((q) =>
    report.bots.map((b) => {
      const r = b.reads[q]!;
      const s = small.reads[q]!;
      return [q, b.label, String(r.entries), String(r.n), ms(r.p50), ms(r.p99), ratio(r.p50 / s.p50), ratio(r.p99 / s.p99)];
    }),
  );
  return table(['query', 'bot', 'entries', 'reads', 'p50', 'p99', 'p50 / small', 'p99 / small'], rows);
}

export function importsTable(report: HistoryReport): string {
  const rows = report.bots
    .filter((b) => b.import)
    .map((b) => {
      const plain = b.plainImport;
      return [
        b.label,
        int(b.import!.rows),
        `${b.import!.csvSeconds.toFixed(1)} s`,
        `${b.import!.seconds.toFixed(1)} s`,
        `${int(b.import!.rate)} rows/s`,
        mb(b.import!.maxRssMb),
        plain ? `${plain.seconds.toFixed(1)} s` : '–',
        plain ? `${int(plain.rate)} rows/s` : '–',
        plain ? mb(plain.maxRssMb) : '–',
      ];
    });
  return table(['history', 'rows', 'CSV written', 'import, analytics kept', 'rate', 'max RSS', 'import, no analytics', 'rate', 'max RSS'], rows);
}
