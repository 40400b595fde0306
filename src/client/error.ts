// The one error the client throws: every `ok: false` answer, network failures (status 0, type
// "network_error") and answers that are not an envelope ("invalid_response").
import type { FieldError } from './types.js';

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
