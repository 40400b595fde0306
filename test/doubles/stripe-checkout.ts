// Checkout Sessions for the Stripe double: creating one as POST /v1/checkout/sessions does (with
// Stripe's refusals), and what happens when the buyer pays on the hosted page or lets it expire.
import { type Ctx, type Emitted, type Subscription, startSubscription } from './stripe-billing.js';
import type { CheckoutExtras } from './stripe-events.js';
import { type Interval, type Price, type Product, type StripeObject, buildCustomer, buildPayment, buildPrice, buildProduct, list } from './stripe-objects.js';
import { type Params, invalidRequest, missingParam, newId, noSuch, randomString } from './stripe-wire.js';
import { amountOff, sessionCoupon } from './stripe-coupons.js';

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  mode: 'payment' | 'subscription';
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  expires_at: number;
  payment_intent: string | null;
  subscription: string | null;
  invoice: string | null;
  [field: string]: unknown;
}

/** Every parameter POST /v1/checkout/sessions takes (stripe-node 23's SessionCreateParams): others are `parameter_unknown`. */
export const SESSION_PARAMS = (
  'adaptive_pricing after_expiration allow_promotion_codes allowed_payment_method_types automatic_tax billing_address_collection branding_settings cancel_url client_reference_id consent_collection currency custom_fields custom_text customer customer_account customer_creation customer_email customer_update discounts excluded_payment_method_types ' +
  'expand expires_at integration_identifier invoice_creation line_items locale managed_payments metadata mode name_collection optional_items origin_context payment_intent_data payment_method_collection payment_method_configuration payment_method_data payment_method_options payment_method_types permissions phone_number_collection ' +
  'redirect_on_completion return_url saved_payment_method_options setup_intent_data shipping_address_collection shipping_options submit_type subscription_data success_url tax_id_collection ui_mode wallet_options'
).split(' ');

const HOSTED = ['hosted', 'hosted_page'];
const UI_MODES = ['hosted', 'hosted_page', 'embedded', 'embedded_page', 'custom', 'elements', 'form'] as const;
const INTERVALS: readonly Interval[] = ['day', 'week', 'month', 'year'];

/** `recurring[interval]` and `recurring[interval_count]` of a price or price_data. */
export function readRecurring(p: Params | undefined): { interval: Interval; interval_count: number } | undefined {
  if (!p) return undefined;
  const interval = p.oneOf('interval', INTERVALS);
  if (!interval) throw missingParam(p.name('interval'));
  const count = p.int('interval_count', 1) ?? 1;
  const max = { day: 1095, week: 156, month: 36, year: 3 }[interval];
  if (count > max)
    throw invalidRequest(`Invalid ${p.name('interval_count')}: the maximum for interval ${interval} is ${max}`, { param: p.name('interval_count') });
  return { interval, interval_count: count };
}

function checkUrl(p: Params, key: string): string | undefined {
  const value = p.str(key);
  if (value === undefined) return undefined;
  if (!URL.canParse(value)) throw invalidRequest('Not a valid URL', { code: 'url_invalid', param: key });
  return value;
}

/** One line item: an existing price, or price_data making a (inactive) price and maybe a product. */
function lineItem(ctx: Ctx, li: Params): { price: Price; quantity: number } {
  const { store } = ctx.account;
  li.known(['adjustable_quantity', 'dynamic_tax_rates', 'metadata', 'price', 'price_data', 'quantity', 'tax_rates']);
  const quantity = li.int('quantity', 0);
  if (quantity === undefined) throw missingParam(li.name('quantity'));
  const priceId = li.str('price');
  const data = li.obj('price_data');
  if (priceId !== undefined && data) throw invalidRequest('You may only specify one of these parameters: price, price_data.', { param: li.name('price') });
  if (priceId !== undefined) {
    const price = store.get<Price>(priceId, 'price');
    if (!price) throw noSuch('price', priceId, li.name('price'));
    if (!price.active) throw invalidRequest('The price specified is inactive. This field only accepts active prices.', { param: li.name('price') });
    return { price, quantity };
  }
  if (!data) throw invalidRequest('You must specify either `price` or `price_data` for each line item.', { param: li.name('price') });
  data.known(['currency', 'product', 'product_data', 'recurring', 'tax_behavior', 'unit_amount', 'unit_amount_decimal']);
  const currency = data.currency('currency');
  if (!currency) throw missingParam(data.name('currency'));
  const unitAmount = data.int('unit_amount', 0) ?? (data.has('unit_amount_decimal') ? Math.round(Number(data.str('unit_amount_decimal'))) : undefined);
  if (unitAmount === undefined) throw missingParam(data.name('unit_amount'));
  let productId = data.str('product');
  const productData = data.obj('product_data');
  if (productId !== undefined && productData)
    throw invalidRequest('You may only specify one of these parameters: product, product_data.', { param: data.name('product') });
  if (productId !== undefined) {
    if (!store.get(productId, 'product')) throw noSuch('product', productId, data.name('product'));
  } else if (productData) {
    productData.known(['description', 'images', 'metadata', 'name', 'tax_code', 'tax_details', 'unit_label']);
    productId = store.put(
      buildProduct(ctx.now(), productData.required('name'), productData.metadata() ?? {}, { description: productData.str('description') ?? null }),
    ).id;
  } else {
    throw invalidRequest('You must specify either `product` or `product_data` when creating a price.', { param: data.name('product_data') });
  }
  const recurring = readRecurring(data.obj('recurring'));
  const price = store.put(buildPrice(ctx.now(), { currency, unitAmount, product: productId, recurring, active: false, taxBehavior: data.str('tax_behavior') }));
  return { price, quantity };
}

