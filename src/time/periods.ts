// Calendar periods (days, months, years) in an IANA time zone: the N most recent
// periods up to and including the one containing "now", as contiguous [start, end)
// ranges of epoch milliseconds. Pure; zone arithmetic lives in ./zone.ts.

import { MAX_INTERVAL_COUNT } from '../limits.js';
import { firstInstantOfWallDay, localDate, offsetLookup, pad, utcDate, utcMs, type LocalDate } from './zone.js';

export type IntervalUnit = 'day' | 'month' | 'year';

export interface Period {
  /** `YYYY-MM-DD` (day), `YYYY-MM` (month) or `YYYY` (year). */
  label: string;
  /** First instant of the period (inclusive), epoch ms. */
  start: number;
  /** First instant of the next period (exclusive), epoch ms. */
  end: number;
}

function labelOf(unit: IntervalUnit, d: LocalDate): string {
  if (unit === 'year') return pad(d.year, 4);
  if (unit === 'month') return `${pad(d.year, 4)}-${pad(d.month, 2)}`;
  return `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;
}

/** Local midnight (as a UTC-written wall-clock value) of the i-th period boundary
 * counted from the period whose first day is `anchor`. */
function boundaryWall(unit: IntervalUnit, anchor: LocalDate, i: number): number {
  if (unit === 'day') return utcMs(anchor.year, anchor.month, anchor.day + i);
  if (unit === 'month') return utcMs(anchor.year, anchor.month + i, 1);
  return utcMs(anchor.year + i, 1, 1);
}

const MAX_MEMO = 1000;
const memo = new Map<string, readonly Period[]>();

/**
 * The `count` (1..1000) most recent calendar periods of `unit` in `tz`, oldest first,
 * ending with the period that contains `nowMs`. Periods are contiguous: each `end`
 * equals the next `start`. A local day skipped entirely (Pacific/Apia 2011-12-30)
 * yields an empty period. Remembered until the current period ends (the same window
 * is asked for again and again), so the result is frozen: never mutate it.
 */
export function recentPeriods(unit: IntervalUnit, count: number, tz: string, nowMs: number): readonly Period[] {
  const key = `${unit}|${count}|${tz}`;
  const known = memo.get(key);
  const current = known?.[known.length - 1];
  if (current && current.start <= nowMs && nowMs < current.end) return known;
  const periods = Object.freeze(computePeriods(unit, count, tz, nowMs).map((p) => Object.freeze(p)));
  if (memo.size >= MAX_MEMO) memo.clear();
  memo.set(key, periods);
  return periods;
}

function computePeriods(unit: IntervalUnit, count: number, tz: string, nowMs: number): Period[] {
  if (!Number.isInteger(count) || count < 1 || count > MAX_INTERVAL_COUNT) {
    throw new RangeError(`count must be an integer from 1 to ${MAX_INTERVAL_COUNT}`);
  }
  if (!Number.isFinite(nowMs)) throw new RangeError('nowMs must be a finite number');
  if (unit !== 'day' && unit !== 'month' && unit !== 'year') {
    throw new RangeError(`unknown interval unit: ${String(unit)}`);
  }
  const offset = offsetLookup(tz);
  const today = localDate(nowMs, tz);
  let current: LocalDate = unit === 'day' ? today : unit === 'month' ? { ...today, day: 1 } : { year: today.year, month: 1, day: 1 };

  // Normally the current period is the one labelled with today's date. Where a
  // backward transition crosses midnight, "now" can lie after the first instant of
  // the next local day; move forward until the current period contains nowMs.
  let currentEnd = firstInstantOfWallDay(boundaryWall(unit, current, 1), offset);
  for (let guard = 0; nowMs >= currentEnd && guard < 3; guard++) {
    current = utcDate(boundaryWall(unit, current, 1));
    currentEnd = firstInstantOfWallDay(boundaryWall(unit, current, 1), offset);
  }

  const periods: Period[] = new Array<Period>(count);
  let end = currentEnd;
  for (let i = 0; i < count; i++) {
    const k = -i; // boundary index of this period's start, relative to `current`
    const wall = boundaryWall(unit, current, k);
    const start = firstInstantOfWallDay(wall, offset);
    periods[count - 1 - i] = { label: labelOf(unit, utcDate(wall)), start, end };
    end = start;
  }
  return periods;
}

/** The calendar period of `unit` in `tz` that contains the instant `ms`, bounded as recentPeriods
 * bounds it (the same boundaries, whatever the offset changes around them). */
export function periodOf(unit: IntervalUnit, ms: number, tz: string): Period {
  const offset = offsetLookup(tz);
  const date = localDate(ms, tz);
  let current: LocalDate = unit === 'day' ? date : unit === 'month' ? { ...date, day: 1 } : { year: date.year, month: 1, day: 1 };
  let start = firstInstantOfWallDay(boundaryWall(unit, current, 0), offset);
  let end = firstInstantOfWallDay(boundaryWall(unit, current, 1), offset);
  // Around a backward transition across midnight the local date and the boundaries disagree by a
  // period: step until the period holds the instant.
  for (let guard = 0; guard < 3 && (ms < start || ms >= end); guard++) {
    current = utcDate(boundaryWall(unit, current, ms < start ? -1 : 1));
    start = firstInstantOfWallDay(boundaryWall(unit, current, 0), offset);
    end = firstInstantOfWallDay(boundaryWall(unit, current, 1), offset);
  }
  return { label: labelOf(unit, current), start, end };
}
