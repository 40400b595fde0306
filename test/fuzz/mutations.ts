// Mutations of a route's body: ones that always break a rule of its spec (an invalid or missing
// field, an unknown or duplicate key, prototype poisoning, not an object), and ones that may.
import fc from 'fast-check';
import type { BodySpec } from './bodies.js';
import { JObj, obj, type JVal } from './json.js';
import { anyJson, anyKey, leaf, wildString } from './values.js';

/** A body that breaks at least one rule of `spec`; `why` names the rule. */
export function brokenBody(spec: BodySpec): fc.Arbitrary<{ body: JVal; why: string }> {
  const names = spec.fields.map((f) => f.name);
  const unknownKey = fc
    .oneof(
      fc.constantFrom('prototype', 'toString', 'hasOwnProperty', 'valueOf', '', ' ', 'x', 'CHAT_ID', 'chat-id', '\u0000', '\ud800'),
      fc.string({ maxLength: 10 }),
      wildString,
    )
    .filter((k) => !names.includes(k) && k !== '__proto__' && k !== 'constructor');
  const arbs: fc.Arbitrary<{ body: JVal; why: string }>[] = [
    fc
      .tuple(spec.valid, fc.constantFrom(...spec.fields))
      .chain(([body, f]) => f.invalid.map((v) => ({ body: body.with(f.name, v), why: `invalid ${f.name}` }))),
    fc.tuple(spec.valid, unknownKey, anyJson).map(([body, k, v]) => ({ body: body.plus(k, v), why: `unknown field ${JSON.stringify(k)}` })),
    // Duplicate keys: the last one wins, so an invalid last value breaks the rule.
    fc
      .tuple(spec.valid, fc.constantFrom(...spec.fields))
      .chain(([body, f]) => f.invalid.map((v) => ({ body: body.plus(f.name, v), why: `duplicate ${f.name}, last invalid` }))),
    // Prototype poisoning: `__proto__` anywhere, or constructor.prototype.
    fc.tuple(spec.valid, anyJson, fc.constantFrom('top', 'constructor', 'nested', 'array')).map(([body, v, where]) => {
      const proto = new JObj([['__proto__', obj({ polluted: v })]]);
      if (where === 'top') return { body: body.plus('__proto__', obj({ polluted: v })), why: '__proto__ at top level' };
      if (where === 'constructor')
        return { body: body.plus('constructor', obj({ prototype: obj({ polluted: v }) })), why: 'constructor.prototype at top level' };
      if (where === 'nested') return { body: body.plus('options', proto), why: '__proto__ nested in an object' };
      return { body: body.plus('chat_ids', [proto]), why: '__proto__ nested in an array' };
    }),
    // Not an object at all.
    fc
      .oneof(
        leaf,
        fc.array(anyJson, { maxLength: 3 }),
        spec.valid.map((b) => [b] as JVal),
      )
      .map((body) => ({ body, why: 'body is not an object' })),
  ];
  const required = spec.fields.filter((f) => f.required);
  if (required.length) {
    arbs.push(fc.tuple(spec.valid, fc.constantFrom(...required)).map(([body, f]) => ({ body: body.without(f.name), why: `missing ${f.name}` })));
  }
  if (spec.atLeastOne) arbs.push(fc.constant({ body: new JObj([]), why: 'empty update' }));
  return fc.oneof(...arbs);
}

/** A body that may or may not be valid: a valid one, a broken one, or a valid one with a random value swapped in. */
export function anyBody(spec: BodySpec): fc.Arbitrary<JVal> {
  return fc.oneof(
    spec.valid,
    brokenBody(spec).map((b) => b.body),
    fc.tuple(spec.valid, fc.constantFrom(...spec.fields), anyJson).map(([body, f, v]) => body.with(f.name, v)),
    fc.tuple(spec.valid, fc.constantFrom(...spec.fields)).map(([body, f]) => body.without(f.name)),
    fc.tuple(spec.valid, anyKey, anyJson).map(([body, k, v]) => body.plus(k, v)),
  );
}
