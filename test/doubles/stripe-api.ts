// The v1 endpoints the Stripe double serves, each as Stripe answers it (object shapes, refusals,
// events), and `expand[]` on what they return.
import { type Ctx, type Subscription, cancelNow, changedFields, setCancelAtPeriodEnd } from './stripe-billing.js';
import { type CheckoutSession, createSession, expire, sessionLineItems } from './stripe-checkout.js';
import { createCoupon } from './stripe-coupons.js';
import { type Charge, type Price, type Product, type StripeObject, buildPrice, buildProduct, buildRefund, render } from './stripe-objects.js';
import { readRecurring } from './stripe-checkout.js';
import { type Params, formatAmount, invalidRequest, mergeMetadata, missingParam, noSuch } from './stripe-wire.js';

export type Handler = (ctx: Ctx, p: Params, id: string) => { id: string; object: string };

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  handler: Handler;
}

const PRODUCT_PARAMS = [
  'name',
  'active',
  'default_price_data',
  'description',
  'expand',
  'id',
  'images',
  'marketing_features',
  'metadata',
  'package_dimensions',
  'shippable',
  'statement_descriptor',
  'tax_code',
  'tax_details',
  'type',
  'unit_label',
  'url',
];
const PRICE_PARAMS = [
  'currency',
  'active',
  'billing_scheme',
  'currency_options',
  'custom_unit_amount',
  'expand',
  'lookup_key',
  'metadata',
  'nickname',
  'product',
  'product_data',
  'recurring',
  'tax_behavior',
  'tiers',
  'tiers_mode',
  'transfer_lookup_key',
  'transform_quantity',
  'unit_amount',
  'unit_amount_decimal',
];
const PRICE_UPDATE_PARAMS = ['active', 'currency_options', 'expand', 'lookup_key', 'metadata', 'nickname', 'tax_behavior', 'transfer_lookup_key'];
const REFUND_PARAMS = [
  'amount',
  'charge',
  'currency',
  'customer',
  'expand',
  'instructions_email',
  'metadata',
  'origin',
  'payment_intent',
  'reason',
  'refund_application_fee',
  'reverse_transfer',
];
const SUBSCRIPTION_UPDATE_PARAMS = [
  ...[
    'add_invoice_items',
    'application_fee_percent',
    'automatic_tax',
    'billing_cycle_anchor',
    'billing_schedules',
    'billing_thresholds',
    'cancel_at',
    'cancel_at_period_end',
  ],
  ...[
    'cancellation_details',
    'collection_method',
    'days_until_due',
    'default_payment_method',
    'default_source',
    'default_tax_rates',
    'description',
    'discounts',
    'expand',
  ],
  ...[
    'invoice_settings',
    'items',
    'metadata',
    'off_session',
    'on_behalf_of',
    'pause_collection',
    'payment_behavior',
    'payment_settings',
    'pending_invoice_item_interval',
  ],
  ...['proration_behavior', 'proration_date', 'transfer_data', 'trial_end', 'trial_from_plan', 'trial_settings'],
];
const FEEDBACK = ['customer_service', 'low_quality', 'missing_features', 'other', 'switched_service', 'too_complex', 'too_expensive', 'unused'] as const;

const found = <T>(ctx: Ctx, id: string, kind: string, label = kind): T => {
  const object = ctx.account.store.get<T>(id, kind);
  if (!object) throw noSuch(label, id);
  return object;
};

const retrieve =
  (kind: string, label = kind): Handler =>
  (ctx, p, id) => {
    p.known(['expand']);
    return found<StripeObject>(ctx, id, kind, label);
  };

