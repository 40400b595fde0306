// What the bot says to one reader: the catalogues' messages in their locale, and the one
// locale-aware formatting of days (in the bot's time zone), amounts, lengths and lists. One Words
// per locale and zone, kept: Intl formatters cost far more to build than to use.
import type { PlanRow } from '../db/schema.js';
import { currencyDigits, formatDecimalAmount } from '../money/index.js';
import type { Locale } from '../i18n/locales.js';
import type { Args, Catalogues } from './catalogues.js';

export interface Words {
  readonly locale: Locale;
  /** Message `id` of the catalogue with `args`. */
  t(id: string, args?: Args): string;
  /** A day as people read it in the bot's zone ("23 Dec 2026"); null: lifetime access. */
  day(ms: number | null): string;
  /** An exact decimal amount: "250 ⭐" for Stars, "9.99 USD" otherwise, digits as the locale writes them. */
  amount(decimal: string, currency: string): string;
  /** A plan's price. */
  price(plan: Pick<PlanRow, 'plan_price_minor' | 'plan_currency'>): string;
  /** A plan's length: "1 month", "1 year 6 months", "for life", "until 30 Jun 2027". */
  length(duration: string): string;
  /** A length of time to the minute: "45 s", "1 minute", "2 h 30 min". */
  duration(seconds: number): string;
  /** A share: "12.5%" (one decimal by default), "20%". */
  percent(rate: number, decimals?: 0 | 1): string;
  /** Names joined as the locale lists them ("A, B, and C"). */
  list(names: string[]): string;
}

/** The Intl locale of each catalogue, where it differs: en's days read as they always did ("23 Dec 2026"). */
const DATE_TAG: Partial<Record<Locale, string>> = { en: 'en-GB' };

/** A canonical period (plans/schemas.ts): "P1M", "P1Y6M", "P30D". */
const PERIOD = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The Intl formatters of one locale and zone, shared by every bot of the process: an Intl object
 * costs far more to build (and to keep: ICU data per instance) than to use, and ten thousand bots
 * speaking twelve languages need no more of them than one bot does. Each is built at its first use. */
interface Formats {
  days: Intl.DateTimeFormat;
  number(places: number): Intl.NumberFormat;
  percent(decimals: 0 | 1): Intl.NumberFormat;
  names: Intl.ListFormat;
  units: Intl.ListFormat;
}

const formatsMade = new Map<string, Formats>();

function formatsOf(locale: Locale, timezone: string): Formats {
  const key = `${locale}\u0000${timezone}`;
  let formats = formatsMade.get(key);
  if (formats) return formats;
  const tag = DATE_TAG[locale] ?? locale;
  const numbers = new Map<number, Intl.NumberFormat>();
  const percents: Intl.NumberFormat[] = [];
  let days: Intl.DateTimeFormat | undefined;
  let names: Intl.ListFormat | undefined;
  let units: Intl.ListFormat | undefined;
  formats = {
    get days() {
      days ??= new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: timezone });
      return days;
    },
    number(places) {
      let format = numbers.get(places);
      if (!format) {
        format = new Intl.NumberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: places, useGrouping: 'min2' });
        numbers.set(places, format);
      }
      return format;
    },
    percent(d) {
      percents[d] ??= new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: d, maximumFractionDigits: d });
      return percents[d];
    },
    get names() {
      names ??= new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' });
      return names;
    },
    get units() {
      units ??= new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' });
      return units;
    },
  };
  formatsMade.set(key, formats);
  return formats;
}

function createWords(catalogues: Catalogues, locale: Locale, timezone: string): Words {
  const t = (id: string, args?: Args) => catalogues.render(locale, id, args);
  const f = formatsOf(locale, timezone);

  function decimal(text: string, digits: number): string {
    // Never fewer digits than the currency has, nor fewer than the exact amount holds.
    const given = text.split('.')[1]?.length ?? 0;
    return f.number(Math.max(digits, given)).format(text as Intl.StringNumericLiteral);
  }

  const amount = (text: string, currency: string) =>
    currency === 'XTR' ? `${decimal(text, 0)} ⭐` : `${decimal(text, currencyDigits(currency) ?? 2)} ${currency}`;

  return {
    locale,
    t,
    day: (ms) => (ms === null ? t('day-never') : f.days.format(ms)),
    amount,
    price: (plan) => amount(formatDecimalAmount(BigInt(plan.plan_price_minor), plan.plan_currency), plan.plan_currency),
    length(duration) {
      if (duration === 'lifetime') return t('length-life');
      // A calendar date (a plan that runs until a day) is the same day everywhere: read in UTC.
      if (DATE.test(duration)) return t('length-until', { date: formatsOf(locale, 'UTC').days.format(Date.parse(`${duration}T00:00:00Z`)) });
      const period = PERIOD.exec(duration);
      if (!period) return t('length-until', { date: duration });
      const parts = (['length-years', 'length-months', 'length-days'] as const).flatMap((id, i) => {
        const n = Number(period[i + 1] ?? 0);
        return n ? [t(id, { n })] : [];
      });
      return parts.length ? f.units.format(parts) : duration;
    },
    duration(seconds) {
      if (seconds < 60) return t('duration-seconds', { n: seconds });
      const all = Math.round(seconds / 60);
      if (all < 60) return t('duration-minutes', { n: all });
      const h = Math.floor(all / 60);
      const m = all % 60;
      return m === 0 ? t('duration-hours', { h }) : t('duration-hours-minutes', { h, m });
    },
    percent: (rate, decimals = 1) => f.percent(decimals).format(rate),
    list: (items) => f.names.format(items),
  };
}

/** Words per catalogue set, locale and zone, made once each. */
export function wordsCache(catalogues: Catalogues) {
  const made = new Map<string, Words>();
  return (locale: Locale, timezone: string): Words => {
    const key = `${locale}\u0000${timezone}`;
    let words = made.get(key);
    if (!words) {
      words = createWords(catalogues, locale, timezone);
      made.set(key, words);
    }
    return words;
  };
}

export type WordsOf = ReturnType<typeof wordsCache>;
