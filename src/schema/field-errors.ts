// Turns Ajv's errors (from the TypeBox route schemas) into our field list.
// A schema may carry `x-rule` (the sentence for any failure of that field), `x-secret`
// (never echo the value) and `x-value-messages` (a reason for one rejected value).
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import type { FieldError } from '../errors.js';
import { FORMATS } from './formats.js';

/** Extra schema keywords understood here; registered with Ajv so strict mode accepts them. */
export const ANNOTATION_KEYWORDS = ['x-rule', 'x-secret', 'x-value-messages'];

interface Annotated {
  type?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  enum?: unknown[];
  'x-rule'?: string;
  'x-secret'?: boolean;
  'x-value-messages'?: Record<string, string>;
}

interface AjvError extends FastifySchemaValidationError {
  parentSchema?: Annotated;
  data?: unknown;
}

const ARTICLE: Record<string, string> = {
  integer: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'a boolean (true or false)',
  object: 'an object',
  array: 'an array',
};

/** `/options/recurring` → `options.recurring`, `/chat_ids/0` → `chat_ids[0]`. */
export function fieldName(pointer: string, prefix?: string): string {
  const parts = pointer
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  let name = prefix ?? '';
  for (const part of parts) name = /^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part;
  return name;
}

function range(s: Annotated, unit: string): string {
  const [lo, hi] = unit === 'characters' ? [s.minLength, s.maxLength] : [s.minimum, s.maximum];
  const what = unit === 'characters' ? ' characters' : '';
  if (lo !== undefined && hi !== undefined) return ` from ${lo} to ${hi}${what}`;
  if (lo !== undefined) return ` of at least ${lo}${what}`;
  if (hi !== undefined) return ` of at most ${hi}${what}`;
  return '';
}

function ruleOf(schema: Annotated | undefined): string {
  if (!schema) return 'is invalid';
  if (schema['x-rule']) return schema['x-rule'];
  if (schema.enum) return `must be one of ${schema.enum.join(', ')}`;
  const type = schema.type ?? '';
  const base = `must be ${ARTICLE[type] ?? 'valid'}`;
  if (type === 'string') return `${base}${range(schema, 'characters')}`;
  if (type === 'integer' || type === 'number') return `${base}${range(schema, 'value')}`;
  return base;
}

function shown(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    // Nesting too deep for JSON.stringify (a body of 10 000 `[`): name the kind instead.
    text = Array.isArray(value) ? '[…]' : '{…}';
  }
  // Counted in code points, so shortening never splits a character into a lone surrogate.
  const chars = Array.from(text);
  return chars.length > 60 ? `${chars.slice(0, 57).join('')}...` : text;
}

function messageOf(error: AjvError): string {
  const schema = error.parentSchema;
  if (error.keyword === 'required') return 'is required';
  if (error.keyword === 'additionalProperties') return 'is not a known field';
  const special = typeof error.data === 'string' ? schema?.['x-value-messages']?.[error.data] : undefined;
  if (special) return special;
  const format = error.keyword === 'format' ? FORMATS[(error.params as { format: string }).format] : undefined;
  if (format && typeof error.data === 'string') return `${format.explain(error.data)}; got ${shown(error.data)}`;
  const rule = ruleOf(schema);
  return schema?.['x-secret'] ? rule : `${rule}; got ${shown(error.data)}`;
}

/** One entry per failing field (the first failure of each), in the order Ajv found them. */
export function fieldErrors(errors: FastifySchemaValidationError[], context?: string): FieldError[] {
  const prefix = context === 'querystring' || context === 'params' || context === 'body' ? undefined : context;
  const seen = new Map<string, FieldError>();
  for (const raw of errors as AjvError[]) {
    const params = raw.params as Record<string, string>;
    let pointer = raw.instancePath;
    if (raw.keyword === 'required') pointer += `/${params.missingProperty}`;
    if (raw.keyword === 'additionalProperties') pointer += `/${params.additionalProperty}`;
    const field = fieldName(pointer, prefix) || 'body';
    if (!seen.has(field)) seen.set(field, { field, message: messageOf(raw) });
  }
  return [...seen.values()];
}

/** True when the body itself is the wrong kind of value (an array, a string, null…): a 400. */
export function isBodyShapeError(errors: FastifySchemaValidationError[], context?: string): boolean {
  return context === 'body' && errors.some((e) => e.instancePath === '' && e.keyword === 'type');
}
