// Keyset pagination's condition: the rows after a cursor in the order of a sort key, the same for
// every list (an API page, a batch of due rows).
import type { Expression, ExpressionBuilder, SqlBool, StringReference } from 'kysely';

/** The direction every column of the sort key is ordered in. */
export type SortDirection = 'asc' | 'desc';

/**
 * The rows that come after `key` (the sort key of the last row already read) when ordered by
 * `columns`, each in `direction`; the last column must break every tie. Written out as plain
 * comparisons, not a row value `(a, b) < (x, y)`: one column, `a < x`; two, `a < x OR (a = x AND
 * b < y)`; three, `a < x OR (a = x AND (b < y OR (b = y AND c < z)))` (`>` ascending). The shape
 * depends only on the columns and the direction, never on the values, so a prepared query
 * (db/prepared.ts) may use it too.
 */
export function keysetAfter<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly StringReference<DB, TB>[],
  direction: SortDirection,
  key: readonly (string | number)[],
): Expression<SqlBool> {
  const past = direction === 'desc' ? '<' : '>';
  const from = (i: number): Expression<SqlBool> => {
    const column = columns[i]!;
    // A value of the column's type, which the generic signature cannot spell.
    const value = key[i] as never;
    if (i === columns.length - 1) return eb(column, past, value);
    return eb.or([eb(column, past, value), eb.and([eb(column, '=', value), from(i + 1)])]);
  };
  return from(0);
}
