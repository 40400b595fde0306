// `tollgate backup --file F` (SPEC §16): a consistent copy of a SQLite database while the service
// runs, through SQLite's online backup API (better-sqlite3's `backup`). Every page is copied in
// one step, which is one read transaction: under WAL the service's writers carry on meanwhile and
// the copy is the database as of that moment. (Copied in several steps, SQLite restarts a backup
// whenever another connection writes, which under steady writes may never end.)
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { writeWholeFile } from './whole-file.js';

export interface SqliteCopy {
  source: string;
  file: string;
  pages: number;
  bytes: number;
}

/** Every remaining page in the next step (better-sqlite3 caps the rate at 2^31 − 1). */
const ALL_PAGES = 0x7fffffff;

/** Copies the database at `sourcePath` to `target` (a new file), checked before it takes the name. */
export async function copySqliteDatabase(sourcePath: string, target: string, busyTimeoutMs: number): Promise<SqliteCopy> {
  const source = resolve(sourcePath);
  if (!existsSync(source)) throw new Error(`no SQLite database at ${source}`);
  let pages = 0;
  const file = await writeWholeFile(target, async (partial) => {
    const database = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      database.pragma(`busy_timeout = ${Math.round(busyTimeoutMs)}`);
      pages = (await database.backup(partial, { progress: () => ALL_PAGES })).totalPages;
    } finally {
      database.close();
    }
    const copy = new SQLite(partial, { fileMustExist: true });
    try {
      const verdict = copy.pragma('quick_check', { simple: true });
      if (verdict !== 'ok') throw new Error(`the copy failed SQLite's check: ${String(verdict)}`);
      // A copy is read on its own: one file, no write-ahead log beside it.
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
  });
  return { source, file, pages, bytes: statSync(file).size };
}
