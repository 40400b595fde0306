// The Bot API's wire rules for the Telegram double: how a request's parameters are read (every
// parameter is a string, as the Bot API server reads them: JSON values other than strings are kept
// as their JSON text), how integers and booleans are parsed, and the error envelope.
import type { IncomingMessage } from 'node:http';

export interface ResponseParameters {
  retry_after?: number;
  migrate_to_chat_id?: number;
}

export type TelegramOk = { ok: true; result: unknown; description?: string };
export type TelegramFailure = { ok: false; error_code: number; description: string; parameters?: ResponseParameters };
export type TelegramResponse = TelegramOk | TelegramFailure;

/** A refusal in Telegram's words; `code` is both the HTTP status and `error_code`. */
export class TelegramError extends Error {
  constructor(
    readonly code: number,
    readonly description: string,
    readonly parameters?: ResponseParameters,
  ) {
    super(description);
  }

  toResponse(): TelegramFailure {
    return { ok: false, error_code: this.code, description: this.description, ...(this.parameters ? { parameters: this.parameters } : {}) };
  }
}

export const badRequest = (message: string) => new TelegramError(400, `Bad Request: ${message}`);
export const forbidden = (message: string) => new TelegramError(403, `Forbidden: ${message}`);
export const conflict = (message: string) => new TelegramError(409, `Conflict: ${message}`);
export const tooManyRequests = (retryAfter: number) => new TelegramError(429, `Too Many Requests: retry after ${retryAfter}`, { retry_after: retryAfter });

/** The standard words for an error code, used when a fault is injected without a description. */
export function defaultDescription(code: number, retryAfter?: number): string {
  switch (code) {
    case 400:
      return 'Bad Request';
    case 401:
      return 'Unauthorized';
    case 403:
      return 'Forbidden';
    case 404:
      return 'Not Found';
    case 409:
      return 'Conflict';
    case 429:
      return `Too Many Requests: retry after ${retryAfter ?? 1}`;
    case 500:
      return 'Internal Server Error';
    case 502:
      return 'Bad Gateway';
    default:
      return `Error ${code}`;
  }
}

/** A successful result that also carries a `description` (setWebhook and deleteWebhook answer like that). */
export class Described {
  constructor(
    readonly result: unknown,
    readonly description: string,
  ) {}
}

/** `td::to_integer`: an optional sign and the leading digits; anything else reads as 0. */
export function toInteger(text: string): number {
  const match = /^\s*([+-]?)(\d+)/.exec(text);
  if (!match) return 0;
  const value = Number(match[2]);
  return match[1] === '-' ? -value : value;
}

/** The Bot API's boolean: "true", "yes" or "1" (any case); everything else is false. */
export function toBool(text: string): boolean {
  const value = text.trim().toLowerCase();
  return value === 'true' || value === 'yes' || value === '1';
}

/** A file part of a multipart upload, kept whole so tests can read what was sent. */
export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/** The parameters of one call, read the way the Bot API server reads them. */
export class Args {
  constructor(
    private readonly values: ReadonlyMap<string, string>,
    private readonly files: ReadonlyMap<string, UploadedFile> = new Map(),
  ) {}

  /** An uploaded file: the part named `name`, or the part an `attach://<part>` value names. */
  file(name: string): UploadedFile | undefined {
    const direct = this.files.get(name);
    if (direct) return direct;
    const attach = /^attach:\/\/(.+)$/.exec(this.str(name));
    return attach ? this.files.get(attach[1]!) : undefined;
  }

  /** The parameter as a string; '' when absent (the server does not tell absent from empty). */
  str(name: string): string {
    return this.values.get(name) ?? '';
  }

  has(name: string): boolean {
    return this.str(name) !== '';
  }

  required(name: string): string {
    const value = this.str(name);
    if (value === '') throw badRequest(`parameter "${name}" is required`);
    return value;
  }

