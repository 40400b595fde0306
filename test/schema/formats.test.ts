// Unit tests for src/schema/formats.ts: date-time's fast path answers exactly what ajv-formats'
// RFC 3339 check answers, on the canonical form and on everything near it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { fastDateTime } from '../../src/schema/formats.js';

const full = (fullFormats['date-time'] as { validate: (value: string) => boolean }).validate;
const fast = fastDateTime(full);

test('date-time: the fast path agrees with ajv-formats on edge cases', () => {
  const cases = [
    '2026-11-20T10:00:00Z',
    '2026-11-20T10:00:00.123Z',
    '2026-11-20T10:00:00.123456789Z',
    '2024-02-29T00:00:00Z',
    '2026-02-29T00:00:00Z',
    '2000-02-29T00:00:00Z',
    '1900-02-29T00:00:00Z',
    '0000-02-29T00:00:00Z',
    '0100-02-29T00:00:00Z',
    '0400-02-29T00:00:00Z',
    '9999-12-31T23:59:59.999Z',
    '2026-04-31T00:00:00Z',
    '2026-12-31T23:59:59Z',
    '2026-12-31T23:59:60Z',
    '2026-06-30T23:59:60.5Z',
    '2026-13-01T00:00:00Z',
    '2026-00-10T00:00:00Z',
    '2026-01-00T00:00:00Z',
    '2026-11-20T24:00:00Z',
    '2026-11-20T10:60:00Z',
    '2026-11-20T10:00:60Z',
    '2026-11-20t10:00:00z',
    '2026-11-20 10:00:00Z',
    '2026-11-20T10:00:00+01:00',
    '2026-11-20T10:00:00-0530',
    '2026-11-20T10:00:00',
    '2026-11-20T10:00Z',
    '2026-11-20',
    '2026-11-20T10:00:00.Z',
    '2026-11-20T10:00:00ZZ',
    ' 2026-11-20T10:00:00Z',
    '2026-11-20T10:00:00Z\n',
    '20261-11-20T10:00:00Z',
    '+2026-11-20T10:00:00Z',
    '２０２６-11-20T10:00:00Z',
    '',
  ];
  for (const value of cases) assert.equal(fast(value), full(value), JSON.stringify(value));
});

test('date-time: the fast path agrees with ajv-formats on every calendar day and on mutated times', () => {
  let checked = 0;
  for (let year = 1896; year <= 2104; year += 4) {
    for (const y of [year, year + 1]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const value = `${String(y).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T12:34:56Z`;
          assert.equal(fast(value), full(value), value);
          checked++;
        }
      }
    }
  }
  const base = '2026-11-20T10:00:00.500Z';
  const alphabet = '0123456789-:.TZtz+ ';
  for (let i = 0; i < base.length; i++) {
    for (const c of alphabet) {
      const replaced = base.slice(0, i) + c + base.slice(i + 1);
      const inserted = base.slice(0, i) + c + base.slice(i);
      const removed = base.slice(0, i) + base.slice(i + 1);
      for (const value of [replaced, inserted, removed]) {
        assert.equal(fast(value), full(value), JSON.stringify(value));
        checked++;
      }
    }
  }
  assert.ok(checked > 40_000, `checked ${checked}`);
});
