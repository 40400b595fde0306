// Property-based fuzzing of every route (SPEC §1–4): random and mutated requests never get a 5xx,
// every answer is one valid envelope that never shows the api key, a stack trace or internals,
// and a request that was rejected stored nothing. Seeds are fixed (FUZZ_SEED overrides them,
// FUZZ_SCALE multiplies the number of cases); fast-check prints the seed and path of a failure.
import { isStorableText } from '../src/modules/common/formats.js';
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { BOT_ID, OWNER_ID, createTestApp, type TestApp } from './helper.js';

const SEED = process.env.FUZZ_SEED === undefined ? 20_261_121 : Number(process.env.FUZZ_SEED);
const SCALE = process.env.FUZZ_SCALE === undefined ? 1 : Number(process.env.FUZZ_SCALE);
const runs = (n: number) => Math.max(1, Math.round(n * SCALE));

const NOW = '2026-11-21T12:00:00Z';
const BODY_LIMIT = 64 * 1024;

// ---------------------------------------------------------------------------------------------
// Fixture: what the bot has before any fuzzing (ids are per bot, so they are known in advance).

const CHAT_A = -1001000000001;
const CHAT_B = -1001000000002;
const CHAT_C = -4000001;
const FIXTURE_CHATS = [CHAT_A, CHAT_B, CHAT_C];
const PROJECT_ID = 1;
const PLAN_USD = 1; // USD 9.99, P1M
const PLAN_JPY = 2; // JPY 500, lifetime, project 1
const PLAN_ARCHIVED = 3;
const ORDER_PAID = 1; // external_id fx-1
const ORDER_REFUNDED = 2;
const ADMIN_ID = '2002';
const OTHER_BOT = BOT_ID + 1;
const MISSING_ID = 987_654_321;

// ---------------------------------------------------------------------------------------------
// JSON text with control over every token: raw number tokens (beyond 2^53, -0, 1e400), keys in
// any order, duplicate keys and `__proto__` as an ordinary key.

class Raw {
  constructor(readonly text: string) {}
}
class JObj {
  constructor(readonly entries: [string, JVal][]) {}
  get(name: string): JVal | undefined {
    return this.entries.find(([k]) => k === name)?.[1];
  }
  has(name: string): boolean {
    return this.entries.some(([k]) => k === name);
  }
  without(name: string): JObj {
    return new JObj(this.entries.filter(([k]) => k !== name));
  }
  with(name: string, value: JVal): JObj {
    return new JObj([...this.entries.filter(([k]) => k !== name), [name, value]]);
  }
  plus(name: string, value: JVal): JObj {
    return new JObj([...this.entries, [name, value]]);
  }
}
type JVal = null | boolean | number | string | Raw | JObj | JVal[];

function jsonText(v: JVal): string {
  if (v instanceof Raw) return v.text;
  if (v instanceof JObj) return `{${v.entries.map(([k, x]) => `${JSON.stringify(k)}:${jsonText(x)}`).join(',')}}`;
  if (Array.isArray(v)) return `[${v.map(jsonText).join(',')}]`;
  return JSON.stringify(v) ?? 'null';
}

const obj = (o: Record<string, JVal>) => new JObj(Object.entries(o));

/** Percent-encodes the UTF-8 bytes of `s` (lone surrogates become U+FFFD) except unreserved characters. */
function pct(s: string): string {
  let out = '';
  for (const b of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(b);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Value generators.

const EDGE_TEXT = [
  '\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\ud83d', '\ude00y', '\u202eevil\u202c', '\u200b', '\u200d', '\ufeff', '😀', '👨‍👩‍👧‍👦',
  '🏳️‍🌈', 'é', 'e\u0301', '\u0085', '\u2028\u2029', 'עברית', 'مرحبا', '\u0007\u001b[31m', '\t\r\n', ' ', 'NaN', 'Infinity',
  '-0', '0', 'null', 'true', '[]', '{}', '__proto__', 'constructor', '<script>alert(1)</script>', "'; DROP TABLE chats; --",
  '%00', '%s%n%x', '${7*7}', '{{7*7}}', '\\', '"', '../../etc/passwd', 'Ω≈ç√∫', '\uffff', '\ufffe', '\u{10ffff}',
];
const edgeText = fc.constantFrom(...EDGE_TEXT);
/** Code points including lone surrogates, NUL, RTL and zero-width marks. */
const wildString = fc.oneof(
  edgeText,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.array(fc.oneof(fc.string({ unit: 'binary', maxLength: 4 }), edgeText), { maxLength: 8 }).map((a) => a.join('')),
);
const longString = fc
  .tuple(fc.integer({ min: 256, max: 20_000 }), fc.constantFrom('x', 'é', '😀', '\u0000', '\u200b', '\ud800'))
  .map(([n, c]) => c.repeat(n));
const hugeString = fc.tuple(fc.integer({ min: BODY_LIMIT + 1, max: 3 * BODY_LIMIT }), fc.constantFrom('x', 'é', '😀')).map(([n, c]) => c.repeat(n));

const RAW_NUMBERS = [
  '-0', '123456789012345678901234567890', '-123456789012345678901234567890', '9007199254740993', '-9007199254740993',
  '9007199254740992', '1e400', '-1e400', '1e-400', '2.0', '1E2', '0.0000001', '4.9e-324', '1.7976931348623157e308',
  '1' + '0'.repeat(400), '0.1', '-0.0', '1.5', '8.0000000000000001', '2.9999999999999999',
];
const rawNumber = fc.oneof(
  fc.constantFrom(...RAW_NUMBERS).map((s) => new Raw(s)),
  fc.bigInt({ min: -(2n ** 200n), max: 2n ** 200n }).map((b) => new Raw(b.toString())),
);
const anyNumber: fc.Arbitrary<JVal> = fc.oneof(
  fc.integer(),
  fc.maxSafeInteger(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, 1, -1, 2, 8, 9, 1.5, -1.5, 1000, 1001, 2 ** 53, -(2 ** 53)),
  rawNumber,
);
const NASTY_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '', ' ', '\u0000', '\ud800', '💥', '\u202e', 'a.b', 'a[0]', '$ref', '~1', 'ok', 'result', 'error'];
const anyKey = fc.oneof(fc.constantFrom(...NASTY_KEYS), fc.string({ maxLength: 12 }), wildString);

const leaf: fc.Arbitrary<JVal> = fc.oneof(fc.constant(null), fc.boolean(), anyNumber, wildString);
const { json: anyJson } = fc.letrec<{ json: JVal; arr: JVal[]; obj: JObj }>((tie) => ({
  json: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('arr'), tie('obj')),
  arr: fc.array(tie('json'), { maxLength: 4 }),
  obj: fc.array(fc.tuple(anyKey, tie('json')), { maxLength: 4 }).map((e) => new JObj(e)),
}));

/** Values that are wrong for a string field whatever its rule. */
const notString: fc.Arbitrary<JVal> = fc.oneof(
  anyNumber,
  fc.boolean(),
  fc.constant([] as JVal[]),
  fc.array(wildString, { minLength: 1, maxLength: 3 }),
  fc.constant(obj({})),
  fc.constant(obj({ value: 'x' })),
);
const notNullableString = fc.oneof(notString, fc.constant(null));
/** Values that are wrong for an integer field whatever its range (every integer field here is at most 2^53 - 1). */
const notInteger: fc.Arbitrary<JVal> = fc.oneof(
  wildString,
  fc.constantFrom('1', '-1', '0', '2', '1e3', ' 1', '0x10'),
  fc.boolean(),
  fc.constant([] as JVal[]),
  fc.constant([1] as JVal[]),
  fc.constant(obj({})),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Number.isInteger(d)),
  fc.constantFrom('123456789012345678901234567890', '-123456789012345678901234567890', '1e400', '-1e400', '1.5', '0.1', '9007199254740993').map((s) => new Raw(s)),
  fc.constantFrom(2 ** 53, -(2 ** 53), 1.5, -0.5),
);
const notNullableInteger = fc.oneof(notInteger, fc.constant(null));
const notBoolean: fc.Arbitrary<JVal> = fc.oneof(fc.constantFrom('true', 'false', 0, 1, null), fc.constant([] as JVal[]), fc.constant(obj({})));
const notObject: fc.Arbitrary<JVal> = fc.oneof(leaf, fc.constant([] as JVal[]), fc.array(leaf, { maxLength: 3 }));

/** Text a person could type, 1..max code points, never NUL nor a lone surrogate (PostgreSQL cannot store either as sent). */
function validText(max: number): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: Math.min(max, 40) }),
      fc.string({ unit: 'binary', minLength: 1, maxLength: Math.min(max, 40) }),
      fc.constantFrom('😀'.repeat(max), 'é'.repeat(max), 'x'.repeat(max), '\u202eevil', '\u200b', 'e\u0301', '👨‍👩‍👧‍👦'),
    )
    .filter((s) => s.length > 0 && isStorableText(s) && Array.from(s).length <= max);
}
/** Wrong for a text field of 1..max code points. */
function badText(max: number, nullable = false): fc.Arbitrary<JVal> {
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

const memberId = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const adminIdArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/).filter((s) => s !== OWNER_ID && s !== ADMIN_ID);
const BAD_IDS = ['', 'a b', 'x'.repeat(65), 'ü', 'a/b', 'a.b', '\u0000', '😀', '-+', 'a\nb'];
const CURRENCIES: [string, number][] = [['USD', 2], ['EUR', 2], ['JPY', 0], ['BHD', 3], ['GBP', 2], ['KWD', 3], ['KRW', 0]];
const BAD_CURRENCIES = ['usd', 'US', 'USDD', '', '123', 'U$D', ' USD', 'USD ', 'ÜSD', 'usD'];
const currencyArb = fc.constantFrom(...CURRENCIES);
/** A decimal with at most `digits` fraction digits, at most 1,000,000. */
function amountFor(digits: number): fc.Arbitrary<string> {
  return fc.tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 10 ** digits - 1 }), fc.boolean()).map(([i, f, withFraction]) =>
    digits > 0 && withFraction ? `${i}.${String(f).padStart(digits, '0')}` : String(i),
  );
}
const BAD_AMOUNTS = ['-1', '1.', '.5', '1e3', '01', ' 1', '1,5', '1000000000000000.01', '0x10', 'abc', '', '١', '1.2.3', 'NaN', '+1', '9'.repeat(400)];
const badAmount = fc.oneof(fc.constantFrom(...BAD_AMOUNTS), notNullableString);

