// A payment's monthly value (SPEC §17): its amount divided by the months it bought, rounded
// half-even to the currency's minor unit. Calendar months count as given, years as 12 months,
// days and weeks as days ÷ 30.4375; a plan ending on a fixed date bought the time from the payment
// to that date at the same rate. Lifetime access is worth 0. Integers throughout: a month is
// 304,375 ten-thousandths of a day.
import { accessEnd } from '../../time/calendar.js';
import type { PlanLength } from '../../time/duration.js';
import { DAY_MS } from '../../time/units.js';

/** Ten-thousandths of a day in an average month (30.4375 days). */
const MONTH_UNITS = 304_375n;
const DAY_UNITS = 10_000n;

/** n ÷ d rounded half to even (d > 0, n ≥ 0). */
export function divideHalfEven(n: bigint, d: bigint): bigint {
  const q = n / d;
  const twice = 2n * (n - q * d);
  if (twice > d || (twice === d && q % 2n === 1n)) return q + 1n;
  return q;
}

/** The monthly value, in minor units, of `amountMinor` paid at `paidAt` for a plan of `length`
 * (a fixed end date is read in `timezone`, as the access it bought ended). */
export function monthlyValue(amountMinor: number, length: PlanLength, paidAt: number, timezone: string): number {
  if (amountMinor <= 0) return 0;
  const amount = BigInt(amountMinor);
  if (length.kind === 'lifetime') return 0;
  if (length.kind === 'until') {
    const untilMs = accessEnd(paidAt, length, timezone);
    if (untilMs === null || untilMs <= paidAt) return 0;
    // amount ÷ ((until − paid) / (30.4375 days)), with the span in milliseconds.
    return Number(divideHalfEven(amount * MONTH_UNITS * BigInt(DAY_MS), BigInt(untilMs - paidAt) * DAY_UNITS));
  }
  const bought = BigInt(length.years * 12 + length.months) * MONTH_UNITS + BigInt(length.days) * DAY_UNITS;
  if (bought === 0n) return 0;
  return Number(divideHalfEven(amount * MONTH_UNITS, bought));
}
