// Revenue per period as bars, with sales as a line on a second scale (uPlot: small and fast).
// Read without hovering: the legend shows the latest period's revenue and sales until the pointer
// picks another, and the current period (still running) is a lighter bar marked "(so far)".
// Both value axes are labelled (revenue in the currency, sales); sales ticks are whole numbers;
// the period axis shows as many short labels as fit side by side at the chart's width.
// The canvas is summarised for screen readers; the exact numbers are in the table below it.
import { useLayoutEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type ChartUnit = 'day' | 'month' | 'year';

export interface ChartPoint {
  period: string;
  revenue: number;
  formatted: string;
  sales: number;
}

/** The chart's height in CSS pixels (the page reserves it while the numbers load). */
export const CHART_HEIGHT = 260;
export const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
export const LABEL_FONT = `bold ${FONT}`;
/** The least room between two period labels, in CSS pixels. */
const LABEL_GAP = 12;
/** Steps between labelled periods: a week's days, a quarter's months, round years. */
const STEPS: Record<ChartUnit, number[]> = {
  day: [1, 2, 3, 7, 14, 28, 56, 91, 182, 364, 728, 1000],
  month: [1, 2, 3, 4, 6, 12, 24, 60, 120, 240, 600, 1000],
  year: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
};
/** Whole-number steps for the sales axis (never 0.5). */
const COUNT_STEPS = [1, 2, 5].flatMap((n) => [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000].map((p) => n * p)).sort((a, b) => a - b);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A period as the axis shows it: "Jun 14", "Jun 2025", "2025". */
export function shortPeriod(period: string): string {
  const [year, month, day] = period.split('-');
  const name = month ? MONTHS[Number(month) - 1] : undefined;
  if (day && name) return `${name} ${Number(day)}`;
  if (name) return `${name} ${year}`;
  return period;
}

/** A period as the legend reads it: "Jun 14, 2025", "June 2025", "2025". */
export function longPeriod(period: string): string {
  const [year, month, day] = period.split('-');
  if (!month) return period;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, day ? Number(day) : 1));
  return date.toLocaleDateString(
    'en-US',
    day ? { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' } : { timeZone: 'UTC', month: 'long', year: 'numeric' },
  );
}

let measurer: CanvasRenderingContext2D | null | undefined;
export function textWidth(text: string, font = FONT): number {
  measurer ??= document.createElement('canvas').getContext('2d');
  if (!measurer) return text.length * 7;
  measurer.font = font;
  return measurer.measureText(text).width;
}

/** Money on a value axis: "$1,500", "$2.50", "¥15K", "-$20". */
export function moneyTicks(currency: string, ticks: number[]): string[] {
  const whole = ticks.every((t) => Number.isInteger(t));
  const big = Math.max(0, ...ticks.map(Math.abs)) >= 10_000;
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      ...(big ? { notation: 'compact', maximumFractionDigits: 1 } : whole ? { maximumFractionDigits: 0 } : {}),
    });
  } catch {
    format = new Intl.NumberFormat('en-US');
  }
  return ticks.map((t) => format.format(t));
}

/** The look every axis shares, in the page's text colour. */
export function axisStyle(text: string) {
  return {
    stroke: text,
    font: FONT,
    labelFont: LABEL_FONT,
    grid: { stroke: 'rgba(127,127,127,0.2)' },
    ticks: { stroke: 'rgba(127,127,127,0.4)' },
  };
}

/** A value axis as wide as its widest value. */
export const valueAxisSize = (_u: uPlot, values: string[] | null) => Math.ceil(Math.max(0, ...(values ?? []).map((v) => textWidth(v)))) + 20;

/** The period axis of bars at 0, 1, … (`shown`: their short labels): labels at least their widest
 * apart; uPlot picks the smallest step that leaves that much room at this width, counted back from
 * the latest period so it is always named. */
export function periodAxis(shown: string[], unit: ChartUnit): Pick<uPlot.Axis, 'space' | 'incrs' | 'splits' | 'values'> {
  const last = shown.length - 1;
  const widest = Math.max(0, ...shown.map((s) => textWidth(s)));
  return {
    space: () => widest + LABEL_GAP,
    incrs: STEPS[unit],
    splits: (_u, _i, _min, _max, step) => {
      const ticks: number[] = [];
      for (let i = last; i >= 0; i -= Math.max(1, Math.round(step))) ticks.unshift(i);
      return ticks;
    },
    values: (_u, splits) => splits.map((i) => shown[Math.round(i)] ?? ''),
  };
}

