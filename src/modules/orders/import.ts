// Bulk import of paid orders (bots migrating from another platform): every row is validated
// first, then all rows are written in one transaction, so a file is imported whole or not at all.
// Rows stream through in batches into a TEMP table; the database then numbers the ones that become
// orders in paid_at order (skipping duplicates of an external_id: an earlier line's, or one
// already stored), so ids follow time whatever the order of the file, and sorts them by member,
// plan and paid_at for the subscriptions, which are folded a page at a time. The orders are then
// written in id order with their subscriptions, so their indexes grow at their ends; their sales
// are summed per (currency, quarter hour), a range of ids at a time in time order, and their
// rollup nodes written as they complete. Nothing held in memory grows with the file (but the
// analytics' log of MRR steps, when a first import keeps them: analytics/keeper.ts `importing`).
// On PostgreSQL every bulk write takes the database's own bulk path, COPY (db/copy.ts): the rows
// into the stage (one COPY for the file, its lines built by the reader thread), the spans into
// subscriptions, each order's subscription into `import_links` (joined when the orders are
// written), and the rollup nodes; the rest are the same set-based statements as on SQLite.
import type { BotContext } from '../../bot-context.js';
import type { Db, PlanRow } from '../../db/schema.js';
import { IMPORT_SALES_IDS_PER_READ } from '../../db/batches.js';
import { POSITIVE_ID } from '../../schema/ids.js';
import { compileCheck } from '../../schema/check.js';
import type { ServiceDeps } from '../common/deps.js';
import type { ImportAnalytics } from '../analytics/keeper.js';
import { allocateIds } from '../bots/repository.js';
import type { PlanService } from '../plans/service.js';
import type { SubscriptionService } from '../subscriptions/service.js';
import { HISTORY_BOUNDS, type HistoryBounds, type ImportedHistory } from '../subscriptions/history.js';
import {
  createImportRows,
  dropImportStage,
  importedOrdersAfter,
  insertImportedOrders,
  linkImportedRanges,
  numberImportRows,
  openImportStage,
  paidSalesByBucket,
  type StagedRow,
  stagedLines,
  stagedValues,
  stageImportedOrders,
} from './repository.js';
import { dialectOf } from '../../db/dialect.js';
import { QUARTER_MS } from '../stats/fenwick.js';
import { ImportedSales } from '../stats/sales-ledger.js';
import { resolveOrderValues } from './order-values.js';
import { ImportedOrder } from './schemas.js';
import { IMPORT_MAX_ERRORS } from '../../limits.js';

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
  /** Rows validated and held before they are staged (amortises statements). */
  rows: number;
  /** Complete rollup nodes of the import's sales held before they are written. */
  sales: number;
}

export const IMPORT_BOUNDS: ImportBounds = { ...HISTORY_BOUNDS, rows: 1_000, sales: 4_096 };
/** PostgreSQL's: its rows, spans and links are COPYed, so larger batches (fewer round trips) cost
 * no statement size; still a few MB each. */
export const PG_IMPORT_BOUNDS: ImportBounds = { ...IMPORT_BOUNDS, rows: 4_000, page: 20_000, insert: 10_000, links: 10_000 };

/** How validated rows are handed to the stage: `stagedValues` (SQLite) or COPY lines (PostgreSQL). */
export type StageFormat = 'values' | 'lines';
/** What the reader of an import is asked for: the form of its rows, and how many valid rows a batch holds. */
export interface Staging {
  format: StageFormat;
  rows: number;
}
const checkRow = compileCheck(ImportedOrder);

export class ImportRejected extends Error {
  constructor(
    readonly errors: ImportError[],
    readonly rows: number,
  ) {
    super(`${errors.length} invalid row(s); nothing was imported`);
  }
}

/** The row as POST /orders would receive it: empty optional cells are absent, ids are numbers. */
function asOrderBody(row: ImportRow): Record<string, unknown> {
  const body: Record<string, unknown> = { plan_id: POSITIVE_ID.test(row.plan_id) ? Number(row.plan_id) : row.plan_id, member_id: row.member_id };
  for (const column of ['amount', 'currency', 'paid_at', 'external_id'] as const) if (row[column] !== '') body[column] = row[column];
  return body;
}

