// A test double of the Stripe API: a real HTTP server on 127.0.0.1 that stripe-node reaches with
// `new Stripe(secretKey, { host: '127.0.0.1', port, protocol: 'http' })` exactly as it would reach
// api.stripe.com (form-encoded v1 requests, Bearer keys, Idempotency-Key; Stripe's object shapes,
// error envelope and statuses), plus the buyer's side (paying on the hosted checkout page, renewals,
// cancelling in the portal) with the signed webhook events Stripe sends, every request recorded, and
// faults (failNext, hangNext) to inject.
//
//   const stripe = await startStripeDouble();
//   const { secretKey, webhookSecret } = stripe.addAccount();
//   stripe.setWebhookUrl(secretKey, 'http://127.0.0.1:3000/webhooks/stripe');
//   // … the service creates a checkout session with new Stripe(secretKey, { host, port, protocol: 'http' }) …
//   await stripe.completeCheckout(sessionId);
//   await stripe.waitForDelivery('checkout.session.completed');
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import StripeLibrary from 'stripe';
import { ROUTES, expand } from './stripe-api.js';
import type { Ctx } from './stripe-billing.js';
import { type CheckoutOptions, type CheckoutResult, completeCheckout, expire, openSession } from './stripe-checkout.js';
import { type CustomerCancelOptions, type RenewalOptions, type RenewalResult, cancelByCustomer, renewSubscription } from './stripe-customer.js';
import { type Account, type Delivery, EventHub, type ForgeOptions, type StripeEvent } from './stripe-events.js';
import { Store, type StripeObject, render } from './stripe-objects.js';
import {
  Params,
  StripeApiError,
  type StripeErrorBody,
  defaultError,
  invalidRequest,
  maskKey,
  newId,
  parseForm,
  randomString,
  readBody,
} from './stripe-wire.js';

export type { CheckoutOptions, CheckoutResult, CustomerCancelOptions, Delivery, RenewalOptions, RenewalResult, StripeEvent, StripeObject };
export { signatureHeader } from './stripe-events.js';

export interface StripeDoubleOptions {
  /** The clock (ms) for what Stripe shows: `created`, expires_at, billing periods (Date.now by default). Signatures use real time. */
  now?: () => number;
  /** Accounts' default API version, shown in events' api_version (default: the installed stripe-node's). */
  apiVersion?: string;
  /** Waits between webhook attempts after a non-2xx answer (one attempt more than entries); default 50, 100, 200 ms. */
  webhookRetryDelaysMs?: readonly number[];
  /** A webhook attempt taking longer counts as failed (status 0); default 5 s. */
  webhookTimeoutMs?: number;
  /** Also send the secondary events Stripe sends (customer.created, charge.succeeded, payment_intent.succeeded, customer.subscription.created, invoice.payment_succeeded, refund.created, …). Off: only the ones the service needs. */
  allEvents?: boolean;
}

export interface AddAccountOptions {
  /** Default `sk_test_` + 40 random characters. */
  secretKey?: string;
  /** Default `whsec_` + 32 random characters. */
  webhookSecret?: string;
  webhookUrl?: string;
  apiVersion?: string;
  /** Show the fields older API versions have as well as the newest ones (default true); false: only the newest shape. */
  legacyFields?: boolean;
}

export interface RecordedRequest {
  method: string;
  /** Without the query string. */
  path: string;
  /** Query and form parameters, bracket notation parsed into objects and arrays. */
  params: Record<string, unknown>;
  at: number;
  /** The answer's HTTP status, once answered. */
  status?: number;
  /** The answer's body (an object or Stripe's `{ error }`), once answered. */
  response?: unknown;
  idempotencyKey?: string;
  /** Answered from the idempotency store rather than executed. */
  replayed?: boolean;
  /** Accepted by hangNext and never answered. */
  hung?: boolean;
  /** The account the key belongs to (undefined when refused). */
  secretKey?: string;
}

export interface FaultOptions {
  /** HTTP status (400 invalid request, 402 card error, 404, 409, 429, 500…). */
  status: number;
  /** Stripe's error type (default by status: card_error for 402, api_error for 5xx, else invalid_request_error). */
  type?: string;
  code?: string;
  message?: string;
  param?: string;
  decline_code?: string;
  /** The `Stripe-Should-Retry` header (stripe-node obeys it when retrying). */
  shouldRetry?: boolean;
  /** How many requests fail (default 1). */
  times?: number;
  /** Only this account's requests (default any). */
  secretKey?: string;
}

export interface SendEventOptions extends ForgeOptions {
  /** Whose endpoint and secret (default the first account added). */
  secretKey?: string;
}

