// Frozen in time: never import application code here.
// A counter per bot, raised in every transaction that changes its order rollups (a payment, a
// refund, an import): an answer computed from the rollups at version v is still the answer while
// the counter reads v, on every instance sharing the database.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sales_versions')
    .addColumn('bot_id', 'bigint', (c) => c.primaryKey().references('bots.bot_id').onDelete('cascade'))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sales_versions').execute();
}