/** POST /v1/checkout/sessions. */
export function createSession(ctx: Ctx, p: Params): CheckoutSession {
  const { store } = ctx.account;
  const now = ctx.now();
  p.known(SESSION_PARAMS);
  const mode = p.oneOf('mode', ['payment', 'setup', 'subscription']);
  if (!mode) throw missingParam('mode');
  if (mode === 'setup') throw invalidRequest('The Stripe double does not implement mode=setup.', { param: 'mode' });
  const uiMode = p.oneOf('ui_mode', UI_MODES) ?? 'hosted_page';
  const hosted = HOSTED.includes(uiMode);
  const successUrl = checkUrl(p, 'success_url');
  if (hosted && successUrl === undefined) throw missingParam('success_url');
  if (!hosted && successUrl !== undefined) throw invalidRequest(`You cannot use \`success_url\` with \`ui_mode=${uiMode}\`.`, { param: 'success_url' });
  const cancelUrl = checkUrl(p, 'cancel_url');
  const returnUrl = checkUrl(p, 'return_url');

  const items = p.list('line_items');
  if (!items || items.length === 0) throw missingParam('line_items');
  const lines = items.map((li) => lineItem(ctx, li));
  const currency = lines[0]?.price.currency ?? 'usd';
  lines.forEach(({ price }, index) => {
    if (price.currency !== currency) throw invalidRequest('Line items must all have the same currency.', { param: `line_items[${index}]` });
    if (mode === 'payment' && price.recurring) {
      throw invalidRequest('You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.', {
        param: `line_items[${index}]`,
      });
    }
  });
  if (mode === 'subscription') {
    const recurring = lines.filter(({ price }) => price.recurring);
    if (recurring.length === 0)
      throw invalidRequest('You must provide at least one recurring price in `subscription` mode when using prices.', { param: 'line_items' });
    const cycles = new Set(recurring.map(({ price }) => `${price.recurring?.interval}/${price.recurring?.interval_count}`));
    if (cycles.size > 1) throw invalidRequest('Checkout does not support multiple prices with different billing intervals.', { param: 'line_items' });
  }

  const expiresAt = p.int('expires_at') ?? now + 24 * 3600;
  if (expiresAt < now + 30 * 60)
    throw invalidRequest('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', { param: 'expires_at' });
  if (expiresAt > now + 24 * 3600)
    throw invalidRequest('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', { param: 'expires_at' });
  const customerId = p.str('customer');
  const customerEmail = p.str('customer_email');
  if (customerId !== undefined && customerEmail !== undefined)
    throw invalidRequest('You may only specify one of these parameters: customer, customer_email.', { param: 'customer_email' });
  if (customerId !== undefined && !store.get(customerId, 'customer')) throw noSuch('customer', customerId, 'customer');
  const customerCreation = p.oneOf('customer_creation', ['always', 'if_required']);
  if (customerCreation && mode !== 'payment') throw invalidRequest('`customer_creation` can only be used in `payment` mode.', { param: 'customer_creation' });
  const clientReferenceId = p.str('client_reference_id');
  if (clientReferenceId !== undefined && clientReferenceId.length > 200)
    throw invalidRequest('Invalid client_reference_id: must be at most 200 characters', { param: 'client_reference_id' });
  const intentData = p.obj('payment_intent_data');
  if (intentData && mode !== 'payment')
    throw invalidRequest('You can not pass `payment_intent_data` in `subscription` mode.', { param: 'payment_intent_data' });
  const subscriptionData = p.obj('subscription_data');
  if (subscriptionData && mode !== 'subscription')
    throw invalidRequest('You can not pass `subscription_data` in `payment` mode.', { param: 'subscription_data' });
  for (const unsupported of ['trial_period_days', 'trial_end', 'billing_cycle_anchor']) {
    if (subscriptionData?.has(unsupported))
      throw invalidRequest(`The Stripe double does not implement subscription_data[${unsupported}].`, { param: subscriptionData.name(unsupported) });
  }

  const id = newId('cs_test');
  const amount = lines.reduce((sum, { price, quantity }) => sum + price.unit_amount * quantity, 0);
  const coupon = sessionCoupon(ctx, p, currency);
  const discount = coupon ? amountOff(coupon, amount) : 0;
  const extras: CheckoutExtras = {
    lines: lines.map(({ price, quantity }) => ({ id: newId('li'), priceId: price.id, quantity })),
    paymentIntentData: { metadata: intentData?.metadata() ?? {}, description: intentData?.str('description') ?? null },
    subscriptionData: { metadata: subscriptionData?.metadata() ?? {}, description: subscriptionData?.str('description') ?? null },
    customerCreation: customerCreation ?? null,
    ...(coupon ? { coupon: coupon.id } : {}),
  };
  ctx.account.checkout.set(id, extras);
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: p.bool('allow_promotion_codes') ?? null,
    amount_subtotal: amount,
    amount_total: amount - discount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: p.str('billing_address_collection') ?? null,
    cancel_url: cancelUrl ?? null,
    client_reference_id: clientReferenceId ?? null,
    client_secret: hosted ? null : `${id}_secret_${randomString(24)}`,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: now,
    currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: customerId ?? null,
    customer_account: null,
    customer_creation: mode === 'payment' ? (customerCreation ?? 'if_required') : 'always',
    customer_details: null,
    customer_email: customerEmail ?? null,
    discounts: coupon ? [{ coupon: coupon.id, promotion_code: null }] : [],
    expires_at: expiresAt,
    invoice: null,
    invoice_creation:
      mode === 'payment'
        ? {
            enabled: false,
            invoice_data: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: null, metadata: {}, rendering_options: null },
          }
        : null,
    livemode: false,
    locale: p.str('locale') ?? null,
    metadata: p.metadata() ?? {},
    mode,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: mode === 'subscription' ? 'always' : null,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: p.strings('payment_method_types').length > 0 ? p.strings('payment_method_types') : ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    ...(returnUrl !== undefined ? { return_url: returnUrl } : {}),
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: p.str('submit_type') ?? null,
    subscription: null,
    success_url: successUrl ?? null,
    total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
    ui_mode: uiMode,
    url: hosted ? `https://checkout.stripe.com/c/pay/${id}#${randomString(40)}` : null,
    wallet_options: null,
  };
  return store.put(session);
}