export interface StripeDouble {
  /** `http://127.0.0.1:PORT`. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  /** Every request, in arrival order. */
  readonly requests: readonly RecordedRequest[];
  /** Every event made (delivered or not), in order. */
  readonly events: readonly StripeEvent[];
  /** Every webhook attempt, in the order the answers came. */
  readonly deliveries: readonly Delivery[];

  addAccount(options?: AddAccountOptions): { secretKey: string; webhookSecret: string };
  /** Where this account's events are POSTed (null: nowhere; events are still made). `enabledEvents` as a webhook endpoint's enabled_events (default ['*']). */
  setWebhookUrl(secretKey: string, url: string | null, options?: { enabledEvents?: string[] }): void;
  requestsOf(method: string, pathPrefix?: string): RecordedRequest[];
  /** A copy of an object any account holds (as its API version shows it). */
  object<T = StripeObject>(id: string): T | undefined;

  /** The buyer pays on the hosted page; resolves (with the ids made) once each event's first delivery attempt was answered. */
  completeCheckout(sessionId: string, options?: CheckoutOptions): Promise<CheckoutResult>;
  /** The session expires unpaid (checkout.session.expired). */
  expireCheckout(sessionId: string): Promise<{ eventId: string }>;
  /** The current period ends: invoice.paid for a new paid invoice (or a declined one, or the end of a subscription set to cancel). */
  renewSubscription(subscriptionId: string, options?: RenewalOptions): Promise<RenewalResult>;
  /** The customer cancels in the portal (at the period end by default). */
  cancelSubscriptionByCustomer(subscriptionId: string, options?: CustomerCancelOptions): Promise<{ eventIds: string[] }>;

  /** Makes an event about `object` and posts it once, signed as asked (another secret, an old timestamp, a raw header); resolves with the receiver's status. */
  sendEvent(type: string, object: Record<string, unknown>, options?: SendEventOptions): Promise<number>;
  /** Posts an event again now (freshly signed); resolves with the receiver's status. */
  redeliver(eventId: string): Promise<number>;
  /** The first delivery attempt (any status) of an event of that type matching, made already or still to come; rejects after timeoutMs (default 5 s). */
  waitForDelivery(type: string, predicate?: (delivery: Delivery) => boolean, timeoutMs?: number): Promise<Delivery>;

  /** The next request(s) whose method matches ('*' for any) and path starts with the prefix get this error instead. */
  failNext(method: string, pathPrefix: string, options: FaultOptions): void;
  /** The next request(s) matching are accepted and never answered (until close()). */
  hangNext(method: string, pathPrefix: string, options?: { times?: number; secretKey?: string }): void;
  /** Forgets recorded requests, deliveries and pending faults (accounts, objects and events stay). */
  reset(): void;
  /** Stops deliveries and retries, cuts hung requests, closes the server. */
  close(): Promise<void>;
}

interface Fault {
  method: string;
  pathPrefix: string;
  remaining: number;
  hang: boolean;
  options: FaultOptions | undefined;
  secretKey: string | undefined;
}

const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";

/** The key from `Authorization: Bearer sk_…` or `Basic base64(sk_…:)`. */
function apiKey(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const bearer = /^Bearer\s+(.+)$/i.exec(header);
  if (bearer) return bearer[1]?.trim();
  const basic = /^Basic\s+(.+)$/i.exec(header);
  if (basic)
    return Buffer.from(basic[1] ?? '', 'base64')
      .toString('utf8')
      .split(':')[0];
  return undefined;
}

class StripeDoubleServer implements StripeDouble {
  url = '';
  host = '127.0.0.1';
  port = 0;
  readonly requests: RecordedRequest[] = [];
  private readonly server: Server;
  private readonly hub: EventHub;
  private readonly accounts = new Map<string, Account>();
  private readonly now: () => number;
  private faults: Fault[] = [];
  private readonly hung = new Set<ServerResponse>();

