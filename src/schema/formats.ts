// Custom JSON-schema formats: one check per domain fact, used by Ajv for validation and by the
// error mapper to say exactly what is wrong with a value (the parser's own message).
import { isCurrencyCode } from '../money/index.js';
import { isValidTimeZone } from '../time/zone.js';
import { daysInMonth, isPlanDurationText, isTrialText, parsePlanDuration, parseTrial, SYNTAX_ONLY } from '../time/duration.js';

interface Format {
  check(value: string): boolean;
  /** Why `value` fails, as a phrase completing "<field> …". */
  explain(value: string): string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text both backends store and return unchanged. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

const CURRENCY_RULE = 'must be an ISO 4217 currency code in upper case, such as USD';

export const FORMATS: Record<string, Format> = {
  // Free text that is stored: PostgreSQL text cannot hold U+0000 nor a lone surrogate (it would
  // store U+FFFD and answer something else later), so neither backend accepts them.
  text: { check: isStorableText, explain: () => 'must be valid Unicode text without the NUL character (U+0000)' },
  iso4217: { check: isCurrencyCode, explain: () => CURRENCY_RULE },
  'iana-timezone': { check: isValidTimeZone, explain: () => 'must be an IANA time zone name such as Europe/Berlin' },
  'plan-duration': {
    check: isPlanDurationText,
    explain: (v) => {
      const r = parsePlanDuration(v, { today: SYNTAX_ONLY });
      return r.ok ? 'is invalid' : r.message;
    },
  },
  'plan-trial': {
    check: isTrialText,
    explain: (v) => {
      const r = parseTrial(v);
      return r.ok ? 'is invalid' : r.message;
    },
  },
};

const CANONICAL_DATE_TIME = /^(\d{4})-(\d\d)-(\d\d)T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/;

/**
 * ajv-formats' `date-time` (RFC 3339: `full`, given as the check to fall back on) with a fast path
 * for the form nearly every client and export writes (`toISOString()`'s: …T…Z, no leap second):
 * one match and a calendar check instead of a split and two matches. It accepts nothing `full`
 * rejects, and leaves every other form to `full`. A CSV import checks a million of them.
 */
export function fastDateTime(full: (value: string) => boolean): (value: string) => boolean {
  return (value) => {
    const m = CANONICAL_DATE_TIME.exec(value);
    if (!m) return full(value);
    const month = Number(m[2]);
    const day = Number(m[3]);
    return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(m[1]), month);
  };
}

/** The formats as Ajv takes them. */
export const ajvFormats = Object.fromEntries(Object.entries(FORMATS).map(([name, f]) => [name, { type: 'string' as const, validate: f.check }]));
