// SQL for a bot's admins.
import type { Insertable } from 'kysely';
import type { AdminsTable, AdminRow, Db } from '../../db/schema.js';
import { keysetAfter } from '../../db/keyset.js';
import { preparedIn } from '../../db/prepared.js';

/** Inserts unless the admin exists; returns whether a row was written (race-safe). */
export async function insertAdmin(db: Db, admin: Insertable<AdminsTable>): Promise<boolean> {
  const row = await db
    .insertInto('admins')
    .values(admin)
    .onConflict((oc) => oc.columns(['bot_id', 'admin_id']).doNothing())
    .returning('admin_id')
    .executeTakeFirst();
  return row !== undefined;
}

export function findAdmin(db: Db, botId: number, adminId: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('bot_id', '=', botId).where('admin_id', '=', adminId).executeTakeFirst();
}

const adminsIn = preparedIn((db: Db, botId: number, adminIds: string[]) =>
  db.selectFrom('admins').selectAll().where('bot_id', '=', botId).where('admin_id', 'in', adminIds),
);

/** Those of `adminIds` who are admins of the bot, by id. */
export async function findAdmins(db: Db, botId: number, adminIds: string[]): Promise<Map<string, AdminRow>> {
  return new Map((await adminsIn(db, botId, adminIds)).map((r) => [r.admin_id, r]));
}

/** The ids of the bot's admins of `level` or more (the owner is level 8), at most `limit`. */
export async function adminIdsAtLeast(db: Db, botId: number, level: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('admins')
    .select('admin_id')
    .where('bot_id', '=', botId)
    .where('admin_level', '>=', level)
    .orderBy('admin_level', 'desc')
    .orderBy('admin_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.admin_id);
}

/** The bot's admins and when each last changed, highest levels first, at most `limit`. */
export async function adminVersions(db: Db, botId: number, limit: number): Promise<{ admin_id: string; updated_at: number }[]> {
  const rows = await db
    .selectFrom('admins')
    .select(['admin_id', 'updated_at'])
    .where('bot_id', '=', botId)
    .orderBy('admin_level', 'desc')
    .orderBy('admin_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ admin_id: r.admin_id, updated_at: Number(r.updated_at) }));
}

/** Newest first, keyed by (created_at, admin_id); reads limit+1 rows. */
export function listAdmins(db: Db, botId: number, limit: number, after?: [number, string]) {
  let query = db.selectFrom('admins').selectAll().where('bot_id', '=', botId);
  if (after) query = query.where((eb) => keysetAfter(eb, ['created_at', 'admin_id'], 'desc', after));
  return query
    .orderBy('created_at', 'desc')
    .orderBy('admin_id', 'desc')
    .limit(limit + 1)
    .execute();
}

export function updateAdminLevel(db: Db, botId: number, adminId: string, level: number, at: number) {
  return db
    .updateTable('admins')
    .set({ admin_level: level, updated_at: at })
    .where('bot_id', '=', botId)
    .where('admin_id', '=', adminId)
    .returningAll()
    .executeTakeFirst();
}

export function deleteAdmin(db: Db, botId: number, adminId: string) {
  return db.deleteFrom('admins').where('bot_id', '=', botId).where('admin_id', '=', adminId).returningAll().executeTakeFirst();
}