// Lengths up to 100 years (36 500 days, a month counted as 30).
const n1 = fc.integer({ min: 1, max: 400 });
const years = fc.integer({ min: 1, max: 99 });
const lengthForm = fc.oneof(
  n1.map((n) => `P${n}D`),
  n1.map((n) => `P${n}W`),
  n1.map((n) => `P${n}M`),
  years.map((n) => `P${n}Y`),
  fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 11 })).map(([y, m]) => `P${y}Y${m}M`),
  fc.tuple(n1, fc.constantFrom('day', 'week', 'month')).map(([n, u]) => `${n} ${u}${n === 1 ? '' : 's'}`),
  years.map((n) => `${n} year${n === 1 ? '' : 's'}`),
  n1.map(String),
);
const durationArb = fc.oneof(lengthForm, fc.constantFrom('lifetime', '2027-06-30', '30.06.2027', '2030-01-01'));
const trialArb = fc.oneof(lengthForm, fc.constantFrom('0', 'P0D'));
const BAD_DURATIONS = ['0', 'P0D', '-1 days', '0 days', 'forever', '', 'P', 'PT1H', 'P1H', '1 fortnight', 'P-1D', '31.02.2027', '2027-02-30', '2001-01-01', 'LIFETIME ', 'P1.5D', ' P1M'];
const BAD_TRIALS = ['lifetime', '2027-06-30', '30.06.2027', '-1', 'P-1D', 'abc', '', 'PT5M', ' 7'];
const optionsArb = fc
  .record(
    {
      recurring: fc.boolean(),
      newcomers: fc.integer({ min: 0, max: 2 }),
      singleuse: fc.integer({ min: 0, max: 1_000_000 }),
      token_only: fc.boolean(),
      credit_only: fc.boolean(),
      invitee_only: fc.integer({ min: 0, max: 1 }),
    },
    { requiredKeys: [] },
  )
  .filter((o) => !(o.token_only && o.credit_only))
  // Options are merged into the stored ones: naming one of the two exclusive flags sets the other too.
  .map((o) => obj((o.token_only || o.credit_only ? { ...o, token_only: !!o.token_only, credit_only: !!o.credit_only } : o) as Record<string, JVal>));
const badOptions: fc.Arbitrary<JVal> = fc.oneof(
  notObject,
  fc.constantFrom(
    obj({ unknown: 1 }),
    obj({ newcomers: 3 }),
    obj({ newcomers: -1 }),
    obj({ recurring: 'yes' }),
    obj({ singleuse: -1 }),
    obj({ singleuse: 1_000_001 }),
    obj({ token_only: true, credit_only: true }),
    obj({ invitee_only: 2 }),
    obj({ prototype: obj({}) }),
    obj({ constructor: 1 }),
  ),
  fc.tuple(fc.constantFrom('recurring', 'token_only', 'credit_only'), notBoolean).map(([k, v]) => obj({ [k]: v })),
  fc.tuple(fc.constantFrom('newcomers', 'singleuse', 'invitee_only'), notInteger).map(([k, v]) => obj({ [k]: v })),
);
const TIMEZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kathmandu', 'Pacific/Chatham', 'Australia/Lord_Howe', 'America/St_Johns', 'Pacific/Kiritimati', 'Etc/GMT+12'];
const BAD_TIMEZONES = ['Mars/Base', '+05:00', 'UTC ', '', 'utc/x', 'Europe/Berlin\u0000', '../etc', 'GMT+25'];
const pastInstant = fc.date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2026-11-21T11:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
const BAD_INSTANTS = ['yesterday', '2026-13-01T00:00:00Z', '2026-01-01', '2999-01-01T00:00:00Z', '1969-12-31T23:59:59Z', '', '2026-02-30T00:00:00Z', '1e12', '2026-01-01T25:00:00Z'];
const botTokenSecret = fc.stringMatching(/^[A-Za-z0-9_-]{24,40}$/);

// ---------------------------------------------------------------------------------------------
// Bodies per route: valid ones, and mutations that always break a rule.

interface Field {
  name: string;
  required: boolean;
  invalid: fc.Arbitrary<JVal>;
}
interface BodySpec {
  fields: Field[];
  valid: fc.Arbitrary<JObj>;
  /** PATCH bodies that must change at least one field. */
  atLeastOne?: boolean;
}

const chatBody: BodySpec = {
  fields: [
    { name: 'chat_id', required: true, invalid: fc.oneof(notNullableInteger, fc.constantFrom<JVal>(0, new Raw('-0'), new Raw('0.0'))) },
    { name: 'chat_name', required: true, invalid: badText(255) },
    { name: 'chat_type', required: true, invalid: fc.oneof(notNullableString, fc.constantFrom('private', 'GROUP', 'Group', ' group', '', 'channel\u0000', 'supergroup ', 'chat')) },
  ],
  valid: fc
    .record({ chat_id: fc.maxSafeInteger().filter((n) => n !== 0), chat_name: validText(255), chat_type: fc.constantFrom('group', 'supergroup', 'channel') })
    .map((o) => obj(o)),
};
const renameChatBody: BodySpec = {
  fields: [{ name: 'chat_name', required: true, invalid: badText(255) }],
  valid: validText(255).map((chat_name) => obj({ chat_name })),
};
const projectBody: BodySpec = {
  fields: [
    { name: 'project_name', required: true, invalid: badText(128) },
    {
      name: 'chat_ids',
      required: true,
      invalid: fc.oneof(
        notObject.filter((v) => !Array.isArray(v) || v.length === 0),
        fc.constantFrom<JVal>([], [0], [CHAT_A, CHAT_A], [MISSING_ID], [CHAT_A, MISSING_ID], [String(CHAT_A)], [1.5], [null], [new Raw('9007199254740993')]),
        fc.constant(Array.from({ length: 101 }, (_, i) => -(i + 1)) as JVal[]),
        fc.tuple(fc.subarray(FIXTURE_CHATS, { minLength: 1 }), notNullableInteger).map(([ids, bad]) => [...ids, bad] as JVal[]),
      ),
    },
  ],
  valid: fc
    .record({ project_name: validText(128), chat_ids: fc.shuffledSubarray(FIXTURE_CHATS, { minLength: 1 }) })
    .map((o) => obj(o as Record<string, JVal>)),
};
const planFields: Field[] = [
  { name: 'plan_name', required: true, invalid: badText(128) },
  { name: 'plan_duration', required: true, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_DURATIONS)) },
  // Invalid whatever the currency: a sign, exponent or separator, or above 1,000,000,000.
  { name: 'plan_price', required: true, invalid: fc.oneof(notNullableString, fc.constantFrom('-1', '1.', '.5', '1e3', '01', ' 1', '1,5', '1000000001', '1000000000.5', '', 'abc', 'NaN')) },
  { name: 'plan_currency', required: true, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_CURRENCIES)) },
  { name: 'plan_trial', required: false, invalid: fc.oneof(notString, fc.constantFrom(...BAD_TRIALS)) },
  { name: 'plan_project_id', required: false, invalid: fc.oneof(notInteger, fc.constantFrom<JVal>(0, -1, MISSING_ID, new Raw('-0'))) },
  { name: 'options', required: false, invalid: badOptions },
];
const planBody: BodySpec = {
  fields: planFields,
  valid: fc
    .record(
      {
        plan_name: validText(128),
        plan_duration: durationArb,
        price: currencyArb.chain(([code, digits]) => amountFor(digits).map((p) => [code, p] as const)),
        plan_trial: trialArb,
        plan_project_id: fc.constant(PROJECT_ID),
        options: optionsArb,
      },
      { requiredKeys: ['plan_name', 'plan_duration', 'price'] },
    )
    .map(({ price, ...rest }) => obj({ ...(rest as Record<string, JVal>), plan_price: price[1], plan_currency: price[0] })),
};
const planPatchBody: BodySpec = {
  // null is a value here: it clears plan_trial and plan_project_id.
  fields: planFields.map((f) => ({
    ...f,
    required: false,
    invalid: f.name === 'plan_trial' ? fc.oneof(notString, fc.constantFrom(...BAD_TRIALS)) : f.name === 'plan_project_id' ? fc.oneof(notInteger, fc.constantFrom<JVal>(0, -1, MISSING_ID)) : f.invalid,
  })),
  atLeastOne: true,
  valid: fc
    .record(
      {
        plan_name: validText(128),
        plan_duration: durationArb,
        // A whole number is a valid price in every currency, so it may change alone or with the currency.
        price: fc.tuple(fc.integer({ min: 0, max: 1_000_000 }).map(String), fc.option(currencyArb.map(([c]) => c), { nil: undefined })),
        plan_trial: fc.option(trialArb, { nil: null }),
        plan_project_id: fc.constantFrom<number | null>(PROJECT_ID, null),
        options: optionsArb,
      },
      { requiredKeys: [] },
    )
    .filter((o) => Object.keys(o).length > 0)
    .map(({ price, ...rest }) => {
      const o: Record<string, JVal> = { ...(rest as Record<string, JVal>) };
      if (price) {
        o.plan_price = price[0];
        if (price[1] !== undefined) o.plan_currency = price[1];
      }
      return obj(o);
    }),
};
const addAdminBody: BodySpec = {
  fields: [
    { name: 'admin_id', required: true, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_IDS)) },
    { name: 'admin_level', required: true, invalid: fc.oneof(notNullableInteger, fc.constantFrom<JVal>(0, 1, 9, -2, 100, new Raw('-0'), new Raw('8.5'))) },
  ],
  valid: fc.record({ admin_id: adminIdArb, admin_level: fc.integer({ min: 2, max: 8 }) }).map((o) => obj(o)),
};
const updateAdminBody: BodySpec = {
  fields: [
    { name: 'admin_level', required: true, invalid: fc.oneof(notNullableInteger, fc.constantFrom<JVal>(0, 1, 9, -2, new Raw('-0'))) },
    {
      name: 'bot_token',
      required: false,
      invalid: fc.oneof(
        notNullableString,
        botTokenSecret.map((s) => `${OTHER_BOT}:${s}`),
        fc.constantFrom('abc', '', `${BOT_ID}`, `${BOT_ID}:`, `${BOT_ID}:short`, `0${BOT_ID}:${'a'.repeat(30)}`, `${BOT_ID}:${'a'.repeat(30)} `),
      ),
    },
  ],
  valid: fc
    .record({ admin_level: fc.integer({ min: 2, max: 8 }), bot_token: botTokenSecret.map((s) => `${BOT_ID}:${s}`) }, { requiredKeys: ['admin_level'] })
    .map((o) => obj(o)),
};
const orderBody: BodySpec = {
  fields: [
    { name: 'plan_id', required: true, invalid: fc.oneof(notNullableInteger, fc.constantFrom<JVal>(0, -1, MISSING_ID, PLAN_ARCHIVED, new Raw('-0'))) },
    { name: 'member_id', required: true, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_IDS)) },
    { name: 'amount', required: false, invalid: badAmount },
    { name: 'currency', required: false, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_CURRENCIES)) },
    { name: 'paid_at', required: false, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_INSTANTS)) },
    { name: 'external_id', required: false, invalid: badText(255) },
  ],
  valid: fc
    .record(
      {
        plan: fc.constantFrom(PLAN_USD, PLAN_JPY),
        member_id: memberId,
        pay: fc.option(currencyArb.chain(([code, digits]) => fc.tuple(fc.constant(code), amountFor(digits))), { nil: undefined }),
        paid_at: pastInstant,
        external_id: validText(255),
      },
      { requiredKeys: ['plan', 'member_id'] },
    )
    .map(({ plan, pay, ...rest }) => {
      const o: Record<string, JVal> = { plan_id: plan, ...(rest as Record<string, JVal>) };
      if (pay) {
        o.currency = pay[0];
        o.amount = pay[1];
      }
      return obj(o);
    }),
};
const settingsBody: BodySpec = {
  fields: [
    { name: 'bot_name', required: false, invalid: badText(128, true) },
    { name: 'timezone', required: false, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_TIMEZONES)) },
    { name: 'default_currency', required: false, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_CURRENCIES)) },
  ],
  atLeastOne: true,
  valid: fc
    .record(
      { bot_name: fc.option(validText(128), { nil: null }), timezone: fc.constantFrom(...TIMEZONES), default_currency: currencyArb.map(([c]) => c) },
      { requiredKeys: [] },
    )
    .filter((o) => Object.keys(o).length > 0)
    .map((o) => obj(o as Record<string, JVal>)),
};

