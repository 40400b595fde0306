// Value generators for the API's own fields: member and admin ids, currencies and amounts,
// lengths of time, plan options, time zones, instants, bot tokens; each valid, and wrong.
import fc from 'fast-check';
import { OWNER_ID } from '../support/helper.js';
import { ADMIN_ID } from './fixture.js';
import { obj, type JVal } from './json.js';
import { notBoolean, notInteger, notNullableString, notObject } from './values.js';

export const memberId = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
export const adminIdArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/).filter((s) => s !== OWNER_ID && s !== ADMIN_ID);
export const BAD_IDS = ['', 'a b', 'x'.repeat(65), 'ü', 'a/b', 'a.b', '\u0000', '😀', '-+', 'a\nb'];
export const CURRENCIES: [string, number][] = [
  ['USD', 2],
  ['EUR', 2],
  ['JPY', 0],
  ['BHD', 3],
  ['GBP', 2],
  ['KWD', 3],
  ['KRW', 0],
];
export const BAD_CURRENCIES = ['usd', 'US', 'USDD', '', '123', 'U$D', ' USD', 'USD ', 'ÜSD', 'usD'];
export const currencyArb = fc.constantFrom(...CURRENCIES);
/** A decimal with at most `digits` fraction digits, at most 1,000,000. */
export function amountFor(digits: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 10 ** digits - 1 }), fc.boolean())
    .map(([i, f, withFraction]) => (digits > 0 && withFraction ? `${i}.${String(f).padStart(digits, '0')}` : String(i)));
}
export const BAD_AMOUNTS = ['-1', '1.', '.5', '1e3', '01', ' 1', '1,5', '1000000000000000.01', '0x10', 'abc', '', '١', '1.2.3', 'NaN', '+1', '9'.repeat(400)];
export const badAmount = fc.oneof(fc.constantFrom(...BAD_AMOUNTS), notNullableString);

// Lengths up to 100 years (36 500 days, a month counted as 30).
export const n1 = fc.integer({ min: 1, max: 400 });
export const years = fc.integer({ min: 1, max: 99 });
export const lengthForm = fc.oneof(
  n1.map((n) => `P${n}D`),
  n1.map((n) => `P${n}W`),
  n1.map((n) => `P${n}M`),
  years.map((n) => `P${n}Y`),
  fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 11 })).map(([y, m]) => `P${y}Y${m}M`),
  fc.tuple(n1, fc.constantFrom('day', 'week', 'month')).map(([n, u]) => `${n} ${u}${n === 1 ? '' : 's'}`),
  years.map((n) => `${n} year${n === 1 ? '' : 's'}`),
  n1.map(String),
);
export const durationArb = fc.oneof(lengthForm, fc.constantFrom('lifetime', '2027-06-30', '30.06.2027', '2030-01-01'));
export const trialArb = fc.oneof(lengthForm, fc.constantFrom('0', 'P0D'));
export const BAD_DURATIONS = [
  '0',
  'P0D',
  '-1 days',
  '0 days',
  'forever',
  '',
  'P',
  'PT1H',
  'P1H',
  '1 fortnight',
  'P-1D',
  '31.02.2027',
  '2027-02-30',
  '2001-01-01',
  'LIFETIME ',
  'P1.5D',
  ' P1M',
];
export const BAD_TRIALS = ['lifetime', '2027-06-30', '30.06.2027', '-1', 'P-1D', 'abc', '', 'PT5M', ' 7'];
export const optionsArb = fc
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
export const badOptions: fc.Arbitrary<JVal> = fc.oneof(
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
export const TIMEZONES = [
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'Australia/Lord_Howe',
  'America/St_Johns',
  'Pacific/Kiritimati',
  'Etc/GMT+12',
];
export const BAD_TIMEZONES = ['Mars/Base', '+05:00', 'UTC ', '', 'utc/x', 'Europe/Berlin\u0000', '../etc', 'GMT+25'];
export const pastInstant = fc
  .date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2026-11-21T11:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
export const BAD_INSTANTS = [
  'yesterday',
  '2026-13-01T00:00:00Z',
  '2026-01-01',
  '2999-01-01T00:00:00Z',
  '1969-12-31T23:59:59Z',
  '',
  '2026-02-30T00:00:00Z',
  '1e12',
  '2026-01-01T25:00:00Z',
];
export const botTokenSecret = fc.stringMatching(/^[A-Za-z0-9_-]{24,40}$/);
