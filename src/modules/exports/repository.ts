// The exports' SQL: a bot's orders and members a chunk at a time in key order (keyset, never one
// huge query), and for each chunk of members what the file says about them (live plans, latest
// end, money paid). The only SQL of exports.
import { sql } from 'kysely';
import type { Db, MemberRow, OrderRow } from '../../db/schema.js';
import { LIVE_STATES } from '../subscriptions/schemas.js';

const LIVE_LIST = sql.join(LIVE_STATES.map((state) => sql.lit(state)));

export interface OrderRange {
  /** Paid at or after (epoch ms). */
  from?: number;
  /** Paid before (epoch ms). */
  to?: number;
}

/** The next `limit` orders by (paid_at, order_id) after `after`, within the range. */
export async function readOrders(db: Db, botId: number, range: OrderRange, after: [number, number] | undefined, limit: number): Promise<OrderRow[]> {
  const conditions = [sql`bot_id = ${botId}`];
  if (range.from !== undefined) conditions.push(sql`paid_at >= ${range.from}`);
  if (range.to !== undefined) conditions.push(sql`paid_at < ${range.to}`);
  if (after) conditions.push(sql`(paid_at, order_id) > (${after[0]}, ${after[1]})`);
  const { rows } = await sql<OrderRow>`SELECT * FROM orders WHERE ${sql.join(conditions, sql` AND `)} ORDER BY paid_at, order_id LIMIT ${limit}`.execute(db);
  return rows;
}

/** The next `limit` members by member_id after `after`. */
export function readMembers(db: Db, botId: number, after: string | undefined, limit: number): Promise<MemberRow[]> {
  let query = db.selectFrom('members').selectAll().where('bot_id', '=', botId);
  if (after !== undefined) query = query.where('member_id', '>', after);
  return query.orderBy('member_id').limit(limit).execute();
}

export interface SubscriptionFact {
  member_id: string;
  plan_name: string;
  live: number | boolean;
  expires_at: number | string | null;
  ended_at: number | string | null;
}

/** Every subscription of the members in (after, last], with its plan's name and whether it is live. */
export async function subscriptionsOf(db: Db, botId: number, after: string | undefined, last: string): Promise<SubscriptionFact[]> {
  const lower = after === undefined ? sql`` : sql` AND s.member_id > ${after}`;
  const { rows } =
    await sql<SubscriptionFact>`SELECT s.member_id, p.plan_name, CASE WHEN s.state IN (${LIVE_LIST}) THEN 1 ELSE 0 END AS live, s.expires_at, s.ended_at
    FROM subscriptions s JOIN plans p ON p.bot_id = s.bot_id AND p.plan_id = s.plan_id
    WHERE s.bot_id = ${botId}${lower} AND s.member_id <= ${last}
    ORDER BY s.member_id, s.subscription_id`.execute(db);
  return rows;
}

export interface PaidFact {
  member_id: string;
  currency: string;
  /** Sums are text on PostgreSQL (BIGINT sums), numbers on SQLite. */
  paid_minor: number | string;
  first_paid_at: number | string;
}

/** What the members in (after, last] paid, per currency (refunded orders not counted). */
export async function paidBy(db: Db, botId: number, after: string | undefined, last: string): Promise<PaidFact[]> {
  const lower = after === undefined ? sql`` : sql` AND member_id > ${after}`;
  const { rows } = await sql<PaidFact>`SELECT member_id, currency, CAST(SUM(amount_minor) AS TEXT) AS paid_minor, MIN(paid_at) AS first_paid_at
    FROM orders WHERE bot_id = ${botId} AND status = 'paid'${lower} AND member_id <= ${last}
    GROUP BY member_id, currency ORDER BY member_id, currency`.execute(db);
  return rows;
}
