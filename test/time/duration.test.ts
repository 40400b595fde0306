import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isPlanDurationText, isTrialText, parsePlanDuration, parseTrial } from '../../src/time/duration.js';

const today = '2026-11-21';
const parse = (text: string) => parsePlanDuration(text, { today });

const FORMAT = 'must be a length such as "P30D", "1 month" or "30", "lifetime", or an end date such as "2027-06-30"';
const TIME = 'must use only days, weeks, months and years (hours, minutes and seconds are not supported)';
const ZERO = 'must be longer than zero';
const MAX = 'must be at most 100 years';
const BAD_DATE = 'must be a real calendar date';
const TRIAL_FORMAT = 'must be a length such as "P7D", "1 week" or "7", or "0" for no trial';
const TRIAL_KIND = 'must be a length such as "P7D", "1 week" or "7"; a trial cannot be "lifetime" or an end date';

function accepts(text: string, canonical: string, years = 0, months = 0, days = 0): void {
  const r = parse(text);
  assert.deepEqual(r, { ok: true, value: { kind: 'period', years, months, days }, canonical }, text);
  assert.equal(isPlanDurationText(text), true, text);
  // The canonical form parses to itself.
  assert.equal((parse(canonical) as { canonical: string }).canonical, canonical, canonical);
}

function rejects(text: string, message: string): void {
  assert.deepEqual(parse(text), { ok: false, message }, JSON.stringify(text));
}

describe('parsePlanDuration: accepted forms', () => {
  it('ISO 8601 durations of years, months, weeks and days', () => {
    accepts('P30D', 'P30D', 0, 0, 30);
    accepts('P2W', 'P14D', 0, 0, 14);
    accepts('P1M', 'P1M', 0, 1, 0);
    accepts('P1Y6M', 'P1Y6M', 1, 6, 0);
    accepts('P1Y2M10D', 'P1Y2M10D', 1, 2, 10);
    accepts('P1Y2W', 'P1Y14D', 1, 0, 14);
    accepts('P1M1W2D', 'P1M9D', 0, 1, 9);
    accepts('P18M', 'P1Y6M', 1, 6, 0);
    accepts('P12M', 'P1Y', 1, 0, 0);
    accepts('P0Y3D', 'P3D', 0, 0, 3);
    accepts('P45D', 'P45D', 0, 0, 45);
  });

  it('"<n> <unit>" forms', () => {
    accepts('1 month', 'P1M', 0, 1, 0);
    accepts('3 days', 'P3D', 0, 0, 3);
    accepts('1 day', 'P1D', 0, 0, 1);
    accepts('1 week', 'P7D', 0, 0, 7);
    accepts('3 weeks', 'P21D', 0, 0, 21);
    accepts('6 months', 'P6M', 0, 6, 0);
    accepts('24 months', 'P2Y', 2, 0, 0);
    accepts('1 year', 'P1Y', 1, 0, 0);
    accepts('2 years', 'P2Y', 2, 0, 0);
  });

  it('bare positive integers mean days', () => {
    accepts('30', 'P30D', 0, 0, 30);
    accepts('1', 'P1D', 0, 0, 1);
    accepts('36500', 'P36500D', 0, 0, 36500);
  });

  it('lifetime', () => {
    assert.deepEqual(parse('lifetime'), { ok: true, value: { kind: 'lifetime' }, canonical: 'lifetime' });
  });

  it('fixed end dates after today, in either format', () => {
    assert.deepEqual(parse('2027-06-30'), { ok: true, value: { kind: 'until', date: '2027-06-30' }, canonical: '2027-06-30' });
    assert.deepEqual(parse('30.06.2027'), { ok: true, value: { kind: 'until', date: '2027-06-30' }, canonical: '2027-06-30' });
    assert.equal(parse('2026-11-22').ok, true);
    assert.deepEqual(parse('29.02.2028'), { ok: true, value: { kind: 'until', date: '2028-02-29' }, canonical: '2028-02-29' });
    assert.equal(parse('2400-02-29').ok, true);
  });

  it('accepts exactly 100 years', () => {
    accepts('P100Y', 'P100Y', 100, 0, 0);
    accepts('100 years', 'P100Y', 100, 0, 0);
    accepts('P1200M', 'P100Y', 100, 0, 0);
    accepts('P99Y11M', 'P99Y11M', 99, 11, 0);
  });
});

