// One validator for every door: the options Fastify's Ajv is built with (app.ts) and a compiler
// for the CLI and CSV import, so a field's rule and its message are the same everywhere.
import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { TSchema, Static } from '@sinclair/typebox';
import type { FieldError } from '../errors.js';
import { ANNOTATION_KEYWORDS, fieldErrors } from './field-errors.js';
import { ajvFormats, fastDateTime } from './formats.js';

/** Ajv options for request validation: every error, nothing coerced, defaulted or removed. */
export const AJV_OPTIONS = {
  allErrors: true,
  coerceTypes: false,
  useDefaults: false,
  removeAdditional: false,
  verbose: true,
  keywords: ANNOTATION_KEYWORDS,
  formats: ajvFormats,
} as const;

/** Once ajv-formats is in (Fastify's compiler adds it itself): its `date-time` with a fast path. */
export function overrideFormats(ajv: Ajv): void {
  const full = ajv.formats['date-time'] as { validate: (value: string) => boolean; compare: (a: string, b: string) => number | undefined } | undefined;
  if (full) ajv.addFormat('date-time', { type: 'string', validate: fastDateTime(full.validate), compare: full.compare });
}

let shared: Ajv | undefined;
function ajv(): Ajv {
  if (!shared) {
    shared = new Ajv({ ...AJV_OPTIONS, keywords: [...AJV_OPTIONS.keywords], formats: { ...AJV_OPTIONS.formats } });
    // ajv-formats is CommonJS: its plugin is the default export's `default`.
    (addFormatsModule as unknown as { default: (ajv: Ajv) => void }).default(shared);
    overrideFormats(shared);
  }
  return shared;
}

export type Check<T extends TSchema> = (value: unknown) => { ok: true; value: Static<T> } | { ok: false; fields: FieldError[] };

/** Compiles `schema` once; the check answers the same field errors an HTTP request would get. */
export function compileCheck<T extends TSchema>(schema: T): Check<T> {
  const validate = ajv().compile(schema);
  return (value) =>
    validate(value) ? { ok: true, value: value as Static<T> } : { ok: false, fields: fieldErrors((validate.errors ?? []) as ErrorObject[] as never) };
}
