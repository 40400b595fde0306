// Subscriptions and invoices for the Stripe double: the subscription a completed checkout starts, its
// invoices (first, each renewal), their payments, and the changes a merchant (API) or a customer
// (portal) makes — each with the events Stripe sends.
import type { Account, EventRequest } from './stripe-events.js';
import {
  type Charge,
  type ListObject,
  type Metadata,
  type Price,
  type Product,
  type StripeObject,
  buildPayment,
  list,
  periodEnd,
  planOf,
} from './stripe-objects.js';
import { formatAmount, newId } from './stripe-wire.js';
import { amountOff, invoiceCoupon, setSubscriptionCoupon } from './stripe-coupons.js';

/** An event made: its id, and a promise settled after its first delivery attempt. */
export interface Emitted {
  id: string;
  delivered: Promise<unknown>;
}

/** What a handler or a customer action works with. */
export interface Ctx {
  account: Account;
  /** The double's clock, Unix seconds. */
  now: () => number;
  /** Also send the secondary events Stripe sends (customer.created, charge.succeeded, …). */
  allEvents: boolean;
  /** The API request behind the change (events carry it), null for the customer's side. */
  request: EventRequest | null;
  /** Sends an event about the object as the account's API version shows it; settles after the first delivery attempt. */
  emit: (type: string, object: StripeObject, previous?: Record<string, unknown>) => Emitted;
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  billing_thresholds: null;
  created: number;
  current_period_end: number;
  current_period_start: number;
  discounts: string[];
  metadata: Metadata;
  plan: StripeObject;
  price: Price;
  quantity: number;
  subscription: string;
  tax_rates: string[];
}

export interface Subscription {
  id: string;
  object: 'subscription';
  status: 'active' | 'past_due' | 'canceled' | (string & {});
  customer: string;
  currency: string;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  current_period_start: number;
  current_period_end: number;
  description: string | null;
  ended_at: number | null;
  items: ListObject<SubscriptionItem>;
  latest_invoice: string | null;
  metadata: Metadata;
  [field: string]: unknown;
}

export interface Invoice {
  id: string;
  object: 'invoice';
  status: 'paid' | 'open' | (string & {});
  total: number;
  currency: string;
  [field: string]: unknown;
}

export interface InvoiceLineInput {
  price: Price;
  product: Product;
  quantity: number;
  item?: SubscriptionItem;
}

