// Frozen in time: never import application code here.
// Coupons (SPEC §15): a discount a member enters before paying. One row per coupon, keyed by
// (bot_id, code); one row per member who holds a place or redeemed, keyed by (bot_id, code,
// member_id), so "one redemption per member and coupon" is the primary key; the order records the
// coupon it used.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coupons')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('percent_off', 'integer')
    .addColumn('amount_off_minor', 'bigint')
    .addColumn('currency', 'text')
    /** JSON array of plan ids; null: every plan. */
    .addColumn('plan_ids', 'text')
    .addColumn('max_redemptions', 'integer')
    .addColumn('expires_at', 'bigint')
    .addColumn('duration', 'text', (c) => c.notNull())
    /** The Stripe coupon made for it (with the Stripe account's key fingerprint), made once. */
    .addColumn('stripe_coupon', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('archived_at', 'bigint')
    .addPrimaryKeyConstraint('coupons_pk', ['bot_id', 'code'])
    .execute();
  await db.schema.createIndex('coupons_created').on('coupons').columns(['bot_id', 'created_at', 'code']).execute();

  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text', (c) => c.notNull())
    /** Until when an approved pre-checkout holds the place; null once the payment arrived. */
    .addColumn('held_until', 'bigint')
    .addColumn('redeemed_at', 'bigint')
    .addPrimaryKeyConstraint('coupon_redemptions_pk', ['bot_id', 'code', 'member_id'])
    .execute();

  await db.schema.alterTable('orders').addColumn('coupon_code', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('coupon_code').execute();
  await db.schema.dropTable('coupon_redemptions').execute();
  await db.schema.dropTable('coupons').execute();
}
