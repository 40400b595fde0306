// Frozen in time: never import application code here.
// Pausing sales (SPEC §15): while a bot's sales_paused is 1, nothing new is sold (no invoice, no
// checkout, pre-checkout refused); everything else goes on. An integer 0/1 reads alike on SQLite
// and PostgreSQL.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bots')
    .addColumn('sales_paused', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bots').dropColumn('sales_paused').execute();
}
