// Owns exact decimal-string <-> integer-minor-unit (bigint) conversion; no floats ever touch an amount.
import { currencyDigits } from './currencies.js';

/** Largest accepted amount, in major units (inclusive). */
import { MAX_AMOUNT_MAJOR } from '../limits.js';

export { MAX_AMOUNT_MAJOR };

export type AmountResult = { ok: true; minor: bigint } | { ok: false; message: string };

const DECIMAL = /^(0|[1-9][0-9]*)(?:\.([0-9]+))?$/;

interface Limit {
  wholeDigits: number;
  zeros: string;
  minor: bigint;
}

/** The bounds of `max` major units in a currency of `digits` digits, worked out once each (an
 * import parses a million amounts against the same few). */
const limits = new Map<bigint, Limit[]>();
function limitOf(max: bigint, digits: number): Limit {
  let byDigits = limits.get(max);
  if (!byDigits) {
    byDigits = [];
    limits.set(max, byDigits);
  }
  let limit = byDigits[digits];
  if (!limit) {
    limit = { wholeDigits: String(max < 0n ? 0n : max).length, zeros: '0'.repeat(digits), minor: max * 10n ** BigInt(digits) };
    byDigits[digits] = limit;
  }
  return limit;
}

function fail(message: string): AmountResult {
  return { ok: false, message };
}

/**
 * Parses a plain decimal string (e.g. "9.99") into minor units of `currency`.
 * Messages complete a sentence that starts with the field name.
 */
export function parseDecimalAmount(text: string, currency: string, max: bigint = MAX_AMOUNT_MAJOR): AmountResult {
  const digits = currencyDigits(currency);
  if (digits === undefined) return fail(`has an unknown currency ${JSON.stringify(String(currency))}`);
  const m = typeof text === 'string' ? DECIMAL.exec(text) : null;
  if (!m) return fail(`must be a decimal string such as ${JSON.stringify(example(digits))}`);
  const whole = m[1] ?? '0';
  const frac = m[2];
  if (frac !== undefined) {
    if (digits === 0) return fail(`must have no decimal places for ${currency}`);
    if (frac.length > digits) return fail(`must have at most ${digits} decimal places for ${currency}`);
  }
  const limit = limitOf(max, digits);
  // Cheap guard before building a bigint from an absurdly long digit string.
  if (whole.length > limit.wholeDigits) return fail(`must be at most ${max}`);
  const minor = BigInt(frac === undefined ? whole + limit.zeros : whole + frac.padEnd(digits, '0'));
  if (minor > limit.minor) return fail(`must be at most ${max}`);
  return { ok: true, minor };
}

/** Exact decimal string with exactly the currency's digits, e.g. 123450n USD → "1234.50". Throws on unknown currency. */
export function formatDecimalAmount(minor: bigint, currency: string): string {
  const digits = currencyDigits(currency);
  if (digits === undefined) throw new RangeError(`unknown currency ${JSON.stringify(String(currency))}`);
  const sign = minor < 0n ? '-' : '';
  const abs = (minor < 0n ? -minor : minor).toString();
  if (digits === 0) return sign + abs;
  const padded = abs.padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

function example(digits: number): string {
  return digits === 0 ? '500' : digits === 2 ? '9.99' : `9.${'9'.repeat(digits)}`;
}
