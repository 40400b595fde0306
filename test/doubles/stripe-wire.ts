// Stripe's wire rules for the Stripe double: how a v1 request's form body is read (bracket notation
// into nested objects and arrays, as stripe-node writes it: `line_items[0][price_data][currency]`,
// `metadata[key]`, `expand[0]` or `expand[]`), how parameters are checked (Stripe's words for a
// missing, unknown or malformed parameter), the error envelope, ids and key masking.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error' | (string & {});

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  doc_url?: string;
}

/** A refusal in Stripe's words: `status` is the HTTP status, the rest the `error` object. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

export function invalidRequest(message: string, extra: { code?: string; param?: string; status?: number } = {}): StripeApiError {
  const { status = 400, ...rest } = extra;
  const body: StripeErrorBody = { type: 'invalid_request_error', message, ...rest };
  if (rest.code) body.doc_url = `https://stripe.com/docs/error-codes/${rest.code.replaceAll('_', '-')}`;
  return new StripeApiError(status, body);
}

/** `No such price: 'price_…'` — 404 for the object in the path, 400 for one named by a parameter. */
export function noSuch(kind: string, id: string, param = 'id', status = param === 'id' ? 404 : 400): StripeApiError {
  return invalidRequest(`No such ${kind}: '${id}'`, { code: 'resource_missing', param, status });
}

export const missingParam = (param: string) => invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });

/** The error Stripe gives an injected fault that names only a status. */
export function defaultError(status: number): StripeErrorBody {
  switch (status) {
    case 400:
      return { type: 'invalid_request_error', message: 'Invalid request.' };
    case 401:
      return { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' };
    case 402:
      return { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
    case 403:
      return { type: 'invalid_request_error', message: 'The provided key does not have the required permissions for this endpoint.' };
    case 404:
      return { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object.' };
    case 409:
      return {
        type: 'invalid_request_error',
        code: 'lock_timeout',
        message: 'This object cannot be accessed right now because another API request or Stripe process is currently accessing it.',
      };
    case 429:
      return {
        type: 'invalid_request_error',
        code: 'rate_limit',
        message: 'Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.',
      };
    default:
      return { type: 'api_error', message: 'An unknown error occurred' };
  }
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomString(length: number, alphabet = ALPHANUMERIC): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

/** Ids shaped like Stripe's: `prod_` + 14, `cs_test_` + 58, most others + 24. */
export function newId(prefix: string): string {
  const length = prefix === 'cs_test' ? 58 : ['prod', 'cus', 'si', 'req'].includes(prefix) ? 14 : 24;
  return `${prefix}_${randomString(length)}`;
}

/** `sk_test_****…abcd`: Stripe never repeats a key it refuses, only its kind and last four characters. */
export function maskKey(key: string): string {
  const prefix = /^(?:sk|rk|pk)_(?:test|live)_/.exec(key)?.[0] ?? '';
  const rest = key.slice(prefix.length);
  const shown = rest.length > 8 ? rest.slice(-4) : '';
  return `${prefix}${'*'.repeat(Math.max(4, rest.length - shown.length))}${shown}`;
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

// --- form bodies ---

function keyPath(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const path = [key.slice(0, open)];
  for (const match of key.slice(open).matchAll(/\[([^\]]*)\]/g)) path.push(match[1] ?? '');
  return path;
}

function isRecord(value: FormValue | undefined): value is FormObject {
  return value !== undefined && typeof value === 'object' && !Array.isArray(value);
}

function assign(target: FormObject, path: readonly string[], value: string): void {
  let node: FormObject | FormValue[] = target;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i] ?? '';
    const last = i === path.length - 1;
    const container: FormObject | FormValue[] = path[i + 1] === '' ? [] : {};
    if (Array.isArray(node)) {
      // `a[]=x`: append (a following `[key]` adds to the element last appended when it lacks that key).
      if (last) node.push(value);
      else {
        const previous: FormValue | undefined = node[node.length - 1];
        const reuse: FormObject | undefined = isRecord(previous) && !((path[i + 1] ?? '') in previous) ? previous : undefined;
        const child: FormObject | FormValue[] = reuse ?? container;
        if (!reuse) node.push(child);
        node = child;
      }
      continue;
    }
    if (last) {
      if (!(segment in node)) node[segment] = value;
      return;
    }
    const existing: FormValue | undefined = node[segment];
    if (existing === undefined || typeof existing === 'string') node[segment] = container;
    node = node[segment] as FormObject | FormValue[];
  }
}

/** Objects whose keys are all indexes become arrays (metadata excepted: its keys are the caller's). */
function arrays(value: FormValue, key: string): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => arrays(item, ''));
  const entries = Object.entries(value);
  const converted: FormObject = {};
  for (const [k, v] of entries) converted[k] = key === 'metadata' ? v : arrays(v, k);
  if (key !== 'metadata' && entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return converted;
}

/** Parses `application/x-www-form-urlencoded` text (a body or a query string) into nested parameters. */
export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) assign(root, keyPath(key), value);
  return arrays(root, '') as FormObject;
}

// --- parameters ---