/** The drawing's width: the box's, inside its padding. */
export function plotWidth(el: HTMLElement): number {
  const styles = getComputedStyle(el);
  return Math.max(120, el.clientWidth - Number.parseFloat(styles.paddingLeft) - Number.parseFloat(styles.paddingRight));
}

/** Where the period axis put its labels (CSS pixels from the chart's left), for the tests. */
export interface DrawnTicks {
  x: { text: string; at: number }[];
  font: string;
  /** The plotting area (CSS pixels from the chart's left). */
  plot: { left: number; width: number };
  sales: number[];
}

export function RevenueChart({ points, label, unit, currency }: { points: ChartPoint[]; label: string; unit: ChartUnit; currency: string }) {
  const box = useRef<HTMLDivElement>(null);
  // Drawn in the same commit as the table under it, so both always show the same numbers.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const last = points.length - 1;
    const x = points.map((_, i) => i);
    const styles = getComputedStyle(el);
    const accent = styles.getPropertyValue('--accent').trim() || '#1d4ed8';
    const second = styles.getPropertyValue('--accent-2').trim() || '#b45309';
    const text = styles.getPropertyValue('--text').trim() || '#16181d';
    const axis = axisStyle(text);
    const ySize = valueAxisSize;
    const partial = (i: number) => (i === last ? ' (so far)' : '');
    const at = (i: number | null) => (i === null ? last : i);
    const inner = () => plotWidth(el);
    const plot = new uPlot(
      {
        width: inner(),
        height: CHART_HEIGHT,
        scales: {
          // Half a bar of room on either side: the first and last bars are whole.
          x: { time: false, range: () => [-0.5, last + 0.5] },
          revenue: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
          sales: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
        },
        axes: [
          {
            ...axis,
            ...periodAxis(
              points.map((p) => shortPeriod(p.period)),
              unit,
            ),
          },
          { ...axis, scale: 'revenue', label: `Revenue (${currency})`, labelSize: 18, size: ySize, values: (_u, splits) => moneyTicks(currency, splits) },
          {
            ...axis,
            scale: 'sales',
            side: 1,
            label: 'Sales',
            labelSize: 18,
            size: ySize,
            grid: { show: false },
            incrs: COUNT_STEPS,
            values: (_u, splits) => splits.map((v) => v.toLocaleString('en-US')),
          },
        ],
        series: [
          // Not hovering: the latest period's numbers.
          { label: 'Period', value: (_u, _v, _s, i) => (points[at(i)] ? longPeriod(points[at(i)]!.period) : '') },
          {
            label: 'Revenue',
            scale: 'revenue',
            stroke: accent,
            fill: `${accent}aa`,
            width: 0,
            paths: uPlot.paths.bars!({
              size: [0.7, 60],
              // The current period is still running: a lighter bar.
              disp: { fill: { unit: 3, values: () => points.map((_, i) => (i === last ? `${accent}44` : `${accent}aa`)) } },
            }),
            // "(so far)" as in the table's Revenue column: the current period's revenue is still growing.
            value: (_u, _v, _s, i) => (points[at(i)] ? `${points[at(i)]!.formatted}${partial(at(i))}` : ''),
          },
          {
            label: 'Sales',
            scale: 'sales',
            stroke: second,
            width: 2,
            points: { show: points.length <= 60 },
            value: (_u, _v, _s, i) => (points[at(i)] ? points[at(i)]!.sales.toLocaleString('en-US') : ''),
          },
        ],
        legend: { live: true },
        cursor: { drag: { x: false, y: false } },
        hooks: {
          // What was drawn where, for the layout tests (the axes are canvas, not DOM).
          draw: [
            (u) => {
              const xAxis = u.axes[0] as uPlot.Axis & { _splits?: number[]; _values?: string[] };
              const salesAxis = u.axes[2] as uPlot.Axis & { _splits?: number[] };
              const drawn: DrawnTicks = {
                x: (xAxis._splits ?? []).map((i, n) => ({ text: xAxis._values?.[n] ?? '', at: u.valToPos(i, 'x') + u.over.offsetLeft })),
                font: FONT,
                plot: { left: u.over.offsetLeft, width: u.over.clientWidth },
                sales: salesAxis._splits ?? [],
              };
              el.dataset.ticks = JSON.stringify(drawn);
            },
          ],
        },
      },
      [x, points.map((p) => p.revenue), points.map((p) => p.sales)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: inner(), height: CHART_HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, unit, currency]);
  return <div class="chart" ref={box} role="img" aria-label={label} />;
}
