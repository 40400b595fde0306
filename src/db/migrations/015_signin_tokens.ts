// Frozen in time: never import application code here.
// One-time sign-in tokens (SPEC §14): an admin's /dashboard in the bot makes one; the dashboard
// exchanges it once, within 10 minutes, for a session key. Only the token's SHA-256 is stored.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('signin_tokens')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addPrimaryKeyConstraint('signin_tokens_pk', ['bot_id', 'token_hash'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('signin_tokens').execute();
}