/** The session's line items (`item` objects), as GET …/line_items or `expand[]=line_items` show them. */
export function sessionLineItems(ctx: Ctx, session: CheckoutSession): StripeObject {
  const { store } = ctx.account;
  const extras = ctx.account.checkout.get(session.id);
  const data = (extras?.lines ?? []).map(({ id, priceId, quantity }) => {
    const price = store.get<Price>(priceId, 'price');
    const product = price ? store.get<Product>(price.product, 'product') : undefined;
    const amount = (price?.unit_amount ?? 0) * quantity;
    return {
      id,
      object: 'item',
      adjustable_quantity: null,
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: price?.currency ?? session.currency,
      description: product?.name ?? null,
      metadata: {},
      price: price ? structuredClone(price) : null,
      quantity,
    };
  });
  return { id: `${session.id}/line_items`, ...list(data, `/v1/checkout/sessions/${session.id}/line_items`) };
}

export interface CheckoutOptions {
  /** Which of checkout.session.completed and invoice.paid goes first (default the session). */
  order?: 'session-first' | 'invoice-first';
  /** What the buyer types on the page (default the session's customer_email, or jenny.rosen@example.com). */
  email?: string;
  name?: string;
}

export interface CheckoutResult {
  sessionId: string;
  paymentIntentId: string;
  chargeId: string;
  customerId: string | null;
  subscriptionId: string | null;
  invoiceId: string | null;
  /** The events sent, in order. */
  eventIds: string[];
}

