// Calendar arithmetic on instants in a time zone: "a month after 31 January" is the end of
// February, as plan lengths already read; the wall-clock time of day is kept across DST changes.
import { daysInMonth, type PlanLength, type PeriodLength } from './duration.js';
import { DAY_MS } from './units.js';
import { offsetAt, startOfLocalDay } from './zone.js';

/** The instant whose wall clock in `tz` reads `wall` (a local date-time written as UTC ms); a
 * wall time skipped by a DST gap moves forward by the gap. */
function instantOfWall(wall: number, tz: string): number {
  let t = wall - offsetAt(wall, tz);
  t = wall - offsetAt(t, tz);
  return t;
}

/** `ms` plus `length` (years and months first, the day clamped to the month's end, then days),
 * computed on the wall clock of `tz`. */
export function addPeriod(ms: number, length: PeriodLength, tz: string): number {
  const wall = new Date(ms + offsetAt(ms, tz));
  const months = wall.getUTCMonth() + length.months + 12 * length.years;
  const year = wall.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const day = Math.min(wall.getUTCDate(), daysInMonth(year, month + 1));
  const shifted = Date.UTC(year, month, day, wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds(), wall.getUTCMilliseconds());
  return instantOfWall(shifted + length.days * DAY_MS, tz);
}

/** When access bought at `startMs` for `length` ends: a period later; never (null) for
 * lifetime; the start of the day after a fixed end date, in `tz`. */
export function accessEnd(startMs: number, length: PlanLength, tz: string): number | null {
  if (length.kind === 'lifetime') return null;
  if (length.kind === 'until') {
    const [y, m, d] = length.date.split('-').map(Number) as [number, number, number];
    return startOfLocalDay(y, m, d + 1, tz);
  }
  return addPeriod(startMs, length, tz);
}
