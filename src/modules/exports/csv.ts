// CSV as RFC 4180 writes it (CRLF line ends; a field holding a comma, a quote, CR or LF is quoted,
// its quotes doubled), with one addition for spreadsheets: a cell that begins with `=`, `+`, `-`,
// `@`, a tab or a carriage return gets a leading `'`, so Excel, LibreOffice and Google Sheets show
// it as text instead of running it as a formula (OWASP's "CSV injection"). Exported numbers never
// start with those (amounts are never negative), so only people's words are changed.

export type Cell = string | number | boolean | null | undefined;

/** The first characters a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** What forces a field into quotes. */
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: empty for null/undefined, defused, quoted when it must be. */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ending in CRLF. */
export function csvRow(cells: readonly Cell[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) line += i === 0 ? csvCell(cells[i]) : `,${csvCell(cells[i])}`;
  return `${line}\r\n`;
}

export const CSV_TYPE = 'text/csv; charset=utf-8';
