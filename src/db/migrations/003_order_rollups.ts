// Frozen in time: never import application code here. The Fenwick arithmetic below is a copy on
// purpose (quarter hours since 1970, 2^24 positions), so this migration never changes meaning.
import { sql, type Kysely } from 'kysely';

const QUARTER_MS = 900_000;
const SIZE = 2 ** 24;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_rollups')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('node', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('revenue', 'bigint', (c) => c.notNull())
    .addColumn('sales', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_rollups_pk', ['bot_id', 'node', 'currency'])
    .execute();

  // Backfill from the paid orders already stored, one quarter-hour total at a time.
  const { rows } = await sql<{ bot_id: number | string; currency: string; q: number | string; revenue: string; sales: number | string }>`
    SELECT bot_id, currency, paid_at / ${sql.lit(QUARTER_MS)} AS q, CAST(SUM(amount_minor) AS TEXT) AS revenue, COUNT(*) AS sales
    FROM orders WHERE status = 'paid' GROUP BY bot_id, currency, paid_at / ${sql.lit(QUARTER_MS)}`.execute(db);
  const nodes = new Map<string, { bot_id: number; node: number; currency: string; revenue: bigint; sales: number }>();
  for (const row of rows) {
    for (let p = Number(row.q) + 1; p <= SIZE; p += p & -p) {
      const key = `${row.bot_id}:${p}:${row.currency}`;
      const entry = nodes.get(key) ?? { bot_id: Number(row.bot_id), node: p, currency: row.currency, revenue: 0n, sales: 0 };
      entry.revenue += BigInt(row.revenue);
      entry.sales += Number(row.sales);
      nodes.set(key, entry);
    }
  }
  const values = [...nodes.values()].map((n) => ({ ...n, revenue: n.revenue.toString() }));
  for (let i = 0; i < values.length; i += 500)
    await db
      .insertInto('order_rollups')
      .values(values.slice(i, i + 500))
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_rollups').execute();
}