/** Typed access to (a nested part of) a request's parameters, refusing bad ones in Stripe's words. */
export class Params {
  constructor(
    readonly values: FormObject,
    private readonly prefix = '',
  ) {}

  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.values[key] !== undefined;
  }

  /** Refuses parameters Stripe does not know for this endpoint (`Received unknown parameter: …`). */
  known(allowed: readonly string[]): this {
    for (const key of Object.keys(this.values)) {
      if (!allowed.includes(key)) throw invalidRequest(`Received unknown parameter: ${this.name(key)}`, { code: 'parameter_unknown', param: this.name(key) });
    }
    return this;
  }

  str(key: string): string | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${JSON.stringify(value)}`, { param: this.name(key) });
    return value;
  }

  required(key: string): string {
    const value = this.str(key);
    if (value === undefined || value === '') throw missingParam(this.name(key));
    return value;
  }

  oneOf<T extends string>(key: string, options: readonly T[]): T | undefined {
    const value = this.str(key);
    if (value === undefined) return undefined;
    if (!(options as readonly string[]).includes(value)) {
      const list = options.length > 1 ? `${options.slice(0, -1).join(', ')}, or ${options[options.length - 1]}` : options.join('');
      throw invalidRequest(`Invalid ${this.name(key)}: must be one of ${list}`, { param: this.name(key) });
    }
    return value as T;
  }

  int(key: string, min = Number.MIN_SAFE_INTEGER): number | undefined {
    const value = this.str(key);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, { code: 'parameter_invalid_integer', param: this.name(key) });
    const number = Number(value);
    if (number < min) {
      const words = min === 1 ? 'Invalid positive integer' : min === 0 ? 'Invalid non-negative integer' : `Must be at least ${min}`;
      throw invalidRequest(words, { code: 'parameter_invalid_integer', param: this.name(key) });
    }
    return number;
  }

  bool(key: string): boolean | undefined {
    const value = this.str(key);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, { param: this.name(key) });
    return value === 'true';
  }

  currency(key: string): string | undefined {
    const value = this.str(key);
    if (value === undefined) return undefined;
    if (!/^[A-Za-z]{3}$/.test(value)) throw invalidRequest(`Invalid currency: ${value.toLowerCase()}.`, { param: this.name(key) });
    return value.toLowerCase();
  }

  obj(key: string): Params | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (!isRecord(value)) throw invalidRequest(`Invalid object`, { param: this.name(key) });
    return new Params(value, this.name(key));
  }

  list(key: string): Params[] | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) throw invalidRequest(`Invalid array`, { param: this.name(key) });
    return value.map((item, index) => {
      if (!isRecord(item)) throw invalidRequest(`Invalid object`, { param: `${this.name(key)}[${index}]` });
      return new Params(item, `${this.name(key)}[${index}]`);
    });
  }

  strings(key: string): string[] {
    const value = this.values[key];
    if (value === undefined) return [];
    const items = Array.isArray(value) ? value : [value];
    return items.map((item) => {
      if (typeof item !== 'string') throw invalidRequest(`Invalid array`, { param: this.name(key) });
      return item;
    });
  }

  /**
   * Metadata as Stripe reads it: undefined when absent, `{}` to clear all (`metadata=`), '' values
   * to unset single keys (returned as '' for the caller to delete), at most 50 keys of 40 characters
   * and values of 500.
   */
  metadata(key = 'metadata'): Record<string, string> | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (value === '') return {};
    if (!isRecord(value)) throw invalidRequest('Invalid object', { param: this.name(key) });
    const out: Record<string, string> = {};
    const entries = Object.entries(value);
    if (entries.length > 50)
      throw invalidRequest('Invalid metadata: metadata can have up to 50 keys, but you passed in more than 50 keys.', { param: this.name(key) });
    for (const [k, v] of entries) {
      if (typeof v !== 'string') throw invalidRequest(`Invalid string: ${JSON.stringify(v)}`, { param: `${this.name(key)}[${k}]` });
      if (k.length > 40) throw invalidRequest('Metadata keys can have up to 40 characters.', { param: `${this.name(key)}[${k}]` });
      if (v.length > 500) throw invalidRequest('Metadata values can have up to 500 characters.', { param: `${this.name(key)}[${k}]` });
      out[k] = v;
    }
    return out;
  }
}

/** Applies a metadata update: '' values unset keys, `{}` from `metadata=` clears everything. */
export function mergeMetadata(current: Record<string, string>, update: Record<string, string> | undefined): Record<string, string> {
  if (update === undefined) return current;
  if (Object.keys(update).length === 0) return {};
  const next = { ...current };
  for (const [k, v] of Object.entries(update)) {
    if (v === '') delete next[k];
    else next[k] = v;
  }
  return next;
}

const ZERO_DECIMAL = new Set(['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf']);

/** An amount in the smallest unit as Stripe words it in messages: `$12.50`, `€3.00`, `¥500`. */
export function formatAmount(amount: number, currency: string): string {
  const symbols: Record<string, string> = { usd: '$', eur: '€', gbp: '£', jpy: '¥' };
  const major = ZERO_DECIMAL.has(currency) ? String(amount) : (amount / 100).toFixed(2);
  const symbol = symbols[currency];
  return symbol ? `${symbol}${major}` : `${major} ${currency.toUpperCase()}`;
}
