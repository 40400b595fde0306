// How the dashboard writes values for people, in one style everywhere and in the reader's locale
// (src/web/i18n.ts): amounts as the overview shows them (the API's `formatted`: Intl currency format
// in the active locale, which the client sends as Accept-Language; the currency's own digits),
// dates and times in the bot's time zone (English: "30 Jun 2027" and "30 Jun 2027, 23:30", day
// before month, 24-hour clock; other locales as Intl writes them, always on the Gregorian calendar
// the API's periods are counted in), plan lengths in words ("1 month", "1 year 6 months",
// "lifetime", "until 30 Jun 2027"), members by name with their id after it.
import { currentLocale, intlLocale, t } from '../i18n.js';

const DATE = { day: 'numeric', month: 'short', year: 'numeric', calendar: 'gregory' } as const;
const TIME = { ...DATE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** The tag dates are written with: English day before month (en-GB), as the dashboard always has. */
export const dateLocale = (): string => (currentLocale() === 'en' ? 'en-GB' : intlLocale());

type Format = Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat;
const formats = new Map<string, Format>();
function cached<F extends Format>(key: string, make: () => F): F {
  let f = formats.get(key) as F | undefined;
  if (!f) {
    f = make();
    formats.set(key, f);
  }
  return f;
}

/** An exact decimal amount as the API writes it ("1500" JPY, "9.99" USD) for people: "¥1,500",
 * "$9.99". The amount already has the currency's digits; they are kept as they are, and the decimal
 * string goes to Intl as it is (never through a float). */
export function formatAmount(amount: string, currency: string, locale = intlLocale()): string {
  const digits = amount.split('.')[1]?.length ?? 0;
  try {
    const f = cached(
      `n\u0000${locale}\u0000${currency}\u0000${digits}`,
      () => new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }),
    );
    return f.format(amount as Intl.StringNumericLiteral);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** A count for people: "1,234" (the locale's digits and grouping). */
export function formatNumber(n: number): string {
  const locale = intlLocale();
  return cached(`#\u0000${locale}`, () => new Intl.NumberFormat(locale)).format(n);
}

/** A duration for people: "120 ms". */
export function formatMilliseconds(ms: number): string {
  const locale = intlLocale();
  return cached(`ms\u0000${locale}`, () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond' })).format(ms);
}

/** An instant's date and time in `zone`: "30 Jun 2027, 23:30". */
export function formatDateTime(iso: string, zone: string): string {
  const locale = dateLocale();
  return cached(`t\u0000${locale}\u0000${zone}`, () => new Intl.DateTimeFormat(locale, { ...TIME, timeZone: zone })).format(new Date(iso));
}

/** An instant's date in `zone`: "30 Jun 2027". */
export function formatDate(iso: string, zone: string): string {
  const locale = dateLocale();
  return cached(`d\u0000${locale}\u0000${zone}`, () => new Intl.DateTimeFormat(locale, { ...DATE, timeZone: zone })).format(new Date(iso));
}

/** A calendar date `YYYY-MM-DD` (no instant, no zone): "30 Jun 2027". */
export function formatCalendarDate(day: string): string {
  return formatDate(`${day}T00:00:00Z`, 'UTC');
}

/** "A, B and C" in the reader's language. */
export function andList(items: string[]): string {
  const locale = dateLocale();
  return cached(`and\u0000${locale}`, () => new Intl.ListFormat(locale, { type: 'conjunction' })).format(items);
}

/** What separates the items of a list of values ("recurring, code only"). */
export const separator = (): string => t('list-separator');

const PERIOD = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?$/;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UNITS = ['length-years', 'length-months', 'length-weeks', 'length-days'] as const;

/** A plan length or trial as the API writes it (ISO 8601 period, `lifetime`, or an end date) in
 * words: "1 month", "7 days", "1 year 6 months", "lifetime", "until 30 Jun 2027". */
export function lengthInWords(length: string): string {
  if (length === 'lifetime') return t('length-lifetime');
  if (CALENDAR_DATE.test(length)) return t('length-until', { date: formatCalendarDate(length) });
  const m = PERIOD.exec(length);
  if (!m || length === 'P') return length;
  const parts = UNITS.flatMap((unit, i) => {
    const n = Number(m[i + 1] ?? 0);
    return n ? [t(unit, { count: n })] : [];
  });
  if (!parts.length) return length;
  const locale = intlLocale();
  return cached(`u\u0000${locale}`, () => new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' })).format(parts);
}

/** What a member is called: first name and @username, or '' when the platform told us neither. */
export function memberName(m: { first_name: string | null; username: string | null } | null | undefined): string {
  if (!m) return '';
  return [m.first_name, m.username && `@${m.username}`].filter(Boolean).join(' ');
}

/** A rate between 0 and 1 (the API's 4 decimals) as a percentage: 0.3333 → "33.33%". */
export function formatPercent(rate: number): string {
  const locale = intlLocale();
  return cached(`%\u0000${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })).format(rate);
}

/** The share of `members` that `n` is, as a whole percentage (a cohort's cell). */
export function percentOf(n: number, members: number): number {
  return Math.round((n / members) * 100);
}
