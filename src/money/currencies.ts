// Owns the ISO 4217 currency table: which codes Tollgate accepts and their minor-unit digits.
import cc from 'currency-codes';

// ISO 4217 lists these with minor units "N.A." (metals, funds, testing, no-currency);
// currency-codes 2.x flattens "N.A." to 0, so they are excluded by name as well.
const NO_MINOR_UNITS = new Set(['XAG', 'XAU', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XPD', 'XPT', 'XSU', 'XTS', 'XUA', 'XXX']);

/** Telegram Stars (SPEC §11): whole units, accepted wherever a currency is. */
export const STARS = 'XTR';

function buildTable(): ReadonlyMap<string, number> {
  const table = new Map<string, number>();
  for (const record of cc.data) {
    const digits: unknown = record.digits;
    if (typeof digits !== 'number' || !Number.isInteger(digits) || digits < 0) continue;
    if (!/^[A-Z]{3}$/.test(record.code) || NO_MINOR_UNITS.has(record.code)) continue;
    table.set(record.code, digits);
  }
  // Telegram Stars: not ISO 4217, but the platform's own currency for digital goods (whole stars).
  table.set(STARS, 0);
  return Object.freeze(table);
}

/** code → minor-unit digits, built once at module load. */
const DIGITS: ReadonlyMap<string, number> = buildTable();

/** All accepted ISO 4217 codes, upper case, sorted. */
export const CURRENCY_CODES: readonly string[] = Object.freeze([...DIGITS.keys()].sort());

/** Minor-unit digits of an ISO 4217 code (exact upper case), or undefined when unknown. */
export function currencyDigits(code: string): number | undefined {
  return typeof code === 'string' ? DIGITS.get(code) : undefined;
}

export function isCurrencyCode(code: string): boolean {
  return currencyDigits(code) !== undefined;
}
