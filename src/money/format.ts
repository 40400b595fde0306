// Owns people-facing money text (Intl, ISO digits win over CLDR) and Accept-Language → locale resolution.
import { currencyDigits } from './currencies.js';
import { formatDecimalAmount } from './decimal.js';

export const DEFAULT_LOCALE = 'en-US';

const MAX_CACHED_FORMATTERS = 1000;
const formatters = new Map<string, Intl.NumberFormat>();
const zeros = new Map<string, string>();

function formatterFor(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale}\u0000${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    if (formatters.size >= MAX_CACHED_FORMATTERS) formatters.clear();
    formatters.set(key, f);
  }
  return f;
}

/**
 * Formats minor units for people, e.g. 123450n USD → "$1,234.50".
 * The exact decimal string goes to Intl (NumberFormat v3), so no precision is lost above 2^53.
 * Throws RangeError on an unknown currency or a malformed locale.
 */
export function formatMoney(minor: bigint, currency: string, locale: string = DEFAULT_LOCALE): string {
  // Zero is by far the most frequent amount (empty periods): remember its text per locale and currency.
  const zeroKey = minor === 0n ? `${locale}\u0000${currency}` : undefined;
  const known = zeroKey === undefined ? undefined : zeros.get(zeroKey);
  if (known !== undefined) return known;
  const digits = currencyDigits(currency);
  if (digits === undefined) throw new RangeError(`unknown currency ${JSON.stringify(String(currency))}`);
  const exact = formatDecimalAmount(minor, currency) as Intl.StringNumericLiteral;
  const text = formatterFor(locale, currency, digits).format(exact);
  if (zeroKey !== undefined) {
    if (zeros.size >= MAX_CACHED_FORMATTERS) zeros.clear();
    zeros.set(zeroKey, text);
  }
  return text;
}

const MAX_HEADER_LENGTH = 256;
const MAX_ENTRIES = 20;
const LANGUAGE_RANGE = /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/;
const QVALUE = /^(?:0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?)$/;

/** Picks the best supported locale from an Accept-Language header; falls back to en-US. Never throws. */
export function resolveLocale(acceptLanguage: string | undefined): string {
  try {
    if (typeof acceptLanguage !== 'string' || acceptLanguage.length > MAX_HEADER_LENGTH) return DEFAULT_LOCALE;
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
