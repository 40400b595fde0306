// The benchmark's own database: a SQLite file in a temp folder, or a fresh PostgreSQL database
// created on the admin connection and dropped (WITH FORCE) at the end.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export type DbKind = 'sqlite' | 'postgres';

export interface BenchDatabase {
  kind: DbKind;
  url: string;
  /** A folder for this run's temp files (CSV files). */
  scratch: string;
  drop(): Promise<void>;
}

export async function createBenchDatabase(kind: DbKind, adminUrl: string): Promise<BenchDatabase> {
  const scratch = mkdtempSync(join(tmpdir(), 'tollgate-bench-'));
  const removeScratch = () => rmSync(scratch, { recursive: true, force: true });
  if (kind === 'sqlite') {
    return { kind, url: `sqlite:${join(scratch, 'bench.db')}`, scratch, drop: async () => removeScratch() };
  }
  const name = `tollgate_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    kind,
    url: url.toString(),
    scratch,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      removeScratch();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
