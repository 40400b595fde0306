// A data table with a caption (its accessible name) that scrolls sideways on a phone.
import type { ComponentChildren } from 'preact';

export interface Column<T> {
  label: string;
  cell: (row: T) => ComponentChildren;
  /** Right-aligned (numbers, money). */
  numeric?: boolean;
}

export function Table<T>({ caption, columns, rows, rowKey }: { caption: string; columns: Column<T>[]; rows: T[]; rowKey: (row: T) => string | number }) {
  return (
    <div class="table-wrap">
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
    </div>
  );
}
