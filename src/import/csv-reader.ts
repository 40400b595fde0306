// Reads an order CSV file as a stream of batches of rows with their line numbers. Papa Parse reads
// the file a chunk at a time (RFC 4180 quoting, `\n`, `\r\n` or `\r` line ends) and waits while a
// batch is being imported; line numbers are counted here, embedded newlines included. It parses
// about five times faster than csv-parse did (bench/results/2026-11-26-issue-16-pass-5.md).
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import Papa from 'papaparse';
import { IMPORT_COLUMNS, ImportRejected, type ImportRow } from '../modules/orders/import.js';

type Column = (typeof IMPORT_COLUMNS)[number];

function columnOrder(header: string[]): Column[] {
  const names = header.map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h).trim());
  const valid = names.length === IMPORT_COLUMNS.length && IMPORT_COLUMNS.every((c) => names.includes(c));
  if (!valid) throw new ImportRejected([{ line: 1, field: 'header', message: `must be ${IMPORT_COLUMNS.join(',')}` }], 0);
  return names as Column[];
}

const newlines = (fields: string[]) => fields.reduce((n, f) => n + (f.includes('\n') ? f.split('\n').length - 1 : 0), 0);

type Parsed = Papa.ParseResult<string[]>;

/** Papa Parse's chunks of `input` as they are parsed; it is read no faster than they are taken. */
async function* parsedChunks(input: Readable): AsyncGenerator<Parsed> {
  input.setEncoding('utf8'); // a character split between two chunks is decoded whole
  const queue: Parsed[] = [];
  let parser: Papa.Parser | undefined;
  let ended = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  const signal = () => {
    wake?.();
    wake = undefined;
  };
  Papa.parse<string[]>(input, {
    delimiter: ',',
    chunk(result, handle) {
      // Papa's pause halts its parser but not the file, whose chunks it would keep queueing: the
      // whole file would be read ahead of a slow writer. Both wait until the batch is taken.
      input.pause();
      handle.pause();
      parser = handle;
      queue.push(result);
      signal();
    },
    complete() {
      ended = true;
      signal();
    },
    error(error: Error) {
      failure = error;
      signal();
    },
  });
  try {
    for (;;) {
      const next = queue.shift();
      if (next) {
        yield next;
        input.resume(); // takes effect on the next tick, after a queued chunk may have paused it again
        parser?.resume();
      } else if (failure) throw failure;
      else if (ended) return;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    parser?.abort();
    input.destroy();
  }
}

/** Streams the rows of the file at `source` (or of a stream) in batches, one per chunk read; the
 * header must name exactly the import columns (in any order). A malformed file is rejected at the
 * line where it goes wrong. */
export async function* readOrderCsv(source: string | Readable): AsyncGenerator<ImportRow[]> {
  let columns: Column[] | undefined;
  let line = 0;
  for await (const { data, errors } of parsedChunks(typeof source === 'string' ? createReadStream(source) : source)) {
    const rows: ImportRow[] = [];
    // The first row Papa Parse found broken (a chunk's first when it does not say which).
    const broken = errors.length ? Math.min(errors[0]!.row ?? 0, data.length) : data.length;
    for (let r = 0; r < broken; r++) {
      const fields = data[r]!;
      line += 1 + newlines(fields);
      if (!columns) {
        columns = columnOrder(fields);
        continue;
      }
      if (fields.length === 1 && fields[0] === '') continue; // a blank line
      if (fields.length !== columns.length) {
        throw new ImportRejected([{ line, field: 'csv', message: `must have ${columns.length} fields; got ${fields.length}` }], line - 1);
      }
      const row = { line } as ImportRow;
      for (let i = 0; i < columns.length; i++) row[columns[i]!] = fields[i]!;
      rows.push(row);
    }
    if (errors.length) throw new ImportRejected([{ line: line + 1, field: 'csv', message: errors[0]!.message }], line);
    yield rows;
  }
}