function createProduct(ctx: Ctx, p: Params): Product {
  p.known(PRODUCT_PARAMS);
  const name = p.required('name');
  const id = p.str('id');
  if (id !== undefined && ctx.account.store.find(id)) throw invalidRequest('Product already exists.', { code: 'resource_already_exists', param: 'id' });
  const product = buildProduct(ctx.now(), name, p.metadata() ?? {}, { id, description: p.str('description') ?? null, active: p.bool('active') });
  ctx.account.store.put(product);
  const priceData = p.obj('default_price_data');
  if (priceData) {
    priceData.known(['currency', 'currency_options', 'custom_unit_amount', 'metadata', 'recurring', 'tax_behavior', 'unit_amount', 'unit_amount_decimal']);
    const currency = priceData.currency('currency');
    if (!currency) throw missingParam(priceData.name('currency'));
    const unitAmount = priceData.int('unit_amount', 0);
    if (unitAmount === undefined) throw missingParam(priceData.name('unit_amount'));
    const price = buildPrice(ctx.now(), {
      currency,
      unitAmount,
      product: product.id,
      recurring: readRecurring(priceData.obj('recurring')),
      metadata: priceData.metadata(),
    });
    ctx.account.store.put(price);
    product.default_price = price.id;
  }
  if (ctx.allEvents) ctx.emit('product.created', product as unknown as StripeObject);
  return product;
}

function createPrice(ctx: Ctx, p: Params): Price {
  const { store } = ctx.account;
  p.known(PRICE_PARAMS);
  const currency = p.currency('currency');
  if (!currency) throw missingParam('currency');
  for (const unsupported of ['tiers', 'custom_unit_amount', 'transform_quantity', 'currency_options']) {
    if (p.has(unsupported)) throw invalidRequest(`The Stripe double does not implement ${unsupported} on prices.`, { param: unsupported });
  }
  const unitAmount = p.int('unit_amount', 0) ?? (p.has('unit_amount_decimal') ? Math.round(Number(p.str('unit_amount_decimal'))) : undefined);
  if (unitAmount === undefined)
    throw invalidRequest('You must pass either `unit_amount`, `unit_amount_decimal`, or `custom_unit_amount` to create a price.', { param: 'unit_amount' });
  let productId = p.str('product');
  const productData = p.obj('product_data');
  if (productId !== undefined && productData)
    throw invalidRequest('You may only specify one of these parameters: product, product_data.', { param: 'product' });
  if (productId !== undefined) {
    if (!store.get(productId, 'product')) throw noSuch('product', productId, 'product');
  } else if (productData) {
    productData.known(['active', 'id', 'metadata', 'name', 'statement_descriptor', 'tax_code', 'tax_details', 'unit_label']);
    productId = store.put(buildProduct(ctx.now(), productData.required('name'), productData.metadata() ?? {})).id;
  } else {
    throw invalidRequest('You must specify either `product` or `product_data` when creating a price.', { param: 'product' });
  }
  const lookupKey = p.str('lookup_key');
  const holder = lookupKey === undefined ? undefined : store.all('price').find((price) => price.lookup_key === lookupKey);
  if (holder && p.bool('transfer_lookup_key') !== true) {
    throw invalidRequest(`A price (\`${holder.id}\`) already uses that lookup key.`, { code: 'lookup_key_already_exists', param: 'lookup_key' });
  }
  if (holder) holder.lookup_key = null;
  const price = buildPrice(ctx.now(), {
    currency,
    unitAmount,
    product: productId,
    recurring: readRecurring(p.obj('recurring')),
    metadata: p.metadata() ? mergeMetadata({}, p.metadata()) : {},
    active: p.bool('active'),
    nickname: p.str('nickname'),
    lookupKey,
    taxBehavior: p.oneOf('tax_behavior', ['exclusive', 'inclusive', 'unspecified']),
  });
  store.put(price);
  if (ctx.allEvents) ctx.emit('price.created', price as unknown as StripeObject);
  return price;
}

function updatePrice(ctx: Ctx, p: Params, id: string): Price {
  p.known(PRICE_UPDATE_PARAMS);
  const price = found<Price>(ctx, id, 'price');
  const before = structuredClone(price);
  price.active = p.bool('active') ?? price.active;
  price.metadata = mergeMetadata(price.metadata, p.metadata());
  if (p.has('nickname')) price.nickname = p.str('nickname') || null;
  if (p.has('lookup_key')) price.lookup_key = p.str('lookup_key') || null;
  const previous = changedFields(before as unknown as Record<string, unknown>, price as unknown as Record<string, unknown>);
  if (ctx.allEvents && Object.keys(previous).length > 0) ctx.emit('price.updated', price as unknown as StripeObject, previous);
  return price;
}

function retrieveSession(ctx: Ctx, p: Params, id: string): CheckoutSession {
  p.known(['expand']);
  const session = found<CheckoutSession>(ctx, id, 'checkout.session');
  if (session.status === 'open' && session.expires_at <= ctx.now()) expire(ctx, session);
  return session;
}

