// Bulk import of paid orders (bots migrating from another platform): every row is validated
// first, then all rows are written in one transaction, so a file is imported whole or not at all.
// Rows stream through in batches (memory does not grow with the file); duplicates of an
// external_id (in the file or already stored) are skipped; rollups are applied once at the end.
import type { NewOrder, PlanRow } from '../../db/schema.js';
import { isCurrencyCode } from '../../money/index.js';
import { isStorableText } from '../common/formats.js';
import type { ServiceDeps } from '../common/deps.js';
import { allocateIds } from '../common/id-counters.js';
import { applyRollupDeltas } from '../stats/rollups.js';
import { resolvePayment } from './payment.js';
import { MemberId } from './schemas.js';
import { RollupAccumulator, writePaidOrders } from './writer.js';

export const IMPORT_COLUMNS = ['plan_id', 'member_id', 'amount', 'currency', 'paid_at', 'external_id'] as const;
export type ImportRow = { line: number } & Record<(typeof IMPORT_COLUMNS)[number], string>;

export interface ImportError {
  line: number;
  field: string;
  message: string;
}

export interface ImportResult {
  rows: number;
  imported: number;
  duplicates: number;
}

const BATCH = 1000;
const MEMBER_ID = new RegExp(MemberId.pattern!);
const PLAN_ID = /^[1-9][0-9]{0,14}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;

export class ImportRejected extends Error {
  constructor(readonly errors: ImportError[], readonly rows: number) {
    super(`${errors.length} invalid row(s); nothing was imported`);
  }
}

type Draft = Omit<NewOrder, 'order_id'>;

export function createOrderImporter({ db, now }: ServiceDeps) {
  async function plansOf(botId: number): Promise<Map<number, PlanRow>> {
    const rows = await db.selectFrom('plans').selectAll().where('bot_id', '=', botId).execute();
    return new Map(rows.map((p) => [Number(p.plan_id), p]));
  }

  /** The order a row describes, or why it cannot be one. Archived plans are allowed: this is history. */
  function toDraft(botId: number, row: ImportRow, plans: Map<number, PlanRow>, at: number): Draft | ImportError[] {
    const errors: ImportError[] = [];
    const fail = (field: string, message: string) => errors.push({ line: row.line, field, message });
    const plan = PLAN_ID.test(row.plan_id) ? plans.get(Number(row.plan_id)) : undefined;
    if (!plan) fail('plan_id', `must be the id of a plan of this bot; got ${JSON.stringify(row.plan_id)}`);
    if (!MEMBER_ID.test(row.member_id)) fail('member_id', 'must be 1 to 64 characters of A-Z a-z 0-9 _ -');
    if (row.currency !== '' && !isCurrencyCode(row.currency)) fail('currency', 'must be an ISO 4217 currency code in upper case, such as USD');
    if (!INSTANT.test(row.paid_at)) fail('paid_at', 'must be an ISO 8601 time with a time zone, such as 2026-11-21T10:00:00Z');
    if (row.external_id.length > 255 || !isStorableText(row.external_id)) fail('external_id', 'must be at most 255 characters of valid Unicode text without NUL');
    if (errors.length || !plan) return errors;
    const payment = resolvePayment(plan, { amount: row.amount || undefined, currency: row.currency || undefined, paidAt: Date.parse(row.paid_at) }, at);
    if (!payment.ok) return payment.fields.map((f) => ({ line: row.line, ...f }));
    return {
      bot_id: botId,
      plan_id: Number(row.plan_id),
      member_id: row.member_id,
      amount_minor: payment.amountMinor,
      currency: payment.currency,
      paid_at: payment.paidAt,
      status: 'paid',
      external_id: row.external_id || null,
      refunded_at: null,
      created_at: at,
    };
  }

  return {
    /**
     * Validates and writes every row in one transaction, in one pass over the file. After the first
     * invalid row nothing more is written, the rest is still checked (up to `maxErrors` problems),
     * and the transaction is rolled back: a file is imported whole or not at all.
     */
    async importRows(botId: number, rows: AsyncIterable<ImportRow>, onProgress?: (rows: number) => void, maxErrors = 100): Promise<ImportResult> {
      const plans = await plansOf(botId);
      const at = now();
      return db.transaction().execute(async (trx) => {
        const rollups = new RollupAccumulator();
        const result: ImportResult = { rows: 0, imported: 0, duplicates: 0 };
        const errors: ImportError[] = [];
        let batch: Draft[] = [];
        const flush = async () => {
          if (!batch.length || errors.length) return;
          const first = await allocateIds(trx, botId, 'order', batch.length);
          const orders = batch.map((d, i) => ({ ...d, order_id: first + i }));
          const inserted = await writePaidOrders(trx, botId, orders, rollups);
          result.imported += inserted.size;
          result.duplicates += orders.length - inserted.size;
          batch = [];
          onProgress?.(result.rows);
        };
        for await (const row of rows) {
          result.rows++;
          const draft = toDraft(botId, row, plans, at);
          if (Array.isArray(draft)) {
            errors.push(...draft);
            if (errors.length >= maxErrors) break;
          } else if (!errors.length) {
            batch.push(draft);
            if (batch.length === BATCH) await flush();
          }
        }
        if (errors.length) throw new ImportRejected(errors.slice(0, maxErrors), result.rows);
        await flush();
        await applyRollupDeltas(trx, botId, rollups.deltas());
        return result;
      });
    },
  };
}

export type OrderImporter = ReturnType<typeof createOrderImporter>;
