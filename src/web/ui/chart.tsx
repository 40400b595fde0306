// Revenue per period as bars, with sales as a line on a second scale (uPlot: small and fast).
// Hovering shows the period's exact revenue (the API's `formatted`) and sales in the legend.
// The canvas is summarised for screen readers; the exact numbers are in the table below it.
import { useLayoutEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartPoint {
  period: string;
  revenue: number;
  formatted: string;
  sales: number;
}

export function RevenueChart({ points, label }: { points: ChartPoint[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  // Drawn in the same commit as the table under it, so both always show the same numbers.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const x = points.map((_, i) => i);
    const styles = getComputedStyle(el);
    const accent = styles.getPropertyValue('--accent').trim() || '#2563eb';
    const second = styles.getPropertyValue('--accent-2').trim() || '#d97706';
    const text = styles.getPropertyValue('--text').trim() || '#111';
    const axis = { stroke: text, grid: { stroke: 'rgba(127,127,127,0.2)' }, ticks: { stroke: 'rgba(127,127,127,0.4)' } };
    const plot = new uPlot(
      {
        width: el.clientWidth || 600,
        height: 260,
        scales: {
          x: { time: false },
          revenue: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
          sales: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
        },
        axes: [
          { ...axis, values: (_u, splits) => splits.map((i) => points[Math.round(i)]?.period ?? '') },
          { ...axis, scale: 'revenue', values: (_u, splits) => splits.map((v) => v.toLocaleString()) },
          { ...axis, scale: 'sales', side: 1, grid: { show: false } },
        ],
        series: [
          { label: 'Period', value: (_u, i) => (i === null ? '' : (points[Math.round(i)]?.period ?? '')) },
          {
            label: 'Revenue',
            scale: 'revenue',
            stroke: accent,
            fill: `${accent}55`,
            paths: uPlot.paths.bars!({ size: [0.7, 60] }),
            value: (_u, _v, _s, i) => (i === null ? '' : (points[i]?.formatted ?? '')),
          },
          { label: 'Sales', scale: 'sales', stroke: second, width: 2, value: (_u, v) => (v === null ? '' : String(v)) },
        ],
        legend: { live: true },
        cursor: { drag: { x: false, y: false } },
      },
      [x, points.map((p) => p.revenue), points.map((p) => p.sales)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: 260 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points]);
  return <div class="chart" ref={box} role="img" aria-label={label} />;
}
