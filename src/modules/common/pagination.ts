// Keyset pagination: newest first, an opaque cursor naming the last item shown.
// Stable under inserts: new items sort before the cursor and never shift later pages. The
// repositories' condition for the rows after a cursor is db/keyset.ts's keysetAfter.
import { invalid } from '../../errors.js';
import { DEFAULT_PAGE_SIZE } from '../../limits.js';

export interface PageRequest {
  cursor?: string;
  limit?: string;
}

export interface Page<T> {
  items: T[];
  next_cursor?: string;
}

export function pageLimit(page: PageRequest): number {
  return page.limit === undefined ? DEFAULT_PAGE_SIZE : Number(page.limit);
}

/** Decodes a cursor into the sort key it was made from; anything else is a 422 on `cursor`. */
export function decodeCursor<K extends (string | number)[]>(cursor: string | undefined, shape: ('string' | 'number')[]): K | undefined {
  if (cursor === undefined) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(key) && key.length === shape.length && key.every((v, i) => typeof v === shape[i])) return key as K;
  } catch {
    // fall through
  }
  throw invalid('cursor', 'must be a next_cursor from a previous page');
}

export function encodeCursor(key: (string | number)[]): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** Given limit+1 rows, the page and the cursor for the next one. */
export function toPage<R, T>(rows: R[], limit: number, keyOf: (row: R) => (string | number)[], map: (row: R) => T): Page<T> {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown[shown.length - 1];
  return { items: shown.map(map), ...(more && last ? { next_cursor: encodeCursor(keyOf(last)) } : {}) };
}
