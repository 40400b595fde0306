// A data table with a caption (its accessible name) that scrolls sideways on a phone.
import type { ComponentChildren } from 'preact';

export interface Column<T> {
  label: string;
  cell: (row: T) => ComponentChildren;
  /** Right-aligned (numbers, money). */
  numeric?: boolean;
}

/** The frame a wide table scrolls in. `scrolls`: a table of numbers only, wide even on a desktop:
 * the frame takes the keyboard's focus (arrow keys scroll it) and is named by the caption. */
export function TableWrap({ caption, scrolls, children }: { caption: string; scrolls?: boolean; children: ComponentChildren }) {
  if (!scrolls) return <div class="table-wrap">{children}</div>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section class="table-wrap" tabIndex={0} aria-label={caption}>
      {children}
    </section>
  );
}

export function Table<T>({
  caption,
  columns,
  rows,
  rowKey,
  scrolls,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  scrolls?: boolean;
}) {
  return (
    <TableWrap caption={caption} scrolls={scrolls}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" class={c.numeric ? 'num' : undefined} key={c.label}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td class={c.numeric ? 'num' : undefined} key={c.label}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
