// Unit tests for src/money: ISO digits, exact decimal parsing/formatting, Intl text, Accept-Language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CURRENCY_CODES,
  MAX_AMOUNT_MAJOR,
  currencyDigits,
  formatDecimalAmount,
  formatMoney,
  isCurrencyCode,
  parseDecimalAmount,
  resolveLocale,
} from '../../src/money/index.js';

function ok(text: string, currency: string): bigint {
  const r = parseDecimalAmount(text, currency);
  assert.ok(r.ok, `${text} ${currency} should parse: ${r.ok ? '' : r.message}`);
  return r.minor;
}

function bad(text: string, currency: string, message: string, max?: bigint): void {
  const r = max === undefined ? parseDecimalAmount(text, currency) : parseDecimalAmount(text, currency, max);
  assert.deepEqual(r, { ok: false, message }, `${JSON.stringify(text)} ${currency}`);
}

/** What Intl itself prints for an exact decimal string, so assertions match ICU spacing exactly. */
function intl(locale: string, currency: string, digits: number, text: string): string {
  const f = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return f.format(text as Intl.StringNumericLiteral);
}

test('digits table follows ISO 4217', () => {
  const expected: Record<string, number> = { USD: 2, EUR: 2, JPY: 0, BHD: 3, KWD: 3, CLP: 0, KRW: 0, ISK: 0 };
  for (const [code, digits] of Object.entries(expected)) {
    assert.equal(currencyDigits(code), digits, code);
    assert.equal(isCurrencyCode(code), true, code);
  }
  for (const code of ['usd', 'Usd', 'ZZZ', '', 'USDX', 'XAU', 'XDR', 'XXX', 'XTS']) {
    assert.equal(currencyDigits(code), undefined, code);
    assert.equal(isCurrencyCode(code), false, code);
  }
  assert.ok(CURRENCY_CODES.length > 140);
  assert.deepEqual([...CURRENCY_CODES], [...CURRENCY_CODES].sort());
  assert.ok(Object.isFrozen(CURRENCY_CODES));
  assert.ok(CURRENCY_CODES.includes('XOF'), 'CFA franc (0 digits) is a real currency');
});

test('parse accepts plain decimals within the currency digits', () => {
  assert.equal(ok('9.99', 'USD'), 999n);
  assert.equal(ok('9.9', 'USD'), 990n);
  assert.equal(ok('9.90', 'USD'), 990n);
  assert.equal(ok('9', 'USD'), 900n);
  assert.equal(ok('0', 'USD'), 0n);
  assert.equal(ok('0.01', 'USD'), 1n);
  assert.equal(ok('0.00', 'USD'), 0n);
  assert.equal(ok('500', 'JPY'), 500n);
  assert.equal(ok('12.345', 'BHD'), 12345n);
  assert.equal(ok('12.3', 'BHD'), 12300n);
  assert.equal(ok('1000000000', 'USD'), 100_000_000_000n);
  assert.equal(ok('1000000000.00', 'USD'), 100_000_000_000n);
  assert.equal(ok('1000000000', 'JPY'), 1_000_000_000n);
});

test('parse rejects malformed text with the format message', () => {
  const usd = 'must be a decimal string such as "9.99"';
  for (const text of [
    '',
    ' ',
    '-1',
    '+1',
    '1e3',
    '1E3',
    ' 9.99',
    '9.99 ',
    '01',
    '00',
    '00.5',
    '.5',
    '9.',
    '9..9',
    '9,99',
    '1_000',
    'NaN',
    'Infinity',
    '0x10',
    '٩',
    '9.9.9',
    '1 000',
  ]) {
    bad(text, 'USD', usd);
  }
  bad('-5', 'JPY', 'must be a decimal string such as "500"');
  bad('x', 'BHD', 'must be a decimal string such as "9.999"');
  bad(9.99 as unknown as string, 'USD', usd);
});

test('parse enforces the currency digits', () => {
  bad('9.999', 'USD', 'must have at most 2 decimal places for USD');
  bad('0.001', 'EUR', 'must have at most 2 decimal places for EUR');
  bad('500.0', 'JPY', 'must have no decimal places for JPY');
  bad('500.5', 'KRW', 'must have no decimal places for KRW');
  bad('12.3456', 'BHD', 'must have at most 3 decimal places for BHD');
});

