// Typed client for the Tollgate API: one method per operation, snake_case fields as on the wire.
// Needs only the global fetch. Every `ok: false` answer throws a TollgateError; so do network
// failures (status 0, type "network_error") and answers that are not an envelope
// ("invalid_response"). The api key is part of every URL, so no URL ever reaches an error.
import type {
  AdminRecord,
  Chat,
  Checkout,
  CheckoutInput,
  Code,
  CodeListOptions,
  CreateAdminInput,
  CreateChatInput,
  CreateCodesInput,
  CreateOrderInput,
  CreatePlanInput,
  CreateProjectInput,
  Event,
  EventListOptions,
  FieldError,
  GrantSubscriptionInput,
  KeyInfoRecord,
  Member,
  MemberListOptions,
  MemberProfile,
  NewKeyRecord,
  Order,
  OrderCountEntry,
  OrderCountOptions,
  OrderListOptions,
  Page,
  PageOptions,
  Plan,
  PostOptions,
  Project,
  RecordedOrder,
  RevokedKeyRecord,
  SettingsRecord,
  Subscription,
  SubscriptionListOptions,
  TollgateOptions,
  UpdateAdminInput,
  UpdatePlanInput,
  UpdateSettingsInput,
  CreateWebhookInput,
  UpdateWebhookInput,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryListOptions,
  WebhookWithSecret,
} from './types.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Query = Record<string, string | number | undefined>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Answer<T> {
  status: number;
  result: T;
  next_cursor?: string;
}

export class TollgateError extends Error {
  /** The HTTP status (0 when the service could not be reached). */
  readonly status: number;
  /** The envelope's error.type, e.g. "validation_failed", "not_found", "conflict". */
  readonly type: string;
  /** One sentence a person can act on (also the message). */
  readonly description: string;
  readonly fields: FieldError[];
  readonly requestId: string | undefined;
  /** Seconds to wait before retrying, from Retry-After (429, 503). */
  readonly retryAfter: number | undefined;

  constructor(init: { status: number; type: string; description: string; fields?: FieldError[]; requestId?: string; retryAfter?: number }) {
    super(init.description);
    this.status = init.status;
    this.type = init.type;
    this.description = init.description;
    this.fields = init.fields ?? [];
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
  }
}
TollgateError.prototype.name = 'TollgateError';

const BOT_ID = /^[1-9][0-9]{0,14}$/;

export class Tollgate {
  readonly #prefix: string;
  readonly #apiKey: string;
  readonly #fetch: typeof fetch;
  readonly #acceptLanguage: string | undefined;

  constructor(options: TollgateOptions) {
    if (!BOT_ID.test(String(options.botId))) throw new TypeError('botId must be a positive integer of at most 15 digits');
    if (!options.apiKey) throw new TypeError('apiKey is required');
    this.#apiKey = options.apiKey;
    this.#prefix = `${options.baseUrl.replace(/\/+$/, '')}/v1/bot${options.botId}/${encodeURIComponent(options.apiKey)}`;
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#acceptLanguage = options.acceptLanguage;
  }

  // Order counts
  orderCount(options: OrderCountOptions = {}): Promise<OrderCountEntry[]> {
    return this.#result('GET', '/orders/count', { query: options });
  }

  // Chats
  addChat(input: CreateChatInput, options?: PostOptions): Promise<Chat> {
    return this.#post('/chats', input, options);
  }
  listChats(options: PageOptions = {}): Promise<Page<Chat>> {
    return this.#page('/chats', options);
  }
  getChat(chatId: number | string): Promise<Chat> {
    return this.#result('GET', encodedPath`/chats/${chatId}`);
  }
  renameChat(chatId: number | string, chat_name: string): Promise<Chat> {
    return this.#result('PATCH', encodedPath`/chats/${chatId}`, { body: { chat_name } });
  }
  removeChat(chatId: number | string): Promise<Chat> {
    return this.#result('DELETE', encodedPath`/chats/${chatId}`);
  }