/** A body that breaks at least one rule of `spec`; `why` names the rule. */
function brokenBody(spec: BodySpec): fc.Arbitrary<{ body: JVal; why: string }> {
  const names = spec.fields.map((f) => f.name);
  const unknownKey = fc.oneof(fc.constantFrom('prototype', 'toString', 'hasOwnProperty', 'valueOf', '', ' ', 'x', 'CHAT_ID', 'chat-id', '\u0000', '\ud800'), fc.string({ maxLength: 10 }), wildString)
    .filter((k) => !names.includes(k) && k !== '__proto__' && k !== 'constructor');
  const arbs: fc.Arbitrary<{ body: JVal; why: string }>[] = [
    fc.tuple(spec.valid, fc.constantFrom(...spec.fields))
      .chain(([body, f]) => f.invalid.map((v) => ({ body: body.with(f.name, v), why: `invalid ${f.name}` }))),
    fc.tuple(spec.valid, unknownKey, anyJson).map(([body, k, v]) => ({ body: body.plus(k, v), why: `unknown field ${JSON.stringify(k)}` })),
    // Duplicate keys: the last one wins, so an invalid last value breaks the rule.
    fc.tuple(spec.valid, fc.constantFrom(...spec.fields))
      .chain(([body, f]) => f.invalid.map((v) => ({ body: body.plus(f.name, v), why: `duplicate ${f.name}, last invalid` }))),
    // Prototype poisoning: `__proto__` anywhere, or constructor.prototype.
    fc.tuple(spec.valid, anyJson, fc.constantFrom('top', 'constructor', 'nested', 'array')).map(([body, v, where]) => {
      const proto = new JObj([['__proto__', obj({ polluted: v })]]);
      if (where === 'top') return { body: body.plus('__proto__', obj({ polluted: v })), why: '__proto__ at top level' };
      if (where === 'constructor') return { body: body.plus('constructor', obj({ prototype: obj({ polluted: v }) })), why: 'constructor.prototype at top level' };
      if (where === 'nested') return { body: body.plus('options', proto), why: '__proto__ nested in an object' };
      return { body: body.plus('chat_ids', [proto]), why: '__proto__ nested in an array' };
    }),
    // Not an object at all.
    fc.oneof(leaf, fc.array(anyJson, { maxLength: 3 }), spec.valid.map((b) => [b] as JVal)).map((body) => ({ body, why: 'body is not an object' })),
  ];
  const required = spec.fields.filter((f) => f.required);
  if (required.length) {
    arbs.push(fc.tuple(spec.valid, fc.constantFrom(...required)).map(([body, f]) => ({ body: body.without(f.name), why: `missing ${f.name}` })));
  }
  if (spec.atLeastOne) arbs.push(fc.constant({ body: new JObj([]), why: 'empty update' }));
  return fc.oneof(...arbs);
}

/** A body that may or may not be valid: a valid one, a broken one, or a valid one with a random value swapped in. */
function anyBody(spec: BodySpec): fc.Arbitrary<JVal> {
  return fc.oneof(
    spec.valid,
    brokenBody(spec).map((b) => b.body),
    fc.tuple(spec.valid, fc.constantFrom(...spec.fields), anyJson).map(([body, f, v]) => body.with(f.name, v)),
    fc.tuple(spec.valid, fc.constantFrom(...spec.fields)).map(([body, f]) => body.without(f.name)),
    fc.tuple(spec.valid, anyKey, anyJson).map(([body, k, v]) => body.plus(k, v)),
  );
}

// ---------------------------------------------------------------------------------------------
// Routes: every method + path of the API, with valid path parameters and queries.

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
const METHODS: Method[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  /** Valid values of the path parameters (existing resources where that matters). */
  params?: Record<string, fc.Arbitrary<string>>;
  /** A valid query string (with its '?'), or ''. */
  query?: fc.Arbitrary<string>;
  body?: BodySpec;
  /** Bot-scoped (under /v1/bot{id}/{key}). */
  scoped: boolean;
}

function queryOf(pairs: [string, string | undefined][]): string {
  const present = pairs.filter((p): p is [string, string] => p[1] !== undefined);
  return present.length ? `?${present.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : '';
}
const limitArb = fc.option(fc.integer({ min: 1, max: 100 }).map(String), { nil: undefined });
const pageQuery = limitArb.map((limit) => queryOf([['limit', limit]]));
const orderListQuery = fc
  .tuple(limitArb, fc.option(pastInstant, { nil: undefined }), fc.option(pastInstant, { nil: undefined }))
  .map(([limit, from, to]) => queryOf([['limit', limit], ['from', from], ['to', to]]));
const countQuery = fc
  .tuple(
    fc.option(fc.constantFrom('day', 'month', 'year'), { nil: undefined }),
    fc.option(fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 1000 })).map(String), { nil: undefined }),
    fc.option(currencyArb.map(([c]) => c), { nil: undefined }),
  )
  .map(([unit, count, currency]) => queryOf([['interval_unit', unit], ['interval_count', count], ['currency', currency]]));

const chatParam = fc.constantFrom(...FIXTURE_CHATS.map(String));
const planParam = fc.constantFrom(String(PLAN_USD), String(PLAN_JPY), String(PLAN_ARCHIVED));
const orderParam = fc.constantFrom(String(ORDER_PAID), String(ORDER_REFUNDED));
const adminParam = fc.constantFrom(ADMIN_ID, OWNER_ID);

const ROUTES: Route[] = [
  { method: 'GET', path: '/orders/count', query: countQuery, scoped: true },
  { method: 'POST', path: '/chats', body: chatBody, scoped: true },
  { method: 'GET', path: '/chats', query: pageQuery, scoped: true },
  { method: 'GET', path: '/chats/:chat_id', params: { chat_id: chatParam }, scoped: true },
  { method: 'PATCH', path: '/chats/:chat_id', params: { chat_id: chatParam }, body: renameChatBody, scoped: true },
  { method: 'DELETE', path: '/chats/:chat_id', params: { chat_id: chatParam }, scoped: true },
  { method: 'POST', path: '/projects', body: projectBody, scoped: true },
  { method: 'GET', path: '/projects', query: pageQuery, scoped: true },
  { method: 'GET', path: '/projects/:project_id', params: { project_id: fc.constant(String(PROJECT_ID)) }, scoped: true },
  { method: 'POST', path: '/plans', body: planBody, scoped: true },
  { method: 'GET', path: '/plans', query: pageQuery, scoped: true },
  { method: 'GET', path: '/plans/:plan_id', params: { plan_id: planParam }, scoped: true },
  { method: 'PATCH', path: '/plans/:plan_id', params: { plan_id: planParam }, body: planPatchBody, scoped: true },
  { method: 'DELETE', path: '/plans/:plan_id', params: { plan_id: planParam }, scoped: true },
  { method: 'POST', path: '/admins', body: addAdminBody, scoped: true },
  { method: 'GET', path: '/admins', query: pageQuery, scoped: true },
  { method: 'GET', path: '/admins/:admin_id', params: { admin_id: adminParam }, scoped: true },
  { method: 'PATCH', path: '/admins/:admin_id', params: { admin_id: adminParam }, body: updateAdminBody, scoped: true },
  { method: 'DELETE', path: '/admins/:admin_id', params: { admin_id: adminParam }, scoped: true },
  { method: 'POST', path: '/orders', body: orderBody, scoped: true },
  { method: 'GET', path: '/orders', query: orderListQuery, scoped: true },
  { method: 'GET', path: '/orders/:order_id', params: { order_id: orderParam }, scoped: true },
  { method: 'POST', path: '/orders/:order_id/refund', params: { order_id: orderParam }, scoped: true },
  { method: 'GET', path: '/settings', scoped: true },
  { method: 'PATCH', path: '/settings', body: settingsBody, scoped: true },
  { method: 'POST', path: '/keys', scoped: true },
  { method: 'GET', path: '/keys', query: pageQuery, scoped: true },
  // Key 1 is the suite's own key: never revoked by the fuzzer.
  { method: 'DELETE', path: '/keys/:key_id', params: { key_id: fc.integer({ min: 2, max: 40 }).map(String) }, scoped: true },
  { method: 'GET', path: '/healthz', scoped: false },
  { method: 'GET', path: '/readyz', scoped: false },
  { method: 'GET', path: '/openapi.json', scoped: false },
  { method: 'GET', path: '/docs', scoped: false },
  { method: 'GET', path: '/docs/json', scoped: false },
];
const SCOPED = ROUTES.filter((r) => r.scoped);
const SERVICE = ROUTES.filter((r) => !r.scoped);

/** Answers that are not envelopes when they succeed: the API description, the docs, metrics. */
function isDocumentPath(path: string): boolean {
  return path === '/openapi.json' || path === '/metrics' || path === '/docs' || path.startsWith('/docs/');
}

// ---------------------------------------------------------------------------------------------
// Requests. URLs carry placeholders for the key, so generated values (and failure reports)
// never hold the real key: {KEY} is the key, {KEY+} {KEY-} {KEY~} {KEY^} are near misses,
// {KEY%} is the key with its first character percent-encoded (still the key once decoded).

interface Req {
  method: Method;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Values that must never appear in the response (bot tokens). */
  secrets: string[];
  note: string;
}

function mkReq(method: Method, url: string, headers: Record<string, string>, body: string | Buffer | undefined, note: string, secrets: string[] = []): Req {
  const req: Req = { method, url, headers, secrets, note, ...(body === undefined ? {} : { body }) };
  Object.defineProperty(req, fc.toStringMethod, {
    enumerable: false,
    value: () => {
      const shown = body === undefined ? '' : ` body(${body.length})=${JSON.stringify(String(body).slice(0, 300))}`;
      return `${method} ${url.length > 300 ? `${url.slice(0, 300)}…(${url.length})` : url} ${JSON.stringify(headers).slice(0, 300)}${shown} [${note}]`;
    },
  });
  return req;
}

function expandKey(url: string, key: string): string {
  const first = key[0] ?? 'A';
  return url
    .replaceAll('{KEY+}', `${key}A`)
    .replaceAll('{KEY-}', key.slice(0, -1))
    .replaceAll('{KEY~}', `${first === 'A' ? 'B' : 'A'}${key.slice(1)}`)
    .replaceAll('{KEY^}', [...key].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join(''))
    .replaceAll('{KEY%}', `%${first.charCodeAt(0).toString(16).toUpperCase()}${key.slice(1)}`)
    .replaceAll('{KEY}', key);
}

const B = `bot${BOT_ID}`;
const VALID_PREFIX = `/v1/${B}/{KEY}`;
/** Prefixes that can never authenticate as the test bot, or are not a route at all. */
const wrongPrefix = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((k) => `/v1/${B}/${k}`),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,19}$/).map((k) => `/v1/${B}/${k}`),
  fc.stringMatching(/^[A-Za-z0-9_-]{129,200}$/).map((k) => `/v1/${B}/${k}`),
  wildString.map((k) => `/v1/${B}/${pct(k)}`),
  fc.constantFrom('{KEY+}', '{KEY-}', '{KEY~}', '{KEY^}', '', '%00', '..', '.', '***', 'null', '%ZZ', '%', 'x'.repeat(3000), '%E2%80%AE').map((k) => `/v1/${B}/${k}`),
  // The real key under the wrong bot, or under a segment that is not bot<digits>.
  fc.constantFrom(`bot${OTHER_BOT}`, `bot0${BOT_ID}`, 'bot0', `bot-${BOT_ID}`, `${B}x`, `BOT${BOT_ID}`, `bot${'1'.repeat(16)}`, 'bot9007199254740993', 'bot', 'bots', `bot${BOT_ID}%00`, `bot%20${BOT_ID}`, `bot+${BOT_ID}`, `bot${BOT_ID}.0`, '%62ot')
    .map((seg) => `/v1/${seg}/{KEY}`),
  // Mistyped prefixes that still carry the real key: not a route, and the key must not be echoed.
  fc.constantFrom(`//v1/${B}/{KEY}`, `/v1/${B}//{KEY}`, `/V1/${B}/{KEY}`, `/v1//${B}/{KEY}`, `///v1///${B}///{KEY}`, `/v2/${B}/{KEY}`, `/api/v1/${B}/{KEY}`),
);
/** Prefixes that authenticate as the test bot. */
const goodPrefix = fc.oneof({ weight: 12, arbitrary: fc.constant(VALID_PREFIX) }, { weight: 1, arbitrary: fc.constantFrom(`/v1/${B}/{KEY%}`, `/v1/bot%3${String(BOT_ID)[0]}${String(BOT_ID).slice(1)}/{KEY}`) });

