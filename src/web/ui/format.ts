// How the dashboard writes values for people, in one style everywhere: amounts as the overview
// shows them (the API's `formatted`: Intl currency format in the browser's language, which the
// client sends as Accept-Language; the currency's own digits), dates and times in the bot's time
// zone as "30 Jun 2027" and "30 Jun 2027, 23:30" (English like the rest of the dashboard,
// day before month, 24-hour clock), plan lengths in words ("1 month", "1 year 6 months",
// "lifetime", "until 30 Jun 2027"), members by name with their id after it.

const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME = { ...DATE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const DATE_LOCALE = 'en-GB';

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let f = formats.get(key) as F | undefined;
  if (!f) {
    f = make();
    formats.set(key, f);
  }
  return f;
}

/** The browser's language: the locale the API formats the overview's amounts in. */
const browserLocale = () => (typeof navigator === 'undefined' ? 'en-US' : navigator.language || 'en-US');

/** An exact decimal amount as the API writes it ("1500" JPY, "9.99" USD) for people: "¥1,500",
 * "$9.99". The amount already has the currency's digits; they are kept as they are. */
export function formatAmount(amount: string, currency: string, locale = browserLocale()): string {
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

/** An instant's date and time in `zone`: "30 Jun 2027, 23:30". */
export function formatDateTime(iso: string, zone: string): string {
  return cached(`t\u0000${zone}`, () => new Intl.DateTimeFormat(DATE_LOCALE, { ...TIME, timeZone: zone })).format(new Date(iso));
}

/** An instant's date in `zone`: "30 Jun 2027". */
export function formatDate(iso: string, zone: string): string {
  return cached(`d\u0000${zone}`, () => new Intl.DateTimeFormat(DATE_LOCALE, { ...DATE, timeZone: zone })).format(new Date(iso));
}

/** A calendar date `YYYY-MM-DD` (no instant, no zone): "30 Jun 2027". */
export function formatCalendarDate(day: string): string {
  return formatDate(`${day}T00:00:00Z`, 'UTC');
}

const PERIOD = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?$/;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UNITS = ['year', 'month', 'week', 'day'] as const;

/** A plan length or trial as the API writes it (ISO 8601 period, `lifetime`, or an end date) in
 * words: "1 month", "7 days", "1 year 6 months", "lifetime", "until 30 Jun 2027". */
export function lengthInWords(length: string): string {
  if (length === 'lifetime') return 'lifetime';
  if (CALENDAR_DATE.test(length)) return `until ${formatCalendarDate(length)}`;
  const m = PERIOD.exec(length);
  if (!m || length === 'P') return length;
  const parts = UNITS.flatMap((unit, i) => {
    const n = Number(m[i + 1] ?? 0);
    return n ? [`${n} ${unit}${n === 1 ? '' : 's'}`] : [];
  });
  return parts.join(' ') || length;
}

/** What a member is called: first name and @username, or '' when the platform told us neither. */
export function memberName(m: { first_name: string | null; username: string | null } | null | undefined): string {
  if (!m) return '';
  return [m.first_name, m.username && `@${m.username}`].filter(Boolean).join(' ');
}

/** A rate between 0 and 1 (the API's 4 decimals) as a percentage: 0.3333 → "33.33%". */
export function formatPercent(rate: number): string {
  return cached('%', () => new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 })).format(rate);
}

/** The share of `members` that `n` is, as a whole percentage (a cohort's cell). */
export function percentOf(n: number, members: number): number {
  return Math.round((n / members) * 100);
}
