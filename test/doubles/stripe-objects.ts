// The objects the Stripe double keeps, in Stripe's shapes, and the account-wide store they live in.
// Shapes are the union of the newest API version (`2025-03-31.basil` and later: invoice.parent,
// invoice.payments, periods on subscription items, line pricing) and the older one (invoice.subscription,
// invoice.payment_intent, invoice.charge, invoice.paid, subscription.current_period_*, charge.invoice,
// payment_intent.invoice, line price/plan): a service written against either finds its fields.
// An account added with `legacyFields: false` sees only the newest shape (see LEGACY_FIELDS).
import { newId, randomString } from './stripe-wire.js';

export type Metadata = Record<string, string>;
export type Interval = 'day' | 'week' | 'month' | 'year';

export interface ListObject<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  total_count: number;
  url: string;
}

export interface Product {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  default_price: string | null;
  description: string | null;
  images: string[];
  livemode: false;
  marketing_features: unknown[];
  metadata: Metadata;
  name: string;
  package_dimensions: null;
  shippable: null;
  statement_descriptor: null;
  tax_code: null;
  type: 'service';
  unit_label: null;
  updated: number;
  url: null;
}

export interface Recurring {
  interval: Interval;
  interval_count: number;
  meter: null;
  trial_period_days: null;
  usage_type: 'licensed';
}

export interface Price {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  custom_unit_amount: null;
  livemode: false;
  lookup_key: string | null;
  metadata: Metadata;
  nickname: string | null;
  product: string;
  recurring: Recurring | null;
  tax_behavior: string;
  tiers_mode: null;
  transform_quantity: null;
  type: 'one_time' | 'recurring';
  unit_amount: number;
  unit_amount_decimal: string;
}

/** The catch-all for the larger objects: their fields are listed where they are built. */
export type StripeObject = { id: string; object: string } & Record<string, unknown>;

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
  refunds: ListObject<StripeObject>;
  status: 'succeeded' | 'failed';
  [field: string]: unknown;
}

/** Fields only older API versions have; dropped for accounts with `legacyFields: false`. */
export const LEGACY_FIELDS: Record<string, readonly string[]> = {
  invoice: ['subscription', 'payment_intent', 'charge', 'paid', 'paid_out_of_band', 'subscription_details'],
  subscription: ['current_period_start', 'current_period_end', 'plan', 'quantity'],
  charge: ['invoice'],
  payment_intent: ['invoice'],
  line_item: ['price', 'plan', 'proration', 'subscription_item', 'type'],
};

export const list = <T>(data: T[], url: string): ListObject<T> => ({ object: 'list', data, has_more: false, total_count: data.length, url });

/** Every object of one account, by id. */
export class Store {
  private readonly objects = new Map<string, StripeObject>();

  put<T extends { id: string; object: string }>(object: T): T {
    this.objects.set(object.id, object as unknown as StripeObject);
    return object;
  }

  /** The object with this id if it is of this kind (`price`, `checkout.session`, …). */
  get<T = StripeObject>(id: string, kind: string): T | undefined {
    const object = this.objects.get(id);
    return object?.object === kind ? (object as unknown as T) : undefined;
  }

  find(id: string): StripeObject | undefined {
    return this.objects.get(id);
  }

  all(kind: string): StripeObject[] {
    return [...this.objects.values()].filter((object) => object.object === kind);
  }
}

// --- periods ---

const DAY = 86_400;

