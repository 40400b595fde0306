// SQL for order counts: the rollup nodes (written and read only here) and, for boundaries off
// the quarter-hour grid, paid orders summed per window — the one read of the orders table
// outside its module (a named read model: amounts, currencies and times of paid orders).
import { sql } from 'kysely';
import { NODES_PER_READ, ROLLUP_ROWS_PER_UPSERT } from '../../db/batches.js';
import { perShape, prepared, preparedRows } from '../../db/prepared.js';
import type { Db, OrderRollupsTable } from '../../db/schema.js';
import { copyRows } from '../../db/copy.js';

export interface RollupNode {
  node: number;
  currency: string;
  revenue: bigint;
  sales: number;
}

/** Adds each row's revenue and sales to its node, in the order given (callers sort, so writers
 * lock nodes in one order and never deadlock), in one statement: at most ROLLUP_ROWS_PER_UPSERT
 * rows (recordSales writes that many at a time). */
export async function addToRollupNodes(db: Db, botId: number, nodes: RollupNode[]): Promise<void> {
  await addRows(
    db,
    nodes.map((n) => ({ bot_id: botId, node: n.node, currency: n.currency, revenue: n.revenue.toString(), sales: n.sales })),
  );
}

/** Rollup nodes gathered for one statement that adds them all, on PostgreSQL (an import's hundreds
 * of thousands, a large batch's thousands): COPYed into a TEMP table in the order given, then
 * added in that order. They would otherwise take hundreds of multi-row upserts of thousands of
 * parameters each. */
export interface RollupStage {
  add(nodes: RollupNode[]): Promise<void>;
  /** Adds every node staged to the bot's, and drops the stage. */
  close(botId: number): Promise<void>;
}

export async function openRollupStage(db: Db): Promise<RollupStage> {
  await sql`DROP TABLE IF EXISTS import_nodes`.execute(db);
  await sql`CREATE TEMP TABLE import_nodes (seq BIGINT NOT NULL, node BIGINT NOT NULL, currency TEXT NOT NULL, revenue BIGINT NOT NULL, sales BIGINT NOT NULL) ON COMMIT DROP`.execute(
    db,
  );
  let seq = 0;
  return {
    async add(nodes) {
      await copyRows(
        db,
        'import_nodes',
        ['seq', 'node', 'currency', 'revenue', 'sales'],
        nodes.map((n) => [++seq, n.node, n.currency, n.revenue, n.sales]),
      );
    },
    async close(botId) {
      await sql`INSERT INTO order_rollups (bot_id, node, currency, revenue, sales)
        SELECT CAST(${botId} AS BIGINT), node, currency, revenue, sales FROM import_nodes ORDER BY seq
        ON CONFLICT (bot_id, node, currency) DO UPDATE SET revenue = order_rollups.revenue + excluded.revenue, sales = order_rollups.sales + excluded.sales`.execute(
        db,
      );
      await sql`DROP TABLE import_nodes`.execute(db);
    },
  };
}

/** An order touches one node per level of the tree it changes: prepared up to that many, and
 * for an import's full batches. */
const addRows = preparedRows(
  ['bot_id', 'node', 'currency', 'revenue', 'sales'] as const,
  (db, rows: OrderRollupsTable[]) =>
    db
      .insertInto('order_rollups')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['bot_id', 'node', 'currency']).doUpdateSet((eb) => ({
          revenue: eb('order_rollups.revenue', '+', eb.ref('excluded.revenue')),
          sales: eb('order_rollups.sales', '+', eb.ref('excluded.sales')),
        })),
      ),
  ROLLUP_ROWS_PER_UPSERT,
);

/** Reads of up to this many nodes are prepared, one statement per count (an answer of 30 days
 * reads ≈92 nodes, of 12 months or 5 years fewer); longer lists are built as usual. */
const PREPARED_NODE_READS = 256;

type NodeRow = { node: number; currency: string; sales: number; revenue: string };

const nodeRead = (db: Db, botId: number, nodes: number[], currency: string | undefined) => {
  let query = db
    .selectFrom('order_rollups')
    .select(['node', 'currency', 'sales'])
    .select((eb) => eb.cast<string>('revenue', 'text').as('revenue'))
    .where('bot_id', '=', botId)
    .where('node', 'in', nodes);
  if (currency !== undefined) query = query.where('currency', '=', currency);
  return query;
};

/** The shape is the count of nodes and whether one currency is asked for, not their values. */
const preparedRead = perShape((shape: string) => {
  const oneCurrency = shape.endsWith('c');
  return prepared((db: Db, botId: number, currency: string | undefined, ...nodes: number[]) => nodeRead(db, botId, nodes, oneCurrency ? currency : undefined));
});

function readNodes(db: Db, botId: number, nodes: number[], currency?: string): Promise<NodeRow[]> {
  if (nodes.length > PREPARED_NODE_READS) return nodeRead(db, botId, nodes, currency).execute();
  return preparedRead(`${nodes.length}${currency === undefined ? '' : 'c'}`)(db, botId, currency, ...nodes);
}

/** A node as read: revenue exact as text, sales as the driver answers (a string on PostgreSQL). */
export interface StoredNode {
  node: number;
  currency: string;
  revenue: string;
  sales: number | string;
}

/** The given nodes of the bot (all currencies, or one); absent nodes are zero. */
export async function readRollupNodes(db: Db, botId: number, nodes: number[], currency?: string): Promise<StoredNode[]> {
  if (nodes.length <= NODES_PER_READ) return readNodes(db, botId, nodes, currency);
  const found: StoredNode[] = [];
  for (let i = 0; i < nodes.length; i += NODES_PER_READ) found.push(...(await readNodes(db, botId, nodes.slice(i, i + NODES_PER_READ), currency)));
  return found;
}

/** Raises the bot's sales version: in every transaction that changes its rollups (recordSales). */
export const raiseSalesVersion = prepared((db: Db, botId: number) =>
  db
    .insertInto('sales_versions')
    .values({ bot_id: botId, version: 1 })
    .onConflict((oc) => oc.column('bot_id').doUpdateSet((eb) => ({ version: eb('sales_versions.version', '+', 1) }))),
);

const versionRead = prepared((db: Db, botId: number) => db.selectFrom('sales_versions').select('version').where('bot_id', '=', botId));

/** The bot's sales version (0 before its first sale): equal versions, equal rollups. */
export async function salesVersion(db: Db, botId: number): Promise<number> {
  const [row] = await versionRead(db, botId);
  return row ? Number(row.version) : 0;
}

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

/** Sums of paid orders for each [start, end) window (by index); exact: SUM is read back as text. */
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
