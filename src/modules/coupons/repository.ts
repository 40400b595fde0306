// SQL for coupons and their redemptions; every query is filtered by bot_id.
import { sql } from 'kysely';
import { dialectOf } from '../../db/dialect.js';
import { keysetAfter } from '../../db/keyset.js';
import type { CouponRow, Db } from '../../db/schema.js';

/** Inserts the coupon unless the bot has its code; returns whether it did. */
export async function insertCoupon(db: Db, row: CouponRow): Promise<boolean> {
  const done = await db
    .insertInto('coupons')
    .values(row)
    .onConflict((oc) => oc.columns(['bot_id', 'code']).doNothing())
    .returning('code')
    .executeTakeFirst();
  return done !== undefined;
}

/** The coupon; `lock` takes its row lock on PostgreSQL (SQLite's transactions already run one at a
 * time), so holders of places on one coupon are counted one after another. */
export function findCoupon(db: Db, botId: number, code: string, lock = false): Promise<CouponRow | undefined> {
  const query = db.selectFrom('coupons').selectAll().where('bot_id', '=', botId).where('code', '=', code);
  return (lock && dialectOf(db) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export function findCoupons(db: Db, botId: number, codes: string[]): Promise<CouponRow[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return db.selectFrom('coupons').selectAll().where('bot_id', '=', botId).where('code', 'in', codes).execute();
}

/** Newest first, keyed by (created_at, code); reads limit+1 rows. */
export function listCoupons(db: Db, botId: number, limit: number, after?: [number, string]): Promise<CouponRow[]> {
  let query = db.selectFrom('coupons').selectAll().where('bot_id', '=', botId);
  if (after) query = query.where((eb) => keysetAfter(eb, ['created_at', 'code'], 'desc', after));
  return query
    .orderBy('created_at', 'desc')
    .orderBy('code', 'desc')
    .limit(limit + 1)
    .execute();
}

export function archiveCoupon(db: Db, botId: number, code: string, at: number): Promise<CouponRow | undefined> {
  return db
    .updateTable('coupons')
    .set({ archived_at: at })
    .where('bot_id', '=', botId)
    .where('code', '=', code)
    .where('archived_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function saveStripeCoupon(db: Db, botId: number, code: string, value: string): Promise<void> {
  await db.updateTable('coupons').set({ stripe_coupon: value }).where('bot_id', '=', botId).where('code', '=', code).execute();
}

/** Redemptions (payments arrived) per coupon. */
export async function redeemedCounts(db: Db, botId: number, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('coupon_redemptions')
    .select(['code', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('bot_id', '=', botId)
    .where('code', 'in', codes)
    .where('redeemed_at', 'is not', null)
    .groupBy('code')
    .execute();
  return new Map(rows.map((r) => [r.code, Number(r.n)]));
}

/** Revenue of paid orders per coupon and currency (integer minor units as text: sums may pass 2^53). */
export async function revenueOf(db: Db, botId: number, codes: string[]): Promise<{ code: string; currency: string; minor: string }[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .selectFrom('orders')
    .select(['coupon_code', 'currency', sql<string>`CAST(SUM(amount_minor) AS TEXT)`.as('minor')])
    .where('bot_id', '=', botId)
    .where('coupon_code', 'in', codes)
    .where('status', '=', 'paid')
    .groupBy(['coupon_code', 'currency'])
    .orderBy('currency')
    .execute();
  return rows.map((r) => ({ code: r.coupon_code!, currency: r.currency, minor: String(r.minor) }));
}

/** This member's place on the coupon, if any. */
export function placeOf(db: Db, botId: number, code: string, memberId: string) {
  return db
    .selectFrom('coupon_redemptions')
    .select(['held_until', 'redeemed_at'])
    .where('bot_id', '=', botId)
    .where('code', '=', code)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** Places other members take at `at`: redeemed, or held by a pre-checkout not yet lapsed. */
export async function placesTaken(db: Db, botId: number, code: string, exceptMember: string, at: number): Promise<number> {
  const row = await db
    .selectFrom('coupon_redemptions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('bot_id', '=', botId)
    .where('code', '=', code)
    .where('member_id', '!=', exceptMember)
    .where((eb) => eb.or([eb('redeemed_at', 'is not', null), eb('held_until', '>', at)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Holds the member's place until `until` (a redeemed place stays redeemed). */
export async function holdPlace(db: Db, botId: number, code: string, memberId: string, until: number): Promise<void> {
  await db
    .insertInto('coupon_redemptions')
    .values({ bot_id: botId, code, member_id: memberId, held_until: until, redeemed_at: null })
    .onConflict((oc) => oc.columns(['bot_id', 'code', 'member_id']).doUpdateSet({ held_until: until }).where('coupon_redemptions.redeemed_at', 'is', null))
    .execute();
}

/** Marks the members' places redeemed at `at` (a place redeemed before keeps its first time). */
export async function markRedeemed(db: Db, botId: number, places: { code: string; memberId: string }[], at: number): Promise<void> {
  for (const { code, memberId } of places) {
    await db
      .insertInto('coupon_redemptions')
      .values({ bot_id: botId, code, member_id: memberId, held_until: null, redeemed_at: at })
      .onConflict((oc) =>
        oc.columns(['bot_id', 'code', 'member_id']).doUpdateSet({ held_until: null, redeemed_at: at }).where('coupon_redemptions.redeemed_at', 'is', null),
      )
      .execute();
  }
}

/** Whether any coupon is neither archived nor expired at `at`. */
export async function hasLiveCoupons(db: Db, botId: number, at: number): Promise<boolean> {
  const row = await db
    .selectFrom('coupons')
    .select('code')
    .where('bot_id', '=', botId)
    .where('archived_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
