// PostgreSQL's bulk path: `COPY … FROM STDIN` (pg-copy-streams) on the connection of a Kysely
// transaction. Kysely keeps its pg client to itself, so every client a pool of ours opens is
// registered here by its backend's process id (pg's `processID`, the server's pg_backend_pid()),
// and a transaction finds its own by asking the server once. Rows are written in COPY's text
// format (`copyLine`), a chunk at a time, waiting for the socket to drain: memory holds one chunk.
import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { Pool, PoolClient } from 'pg';
import type CopyStreams from 'pg-copy-streams';
import { sql } from 'kysely';
import type { Db } from './schema.js';

/** Our pools' clients by backend pid. Pids are unique on one server; should two servers give the
 * same pid to clients of this process, the pid names neither and `copyIn` refuses. */
const clients = new Map<number, Set<PoolClient>>();
const pidOf = (client: PoolClient) => (client as PoolClient & { processID?: number }).processID;

/** Makes the pool's clients findable by `openCopyIn` (openPostgres calls it for every pool). */
export function registerCopyClients(pool: Pool): void {
  pool.on('connect', (client) => {
    const pid = pidOf(client);
    if (!pid) return;
    const known = clients.get(pid) ?? new Set();
    known.add(client);
    clients.set(pid, known);
  });
  pool.on('remove', (client) => {
    const pid = pidOf(client);
    const known = pid ? clients.get(pid) : undefined;
    known?.delete(client);
    if (pid && known?.size === 0) clients.delete(pid);
  });
}

/** The transaction's pg client (asked once per transaction object). */
const byTransaction = new WeakMap<Db, PoolClient>();
async function clientOf(trx: Db): Promise<PoolClient> {
  if (!trx.isTransaction) throw new Error('COPY runs inside a transaction (its connection must stay the same)');
  let client = byTransaction.get(trx);
  if (!client) {
    const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
    const known = [...(clients.get(Number(rows[0]!.pid)) ?? [])];
    if (known.length !== 1) throw new Error("the transaction's connection is not one client of a registered pool");
    client = known[0]!;
    byTransaction.set(trx, client);
  }
  return client;
}

let copyStreams: typeof CopyStreams | undefined;
const loadCopyStreams = () => (copyStreams ??= createRequire(import.meta.url)('pg-copy-streams') as typeof CopyStreams);

/** A text value escaped for COPY's text format; null and undefined are `\N`. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text = typeof value === 'string' ? value : String(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')) : text;
}

/** One row in COPY's text format (tab-separated, newline-terminated). */
export function copyLine(values: readonly unknown[]): string {
  let line = copyValue(values[0]);
  for (let i = 1; i < values.length; i++) line += `\t${copyValue(values[i])}`;
  return `${line}\n`;
}

/** An open `COPY table (columns) FROM STDIN` in `trx`: write chunks of `copyLine`s, then end it.
 * Nothing else may run in the transaction until it has ended or been aborted. */
export interface CopyIn {
  write(chunk: string): Promise<void>;
  /** Finishes the COPY; resolves with the rows the server took. */
  end(): Promise<number>;
  /** Abandons it (the server fails the COPY, and with it the transaction); never throws. */
  abort(reason: Error): Promise<void>;
}

export async function openCopyIn(trx: Db, table: string, columns: readonly string[]): Promise<CopyIn> {
  const client = await clientOf(trx);
  const stream = client.query(loadCopyStreams().from(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  // Settles when the server has taken the rows (its ReadyForQuery) or failed the COPY.
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  done.catch(() => undefined);
  let open = true;
  return {
    async write(chunk) {
      if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), done]);
    },
    async end() {
      open = false;
      stream.end();
      await done;
      return stream.rowCount;
    },
    async abort(reason) {
      if (!open) return;
      open = false;
      stream.destroy(reason);
      await done.catch(() => undefined);
    },
  };
}

/** COPYs the rows (arrays of values in `columns` order) into `table` in one statement. */
export async function copyRows(trx: Db, table: string, columns: readonly string[], rows: Iterable<readonly unknown[]>, chunkRows = 2_000): Promise<number> {
  const copy = await openCopyIn(trx, table, columns);
  try {
    let chunk = '';
    let n = 0;
    for (const row of rows) {
      chunk += copyLine(row);
      if (++n === chunkRows) {
        await copy.write(chunk);
        chunk = '';
        n = 0;
      }
    }
    if (chunk) await copy.write(chunk);
    return await copy.end();
  } catch (error) {
    await copy.abort(error as Error);
    throw error;
  }
}
