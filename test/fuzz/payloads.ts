// Request bodies of every kind: JSON and not, parser stress (deep nesting, poison keys at depth,
// huge, empty, BOMs), invalid JSON, raw bytes, content types; and the mix offered to a route.
import fc from 'fast-check';
import { anyBody, brokenBody } from './mutations.js';
import { jsonText, type JVal } from './json.js';
import type { Route } from './routes.js';
import { anyJson, hugeString, wildString } from './values.js';

export const JSON_TYPE = 'application/json';
/** Not JSON: a body sent with one of these is a 415. (A charset parameter on application/json is ignored: JSON is UTF-8.) */
export const NOT_JSON_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'multipart/form-data; boundary=xyz',
  'application/x-www-form-urlencoded',
  'application/json-patch+json',
  'application/vnd.api+json',
  'application/xml',
  ';;;',
  '',
  '*/*',
  'application/',
  'application/json, text/plain',
  'application/octet-stream',
  'application/jsonx',
];
export const CONTENT_TYPES = [
  JSON_TYPE,
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/json;charset=UTF-16',
  ...NOT_JSON_TYPES.filter((type) => type !== 'application/jsonx'),
];

export function deep(depth: number, open: string, close: string, inner = ''): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}
/** Bodies that stress the parser: deep nesting, poison keys at depth, huge, empty, BOMs. */
export const stressBody: fc.Arbitrary<{ text: string; why: string }> = fc.oneof(
  fc.constantFrom(10_000, 20_000, 32_000).map((d) => ({ text: deep(d, '[', ']'), why: `[ x${d}` })),
  fc.constantFrom(1_000, 5_000, 10_000).map((d) => ({ text: deep(d, '{"a":', '}', '1'), why: `{"a": x${d}` })),
  fc
    .tuple(fc.constantFrom('chat_name', 'chat_ids', 'options', 'plan_name', 'admin_level', 'x', 'bot_name'), fc.constantFrom(100, 5_000, 10_000, 30_000))
    .map(([k, d]) => ({ text: `{${JSON.stringify(k)}:${deep(d, '[', ']')}}`, why: `${k}: [ x${d}` })),
  fc.constantFrom(5_000, 10_000, 30_000).map((d) => ({ text: `{"options":${deep(d, '[', ']', '{"__proto__":{"x":1}}')}}`, why: `__proto__ at depth ${d}` })),
  fc
    .constantFrom(1_000, 5_000)
    .map((d) => ({ text: `{"options":${deep(d, '{"constructor":', '}', '{"prototype":{"x":1}}')}}`, why: `constructor.prototype at depth ${d}` })),
  fc.constantFrom(60_000, 70_000).map((d) => ({ text: '['.repeat(d), why: `unclosed [ x${d}` })),
  hugeString.map((s) => ({ text: JSON.stringify({ chat_name: s, plan_name: s }), why: `huge body ${s.length}` })),
  fc.integer({ min: 6_000, max: 9_000 }).map((n) => ({ text: JSON.stringify(Array.from({ length: n }, (_, i) => i * 1_000_000)), why: `huge array ${n}` })),
  fc
    .constantFrom('', ' ', '\n', 'null', '0', '""', '[]', 'true', '\ufeff{}', '\ufeff\ufeff{}', '{}\u0000', '{"a":1}{"b":2}', '/* c */ {}')
    .map((text) => ({ text, why: 'edge text' })),
);
/** Text that is never valid JSON, whatever the parser's leniency: it ends with a raw control character. */
export const invalidJson = fc.oneof(
  fc.constantFrom(
    '{"chat_id": NaN}',
    "{'a':1}",
    '{"a":1,}',
    '[1,]',
    '{"a":01}',
    '{"a":.5}',
    '{"a":+1}',
    '{"a":Infinity}',
    'undefined',
    '{"a":"\\x41"}',
    '{"a":"\\u12"}',
    '{"a":"\t"}',
    '"unterminated',
    '{"a":1}}',
    '{"a":tru}',
    '{"__proto__":1',
    '{"a"',
    '{',
    '}',
    '\u0000',
    '{"a":1} x',
    '\ud800',
    '{"a":"\ud800\u0000"}',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }).map((s) => `${s}\u0001`),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((s) => `{${s}\u0002`),
);
export const rawBytes = fc.uint8Array({ minLength: 1, maxLength: 200 }).map((a) => Buffer.from(a));

export interface BodyChoice {
  body?: string | Buffer;
  contentType?: string;
  why: string;
}
export function bodyFor(route: Route | undefined): fc.Arbitrary<BodyChoice> {
  const json = (j: JVal, why: string): BodyChoice => ({ body: jsonText(j), contentType: JSON_TYPE, why });
  const choices: fc.Arbitrary<BodyChoice>[] = [
    fc.constant({ why: 'no body' }),
    anyJson.map((j) => json(j, 'random json')),
    stressBody.map((s) => ({ body: s.text, contentType: JSON_TYPE, why: s.why })),
    invalidJson.map((text) => ({ body: text, contentType: JSON_TYPE, why: 'invalid json' })),
    fc.tuple(fc.oneof(wildString, invalidJson), fc.constantFrom(...CONTENT_TYPES)).map(([text, ct]) => ({ body: text, contentType: ct, why: 'random text' })),
    fc
      .tuple(rawBytes, fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }))
      .map(([bytes, ct]) => ({ body: bytes, ...(ct === undefined ? {} : { contentType: ct }), why: 'raw bytes' })),
  ];
  if (route?.body) {
    const spec = route.body;
    choices.push(
      spec.valid.map((j) => json(j, 'valid body')),
      anyBody(spec).map((j) => json(j, 'mutated body')),
      brokenBody(spec).map((b) => json(b.body, b.why)),
      fc.tuple(spec.valid, fc.constantFrom(...CONTENT_TYPES)).map(([j, ct]) => ({ body: jsonText(j), contentType: ct, why: `valid body as ${ct}` })),
      spec.valid.map((j) => ({ body: jsonText(j), why: 'valid body without content type' })),
    );
  }
  return fc.oneof(...choices);
}