const SEGMENTS = [
  '0', '-0', '00', '01', '+1', '1e3', '0x10', ' 1', '1.0', '-', '..', '.', '%2e%2e', '%2E', '%00', '%ZZ', '%', '%C0%AF', '%ED%A0%80', '%FF', '%E2%80%AE',
  '%F0%9F%98%80', 'é', '\u202e', '\u200b', '😀', '__proto__', 'constructor', 'prototype', 'null', 'undefined', ';', '*', '~', '@', '$', '%2F', '%5C',
  'x'.repeat(3000), '1'.repeat(15), '1'.repeat(16), '1'.repeat(17), '9007199254740993', '-9007199254740993', '9'.repeat(2100), String(MISSING_ID), OWNER_ID,
];
const segment = fc.oneof(
  fc.constantFrom(...SEGMENTS),
  fc.integer().map(String),
  fc.maxSafeInteger().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  wildString.map(pct),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,70}$/),
);

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:([a-z_]+)/g, (_, name: string) => values[name] ?? '');
}
/** Path parameters: valid ones most of the time, a random segment otherwise. */
function paramsFor(route: Route, random: boolean): fc.Arbitrary<Record<string, string>> {
  const rec: Record<string, fc.Arbitrary<string>> = {};
  for (const [name, valid] of Object.entries(route.params ?? {})) rec[name] = random ? fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: segment }) : valid;
  return fc.record(rec);
}

const QUERY_NAMES = ['limit', 'cursor', 'interval_unit', 'interval_count', 'currency', 'from', 'to', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'a[b]', 'a[]', '', ' ', '%00', '%ZZ'];
const QUERY_VALUES = ['', '%ZZ', '%00', '%FF', '%', '-1', '0', '1', '100', '101', '1000', '1001', '1e3', 'NaN', 'day', 'month', 'year', 'DAY', 'week', 'USD', 'usd', 'JPY', '2026-01-01T00:00:00Z', '2026-13-01T00:00:00Z', 'eyJ4IjoxfQ', '%E2%80%AE', '%F0%9F%98%80', 'a+b', '+', '&', '='];
const queryValue = fc.oneof(fc.constantFrom(...QUERY_VALUES), wildString.map(pct), fc.integer({ min: 1000, max: 12_000 }).map((n) => 'x'.repeat(n)), fc.stringMatching(/^[A-Za-z0-9_-]{1,200}$/));
const randomQuery = fc.oneof(
  fc.array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), wildString.map(pct)), queryValue), { minLength: 1, maxLength: 6 }).map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  fc.constantFrom('?', '?&&', '?=x', '?limit', '?limit=1&limit=2', '?interval_unit=day&interval_unit=month', '?limit[]=1', '?limit=1;2', '?%=%', '?#frag'),
);

const JSON_TYPE = 'application/json';
/** Not JSON: a body sent with one of these is a 415. (A charset parameter on application/json is ignored: JSON is UTF-8.) */
const NOT_JSON_TYPES = [
  'text/plain', 'text/plain; charset=utf-8', 'multipart/form-data; boundary=xyz', 'application/x-www-form-urlencoded', 'application/json-patch+json',
  'application/vnd.api+json', 'application/xml', ';;;', '', '*/*', 'application/', 'application/json, text/plain', 'application/octet-stream', 'application/jsonx',
];
const CONTENT_TYPES = [
  JSON_TYPE, 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json; charset=latin1', 'application/json;charset=UTF-16',
  'text/plain', 'text/plain; charset=utf-8', 'multipart/form-data; boundary=xyz', 'application/x-www-form-urlencoded', 'application/json-patch+json',
  'application/vnd.api+json', 'application/xml', ';;;', '', '*/*', 'application/', 'application/json, text/plain', 'application/octet-stream',
];

function deep(depth: number, open: string, close: string, inner = ''): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}
/** Bodies that stress the parser: deep nesting, poison keys at depth, huge, empty, BOMs. */
const stressBody: fc.Arbitrary<{ text: string; why: string }> = fc.oneof(
  fc.constantFrom(10_000, 20_000, 32_000).map((d) => ({ text: deep(d, '[', ']'), why: `[ x${d}` })),
  fc.constantFrom(1_000, 5_000, 10_000).map((d) => ({ text: deep(d, '{"a":', '}', '1'), why: `{"a": x${d}` })),
  fc.tuple(fc.constantFrom('chat_name', 'chat_ids', 'options', 'plan_name', 'admin_level', 'x', 'bot_name'), fc.constantFrom(100, 5_000, 10_000, 30_000))
    .map(([k, d]) => ({ text: `{${JSON.stringify(k)}:${deep(d, '[', ']')}}`, why: `${k}: [ x${d}` })),
  fc.constantFrom(5_000, 10_000, 30_000).map((d) => ({ text: `{"options":${deep(d, '[', ']', '{"__proto__":{"x":1}}')}}`, why: `__proto__ at depth ${d}` })),
  fc.constantFrom(1_000, 5_000).map((d) => ({ text: `{"options":${deep(d, '{"constructor":', '}', '{"prototype":{"x":1}}')}}`, why: `constructor.prototype at depth ${d}` })),
  fc.constantFrom(60_000, 70_000).map((d) => ({ text: '['.repeat(d), why: `unclosed [ x${d}` })),
  hugeString.map((s) => ({ text: JSON.stringify({ chat_name: s, plan_name: s }), why: `huge body ${s.length}` })),
  fc.integer({ min: 6_000, max: 9_000 }).map((n) => ({ text: JSON.stringify(Array.from({ length: n }, (_, i) => i * 1_000_000)), why: `huge array ${n}` })),
  fc.constantFrom('', ' ', '\n', 'null', '0', '""', '[]', 'true', '\ufeff{}', '\ufeff\ufeff{}', '{}\u0000', '{"a":1}{"b":2}', '/* c */ {}').map((text) => ({ text, why: 'edge text' })),
);
/** Text that is never valid JSON, whatever the parser's leniency: it ends with a raw control character. */
const invalidJson = fc.oneof(
  fc.constantFrom(
    '{"chat_id": NaN}', "{'a':1}", '{"a":1,}', '[1,]', '{"a":01}', '{"a":.5}', '{"a":+1}', '{"a":Infinity}', 'undefined', '{"a":"\\x41"}', '{"a":"\\u12"}',
    '{"a":"\t"}', '"unterminated', '{"a":1}}', '{"a":tru}', '{"__proto__":1', '{"a"', '{', '}', '\u0000', '{"a":1} x', '\ud800', '{"a":"\ud800\u0000"}',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }).map((s) => `${s}\u0001`),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((s) => `{${s}\u0002`),
);
const rawBytes = fc.uint8Array({ minLength: 1, maxLength: 200 }).map((a) => Buffer.from(a));

interface BodyChoice {
  body?: string | Buffer;
  contentType?: string;
  why: string;
}
function bodyFor(route: Route | undefined): fc.Arbitrary<BodyChoice> {
  const json = (j: JVal, why: string): BodyChoice => ({ body: jsonText(j), contentType: JSON_TYPE, why });
  const choices: fc.Arbitrary<BodyChoice>[] = [
    fc.constant({ why: 'no body' }),
    anyJson.map((j) => json(j, 'random json')),
    stressBody.map((s) => ({ body: s.text, contentType: JSON_TYPE, why: s.why })),
    invalidJson.map((text) => ({ body: text, contentType: JSON_TYPE, why: 'invalid json' })),
    fc.tuple(fc.oneof(wildString, invalidJson), fc.constantFrom(...CONTENT_TYPES)).map(([text, ct]) => ({ body: text, contentType: ct, why: 'random text' })),
    fc.tuple(rawBytes, fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined })).map(([bytes, ct]) => ({ body: bytes, ...(ct === undefined ? {} : { contentType: ct }), why: 'raw bytes' })),
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

