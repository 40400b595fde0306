// Plan lengths: parsing and canonicalising `plan_duration` (a period, "lifetime" or a
// fixed end date) and trial lengths (a period, or zero for no trial). Pure; messages
// complete a sentence that starts with the field name.

export type PlanLength = { kind: 'period'; years: number; months: number; days: number } | { kind: 'lifetime' } | { kind: 'until'; date: string };

export type PeriodLength = Extract<PlanLength, { kind: 'period' }>;

export type LengthResult<T> = { ok: true; value: T; canonical: string } | { ok: false; message: string };

export type TrialResult = { ok: true; value: PeriodLength | null; canonical: string | null } | { ok: false; message: string };

const MAX_DAYS = 36_500; // 100 years, counting a year as 365 days and a month as 30

const MSG_FORMAT = 'must be a length such as "P30D", "1 month" or "30", "lifetime", or an end date such as "2027-06-30"';
const MSG_TRIAL_FORMAT = 'must be a length such as "P7D", "1 week" or "7", or "0" for no trial';
const MSG_TRIAL_KIND = 'must be a length such as "P7D", "1 week" or "7"; a trial cannot be "lifetime" or an end date';
const MSG_TIME = 'must use only days, weeks, months and years (hours, minutes and seconds are not supported)';
const MSG_ZERO = 'must be longer than zero';
const MSG_NEGATIVE = 'must not be negative';
const MSG_MAX = 'must be at most 100 years';
const MSG_BAD_DATE = 'must be a real calendar date';

const ISO = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?$/;
const ISO_WITH_TIME = /^P(?:\d+[YMWD])*T/;
const WORDS = /^(\d+) (day|days|week|weeks|month|months|year|years)$/;
const BARE = /^\d+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DOTTED_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

interface RawPeriod {
  years: number;
  months: number;
  weeks: number;
  days: number;
}

type PeriodParse = { kind: 'period'; raw: RawPeriod } | { kind: 'error'; message: string } | { kind: 'none' };

/** Parses a number token: `0` or `[1-9][0-9]*`. Returns null for leading zeros and
 * Infinity for more than 6 digits (rejected later as too long). */
function parseCount(token: string | undefined): number | null {
  if (token === undefined) return 0;
  if (token.length > 1 && token.startsWith('0')) return null;
  if (token.length > 6) return Number.POSITIVE_INFINITY;
  return Number(token);
}

/** Recognises the period forms (ISO 8601, "<n> <unit>", bare days). */
function parsePeriodSyntax(text: string): PeriodParse {
  let tokens: [string | undefined, string | undefined, string | undefined, string | undefined];
  const iso = ISO.exec(text);
  if (iso !== null && text !== 'P') {
    tokens = [iso[1], iso[2], iso[3], iso[4]];
  } else if (ISO_WITH_TIME.test(text)) {
    return { kind: 'error', message: MSG_TIME };
  } else {
    const words = WORDS.exec(text);
    if (words !== null) {
      const unit = words[2]!.replace(/s$/, '');
      const n = words[1];
      tokens = [unit === 'year' ? n : undefined, unit === 'month' ? n : undefined, unit === 'week' ? n : undefined, unit === 'day' ? n : undefined];
    } else if (BARE.test(text)) {
      tokens = [undefined, undefined, undefined, text];
    } else {
      return { kind: 'none' };
    }
  }
  const [years, months, weeks, days] = tokens.map(parseCount);
  if (years == null || months == null || weeks == null || days == null) return { kind: 'none' };
  return { kind: 'period', raw: { years, months, weeks, days } };
}

/** Folds weeks into days and carries months into years; checks zero and maximum. */
function normalise(raw: RawPeriod): { ok: true; value: PeriodLength; zero: boolean } | { ok: false; message: string } {
  const years = raw.years + Math.floor(raw.months / 12);
  const months = raw.months % 12;
  const days = raw.days + raw.weeks * 7;
  const total = years * 365 + months * 30 + days;
  if (!Number.isFinite(total) || total > MAX_DAYS) return { ok: false, message: MSG_MAX };
  return { ok: true, value: { kind: 'period', years, months, days }, zero: total === 0 };
}

