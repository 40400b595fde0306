// Value generators for any JSON field: text (including what no field accepts: NUL, lone
// surrogates, RTL and zero-width marks), numbers beyond what JavaScript holds, nasty keys, any
// JSON value; values that are wrong for a field of a type whatever its rule; valid and bad text.
import fc from 'fast-check';
import { isStorableText } from '../../src/schema/formats.js';
import { BODY_LIMIT } from './fixture.js';
import { JObj, Raw, obj, type JVal } from './json.js';

export const EDGE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\ude00y',
  '\u202eevil\u202c',
  '\u200b',
  '\u200d',
  '\ufeff',
  '😀',
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  'é',
  'e\u0301',
  '\u0085',
  '\u2028\u2029',
  'עברית',
  'مرحبا',
  '\u0007\u001b[31m',
  '\t\r\n',
  ' ',
  'NaN',
  'Infinity',
  '-0',
  '0',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  "'; DROP TABLE chats; --",
  '%00',
  '%s%n%x',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as it is
  '${7*7}',
  '{{7*7}}',
  '\\',
  '"',
  '../../etc/passwd',
  'Ω≈ç√∫',
  '\uffff',
  '\ufffe',
  '\u{10ffff}',
];
export const edgeText = fc.constantFrom(...EDGE_TEXT);
/** Code points including lone surrogates, NUL, RTL and zero-width marks. */
export const wildString = fc.oneof(
  edgeText,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.array(fc.oneof(fc.string({ unit: 'binary', maxLength: 4 }), edgeText), { maxLength: 8 }).map((a) => a.join('')),
);
export const hugeString = fc.tuple(fc.integer({ min: BODY_LIMIT + 1, max: 3 * BODY_LIMIT }), fc.constantFrom('x', 'é', '😀')).map(([n, c]) => c.repeat(n));

export const RAW_NUMBERS = [
  '-0',
  '123456789012345678901234567890',
  '-123456789012345678901234567890',
  '9007199254740993',
  '-9007199254740993',
  '9007199254740992',
  '1e400',
  '-1e400',
  '1e-400',
  '2.0',
  '1E2',
  '0.0000001',
  '4.9e-324',
  '1.7976931348623157e308',
  `1${'0'.repeat(400)}`,
  '0.1',
  '-0.0',
  '1.5',
  '8.0000000000000001',
  '2.9999999999999999',
];
export const rawNumber = fc.oneof(
  fc.constantFrom(...RAW_NUMBERS).map((s) => new Raw(s)),
  fc.bigInt({ min: -(2n ** 200n), max: 2n ** 200n }).map((b) => new Raw(b.toString())),
);
export const anyNumber: fc.Arbitrary<JVal> = fc.oneof(
  fc.integer(),
  fc.maxSafeInteger(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, 1, -1, 2, 8, 9, 1.5, -1.5, 1000, 1001, 2 ** 53, -(2 ** 53)),
  rawNumber,
);
export const NASTY_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '',
  ' ',
  '\u0000',
  '\ud800',
  '💥',
  '\u202e',
  'a.b',
  'a[0]',
  '$ref',
  '~1',
  'ok',
  'result',
  'error',
];
export const anyKey = fc.oneof(fc.constantFrom(...NASTY_KEYS), fc.string({ maxLength: 12 }), wildString);

export const leaf: fc.Arbitrary<JVal> = fc.oneof(fc.constant(null), fc.boolean(), anyNumber, wildString);
export const { json: anyJson } = fc.letrec<{ json: JVal; arr: JVal[]; obj: JObj }>((tie) => ({
  json: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('arr'), tie('obj')),
  arr: fc.array(tie('json'), { maxLength: 4 }),
  obj: fc.array(fc.tuple(anyKey, tie('json')), { maxLength: 4 }).map((e) => new JObj(e)),
}));

/** Values that are wrong for a string field whatever its rule. */
export const notString: fc.Arbitrary<JVal> = fc.oneof(
  anyNumber,
  fc.boolean(),
  fc.constant([] as JVal[]),
  fc.array(wildString, { minLength: 1, maxLength: 3 }),
  fc.constant(obj({})),
  fc.constant(obj({ value: 'x' })),
);
export const notNullableString = fc.oneof(notString, fc.constant(null));
/** Values that are wrong for an integer field whatever its range (every integer field here is at most 2^53 - 1). */
export const notInteger: fc.Arbitrary<JVal> = fc.oneof(
  wildString,
  fc.constantFrom('1', '-1', '0', '2', '1e3', ' 1', '0x10'),
  fc.boolean(),
  fc.constant([] as JVal[]),
  fc.constant([1] as JVal[]),
  fc.constant(obj({})),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Number.isInteger(d)),
  fc
    .constantFrom('123456789012345678901234567890', '-123456789012345678901234567890', '1e400', '-1e400', '1.5', '0.1', '9007199254740993')
    .map((s) => new Raw(s)),
  fc.constantFrom(2 ** 53, -(2 ** 53), 1.5, -0.5),
);
export const notNullableInteger = fc.oneof(notInteger, fc.constant(null));
export const notBoolean: fc.Arbitrary<JVal> = fc.oneof(fc.constantFrom('true', 'false', 0, 1, null), fc.constant([] as JVal[]), fc.constant(obj({})));
export const notObject: fc.Arbitrary<JVal> = fc.oneof(leaf, fc.constant([] as JVal[]), fc.array(leaf, { maxLength: 3 }));

/** Text a person could type, 1..max code points, never NUL nor a lone surrogate (PostgreSQL cannot store either as sent). */
export function validText(max: number): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: Math.min(max, 40) }),
      fc.string({ unit: 'binary', minLength: 1, maxLength: Math.min(max, 40) }),
      fc.constantFrom('😀'.repeat(max), 'é'.repeat(max), 'x'.repeat(max), '\u202eevil', '\u200b', 'e\u0301', '👨‍👩‍👧‍👦'),
    )
    .filter((s) => s.length > 0 && isStorableText(s) && Array.from(s).length <= max);
}
/** Wrong for a text field of 1..max code points. */
export function badText(max: number, nullable = false): fc.Arbitrary<JVal> {
  return fc.oneof(
    nullable ? notString : notNullableString,
    fc.constant(''),
    fc.integer({ min: max + 1, max: max + 3000 }).map((n) => 'x'.repeat(n)),
    fc.constant('😀'.repeat(max + 1)),
    validText(max).map((s) => `${s}\u0000`),
    validText(max).map((s) => `${s}\ud800`),
    fc.constant('\u0000'),
  );
}
