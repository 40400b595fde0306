// Backups and moves of a bot (SPEC §16): every catalogued row of the bot as NDJSON, read through
// one snapshot, and the same lines loaded into another database. A file is a header line
// (format, schema, bot), the rows, and an end line with their count: an import refuses a file
// of another schema, a bot that exists, or a file cut short, before it writes anything.
import type { Db } from '../../db/schema.js';
import { LATEST_MIGRATION } from '../../db/migrations/index.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { isoFromMs } from '../../time/iso.js';
import { type NamedFile, prepend } from '../common/chunks.js';
import { type ServiceDeps, snapshotOpener } from '../common/deps.js';
import { newSecret } from '../webhooks/endpoints.js';
import { BACKUP_TABLES, type BackupTable, END_KIND, FORMAT, HEADER_KIND, RECENT_EVENTS_MS } from './catalogue.js';
import * as repo from './repository.js';

/** Rows read per query: large enough to stream fast, small enough to keep memory flat. */
const CHUNK = 2_000;
/** Values per INSERT, under SQLite's and PostgreSQL's limits on bound parameters. */
const VALUES_PER_INSERT = 30_000;

export interface BackupHeader {
  kind: typeof HEADER_KIND;
  format: number;
  schema: string;
  bot_id: number;
  taken_at: string;
}

export interface ImportOutcome {
  bot_id: number;
  rows: number;
  /** Each webhook's new signing secret (secrets are not carried), shown once. */
  webhook_secrets: { webhook_id: number; secret: string }[];
}

/** Why a line of a backup file cannot be loaded: the file is not one this build wrote. */
const badFile = (line: number, why: string) =>
  new ValidationError([{ field: `line ${line}`, message: why }], `The backup file is not valid: line ${line} ${why}.`);

