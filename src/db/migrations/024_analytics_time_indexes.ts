// Frozen in time: never import application code here.
// Analytics reads sum a bot's MRR steps and runs over a time range across every currency
// (analytics/repository.ts stepsBetween, runsBetween). The indexes of 023 led with currency, so
// such a read could only seek the bot and then scanned all its rows: ~1 s an answer at 1M orders.
// These lead with the time instead; no query seeks a currency first, so they replace them.
// Orders get an index by member: analytics (re)builds read members' orders 500 members at a time,
// the members export sums each chunk's orders, and a member's profile lists their latest orders;
// without it each of these scanned every order of the bot.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  for (const name of ['mrr_steps_at', 'mrr_runs_started', 'mrr_runs_ended']) await db.schema.dropIndex(name).execute();
  await db.schema.createIndex('mrr_steps_time').on('mrr_steps').columns(['bot_id', 'at']).execute();
  await db.schema.createIndex('mrr_runs_started_time').on('mrr_runs').columns(['bot_id', 'started_at']).execute();
  await db.schema.createIndex('mrr_runs_ended_time').on('mrr_runs').columns(['bot_id', 'ended_at']).execute();
  await db.schema.createIndex('orders_member_idx').on('orders').columns(['bot_id', 'member_id', 'paid_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['orders_member_idx', 'mrr_steps_time', 'mrr_runs_started_time', 'mrr_runs_ended_time']) await db.schema.dropIndex(name).execute();
  await db.schema.createIndex('mrr_steps_at').on('mrr_steps').columns(['bot_id', 'currency', 'at']).execute();
  await db.schema.createIndex('mrr_runs_started').on('mrr_runs').columns(['bot_id', 'currency', 'started_at']).execute();
  await db.schema.createIndex('mrr_runs_ended').on('mrr_runs').columns(['bot_id', 'currency', 'ended_at']).execute();
}
