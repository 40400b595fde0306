// Exports scenario: a bot with 1,000,000 orders (`--export-rows`; imported from the generated
// three-year CSV, ~40,000 members) exported with GET /exports/orders and GET /exports/members,
// each streamed to the end and counted here. The rate is rows over the whole answer (first byte
// to last); the service's VmRSS is sampled every 100 ms during each export, and the peak kept.
// Targets (SPEC §16): ≥ 100,000 rows/s for the orders file and the service under 200 MB.
import { request } from 'node:http';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createBot, importCsvMeasured, writeHistoryCsv } from '../fixtures.js';
import { int, mb, table } from '../stats.js';

export interface ExportsOptions {
  serviceUrl: string;
  servicePid: number;
  env: NodeJS.ProcessEnv;
  scratch: string;
  rows: number;
  rssMb: () => number | undefined;
  log: (line: string) => void;
}

export interface ExportRun {
  file: 'orders' | 'members';
  rows: number;
  bytes: number;
  seconds: number;
  rate: number;
  maxRssMb: number;
  /** The service's RSS just before the export. */
  idleRssMb: number;
}

export interface ExportsReport {
  orders: number;
  importSeconds: number;
  runs: ExportRun[];
}

const MEMBERS = 40_000;

/** Streams `url` to the end, counting records (CRLF-terminated lines; generated data has no line
 * breaks inside fields) and bytes, sampling the service's memory meanwhile. */
function download(url: string, rssMb: () => number | undefined): Promise<{ records: number; bytes: number; seconds: number; maxRssMb: number }> {
  return new Promise((resolve, reject) => {
    let maxRssMb = rssMb() ?? 0;
    const sampler = setInterval(() => {
      maxRssMb = Math.max(maxRssMb, rssMb() ?? 0);
    }, 100);
    const started = process.hrtime.bigint();
    const req = request(url, (res) => {
      if (res.statusCode !== 200) {
        clearInterval(sampler);
        reject(new Error(`GET ${new URL(url).pathname.replace(/\/v1\/bot\d+\/[^/]+/, '')}: HTTP ${res.statusCode}`));
        res.resume();
        return;
      }
      let records = 0;
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) records++;
      });
      res.on('end', () => {
        clearInterval(sampler);
        maxRssMb = Math.max(maxRssMb, rssMb() ?? 0);
        resolve({ records, bytes, seconds: Number(process.hrtime.bigint() - started) / 1e9, maxRssMb });
      });
      res.on('error', (err) => {
        clearInterval(sampler);
        reject(err);
      });
    });
    req.on('error', (err) => {
      clearInterval(sampler);
      reject(err);
    });
    req.end();
  });
}

export async function exportsScenario(o: ExportsOptions): Promise<ExportsReport> {
  const bot = await createBot(o.serviceUrl, o.env, 940_001);
  const csv = join(o.scratch, 'exports-history.csv');
  await writeHistoryCsv(csv, bot, o.rows, Date.now() - 120_000, { years: 3, hashedMembers: MEMBERS });
  let importSeconds: number;
  try {
    const summary = await importCsvMeasured(o.env, bot.botId, csv);
    importSeconds = summary.seconds;
    o.log(`  seeded ${int(summary.imported)} orders in ${summary.seconds} s (import)`);
  } finally {
    rmSync(csv, { force: true });
  }
  const runs: ExportRun[] = [];
  for (const file of ['orders', 'members'] as const) {
    const idleRssMb = o.rssMb() ?? 0;
    const got = await download(`${bot.base}/exports/${file}`, o.rssMb);
    const rows = got.records - 1;
    const run = { file, rows, bytes: got.bytes, seconds: got.seconds, rate: rows / got.seconds, maxRssMb: got.maxRssMb, idleRssMb };
    o.log(`  ${file}: ${int(rows)} rows, ${mb(got.bytes / 1048576)} in ${got.seconds.toFixed(2)} s: ${int(run.rate)} rows/s, max RSS ${mb(got.maxRssMb)}`);
    runs.push(run);
  }
  return { orders: o.rows, importSeconds, runs };
}

export function exportsTable(r: ExportsReport): string {
  return table(
    ['file', 'rows', 'size', 'seconds', 'rows/s', 'service RSS before', 'service max RSS'],
    r.runs.map((s) => [s.file, int(s.rows), mb(s.bytes / 1048576), s.seconds.toFixed(2), int(s.rate), mb(s.idleRssMb), mb(s.maxRssMb)]),
  );
}
