// Revenue per period as bars, with sales as a line on a second scale (uPlot: small and fast).
// Read without hovering: the legend shows the latest period's revenue and sales until the pointer
// picks another, and the current period (still running) is a lighter bar marked "(so far)".
// Both value axes are labelled (revenue in the currency, sales); sales ticks are whole numbers;
// the period axis shows as many short labels as fit side by side at the chart's width.
// The canvas is summarised for screen readers; the exact numbers are in the table below it.
// Labels and numbers are the reader's locale's; the time axis runs left to right in every language
// (like the numbers on it), so a right-to-left page keeps the chart as it is.
import { useLayoutEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { currentLocale, intlLocale, t } from '../i18n.js';
import { useLocale } from './locale.js';

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
/** The tag the charts write with: in English month before day, as they always have ("Jun 14"). */
const chartLocale = (): string => (currentLocale() === 'en' ? 'en-US' : intlLocale());

const periodFormats = new Map<string, Intl.DateTimeFormat>();
/** A period (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`: Gregorian, as the API counts them) written with `options`. */
function writePeriod(period: string, options: Record<'day' | 'month' | 'year', Intl.DateTimeFormatOptions>): string {
  const [year, month, day] = period.split('-');
  if (!year) return period;
  const unit = day ? 'day' : month ? 'month' : 'year';
  const locale = chartLocale();
  const key = `${locale}\u0000${JSON.stringify(options[unit])}`;
  let format = periodFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options[unit], timeZone: 'UTC', calendar: 'gregory' });
    periodFormats.set(key, format);
  }
  return format.format(new Date(Date.UTC(Number(year), Number(month ?? 1) - 1, Number(day ?? 1))));
}

/** A period as the axis shows it: "Jun 14", "Jun 2025", "2025". */
export const shortPeriod = (period: string): string =>
  writePeriod(period, { day: { month: 'short', day: 'numeric' }, month: { month: 'short', year: 'numeric' }, year: { year: 'numeric' } });

/** A period as the legend reads it: "Jun 14, 2025", "June 2025", "2025". */
export const longPeriod = (period: string): string =>
  writePeriod(period, { day: { month: 'short', day: 'numeric', year: 'numeric' }, month: { month: 'long', year: 'numeric' }, year: { year: 'numeric' } });

/** A count as the charts write it: "1,234". */
export const chartNumber = (n: number): string => n.toLocaleString(chartLocale());

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
  const locale = chartLocale();
  try {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      ...(big ? { notation: 'compact', maximumFractionDigits: 1 } : whole ? { maximumFractionDigits: 0 } : {}),
    });
  } catch {
    format = new Intl.NumberFormat(locale);
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
  const { locale } = useLocale();
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
    const partial = (i: number) => (i === last ? ` ${t('so-far')}` : '');
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
          {
            ...axis,
            scale: 'revenue',
            label: t('chart-revenue-axis', { currency }),
            labelSize: 18,
            size: ySize,
            values: (_u, splits) => moneyTicks(currency, splits),
          },
          {
            ...axis,
            scale: 'sales',
            side: 1,
            label: t('chart-sales'),
            labelSize: 18,
            size: ySize,
            grid: { show: false },
            incrs: COUNT_STEPS,
            values: (_u, splits) => splits.map(chartNumber),
          },
        ],
        series: [
          // Not hovering: the latest period's numbers.
          { label: t('chart-period'), value: (_u, _v, _s, i) => (points[at(i)] ? longPeriod(points[at(i)]!.period) : '') },
          {
            label: t('chart-revenue'),
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
            label: t('chart-sales'),
            scale: 'sales',
            stroke: second,
            width: 2,
            points: { show: points.length <= 60 },
            value: (_u, _v, _s, i) => (points[at(i)] ? chartNumber(points[at(i)]!.sales) : ''),
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
  }, [points, unit, currency, locale]);
  // Left to right in every language: time runs that way on the axis (see above).
  return <div class="chart" ref={box} role="img" aria-label={label} dir="ltr" />;
}