const acceptLanguage = fc.oneof(
  fc.constantFrom('de', 'fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5', 'ja-JP', 'ar-EG', 'zz-ZZZZ-x-1;q=0.5, *, de', '*', ';;;', 'en-US;q=abc', 'x'.repeat(300), 'i-klingon', 'de;q=0', 'tlh-Latn-x-private'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
);
const idemKey = fc.oneof(fc.uuid(), fc.constantFrom('a', 'x'.repeat(255), 'x'.repeat(256), 'has space', '', 'é', '\u0001', '   '));
interface ExtraHeaders {
  'idempotency-key'?: string;
  'accept-language'?: string;
  'x-request-id'?: string;
  accept?: string;
  authorization?: string;
}
const extraHeaders: fc.Arbitrary<ExtraHeaders> = fc.record(
  {
    'idempotency-key': idemKey,
    'accept-language': acceptLanguage,
    'x-request-id': fc.constantFrom('evil', '{KEY}', '../../'),
    accept: fc.constantFrom('text/html', 'application/xml', '*/*', 'application/json;q=0'),
    authorization: fc.constantFrom('Bearer x', 'Bearer {KEY}', 'Basic Og=='),
  },
  { requiredKeys: [] },
);

function headersOf(choice: BodyChoice, extra: ExtraHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(extra)) if (typeof v === 'string') headers[k] = v;
  if (choice.contentType !== undefined) headers['content-type'] = choice.contentType;
  return headers;
}

/** Mostly the route's own method (undefined), sometimes any method. */
const methodOrRoutes = fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) });

