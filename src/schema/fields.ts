// Schema building blocks shared by every resource: the envelopes, enums, ids, pagination.
import { Type, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../limits.js';
import { PLATFORM_USER_ID_PATTERN, PLATFORM_USER_ID_RULE, POSITIVE_ID_PATTERN } from './ids.js';

/** A string enum as a plain JSON-schema `enum` (clearer errors and OpenAPI than anyOf-of-consts). */
export function StringEnum<const T extends readonly string[]>(values: T, options: Record<string, unknown> = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

export const Timestamp = Type.String({ format: 'date-time', description: 'An instant, ISO 8601 in UTC.' });

/** An ISO 4217 code field; `description` says what the currency is of. */
export function CurrencyField(description = 'ISO 4217 currency code, upper case.') {
  return Type.String({ format: 'iso4217', 'x-rule': 'must be an ISO 4217 currency code in upper case, such as USD', description, examples: ['USD'] });
}

export const CurrencyCode = CurrencyField();

/** A decimal money string ≥ 0 (digits per currency are checked by the service, which knows the currency). */
export function DecimalAmountField(description: string) {
  return Type.String({
    pattern: '^(0|[1-9][0-9]*)(\\.[0-9]+)?$',
    'x-rule': 'must be a decimal string of at least 0, such as "9.99"',
    description,
    examples: ['9.99'],
  });
}

/** A user id on the messaging platform (admins, members). */
export function PlatformUserId(description: string, example: string) {
  return Type.String({ pattern: PLATFORM_USER_ID_PATTERN, 'x-rule': PLATFORM_USER_ID_RULE, description, examples: [example] });
}

/** An instant in RFC 3339 / ISO 8601 with a time zone. */
export function InstantField(description: string) {
  return Type.String({ format: 'date-time', 'x-rule': 'must be an ISO 8601 time with a time zone, such as "2026-11-21T10:00:00Z"', description });
}

/** Integer ids in paths arrive as text; this is their shape. */
export function IdParam(description: string) {
  return Type.String({ pattern: POSITIVE_ID_PATTERN, 'x-rule': 'must be a positive integer', description });
}

/** A pattern for the decimal integers 1..max, max a power of ten (query parameters arrive as text). */
export function upToPowerOfTenPattern(max: number): string {
  const digits = String(max).length;
  if (String(max) !== `1${'0'.repeat(digits - 1)}` || digits < 2) throw new RangeError(`${max} is not a power of ten ≥ 10`);
  return `^(?:[1-9][0-9]{0,${digits - 2}}|${max})$`;
}

export const PageQuery = {
  cursor: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, 'x-rule': 'must be a next_cursor from a previous page', description: 'next_cursor of the previous page.' }),
  ),
  limit: Type.Optional(
    Type.String({
      pattern: upToPowerOfTenPattern(MAX_PAGE_SIZE),
      'x-rule': `must be an integer from 1 to ${MAX_PAGE_SIZE}`,
      description: `Items per page, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}).`,
    }),
  ),
};

const envelopeBase = {
  ok: Type.Boolean(),
  request_id: Type.String(),
  method: Type.String(),
  path: Type.String({ description: 'The path after the api_key (bot-scoped routes) or the whole path; never a query string.' }),
  code: Type.Integer({ description: 'Equals the HTTP status.' }),
};

const PAGE = Symbol('page');

/** A list answered a page at a time (`next_cursor` while more remain), for `responses`. */
export function Page<T extends TSchema>(item: T) {
  return Object.assign(Type.Array(item), { [PAGE]: true });
}

/** The success envelope around `result`, named after what it holds (`PlanEnvelope`, `PlanPage`,
 * `OrderCountEntryList`) so the reference gives it a name of its own. */
export function Envelope<T extends TSchema>(result: T) {
  const item = result.type === 'array' ? (result.items as TSchema) : undefined;
  const name = (item ?? result).title as string | undefined;
  if (item && PAGE in result) {
    const nextCursor = Type.String({ description: 'Present while more items remain: ask again with cursor set to it.' });
    return Type.Object({ ...envelopeBase, result, next_cursor: Type.Optional(nextCursor) }, { title: name && `${name}Page` });
  }
  return Type.Object({ ...envelopeBase, result }, { title: name && (item ? `${name}List` : `${name}Envelope`) });
}

export const FieldErrorSchema = Type.Object({ field: Type.String(), message: Type.String() }, { title: 'FieldError' });

export const ErrorEnvelope = Type.Object(
  {
    ...envelopeBase,
    description: Type.String({ description: 'One sentence a person can act on.' }),
    error: Type.Object({ type: Type.String(), fields: Type.Optional(Type.Array(FieldErrorSchema)) }),
  },
  { $id: 'ErrorEnvelope', title: 'ErrorEnvelope' },
);

/** Response map for a route: the success schemas plus the error envelope for `serviceErrors`,
 * the statuses its service raises beyond those the route's shape implies (http/route-errors.ts
 * adds those). */
export function responses(success: Record<number, TSchema>, serviceErrors: number[] = []) {
  const map: Record<number, TSchema> = {};
  for (const [code, schema] of Object.entries(success)) map[Number(code)] = Envelope(schema);
  for (const code of serviceErrors) map[code] = Type.Ref(ErrorEnvelope);
  return map;
}