test('parse enforces the maximum and rejects unknown currencies', () => {
  assert.equal(MAX_AMOUNT_MAJOR, 1_000_000_000n);
  bad('1000000000.01', 'USD', 'must be at most 1000000000');
  bad('1000000001', 'JPY', 'must be at most 1000000000');
  bad('9'.repeat(5000), 'USD', 'must be at most 1000000000');
  bad('10.01', 'USD', 'must be at most 10', 10n);
  assert.deepEqual(parseDecimalAmount('10', 'USD', 10n), { ok: true, minor: 1000n });
  bad('9.99', 'usd', 'has an unknown currency "usd"');
  bad('9.99', 'ZZZ', 'has an unknown currency "ZZZ"');
});

test('formatDecimalAmount is exact with exactly the currency digits', () => {
  assert.equal(formatDecimalAmount(123450n, 'USD'), '1234.50');
  assert.equal(formatDecimalAmount(1500n, 'JPY'), '1500');
  assert.equal(formatDecimalAmount(12345n, 'BHD'), '12.345');
  assert.equal(formatDecimalAmount(5n, 'USD'), '0.05');
  assert.equal(formatDecimalAmount(5n, 'BHD'), '0.005');
  assert.equal(formatDecimalAmount(0n, 'USD'), '0.00');
  assert.equal(formatDecimalAmount(0n, 'JPY'), '0');
  assert.equal(formatDecimalAmount(-150n, 'USD'), '-1.50');
  assert.equal(formatDecimalAmount(-5n, 'USD'), '-0.05');
  assert.equal(formatDecimalAmount(-1500n, 'JPY'), '-1500');
  assert.equal(formatDecimalAmount(2n ** 60n, 'USD'), '11529215046068469.76');
  assert.throws(() => formatDecimalAmount(1n, 'usd'), RangeError);
});

test('parse → format round trips to the canonical string', () => {
  const cases: [string, string, string][] = [
    ['9.99', 'USD', '9.99'],
    ['9.9', 'USD', '9.90'],
    ['9', 'USD', '9.00'],
    ['0', 'EUR', '0.00'],
    ['500', 'JPY', '500'],
    ['12.345', 'BHD', '12.345'],
    ['12', 'KWD', '12.000'],
    ['1000000000', 'USD', '1000000000.00'],
  ];
  for (const [text, currency, canonical] of cases) {
    assert.equal(formatDecimalAmount(ok(text, currency), currency), canonical);
    assert.equal(formatDecimalAmount(ok(canonical, currency), currency), canonical);
  }
});

test('sums above 2^53 minor units stay exact', () => {
  const one = ok('999999999.99', 'USD');
  // 10_000 such amounts are ~1e15 minor units (still below 2^53); 100_000 are ~1e16 (above it).
  let total = 0n;
  for (let i = 0; i < 10_000; i++) total += one;
  assert.equal(formatDecimalAmount(total, 'USD'), '9999999999900.00');
  for (let i = 10_000; i < 100_000; i++) total += one;
  assert.equal(total, 9_999_999_999_900_000n);
  assert.ok(total > 2n ** 53n);
  assert.equal(formatDecimalAmount(total, 'USD'), '99999999999000.00');
  assert.equal(formatMoney(total, 'USD'), '$99,999,999,999,000.00');
  const odd = total + 1n; // not representable as a double
  assert.equal(formatDecimalAmount(odd, 'USD'), '99999999999000.01');
  assert.equal(formatMoney(odd, 'USD'), '$99,999,999,999,000.01');
  // 2^60 + 1 is not representable as a double: the trailing cent must survive.
  assert.equal(formatMoney(2n ** 60n + 1n, 'USD'), '$11,529,215,046,068,469.77');
  assert.equal(formatMoney(2n ** 60n, 'USD'), '$11,529,215,046,068,469.76');
});