  // Projects
  createProject(input: CreateProjectInput, options?: PostOptions): Promise<Project> {
    return this.#post('/projects', input, options);
  }
  listProjects(options: PageOptions = {}): Promise<Page<Project>> {
    return this.#page('/projects', options);
  }
  getProject(projectId: number | string): Promise<Project> {
    return this.#result('GET', encodedPath`/projects/${projectId}`);
  }

  // Plans
  createPlan(input: CreatePlanInput, options?: PostOptions): Promise<Plan> {
    return this.#post('/plans', input, options);
  }
  listPlans(options: PageOptions = {}): Promise<Page<Plan>> {
    return this.#page('/plans', options);
  }
  getPlan(planId: number | string): Promise<Plan> {
    return this.#result('GET', encodedPath`/plans/${planId}`);
  }
  updatePlan(planId: number | string, changes: UpdatePlanInput): Promise<Plan> {
    return this.#result('PATCH', encodedPath`/plans/${planId}`, { body: changes });
  }
  archivePlan(planId: number | string): Promise<Plan> {
    return this.#result('DELETE', encodedPath`/plans/${planId}`);
  }

  // Admins
  addAdmin(input: CreateAdminInput, options?: PostOptions): Promise<AdminRecord> {
    return this.#post('/admins', input, options);
  }
  listAdmins(options: PageOptions = {}): Promise<Page<AdminRecord>> {
    return this.#page('/admins', options);
  }
  getAdmin(adminId: string): Promise<AdminRecord> {
    return this.#result('GET', encodedPath`/admins/${adminId}`);
  }
  updateAdmin(adminId: string, changes: UpdateAdminInput): Promise<AdminRecord> {
    return this.#result('PATCH', encodedPath`/admins/${adminId}`, { body: changes });
  }
  removeAdmin(adminId: string): Promise<AdminRecord> {
    return this.#result('DELETE', encodedPath`/admins/${adminId}`);
  }

  // Orders
  async recordOrder(input: CreateOrderInput, options?: PostOptions): Promise<RecordedOrder> {
    const answer = await this.#request<Order>('POST', '/orders', { body: input, headers: idempotencyHeader(options) });
    return { order: answer.result, created: answer.status === 201 };
  }
  listOrders(options: OrderListOptions = {}): Promise<Page<Order>> {
    return this.#page('/orders', options);
  }
  getOrder(orderId: number | string): Promise<Order> {
    return this.#result('GET', encodedPath`/orders/${orderId}`);
  }
  refundOrder(orderId: number | string, options?: PostOptions): Promise<Order> {
    return this.#post(encodedPath`/orders/${orderId}/refund`, undefined, options);
  }

  // Members
  listMembers({ access, ...options }: MemberListOptions = {}): Promise<Page<Member>> {
    return this.#page('/members', { ...options, access: access === undefined ? undefined : String(access) });
  }
  /** The member with every subscription of theirs and their latest 20 orders. */
  getMember(memberId: string): Promise<MemberProfile> {
    return this.#result('GET', encodedPath`/members/${memberId}`);
  }

  // Subscriptions
  listSubscriptions(options: SubscriptionListOptions = {}): Promise<Page<Subscription>> {
    return this.#page('/subscriptions', options);
  }
  getSubscription(subscriptionId: number | string): Promise<Subscription> {
    return this.#result('GET', encodedPath`/subscriptions/${subscriptionId}`);
  }
  /** Gives the member the plan without a payment (or, with `trial: true`, the plan's trial). */
  grantSubscription(input: GrantSubscriptionInput, options?: PostOptions): Promise<Subscription> {
    return this.#post('/subscriptions', input, options);
  }
  /** Moves the end of an active or canceled subscription; `null` makes it lifetime. */
  changeSubscriptionEnd(subscriptionId: number | string, expires_at: string | null): Promise<Subscription> {
    return this.#result('PATCH', encodedPath`/subscriptions/${subscriptionId}`, { body: { expires_at } });
  }
  /** A recurring subscription stops renewing; access lasts until its expires_at. */
  cancelSubscription(subscriptionId: number | string, options?: PostOptions): Promise<Subscription> {
    return this.#post(encodedPath`/subscriptions/${subscriptionId}/cancel`, undefined, options);
  }
  /** Ends access now (state revoked). */
  revokeSubscription(subscriptionId: number | string): Promise<Subscription> {
    return this.#result('DELETE', encodedPath`/subscriptions/${subscriptionId}`);
  }

