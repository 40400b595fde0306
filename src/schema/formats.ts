// Custom JSON-schema formats: one check per domain fact, used by Ajv for validation and by the
// error mapper to say exactly what is wrong with a value (the parser's own message).
import { isCurrencyCode } from '../money/index.js';
import { isValidTimeZone } from '../time/zone.js';
import { isPlanDurationText, isTrialText, parsePlanDuration, parseTrial, SYNTAX_ONLY } from '../time/duration.js';

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

/** The formats as Ajv takes them. */
export const ajvFormats = Object.fromEntries(Object.entries(FORMATS).map(([name, f]) => [name, { type: 'string' as const, validate: f.check }]));