/** A session still open at this moment, or an Error saying what became of it. */
export function openSession(ctx: Ctx, sessionId: string): CheckoutSession {
  const session = ctx.account.store.get<CheckoutSession>(sessionId, 'checkout.session');
  if (!session) throw new Error(`stripe double: no checkout session ${sessionId} in this account`);
  if (session.status === 'open' && session.expires_at <= ctx.now()) expire(ctx, session);
  if (session.status !== 'open') throw new Error(`stripe double: checkout session ${sessionId} is ${session.status}`);
  return session;
}

/** The buyer pays on the hosted page. */
export function completeCheckout(ctx: Ctx, sessionId: string, options: CheckoutOptions): { result: CheckoutResult; events: Emitted[] } {
  const { store } = ctx.account;
  const session = openSession(ctx, sessionId);
  const extras = ctx.account.checkout.get(sessionId);
  if (!extras) throw new Error(`stripe double: checkout session ${sessionId} lost its line items`);
  const email = options.email ?? session.customer_email ?? 'jenny.rosen@example.com';
  const name = options.name ?? 'Jenny Rosen';
  const events: Emitted[] = [];
  const secondary = (type: string, object: StripeObject) => {
    if (ctx.allEvents) events.push(ctx.emit(type, object));
  };
  let customer = session.customer ? store.get<StripeObject>(session.customer, 'customer') : undefined;
  if (!customer && (session.mode === 'subscription' || extras.customerCreation === 'always')) {
    customer = store.put(buildCustomer(ctx.now(), email, name, session.currency));
    secondary('customer.created', customer);
  }
  session.customer = customer?.id ?? null;
  session.customer_details = {
    address: { city: null, country: 'US', line1: null, line2: null, postal_code: '42424', state: null },
    business_name: null,
    email,
    individual_name: null,
    name,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
  session.status = 'complete';
  session.payment_status = 'paid';
  const result: CheckoutResult = {
    sessionId,
    paymentIntentId: '',
    chargeId: '',
    customerId: session.customer,
    subscriptionId: null,
    invoiceId: null,
    eventIds: [],
  };

  if (session.mode === 'payment') {
    const { intent, charge } = buildPayment(ctx.now(), {
      amount: session.amount_total,
      currency: session.currency,
      customer: session.customer,
      description: extras.paymentIntentData.description,
      metadata: extras.paymentIntentData.metadata,
      receiptEmail: email,
    });
    store.put(intent);
    store.put(charge);
    session.payment_intent = intent.id;
    Object.assign(result, { paymentIntentId: intent.id, chargeId: charge.id });
    secondary('charge.succeeded', charge);
    secondary('payment_intent.succeeded', intent);
    events.push(ctx.emit('checkout.session.completed', session));
  } else {
    if (!customer) throw new Error('stripe double: a subscription needs a customer');
    const lines = extras.lines.map(({ priceId, quantity }) => {
      const price = store.get<Price>(priceId, 'price');
      const product = price && store.get<Product>(price.product, 'product');
      if (!price || !product) throw new Error(`stripe double: price ${priceId} is gone`);
      return { price, product, quantity };
    });
    const { subscription, invoice, intent, charge } = startSubscription(ctx, {
      customer,
      lines,
      metadata: extras.subscriptionData.metadata,
      description: extras.subscriptionData.description,
      coupon: extras.coupon,
    });
    session.subscription = subscription.id;
    session.invoice = invoice.id;
    Object.assign(result, { paymentIntentId: intent.id, chargeId: charge.id, subscriptionId: subscription.id, invoiceId: invoice.id });
    secondary('charge.succeeded', charge);
    secondary('payment_intent.succeeded', intent);
    secondary('customer.subscription.created', subscription as Subscription & StripeObject);
    const sessionEvent = () => events.push(ctx.emit('checkout.session.completed', session));
    const invoiceEvent = () => events.push(ctx.emit('invoice.paid', invoice));
    if (options.order === 'invoice-first') {
      invoiceEvent();
      sessionEvent();
    } else {
      sessionEvent();
      invoiceEvent();
    }
    secondary('invoice.payment_succeeded', invoice);
  }
  result.eventIds = events.map((event) => event.id);
  return { result, events };
}

/** The session expires unpaid (checkout.session.expired). */
export function expire(ctx: Ctx, session: CheckoutSession): Emitted {
  session.status = 'expired';
  return ctx.emit('checkout.session.expired', session);
}