/** The fields that differ between two versions of an object: their old values (event previous_attributes). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key] ?? null;
  }
  return previous;
}

/** An invoice for a subscription, paid by card (or declined), with its PaymentIntent and Charge stored. */
function invoiceFor(
  ctx: Ctx,
  sub: Subscription,
  customer: StripeObject,
  lines: InvoiceLineInput[],
  reason: 'subscription_create' | 'subscription_cycle',
  period: { start: number; end: number },
  invoicePeriod: { start: number; end: number },
  declined: boolean,
): { invoice: Invoice; intent: StripeObject; charge: Charge } {
  const { store } = ctx.account;
  const now = ctx.now();
  const id = newId('in');
  const data = lines.map(({ price, product, quantity, item }) => {
    const amount = price.unit_amount * quantity;
    const recurring = price.recurring;
    const description = recurring
      ? `${quantity} × ${product.name} (at ${formatAmount(price.unit_amount, price.currency)} / ${recurring.interval_count > 1 ? `every ${recurring.interval_count} ${recurring.interval}s` : recurring.interval})`
      : product.name;
    const invoiceItem = item ? null : newId('ii');
    return {
      id: newId('il'),
      object: 'line_item',
      amount,
      currency: price.currency,
      description,
      discount_amounts: [],
      discountable: true,
      discounts: [],
      invoice: id,
      livemode: false,
      metadata: item ? { ...sub.metadata } : {},
      parent: item
        ? {
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: null,
              proration: false,
              proration_details: { credited_items: null },
              subscription: sub.id,
              subscription_item: item.id,
            },
            type: 'subscription_item_details',
          }
        : {
            invoice_item_details: { invoice_item: invoiceItem, proration: false, proration_details: { credited_items: null }, subscription: sub.id },
            subscription_item_details: null,
            type: 'invoice_item_details',
          },
      period: item ? { end: period.end, start: period.start } : { end: now, start: now },
      pretax_credit_amounts: [],
      pricing: { price_details: { price: price.id, product: product.id }, type: 'price_details', unit_amount_decimal: price.unit_amount_decimal },
      quantity,
      subscription: sub.id,
      subtotal: amount,
      taxes: [],
      // Before 2025-03-31.basil:
      plan: recurring ? planOf(price) : null,
      price: structuredClone(price),
      proration: false,
      subscription_item: item?.id ?? null,
      type: item ? 'subscription' : 'invoiceitem',
    };
  });
  const subtotal = data.reduce((sum, line) => sum + line.amount, 0);
  const coupon = invoiceCoupon(ctx, sub.id, reason === 'subscription_create');
  const discount = coupon ? amountOff(coupon, subtotal) : 0;
  const total = subtotal - discount;
  const email = (customer.email as string | null) ?? null;
  const { intent, charge } = buildPayment(now, {
    amount: total,
    currency: sub.currency,
    customer: customer.id,
    description: reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
    metadata: {},
    receiptEmail: email,
    invoice: id,
    declined,
  });
  const sequence = (customer.next_invoice_sequence as number) ?? 1;
  customer.next_invoice_sequence = sequence + 1;
  const invoice: Invoice = {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Tollgate (Stripe double)',
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: declined ? 0 : total,
    amount_remaining: declined ? total : 0,
    amount_shipping: 0,
    application: null,
    attempt_count: 1,
    attempted: true,
    auto_advance: declined,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    created: now,
    currency: sub.currency,
    custom_fields: null,
    customer: customer.id,
    customer_address: null,
    customer_email: email,
    customer_name: customer.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: now,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `https://invoice.stripe.com/i/acct_double/test_${id}`,
    invoice_pdf: `https://pay.stripe.com/invoice/acct_double/test_${id}/pdf`,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: list(data, `/v1/invoices/${id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: declined ? now + 3 * 86_400 : null,
    number: `${customer.invoice_prefix as string}-${String(sequence).padStart(4, '0')}`,
    on_behalf_of: null,
    parent: { quote_details: null, subscription_details: { metadata: { ...sub.metadata }, subscription: sub.id }, type: 'subscription_details' },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    payments: list(
      [
        {
          id: newId('inpay'),
          object: 'invoice_payment',
          amount_paid: declined ? null : total,
          amount_requested: total,
          created: now,
          currency: sub.currency,
          invoice: id,
          is_default: true,
          livemode: false,
          payment: { payment_intent: intent.id, type: 'payment_intent' },
          status: declined ? 'open' : 'paid',
          status_transitions: { canceled_at: null, paid_at: declined ? null : now },
        },
      ],
      `/v1/invoice_payments?invoice=${id}`,
    ),
    period_end: invoicePeriod.end,
    period_start: invoicePeriod.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: declined ? 'open' : 'paid',
    status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: declined ? null : now, voided_at: null },
    subtotal,
    subtotal_excluding_tax: subtotal,
    test_clock: null,
    total,
    total_discount_amounts: coupon ? [{ amount: discount, discount: `di_${coupon.id}` }] : [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: now,
    // Before 2025-03-31.basil:
    charge: charge.id,
    paid: !declined,
    paid_out_of_band: false,
    payment_intent: intent.id,
    subscription: sub.id,
    subscription_details: { metadata: { ...sub.metadata } },
  };
  store.put(invoice);
  store.put(intent);
  store.put(charge);
  sub.latest_invoice = id;
  return { invoice, intent, charge };
}

export interface StartInput {
  customer: StripeObject;
  lines: Array<{ price: Price; product: Product; quantity: number }>;
  metadata: Metadata;
  description: string | null;
  /** The session's coupon: the subscription's invoices are discounted by it. */
  coupon?: string;
}

/** The subscription a subscription-mode checkout starts, with its first (paid) invoice. */
export function startSubscription(ctx: Ctx, input: StartInput): { subscription: Subscription; invoice: Invoice; intent: StripeObject; charge: Charge } {
  const now = ctx.now();
  const id = newId('sub');
  const recurring = input.lines.filter((line) => line.price.recurring);
  const first = recurring[0];
  if (!first?.price.recurring) throw new Error('stripe double: a subscription needs a recurring price');
  const end = periodEnd(now, first.price.recurring, 0);
  const items = recurring.map(({ price, quantity }) => ({
    id: newId('si'),
    object: 'subscription_item' as const,
    billing_thresholds: null,
    created: now,
    current_period_end: end,
    current_period_start: now,
    discounts: [],
    metadata: {},
    plan: planOf(price),
    price: structuredClone(price),
    quantity,
    subscription: id,
    tax_rates: [],
  }));
  const sub: Subscription = {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: now,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: first.price.currency,
    customer: input.customer.id,
    days_until_due: null,
    default_payment_method: newId('pm'),
    default_source: null,
    default_tax_rates: [],
    description: input.description,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: list(items, `/v1/subscription_items?subscription=${id}`),
    latest_invoice: null,
    livemode: false,
    metadata: { ...input.metadata },
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: 'active',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: null,
    // Before 2025-03-31.basil:
    current_period_end: end,
    current_period_start: now,
    plan: items.length === 1 ? planOf(first.price) : null,
    quantity: items.length === 1 ? first.quantity : null,
  };
  ctx.account.store.put(sub);
  ctx.account.cycles.set(id, { anchor: now, index: 0 });
  if (input.coupon) setSubscriptionCoupon(ctx, id, input.coupon);
  const lines = input.lines.map((line) => ({ ...line, item: items.find((item) => item.price.id === line.price.id) }));
  // Stripe's quirk: an invoice's own period is the one *before* it (zero-length for the first); its lines carry the service period.
  const paid = invoiceFor(ctx, sub, input.customer, lines, 'subscription_create', { start: now, end }, { start: now, end: now }, false);
  return { subscription: sub, ...paid };
}

/** The period ends: a new period and its invoice (paid, or declined: then past_due). */
export function renew(ctx: Ctx, sub: Subscription, declined: boolean): { invoice: Invoice; intent: StripeObject; charge: Charge } {
  const { store, cycles } = ctx.account;
  const cycle = cycles.get(sub.id) ?? { anchor: sub.current_period_start, index: 0 };
  const recurring = sub.items.data[0]?.price.recurring;
  if (!recurring) throw new Error(`stripe double: ${sub.id} has no recurring item`);
  cycle.index += 1;
  cycles.set(sub.id, cycle);
  const previousStart = sub.current_period_start;
  const start = sub.current_period_end;
  const end = periodEnd(cycle.anchor, recurring, cycle.index);
  sub.current_period_start = start;
  sub.current_period_end = end;
  for (const item of sub.items.data) {
    item.current_period_start = start;
    item.current_period_end = end;
  }
  if (declined) sub.status = 'past_due';
  else if (sub.status === 'past_due') sub.status = 'active';
  const customer = store.get<StripeObject>(sub.customer, 'customer');
  if (!customer) throw new Error(`stripe double: ${sub.customer} is gone`);
  const lines = sub.items.data.map((item) => {
    const product = store.get<Product>(item.price.product, 'product');
    if (!product) throw new Error(`stripe double: ${item.price.product} is gone`);
    return { price: item.price, product, quantity: item.quantity, item };
  });
  return invoiceFor(ctx, sub, customer, lines, 'subscription_cycle', { start, end }, { start: previousStart, end: start }, declined);
}

/** cancel_at_period_end on or off, as the API or the customer portal sets it. */
export function setCancelAtPeriodEnd(ctx: Ctx, sub: Subscription, value: boolean, feedback?: { comment?: string | null; feedback?: string | null }): void {
  sub.cancel_at_period_end = value;
  sub.cancel_at = value ? sub.current_period_end : null;
  sub.canceled_at = value ? ctx.now() : null;
  sub.cancellation_details = value
    ? {
        comment: feedback?.comment ?? sub.cancellation_details.comment,
        feedback: feedback?.feedback ?? sub.cancellation_details.feedback,
        reason: 'cancellation_requested',
      }
    : { comment: null, feedback: null, reason: null };
}

/** Ends the subscription now. */
export function cancelNow(ctx: Ctx, sub: Subscription, reason: 'cancellation_requested' | 'payment_failed' = 'cancellation_requested'): void {
  const now = ctx.now();
  sub.status = 'canceled';
  sub.canceled_at = sub.canceled_at ?? now;
  sub.ended_at = now;
  sub.cancellation_details = { ...sub.cancellation_details, reason: sub.cancellation_details.reason ?? reason };
}