function addMonths(anchor: number, months: number): number {
  const start = new Date(anchor * 1000);
  const day = start.getUTCDate();
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** The end of the `index`-th period (0-based) after the billing cycle anchor; months keep the anchor's day (Jan 31 → Feb 28 → Mar 31). */
export function periodEnd(anchor: number, recurring: Pick<Recurring, 'interval' | 'interval_count'>, index: number): number {
  const steps = recurring.interval_count * (index + 1);
  switch (recurring.interval) {
    case 'day':
      return anchor + steps * DAY;
    case 'week':
      return anchor + steps * 7 * DAY;
    case 'month':
      return addMonths(anchor, steps);
    case 'year':
      return addMonths(anchor, steps * 12);
  }
}

// --- builders ---

export function buildProduct(
  now: number,
  name: string,
  metadata: Metadata,
  extra: { id?: string; description?: string | null; active?: boolean } = {},
): Product {
  return {
    id: extra.id ?? newId('prod'),
    object: 'product',
    active: extra.active ?? true,
    created: now,
    default_price: null,
    description: extra.description ?? null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata,
    name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    type: 'service',
    unit_label: null,
    updated: now,
    url: null,
  };
}

export interface PriceInput {
  currency: string;
  unitAmount: number;
  product: string;
  recurring?: { interval: Interval; interval_count: number } | undefined;
  metadata?: Metadata | undefined;
  active?: boolean | undefined;
  nickname?: string | undefined;
  lookupKey?: string | undefined;
  taxBehavior?: string | undefined;
}

export function buildPrice(now: number, input: PriceInput): Price {
  return {
    id: newId('price'),
    object: 'price',
    active: input.active ?? true,
    billing_scheme: 'per_unit',
    created: now,
    currency: input.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: input.lookupKey ?? null,
    metadata: input.metadata ?? {},
    nickname: input.nickname ?? null,
    product: input.product,
    recurring: input.recurring ? { ...input.recurring, meter: null, trial_period_days: null, usage_type: 'licensed' } : null,
    tax_behavior: input.taxBehavior ?? 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: input.recurring ? 'recurring' : 'one_time',
    unit_amount: input.unitAmount,
    unit_amount_decimal: String(input.unitAmount),
  };
}

/** The legacy Plan view of a recurring price (subscription.plan, item.plan, line.plan). */
export function planOf(price: Price): StripeObject {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export function buildCustomer(now: number, email: string | null, name: string | null, currency: string | null): StripeObject {
  return {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: now,
    currency,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email,
    invoice_prefix: randomString(8, 'ABCDEF0123456789'),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: {},
    name,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export interface PaymentInput {
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Metadata;
  receiptEmail: string | null;
  invoice?: string;
  /** A declined card: the intent waits for a new payment method, the charge failed. */
  declined?: boolean;
}

/** A PaymentIntent paid by card (pm_card_visa) and its Charge. */
export function buildPayment(now: number, input: PaymentInput): { intent: StripeObject; charge: Charge } {
  const intentId = newId('pi');
  const chargeId = newId('ch');
  const paymentMethod = newId('pm');
  const declined = input.declined === true;
  const decline = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
  const charge: Charge = {
    id: chargeId,
    object: 'charge',
    amount: input.amount,
    amount_captured: declined ? 0 : input.amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: declined ? null : newId('txn'),
    billing_details: {
      address: { city: null, country: 'US', line1: null, line2: null, postal_code: '42424', state: null },
      email: input.receiptEmail,
      name: null,
      phone: null,
      tax_id: null,
    },
    calculated_statement_descriptor: 'TOLLGATE',
    captured: !declined,
    created: now,
    currency: input.currency,
    customer: input.customer,
    description: input.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: declined ? decline.code : null,
    failure_message: declined ? decline.message : null,
    fraud_details: {},
    invoice: input.invoice ?? null,
    livemode: false,
    metadata: { ...input.metadata },
    on_behalf_of: null,
    outcome: declined
      ? {
          network_status: 'declined_by_network',
          reason: 'generic_decline',
          risk_level: 'normal',
          risk_score: 20,
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        }
      : { network_status: 'approved_by_network', reason: null, risk_level: 'normal', risk_score: 20, seller_message: 'Payment complete.', type: 'authorized' },
    paid: !declined,
    payment_intent: intentId,
    payment_method: paymentMethod,
    payment_method_details: {
      card: { brand: 'visa', country: 'US', exp_month: 12, exp_year: 2034, funding: 'credit', last4: '4242', network: 'visa' },
      type: 'card',
    },
    receipt_email: input.receiptEmail,
    receipt_number: null,
    receipt_url: declined ? null : `https://pay.stripe.com/receipts/payment/${randomString(40)}`,
    refunded: false,
    refunds: list<StripeObject>([], `/v1/charges/${chargeId}/refunds`),
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: declined ? 'failed' : 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
  const intent: StripeObject = {
    id: intentId,
    object: 'payment_intent',
    amount: input.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: declined ? 0 : input.amount,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${intentId}_secret_${randomString(25)}`,
    confirmation_method: 'automatic',
    created: now,
    currency: input.currency,
    customer: input.customer,
    description: input.description,
    invoice: input.invoice ?? null,
    last_payment_error: declined ? { ...decline, charge: chargeId, type: 'card_error' } : null,
    latest_charge: chargeId,
    livemode: false,
    metadata: { ...input.metadata },
    next_action: null,
    on_behalf_of: null,
    payment_method: declined ? null : paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    processing: null,
    receipt_email: input.receiptEmail,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: declined ? 'requires_payment_method' : 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
  return { intent, charge };
}

/** A refund of `amount` on a charge, already succeeded. */
export function buildRefund(now: number, charge: Charge, amount: number, metadata: Metadata, reason: string | null): StripeObject {
  return {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: newId('txn'),
    charge: charge.id,
    created: now,
    currency: charge.currency,
    destination_details: { card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' }, type: 'card' },
    metadata,
    payment_intent: charge.payment_intent,
    reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

/** Drops what an account's API version does not have, deep-cloning on the way (objects are never handed out by reference). */
export function render<T>(value: T, legacyFields: boolean): T {
  const copy = structuredClone(value);
  if (!legacyFields) strip(copy);
  return copy;
}

function strip(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) strip(item);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const legacy = typeof record.object === 'string' ? LEGACY_FIELDS[record.object] : undefined;
  for (const field of legacy ?? []) delete record[field];
  for (const child of Object.values(record)) strip(child);
}