  // Events
  /** Oldest first after `after` (or `cursor`, a page's next_cursor); see EventListOptions. */
  listEvents({ cursor, after, ...options }: EventListOptions = {}): Promise<Page<Event>> {
    return this.#page('/events', { ...options, after: cursor ?? after });
  }

  // Access codes
  createCodes(input: CreateCodesInput, options?: PostOptions): Promise<Code[]> {
    return this.#post('/codes', input, options);
  }
  listCodes(options: CodeListOptions = {}): Promise<Page<Code>> {
    return this.#page('/codes', options);
  }
  /** The code can no longer be redeemed; answers it as it was. */
  deleteCode(code: string): Promise<Code> {
    return this.#result('DELETE', encodedPath`/codes/${code}`);
  }

  // Webhooks
  /** A new endpoint; the answer's `secret` is shown only here (keep it to verify deliveries). */
  createWebhook(input: CreateWebhookInput, options?: PostOptions): Promise<WebhookWithSecret> {
    return this.#post('/webhooks', input, options);
  }
  /** Every endpoint of the bot (at most 100), in one page. */
  listWebhooks(): Promise<Page<Webhook>> {
    return this.#page('/webhooks', {});
  }
  getWebhook(webhookId: number): Promise<Webhook> {
    return this.#result('GET', encodedPath`/webhooks/${webhookId}`);
  }
  /** enabled: false pauses deliveries; true resumes them (also after a disable for failing). */
  updateWebhook(webhookId: number, changes: UpdateWebhookInput): Promise<Webhook> {
    return this.#result('PATCH', encodedPath`/webhooks/${webhookId}`, { body: changes });
  }
  deleteWebhook(webhookId: number): Promise<Webhook> {
    return this.#result('DELETE', encodedPath`/webhooks/${webhookId}`);
  }
  /** A new secret; for 24 h deliveries are signed with the old one too. */
  rotateWebhookSecret(webhookId: number): Promise<WebhookWithSecret> {
    return this.#result('POST', encodedPath`/webhooks/${webhookId}/secret`);
  }
  /** Queues a webhook.test delivery to this endpoint; answers its first attempt. */
  testWebhook(webhookId: number): Promise<WebhookDelivery> {
    return this.#result('POST', encodedPath`/webhooks/${webhookId}/test`);
  }
  listWebhookDeliveries(webhookId: number, options: WebhookDeliveryListOptions = {}): Promise<Page<WebhookDelivery>> {
    return this.#page(encodedPath`/webhooks/${webhookId}/deliveries`, options);
  }

  // Card payments
  /** A Stripe Checkout page for a member and plan; the order is recorded when Stripe reports the payment. */
  createCheckout(input: CheckoutInput, options?: PostOptions): Promise<Checkout> {
    return this.#post('/checkout', input, options);
  }

  // Settings and api keys
  getSettings(): Promise<SettingsRecord> {
    return this.#result('GET', '/settings');
  }
  updateSettings(changes: UpdateSettingsInput): Promise<SettingsRecord> {
    return this.#result('PATCH', '/settings', { body: changes });
  }
  createKey(options?: PostOptions): Promise<NewKeyRecord> {
    return this.#post('/keys', undefined, options);
  }
  listKeys(options: PageOptions = {}): Promise<Page<KeyInfoRecord>> {
    return this.#page('/keys', options);
  }
  revokeKey(keyId: number | string): Promise<RevokedKeyRecord> {
    return this.#result('DELETE', encodedPath`/keys/${keyId}`);
  }