function canonicalPeriod(p: PeriodLength): string {
  return `P${p.years ? `${p.years}Y` : ''}${p.months ? `${p.months}M` : ''}${p.days ? `${p.days}D` : ''}`;
}

/** Matches either date form; returns the ISO date, 'invalid' or null (not a date). */
function parseDate(text: string): string | 'invalid' | null {
  const iso = ISO_DATE.exec(text);
  const dotted = iso === null ? DOTTED_DATE.exec(text) : null;
  let parts: [string, string, string];
  if (iso !== null) parts = [iso[1]!, iso[2]!, iso[3]!];
  else if (dotted !== null) parts = [dotted[3]!, dotted[2]!, dotted[1]!];
  else return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return 'invalid';
  return parts.join('-');
}

const THIRTY_DAYS = [4, 6, 9, 11];

/** Days in `month` (1–12) of `year` (proleptic Gregorian, any year). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return THIRTY_DAYS.includes(month) ? 30 : 31;
}

/** True when `text` is "-" followed by something that would otherwise be a period. */
function isNegativePeriod(text: string): boolean {
  return text.startsWith('-') && parsePeriodSyntax(text.slice(1)).kind === 'period';
}

/** Parses a plan's `plan_duration`. `today` is the current local date, `YYYY-MM-DD`. */
export function parsePlanDuration(text: string, options: { today: string }): LengthResult<PlanLength> {
  if (typeof text !== 'string') return { ok: false, message: MSG_FORMAT };
  if (text === 'lifetime') return { ok: true, value: { kind: 'lifetime' }, canonical: 'lifetime' };
  const date = parseDate(text);
  if (date === 'invalid') return { ok: false, message: MSG_BAD_DATE };
  if (date !== null) {
    if (date <= options.today) {
      return { ok: false, message: `must be a date after today (${options.today})` };
    }
    return { ok: true, value: { kind: 'until', date }, canonical: date };
  }
  const parsed = parsePeriodSyntax(text);
  if (parsed.kind === 'error') return { ok: false, message: parsed.message };
  if (parsed.kind === 'none') {
    return { ok: false, message: isNegativePeriod(text) ? MSG_ZERO : MSG_FORMAT };
  }
  const norm = normalise(parsed.raw);
  if (!norm.ok) return norm;
  if (norm.zero) return { ok: false, message: MSG_ZERO };
  return { ok: true, value: norm.value, canonical: canonicalPeriod(norm.value) };
}

/** Parses a trial length: a period, or a zero length meaning no trial (value null). */
export function parseTrial(text: string): TrialResult {
  if (typeof text !== 'string') return { ok: false, message: MSG_TRIAL_FORMAT };
  if (text === 'lifetime' || parseDate(text) !== null) return { ok: false, message: MSG_TRIAL_KIND };
  const parsed = parsePeriodSyntax(text);
  if (parsed.kind === 'error') return { ok: false, message: parsed.message };
  if (parsed.kind === 'none') {
    return { ok: false, message: isNegativePeriod(text) ? MSG_NEGATIVE : MSG_TRIAL_FORMAT };
  }
  const norm = normalise(parsed.raw);
  if (!norm.ok) return norm;
  if (norm.zero) return { ok: true, value: null, canonical: null };
  return { ok: true, value: norm.value, canonical: canonicalPeriod(norm.value) };
}

/** A `today` before every date: parsing checks syntax only (end dates are not compared). */
export const SYNTAX_ONLY = '0000-01-01';

/** Syntax-only check (no comparison with today), usable as a JSON-schema format. */
export function isPlanDurationText(text: string): boolean {
  return parsePlanDuration(text, { today: SYNTAX_ONLY }).ok;
}

/** Syntax-only check for trial lengths, usable as a JSON-schema format. */
export function isTrialText(text: string): boolean {
  return parseTrial(text).ok;
}