/** Any request at all to a bot-scoped route: any prefix, method, parameters, query, headers and body. */
const anyScopedRequest: fc.Arbitrary<Req> = fc
  .record({
    route: fc.constantFrom(...SCOPED),
    prefix: fc.oneof({ weight: 4, arbitrary: goodPrefix }, { weight: 1, arbitrary: wrongPrefix }),
    method: methodOrRoutes,
    suffix: fc.oneof({ weight: 10, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom('/', '//', '/x', '/..', '/%2e%2e', '/count', '/refund') }),
  })
  .chain(({ route, prefix, method, suffix }) =>
    fc
      .record({
        params: paramsFor(route, true),
        query: fc.oneof({ weight: 3, arbitrary: route.query ?? fc.constant('') }, { weight: 1, arbitrary: randomQuery }),
        body: bodyFor(route),
        extra: extraHeaders,
      })
      .map(({ params, query, body, extra }) => {
        const m = method ?? route.method;
        const url = `${prefix}${fillPath(route.path, params)}${suffix}${query}`;
        return mkReq(m, url, headersOf(body, extra), body.body, `${route.method} ${route.path}: ${body.why}`, secretsOf(body.body));
      }),
  )
  // Never revoke the suite's own key (key 1), however the path spells it.
  .filter((r) => !(r.method === 'DELETE' && /\/keys\/0*1\/*$/.test(safeDecode(pathOf(r.url)))));

/** Requests to the service endpoints and to paths that are no route. */
const anyOtherRequest: fc.Arbitrary<Req> = fc
  .record({
    path: fc.oneof(
      fc.constantFrom(...SERVICE.map((r) => r.path), '/metrics', '/docs/', '/docs/static/index.html', '/docs/yaml', '/docs/static/nope.js', '/', '/v1', '/v1/', '/v1/bots', '/v2/x'),
      fc.array(segment, { minLength: 1, maxLength: 5 }).map((s) => `/${s.join('/')}`),
      fc.tuple(fc.constantFrom('/healthz', '/readyz', '/openapi.json', '/docs', '/v1', '/metrics'), segment).map(([p, s]) => `${p}/${s}`),
    ),
    method: fc.constantFrom(...METHODS),
    query: fc.oneof(fc.constant(''), randomQuery),
    body: bodyFor(undefined),
    extra: extraHeaders,
  })
  .map(({ path, method, query, body, extra }) => mkReq(method, `${path}${query}`, headersOf(body, extra), body.body, `other: ${body.why}`));

const anyRequest = fc.oneof({ weight: 6, arbitrary: anyScopedRequest }, { weight: 1, arbitrary: anyOtherRequest });

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
/** The bot_token secrets inside a JSON body (never to be echoed). */
function secretsOf(body: string | Buffer | undefined): string[] {
  if (typeof body !== 'string') return [];
  return [...body.matchAll(/"bot_token":"\d+:([A-Za-z0-9_-]{20,})"/g)].map((m) => m[1] ?? '').filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// Requests that must be rejected (status >= 400): nothing they carry may be stored.

const scopedRoutesWithBody = SCOPED.filter((r) => r.body);
const wrongAuthRequest: fc.Arbitrary<Req> = fc
  .record({ route: fc.constantFrom(...SCOPED), prefix: wrongPrefix, method: methodOrRoutes })
  .chain(({ route, prefix, method }) =>
    fc.record({ params: paramsFor(route, true), body: bodyFor(route), extra: extraHeaders, query: fc.oneof(route.query ?? fc.constant(''), randomQuery) }).map(({ params, body, extra, query }) =>
      mkReq(method ?? route.method, `${prefix}${fillPath(route.path, params)}${query}`, headersOf(body, extra), body.body, `wrong auth, ${body.why}`, secretsOf(body.body)),
    ),
  );
/** A rule-breaking body for a route that has a body schema. */
const brokenBodyRequest: fc.Arbitrary<Req> = fc
  .constantFrom(...scopedRoutesWithBody)
  .chain((route) =>
    fc
      .record({
        prefix: goodPrefix,
        params: paramsFor(route, false),
        broken: fc.oneof(
          { weight: 5, arbitrary: brokenBody(route.body as BodySpec).map((b) => ({ body: jsonText(b.body), contentType: JSON_TYPE as string | undefined, why: b.why })) },
          { weight: 1, arbitrary: stressBody.filter((s) => !/^(?:\s*|null|0|""|\[\]|true)$/.test(s.text)).map((s) => ({ body: s.text, contentType: JSON_TYPE as string | undefined, why: s.why })) },
          { weight: 1, arbitrary: invalidJson.map((text) => ({ body: text, contentType: JSON_TYPE as string | undefined, why: 'invalid json' })) },
          {
            weight: 1,
            arbitrary: fc.tuple((route.body as BodySpec).valid, fc.constantFrom(...NOT_JSON_TYPES))
              .map(([j, ct]) => ({ body: jsonText(j), contentType: ct as string | undefined, why: `valid body as ${ct}` })),
          },
          { weight: 1, arbitrary: (route.body as BodySpec).valid.map((j) => ({ body: jsonText(j), contentType: undefined as string | undefined, why: 'valid body without content type' })) },
        ),
        extra: extraHeaders,
      })
      .map(({ prefix, params, broken, extra }) =>
        mkReq(route.method, `${prefix}${fillPath(route.path, params)}`, headersOf(broken, extra), broken.body, `${route.method} ${route.path}: ${broken.why}`, secretsOf(broken.body)),
      ),
  );
/** Valid JSON that breaks a rule only the stored data can tell (conflicts, missing or owner resources). */
const semanticRequest: fc.Arbitrary<Req> = fc.oneof(
  chatBody.valid.map((b) => ['POST', '/chats', b.with('chat_id', CHAT_A), 'existing chat'] as const),
  addAdminBody.valid.chain((b) => fc.constantFrom(ADMIN_ID, OWNER_ID).map((id) => ['POST', '/admins', b.with('admin_id', id), 'existing admin'] as const)),
  updateAdminBody.valid.map((b) => ['PATCH', `/admins/${OWNER_ID}`, b, 'owner'] as const),
  updateAdminBody.valid.map((b) => ['PATCH', '/admins/nobody', b, 'no such admin'] as const),
  renameChatBody.valid.map((b) => ['PATCH', `/chats/${MISSING_ID}`, b, 'no such chat'] as const),
  planPatchBody.valid.map((b) => ['PATCH', `/plans/${MISSING_ID}`, b, 'no such plan'] as const),
  orderBody.valid.map((b) => ['POST', '/orders', b.with('plan_id', PLAN_ARCHIVED), 'archived plan'] as const),
  orderBody.valid.map((b) => ['POST', '/orders', b.with('plan_id', MISSING_ID), 'unknown plan'] as const),
  orderBody.valid.map((b) => ['POST', '/orders', b.with('plan_id', PLAN_USD).without('amount').with('currency', 'EUR'), 'currency without amount'] as const),
  orderBody.valid.map((b) => ['POST', '/orders', b.with('plan_id', PLAN_USD).with('currency', 'USD').with('amount', '9.999'), 'too many digits'] as const),
  orderBody.valid.map((b) => ['POST', '/orders', b.with('plan_id', PLAN_JPY).with('external_id', 'fx-1').with('member_id', 'someone-else'), 'external_id reused'] as const),
  orderBody.valid.map((b) => ['POST', '/orders', b.with('paid_at', '2026-11-21T12:06:00Z'), 'paid in the future'] as const),
  projectBody.valid.map((b) => ['POST', '/projects', b.with('chat_ids', [CHAT_A, MISSING_ID]), 'chat of no bot'] as const),
  planBody.valid.map((b) => ['POST', '/plans', b.with('plan_project_id', MISSING_ID), 'unknown project'] as const),
  planBody.valid.map((b) => ['POST', '/plans', b.with('plan_currency', 'JPY').with('plan_price', '1.5'), 'JPY has no minor unit'] as const),
  planBody.valid.map((b) => ['POST', '/plans', b.with('options', obj({ token_only: true, credit_only: true })), 'token_only and credit_only'] as const),
  planPatchBody.valid.map((b) => ['PATCH', `/plans/${PLAN_USD}`, b.with('plan_currency', 'JPY').with('plan_price', '0.5'), 'JPY has no minor unit'] as const),
  updateAdminBody.valid.chain((b) => botTokenSecret.map((s) => ['PATCH', `/admins/${ADMIN_ID}`, b.with('bot_token', `${OTHER_BOT}:${s}`), 'token of another bot'] as const)),
  fc.constantFrom(
    ['DELETE', `/admins/${OWNER_ID}`, undefined, 'remove owner'] as const,
    ['DELETE', '/admins/nobody', undefined, 'no such admin'] as const,
    ['DELETE', `/chats/${MISSING_ID}`, undefined, 'no such chat'] as const,
    ['DELETE', `/plans/${MISSING_ID}`, undefined, 'no such plan'] as const,
    ['DELETE', `/keys/${MISSING_ID}`, undefined, 'no such key'] as const,
    ['POST', `/orders/${MISSING_ID}/refund`, undefined, 'no such order'] as const,
    ['POST', `/orders/${ORDER_REFUNDED}/refund`, undefined, 'refunded twice'] as const,
  ),
).chain(([method, path, body, why]) =>
  extraHeaders.map((extra) => {
    const text = body === undefined ? undefined : jsonText(body);
    const headers = headersOf(text === undefined ? { why } : { body: text, contentType: JSON_TYPE, why }, extra);
    return mkReq(method, `${VALID_PREFIX}${path}`, headers, text, why, secretsOf(text));
  }),
);
/** Malformed path parameters or queries with the valid key. */
const badParamOrQueryRequest: fc.Arbitrary<Req> = fc.oneof(
  fc.constantFrom(...SCOPED.filter((r) => r.params)).chain((route) =>
    fc
      .record({
        bad: fc.constantFrom('0', '-0', '00', '01', 'abc', '1.5', '1e3', '%ZZ', 'x'.repeat(3000), '9'.repeat(17), ' 1', '%00', 'a%20b', '%F0%9F%98%80', '9'.repeat(2100), ''),
        body: route.body ? route.body.valid.map((j) => jsonText(j) as string | undefined) : fc.constant(undefined),
      })
      .map(({ bad, body }) => {
        const name = Object.keys(route.params ?? {})[0] ?? '';
        const path = fillPath(route.path, { ...Object.fromEntries(Object.keys(route.params ?? {}).map((k) => [k, 'x'])), [name]: bad });
        return mkReq(route.method, `${VALID_PREFIX}${path}`, body === undefined ? {} : { 'content-type': JSON_TYPE }, body, `bad ${name} ${JSON.stringify(bad.slice(0, 20))}`);
      }),
  ),
  fc
    .record({
      route: fc.constantFrom(...SCOPED.filter((r) => r.query)),
      pair: fc.oneof(
        fc.constantFrom<[string, string]>(['limit', '0'], ['limit', '101'], ['limit', '-1'], ['limit', '1.5'], ['limit', ''], ['cursor', ''], ['cursor', 'x'.repeat(201)], ['nope', '1'], ['__proto__', '1'], ['constructor', 'x']),
        fc.tuple(fc.stringMatching(/^[a-z_]{1,12}$/).filter((k) => !QUERY_NAMES.includes(k)), queryValue),
      ),
    })
    .map(({ route, pair }) => mkReq('GET', `${VALID_PREFIX}${route.path}?${pair[0]}=${pair[1]}`, {}, undefined, `bad query ${pair[0]}`)),
  fc
    .constantFrom<[string, string]>(
      ['interval_unit', 'week'], ['interval_unit', 'DAY'], ['interval_count', '0'], ['interval_count', '1001'], ['interval_count', '01'], ['interval_count', '1e2'],
      ['currency', 'usd'], ['currency', 'US'], ['currency', '%00'],
    )
    .map(([k, v]) => mkReq('GET', `${VALID_PREFIX}/orders/count?${k}=${v}`, {}, undefined, `bad ${k}`)),
  fc
    .constantFrom<[string, string]>(['from', 'yesterday'], ['to', '2026-13-01T00:00:00Z'], ['from', ''], ['cursor', 'not-a-cursor'], ['limit', '1&limit=2'])
    .map(([k, v]) => mkReq('GET', `${VALID_PREFIX}/orders?${k}=${v}`, {}, undefined, `bad ${k}`)),
);
/** Bodies that no route may read: unparsable, too large, or not JSON, even where the route takes no body. */
const unreadableBodyRequest: fc.Arbitrary<Req> = fc
  .record({
    route: fc.constantFrom(...SCOPED.filter((r) => r.method !== 'GET')),
    body: fc.oneof(
      invalidJson.map((text) => ({ text: text as string | Buffer, ct: JSON_TYPE, why: 'invalid json' })),
      hugeString.map((s) => ({ text: JSON.stringify({ x: s }) as string | Buffer, ct: JSON_TYPE, why: 'over 64 KiB' })),
      fc.tuple(wildString.filter((s) => s.length > 0), fc.constantFrom(...NOT_JSON_TYPES))
        .map(([s, ct]) => ({ text: s as string | Buffer, ct, why: `as ${ct}` })),
      rawBytes.map((b) => ({ text: b as string | Buffer, ct: 'application/octet-stream', why: 'raw bytes' })),
    ),
  })
  .chain(({ route, body }) =>
    paramsFor(route, false).map((params) => mkReq(route.method, `${VALID_PREFIX}${fillPath(route.path, params)}`, { 'content-type': body.ct }, body.text, `${route.method} ${route.path}: ${body.why}`)),
  );
/** A method the path does not take. */
const wrongMethodRequest: fc.Arbitrary<Req> = fc
  .record({ route: fc.constantFrom(...SCOPED), other: fc.constantFrom<Method>('PUT', 'OPTIONS', 'PATCH', 'DELETE', 'POST') })
  .filter(({ route, other }) => !SCOPED.some((r) => r.path === route.path && r.method === other))
  .chain(({ route, other }) =>
    fc.tuple(paramsFor(route, false), bodyFor(route)).map(([params, body]) =>
      mkReq(other, `${VALID_PREFIX}${fillPath(route.path, params)}`, headersOf(body, {}), body.body, `${other} on ${route.path}`),
    ),
  );

const rejectedRequest = fc.oneof(
  { weight: 3, arbitrary: wrongAuthRequest },
  { weight: 6, arbitrary: brokenBodyRequest },
  { weight: 3, arbitrary: semanticRequest },
  { weight: 2, arbitrary: badParamOrQueryRequest },
  { weight: 2, arbitrary: unreadableBodyRequest },
  { weight: 1, arbitrary: wrongMethodRequest },
);

// ---------------------------------------------------------------------------------------------
// Requests that follow every rule (they may still meet a conflict with data a previous one stored).

interface Expected {
  req: Req;
  statuses: number[];
}
function validReq(method: Method, path: string, body: JObj | undefined, statuses: number[], why: string, extra: ExtraHeaders = {}): Expected {
  const text = body === undefined ? undefined : jsonText(body);
  const headers: Record<string, string> = {};
  if (text !== undefined) headers['content-type'] = JSON_TYPE;
  if (extra['accept-language'] !== undefined) headers['accept-language'] = extra['accept-language'];
  const idem = method === 'POST' && extra['idempotency-key'] !== undefined && /^[\x21-\x7e]{1,255}$/.test(extra['idempotency-key']);
  if (idem) headers['idempotency-key'] = extra['idempotency-key'] as string;
  const url = SERVICE.some((r) => r.path === path) ? path : `${VALID_PREFIX}${path}`;
  // A reused Idempotency-Key (only when shrinking makes two keys equal) is a 409.
  return { req: mkReq(method, url, headers, text, why, secretsOf(text)), statuses: idem ? [...statuses, 409] : statuses };
}
const validRequest: fc.Arbitrary<Expected> = fc.tuple(
  fc.oneof(
    chatBody.valid.map((b) => ['POST', '/chats', b, [201, 409]] as const),
    renameChatBody.valid.chain((b) => chatParam.map((id) => ['PATCH', `/chats/${id}`, b, [200]] as const)),
    projectBody.valid.map((b) => ['POST', '/projects', b, [201]] as const),
    planBody.valid.map((b) => ['POST', '/plans', b, [201]] as const),
    planPatchBody.valid.chain((b) => fc.constantFrom(PLAN_USD, PLAN_JPY).map((id) => ['PATCH', `/plans/${id}`, b, [200]] as const)),
    addAdminBody.valid.map((b) => ['POST', '/admins', b, [201, 409]] as const),
    updateAdminBody.valid.map((b) => ['PATCH', `/admins/${ADMIN_ID}`, b, [200]] as const),
    // 200: the same external_id with the same fields again; 409: the same with other fields.
    orderBody.valid.map((b) => ['POST', '/orders', b, b.has('external_id') ? [201, 200, 409] : [201]] as const),
    settingsBody.valid.map((b) => ['PATCH', '/settings', b, [200]] as const),
    fc.constantFrom(['POST', '/keys', undefined, [201]] as const, ['GET', '/settings', undefined, [200]] as const),
    fc.constantFrom(...SCOPED.filter((r) => r.method === 'GET')).chain((route) =>
      fc.tuple(paramsFor(route, false), route.query ?? fc.constant(''), fc.constantFrom<Method>('GET', 'HEAD')).map(
        ([params, query, m]) => [m, `${fillPath(route.path, params)}${query}`, undefined, [200]] as const,
      ),
    ),
    fc.constantFrom(...SERVICE).map((r) => ['GET', r.path, undefined, r.path === '/docs' ? [200, 302] : [200]] as const),
  ),
  extraHeaders,
).map(([[method, path, body, statuses], extra]) => validReq(method, path, body, [...statuses], `valid ${method} ${path.split('?')[0]}`, extra));

// ---------------------------------------------------------------------------------------------
// The operator route, POST /v1/bots (served only when an operator token is configured).

const OPERATOR_TOKEN = 'fuzz-operator-token-0123456789';
const newBotId = fc.integer({ min: 10_000, max: 999_999_999_999_999 });
const createBotBody: BodySpec = {
  fields: [
    { name: 'bot_id', required: false, invalid: fc.oneof(notNullableInteger, fc.constantFrom<JVal>(0, -1, 1_000_000_000_000_000, new Raw('-0'), BOT_ID)) },
    { name: 'owner_id', required: true, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_IDS)) },
    { name: 'bot_name', required: false, invalid: badText(128) },
    { name: 'default_currency', required: false, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_CURRENCIES)) },
    { name: 'timezone', required: false, invalid: fc.oneof(notNullableString, fc.constantFrom(...BAD_TIMEZONES)) },
    { name: 'bot_token', required: false, invalid: fc.oneof(notNullableString, botTokenSecret.map((s) => `0:${s}`), fc.constantFrom('abc', '', `${BOT_ID}:short`)) },
  ],
  valid: fc
    .record(
      {
        id: fc.tuple(newBotId, fc.constantFrom('id', 'token', 'both'), botTokenSecret),
        owner_id: memberId,
        bot_name: validText(128),
        default_currency: currencyArb.map(([c]) => c),
        timezone: fc.constantFrom(...TIMEZONES),
      },
      { requiredKeys: ['id', 'owner_id'] },
    )
    .map(({ id: [botId, how, secret], ...rest }) => {
      const o: Record<string, JVal> = { ...(rest as Record<string, JVal>) };
      if (how !== 'token') o.bot_id = botId;
      if (how !== 'id') o.bot_token = `${botId}:${secret}`;
      return obj(o);
    }),
};
const operatorAuth = fc.oneof(
  { weight: 4, arbitrary: fc.constant<string | undefined>(`Bearer ${OPERATOR_TOKEN}`) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.constantFrom<string | undefined>(undefined, '', 'Bearer', 'Bearer ', `bearer ${OPERATOR_TOKEN}`, `Bearer ${OPERATOR_TOKEN} `, `Bearer  ${OPERATOR_TOKEN}`, OPERATOR_TOKEN, `Basic ${OPERATOR_TOKEN}`, 'Bearer {KEY}', `Bearer ${OPERATOR_TOKEN.slice(0, -1)}`),
      wildString.filter((s) => /^[\x20-\x7e]*$/.test(s)).map((s) => `Bearer ${s}`),
    ),
  },
);
/** A request to POST /v1/bots; `expect` is set when it must succeed (or meet an existing bot), `reject` when it must be refused. */
const operatorRequest: fc.Arbitrary<{ req: Req; expect?: number[]; reject: boolean }> = fc
  .record({
    auth: operatorAuth,
    body: fc.oneof(
      { weight: 3, arbitrary: createBotBody.valid.map((j) => ({ choice: { body: jsonText(j), contentType: JSON_TYPE, why: 'valid body' } as BodyChoice, kind: 'valid' as const })) },
      { weight: 4, arbitrary: brokenBody(createBotBody).map((b) => ({ choice: { body: jsonText(b.body), contentType: JSON_TYPE, why: b.why } as BodyChoice, kind: 'broken' as const })) },
      { weight: 2, arbitrary: bodyFor({ method: 'POST', path: '/v1/bots', body: createBotBody, scoped: false }).map((choice) => ({ choice, kind: 'any' as const })) },
    ),
    method: fc.oneof({ weight: 6, arbitrary: fc.constant<Method>('POST') }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
  })
  .map(({ auth, body: { choice, kind }, method }) => {
    const headers: Record<string, string> = {};
    if (choice.contentType !== undefined) headers['content-type'] = choice.contentType;
    if (auth !== undefined) headers.authorization = auth;
    const authorised = auth === `Bearer ${OPERATOR_TOKEN}`;
    const req = mkReq(method, '/v1/bots', headers, choice.body, `operator: ${choice.why}`, [...secretsOf(choice.body), OPERATOR_TOKEN]);
    const succeeds = method === 'POST' && authorised && kind === 'valid';
    // 409: a bot with that id already exists (only when shrinking repeats an id).
    return { req, reject: method !== 'POST' || !authorised || kind === 'broken', ...(succeeds ? { expect: [201, 409] } : {}) };
  });

// ---------------------------------------------------------------------------------------------
// The checks.

const ERROR_TYPES: Record<string, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};
const INTERNALS = /(?:^|[^A-Za-z])(?:[A-Z][A-Za-z]*)?Error: |\n {4}at |\\n {4}at | {4}at [^ ]+ \(.*:\d+:\d+\)|SQLITE_|FST_ERR|node_modules|kysely|better-sqlite3|\bpg_[a-z]|\.ts:\d+/;

