// What the export files hold (SPEC §16), each column from one place. Orders: the order resource's
// own fields (what GET /orders shows, in its order), then coupon_code. Members: the listed facts,
// then one `form:<form_id>:<key>` column per form question, from the injected FormColumns.
import type { Db, MemberRow, OrderRow } from '../../db/schema.js';
import { Order } from '../orders/schemas.js';

const ORDER_RESOURCE = Object.keys(Order.properties);

/** What an order export adds to the resource. coupon_code is the coupon the order used: read from
 * the order resource or, failing that, the order's row, so it fills in once coupons store it
 * either way; empty until then. */
const ORDER_EXTRA = ['coupon_code'].filter((c) => !ORDER_RESOURCE.includes(c));

export const ORDER_COLUMNS: readonly string[] = [...ORDER_RESOURCE, ...ORDER_EXTRA];

/** An extra column's value, from the order's row (null when the row has no such column yet). */
export const orderExtra = (row: OrderRow, column: string): unknown => (row as unknown as Record<string, unknown>)[column] ?? null;

export const MEMBER_COLUMNS: readonly string[] = [
  'member_id',
  'username',
  'first_name',
  'language_code',
  'has_access',
  'plans',
  'expires_at',
  'paid',
  'first_paid_at',
  'referred_by',
  'banned',
];

/** Whether the member is banned (SPEC §16 bans). Bans are not in this build: false unless the
 * member's row says so in a `banned` column; the bans module plugs its own rule in here. */
export const isBanned = (row: MemberRow): boolean => Boolean(Number((row as unknown as { banned?: unknown }).banned ?? 0));

/** One column per form question, with each member's answers (SPEC §15 forms). */
export interface FormColumns {
  /** The bot's form questions, in the order their columns appear. */
  questions(db: Db, botId: number): Promise<{ form_id: number; key: string }[]>;
  /** The answers of the members in (after, last]: member_id → column header → answer. */
  answers(db: Db, botId: number, after: string | undefined, last: string): Promise<Map<string, Map<string, string>>>;
}

/** Forms are not in this build: no form columns. The forms module provides the real one. */
export const NO_FORMS: FormColumns = { questions: async () => [], answers: async () => new Map() };

export const formHeader = (question: { form_id: number; key: string }) => `form:${question.form_id}:${question.key}`;
