// IANA time-zone primitives: zone-name validation, the local calendar date of an
// instant, zone offsets, and the first instant of a local day. Pure; uses only Intl
// and Date. Instants are epoch milliseconds (UTC).
import { DAY_MS } from './units.js';

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;
const MAX_CACHE = 1000;

const validity = new Map<string, boolean>();
const formatters = new Map<string, Intl.DateTimeFormat>();

/** True for IANA zone names that Intl accepts (e.g. `UTC`, `Europe/Berlin`); false for
 * unknown names, offsets such as `+05:00`, and names with surrounding whitespace. */
export function isValidTimeZone(tz: string): boolean {
  if (typeof tz !== 'string') return false;
  const cached = validity.get(tz);
  if (cached !== undefined) return cached;
  let ok = ZONE_NAME.test(tz);
  if (ok) {
    try {
      formatterFor(tz);
    } catch {
      ok = false;
    }
  }
  if (validity.size >= MAX_CACHE) validity.clear();
  validity.set(tz, ok);
  return ok;
}

function formatterFor(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size >= MAX_CACHE) formatters.clear();
    formatters.set(tz, f);
  }
  return f;
}

/** Date.UTC that also works for years 0..99 (which Date.UTC maps to 1900..1999). */
export function utcMs(year: number, month: number, day: number, h = 0, mi = 0, s = 0): number {
  if (year >= 100 || year < 0) return Date.UTC(year, month - 1, day, h, mi, s);
  const d = new Date(Date.UTC(2000, month - 1, day, h, mi, s));
  d.setUTCFullYear(d.getUTCFullYear() - 2000 + year);
  return d.getTime();
}

/** The date of a UTC ms value as `{year, month, day}` (proleptic Gregorian). */
export function utcDate(ms: number): LocalDate {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const FORMATTED = /^(\d+)\/(\d+)\/(\d+) (AD|BC), (\d+):(\d+):(\d+)$/;

/** Local wall-clock fields of `ms` in `tz`, expressed as if they were a UTC instant
 * (whole seconds). */
function wallClockMs(ms: number, tz: string): number {
  const f = formatterFor(tz);
  const m = FORMATTED.exec(f.format(ms));
  let year: number, month: number, day: number, h: number, mi: number, s: number;
  if (m !== null) {
    year = Number(m[3]);
    if (m[4] === 'BC') year = 1 - year;
    month = Number(m[1]);
    day = Number(m[2]);
    h = Number(m[5]);
    mi = Number(m[6]);
    s = Number(m[7]);
  } else {
    const p = partsOf(ms, tz);
    year = p.year;
    month = p.month;
    day = p.day;
    h = p.hour;
    mi = p.minute;
    s = p.second;
  }
  return utcMs(year, month, day, h === 24 ? 0 : h, mi, s);
}

function partsOf(ms: number, tz: string) {
  const out = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  let bc = false;
  for (const part of formatterFor(tz).formatToParts(ms)) {
    if (part.type === 'era') bc = part.value === 'BC' || part.value === 'B';
    else if (part.type in out) out[part.type as keyof typeof out] = Number(part.value);
  }
  if (bc) out.year = 1 - out.year;
  if (out.hour === 24) out.hour = 0;
  return out;
}

/** Offset of `tz` from UTC at instant `ms`, in milliseconds (local = UTC + offset). */
export function offsetAt(ms: number, tz: string): number {
  // The default zone needs no Intl call (imports compute millions of ends in it).
  if (tz === 'UTC') return 0;
  const floored = ms - (((ms % 1000) + 1000) % 1000);
  return wallClockMs(floored, tz) - floored;
}

/** Local calendar date of instant `ms` in `tz`. */
export function localDate(ms: number, tz: string): LocalDate {
  const p = partsOf(ms, tz);
  return { year: p.year, month: p.month, day: p.day };
}

export function pad(n: number, width: number): string {
  const s = String(Math.abs(n)).padStart(width, '0');
  return n < 0 ? `-${s}` : s;
}

export function formatDate(d: LocalDate): string {
  return `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;
}

/** Today's local date in `tz` at `nowMs`, as `YYYY-MM-DD`. */
export function todayIn(tz: string, nowMs: number): string {
  return formatDate(localDate(nowMs, tz));
}

type OffsetFn = (ms: number) => number;

/** An offset lookup for one zone, memoised for the lifetime of the returned function. */
export function offsetLookup(tz: string): OffsetFn {
  const memo = new Map<number, number>();
  return (ms) => {
    let o = memo.get(ms);
    if (o === undefined) {
      o = offsetAt(ms, tz);
      memo.set(ms, o);
    }
    return o;
  };
}

/** First instant whose local date is the given (already normalised) local midnight
 * `wall` (a local date-time written as a UTC ms value). Assumes at most one offset
 * transition within a day either side, as Temporal does. */
export function firstInstantOfWallDay(wall: number, offset: OffsetFn): number {
  const before = offset(wall - DAY_MS);
  const after = offset(wall + DAY_MS);
  if (before === after) return wall - before;
  const candidates: number[] = [];
  for (const o of [before, after]) {
    const t = wall - o;
    if (offset(t) === o) candidates.push(t);
  }
  if (candidates.length > 0) return Math.min(...candidates);
  // Local midnight was skipped: the day starts at the transition, i.e. the first
  // instant whose wall clock is at or after midnight.
  let lo = wall - Math.max(before, after); // wall clock before midnight here
  let hi = wall - Math.min(before, after); // wall clock at/after midnight here
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (mid + offset(mid) >= wall) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The first instant whose local date in `tz` is year-month-day (normally local
 * midnight; where midnight is skipped, the first instant that exists; for a day
 * skipped entirely, the start of the next existing day). Month and day may overflow
 * (month 13, day 0) and are normalised like Date.UTC. */
export function startOfLocalDay(year: number, month: number, day: number, tz: string): number {
  return firstInstantOfWallDay(utcMs(year, month, day), offsetLookup(tz));
}
