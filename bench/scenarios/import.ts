// Import scenario: rows per second of `tollgate orders import` for a 200k-row CSV (one year of
// orders in two currencies, unique external_ids) into a bot with no orders; the rate is the
// command's own (its JSON line), so it covers parsing, validation, inserts and rollups.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createBot, importCsv, writeHistoryCsv, type ImportSummary } from '../fixtures.js';
import { int, table } from '../stats.js';

export interface ImportOptions {
  serviceUrl: string;
  env: NodeJS.ProcessEnv;
  scratch: string;
  rows: number;
  log: (line: string) => void;
}

export async function importScenario(o: ImportOptions): Promise<ImportSummary> {
  const bot = await createBot(o.serviceUrl, o.env, 930_001);
  const csv = join(o.scratch, 'import.csv');
  await writeHistoryCsv(csv, bot, o.rows, Date.now() - 120_000, 1);
  try {
    const summary = await importCsv(o.env, bot.botId, csv);
    o.log(`  imported ${int(summary.imported)} rows in ${summary.seconds} s: ${int(summary.rate)} rows/s`);
    return summary;
  } finally {
    rmSync(csv, { force: true });
  }
}

export function importTable(s: ImportSummary): string {
  return table(['rows', 'imported', 'duplicates', 'seconds', 'rows/s'], [[int(s.rows), int(s.imported), int(s.duplicates), s.seconds.toFixed(2), int(s.rate)]]);
}
