// The bot's time zone (GET /settings `timezone`) for every day, date and filter the dashboard
// shows or sends, never the browser's: the Orders screen's day is the day orders/count counts.
// The day's bounds come from the same function the service buckets periods with
// (src/time/zone.ts, Intl offsets only), so the two can never disagree, even on a day whose
// midnight a DST change skips.
import { offsetAt, startOfLocalDay } from '../../time/zone.js';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

function dateParts(day: string): [number, number, number] {
  const m = DATE.exec(day);
  if (!m) throw new RangeError(`not a date: ${JSON.stringify(day)}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** The instant (ISO 8601, UTC) the wall-clock date `YYYY-MM-DD` begins in `zone`: its local
 * midnight, or the first instant of the day where midnight does not exist. */
export function dayStart(day: string, zone: string): string {
  const [y, m, d] = dateParts(day);
  return new Date(startOfLocalDay(y, m, d, zone)).toISOString();
}

/** The instant the day after `day` begins in `zone`: the end (exclusive) of `day`. */
export function dayEnd(day: string, zone: string): string {
  const [y, m, d] = dateParts(day);
  return new Date(startOfLocalDay(y, m, d + 1, zone)).toISOString();
}

/** A wall-clock time in `zone` (a datetime-local input's `YYYY-MM-DDTHH:mm`) as an instant. A
 * time that a DST change skips is read with the offset before the change, as Temporal does. */
export function wallTimeInstant(local: string, zone: string): string {
  const m = WALL.exec(local);
  if (!m) throw new RangeError(`not a date and time: ${JSON.stringify(local)}`);
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  const guess = wall - offsetAt(wall, zone);
  const offset = offsetAt(guess, zone);
  const instant = wall - offset;
  // In a gap neither offset reproduces the wall clock: take the earlier offset's reading.
  return new Date(offsetAt(instant, zone) === offset ? instant : wall - Math.min(offset, offsetAt(wall, zone))).toISOString();
}
