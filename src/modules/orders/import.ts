// Bulk import of paid orders (bots migrating from another platform): every row is validated
// first, then all rows are written in one transaction, so a file is imported whole or not at all.
// Rows stream through in batches; duplicates of an external_id (in the file or already stored) are
// skipped; sales are summed per (currency, quarter hour) and recorded when that sum grows past its
// bound and at the end. Then the subscriptions: the database sorts the import's orders by member,
// plan and paid_at (import_refs, a TEMP table), they are folded a page at a time, and every order
// gets its subscription in one pass at the end. Nothing held in memory grows with the file.
import type { BotContext } from '../../bot-context.js';
import type { NewOrder, PlanRow } from '../../db/schema.js';
import { POSITIVE_ID } from '../../schema/ids.js';
import { compileCheck } from '../../schema/check.js';
import type { Db, ServiceDeps } from '../common/deps.js';
import { allocateIds } from '../common/id-counters.js';
import type { PlanService } from '../plans/service.js';
import type { SubscriptionService } from '../subscriptions/service.js';
import { HISTORY_BOUNDS, type HistoryBounds, type ImportedHistory } from '../subscriptions/history.js';
import { dropImportStage, importedOrdersAfter, linkImportedOrders, linkImportedRanges, stageImportedOrders } from './repository.js';
import { SalesAccumulator } from '../stats/sales-ledger.js';
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

/** How much an import holds in memory at once (tests make them small to cross every boundary). */
export interface ImportBounds extends HistoryBounds {
  /** Rows validated and held before a write (amortises statements). */
  rows: number;
  /** (currency, quarter hour) sums held before they are recorded into the rollups. */
  sales: number;
}

export const IMPORT_BOUNDS: ImportBounds = { ...HISTORY_BOUNDS, rows: 1_000, sales: 262_144 };
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

/** This import's orders (ids first..last), staged in fold order, as the subscriptions read them. */
async function importedHistory(trx: Db, botId: number, first: number, last: number): Promise<ImportedHistory> {
  await stageImportedOrders(trx, botId, first, last);
  return { after: (after, limit) => importedOrdersAfter(trx, after, limit), link: (ranges) => linkImportedRanges(trx, ranges) };
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
    async importRows(
      bot: BotContext,
      rows: AsyncIterable<ImportRow>,
      onProgress?: (rows: number) => void,
      maxErrors = 100,
      bounds: ImportBounds = IMPORT_BOUNDS,
    ): Promise<ImportResult> {
      const { botId } = bot;
      const byId = await plans.plansOf(botId);
      const at = now();
      return db.transaction().execute(async (trx) => {
        const sales = new SalesAccumulator(bounds.sales);
        const result: ImportResult = { rows: 0, imported: 0, duplicates: 0 };
        const errors: ImportError[] = [];
        let batch: Draft[] = [];
        // This import's order ids: consecutive, as every batch's are allocated in this transaction
        // (and on PostgreSQL the counter's row stays locked until it ends).
        let firstId = 0;
        let lastId = 0;
        const flush = async () => {
          if (!batch.length || errors.length) return;
          const first = await allocateIds(trx, botId, 'order', batch.length);
          if (!firstId) firstId = first;
          lastId = first + batch.length - 1;
          const orders = batch.map((d, i) => ({ ...d, order_id: first + i }));
          const inserted = await writePaidOrders(trx, botId, orders, sales);
          result.imported += inserted.size;
          result.duplicates += orders.length - inserted.size;
          batch = [];
          if (sales.size >= bounds.sales) await sales.record(trx, botId);
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
            if (batch.length === bounds.rows) await flush();
          }
        }
        if (errors.length) throw new ImportRejected(errors.slice(0, maxErrors), result.rows);
        await flush();
        await sales.record(trx, botId);
        if (result.imported) {
          try {
            await subscriptions.applyHistory(trx, bot, await importedHistory(trx, botId, firstId, lastId), byId, bounds);
            await linkImportedOrders(trx, botId);
          } catch (error) {
            await dropImportStage(trx).catch(() => undefined);
            throw error;
          }
        }
        return result;
      });
    },
  };
}

export type OrderImporter = ReturnType<typeof createOrderImporter>;
