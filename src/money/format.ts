// Owns people-facing money text (Intl, ISO digits win over CLDR) and Accept-Language → locale resolution.
import { currencyDigits } from './currencies.js';
import { formatDecimalAmount } from './decimal.js';

export const DEFAULT_LOCALE = 'en-US';

const MAX_CACHED_FORMATTERS = 1000;
/** Texts remembered per formatter: a pure function's results, bounded (cleared when full). */
const MAX_TEXTS_PER_FORMATTER = 4096;

interface Formatter {
  format: Intl.NumberFormat;
  texts: Map<string, string>;
}

const formatters = new Map<string, Formatter>();

function formatterFor(locale: string, currency: string): Formatter {
  const key = `${locale}\u0000${currency}`;
  let f = formatters.get(key);
  if (!f) {
    const digits = currencyDigits(currency);
    if (digits === undefined) throw new RangeError(`unknown currency ${JSON.stringify(String(currency))}`);
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    f = { format, texts: new Map() };
    if (formatters.size >= MAX_CACHED_FORMATTERS) formatters.clear();
    formatters.set(key, f);
  }
  return f;
}

/**
 * Formats an exact decimal amount (as formatDecimalAmount writes it) for people, e.g. "1234.50"
 * USD → "$1,234.50". The decimal string goes to Intl (NumberFormat v3), so no precision is lost
 * above 2^53. The same amounts recur (empty periods, common prices): each text is made once per
 * locale and currency. Throws RangeError on an unknown currency or a malformed locale.
 */
export function formatDecimalMoney(decimal: string, currency: string, locale: string = DEFAULT_LOCALE): string {
  const { format, texts } = formatterFor(locale, currency);
  let text = texts.get(decimal);
  if (text === undefined) {
    text = format.format(decimal as Intl.StringNumericLiteral);
    if (texts.size >= MAX_TEXTS_PER_FORMATTER) texts.clear();
    texts.set(decimal, text);
  }
  return text;
}

/** Formats minor units for people, e.g. 123450n USD → "$1,234.50" (see formatDecimalMoney). */
export function formatMoney(minor: bigint, currency: string, locale: string = DEFAULT_LOCALE): string {
  return formatDecimalMoney(formatDecimalAmount(minor, currency), currency, locale);
}

const MAX_HEADER_LENGTH = 256;
const MAX_ENTRIES = 20;
const LANGUAGE_RANGE = /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/;
const QVALUE = /^(?:0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?)$/;

const MAX_CACHED_HEADERS = 1000;
const localeOfHeader = new Map<string, string>();

/** Picks the best supported locale from an Accept-Language header; falls back to en-US. Never
 * throws. Clients send the same few headers again and again: each is resolved once (bounded). */
export function resolveLocale(acceptLanguage: string | undefined): string {
  if (typeof acceptLanguage !== 'string' || acceptLanguage.length > MAX_HEADER_LENGTH) return DEFAULT_LOCALE;
  let locale = localeOfHeader.get(acceptLanguage);
  if (locale === undefined) {
    locale = bestLocale(acceptLanguage);
    if (localeOfHeader.size >= MAX_CACHED_HEADERS) localeOfHeader.clear();
    localeOfHeader.set(acceptLanguage, locale);
  }
  return locale;
}

function bestLocale(acceptLanguage: string): string {
  try {
    const entries: { tag: string; q: number; pos: number }[] = [];
    for (const [pos, raw] of acceptLanguage.split(',').slice(0, MAX_ENTRIES).entries()) {
      const [tagPart, ...params] = raw.split(';');
      const tag = (tagPart ?? '').trim();
      if (!LANGUAGE_RANGE.test(tag)) continue; // also skips "*" and empty entries
      let q = 1;
      for (const p of params) {
        const [name, value] = p.split('=').map((s) => s.trim());
        if (name?.toLowerCase() !== 'q') continue;
        q = value !== undefined && QVALUE.test(value) ? Number(value) : 0;
      }
      if (q > 0) entries.push({ tag, q, pos });
    }
    entries.sort((a, b) => b.q - a.q || a.pos - b.pos);
    for (const { tag } of entries) {
      let canonical: string | undefined;
      try {
        canonical = Intl.getCanonicalLocales(tag)[0];
      } catch {
        continue; // RangeError: structurally invalid tag
      }
      if (canonical && Intl.NumberFormat.supportedLocalesOf([canonical]).length > 0) return canonical;
    }
  } catch {
    // fall through to the default
  }
  return DEFAULT_LOCALE;
}
