// Frozen in time: never import application code here.
// Keys with levels (SPEC §14): every api key has an admin level (keys made before levels existed
// are 8), an optional label, and a kind: 'key' (made with POST /keys or the CLI) or 'session'
// (made by signing in through the bot: it belongs to an admin, whose level it takes at each
// request, and expires).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('api_keys')
    .addColumn('admin_level', 'integer', (c) => c.notNull().defaultTo(8))
    .execute();
  await db.schema.alterTable('api_keys').addColumn('label', 'text').execute();
  await db.schema
    .alterTable('api_keys')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('key'))
    .execute();
  await db.schema.alterTable('api_keys').addColumn('admin_id', 'text').execute();
  await db.schema.alterTable('api_keys').addColumn('expires_at', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['expires_at', 'admin_id', 'kind', 'label', 'admin_level']) {
    await db.schema.alterTable('api_keys').dropColumn(column).execute();
  }
}
