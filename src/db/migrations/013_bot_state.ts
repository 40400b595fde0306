// Frozen in time: never import application code here.
// What the runner of a bot last found when it started it (SPEC §11, GET /settings' bot_status):
// null while nobody has started it with the stored token, 'running', or 'error: <why>' (the
// platform's getMe named another bot than the token's number). Cleared with every new token.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bots').addColumn('bot_state', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bots').dropColumn('bot_state').execute();
}
