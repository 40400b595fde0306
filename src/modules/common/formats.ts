// Custom JSON-schema formats: one check per domain fact, used by Ajv for validation and by the
// error mapper to say exactly what is wrong with a value (the parser's own message).
import { isCurrencyCode } from '../../money/index.js';
import { isValidTimeZone } from '../../time/zone.js';
import { parsePlanDuration, parseTrial } from '../plans/duration.js';

interface Format {
  check(value: string): boolean;
  /** Why `value` fails, as a phrase completing "<field> …". */
  explain(value: string): string;
}

const CURRENCY_RULE = 'must be an ISO 4217 currency code in upper case, such as USD';
const SYNTAX_TODAY = '0000-01-01';

export const FORMATS: Record<string, Format> = {
  iso4217: { check: isCurrencyCode, explain: () => CURRENCY_RULE },
  'iana-timezone': { check: isValidTimeZone, explain: () => 'must be an IANA time zone name such as Europe/Berlin' },
  'plan-duration': {
    check: (v) => parsePlanDuration(v, { today: SYNTAX_TODAY }).ok,
    explain: (v) => {
      const r = parsePlanDuration(v, { today: SYNTAX_TODAY });
      return r.ok ? 'is invalid' : r.message;
    },
  },
  'plan-trial': {
    check: (v) => parseTrial(v).ok,
    explain: (v) => {
      const r = parseTrial(v);
      return r.ok ? 'is invalid' : r.message;
    },
  },
};

/** The formats as Ajv takes them. */
export const ajvFormats = Object.fromEntries(Object.entries(FORMATS).map(([name, f]) => [name, { type: 'string' as const, validate: f.check }]));
