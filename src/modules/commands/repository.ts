// SQL for custom commands; every query is filtered by bot_id.
import type { CommandRow, Db } from '../../db/schema.js';

export function findCommand(db: Db, botId: number, name: string): Promise<CommandRow | undefined> {
  return db.selectFrom('commands').selectAll().where('bot_id', '=', botId).where('name', '=', name).executeTakeFirst();
}

/** Every command of the bot, by name. */
export function listCommands(db: Db, botId: number): Promise<CommandRow[]> {
  return db.selectFrom('commands').selectAll().where('bot_id', '=', botId).orderBy('name').execute();
}

/** The names of the bot's commands, and whether each is listed in the menu. */
export function commandNames(db: Db, botId: number): Promise<{ name: string; visible: number }[]> {
  return db.selectFrom('commands').select(['name', 'visible']).where('bot_id', '=', botId).execute();
}

/** Inserts the command or replaces the one of that name (created_at kept). */
export async function upsertCommand(db: Db, row: CommandRow): Promise<void> {
  const { bot_id, name, created_at, ...changes } = row;
  await db
    .insertInto('commands')
    .values(row)
    .onConflict((oc) => oc.columns(['bot_id', 'name']).doUpdateSet(changes))
    .execute();
}

export function deleteCommand(db: Db, botId: number, name: string): Promise<CommandRow | undefined> {
  return db.deleteFrom('commands').where('bot_id', '=', botId).where('name', '=', name).returningAll().executeTakeFirst();
}
