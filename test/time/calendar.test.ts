import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { accessEnd, addPeriod } from '../../src/time/calendar.js';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const months = (n: number) => ({ kind: 'period' as const, years: 0, months: n, days: 0 });

describe('calendar arithmetic in a zone', () => {
  it('clamps to the end of shorter months, in common and leap years', () => {
    assert.equal(iso(addPeriod(at('2026-01-31T09:00:00Z'), months(1), 'UTC')), '2026-02-28T09:00:00.000Z');
    assert.equal(iso(addPeriod(at('2028-01-31T09:00:00Z'), months(1), 'UTC')), '2028-02-29T09:00:00.000Z');
    assert.equal(iso(addPeriod(at('2028-02-29T00:00:00Z'), { kind: 'period', years: 1, months: 0, days: 0 }, 'UTC')), '2029-02-28T00:00:00.000Z');
    assert.equal(iso(addPeriod(at('2026-08-31T00:00:00Z'), months(13), 'UTC')), '2027-09-30T00:00:00.000Z');
  });

  it('counts on the local wall clock: the end of a month in the zone, not in UTC', () => {
    // 31 January 23:30 in Tokyo is 14:30 UTC the same day; a month later is 28 February 23:30 in Tokyo.
    assert.equal(iso(addPeriod(at('2026-01-31T14:30:00Z'), months(1), 'Asia/Tokyo')), '2026-02-28T14:30:00.000Z');
  });

  it('keeps the time of day across DST changes, and moves a time skipped by a gap forward', () => {
    assert.equal(iso(addPeriod(at('2026-03-01T01:00:00Z'), { kind: 'period', years: 0, months: 0, days: 30 }, 'Europe/Berlin')), '2026-03-31T00:00:00.000Z');
    // 02:30 on 29 March 2026 does not exist in Berlin (clocks go 02:00 → 03:00).
    const end = addPeriod(at('2026-02-28T01:30:00Z'), { kind: 'period', years: 0, months: 0, days: 29 }, 'Europe/Berlin');
    assert.equal(iso(end), '2026-03-29T01:30:00.000Z');
  });

  it('lifetime never ends; a fixed end date ends at the start of the next local day', () => {
    assert.equal(accessEnd(at('2026-01-01T00:00:00Z'), { kind: 'lifetime' }, 'UTC'), null);
    assert.equal(iso(accessEnd(at('2026-01-01T00:00:00Z'), { kind: 'until', date: '2027-06-30' }, 'America/New_York')), '2027-07-01T04:00:00.000Z');
    assert.equal(iso(accessEnd(at('2026-01-01T00:00:00Z'), { kind: 'until', date: '2027-12-31' }, 'UTC')), '2028-01-01T00:00:00.000Z');
  });
});