  /** An integer parameter, clamped like `get_integer_arg` (default when absent). */
  int(name: string, fallback = 0, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number {
    const text = this.str(name);
    const value = text === '' ? fallback : toInteger(text);
    return Math.min(Math.max(value, min), max);
  }

  bool(name: string): boolean {
    return toBool(this.str(name));
  }

  /** A positive user id, or `Bad Request: invalid <name> specified`. */
  userId(name = 'user_id'): number {
    const value = Math.max(toInteger(this.str(name)), 0);
    if (value === 0) throw badRequest(`invalid ${name} specified`);
    return value;
  }

  /** A JSON-valued parameter: undefined when absent, `Bad Request: <unparsable>` when it is not JSON. */
  json(name: string, unparsable: string): unknown {
    const text = this.str(name);
    if (text === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw badRequest(unparsable);
    }
  }
}

export interface ParsedRequest {
  args: Args;
  /** File parts of a multipart body, by part name. */
  files?: ReadonlyMap<string, UploadedFile>;
  /** The parameters as sent: JSON values as they were, form and query values as strings. */
  params: Record<string, unknown>;
}

function addValue(values: Map<string, string>, params: Record<string, unknown>, key: string, value: unknown): void {
  if (values.has(key)) return; // the first occurrence wins, as in the server's argument list
  values.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  params[key] = value;
}

function addJsonBody(values: Map<string, string>, params: Record<string, unknown>, body: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return; // the server logs an unparsable body and goes on without it
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return;
  for (const [key, value] of Object.entries(parsed)) addValue(values, params, key, value);
}

/** Text fields of a multipart/form-data body; file parts are recorded by file name in the
 * parameters and kept whole in `files`. */
function addMultipartBody(
  values: Map<string, string>,
  params: Record<string, unknown>,
  body: Buffer,
  contentType: string,
  files: Map<string, UploadedFile>,
): void {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return;
  for (const part of body.toString('latin1').split(`--${marker}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    if (name === undefined) continue;
    // Quoted, or bare as grammY writes it (`filename=members.csv`).
    const fileMatch = /filename=(?:"([^"]*)"|([^;\r\n]*))/i.exec(head);
    const file = fileMatch ? (fileMatch[1] ?? fileMatch[2] ?? '') : undefined;
    const raw = part.slice(split + 4).replace(/\r\n$/, '');
    if (file !== undefined && !files.has(name)) files.set(name, { fileName: file, bytes: Buffer.from(raw, 'latin1') });
    addValue(values, params, name, file === undefined ? Buffer.from(raw, 'latin1').toString('utf8') : `<file ${file}>`);
  }
}

/** Reads the query string and the body (JSON, urlencoded or multipart) into the call's parameters. */
export function parseRequest(url: URL, contentType: string, body: Buffer): ParsedRequest {
  const values = new Map<string, string>();
  const params: Record<string, unknown> = {};
  const files = new Map<string, UploadedFile>();
  for (const [key, value] of url.searchParams) addValue(values, params, key, value);
  const type = contentType.toLowerCase();
  if (type.includes('application/json')) {
    addJsonBody(values, params, body.toString('utf8'));
  } else if (type.includes('multipart/form-data')) {
    addMultipartBody(values, params, body, contentType, files);
  } else if (body.length > 0) {
    for (const [key, value] of new URLSearchParams(body.toString('utf8'))) addValue(values, params, key, value);
  }
  return { args: new Args(values, files), params, files };
}

/** A JSON body given directly (webhook replies): the same reading as an HTTP request with that body. */
export function parseObject(object: Record<string, unknown>): ParsedRequest {
  const values = new Map<string, string>();
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) addValue(values, params, key, value);
  return { args: new Args(values), params };
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Length in UTF-8 bytes (callback_data and invoice payloads are limited in bytes). */
export const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');

/** Length in Unicode code points (names and titles are limited in characters). */
export const charLength = (text: string) => [...text].length;
