// What happens on the customer's side of a subscription in the Stripe double: a billing period ends
// (renewal, or the end of a subscription set to cancel), or the customer cancels in the portal.
import { type Ctx, type Emitted, type Subscription, cancelNow, changedFields, renew, setCancelAtPeriodEnd } from './stripe-billing.js';

export interface RenewalOptions {
  /** The card is declined: the invoice stays open, the subscription turns past_due (invoice.payment_failed, customer.subscription.updated). */
  paymentFails?: boolean;
}

export interface RenewalResult {
  subscriptionId: string;
  /** Null when the period end canceled the subscription instead (cancel_at_period_end). */
  invoiceId: string | null;
  paymentIntentId: string | null;
  chargeId: string | null;
  /** The subscription ended at this period end (customer.subscription.deleted) instead of renewing. */
  canceled: boolean;
  eventIds: string[];
}

export interface CustomerCancelOptions {
  /** Cancel at the end of the period (customer.subscription.updated) rather than now (customer.subscription.deleted). Default true, as the portal does. */
  atPeriodEnd?: boolean;
  comment?: string;
  feedback?: string;
}

function liveSubscription(ctx: Ctx, subscriptionId: string): Subscription {
  const sub = ctx.account.store.get<Subscription>(subscriptionId, 'subscription');
  if (!sub) throw new Error(`stripe double: no subscription ${subscriptionId}`);
  if (sub.status === 'canceled') throw new Error(`stripe double: subscription ${subscriptionId} is canceled`);
  return sub;
}

/** The current period ends: a new paid (or declined) invoice, or the end of a subscription set to cancel. */
export function renewSubscription(ctx: Ctx, subscriptionId: string, options: RenewalOptions): { result: RenewalResult; events: Emitted[] } {
  const sub = liveSubscription(ctx, subscriptionId);
  const events: Emitted[] = [];
  const result: RenewalResult = { subscriptionId, invoiceId: null, paymentIntentId: null, chargeId: null, canceled: false, eventIds: [] };
  if (sub.cancel_at_period_end || (sub.cancel_at !== null && sub.cancel_at <= sub.current_period_end)) {
    cancelNow(ctx, sub);
    events.push(ctx.emit('customer.subscription.deleted', sub));
    result.canceled = true;
  } else {
    const before = structuredClone(sub);
    const declined = options.paymentFails === true;
    const { invoice, intent, charge } = renew(ctx, sub, declined);
    Object.assign(result, { invoiceId: invoice.id, paymentIntentId: intent.id, chargeId: charge.id });
    const previous = changedFields(before, sub);
    if (declined) {
      if (ctx.allEvents) events.push(ctx.emit('charge.failed', charge), ctx.emit('payment_intent.payment_failed', intent));
      events.push(ctx.emit('invoice.payment_failed', invoice));
      events.push(ctx.emit('customer.subscription.updated', sub, previous));
    } else {
      if (ctx.allEvents)
        events.push(
          ctx.emit('charge.succeeded', charge),
          ctx.emit('payment_intent.succeeded', intent),
          ctx.emit('customer.subscription.updated', sub, previous),
        );
      events.push(ctx.emit('invoice.paid', invoice));
      if (ctx.allEvents) events.push(ctx.emit('invoice.payment_succeeded', invoice));
    }
  }
  result.eventIds = events.map((event) => event.id);
  return { result, events };
}

/** The customer cancels in the portal: at the period end (default) or now. */
export function cancelByCustomer(ctx: Ctx, subscriptionId: string, options: CustomerCancelOptions): Emitted[] {
  const sub = liveSubscription(ctx, subscriptionId);
  const before = structuredClone(sub);
  if (options.atPeriodEnd ?? true) {
    setCancelAtPeriodEnd(ctx, sub, true, { comment: options.comment ?? null, feedback: options.feedback ?? null });
    const previous = changedFields(before, sub);
    return Object.keys(previous).length > 0 ? [ctx.emit('customer.subscription.updated', sub, previous)] : [];
  }
  sub.cancellation_details = { comment: options.comment ?? null, feedback: options.feedback ?? null, reason: 'cancellation_requested' };
  cancelNow(ctx, sub);
  return [ctx.emit('customer.subscription.deleted', sub)];
}
