// What the export files hold (SPEC §16), each column from one place. Orders: the order resource's
// own fields (what GET /orders shows, in its order, coupon_code among them). Members: the listed facts,
// then one `form:<form_id>:<key>` column per form question, from the injected FormColumns.
import type { Db, MemberRow } from '../../db/schema.js';
import { Order } from '../orders/schemas.js';

/** The order resource's fields, coupon_code among them. */
export const ORDER_COLUMNS: readonly string[] = Object.keys(Order.properties);

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

/** Whether the member is banned (SPEC §16). */
export const isBanned = (row: MemberRow): boolean => row.banned_at !== null;

/** One column per form question, with each member's answers (SPEC §15 forms). */
export interface FormColumns {
  /** The bot's form questions, in the order their columns appear. */
  questions(db: Db, botId: number): Promise<{ form_id: number; key: string }[]>;
  /** The answers of the members in (after, last]: member_id → column header → answer. */
  answers(db: Db, botId: number, after: string | undefined, last: string): Promise<Map<string, Map<string, string>>>;
}

/** No form columns (the forms module provides the real ones: forms/export-columns.ts). */
export const NO_FORMS: FormColumns = { questions: async () => [], answers: async () => new Map() };

export const formHeader = (question: { form_id: number; key: string }) => `form:${question.form_id}:${question.key}`;
