// The rules that turn a described payment into an order's amount, currency and time: defaults
// from the plan, the currency's digits, no time before 1970 or in the future. Shared by
// POST /orders and the CSV import, so both accept exactly the same payments; the plan refusals
// are shared by POST /orders and POST /checkout, so both answer an unknown or archived plan alike.
import { invalid, type FieldError, type ValidationError } from '../../errors.js';
import type { PlanRow } from '../../db/schema.js';
import { parseDecimalAmount } from '../../money/index.js';
import { CLOCK_SKEW_MS } from '../../limits.js';

/** The 422 on plan_id for a plan the bot does not have. */
export const unknownPlan = (planId: number): ValidationError => invalid('plan_id', `must be the id of a plan of this bot; ${planId} is not`);

/** The 422 on plan_id for an archived plan, which can no longer be ordered. */
export const archivedPlan = (planId: number): ValidationError => invalid('plan_id', `is archived; plan ${planId} can no longer be ordered`);

export interface OrderValuesInput {
  amount?: string;
  currency?: string;
  /** Epoch ms, already parsed; NaN when the text was not a time. */
  paidAt: number;
}

export type OrderValues = { ok: true; amountMinor: number; currency: string; paidAt: number } | { ok: false; fields: FieldError[] };

export function resolveOrderValues(plan: Pick<PlanRow, 'plan_currency' | 'plan_price_minor'>, input: OrderValuesInput, now: number): OrderValues {
  const fields: FieldError[] = [];
  const currency = input.currency ?? plan.plan_currency;
  let amountMinor = Number(plan.plan_price_minor);
  if (input.amount !== undefined) {
    const amount = parseDecimalAmount(input.amount, currency);
    if (amount.ok) amountMinor = Number(amount.minor);
    else fields.push({ field: 'amount', message: amount.message });
  } else if (currency !== plan.plan_currency) {
    fields.push({ field: 'amount', message: `is required when currency (${currency}) differs from the plan's (${plan.plan_currency})` });
  }
  if (!Number.isFinite(input.paidAt) || input.paidAt < 0) fields.push({ field: 'paid_at', message: 'must be a time after 1970-01-01T00:00:00Z' });
  else if (input.paidAt > now + CLOCK_SKEW_MS) fields.push({ field: 'paid_at', message: 'must not be in the future' });
  return fields.length ? { ok: false, fields } : { ok: true, amountMinor, currency, paidAt: input.paidAt };
}