  constructor(private readonly options: StripeDoubleOptions) {
    const clock = options.now ?? Date.now;
    this.now = () => Math.floor(clock() / 1000);
    this.hub = new EventHub({ retryDelaysMs: options.webhookRetryDelaysMs ?? [50, 100, 200], timeoutMs: options.webhookTimeoutMs ?? 5000, now: this.now });
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) =>
        this.send(res, 500, { error: { type: 'api_error', message: `stripe double: ${(error as Error).message}` } }),
      );
    });
  }

  get events(): readonly StripeEvent[] {
    return this.hub.events;
  }

  get deliveries(): readonly Delivery[] {
    return this.hub.deliveries;
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.address() as AddressInfo).port;
    this.url = `http://127.0.0.1:${this.port}`;
  }

  // --- HTTP ---

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req);
    const method = (req.method ?? 'GET').toUpperCase();
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    const params = { ...parseForm(url.search.slice(1)), ...parseForm(body) };
    const record: RecordedRequest = { method, path: url.pathname, params, at: Date.now(), ...(idempotencyKey ? { idempotencyKey } : {}) };
    this.requests.push(record);
    const requestId = newId('req');
    const headers: Record<string, string> = { 'request-id': requestId };
    const answer = (status: number, payload: unknown) => {
      record.status = status;
      record.response = payload;
      this.send(res, status, payload, headers);
    };
    const fail = (error: StripeApiError) =>
      answer(error.status, { error: { ...error.body, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` } });

    const key = apiKey(req.headers.authorization);
    if (!key) return fail(new StripeApiError(401, { type: 'invalid_request_error', message: NO_KEY }));
    const account = this.accounts.get(key);
    if (!account) return fail(new StripeApiError(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${maskKey(key)}` }));
    record.secretKey = key;
    headers['stripe-version'] = (req.headers['stripe-version'] as string | undefined) ?? account.apiVersion;
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;

    const fault = this.takeFault(method, url.pathname, key);
    if (fault?.hang) {
      record.hung = true;
      this.hung.add(res);
      res.on('close', () => this.hung.delete(res));
      return;
    }
    if (fault?.options) {
      const { status, type, code, message, param, decline_code, shouldRetry } = fault.options;
      const base = defaultError(status);
      const error: StripeErrorBody = {
        ...base,
        ...(type ? { type } : {}),
        ...(code ? { code } : {}),
        ...(message ? { message } : {}),
        ...(param ? { param } : {}),
      };
      if (decline_code) error.decline_code = decline_code;
      if (shouldRetry !== undefined) headers['stripe-should-retry'] = String(shouldRetry);
      return fail(new StripeApiError(status, error));
    }

    const fingerprint = `${method} ${url.pathname}\n${body}`;
    const saved = method === 'POST' && idempotencyKey ? account.idempotency.get(idempotencyKey) : undefined;
    if (saved) {
      if (saved.fingerprint !== fingerprint) {
        const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
        return fail(new StripeApiError(400, { type: 'idempotency_error', message }));
      }
      record.replayed = true;
      headers['idempotent-replayed'] = 'true';
      return answer(saved.status, JSON.parse(saved.body));
    }

    const ctx = this.context(account, { id: requestId, idempotency_key: idempotencyKey ?? null });
    let status = 200;
    let payload: unknown;
    try {
      payload = this.route(ctx, method, url.pathname, params);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      payload = { error: { ...error.body, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` } };
    }
    // Stripe keeps the result of a request that ran (not of one refused while being validated).
    if (method === 'POST' && idempotencyKey && (status < 400 || status === 402)) {
      account.idempotency.set(idempotencyKey, { fingerprint, status, body: JSON.stringify(payload) });
    }
    answer(status, payload);
  }

  private route(ctx: Ctx, method: string, path: string, params: Record<string, unknown>): unknown {
    for (const route of ROUTES) {
      if (route.method !== method) continue;
      const match = route.pattern.exec(path);
      if (!match) continue;
      const p = new Params(params as Params['values']);
      const object = route.handler(ctx, p, decodeURIComponent(match[1] ?? ''));
      return expand(ctx, render(object, ctx.account.legacyFields), p.strings('expand'));
    }
    throw invalidRequest(`Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`, {
      status: 404,
    });
  }

  private send(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}): void {
    if (res.writableEnded || res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload, null, 2));
  }

  private context(account: Account, request: Ctx['request']): Ctx {
    return {
      account,
      now: this.now,
      allEvents: this.options.allEvents ?? false,
      request,
      emit: (type, object, previous) => {
        const { event, delivered } = this.hub.emit(account, type, render(object, account.legacyFields), {
          request,
          ...(previous ? { previous: render(previous, account.legacyFields) } : {}),
        });
        return { id: event.id, delivered };
      },
    };
  }

  // --- faults ---

  failNext(method: string, pathPrefix: string, options: FaultOptions): void {
    this.faults.push({ method: method.toUpperCase(), pathPrefix, remaining: options.times ?? 1, hang: false, options, secretKey: options.secretKey });
  }

  hangNext(method: string, pathPrefix: string, options: { times?: number; secretKey?: string } = {}): void {
    this.faults.push({ method: method.toUpperCase(), pathPrefix, remaining: options.times ?? 1, hang: true, options: undefined, secretKey: options.secretKey });
  }

  private takeFault(method: string, path: string, key: string): Fault | undefined {
    const fault = this.faults.find(
      (item) => (item.method === '*' || item.method === method) && path.startsWith(item.pathPrefix) && (item.secretKey === undefined || item.secretKey === key),
    );
    if (!fault) return undefined;
    fault.remaining--;
    if (fault.remaining <= 0) this.faults = this.faults.filter((item) => item !== fault);
    return fault;
  }

  // --- accounts and objects ---

  addAccount(options: AddAccountOptions = {}): { secretKey: string; webhookSecret: string } {
    const secretKey = options.secretKey ?? `sk_test_${randomString(40)}`;
    const webhookSecret = options.webhookSecret ?? `whsec_${randomString(32)}`;
    if (!/^(?:sk|rk)_test_\w+$/.test(secretKey)) throw new Error(`stripe double: ${maskKey(secretKey)} is not a test secret key (sk_test_…)`);
    if (this.accounts.has(secretKey)) throw new Error(`stripe double: an account with key ${maskKey(secretKey)} exists`);
    this.accounts.set(secretKey, {
      secretKey,
      webhookSecret,
      webhookUrl: options.webhookUrl ?? null,
      enabledEvents: ['*'],
      apiVersion: options.apiVersion ?? this.options.apiVersion ?? StripeLibrary.API_VERSION,
      legacyFields: options.legacyFields ?? true,
      store: new Store(),
      checkout: new Map(),
      cycles: new Map(),
      idempotency: new Map(),
      chain: Promise.resolve(),
    });
    return { secretKey, webhookSecret };
  }

  setWebhookUrl(secretKey: string, url: string | null, options: { enabledEvents?: string[] } = {}): void {
    const account = this.account(secretKey);
    account.webhookUrl = url;
    account.enabledEvents = options.enabledEvents ?? ['*'];
  }

  private account(secretKey: string): Account {
    const account = this.accounts.get(secretKey);
    if (!account) throw new Error(`stripe double: no account with key ${maskKey(secretKey)}`);
    return account;
  }

  /** The account holding the object, for the customer's side (which has no key to go by). */
  private owner(id: string): Account {
    for (const account of this.accounts.values()) if (account.store.find(id)) return account;
    throw new Error(`stripe double: no account holds ${id}`);
  }

  requestsOf(method: string, pathPrefix = '/'): RecordedRequest[] {
    const wanted = method.toUpperCase();
    return this.requests.filter((request) => (wanted === '*' || request.method === wanted) && request.path.startsWith(pathPrefix));
  }

  object<T = StripeObject>(id: string): T | undefined {
    for (const account of this.accounts.values()) {
      const object = account.store.find(id);
      if (object) return render(object, account.legacyFields) as unknown as T;
    }
    return undefined;
  }

  // --- the customer's side ---

  async completeCheckout(sessionId: string, options: CheckoutOptions = {}): Promise<CheckoutResult> {
    const { result, events } = completeCheckout(this.context(this.owner(sessionId), null), sessionId, options);
    await Promise.all(events.map((event) => event.delivered));
    return result;
  }

  async expireCheckout(sessionId: string): Promise<{ eventId: string }> {
    const ctx = this.context(this.owner(sessionId), null);
    const event = expire(ctx, openSession(ctx, sessionId));
    await event.delivered;
    return { eventId: event.id };
  }

  async renewSubscription(subscriptionId: string, options: RenewalOptions = {}): Promise<RenewalResult> {
    const { result, events } = renewSubscription(this.context(this.owner(subscriptionId), null), subscriptionId, options);
    await Promise.all(events.map((event) => event.delivered));
    return result;
  }

  async cancelSubscriptionByCustomer(subscriptionId: string, options: CustomerCancelOptions = {}): Promise<{ eventIds: string[] }> {
    const events = cancelByCustomer(this.context(this.owner(subscriptionId), null), subscriptionId, options);
    await Promise.all(events.map((event) => event.delivered));
    return { eventIds: events.map((event) => event.id) };
  }

  // --- events ---

  sendEvent(type: string, object: Record<string, unknown>, options: SendEventOptions = {}): Promise<number> {
    const account = options.secretKey ? this.account(options.secretKey) : this.accounts.values().next().value;
    if (!account) return Promise.reject(new Error('stripe double: no account (addAccount)'));
    return this.hub.forge(account, type, { id: '', object: 'unknown', ...object } as StripeObject, options);
  }

  redeliver(eventId: string): Promise<number> {
    return this.hub.redeliver(eventId);
  }

  waitForDelivery(type: string, predicate: (delivery: Delivery) => boolean = () => true, timeoutMs = 5000): Promise<Delivery> {
    return this.hub.waitForDelivery(type, predicate, timeoutMs);
  }

  // --- lifecycle ---

  reset(): void {
    this.requests.length = 0;
    this.hub.deliveries.length = 0;
    this.faults = [];
  }

  async close(): Promise<void> {
    this.hub.close();
    for (const res of this.hung) res.destroy();
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    await closed;
  }
}

/** Starts the double on 127.0.0.1 at a free port. */
export async function startStripeDouble(options: StripeDoubleOptions = {}): Promise<StripeDouble> {
  const double = new StripeDoubleServer(options);
  await double.listen();
  return double;
}
