// The one error hierarchy. Services throw these; http/error-handler.ts turns them into the envelope.

export type ErrorType =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'validation_failed'
  | 'rate_limited'
  | 'internal'
  | 'upstream_failed'
  | 'unavailable';

export const STATUS_OF: Record<ErrorType, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  upstream_failed: 502,
  unavailable: 503,
};

/** The same refusal as a message of the bot's catalogues (SPEC §18), for the bot to say in its
 * reader's language: `refusal-…` with its arguments; `day` is an instant the bot writes as a date. */
export interface Said {
  id: string;
  args?: Record<string, string | number>;
  day?: number;
}

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly status: number;
  /** How the bot says it, when a person reaches it through the bot. */
  said?: Said;
  constructor(
    readonly type: ErrorType,
    /** One sentence a person can act on; safe to show (no secrets, no internals). */
    readonly description: string,
    readonly fields?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(description);
    this.status = STATUS_OF[type];
  }

  /** Names the catalogue message that says this refusal: `throw new ConflictError('…').saying(…)`. */
  saying(id: string, args?: Said['args'], day?: number): this {
    this.said = { id, ...(args ? { args } : {}), ...(day === undefined ? {} : { day }) };
    return this;
  }
}

export class NotFoundError extends AppError {
  constructor(description: string) {
    super('not_found', description);
  }
}

export class ConflictError extends AppError {
  constructor(description: string) {
    super('conflict', description);
  }
}

export class ForbiddenError extends AppError {
  constructor(description: string) {
    super('forbidden', description);
  }
}

export class UnauthorizedError extends AppError {
  constructor() {
    super('unauthorized', 'The bot id and api_key do not match an active key; check both.');
  }
}

export class UnavailableError extends AppError {
  constructor(description = 'The service cannot reach its storage right now; retry shortly.') {
    super('unavailable', description);
  }
}

/** A payment platform refused or could not be reached; nothing was changed here. */
export class UpstreamError extends AppError {
  constructor(description: string) {
    super('upstream_failed', description);
  }
}

/** A well-formed request that breaks a rule; lists every failing field. */
export class ValidationError extends AppError {
  constructor(fields: FieldError[], description = describeFields(fields)) {
    super('validation_failed', description, fields);
  }
}

/** Shorthand for one failing field: `invalid('chat_type', 'must be ...')`. */
export function invalid(field: string, message: string): ValidationError {
  return new ValidationError([{ field, message }]);
}

export function describeFields(fields: FieldError[]): string {
  const [first] = fields;
  if (!first) return 'The request is invalid.';
  const sentence = `${first.field} ${first.message}`;
  return fields.length === 1 ? sentence : `${sentence} (and ${fields.length - 1} more, see error.fields)`;
}
