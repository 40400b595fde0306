// Frozen in time: never import application code here.
// PostgreSQL only (issue 36, SPEC §19: its bulk writes on par with SQLite's). SQLite is unchanged.
// - Member ids and external ids compare by their bytes ("C"), as SQLite's BINARY does: they are
//   identifiers, not words, and a locale's collation (the server's default, e.g. C.UTF-8 or
//   en_US.UTF-8) made every comparison of them in an index or a sort about twice as slow.
// - The tables written row by row in bulk (per order, per subscription, per member) no longer
//   check a foreign key per row: PostgreSQL checks one per inserted row (a lookup and a row lock
//   in `bots` or `plans`), a quarter of a 1M-row import's time in `orders` alone. Bots and plans
//   are never deleted (no path deletes them), and every write of these rows comes after the
//   service read the bot (and the plan) it belongs to; docs/storage.md says so.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const MEMBER_TABLES = [
  'members',
  'orders',
  'subscriptions',
  'member_chats',
  'coupon_redemptions',
  'form_responses',
  'form_sessions',
  'analytics_members',
  'analytics_trials',
];

const UNCHECKED: [table: string, constraint: string, definition: string][] = [
  ['orders', 'orders_plan_fk', 'FOREIGN KEY (bot_id, plan_id) REFERENCES plans(bot_id, plan_id)'],
  ['subscriptions', 'subscriptions_bot_id_fkey', 'FOREIGN KEY (bot_id) REFERENCES bots(bot_id) ON DELETE CASCADE'],
  ['members', 'members_bot_id_fkey', 'FOREIGN KEY (bot_id) REFERENCES bots(bot_id) ON DELETE CASCADE'],
  ['order_rollups', 'order_rollups_bot_id_fkey', 'FOREIGN KEY (bot_id) REFERENCES bots(bot_id) ON DELETE CASCADE'],
  ['events', 'events_bot_id_fkey', 'FOREIGN KEY (bot_id) REFERENCES bots(bot_id) ON DELETE CASCADE'],
  ['analytics_members', 'analytics_members_bot_id_fkey', 'FOREIGN KEY (bot_id) REFERENCES bots(bot_id) ON DELETE CASCADE'],
  ['analytics_trials', 'analytics_trials_bot_id_fkey', 'FOREIGN KEY (bot_id) REFERENCES bots(bot_id) ON DELETE CASCADE'],
  ['mrr_instants', 'mrr_instants_bot_id_fkey', 'FOREIGN KEY (bot_id) REFERENCES bots(bot_id) ON DELETE CASCADE'],
  ['mrr_rollups', 'mrr_rollups_bot_id_fkey', 'FOREIGN KEY (bot_id) REFERENCES bots(bot_id) ON DELETE CASCADE'],
  ['mrr_movements', 'mrr_movements_bot_id_fkey', 'FOREIGN KEY (bot_id) REFERENCES bots(bot_id) ON DELETE CASCADE'],
  ['cohort_cells', 'cohort_cells_bot_id_fkey', 'FOREIGN KEY (bot_id) REFERENCES bots(bot_id) ON DELETE CASCADE'],
];

const onPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

async function collate(db: Kysely<any>, collation: string): Promise<void> {
  const to = collation === 'default' ? sql.raw('') : sql.raw(` COLLATE "${collation}"`);
  for (const table of MEMBER_TABLES) await sql`ALTER TABLE ${sql.id(table)} ALTER COLUMN member_id TYPE text${to}`.execute(db);
  await sql`ALTER TABLE orders ALTER COLUMN external_id TYPE text${to}`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!onPostgres(db)) return;
  for (const [table, name] of UNCHECKED) await sql`ALTER TABLE ${sql.id(table)} DROP CONSTRAINT ${sql.id(name)}`.execute(db);
  await collate(db, 'C');
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!onPostgres(db)) return;
  await collate(db, 'default');
  for (const [table, name, definition] of UNCHECKED) await sql`ALTER TABLE ${sql.id(table)} ADD CONSTRAINT ${sql.id(name)} ${sql.raw(definition)}`.execute(db);
}
