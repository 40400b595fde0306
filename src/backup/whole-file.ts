// A file an operator's command writes is whole or absent: written beside its name as `.partial`
// and renamed only once complete; an existing file is never overwritten.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

/** Runs `write` on `<target>.partial`, then renames it to `target`; answers the resolved path. */
export async function writeWholeFile(target: string, write: (partial: string) => Promise<void>): Promise<string> {
  const file = resolve(target);
  if (existsSync(file)) throw new Error(`${file} exists already; name a new file`);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    await write(partial);
    renameSync(partial, file);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
  return file;
}
