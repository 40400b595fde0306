// The client's HTTP machinery, for every group of its methods (chats.ts, plans.ts, …): the URL,
// headers, the envelope and the TollgateError of a failure. Needs only the global fetch. The api
// key is part of every URL, so no URL ever reaches an error.
import { TollgateError } from './error.js';
import type { FieldError, Page, PostOptions, TollgateOptions } from './types.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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

const BOT_ID = /^[1-9][0-9]{0,14}$/;

export class Http {
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

  post<T>(path: string, body: unknown, options?: PostOptions): Promise<T> {
    return this.result('POST', path, { body, headers: idempotencyHeader(options) });
  }

  async result<T>(method: Method, path: string, options?: RequestOptions): Promise<T> {
    return (await this.request<T>(method, path, options)).result;
  }

  async page<T>(path: string, query: Query): Promise<Page<T>> {
    const { result, next_cursor } = await this.request<T[]>('GET', path, { query });
    return next_cursor ? { items: result, next_cursor } : { items: result };
  }

  /** The one place a request is made and its envelope read. */
  async request<T>(method: Method, path: string, { query = {}, body, headers = {} }: RequestOptions = {}): Promise<Answer<T>> {
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

/** What the client and each group of its methods extend: its one Http, in a private field. */
export abstract class ClientBase {
  readonly #http: Http;
  constructor(options: TollgateOptions) {
    this.#http = new Http(options);
  }

  protected get http(): Http {
    return this.#http;
  }
}

export interface Envelope {
  ok: boolean;
  request_id?: string;
  result?: unknown;
  next_cursor?: string;
  description?: string;
  error?: { type?: string; fields?: FieldError[] };
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).ok === 'boolean';
}

/** A path with every interpolated value as one percent-encoded segment: encodedPath`/chats/${id}`. */
export function encodedPath(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce((out, text, i) => out + text + (i < values.length ? encodeURIComponent(String(values[i])) : ''), '');
}

function queryString(query: Query): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function idempotencyHeader(options: PostOptions | undefined): Record<string, string> {
  return options?.idempotencyKey === undefined ? {} : { 'idempotency-key': options.idempotencyKey };
}

/** A fetch failure's reason, including its cause (e.g. "fetch failed (connect ECONNREFUSED …)"). */
export function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}
