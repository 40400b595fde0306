// SQL for projects and the chats they bundle.
import type { Db } from '../../db/schema.js';
import { keysetAfter } from '../../db/keyset.js';

export async function insertProject(db: Db, botId: number, projectId: number, name: string, chatIds: number[], at: number) {
  await db.insertInto('projects').values({ bot_id: botId, project_id: projectId, project_name: name, created_at: at, updated_at: at }).execute();
  await db
    .insertInto('project_chats')
    .values(chatIds.map((chatId, position) => ({ bot_id: botId, project_id: projectId, chat_id: chatId, position })))
    .execute();
}

export function findProject(db: Db, botId: number, projectId: number) {
  return db.selectFrom('projects').selectAll().where('bot_id', '=', botId).where('project_id', '=', projectId).executeTakeFirst();
}

/** Newest first, keyed by project_id (ids grow with time); reads limit+1 rows. */
export function listProjects(db: Db, botId: number, limit: number, beforeId?: number) {
  let query = db.selectFrom('projects').selectAll().where('bot_id', '=', botId);
  if (beforeId !== undefined) query = query.where((eb) => keysetAfter(eb, ['project_id'], 'desc', [beforeId]));
  return query
    .orderBy('project_id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** chat_ids of each given project, in the order they were given. */
export async function chatIdsOf(db: Db, botId: number, projectIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return map;
  const rows = await db
    .selectFrom('project_chats')
    .select(['project_id', 'chat_id'])
    .where('bot_id', '=', botId)
    .where('project_id', 'in', projectIds)
    .orderBy('project_id')
    .orderBy('position')
    .execute();
  for (const row of rows) map.get(Number(row.project_id))?.push(Number(row.chat_id));
  return map;
}
