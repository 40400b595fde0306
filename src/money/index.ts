// Public API of the money module: ISO 4217 digits, exact decimal parsing/formatting, people-facing text.
export { CURRENCY_CODES, currencyDigits, isCurrencyCode } from './currencies.js';
export { MAX_AMOUNT_MAJOR, formatDecimalAmount, parseDecimalAmount } from './decimal.js';
export type { AmountResult } from './decimal.js';
export { DEFAULT_LOCALE, formatDecimalMoney, formatMoney, resolveLocale } from './format.js';
