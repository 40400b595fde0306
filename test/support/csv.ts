// A strict RFC 4180 reader for the tests (no CSV parser is among the project's dependencies):
// records end in CRLF; a field is plain (no quote, comma, CR or LF) or quoted (quotes doubled,
// anything else inside, line breaks included). Anything else — a bare LF or CR, a quote inside a
// plain field, text after a closing quote, a missing final CRLF, ragged records — throws.

export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`not RFC 4180 at offset ${i}: ${why}`);
  };
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= text.length) fail('unterminated quoted field');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += text[i];
        i += 1;
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
        if (text[i] === '"') fail('quote inside an unquoted field');
        field += text[i];
        i += 1;
      }
    }
    record.push(field);
    if (text[i] === ',') {
      i += 1;
      continue;
    }
    if (text[i] === '\r' && text[i + 1] === '\n') {
      i += 2;
      records.push(record);
      record = [];
      continue;
    }
    fail(i >= text.length ? 'the last record does not end in CRLF' : `unexpected ${JSON.stringify(text[i])} after a field`);
  }
  const width = records[0]?.length;
  for (const [n, r] of records.entries()) if (r.length !== width) throw new Error(`record ${n} has ${r.length} fields; the header has ${width}`);
  return records;
}

/** The records as objects keyed by the header row. */
export function csvObjects(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header!.map((name, n) => [name, row[n]!])));
}
