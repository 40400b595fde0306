// Reads an order CSV file as a stream of rows with their line numbers. csv-parse runs in its
// fast mode (arrays, no per-record info); line numbers are counted here, embedded newlines included.
import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { IMPORT_COLUMNS, ImportRejected, type ImportRow } from './import.js';

type Column = (typeof IMPORT_COLUMNS)[number];

function columnOrder(header: string[]): Column[] {
  const names = header.map((h) => h.trim());
  const valid = names.length === IMPORT_COLUMNS.length && IMPORT_COLUMNS.every((c) => names.includes(c));
  if (!valid) throw new ImportRejected([{ line: 1, field: 'header', message: `must be ${IMPORT_COLUMNS.join(',')}` }], 0);
  return names as Column[];
}

const newlines = (fields: string[]) => fields.reduce((n, f) => n + (f.includes('\n') ? f.split('\n').length - 1 : 0), 0);

/** Streams the rows of `path`; the header must name exactly the import columns (in any order). */
export async function* readOrderCsv(path: string): AsyncGenerator<ImportRow> {
  const parser = createReadStream(path).pipe(parse({ bom: true, relax_column_count: true }));
  let columns: Column[] | undefined;
  let line = 0;
  for await (const fields of parser as AsyncIterable<string[]>) {
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
    yield row;
  }
}
