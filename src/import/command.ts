// `tollgate orders import`: validate the whole file, then import it in one transaction;
// a progress line on a terminal, one JSON line with --json.
import { setFlagsFromString } from 'node:v8';
import { validatedInThread } from './reader-thread.js';
import { ImportRejected, type ImportError, type Staging } from '../modules/orders/import.js';
import { IMPORT_MAX_ERRORS } from '../limits.js';
import type { PlanRow } from '../db/schema.js';
import type { Services } from '../services.js';

function progress(started: number) {
  if (!process.stderr.isTTY) return undefined;
  let last = 0;
  return (rows: number) => {
    const t = Date.now();
    if (t - last < 250) return;
    last = t;
    const rate = Math.round(rows / Math.max((t - started) / 1000, 0.001));
    process.stderr.write(`\r  ${rows.toLocaleString('en-US')} rows imported (${rate.toLocaleString('en-US')}/s)`);
  };
}

export async function importOrders(services: Services, botId: number, file: string, json: boolean): Promise<{ ok: boolean }> {
  // An import allocates fast and keeps little (every structure is bounded), yet V8's default
  // growth let its heap swell with the file's garbage to ≈300 MB resident for 1M rows: grow it by
  // 10% past what survives a collection instead. The flag is read by V8's heap-growing
  // heuristics each time they run, so setting it here works; `serve` keeps V8's default.
  // Measured in bench/results/2026-11-25-issue-16-pass-2.md ("Import memory"); --optimize-for-size
  // did as well, 9% slower.
  setFlagsFromString('--heap-growing-percent=10');
  const bot = await services.settings.contextOf(botId); // 404-style failure for an unknown bot, before reading the file
  const importer = services.orderImport;
  const started = Date.now();
  const report = (errors: ImportError[], rows: number) => {
    if (json) process.stdout.write(`${JSON.stringify({ imported: 0, rows, errors })}\n`);
    else for (const e of errors) process.stderr.write(`line ${e.line}: ${e.field} ${e.message}\n`);
    if (!json) process.stderr.write('Nothing was imported.\n');
    return { ok: false };
  };
  try {
    const read = (byId: Map<number, PlanRow>, at: number, staging: Staging) => validatedInThread(file, byId, at, staging, IMPORT_MAX_ERRORS);
    const result = await importer.importBatches(bot, read, progress(started));
    const seconds = (Date.now() - started) / 1000;
    const summary = { ...result, seconds: Math.round(seconds * 1000) / 1000, rate: Math.round(result.rows / Math.max(seconds, 0.001)) };
    if (process.stderr.isTTY && !json) process.stderr.write('\n');
    process.stdout.write(
      json
        ? `${JSON.stringify(summary)}\n`
        : `Imported ${result.imported} orders (${result.duplicates} duplicates skipped) from ${result.rows} rows in ${summary.seconds} s.\n`,
    );
    return { ok: true };
  } catch (error) {
    if (!(error instanceof ImportRejected)) throw error;
    return report(error.errors, error.rows);
  }
}
