// Frozen in time: never import application code here.
// A counter per bot, raised in every transaction that changes its order rollups (a payment, a
// refund, an import): an answer computed from the rollups at version v is still the answer while
// the counter reads v, on every instance sharing the database. No foreign key to bots, on
// purpose: a version must never be seen twice for a bot id, so its row outlives the bot's (Tollgate
// never deletes a bot; one deleted by hand and created again continues from its last version).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sales_versions')
    .addColumn('bot_id', 'bigint', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sales_versions').execute();
}