describe('parsePlanDuration: rejections', () => {
  it('rejects malformed text with the format message', () => {
    for (const text of [
      '',
      'P',
      ' P30D',
      'P30D ',
      '30 ',
      ' 30',
      'p30d',
      'P30d',
      'P1D2M',
      'P2W1Y',
      '1  month',
      '1 Month',
      '1month',
      'month',
      'one month',
      '1 mo',
      '1.5',
      '1.5 months',
      'P1.5M',
      'Lifetime',
      'LIFETIME',
      ' lifetime',
      'forever',
      '007',
      'P007D',
      '01 month',
      '+3',
      '3 days ago',
      '2027-6-30',
      '30.6.2027',
      '2027/06/30',
      '2027-06-30T00:00',
      '1e3',
      'PD',
    ]) {
      rejects(text, FORMAT);
      assert.equal(isPlanDurationText(text), false, JSON.stringify(text));
    }
  });

  it('rejects time parts', () => {
    for (const text of ['PT1H', 'P1DT2H', 'PT0S', 'P1Y2M3DT4H5M6S', 'PT']) rejects(text, TIME);
  });

  it('rejects zero and negative lengths', () => {
    for (const text of ['0', 'P0D', '0 days', 'P0Y0M0W0D', '0 months', '-3 days', '-3', '-P3D', '-1 month']) {
      rejects(text, ZERO);
    }
  });

  it('rejects lengths over 100 years', () => {
    for (const text of ['P100Y1D', 'P36501D', '36501', '101 years', 'P1201M', 'P1210M', '5300 weeks', '999999', '1000000', 'P1234567D']) {
      rejects(text, MAX);
    }
  });

  it('rejects impossible dates', () => {
    for (const text of ['29.02.2027', '31.04.2027', '2027-02-29', '2100-02-29', '2027-13-01', '2027-00-10', '00.01.2027', '2027-06-31']) {
      rejects(text, BAD_DATE);
    }
  });

  it('rejects dates today or earlier', () => {
    rejects('2026-11-21', 'must be a date after today (2026-11-21)');
    rejects('21.11.2026', 'must be a date after today (2026-11-21)');
    rejects('2020-01-01', 'must be a date after today (2026-11-21)');
  });

  it('isPlanDurationText ignores today', () => {
    assert.equal(isPlanDurationText('2020-01-01'), true);
    assert.equal(isPlanDurationText('31.12.1999'), true);
    assert.equal(isPlanDurationText('29.02.2027'), false);
    assert.equal(isPlanDurationText('lifetime'), true);
    assert.equal(isPlanDurationText('0'), false);
  });
});

describe('parseTrial', () => {
  it('accepts period forms', () => {
    assert.deepEqual(parseTrial('P7D'), { ok: true, value: { kind: 'period', years: 0, months: 0, days: 7 }, canonical: 'P7D' });
    assert.deepEqual(parseTrial('1 week'), { ok: true, value: { kind: 'period', years: 0, months: 0, days: 7 }, canonical: 'P7D' });
    assert.deepEqual(parseTrial('3'), { ok: true, value: { kind: 'period', years: 0, months: 0, days: 3 }, canonical: 'P3D' });
    assert.deepEqual(parseTrial('P14M'), { ok: true, value: { kind: 'period', years: 1, months: 2, days: 0 }, canonical: 'P1Y2M' });
    assert.equal(isTrialText('1 month'), true);
  });

  it('treats zero lengths as no trial', () => {
    for (const text of ['0', 'P0D', '0 days', 'P0W', '0 years']) {
      assert.deepEqual(parseTrial(text), { ok: true, value: null, canonical: null }, text);
      assert.equal(isTrialText(text), true);
    }
  });

  it('rejects lifetime and dates', () => {
    for (const text of ['lifetime', '2027-06-30', '30.06.2027', '31.04.2027']) {
      assert.deepEqual(parseTrial(text), { ok: false, message: TRIAL_KIND }, text);
      assert.equal(isTrialText(text), false);
    }
  });

  it('rejects malformed, time-based, negative and too-long trials', () => {
    for (const text of ['', ' 7', '7 ', 'P', '007', 'seven days', 'p7d']) {
      assert.deepEqual(parseTrial(text), { ok: false, message: TRIAL_FORMAT }, JSON.stringify(text));
    }
    assert.deepEqual(parseTrial('PT12H'), { ok: false, message: TIME });
    assert.deepEqual(parseTrial('-3 days'), { ok: false, message: 'must not be negative' });
    assert.deepEqual(parseTrial('P101Y'), { ok: false, message: MAX });
    assert.equal(isTrialText('-1'), false);
  });
});