interface Res {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

function pathOf(url: string): string {
  const q = url.search(/[?#]/);
  return q === -1 ? url : url.slice(0, q);
}

/** The invariants of SPEC §1–2 for one answer. */
function show(req: Req): string {
  return (req as unknown as Record<symbol, () => string>)[fc.toStringMethod]?.() ?? `${req.method} ${req.url}`;
}

function checkResponse(t: TestApp, req: Req, res: Res): void {
  const where = `${show(req)} → ${res.statusCode} ${res.body.slice(0, 400)}`;
  assert.ok(res.statusCode < 500, `5xx: ${where}`);
  assert.ok(res.statusCode >= 200, `status: ${where}`);
  const raw = res.body;
  assert.ok(!raw.includes(t.apiKey), `the api key is in the response: ${where}`);
  for (const s of req.secrets) assert.ok(!raw.includes(s), `a bot_token is in the response: ${where}`);
  for (const [name, value] of Object.entries(res.headers)) {
    assert.ok(!String(value).includes(t.apiKey), `the api key is in header ${name}: ${where}`);
  }
  const requestId = res.headers['x-request-id'];
  assert.equal(typeof requestId, 'string', `no X-Request-Id: ${where}`);
  if (req.method === 'HEAD' && raw === '') return;
  if (isDocumentPath(pathOf(expandKey(req.url, t.apiKey))) && res.statusCode < 400) return;

  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    assert.fail(`not JSON: ${where}`);
  }
  assert.ok(typeof body === 'object' && body !== null && !Array.isArray(body), `not an object: ${where}`);
  const env = body as Record<string, unknown>;
  assert.match(String(res.headers['content-type']), /^application\/json/, `content-type: ${where}`);
  assert.equal(typeof env.ok, 'boolean', `ok: ${where}`);
  assert.equal(env.code, res.statusCode, `code != status: ${where}`);
  assert.equal(typeof env.request_id, 'string', `request_id: ${where}`);
  assert.equal(env.request_id, requestId, `request_id != X-Request-Id: ${where}`);
  assert.notEqual(env.request_id, req.headers['x-request-id'], `the client's request id was taken: ${where}`);
  assert.equal(env.method, req.method, `method: ${where}`);
  assert.equal(typeof env.path, 'string', `path: ${where}`);
  const path = env.path as string;
  assert.ok(!path.includes('?'), `path has a query: ${where}`);
  assert.ok(!path.includes(t.apiKey), `path has the key: ${where}`);
  assert.ok(!INTERNALS.test(raw), `stack trace or internals in the answer: ${where}`);
  if (env.ok) {
    assert.ok(res.statusCode < 400, `ok:true with an error status: ${where}`);
    assert.ok('result' in env && env.result !== undefined, `ok:true without result: ${where}`);
    assert.ok(!('error' in env) && !('description' in env), `ok:true with error/description: ${where}`);
    const extra = Object.keys(env).filter((k) => !['ok', 'request_id', 'method', 'path', 'code', 'result', 'next_cursor'].includes(k));
    assert.deepEqual(extra, [], `unknown envelope fields: ${where}`);
    if ('next_cursor' in env) assert.equal(typeof env.next_cursor, 'string', `next_cursor: ${where}`);
  } else {
    assert.ok(res.statusCode >= 400, `ok:false with a success status: ${where}`);
    assert.ok(!('result' in env), `ok:false with result: ${where}`);
    assert.equal(typeof env.description, 'string', `description: ${where}`);
    assert.ok((env.description as string).length > 0, `empty description: ${where}`);
    const error = env.error as Record<string, unknown> | undefined;
    assert.ok(typeof error === 'object' && error !== null, `error: ${where}`);
    assert.ok(typeof error.type === 'string' && error.type in ERROR_TYPES, `error.type: ${where}`);
    assert.equal(ERROR_TYPES[error.type as string], res.statusCode, `error.type does not match the status: ${where}`);
    if ('fields' in error) {
      assert.ok(Array.isArray(error.fields) && error.fields.length > 0, `error.fields: ${where}`);
      for (const f of error.fields as unknown[]) {
        const fe = f as Record<string, unknown>;
        assert.ok(typeof fe === 'object' && fe !== null && typeof fe.field === 'string' && typeof fe.message === 'string', `error.fields entry: ${where}`);
        assert.deepEqual(Object.keys(fe).sort(), ['field', 'message'], `error.fields entry keys: ${where}`);
      }
    }
    const extra = Object.keys(env).filter((k) => !['ok', 'request_id', 'method', 'path', 'code', 'description', 'error'].includes(k));
    assert.deepEqual(extra, [], `unknown envelope fields: ${where}`);
    if (res.statusCode === 405) assert.ok(res.headers.allow, `405 without Allow: ${where}`);
    if (res.statusCode === 429) assert.ok(res.headers['retry-after'], `429 without Retry-After: ${where}`);
  }
}

async function send(t: TestApp, req: Req, app: FastifyInstance = t.app): Promise<Res> {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) headers[k] = expandKey(v, t.apiKey);
  const res = await app.inject({
    method: req.method,
    url: expandKey(req.url, t.apiKey),
    headers,
    ...(req.body === undefined ? {} : { payload: req.body }),
  });
  return { statusCode: res.statusCode, headers: res.headers, body: res.body };
}

const TABLES = ['chats', 'projects', 'project_chats', 'plans', 'admins', 'orders', 'order_rollups', 'idempotency_keys', 'api_keys'] as const;
async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const query = TABLES.map((name) => `SELECT '${name}' AS name, COUNT(*) AS n FROM ${name}`).join(' UNION ALL ');
  const { rows } = await sql.raw<{ name: string; n: number | string }>(query).execute(t.app.storage.db);
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}
/** Every row of every table, in a stable order: a rejected request must not change a byte of it. */
async function contents(t: TestApp): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const name of [...TABLES, 'bots', 'id_counters']) {
    const { rows } = await sql.raw<Record<string, unknown>>(`SELECT * FROM ${name}`).execute(t.app.storage.db);
    out[name] = rows.map((r) => JSON.stringify(Object.entries(r).sort(([a], [b]) => a.localeCompare(b)))).sort();
  }
  return out;
}

async function expectOk(t: TestApp, method: Method, path: string, body: unknown, status: number): Promise<Record<string, unknown>> {
  const res = await send(t, mkReq(method, `${VALID_PREFIX}${path}`, body === undefined ? {} : { 'content-type': JSON_TYPE }, body === undefined ? undefined : JSON.stringify(body), 'fixture'));
  assert.equal(res.statusCode, status, `fixture ${method} ${path}: ${res.body}`);
  return JSON.parse(res.body).result as Record<string, unknown>;
}

/** Counts answers by status, reported as a test diagnostic (how much of each outcome the fuzzer reached). */
function histogram() {
  const counts = new Map<number, number>();
  return {
    add(status: number) {
      counts.set(status, (counts.get(status) ?? 0) + 1);
    },
    toString() {
      return [...counts.entries()].sort(([a], [b]) => a - b).map(([k, v]) => `${k}:${v}`).join(' ');
    },
  };
}

function options<T>(seedOffset: number, numRuns: number): fc.Parameters<T> {
  return { seed: SEED + seedOffset, numRuns, endOnFailure: false, verbose: 1 };
}

// ---------------------------------------------------------------------------------------------