  /**
   * Every item of a list, page after page: `for await (const chat of client.paginate(client.listChats))`.
   * `list` is called on this client with `options` plus each page's cursor.
   */
  async *paginate<T, O extends PageOptions | undefined>(list: (options: O) => Promise<Page<T>>, options?: NoInfer<O>): AsyncGenerator<T, void, undefined> {
    let cursor = options?.cursor;
    do {
      const page = await list.call(this, { ...options, cursor } as O);
      yield* page.items;
      cursor = page.next_cursor;
    } while (cursor);
  }

  #post<T>(path: string, body: unknown, options?: PostOptions): Promise<T> {
    return this.#result('POST', path, { body, headers: idempotencyHeader(options) });
  }

  async #result<T>(method: Method, path: string, options?: RequestOptions): Promise<T> {
    return (await this.#request<T>(method, path, options)).result;
  }

  async #page<T>(path: string, query: Query): Promise<Page<T>> {
    const { result, next_cursor } = await this.#request<T[]>('GET', path, { query });
    return next_cursor ? { items: result, next_cursor } : { items: result };
  }

  /** The one place a request is made and its envelope read. */
  async #request<T>(method: Method, path: string, { query = {}, body, headers = {} }: RequestOptions = {}): Promise<Answer<T>> {
    const response = await this.#send(path + queryString(query), {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.#acceptLanguage ? { 'accept-language': this.#acceptLanguage } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const envelope: unknown = await response.json().catch(() => undefined);
    if (!isEnvelope(envelope)) {
      throw this.#failure(response.status, 'invalid_response', `Tollgate answered HTTP ${response.status} without a JSON envelope.`);
    }
    if (!envelope.ok) throw this.#errorOf(response, envelope);
    return { status: response.status, result: envelope.result as T, ...(envelope.next_cursor ? { next_cursor: envelope.next_cursor } : {}) };
  }

  async #send(pathAndQuery: string, init: RequestInit): Promise<Response> {
    const url = this.#prefix + pathAndQuery;
    try {
      return await this.#fetch(url, init);
    } catch (error) {
      // fetch may quote the URL (e.g. "Failed to parse URL from …"): show the path only.
      throw this.#failure(0, 'network_error', `Could not reach Tollgate: ${messageOf(error).split(url).join(pathAndQuery)}`);
    }
  }

  #errorOf(response: Response, envelope: Envelope): TollgateError {
    const retryAfter = Number(response.headers.get('retry-after') ?? NaN);
    const fields = Array.isArray(envelope.error?.fields) ? envelope.error.fields : [];
    return this.#failure(
      response.status,
      envelope.error?.type ?? 'unknown',
      envelope.description ?? `Tollgate answered HTTP ${response.status}.`,
      fields.map((f) => ({ field: this.#redact(String(f.field)), message: this.#redact(String(f.message)) })),
      envelope.request_id,
      Number.isFinite(retryAfter) ? retryAfter : undefined,
    );
  }

  #failure(status: number, type: string, description: string, fields?: FieldError[], requestId?: string, retryAfter?: number): TollgateError {
    return new TollgateError({ status, type, description: this.#redact(description), fields, requestId, retryAfter });
  }

  /** Defence in depth: the key (plain or percent-encoded) never leaves in an error. */
  #redact(text: string): string {
    return text.split(this.#apiKey).join('***').split(encodeURIComponent(this.#apiKey)).join('***');
  }
}

interface Envelope {
  ok: boolean;
  request_id?: string;
  result?: unknown;
  next_cursor?: string;
  description?: string;
  error?: { type?: string; fields?: FieldError[] };
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).ok === 'boolean';
}

/** A path with every interpolated value as one percent-encoded segment: encodedPath`/chats/${id}`. */
function encodedPath(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce((out, text, i) => out + text + (i < values.length ? encodeURIComponent(String(values[i])) : ''), '');
}

function queryString(query: Query): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

function idempotencyHeader(options: PostOptions | undefined): Record<string, string> {
  return options?.idempotencyKey === undefined ? {} : { 'idempotency-key': options.idempotencyKey };
}

/** A fetch failure's reason, including its cause (e.g. "fetch failed (connect ECONNREFUSED …)"). */
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}
