// SQL for orders.
import type { NewOrder, OrderRow } from '../../db/schema.js';
import { ORDER_LINKS_PER_UPDATE, ORDERS_PER_INSERT } from '../../db/batches.js';
import { sql } from 'kysely';
import { prepared, preparedRows } from '../../db/prepared.js';
import type { Db } from '../common/deps.js';

const ORDER_COLUMNS = [
  'bot_id',
  'order_id',
  'plan_id',
  'member_id',
  'amount_minor',
  'currency',
  'paid_at',
  'status',
  'external_id',
  'refunded_at',
  'created_at',
  'provider',
  'subscription_id',
] as const satisfies readonly (keyof NewOrder)[];

/** One order (the API's and the bot's case) is prepared; an import's batches are built as usual. */
const insertRowsOnce = preparedRows(
  ORDER_COLUMNS,
  (db, rows: NewOrder[]) =>
    db
      .insertInto('orders')
      .values(rows)
      .onConflict((oc) => oc.columns(['bot_id', 'external_id']).doNothing())
      .returning('order_id'),
  1,
);

/** Inserts the orders, skipping any whose external_id the bot already has (the unique index
 * decides); returns the order_ids inserted. */
export async function insertOrdersOnce(db: Db, orders: NewOrder[]): Promise<Set<number>> {
  const inserted = new Set<number>();
  for (let i = 0; i < orders.length; i += ORDERS_PER_INSERT) {
    for (const row of await insertRowsOnce(db, orders.slice(i, i + ORDERS_PER_INSERT))) inserted.add(Number(row.order_id));
  }
  return inserted;
}

export function findOrder(db: Db, botId: number, orderId: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('bot_id', '=', botId).where('order_id', '=', orderId).executeTakeFirst();
}

const byExternalId = prepared((db: Db, botId: number, externalId: string) =>
  db.selectFrom('orders').selectAll().where('bot_id', '=', botId).where('external_id', '=', externalId),
);

export async function findOrderByExternalId(db: Db, botId: number, externalId: string): Promise<OrderRow | undefined> {
  return (await byExternalId(db, botId, externalId))[0];
}

export interface OrderFilter {
  from?: number;
  to?: number;
  after?: [number, number];
}

/** Newest payment first, keyed by (paid_at, order_id); reads limit+1 rows. */
export function listOrders(db: Db, botId: number, limit: number, filter: OrderFilter) {
  let query = db.selectFrom('orders').selectAll().where('bot_id', '=', botId);
  if (filter.from !== undefined) query = query.where('paid_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('paid_at', '<', filter.to);
  if (filter.after) {
    const [paidAt, orderId] = filter.after;
    query = query.where((eb) => eb.or([eb('paid_at', '<', paidAt), eb.and([eb('paid_at', '=', paidAt), eb('order_id', '<', orderId)])]));
  }
  return query
    .orderBy('paid_at', 'desc')
    .orderBy('order_id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** The member's latest orders by payment time. */
export function latestOrdersOf(db: Db, botId: number, memberId: string, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('bot_id', '=', botId)
    .where('member_id', '=', memberId)
    .orderBy('paid_at', 'desc')
    .orderBy('order_id', 'desc')
    .limit(limit)
    .execute();
}

/** Sets subscription_id for each [order_id, subscription_id] pair (an import's links), in one
 * UPDATE … FROM (VALUES …) per ORDER_LINKS_PER_UPDATE pairs. */
export async function linkSubscriptions(db: Db, botId: number, pairs: [number, number][]): Promise<void> {
  for (let i = 0; i < pairs.length; i += ORDER_LINKS_PER_UPDATE) {
    const values = sql.join(pairs.slice(i, i + ORDER_LINKS_PER_UPDATE).map(([o, s]) => sql`(CAST(${o} AS BIGINT), CAST(${s} AS BIGINT))`));
    await sql`UPDATE orders SET subscription_id = v.column2 FROM (VALUES ${values}) AS v
      WHERE orders.bot_id = ${botId} AND orders.order_id = v.column1`.execute(db);
  }
}

/** Marks a paid order refunded; undefined when it is not (any longer) paid. */
export function markRefunded(db: Db, botId: number, orderId: number, at: number) {
  return db
    .updateTable('orders')
    .set({ status: 'refunded', refunded_at: at })
    .where('bot_id', '=', botId)
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .returningAll()
    .executeTakeFirst();
}

/** How many paid (not refunded) orders the member has for the plan. */
export async function countPaidOf(db: Db, botId: number, memberId: string, planId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bot_id', '=', botId)
    .where('member_id', '=', memberId)
    .where('plan_id', '=', planId)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
