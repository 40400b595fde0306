// Bodies of the selling and community tools (SPEC §15–16): coupons, forms and flood control, as
// bodies.ts describes the others (each field's rule-breaking values, a generator of valid bodies).
import fc from 'fast-check';
import type { BodySpec } from './bodies.js';
import { BAD_CURRENCIES, BAD_INSTANTS } from './fields.js';
import { MISSING_ID, type FixtureIds } from './fixture.js';
import { type JVal, obj } from './json.js';
import { badText, notInteger, notNullableInteger, notNullableString, notString, validText } from './values.js';

const notArray: fc.Arbitrary<JVal> = fc.oneof(notString, fc.constantFrom<JVal>('1', 1, null, obj({})));
const futureInstant = fc
  .date({ min: new Date('2026-12-01T00:00:00Z'), max: new Date('2099-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
const outside = (min: number, max: number) => fc.oneof(notNullableInteger, fc.constantFrom<JVal>(min - 1, max + 1, min + 0.5, String(min)));

export function sellingBodies(ids: FixtureIds) {
  const badPlanIds = fc.oneof(notArray, fc.constantFrom<JVal>([], [0], [MISSING_ID], [ids.planUsd, ids.planUsd], ['1'], [-1]));

  const coupon: BodySpec = {
    fields: [
      { name: 'code', required: false, invalid: fc.oneof(notNullableString, fc.constantFrom('abc', 'a b c d', 'x'.repeat(33), 'CÓDIGO', '', 'ABCD!')) },
      { name: 'percent_off', required: false, invalid: outside(1, 99) },
      // An archived plan may be named: its coupon waits for the plan to be on sale again.
      { name: 'plan_ids', required: false, invalid: badPlanIds },
      { name: 'max_redemptions', required: false, invalid: outside(1, 1_000_000) },
      { name: 'expires_at', required: false, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_INSTANTS, '2020-01-01T00:00:00Z')) },
      { name: 'duration', required: false, invalid: fc.oneof(notNullableString, fc.constantFrom('weekly', 'ONCE', '', 'repeating')) },
      { name: 'currency', required: false, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_CURRENCIES)) },
    ],
    valid: fc
      .record(
        {
          code: fc.stringMatching(/^[A-Za-z0-9_-]{4,32}$/),
          // Percent only: whether an amount off is below a plan's price depends on prices the
          // fuzzer changes (test/modules/coupons tests amounts).
          off: fc.integer({ min: 1, max: 99 }).map((percent_off) => ({ percent_off })),
          plan_ids: fc.shuffledSubarray([ids.planUsd, ids.planJpy], { minLength: 1 }),
          max_redemptions: fc.integer({ min: 1, max: 1_000_000 }),
          expires_at: futureInstant,
          duration: fc.constantFrom('once', 'forever'),
        },
        { requiredKeys: ['off'] },
      )
      .map(({ off, ...rest }) => obj({ ...(rest as Record<string, JVal>), ...(off as Record<string, JVal>) })),
  };

  const question = fc.oneof(
    fc.record({ prompt: validText(500), kind: fc.constantFrom('text', 'email', 'number'), required: fc.boolean() }, { requiredKeys: ['prompt', 'kind'] }),
    fc.record({
      prompt: validText(500),
      kind: fc.constant('choice'),
      choices: fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9]{1,20}$/), {
        minLength: 2,
        maxLength: 10,
        comparator: (a, b) => a.toLowerCase() === b.toLowerCase(),
      }),
    }),
  );
  const questions = fc
    .array(question, { minLength: 1, maxLength: 10 })
    .map((qs) => qs.map((q, i) => obj({ key: `q${i}`, ...(q as Record<string, JVal>) })) as JVal);
  const badQuestions = fc.oneof(
    notArray,
    fc.constantFrom<JVal>(
      [],
      [obj({ key: 'A', prompt: 'Why?', kind: 'text' })],
      [obj({ key: 'a', prompt: '', kind: 'text' })],
      [obj({ key: 'a', prompt: 'Why?', kind: 'date' })],
      [obj({ key: 'a', prompt: 'Pick', kind: 'choice' })],
      [obj({ key: 'a', prompt: 'Pick', kind: 'choice', choices: ['x', 'X'] })],
      [obj({ key: 'a', prompt: 'Why?', kind: 'text', choices: ['x', 'y'] })],
      [obj({ key: 'a', prompt: 'Why?', kind: 'text' }), obj({ key: 'a', prompt: 'Again?', kind: 'text' })],
      Array.from({ length: 11 }, (_, i) => obj({ key: `k${i}`, prompt: 'Why?', kind: 'text' })),
    ),
  );
  const formFields = [
    { name: 'form_name', required: true, invalid: badText(128) },
    { name: 'plan_ids', required: true, invalid: fc.oneof(badPlanIds, fc.constant<JVal>([ids.planArchived])) },
    { name: 'questions', required: true, invalid: badQuestions },
  ];
  // planUsd has no form at first (201), then has one (409); planJpy has the fixture's form (409).
  const form: BodySpec = {
    fields: formFields,
    valid: fc.record({ form_name: validText(128), questions }).map((o) => obj({ ...(o as Record<string, JVal>), plan_ids: [ids.planUsd] })),
  };
  const formPatch: BodySpec = {
    fields: formFields.map((f) => ({ ...f, required: false })),
    atLeastOne: true,
    valid: fc
      .record({ form_name: validText(128), questions }, { requiredKeys: [] })
      .filter((o) => Object.keys(o).length > 0)
      .map((o) => obj(o as Record<string, JVal>)),
  };

  const flood: BodySpec = {
    fields: [
      { name: 'messages', required: true, invalid: outside(2, 100) },
      { name: 'seconds', required: true, invalid: outside(1, 3600) },
      { name: 'action', required: true, invalid: fc.oneof(notNullableString, fc.constantFrom('ban', 'DELETE', '', 'mute ')) },
      { name: 'mute_seconds', required: false, invalid: fc.oneof(notInteger, fc.constantFrom<JVal>(29, 86_401, 600.5)) },
    ],
    valid: fc
      .record(
        {
          messages: fc.integer({ min: 2, max: 100 }),
          seconds: fc.integer({ min: 1, max: 3600 }),
          action: fc.constantFrom('delete', 'mute'),
          mute_seconds: fc.integer({ min: 30, max: 86_400 }),
        },
        { requiredKeys: ['messages', 'seconds', 'action'] },
      )
      .map((o) => obj(o as Record<string, JVal>)),
  };

  return { coupon, form, formPatch, flood };
}

export type SellingBodies = ReturnType<typeof sellingBodies>;
