// Events and webhook deliveries for the Stripe double: every event is kept, and those an account's
// endpoint subscribes to are POSTed to it as Stripe does — pretty-printed JSON, signed with
// `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.payload" keyed with the whsec_ string>` (a
// fresh timestamp each attempt), retried on anything but 2xx. First attempts go out one at a time per
// account in the order the events were made, so a test controls the order; retries run on their own.
import { Waiters } from './waiters.js';
import { createHmac } from 'node:crypto';
import { type ClientRequest, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Metadata, Store, StripeObject } from './stripe-objects.js';
import { newId } from './stripe-wire.js';

export interface EventRequest {
  id: string | null;
  idempotency_key: string | null;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: EventRequest;
  type: string;
}

export interface Delivery {
  eventId: string;
  type: string;
  /** The receiver's HTTP status; 0 when it could not be reached or did not answer in time. */
  status: number;
  /** 1 for the first attempt, counting retries and redeliveries. */
  attempt: number;
  /** When the answer (or failure) came, Date.now(). */
  at: number;
  /** The account (its secret key) whose endpoint it went to. */
  secretKey: string;
  /** Sent with sendEvent: a signature or timestamp chosen by the test, never retried. */
  forged?: boolean;
  error?: string;
  event: StripeEvent;
}

/** What a completed checkout session still needs to know from its creation parameters. */
export interface CheckoutExtras {
  lines: Array<{ id: string; priceId: string; quantity: number }>;
  paymentIntentData: { metadata: Metadata; description: string | null };
  subscriptionData: { metadata: Metadata; description: string | null };
  customerCreation: 'always' | 'if_required' | null;
  /** The coupon of the session's `discounts`, if any. */
  coupon?: string;
}

/** A subscription's billing cycle: its anchor and how many periods have begun since (0 for the first). */
export interface Cycle {
  anchor: number;
  index: number;
}

export interface Account {
  secretKey: string;
  webhookSecret: string;
  webhookUrl: string | null;
  /** Event types the endpoint receives ('*' for all). */
  enabledEvents: readonly string[];
  apiVersion: string;
  legacyFields: boolean;
  store: Store;
  checkout: Map<string, CheckoutExtras>;
  cycles: Map<string, Cycle>;
  idempotency: Map<string, { fingerprint: string; status: number; body: string }>;
  /** The tail of this account's first delivery attempts. */
  chain: Promise<unknown>;
}

export interface EmitOptions {
  request?: EventRequest | null;
  previous?: Record<string, unknown>;
}

export interface HubOptions {
  retryDelaysMs: readonly number[];
  timeoutMs: number;
  /** The double's clock, in seconds, for `created`. */
  now: () => number;
}

export interface ForgeOptions {
  /** Sign with this secret instead of the account's (a forged event). */
  signWith?: string;
  /** The `t=` of the signature, in Unix seconds (an old one fails the receiver's tolerance). */
  timestamp?: number;
  /** The whole Stripe-Signature header as given, or null to send none. */
  header?: string | null;
}

/** The header Stripe sends and stripe.webhooks.constructEvent checks. */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

const subscribed = (account: Account, type: string) => account.enabledEvents.includes('*') || account.enabledEvents.includes(type);

export class EventHub {
  readonly events: StripeEvent[] = [];
  readonly deliveries: Delivery[] = [];
  private readonly owners = new Map<string, Account>();
  private readonly waiters = new Waiters<Delivery>('stripe double');
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inflight = new Set<ClientRequest>();
  private closed = false;

  constructor(private readonly options: HubOptions) {}