describe('fuzz: every route, random and mutated requests (SPEC §1–4)', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp({ now: NOW });
    for (const [chat_id, chat_type] of [[CHAT_A, 'supergroup'], [CHAT_B, 'channel'], [CHAT_C, 'group']] as const) {
      await expectOk(t, 'POST', '/chats', { chat_id, chat_name: `Chat ${chat_id}`, chat_type }, 201);
    }
    assert.equal((await expectOk(t, 'POST', '/projects', { project_name: 'Bundle', chat_ids: [CHAT_A, CHAT_B] }, 201)).project_id, PROJECT_ID);
    const plan = { plan_name: 'Monthly', plan_duration: 'P1M', plan_price: '9.99', plan_currency: 'USD' };
    assert.equal((await expectOk(t, 'POST', '/plans', plan, 201)).plan_id, PLAN_USD);
    assert.equal((await expectOk(t, 'POST', '/plans', { ...plan, plan_duration: 'lifetime', plan_price: '500', plan_currency: 'JPY', plan_project_id: PROJECT_ID }, 201)).plan_id, PLAN_JPY);
    assert.equal((await expectOk(t, 'POST', '/plans', { ...plan, plan_name: 'Old' }, 201)).plan_id, PLAN_ARCHIVED);
    await expectOk(t, 'DELETE', `/plans/${PLAN_ARCHIVED}`, undefined, 200);
    await expectOk(t, 'POST', '/admins', { admin_id: ADMIN_ID, admin_level: 3 }, 201);
    const paid = { plan_id: PLAN_USD, member_id: 'm1', external_id: 'fx-1', paid_at: '2026-11-01T10:00:00Z' };
    assert.equal((await expectOk(t, 'POST', '/orders', paid, 201)).order_id, ORDER_PAID);
    assert.equal((await expectOk(t, 'POST', '/orders', { plan_id: PLAN_JPY, member_id: 'm2', paid_at: '2026-10-01T10:00:00Z' }, 201)).order_id, ORDER_REFUNDED);
    await expectOk(t, 'POST', `/orders/${ORDER_REFUNDED}/refund`, undefined, 200);
  });
  after(async () => t?.close());

  test('the fuzzer targets every route of the API', async () => {
    const res = await send(t, mkReq('GET', '/openapi.json', {}, undefined, 'openapi'));
    assert.equal(res.statusCode, 200);
    const doc = JSON.parse(res.body) as { paths: Record<string, Record<string, unknown>> };
    const documented: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const scoped = path.startsWith('/v1/bot{bot_id}/{api_key}');
        const template = (scoped ? path.slice('/v1/bot{bot_id}/{api_key}'.length) : path).replace(/\{([a-z_]+)\}/g, ':$1');
        documented.push(`${method.toUpperCase()} ${scoped ? '' : '(root)'}${template}`);
      }
    }
    const targeted = new Set(ROUTES.map((r) => `${r.method} ${r.scoped ? '' : '(root)'}${r.path}`));
    const missing = documented.filter((d) => !targeted.has(d) && !d.startsWith('POST (root)/v1/bots'));
    assert.deepEqual(missing, [], 'routes in /openapi.json that the fuzzer does not target');
  });

  test('rejected requests get an error envelope and store nothing', async (ctx) => {
    const counts = await rowCounts(t);
    const before = await contents(t);
    const seen = histogram();
    await fc.assert(
      fc.asyncProperty(rejectedRequest, async (req) => {
        const res = await send(t, req);
        seen.add(res.statusCode);
        checkResponse(t, req, res);
        assert.ok(res.statusCode >= 400, `not rejected: ${show(req)} → ${res.statusCode} ${res.body.slice(0, 300)}`);
        assert.deepEqual(await rowCounts(t), counts, `row counts changed after ${req.method} ${req.url} (${req.note})`);
      }),
      options(1, runs(900)),
    );
    ctx.diagnostic(`statuses ${seen}`);
    assert.deepEqual(await contents(t), before, 'rejected requests changed stored rows');
  });

  test('200 concurrent rejected requests store nothing', async () => {
    const counts = await rowCounts(t);
    const before = await contents(t);
    const reqs = fc.sample(rejectedRequest, { seed: SEED + 2, numRuns: 200 });
    const answers = await Promise.all(reqs.map((r) => send(t, r)));
    answers.forEach((res, i) => {
      const req = reqs[i] as Req;
      checkResponse(t, req, res);
      assert.ok(res.statusCode >= 400, `not rejected: ${req.method} ${req.url} (${req.note}) → ${res.statusCode}`);
    });
    assert.deepEqual(await rowCounts(t), counts);
    assert.deepEqual(await contents(t), before);
  });

  test('valid requests succeed (or meet a conflict) with a success envelope', async (ctx) => {
    const seen = histogram();
    await fc.assert(
      fc.asyncProperty(validRequest, async ({ req, statuses }) => {
        const counts = await rowCounts(t);
        const res = await send(t, req);
        seen.add(res.statusCode);
        checkResponse(t, req, res);
        assert.ok(statuses.includes(res.statusCode), `expected ${statuses.join('|')}: ${show(req)} → ${res.statusCode} ${res.body.slice(0, 400)}`);
        if (res.statusCode >= 400) assert.deepEqual(await rowCounts(t), counts, `a rejected request stored something: ${req.method} ${req.url}`);
      }),
      options(3, runs(700)),
    );
    ctx.diagnostic(`statuses ${seen}`);
  });

  test('any request: never a 5xx, always a valid envelope, and nothing stored when rejected', async (ctx) => {
    const seen = histogram();
    await fc.assert(
      fc.asyncProperty(anyRequest, async (req) => {
        const counts = await rowCounts(t);
        const res = await send(t, req);
        seen.add(res.statusCode);
        checkResponse(t, req, res);
        if (res.statusCode >= 400) assert.deepEqual(await rowCounts(t), counts, `a rejected request stored something: ${req.method} ${req.url} (${req.note})`);
      }),
      options(4, runs(1500)),
    );
    ctx.diagnostic(`statuses ${seen}`);
  });

  test('200 concurrent random requests keep every envelope invariant', async (ctx) => {
    const seen = histogram();
    for (const batch of [5, 6]) {
      const reqs = fc.sample(anyRequest, { seed: SEED + batch, numRuns: 200 });
      const answers = await Promise.all(reqs.map((r) => send(t, r)));
      answers.forEach((res, i) => {
        seen.add(res.statusCode);
        checkResponse(t, reqs[i] as Req, res);
      });
    }
    ctx.diagnostic(`statuses ${seen}`);
  });

  test('the operator route (POST /v1/bots): any token and body, valid envelopes; refused requests create nothing', async (ctx) => {
    const logStream = new Writable({
      write(chunk, _enc, done) {
        t.logs.push(String(chunk));
        done();
      },
    });
    const operator = await buildApp({ ...t.config, operatorToken: OPERATOR_TOKEN }, { storage: t.app.storage, now: () => t.clock.now, logStream });
    const bots = async () => Number((await sql.raw<{ n: number | string }>('SELECT COUNT(*) AS n FROM bots').execute(t.app.storage.db)).rows[0]?.n);
    const seen = histogram();
    try {
      await fc.assert(
        fc.asyncProperty(operatorRequest, async ({ req, expect, reject }) => {
          const [botsBefore, countsBefore] = [await bots(), await rowCounts(t)];
          const res = await send(t, req, operator);
          seen.add(res.statusCode);
          checkResponse(t, req, res);
          if (expect) assert.ok(expect.includes(res.statusCode), `expected ${expect.join('|')}: ${show(req)} → ${res.statusCode} ${res.body.slice(0, 300)}`);
          if (reject) assert.ok(res.statusCode >= 400, `not rejected: ${show(req)} → ${res.statusCode} ${res.body.slice(0, 300)}`);
          if (res.statusCode >= 400) {
            assert.equal(await bots(), botsBefore, `a refused request created a bot: ${show(req)}`);
            assert.deepEqual(await rowCounts(t), countsBefore, `a refused request stored something: ${show(req)}`);
          }
        }),
        options(7, runs(300)),
      );
    } finally {
      await operator.close();
    }
    ctx.diagnostic(`statuses ${seen}`);
  });

  test('the body limit is exactly 64 KiB', async () => {
    const body = JSON.stringify({ bot_name: 'Limit' });
    for (const [size, status] of [[BODY_LIMIT, 200], [BODY_LIMIT + 1, 413]] as const) {
      // JSON allows any amount of whitespace: pad a valid body to `size` bytes.
      const req = mkReq('PATCH', `${VALID_PREFIX}/settings`, { 'content-type': JSON_TYPE }, body + ' '.repeat(size - body.length), `${size} bytes`);
      const res = await send(t, req);
      checkResponse(t, req, res);
      assert.equal(res.statusCode, status, `${size} bytes`);
    }
  });

  test('deeply nested and oversized JSON never crashes any route', async () => {
    const bodies: [string, string][] = [
      [deep(10_000, '[', ']'), '10 000 ['],
      [deep(10_000, '{"a":', '}', '1'), '10 000 {"a":'],
      [`{"x":${deep(10_000, '[', ']')}}`, 'unknown field, 10 000 ['],
      ['['.repeat(65_000), 'unclosed, 65 000 ['],
      ['['.repeat(BODY_LIMIT + 1), 'over the limit'],
      [`{"options":${deep(10_000, '[', ']', '{"__proto__":{"x":1}}')}}`, '__proto__ at depth 10 000'],
    ];
    for (const route of ROUTES.filter((r) => r.scoped && r.method !== 'GET')) {
      const fields = route.body ? route.body.fields.map((f) => f.name) : ['x'];
      const perField = fields.map((f): [string, string] => [`{${JSON.stringify(f)}:${deep(10_000, '[', ']')}}`, `${f}: 10 000 [`]);
      for (const [text, why] of [...bodies, ...perField]) {
        const params = Object.fromEntries(Object.keys(route.params ?? {}).map((k) => [k, k === 'key_id' ? String(MISSING_ID) : k === 'admin_id' ? 'nobody' : String(MISSING_ID)]));
        const req = mkReq(route.method, `${VALID_PREFIX}${fillPath(route.path, params)}`, { 'content-type': JSON_TYPE }, text, why);
        const res = await send(t, req);
        checkResponse(t, req, res);
        // Routes without a body schema ignore a well-formed body; the others must refuse these.
        if (route.body) assert.ok(res.statusCode >= 400, `${route.method} ${route.path} accepted ${why}: ${res.statusCode}`);
        if (why === 'over the limit') assert.equal(res.statusCode, 413, `${route.method} ${route.path}: ${why}`);
        if (why.startsWith('unclosed')) assert.equal(res.statusCode, 400, `${route.method} ${route.path}: ${why}`);
      }
    }
  });

  test('no log line shows the api key (SPEC §1: logs show it as ***)', () => {
    assert.ok(t.logs.length > 1000, 'the fuzz wrote its request lines');
    const leaks = t.logs.filter((line) => line.includes(t.apiKey));
    assert.deepEqual(leaks.map((l) => l.slice(0, 300).replaceAll(t.apiKey, '<KEY>')), []);
  });
});
