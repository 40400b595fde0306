// MRR movements per period as stacked bars (uPlot, as the overview's chart): what was gained
// stacked above zero (new, reactivation, expansion), what was lost below it (contraction, churned),
// and the net change as a line. Each series has its own colour from the theme (--move-*: at least
// 3:1 against the panel in light and dark) and its name in the legend, which shows the latest
// period's amounts until the pointer picks another. The canvas is summarised for screen readers;
// the exact numbers are in the table under it.
import { useLayoutEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import { t } from '../i18n.js';
import { useLocale } from './locale.js';
import { axisStyle, CHART_HEIGHT, type ChartUnit, longPeriod, moneyTicks, periodAxis, plotWidth, shortPeriod, valueAxisSize } from './chart.js';

export const GAINS = ['new', 'reactivation', 'expansion'] as const;
export const LOSSES = ['contraction', 'churned'] as const;
export type Movement = (typeof GAINS)[number] | (typeof LOSSES)[number];

/** Each movement's name (its message): in the legend and the table's columns. */
export const MOVEMENT_NAMES: Record<Movement, string> = {
  new: 'movement-new',
  reactivation: 'movement-reactivation',
  expansion: 'movement-expansion',
  contraction: 'movement-contraction',
  churned: 'movement-churned',
};

export interface MovementPoint {
  period: string;
  /** Each movement as a number (losses positive, as the API gives them) and as people read it. */
  amounts: Record<Movement, number>;
  formatted: Record<Movement, string>;
  net: number;
  netFormatted: string;
}

/** Sums of the first `n` of `fields` at each point: where each stacked segment starts and ends. */
function stacked(points: MovementPoint[], fields: readonly Movement[], n: number, sign: 1 | -1): number[] {
  return points.map((p) => sign * fields.slice(0, n).reduce((sum, f) => sum + p.amounts[f], 0));
}

export function MovementsChart({ points, label, unit, currency }: { points: MovementPoint[]; label: string; unit: ChartUnit; currency: string }) {
  const box = useRef<HTMLDivElement>(null);
  const { locale } = useLocale();
  // Drawn in the same commit as the table under it, so both always show the same numbers.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const last = points.length - 1;
    const styles = getComputedStyle(el);
    const colour = (name: string) => styles.getPropertyValue(name).trim();
    const text = colour('--text') || '#16181d';
    const panel = colour('--panel') || '#ffffff';
    const at = (i: number | null) => (i === null ? last : i);
    const shownAt = (i: number | null, show: (p: MovementPoint) => string) => {
      const p = points[at(i)];
      return p ? show(p) : '';
    };
    // One segment of a stacked bar: from the sum of the fields before it to the sum with it.
    const segment = (fields: readonly Movement[], n: number, sign: 1 | -1): uPlot.Series => {
      const field = fields[n]!;
      const from = stacked(points, fields, n, sign);
      const to = stacked(points, fields, n + 1, sign);
      return {
        label: t(MOVEMENT_NAMES[field]),
        scale: 'mrr',
        fill: colour(`--move-${field}`),
        // A thin line in the panel's colour between segments: neighbours never merge.
        stroke: panel,
        width: 1,
        paths: uPlot.paths.bars!({
          size: [0.7, 60],
          disp: { y0: { unit: 1, values: () => from }, y1: { unit: 1, values: () => to } },
        }),
        // Losses read as losses: "−$10.00".
        value: (_u, _v, _s, i) => shownAt(i, (p) => (sign < 0 && p.amounts[field] ? `−${p.formatted[field]}` : p.formatted[field])),
      };
    };
    const top = stacked(points, GAINS, GAINS.length, 1);
    const bottom = stacked(points, LOSSES, LOSSES.length, -1);
    const nets = points.map((p) => p.net);
    const highest = Math.max(0, ...top, ...nets);
    const lowest = Math.min(0, ...bottom, ...nets);
    const axis = axisStyle(text);
    const plot = new uPlot(
      {
        width: plotWidth(el),
        height: CHART_HEIGHT,
        scales: {
          x: { time: false, range: () => [-0.5, last + 0.5] },
          // The stacks' own heights (uPlot would only see each segment's end), a little room above
          // and below; 0 to 1 when nothing moved.
          mrr: { range: () => (highest === lowest ? [0, 1] : [lowest * 1.1, highest * 1.1]) },
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
            scale: 'mrr',
            label: t('movements-axis', { currency }),
            labelSize: 18,
            size: valueAxisSize,
            values: (_u, splits) => moneyTicks(currency, splits),
          },
        ],
        series: [
          { label: t('chart-period'), value: (_u, _v, _s, i) => shownAt(i, (p) => longPeriod(p.period)) },
          ...GAINS.map((_, n) => segment(GAINS, n, 1)),
          ...LOSSES.map((_, n) => segment(LOSSES, n, -1)),
          {
            label: t('movement-net'),
            scale: 'mrr',
            stroke: colour('--move-net') || text,
            width: 2,
            points: { show: true, size: 6 },
            value: (_u, _v, _s, i) => shownAt(i, (p) => p.netFormatted),
          },
        ],
        legend: { live: true },
        cursor: { drag: { x: false, y: false } },
      },
      // Each segment's data is its top (where the pointer's dot goes); the bars draw from `disp`.
      [points.map((_, i) => i), ...GAINS.map((_, n) => stacked(points, GAINS, n + 1, 1)), ...LOSSES.map((_, n) => stacked(points, LOSSES, n + 1, -1)), nets],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: plotWidth(el), height: CHART_HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, unit, currency, locale]);
  // Left to right in every language, like the revenue chart.
  return <div class="chart" ref={box} role="img" aria-label={label} dir="ltr" />;
}