export function createBackupService(deps: ServiceDeps) {
  const { db, now, secretBox } = deps;
  const openSnapshot = snapshotOpener(deps);
  const columnsToWrite = async (view: Db, spec: BackupTable) => {
    const all = (await repo.columnsOf(view)).get(spec.table);
    if (!all) throw new Error(`table ${spec.table} is not in the database`);
    return all.filter((c) => !spec.omit?.includes(c));
  };

  /** The bot's backup, a line at a time (each ending in a newline), read through one snapshot.
   * An unknown bot fails before the first line. */
  async function* lines(botId: number): AsyncGenerator<string> {
    const snapshot = await openSnapshot();
    try {
      const view = snapshot.db;
      if (!(await repo.botExists(view, botId))) throw new NotFoundError(`Bot ${botId} does not exist.`);
      const takenAt = now();
      const header: BackupHeader = { kind: HEADER_KIND, format: FORMAT, schema: LATEST_MIGRATION, bot_id: botId, taken_at: isoFromMs(takenAt) };
      yield `${JSON.stringify(header)}\n`;
      let count = 0;
      for (const spec of BACKUP_TABLES) {
        const columns = await columnsToWrite(view, spec);
        let after: unknown[] | undefined;
        for (;;) {
          const rows = await repo.readChunk(view, spec, columns, botId, after, CHUNK, takenAt - RECENT_EVENTS_MS);
          let text = '';
          for (const data of rows) text += `${JSON.stringify({ kind: spec.kind, data })}\n`;
          if (text) yield text;
          count += rows.length;
          if (rows.length < CHUNK || !spec.key.length) break;
          const last = rows[rows.length - 1]!;
          after = spec.key.map((k) => last[k]);
        }
      }
      yield `${JSON.stringify({ kind: END_KIND, rows: count })}\n`;
    } finally {
      await snapshot.close();
    }
  }

  /** Loads a backup's lines into this database as a new bot, in one transaction. */
  async function load(input: AsyncIterable<string>): Promise<ImportOutcome> {
    const iterator = input[Symbol.asyncIterator]();
    const first = await iterator.next();
    const header = parseLine(first.done ? '' : first.value, 1) as Partial<BackupHeader>;
    if (header.kind !== HEADER_KIND || header.format !== FORMAT || typeof header.bot_id !== 'number') throw badFile(1, 'is not a Tollgate backup header');
    if (header.schema !== LATEST_MIGRATION) {
      throw badFile(1, `names schema ${String(header.schema)}; this version of Tollgate reads ${LATEST_MIGRATION} (export and import with the same version)`);
    }
    const botId = header.bot_id;
    if (await repo.botExists(db, botId)) throw new ConflictError(`Bot ${botId} already exists in this database; nothing was imported.`);
    const kinds = new Map(BACKUP_TABLES.map((t) => [t.kind, t]));
    const secrets: ImportOutcome['webhook_secrets'] = [];
    const rows = await db.transaction().execute(async (trx) => {
      const tableColumns = await repo.columnsOf(trx);
      let pending: { spec: BackupTable; columns: string[]; fill: readonly string[]; rows: unknown[][] } | undefined;
      const flush = async () => {
        if (!pending) return;
        await repo.insertRows(trx, pending.spec.table, [...pending.columns, ...pending.fill], pending.rows);
        pending.rows = [];
      };
      let lineNo = 1;
      let count = 0;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        lineNo += 1;
        const row = parseLine(next.value, lineNo);
        if (row.kind === END_KIND) {
          if (row.rows !== count) throw badFile(lineNo, `says ${String(row.rows)} rows; the file holds ${count}`);
          await flush();
          if ((await iterator.next()).done === false) throw badFile(lineNo + 1, 'follows the end line');
          return count;
        }
        const spec = kinds.get(String(row.kind));
        if (!spec) throw badFile(lineNo, `has an unknown kind ${JSON.stringify(row.kind)}`);
        const values = row.data;
        if (values === null || typeof values !== 'object' || Array.isArray(values)) throw badFile(lineNo, 'has no data object');
        if (values.bot_id !== botId) throw badFile(lineNo, `belongs to bot ${String(values.bot_id)}, not ${botId}`);
        if (pending?.spec !== spec) {
          await flush();
          const columns = (tableColumns.get(spec.table) ?? []).filter((c) => !spec.omit?.includes(c));
          pending = { spec, columns, rows: [], fill: spec.renewSecret ? (spec.omit ?? []) : [] };
        }
        const names = Object.keys(values);
        if (names.length !== pending.columns.length || pending.columns.some((c) => !Object.hasOwn(values, c))) {
          throw badFile(lineNo, `has the columns ${names.join(', ')}; a ${spec.kind} has ${pending.columns.join(', ')}`);
        }
        const out = pending.columns.map((c) => values[c]);
        if (pending.fill.length) {
          // A webhook's secret is not carried: it gets a new one, told once to whoever imports.
          const secret = newSecret();
          secrets.push({ webhook_id: Number(values.webhook_id), secret });
          out.push(secretBox.seal(secret), null, null);
        }
        pending.rows.push(out);
        count += 1;
        if (pending.rows.length * (pending.columns.length + pending.fill.length) >= VALUES_PER_INSERT) await flush();
      }
      throw badFile(lineNo, 'is the last line: the file ends without its end line (cut short?)');
    });
    return { bot_id: botId, rows, webhook_secrets: secrets };
  }

  /** The backup as a named file: the header line is read first (an unknown bot fails here), so
   * the file is named for the day it says the snapshot was taken. */
  async function file(botId: number): Promise<NamedFile> {
    const chunks = lines(botId);
    const first = await chunks.next();
    const head = first.done ? '' : first.value;
    return { name: backupFileName(botId, head), chunks: prepend(head, chunks) };
  }

  return { lines, file, load };
}

function parseLine(text: string, line: number): { kind?: unknown; data?: Record<string, unknown>; [field: string]: unknown } {
  try {
    const value: unknown = JSON.parse(text);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Told below, with the line.
  }
  throw badFile(line, 'is not a JSON object');
}

/** The backup file's name, for the day its header line says it was taken. */
function backupFileName(botId: number, head: string): string {
  const day = (JSON.parse(head) as { taken_at: string }).taken_at.slice(0, 10);
  return `tollgate-bot${botId}-${day}.ndjson`;
}

export type BackupService = ReturnType<typeof createBackupService>;
