import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { recentPeriods, type IntervalUnit, type Period } from '../../src/time/periods.js';
import { isValidTimeZone, localDate, startOfLocalDay, todayIn } from '../../src/time/zone.js';

const H = 3_600_000;
const D = 24 * H;
const at = (iso: string): number => {
  const t = Date.parse(iso);
  assert.ok(Number.isFinite(t), iso);
  return t;
};
const current = (unit: IntervalUnit, tz: string, now: number): Period => {
  const p = recentPeriods(unit, 1, tz, now);
  assert.equal(p.length, 1);
  return p[0]!;
};
const wallClock = (ms: number, tz: string): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .format(ms)
    .replace(', ', 'T');

function assertContiguous(periods: readonly Period[]): void {
  for (let i = 1; i < periods.length; i++) {
    assert.equal(periods[i - 1]!.end, periods[i]!.start, `gap before ${periods[i]!.label}`);
    assert.ok(periods[i - 1]!.label < periods[i]!.label, 'oldest first');
  }
}

describe('isValidTimeZone / todayIn / localDate', () => {
  it('accepts IANA names and rejects others', () => {
    for (const tz of ['UTC', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Kathmandu', 'Pacific/Kiritimati']) {
      assert.equal(isValidTimeZone(tz), true, tz);
    }
    for (const tz of ['Mars/Olympus', '', '+05:00', ' UTC', 'UTC ', 'Europe/Berlin\n']) {
      assert.equal(isValidTimeZone(tz), false, JSON.stringify(tz));
    }
    assert.equal(isValidTimeZone('Mars/Olympus'), false, 'cached result');
  });

  it('gives the local date of an instant', () => {
    const now = at('2026-03-01T09:59:59Z');
    assert.equal(todayIn('Pacific/Kiritimati', now), '2026-03-01');
    assert.equal(todayIn('Pacific/Kiritimati', now + 1000), '2026-03-02');
    assert.equal(todayIn('Pacific/Honolulu', now), '2026-02-28');
    assert.equal(todayIn('Pacific/Honolulu', now + 1000), '2026-03-01');
    assert.deepEqual(localDate(at('2026-12-31T18:30:00Z'), 'Asia/Kolkata'), { year: 2027, month: 1, day: 1 });
  });
});

describe('startOfLocalDay', () => {
  it('is local midnight in ordinary zones', () => {
    assert.equal(startOfLocalDay(2026, 3, 1, 'UTC'), at('2026-03-01T00:00:00Z'));
    assert.equal(startOfLocalDay(2026, 3, 1, 'Pacific/Kiritimati'), at('2026-02-28T10:00:00Z'));
    assert.equal(startOfLocalDay(2026, 3, 1, 'Pacific/Honolulu'), at('2026-03-01T10:00:00Z'));
    assert.equal(startOfLocalDay(2026, 3, 1, 'Asia/Kolkata'), at('2026-02-28T18:30:00Z'));
    assert.equal(startOfLocalDay(2026, 3, 1, 'Asia/Kathmandu'), at('2026-02-28T18:15:00Z'));
  });

  it('normalises overflowing months and days', () => {
    assert.equal(startOfLocalDay(2026, 13, 1, 'Europe/Berlin'), startOfLocalDay(2027, 1, 1, 'Europe/Berlin'));
    assert.equal(startOfLocalDay(2026, 3, 0, 'Europe/Berlin'), startOfLocalDay(2026, 2, 28, 'Europe/Berlin'));
    assert.equal(startOfLocalDay(2028, 3, 0, 'UTC'), at('2028-02-29T00:00:00Z'));
    assert.equal(startOfLocalDay(2026, 0, 1, 'UTC'), at('2025-12-01T00:00:00Z'));
  });

  it('is the first existing instant where DST skips midnight (America/Santiago 2026-09-06)', () => {
    const tz = 'America/Santiago';
    const start = startOfLocalDay(2026, 9, 6, tz);
    // Verified with Intl: the clock jumps from 2026-09-05 23:59:59 (-04) to 2026-09-06 01:00 (-03).
    assert.equal(wallClock(start - 1000, tz), '2026-09-05T23:59:59');
    assert.equal(wallClock(start, tz), '2026-09-06T01:00:00');
    assert.equal(start, at('2026-09-06T04:00:00Z'));
    const day = recentPeriods('day', 2, tz, start + H);
    assert.deepEqual(
      day.map((p) => p.label),
      ['2026-09-05', '2026-09-06'],
    );
    assert.equal(day[0]!.end - day[0]!.start, 24 * H);
    assert.equal(day[1]!.end - day[1]!.start, 23 * H);
  });

  it('is the first of two midnights where the clock falls back to midnight (America/Havana)', () => {
    const tz = 'America/Havana';
    const start = startOfLocalDay(2026, 11, 1, tz);
    assert.equal(start, at('2026-11-01T04:00:00Z'));
    assert.equal(wallClock(start, tz), '2026-11-01T00:00:00');
    assert.equal(wallClock(start + H, tz), '2026-11-01T00:00:00');
    assert.equal(current('day', tz, start + 2 * H).end - start, 25 * H);
  });

  it('handles the skipped day 2011-12-30 in Pacific/Apia as an empty period', () => {
    const days = recentPeriods('day', 3, 'Pacific/Apia', at('2011-12-31T12:00:00Z'));
    assert.deepEqual(
      days.map((p) => p.label),
      ['2011-12-30', '2011-12-31', '2012-01-01'],
    );
    assert.equal(days[0]!.start, days[0]!.end);
    assert.equal(days[1]!.start, at('2011-12-30T10:00:00Z'));
    assertContiguous(days);
  });
});

describe('recentPeriods', () => {
  it('switches day at local midnight in UTC+14 (Pacific/Kiritimati)', () => {
    const tz = 'Pacific/Kiritimati';
    const before = current('day', tz, at('2026-03-01T09:59:59Z'));
    assert.deepEqual(before, { label: '2026-03-01', start: at('2026-02-28T10:00:00Z'), end: at('2026-03-01T10:00:00Z') });
    assert.equal(current('day', tz, at('2026-03-01T10:00:00Z')).label, '2026-03-02');
    assert.equal(current('day', tz, at('2026-03-01T00:00:00Z')).label, '2026-03-01');
    assert.equal(current('day', tz, at('2026-02-28T23:59:59Z')).label, '2026-03-01');
    const month = current('month', tz, at('2026-02-28T10:00:00Z'));
    assert.deepEqual(month, { label: '2026-03', start: at('2026-02-28T10:00:00Z'), end: at('2026-03-31T10:00:00Z') });
    assert.equal(current('month', tz, at('2026-02-28T09:59:59Z')).label, '2026-02');
  });

  it('switches day at local midnight in UTC-10 (Pacific/Honolulu)', () => {
    const tz = 'Pacific/Honolulu';
    const before = current('day', tz, at('2026-03-01T09:59:59Z'));
    assert.deepEqual(before, { label: '2026-02-28', start: at('2026-02-28T10:00:00Z'), end: at('2026-03-01T10:00:00Z') });
    const after = current('day', tz, at('2026-03-01T10:00:00Z'));
    assert.deepEqual(after, { label: '2026-03-01', start: at('2026-03-01T10:00:00Z'), end: at('2026-03-02T10:00:00Z') });
    assert.equal(current('day', tz, at('2026-03-01T00:00:00Z')).label, '2026-02-28');
    assert.equal(current('month', tz, at('2026-03-01T09:59:59Z')).label, '2026-02');
    assert.deepEqual(current('month', tz, at('2026-03-01T10:00:00Z')), {
      label: '2026-03',
      start: at('2026-03-01T10:00:00Z'),
      end: at('2026-04-01T10:00:00Z'),
    });
  });

  it('crosses month and year boundaries per zone (Dec 31 -> Jan 1)', () => {
    const now = at('2026-12-31T12:00:00Z');
    assert.equal(current('year', 'Pacific/Kiritimati', now).label, '2027');
    assert.equal(current('year', 'Pacific/Kiritimati', now).start, at('2026-12-31T10:00:00Z'));
    assert.equal(current('year', 'Pacific/Honolulu', now).label, '2026');
    assert.equal(current('year', 'UTC', now).label, '2026');
    assert.equal(current('month', 'Pacific/Kiritimati', now).label, '2027-01');
    assert.equal(current('month', 'Europe/Berlin', now).label, '2026-12');
    const berlin = recentPeriods('year', 2, 'Europe/Berlin', at('2026-12-31T23:00:00Z'));
    assert.deepEqual(
      berlin.map((p) => p.label),
      ['2026', '2027'],
    );
    assert.equal(berlin[1]!.start, at('2026-12-31T23:00:00Z'));
    const months = recentPeriods('month', 3, 'UTC', at('2027-01-15T00:00:00Z'));
    assert.deepEqual(
      months.map((p) => p.label),
      ['2026-11', '2026-12', '2027-01'],
    );
    const days = recentPeriods('day', 2, 'Asia/Kolkata', at('2026-12-31T18:30:00Z'));
    assert.deepEqual(
      days.map((p) => p.label),
      ['2026-12-31', '2027-01-01'],
    );
  });

  it('handles 29 February and century leap rules', () => {
    const leapDay = current('day', 'UTC', at('2028-02-29T12:00:00Z'));
    assert.deepEqual(leapDay, { label: '2028-02-29', start: at('2028-02-29T00:00:00Z'), end: at('2028-03-01T00:00:00Z') });
    const feb2028 = current('month', 'Asia/Kolkata', at('2028-02-15T00:00:00Z'));
    assert.equal(feb2028.label, '2028-02');
    assert.equal(feb2028.end - feb2028.start, 29 * D);
    const feb2100 = current('month', 'UTC', at('2100-02-15T00:00:00Z'));
    assert.equal(feb2100.end - feb2100.start, 28 * D);
    assert.equal(current('day', 'UTC', at('2100-02-28T12:00:00Z')).end, at('2100-03-01T00:00:00Z'));
    const y2028 = current('year', 'UTC', at('2028-06-01T00:00:00Z'));
    assert.equal(y2028.end - y2028.start, 366 * D);
    const y2100 = current('year', 'UTC', at('2100-06-01T00:00:00Z'));
    assert.equal(y2100.end - y2100.start, 365 * D);
  });

  it('has 23- and 25-hour days across DST in Europe/Berlin', () => {
    const spring = current('day', 'Europe/Berlin', at('2026-03-29T12:00:00Z'));
    assert.deepEqual(spring, { label: '2026-03-29', start: at('2026-03-28T23:00:00Z'), end: at('2026-03-29T22:00:00Z') });
    assert.equal(spring.end - spring.start, 23 * H);
    const autumn = current('day', 'Europe/Berlin', at('2026-10-25T12:00:00Z'));
    assert.deepEqual(autumn, { label: '2026-10-25', start: at('2026-10-24T22:00:00Z'), end: at('2026-10-25T23:00:00Z') });
    assert.equal(autumn.end - autumn.start, 25 * H);
    const march = current('month', 'Europe/Berlin', at('2026-03-15T00:00:00Z'));
    assert.equal(march.end - march.start, 31 * D - H);
    const week = recentPeriods('day', 7, 'Europe/Berlin', at('2026-03-31T12:00:00Z')); // 03-25 .. 03-31
    assert.deepEqual(
      week.map((p) => (p.end - p.start) / H),
      [24, 24, 24, 24, 23, 24, 24],
    );
  });

  it('uses half- and quarter-hour offsets (Asia/Kolkata, Asia/Kathmandu)', () => {
    assert.equal(current('day', 'Asia/Kolkata', at('2026-02-28T18:29:59Z')).label, '2026-02-28');
    assert.deepEqual(current('day', 'Asia/Kolkata', at('2026-02-28T18:30:00Z')), {
      label: '2026-03-01',
      start: at('2026-02-28T18:30:00Z'),
      end: at('2026-03-01T18:30:00Z'),
    });
    assert.equal(current('day', 'Asia/Kathmandu', at('2026-02-28T18:14:59Z')).label, '2026-02-28');
    assert.deepEqual(current('month', 'Asia/Kathmandu', at('2026-02-28T18:15:00Z')), {
      label: '2026-03',
      start: at('2026-02-28T18:15:00Z'),
      end: at('2026-03-31T18:15:00Z'),
    });
  });

  it('returns 1000 contiguous years back to 1027, through LMT offsets', () => {
    const years = recentPeriods('year', 1000, 'Europe/Berlin', at('2026-06-15T12:00:00Z'));
    assert.equal(years.length, 1000);
    assert.equal(years[0]!.label, '1027');
    assert.equal(years[999]!.label, '2026');
    assertContiguous(years);
    // Berlin used local mean time (+00:53:28) until 1893-04-01.
    assert.equal(years[0]!.start, Date.UTC(1027, 0, 1) - (53 * 60 + 28) * 1000);
    assert.equal(years.find((p) => p.label === '1900')!.start, at('1899-12-31T23:00:00Z'));
    for (const p of years) assert.ok(p.end > p.start);
  });

  it('returns 1000 contiguous days and months ending with the current one', () => {
    for (const tz of ['UTC', 'Europe/Berlin', 'America/Santiago', 'Asia/Kathmandu', 'Pacific/Kiritimati']) {
      const now = at('2026-06-15T12:34:56Z');
      const days = recentPeriods('day', 1000, tz, now);
      assert.equal(days.length, 1000);
      assertContiguous(days);
      const last = days[999]!;
      assert.ok(last.start <= now && now < last.end, tz);
      assert.equal(last.label, todayIn(tz, now));
      for (const p of days) {
        assert.equal(todayIn(tz, p.start), p.label, `${tz} ${p.label}`);
        assert.notEqual(todayIn(tz, p.start - 1), p.label, `${tz} ${p.label} starts late`);
        assert.ok(p.end - p.start >= 22 * H && p.end - p.start <= 26 * H);
      }
      const months = recentPeriods('month', 1000, tz, now);
      assertContiguous(months);
      assert.equal(months[0]!.label, '1943-03');
      assert.equal(months[999]!.label, '2026-06');
    }
  });

  it('labels years before 1000 with four digits', () => {
    const years = recentPeriods('year', 3, 'UTC', at('0005-06-01T00:00:00Z'));
    assert.deepEqual(
      years.map((p) => p.label),
      ['0003', '0004', '0005'],
    );
    assert.equal(years[0]!.start, at('0003-01-01T00:00:00Z'));
    assert.equal(recentPeriods('day', 1, 'UTC', at('0099-12-31T05:00:00Z'))[0]!.end, at('0100-01-01T00:00:00Z'));
  });

  it('rejects counts outside 1..1000', () => {
    for (const n of [0, -1, 1001, 1.5, Number.NaN]) {
      assert.throws(() => recentPeriods('day', n, 'UTC', Date.now()), RangeError);
    }
  });
});
