// Small numeric and formatting helpers: percentiles of sorted samples, Markdown tables, numbers.

/** The p-th percentile (nearest rank) of ascending `sorted`; NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export const ms = (v: number) => (Number.isFinite(v) ? `${v < 10 ? v.toFixed(2) : v.toFixed(1)} ms` : 'n/a');
export const int = (v: number) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US') : 'n/a');
export const ratio = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : 'n/a');
export const pct = (v: number) => (Number.isFinite(v) ? `${Math.round(v * 100)}%` : 'n/a');
export const mb = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} MB` : 'n/a');

/** A Markdown table (pasteable into a bench/results/ record as printed). */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