/** This import's orders, staged in fold order, as the subscriptions read them. */
function importedHistory(trx: Db): ImportedHistory {
  return { after: (after, limit) => importedOrdersAfter(trx, after, limit), link: (ranges) => linkImportedRanges(trx, ranges) };
}

/** What a row of the file is as an order, or why it cannot be one: the rules of POST /orders
 * against the bot's plans (archived ones allowed: this is history), payments up to `at`. */
function rowValidator(byId: Map<number, PlanRow>, at: number): (row: ImportRow) => StagedRow | ImportError[] {
  return (row) => {
    const checked = checkRow(asOrderBody(row));
    if (!checked.ok) return checked.fields.map((f) => ({ line: row.line, ...f }));
    const order = checked.value;
    const plan = byId.get(order.plan_id);
    if (!plan) return [{ line: row.line, field: 'plan_id', message: `must be the id of a plan of this bot; got ${JSON.stringify(row.plan_id)}` }];
    const payment = resolveOrderValues(plan, { amount: order.amount, currency: order.currency, paidAt: Date.parse(order.paid_at) }, at);
    if (!payment.ok) return payment.fields.map((f) => ({ line: row.line, ...f }));
    return {
      line: row.line,
      plan_id: order.plan_id,
      member_id: order.member_id,
      amount_minor: payment.amountMinor,
      currency: payment.currency,
      paid_at: payment.paidAt,
      external_id: order.external_id ?? null,
    };
  };
}

/** Rows of the file checked, a batch at a time: how many rows it covers, its valid rows as they
 * are staged (`stagedValues`, or `stagedLines` for a COPY) while no row was invalid, and the
 * problems it found. */
export interface ValidatedBatch {
  rows: number;
  values: unknown[] | string;
  errors: ImportError[];
}

/**
 * Checks the rows against the bot's plans (`byId`) with payments up to `at`, in batches of `size`
 * valid rows. After the first invalid row nothing more is staged and the rest is still checked,
 * up to `maxErrors` problems. Pure: the import command runs it in a worker thread (csv-thread.ts).
 */
export async function* validatedBatches(
  rows: AsyncIterable<ImportRow[]>,
  byId: Map<number, PlanRow>,
  at: number,
  size: number,
  maxErrors: number,
  format: StageFormat = 'values',
): AsyncGenerator<ValidatedBatch> {
  const validate = rowValidator(byId, at);
  let batch: ValidatedBatch = { rows: 0, values: [], errors: [] };
  let valid: StagedRow[] = [];
  let problems = 0;
  const take = () => {
    const taken = { ...batch, values: format === 'lines' ? stagedLines(valid) : stagedValues(valid) };
    batch = { rows: 0, values: [], errors: [] };
    valid = [];
    return taken;
  };
  for await (const chunk of rows) {
    for (const row of chunk) {
      batch.rows++;
      const staged = validate(row);
      if (Array.isArray(staged)) {
        batch.errors.push(...staged);
        problems += staged.length;
        valid = [];
        if (problems >= maxErrors) {
          yield take();
          return;
        }
      } else if (!problems) {
        valid.push(staged);
        if (valid.length === size) yield take();
      }
    }
  }
  if (batch.rows) yield take();
}

/** The bounds an import on `db` uses unless told others. */
const importBounds = (db: Db): ImportBounds => (dialectOf(db) === 'postgres' ? PG_IMPORT_BOUNDS : IMPORT_BOUNDS);

