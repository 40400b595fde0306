// SQL for order counts: paid orders summed per period window, per currency, in one query.
import { sql } from 'kysely';
import type { Db } from '../common/deps.js';

export interface Window {
  start: number;
  end: number;
}

export interface PeriodSum {
  index: number;
  currency: string;
  revenue: bigint;
  sales: number;
}

/** Sums for each [start, end) window (by index); exact: SUM is read back as text. */
export async function sumPaidByWindow(db: Db, botId: number, windows: readonly Window[], currency?: string): Promise<PeriodSum[]> {
  const values = sql.join(windows.map((w, i) => sql`(${i}, CAST(${w.start} AS BIGINT), CAST(${w.end} AS BIGINT))`));
  const currencyFilter = currency === undefined ? sql`` : sql`AND o.currency = ${currency}`;
  const { rows } = await sql<{ idx: number; currency: string; revenue: string; sales: number | string }>`
    SELECT p.column1 AS idx, o.currency AS currency, CAST(SUM(o.amount_minor) AS TEXT) AS revenue, COUNT(*) AS sales
    FROM (VALUES ${values}) AS p
    JOIN orders o ON o.bot_id = ${botId} AND o.status = 'paid' AND o.paid_at >= p.column2 AND o.paid_at < p.column3 ${currencyFilter}
    GROUP BY p.column1, o.currency`.execute(db);
  return rows.map((r) => ({ index: Number(r.idx), currency: r.currency, revenue: BigInt(r.revenue), sales: Number(r.sales) }));
}
