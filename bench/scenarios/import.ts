// Import scenario: `tollgate orders import` of the file — by default 1,000,000 rows over
// three years in two currencies, unique external_ids, ~40,000 recurring members (so imported
// subscriptions are started and extended) — in a seeded shuffled order, then the same rows oldest
// first, each into a bot with no orders. The rate is the command's own (its JSON line: parsing,
// validation, inserts, rollups, subscriptions and links); the peak resident memory is the
// command's VmHWM, sampled from /proc while it runs. The shuffled file is imported twice: started as
// the shebang runs it, and as the README writes it (`node dist/cli.js orders import …`, which
// applies the shebang's runtime to itself): the bounds must hold both ways.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createBot, importCsvMeasured, writeHistoryCsv, type ImportSummary } from '../fixtures.js';
import { int, mb, table } from '../stats.js';

export interface ImportOptions {
  serviceUrl: string;
  env: NodeJS.ProcessEnv;
  scratch: string;
  rows: number;
  log: (line: string) => void;
}

export type ImportRun = ImportSummary & { file: 'shuffled' | 'sorted'; started: Start; maxRssMb: number };

/** How the command was started. */
export type Start = 'shebang' | 'node dist/cli.js';

export interface ImportReport {
  runs: ImportRun[];
}

/** Members of the generated file: each pays ~25 times in three years, at irregular intervals. */
const MEMBERS = 40_000;

export async function importScenario(o: ImportOptions): Promise<ImportReport> {
  const runs: ImportRun[] = [];
  for (const [file, started, botId] of [
    ['shuffled', 'shebang', 930_001],
    ['shuffled', 'node dist/cli.js', 930_003],
    ['sorted', 'shebang', 930_002],
  ] as const) {
    const bot = await createBot(o.serviceUrl, o.env, botId);
    const csv = join(o.scratch, `import-${file}.csv`);
    await writeHistoryCsv(csv, bot, o.rows, Date.now() - 120_000, { years: 3, shuffle: file === 'shuffled', hashedMembers: MEMBERS });
    try {
      const summary = await importCsvMeasured(o.env, bot.botId, csv, started !== 'shebang');
      o.log(
        `  ${file} (${started}): imported ${int(summary.imported)} rows in ${summary.seconds} s: ${int(summary.rate)} rows/s, max RSS ${mb(summary.maxRssMb)}`,
      );
      runs.push({ file, started, ...summary });
    } finally {
      rmSync(csv, { force: true });
    }
  }
  return { runs };
}

export function importTable(r: ImportReport): string {
  return table(
    ['file', 'started as', 'rows', 'imported', 'duplicates', 'seconds', 'rows/s', 'max RSS'],
    r.runs.map((s) => [s.file, s.started, int(s.rows), int(s.imported), int(s.duplicates), s.seconds.toFixed(2), int(s.rate), mb(s.maxRssMb)]),
  );
}
