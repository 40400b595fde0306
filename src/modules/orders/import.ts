// Bulk import of paid orders (bots migrating from another platform): every row is validated
// first, then all rows are written in one transaction, so a file is imported whole or not at all.
// Rows stream through in batches (memory does not grow with the file); duplicates of an
// external_id (in the file or already stored) are skipped; sales are recorded once at the end.
import type { BotContext } from '../../bot-context.js';
import type { NewOrder, PlanRow } from '../../db/schema.js';
import { POSITIVE_ID } from '../../schema/ids.js';
import { compileCheck } from '../../schema/check.js';
import type { ServiceDeps } from '../common/deps.js';
import { allocateIds } from '../common/id-counters.js';
import type { PlanService } from '../plans/service.js';
import type { SubscriptionService } from '../subscriptions/service.js';
import type { ImportedOrderRef } from '../subscriptions/history.js';
import { linkSubscriptions } from './repository.js';
import { recordSales, SalesAccumulator } from '../stats/sales-ledger.js';
import { writePaidOrders } from './paid-orders.js';
import { resolvePayment } from './payment.js';
import { ImportedOrder } from './schemas.js';

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

/** Rows validated and held in memory before a write: bounds memory, amortises statements. */
const ROWS_PER_WRITE = 1000;
const checkRow = compileCheck(ImportedOrder);

export class ImportRejected extends Error {
  constructor(
    readonly errors: ImportError[],
    readonly rows: number,
  ) {
    super(`${errors.length} invalid row(s); nothing was imported`);
  }
}

type Draft = Omit<NewOrder, 'order_id'>;

/** The row as POST /orders would receive it: empty optional cells are absent, ids are numbers. */
function asOrderBody(row: ImportRow): Record<string, unknown> {
  const body: Record<string, unknown> = { plan_id: POSITIVE_ID.test(row.plan_id) ? Number(row.plan_id) : row.plan_id, member_id: row.member_id };
  for (const column of ['amount', 'currency', 'paid_at', 'external_id'] as const) if (row[column] !== '') body[column] = row[column];
  return body;
}

export function createOrderImporter({ db, now }: ServiceDeps, plans: Pick<PlanService, 'plansOf'>, subscriptions: Pick<SubscriptionService, 'applyHistory'>) {
  /** The order a row describes, or why it cannot be one. Archived plans are allowed: this is history. */
  function toDraft(botId: number, row: ImportRow, byId: Map<number, PlanRow>, at: number): Draft | ImportError[] {
    const checked = checkRow(asOrderBody(row));
    const errors: ImportError[] = checked.ok ? [] : checked.fields.map((f) => ({ line: row.line, ...f }));
    const plan = checked.ok ? byId.get(checked.value.plan_id) : undefined;
    if (checked.ok && !plan)
      errors.push({ line: row.line, field: 'plan_id', message: `must be the id of a plan of this bot; got ${JSON.stringify(row.plan_id)}` });
    if (!checked.ok || !plan) return errors;
    const order = checked.value;
    const payment = resolvePayment(plan, { amount: order.amount, currency: order.currency, paidAt: Date.parse(order.paid_at) }, at);
    if (!payment.ok) return payment.fields.map((f) => ({ line: row.line, ...f }));
    return {
      bot_id: botId,
      plan_id: order.plan_id,
      member_id: order.member_id,
      amount_minor: payment.amountMinor,
      currency: payment.currency,
      paid_at: payment.paidAt,
      status: 'paid',
      external_id: order.external_id ?? null,
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
    async importRows(bot: BotContext, rows: AsyncIterable<ImportRow>, onProgress?: (rows: number) => void, maxErrors = 100): Promise<ImportResult> {
      const { botId } = bot;
      const byId = await plans.plansOf(botId);
      const at = now();
      return db.transaction().execute(async (trx) => {
        const sales = new SalesAccumulator();
        const result: ImportResult = { rows: 0, imported: 0, duplicates: 0 };
        const errors: ImportError[] = [];
        let batch: Draft[] = [];
        // What the subscriptions need of each imported order, until the end of the file.
        const imported: ImportedOrderRef[] = [];
        const flush = async () => {
          if (!batch.length || errors.length) return;
          const first = await allocateIds(trx, botId, 'order', batch.length);
          const orders = batch.map((d, i) => ({ ...d, order_id: first + i }));
          const inserted = await writePaidOrders(trx, botId, orders, sales);
          result.imported += inserted.size;
          result.duplicates += orders.length - inserted.size;
          for (const o of orders)
            if (inserted.has(o.order_id)) imported.push({ order_id: o.order_id, member_id: o.member_id, plan_id: o.plan_id, paid_at: o.paid_at });
          batch = [];
          onProgress?.(result.rows);
        };
        for await (const row of rows) {
          result.rows++;
          const draft = toDraft(botId, row, byId, at);
          if (Array.isArray(draft)) {
            errors.push(...draft);
            if (errors.length >= maxErrors) break;
          } else if (!errors.length) {
            batch.push(draft);
            if (batch.length === ROWS_PER_WRITE) await flush();
          }
        }
        if (errors.length) throw new ImportRejected(errors.slice(0, maxErrors), result.rows);
        await flush();
        await recordSales(trx, botId, sales.deltas());
        const { links } = await subscriptions.applyHistory(trx, bot, imported, byId);
        await linkSubscriptions(trx, botId, links);
        return result;
      });
    },
  };
}

export type OrderImporter = ReturnType<typeof createOrderImporter>;