export function createOrderImporter(
  { db, now }: ServiceDeps,
  plans: Pick<PlanService, 'plansOf'>,
  subscriptions: Pick<SubscriptionService, 'applyHistory'>,
  /** What an import keeps besides its rows, in its transaction (analytics, which an import writes
   * no event for): asked before the import writes, told of each member as the subscriptions are
   * folded, finished after the orders. */
  analytics: { importing(trx: Db, botId: number): Promise<ImportAnalytics> } = { importing: async () => ({ finish: async () => {} }) },
) {
  /**
   * Writes the file's orders in one transaction: the batches come from `read`, given the bot's
   * plans and the import's instant. A file with any invalid row is rejected whole (up to
   * `maxErrors` problems listed), and the transaction is rolled back.
   */
  async function importBatches(
    bot: BotContext,
    read: (byId: Map<number, PlanRow>, at: number, staging: Staging) => AsyncIterable<ValidatedBatch>,
    onProgress?: (rows: number) => void,
    maxErrors = IMPORT_MAX_ERRORS,
    bounds: ImportBounds = importBounds(db),
  ): Promise<ImportResult> {
    const { botId } = bot;
    const staging: Staging = { format: dialectOf(db) === 'postgres' ? 'lines' : 'values', rows: bounds.rows };
    const byId = await plans.plansOf(botId);
    const at = now();
    return db.transaction().execute(async (trx) => {
      const result: ImportResult = { rows: 0, imported: 0, duplicates: 0 };
      const errors: ImportError[] = [];
      await createImportRows(trx);
      const stage = openImportStage(trx);
      try {
        for await (const batch of read(byId, at, staging)) {
          result.rows += batch.rows;
          errors.push(...batch.errors);
          if (errors.length >= maxErrors) break;
          if (errors.length || !batch.values.length) continue;
          await stage.add(batch.values);
          onProgress?.(result.rows);
        }
        await stage.close();
        if (errors.length) throw new ImportRejected(errors.slice(0, maxErrors), result.rows);
        if (!result.rows) return result;
        result.imported = await numberImportRows(trx, botId);
        result.duplicates = result.rows - result.imported;
        if (!result.imported) return result;
        // Consecutive ids, allocated in this transaction (on PostgreSQL the counter's row stays
        // locked until it ends).
        const firstId = await allocateIds(trx, botId, 'order', result.imported);
        await stageImportedOrders(trx, firstId);
        let kept: ImportAnalytics | undefined = await analytics.importing(trx, botId);
        await subscriptions.applyHistory(trx, bot, importedHistory(trx), byId, bounds, kept.member);
        await insertImportedOrders(trx, botId, at, result.imported);
        // Finished and let go before the sales: their sums and the analytics' are never held at once.
        await kept.finish();
        kept = undefined;
        await recordImportedSales(trx, botId, firstId, firstId + result.imported - 1, bounds.sales);
        return result;
      } catch (error) {
        await stage.abort(error as Error); // before the rollback, which would otherwise queue behind an open COPY
        throw error;
      } finally {
        await dropImportStage(trx).catch(() => undefined);
      }
    });
  }

  return {
    importBatches,
    /** Validates and writes the rows in this thread (`importBatches`, each row checked as it comes). */
    importRows(
      bot: BotContext,
      rows: AsyncIterable<ImportRow[]>,
      onProgress?: (rows: number) => void,
      maxErrors = IMPORT_MAX_ERRORS,
      bounds: ImportBounds = importBounds(db),
    ) {
      return importBatches(
        bot,
        (byId, at, staging) => validatedBatches(rows, byId, at, staging.rows, maxErrors, staging.format),
        onProgress,
        maxErrors,
        bounds,
      );
    },
  };
}

/** Records the sales of the bot's orders `firstId`..`lastId` (an import's: ids in paid_at order),
 * summed by the database per currency and quarter hour a range of ids at a time, in quarter-hour
 * order, and added to the rollups as their nodes complete, `batch` nodes at a time. */
async function recordImportedSales(trx: Db, botId: number, firstId: number, lastId: number, batch: number): Promise<void> {
  const sales = new ImportedSales(trx, botId, batch);
  for (let from = firstId; from <= lastId; from += IMPORT_SALES_IDS_PER_READ) {
    for (const s of await paidSalesByBucket(trx, botId, from, Math.min(from + IMPORT_SALES_IDS_PER_READ - 1, lastId), QUARTER_MS)) {
      await sales.add(s.currency, s.bucket, BigInt(s.revenue), s.sales);
    }
  }
  await sales.finish();
}

export type OrderImporter = ReturnType<typeof createOrderImporter>;