function listSessionLines(ctx: Ctx, p: Params, id: string): StripeObject {
  p.known(['ending_before', 'expand', 'limit', 'starting_after']);
  return sessionLineItems(ctx, found<CheckoutSession>(ctx, id, 'checkout.session'));
}

/** POST /v1/refunds: a refund of a PaymentIntent's charge (or a charge), the charge.refunded event. */
function createRefund(ctx: Ctx, p: Params): StripeObject {
  const { store } = ctx.account;
  p.known(REFUND_PARAMS);
  const intentId = p.str('payment_intent');
  const chargeId = p.str('charge');
  if (intentId === undefined && chargeId === undefined)
    throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.');
  let charge: Charge | undefined;
  if (chargeId !== undefined) {
    charge = store.get<Charge>(chargeId, 'charge');
    if (!charge) throw noSuch('charge', chargeId, 'charge', 404);
  }
  if (intentId !== undefined) {
    const intent = store.get<StripeObject>(intentId, 'payment_intent');
    if (!intent) throw noSuch('payment_intent', intentId, 'payment_intent', 404);
    if (charge && charge.payment_intent !== intentId)
      throw invalidRequest(`Charge ${charge.id} does not belong to PaymentIntent ${intentId}.`, { param: 'charge' });
    if (intent.status !== 'succeeded') {
      throw invalidRequest(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`, {
        code: 'charge_not_refundable',
        param: 'payment_intent',
      });
    }
    charge ??= store.get<Charge>(String(intent.latest_charge), 'charge');
  }
  if (charge?.status !== 'succeeded') throw invalidRequest('This charge cannot be refunded because it did not succeed.', { code: 'charge_not_refundable' });
  const remaining = charge.amount - charge.amount_refunded;
  if (charge.refunded || remaining <= 0) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
  const amount = p.int('amount', 1) ?? remaining;
  if (amount > remaining) {
    const words = `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, charge.currency)})`;
    throw invalidRequest(words, { code: 'amount_too_large', param: 'amount' });
  }
  const reason = p.oneOf('reason', ['duplicate', 'fraudulent', 'requested_by_customer']) ?? null;
  const refund = store.put(buildRefund(ctx.now(), charge, amount, mergeMetadata({}, p.metadata()), reason));
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded >= charge.amount;
  charge.refunds.data.unshift(refund);
  charge.refunds.total_count = charge.refunds.data.length;
  if (ctx.allEvents) ctx.emit('refund.created', refund);
  ctx.emit('charge.refunded', charge);
  return refund;
}

function liveSubscription(ctx: Ctx, id: string): Subscription {
  const sub = found<Subscription>(ctx, id, 'subscription');
  if (sub.status === 'canceled') throw noSuch('subscription', id);
  return sub;
}

function applyCancellationDetails(sub: Subscription, p: Params | undefined): void {
  if (!p) return;
  p.known(['comment', 'feedback']);
  if (p.has('comment')) sub.cancellation_details.comment = p.str('comment') || null;
  if (p.has('feedback')) sub.cancellation_details.feedback = p.str('feedback') === '' ? null : (p.oneOf('feedback', FEEDBACK) ?? null);
}

/** POST /v1/subscriptions/:id: cancel_at_period_end, cancel_at, cancellation_details, metadata, description. */
function updateSubscription(ctx: Ctx, p: Params, id: string): Subscription {
  p.known(SUBSCRIPTION_UPDATE_PARAMS);
  const sub = found<Subscription>(ctx, id, 'subscription');
  if (sub.status === 'canceled' && Object.keys(p.values).some((key) => !['metadata', 'cancellation_details', 'expand'].includes(key))) {
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
  }
  const before = structuredClone(sub);
  const atPeriodEnd = p.bool('cancel_at_period_end');
  if (atPeriodEnd !== undefined) setCancelAtPeriodEnd(ctx, sub, atPeriodEnd);
  if (p.has('cancel_at')) {
    const raw = p.str('cancel_at');
    if (raw === '') setCancelAtPeriodEnd(ctx, sub, false);
    else {
      const at = raw === 'max_period_end' || raw === 'min_period_end' ? sub.current_period_end : (p.int('cancel_at', ctx.now()) ?? sub.current_period_end);
      setCancelAtPeriodEnd(ctx, sub, true);
      sub.cancel_at = at;
      sub.cancel_at_period_end = at === sub.current_period_end && atPeriodEnd === true;
    }
  }
  applyCancellationDetails(sub, p.obj('cancellation_details'));
  sub.metadata = mergeMetadata(sub.metadata, p.metadata());
  if (p.has('description')) sub.description = p.str('description') || null;
  const previous = changedFields(before, sub);
  if (Object.keys(previous).length > 0) ctx.emit('customer.subscription.updated', sub, previous);
  return sub;
}

/** DELETE /v1/subscriptions/:id: ends it now (a canceled one is "No such subscription", as Stripe says). */
function cancelSubscription(ctx: Ctx, p: Params, id: string): Subscription {
  p.known(['cancellation_details', 'expand', 'invoice_now', 'prorate']);
  const sub = liveSubscription(ctx, id);
  applyCancellationDetails(sub, p.obj('cancellation_details'));
  cancelNow(ctx, sub);
  ctx.emit('customer.subscription.deleted', sub);
  return sub;
}

export const ROUTES: Route[] = [
  { method: 'POST', pattern: /^\/v1\/products$/, handler: createProduct },
  { method: 'GET', pattern: /^\/v1\/products\/([^/]+)$/, handler: retrieve('product') },
  { method: 'POST', pattern: /^\/v1\/prices$/, handler: createPrice },
  { method: 'GET', pattern: /^\/v1\/prices\/([^/]+)$/, handler: retrieve('price') },
  { method: 'POST', pattern: /^\/v1\/prices\/([^/]+)$/, handler: updatePrice },
  { method: 'POST', pattern: /^\/v1\/coupons$/, handler: createCoupon },
  { method: 'GET', pattern: /^\/v1\/coupons\/([^/]+)$/, handler: retrieve('coupon') },
  { method: 'POST', pattern: /^\/v1\/checkout\/sessions$/, handler: createSession },
  { method: 'GET', pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/, handler: retrieveSession },
  { method: 'GET', pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/, handler: listSessionLines },
  { method: 'POST', pattern: /^\/v1\/refunds$/, handler: createRefund },
  { method: 'GET', pattern: /^\/v1\/refunds\/([^/]+)$/, handler: retrieve('refund') },
  { method: 'GET', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handler: retrieve('subscription') },
  { method: 'POST', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handler: updateSubscription },
  { method: 'DELETE', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handler: cancelSubscription },
  { method: 'GET', pattern: /^\/v1\/invoices\/([^/]+)$/, handler: retrieve('invoice') },
  { method: 'GET', pattern: /^\/v1\/payment_intents\/([^/]+)$/, handler: retrieve('payment_intent') },
  { method: 'GET', pattern: /^\/v1\/charges\/([^/]+)$/, handler: retrieve('charge') },
  { method: 'GET', pattern: /^\/v1\/customers\/([^/]+)$/, handler: retrieve('customer') },
  { method: 'GET', pattern: /^\/v1\/events\/([^/]+)$/, handler: retrieve('event') },
];

/** Replaces ids named by `expand[]` paths (`subscription`, `latest_invoice.payments`, `items.data.price.product`, `line_items`) with their objects. */
export function expand(ctx: Ctx, value: unknown, paths: readonly string[]): unknown {
  for (const path of paths) expandPath(ctx, value, path.split('.'));
  return value;
}

function expandPath(ctx: Ctx, node: unknown, segments: readonly string[]): void {
  const [head, ...rest] = segments;
  if (head === undefined || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) expandPath(ctx, item, segments);
    return;
  }
  const record = node as Record<string, unknown>;
  if (head === 'line_items' && record.object === 'checkout.session') {
    const session = ctx.account.store.get<CheckoutSession>(String(record.id), 'checkout.session');
    if (session) record.line_items = render(sessionLineItems(ctx, session), ctx.account.legacyFields);
  }
  const value = record[head];
  if (typeof value === 'string') {
    const object = ctx.account.store.find(value);
    if (object) record[head] = render(object, ctx.account.legacyFields);
  }
  expandPath(ctx, record[head], rest);
}