  /** Makes the event (a snapshot of the object) and queues its delivery; the promise settles after the first attempt. */
  emit(account: Account, type: string, object: StripeObject, options: EmitOptions = {}): { event: StripeEvent; delivered: Promise<unknown> } {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: account.apiVersion,
      created: this.options.now(),
      data: { object: structuredClone(object), ...(options.previous ? { previous_attributes: structuredClone(options.previous) } : {}) },
      livemode: false,
      pending_webhooks: account.webhookUrl && subscribed(account, type) ? 1 : 0,
      request: options.request ?? { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    this.owners.set(event.id, account);
    account.store.put(event);
    if (!account.webhookUrl || !subscribed(account, type)) return { event, delivered: Promise.resolve() };
    const delivered = account.chain.then(() => this.attempt(account, event, 1, true));
    account.chain = delivered;
    return { event, delivered };
  }

  event(eventId: string): StripeEvent | undefined {
    return this.events.find((event) => event.id === eventId);
  }

  /** Posts an event once more now (a fresh signature), whatever became of it before; resolves with the status. */
  redeliver(eventId: string): Promise<number> {
    const event = this.event(eventId);
    const account = this.owners.get(eventId);
    if (!event || !account) return Promise.reject(new Error(`stripe double: no event ${eventId}`));
    const attempts = this.deliveries.filter((delivery) => delivery.eventId === eventId).length;
    return this.attempt(account, event, attempts + 1, false);
  }

  /** Makes an event and posts it once, signed as the test says; resolves with the receiver's status. */
  async forge(account: Account, type: string, object: StripeObject, options: ForgeOptions): Promise<number> {
    if (!account.webhookUrl) throw new Error('stripe double: the account has no webhook URL (setWebhookUrl)');
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: account.apiVersion,
      created: options.timestamp ?? this.options.now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    this.owners.set(event.id, account);
    account.store.put(event);
    const payload = JSON.stringify(event, null, 2);
    const header =
      options.header !== undefined
        ? options.header
        : signatureHeader(payload, options.signWith ?? account.webhookSecret, options.timestamp ?? Math.floor(Date.now() / 1000));
    const outcome = await this.post(account.webhookUrl, payload, header);
    this.record({ eventId: event.id, type, attempt: 1, secretKey: account.secretKey, event, forged: true, ...outcome });
    return outcome.status;
  }

  private async attempt(account: Account, event: StripeEvent, attempt: number, retry: boolean): Promise<number> {
    const url = account.webhookUrl;
    if (this.closed || !url) return 0;
    const payload = JSON.stringify(event, null, 2);
    const outcome = await this.post(url, payload, signatureHeader(payload, account.webhookSecret, Math.floor(Date.now() / 1000)));
    if (this.closed) return outcome.status;
    this.record({ eventId: event.id, type: event.type, attempt, secretKey: account.secretKey, event, ...outcome });
    const ok = outcome.status >= 200 && outcome.status < 300;
    const delay = this.options.retryDelaysMs[attempt - 1];
    if (!ok && retry && delay !== undefined) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.attempt(account, event, attempt + 1, true);
      }, delay);
      this.timers.add(timer);
    }
    return outcome.status;
  }

  private post(url: string, payload: string, header: string | null): Promise<{ status: number; error?: string }> {
    return new Promise((resolve) => {
      const target = new URL(url);
      const headers: Record<string, string> = {
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(payload)),
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'cache-control': 'no-cache',
        accept: '*/*; q=0.5, application/xml',
        connection: 'close',
      };
      if (header !== null) headers['stripe-signature'] = header;
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(target, { method: 'POST', headers, agent: false, timeout: this.options.timeoutMs }, (res) => {
        res.resume();
        res.on('end', () => finish({ status: res.statusCode ?? 0 }));
        res.on('error', (error) => finish({ status: res.statusCode ?? 0, error: error.message }));
      });
      const finish = (outcome: { status: number; error?: string }) => {
        this.inflight.delete(req);
        resolve(outcome);
      };
      this.inflight.add(req);
      req.on('timeout', () => req.destroy(new Error(`no answer within ${this.options.timeoutMs} ms`)));
      req.on('error', (error) => finish({ status: 0, error: error.message }));
      req.end(payload);
    });
  }

  private record(delivery: Omit<Delivery, 'at'>): void {
    const full: Delivery = { ...delivery, at: Date.now() };
    this.deliveries.push(full);
    this.waiters.offer(full);
  }

  /** The first delivery attempt (any status) of an event of this type matching, made already or still to come. */
  waitForDelivery(type: string, predicate: (delivery: Delivery) => boolean, timeoutMs: number): Promise<Delivery> {
    const matches = (delivery: Delivery) => delivery.type === type && predicate(delivery);
    return this.waiters.wait(this.deliveries, matches, timeoutMs, () => {
      const recent = this.deliveries.slice(-10).map((d) => `  ${d.type} ${d.eventId} attempt ${d.attempt} → ${d.status}${d.error ? ` (${d.error})` : ''}`);
      return `no ${type} delivery within ${timeoutMs} ms; recent deliveries:\n${recent.join('\n') || '  (none)'}`;
    });
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const req of this.inflight) req.destroy();
    this.inflight.clear();
    this.waiters.close();
  }
}
