// SQL for flood control; every query is filtered by bot_id.
import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema.js';
import type { FloodSettingsTable } from './tables.js';

export function findSettings(db: Db, botId: number) {
  return db.selectFrom('flood_settings').selectAll().where('bot_id', '=', botId).executeTakeFirst();
}

/** Turns flood control on, or replaces its settings. */
export async function saveSettings(db: Db, row: Insertable<FloodSettingsTable>): Promise<void> {
  const { bot_id, ...rest } = row;
  await db
    .insertInto('flood_settings')
    .values(row)
    .onConflict((oc) => oc.column('bot_id').doUpdateSet(rest))
    .execute();
}

export async function deleteSettings(db: Db, botId: number): Promise<void> {
  await db.deleteFrom('flood_settings').where('bot_id', '=', botId).execute();
}
