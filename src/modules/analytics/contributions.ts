// What one member adds to a bot's analytics in its time zone (SPEC §17), from their history: the
// movements of each calendar period their MRR changed in, their cohort and the month-ends they
// paid at. The keeper adds a member's new contributions and takes away their old ones, so the
// bot's totals are the sums over members without reading any member again.
import { type IntervalUnit, type Period, periodOf } from '../../time/periods.js';
import { entryOf } from '../common/maps.js';
import type { MemberHistory, Step } from './history.js';

export const UNITS: readonly IntervalUnit[] = ['day', 'month', 'year'];

export interface Movement {
  new: number;
  reactivation: number;
  expansion: number;
  contraction: number;
  churned: number;
  new_members: number;
  churned_members: number;
  reactivated_members: number;
}

export const MOVEMENT_FIELDS = ['new', 'reactivation', 'expansion', 'contraction', 'churned', 'new_members', 'churned_members', 'reactivated_members'] as const;

/** Movements by `${unit} ${currency}`, then by the period's start (numbers: a rebuild at 1M
 * orders adds ~5M of them, and text keys made per step were most of its time here). */
export type Movements = Map<string, Map<number, Movement & { period: string }>>;

const DAY_MS = 86_400_000;
/** Periods by unit, zone and UTC day: a UTC day meets at most two local days (and so at most two
 * periods of any unit), so a history of years is converted a few thousand times, not per step. */
const periodMemo = new Map<string, Map<number, Period[]>>();
/** Days remembered per unit and zone before they are forgotten (~270 years of days). */
const MEMO_DAYS = 100_000;

/** The period holding `ms`, remembered by the UTC day it falls in. */
function periodAt(unit: IntervalUnit, ms: number, tz: string): Period {
  return periodIn(
    entryOf(periodMemo, unit + tz, () => new Map<number, Period[]>()),
    unit,
    ms,
    tz,
  );
}

/** The same, with the unit's and zone's memo (`days`) looked up once by the caller. */
function periodIn(days: Map<number, Period[]>, unit: IntervalUnit, ms: number, tz: string): Period {
  const day = Math.floor(ms / DAY_MS);
  const known = days.get(day);
  if (known) for (const p of known) if (p.start <= ms && ms < p.end) return p;
  const period = periodOf(unit, ms, tz);
  if (days.size >= MEMO_DAYS) days.clear();
  if (known) known.push(period);
  else days.set(day, [period]);
  return period;
}

/** The month holding `ms`, as a number (year × 12 + month − 1): cohorts and their month-ends are
 * counted in these. */
export function monthIndex(ms: number, tz: string): number {
  const label = periodAt('month', ms, tz).label;
  return Number(label.slice(0, -3)) * 12 + Number(label.slice(-2)) - 1;
}

/** "2026-03" for a month number. */
export const monthLabel = (index: number): string => `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The member's MRR at instant t (every step at or before t applied), from one currency's steps
 * in time order: a binary search, as a member of years has hundreds of steps. */
function valueAt(steps: readonly Step[], t: number): number {
  let lo = 0;
  let hi = steps.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (steps[mid]!.at <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? 0 : steps[lo - 1]!.mrr;
}

/** The movements the member makes: for each period (a, b] holding one of their steps, their MRR
 * at its start and end compared (a step at an instant counts at that instant, so a step exactly at
 * a period's start belongs to the period before). */
export function movementsOf(history: MemberHistory, tz: string, into: Movements, sign: 1 | -1): void {
  const byCurrency = new Map<string, Step[]>();
  for (const s of history.steps) {
    const list = byCurrency.get(s.currency);
    if (list) list.push(s);
    else byCurrency.set(s.currency, [s]);
  }
  for (const [currency, steps] of byCurrency) {
    for (const unit of UNITS) {
      const days = entryOf(periodMemo, unit + tz, () => new Map<number, Period[]>());
      const periods = entryOf(into, `${unit} ${currency}`, () => new Map<number, Movement & { period: string }>());
      // Steps in time order: each period is met in one run of them.
      let last = Number.NaN;
      for (const step of steps) {
        const period = periodIn(days, unit, step.at - 1, tz);
        if (period.start === last) continue;
        last = period.start;
        const before = valueAt(steps, period.start);
        const after = valueAt(steps, period.end);
        if (before === after) continue;
        let m = periods.get(period.start);
        if (!m) {
          m = {
            period: period.label,
            new: 0,
            reactivation: 0,
            expansion: 0,
            contraction: 0,
            churned: 0,
            new_members: 0,
            churned_members: 0,
            reactivated_members: 0,
          };
          periods.set(period.start, m);
        }
        if (before === 0) {
          // New: no paid access in any currency up to the period's start; else a return.
          if (history.firstPositiveAt !== null && history.firstPositiveAt <= period.start) {
            m.reactivation += sign * after;
            m.reactivated_members += sign;
          } else {
            m.new += sign * after;
            m.new_members += sign;
          }
        } else if (after === 0) {
          m.churned += sign * before;
          m.churned_members += sign;
        } else if (after > before) m.expansion += sign * (after - before);
        else m.contraction += sign * (before - after);
      }
    }
  }
}

/** Cohort cells by `${cohort} ${month}`: members (on the cohort's own month) and the change in
 * how many of them pay at that month's end. */
export type CohortCells = Map<string, { members: number; retained: number }>;

/** The runs of the member's paying in any currency: [start, end) with end null while it lasts. */
export function payingRuns(steps: readonly Step[]): { start: number; end: number | null }[] {
  const runs: { start: number; end: number | null }[] = [];
  const current = new Map<string, number>();
  let positive = false;
  const ordered = [...steps].sort((a, b) => a.at - b.at);
  for (let i = 0; i < ordered.length; i++) {
    const step = ordered[i]!;
    current.set(step.currency, step.mrr);
    // All steps at one instant apply together.
    if (i + 1 < ordered.length && ordered[i + 1]!.at === step.at) continue;
    const now = [...current.values()].some((v) => v > 0);
    if (now && !positive) runs.push({ start: step.at, end: null });
    if (!now && positive) runs[runs.length - 1]!.end = step.at;
    positive = now;
  }
  return runs;
}

export function cohortOf(history: MemberHistory, tz: string, into: CohortCells, sign: 1 | -1): void {
  if (history.firstPaidAt === null) return;
  const cohort = monthIndex(history.firstPaidAt, tz);
  const add = (month: number, members: number, retained: number) => {
    const key = `${cohort} ${month}`;
    const cell = into.get(key) ?? { members: 0, retained: 0 };
    cell.members += sign * members;
    cell.retained += sign * retained;
    into.set(key, cell);
  };
  add(cohort, 1, 0);
  // Paying at a month's end E (steps at E applied) ⇔ E in [start, end): from the month holding
  // start − 1 up to the month before the one holding end − 1.
  for (const run of payingRuns(history.steps)) {
    const first = monthIndex(run.start - 1, tz);
    const stop = run.end === null ? null : monthIndex(run.end - 1, tz);
    if (stop === first) continue;
    add(first, 0, 1);
    if (stop !== null) add(stop, 0, -1);
  }
}