test('formatMoney uses ISO digits and the locale', () => {
  assert.equal(formatMoney(123450n, 'USD'), '$1,234.50');
  assert.equal(formatMoney(123450n, 'USD', 'en-US'), '$1,234.50');
  assert.equal(formatMoney(123450n, 'EUR'), '€1,234.50');
  assert.equal(formatMoney(1500n, 'JPY'), '¥1,500');
  assert.equal(formatMoney(12345n, 'BHD'), intl('en-US', 'BHD', 3, '12.345'));
  assert.match(formatMoney(12345n, 'BHD'), /12\.345$/);
  assert.equal(formatMoney(-150n, 'USD'), '-$1.50');

  assert.equal(formatMoney(123450n, 'EUR', 'de-DE'), '1.234,50\u00a0€');
  assert.equal(formatMoney(123450n, 'USD', 'de-DE'), intl('de-DE', 'USD', 2, '1234.50'));
  assert.equal(formatMoney(1500n, 'JPY', 'de-DE'), intl('de-DE', 'JPY', 0, '1500'));
  assert.equal(formatMoney(12345n, 'BHD', 'de-DE'), intl('de-DE', 'BHD', 3, '12.345'));
  assert.match(formatMoney(12345n, 'BHD', 'de-DE'), /12,345/);

  // ISO digits win where CLDR differs: CLDR shows IQD with 0 digits, ISO 4217 says 3.
  assert.equal(formatMoney(100n, 'ISK'), intl('en-US', 'ISK', 0, '100'));
  assert.match(formatMoney(1234n, 'IQD'), /1\.234$/);

  assert.throws(() => formatMoney(1n, 'usd'), RangeError);
  assert.throws(() => formatMoney(1n, 'ZZZ'), RangeError);
});

test('formatMoney cache survives many locale/currency pairs', () => {
  for (const code of CURRENCY_CODES) {
    for (const locale of ['en-US', 'de-DE', 'fr-FR', 'ja-JP', 'ar-EG', 'hi-IN', 'pt-BR']) {
      const text = formatMoney(100000n, code, locale);
      assert.equal(typeof text, 'string');
    }
  }
  assert.equal(formatMoney(123450n, 'USD'), '$1,234.50');
});

test('resolveLocale picks the best supported tag', () => {
  assert.equal(resolveLocale(undefined), 'en-US');
  assert.equal(resolveLocale(''), 'en-US');
  assert.equal(resolveLocale('de-DE,de;q=0.9,en;q=0.8'), 'de-DE');
  assert.equal(resolveLocale('en;q=0.5,fr-FR;q=0.9'), 'fr-FR');
  assert.equal(resolveLocale('en;q=0.8,fr;q=0.8'), 'en', 'ties keep header order');
  assert.equal(resolveLocale('de-de'), 'de-DE', 'canonicalised');
  assert.equal(resolveLocale('fr;q=0,de;q=0.1'), 'de');
  assert.equal(resolveLocale('fr;q=0'), 'en-US');
  assert.equal(resolveLocale('xx-YY'), 'en-US');
  assert.equal(resolveLocale('xx-YY,ja;q=0.5'), 'ja');
  assert.equal(resolveLocale('*'), 'en-US');
  assert.equal(resolveLocale('*,fr;q=0.5'), 'fr');
  assert.equal(resolveLocale(';;;=='), 'en-US');
  assert.equal(resolveLocale('fr;q=abc,de'), 'de', 'bad q values are ignored');
  assert.equal(resolveLocale('fr;q=2,de'), 'de');
  assert.equal(resolveLocale(`${'a'.repeat(257)}`), 'en-US');
  assert.equal(resolveLocale(`de,${' '.repeat(260)}`), 'en-US', 'headers over 256 chars are ignored');
  const many = Array.from({ length: 25 }, () => 'xx')
    .concat('fr')
    .join(',');
  assert.ok(many.length <= 256);
  assert.equal(resolveLocale(many), 'en-US', 'only the first 20 entries are considered');
});

test('resolveLocale never throws', () => {
  const inputs: unknown[] = [
    null,
    42,
    {},
    [],
    ',,,',
    'en-',
    '-en',
    'en--US',
    'a-b-c-d-e-f-g-h',
    'i-klingon',
    'x-private',
    'root',
    'und',
    'en-US-u-nu-arab',
    '\u0000',
    'ü',
    'de;q=',
    'de;q',
    ';q=1',
    'toolongtag-US',
    'en-abcdefghi',
    '__proto__',
    'constructor',
    'en;q=0.5;q=1',
    'zh-Hant-TW',
    'sr-Latn',
  ];
  for (let i = 0; i < 200; i++) {
    inputs.push(Array.from({ length: 1 + (i % 40) }, (_, j) => String.fromCharCode(32 + ((i * 31 + j * 17) % 95))).join(''));
  }
  for (const input of inputs) {
    const out = resolveLocale(input as string);
    assert.equal(typeof out, 'string');
    assert.doesNotThrow(() => formatMoney(100n, 'USD', out), `locale ${out} from ${JSON.stringify(input)}`);
  }
});
