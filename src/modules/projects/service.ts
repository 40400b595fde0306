// Rules for projects: every bundled chat must be one of the bot's.
import type { BotContext } from '../../bot-context.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import type { ServiceDeps } from '../common/deps.js';
import { isoFromMs } from '../../time/iso.js';
import { allocateIds } from '../bots/repository.js';
import { decodeCursor, pageLimit, toPage, type PageRequest } from '../common/pagination.js';
import type { ChatService } from '../chats/service.js';
import * as repo from './repository.js';
import type { CreateProjectInput, ProjectRecord } from './schemas.js';

type ProjectRow = NonNullable<Awaited<ReturnType<typeof repo.findProject>>>;

export function createProjectService({ db, now }: ServiceDeps, chats: Pick<ChatService, 'existingChatIds'>) {
  const toRecord = (row: ProjectRow, chatIds: number[]): ProjectRecord => ({
    project_id: Number(row.project_id),
    project_name: row.project_name,
    chat_ids: chatIds,
    created_at: isoFromMs(row.created_at),
  });

  return {
    async createProject({ botId }: BotContext, input: CreateProjectInput): Promise<ProjectRecord> {
      const at = now();
      const projectId = await db.transaction().execute(async (trx) => {
        const known = await chats.existingChatIds(trx, botId, input.chat_ids);
        const unknown = input.chat_ids.flatMap((id, i) =>
          known.has(id) ? [] : [{ field: `chat_ids[${i}]`, message: `must be a chat of this bot; ${id} is not` }],
        );
        if (unknown.length) throw new ValidationError(unknown);
        const id = await allocateIds(trx, botId, 'project');
        await repo.insertProject(trx, botId, id, input.project_name, input.chat_ids, at);
        return id;
      });
      return { project_id: projectId, project_name: input.project_name, chat_ids: input.chat_ids, created_at: isoFromMs(at) };
    },

    async getProject({ botId }: BotContext, projectId: number): Promise<ProjectRecord> {
      const row = await repo.findProject(db, botId, projectId);
      if (!row) throw new NotFoundError(`Project ${projectId} is not a project of this bot.`);
      const chats = await repo.chatIdsOf(db, botId, [projectId]);
      return toRecord(row, chats.get(projectId) ?? []);
    },

    async listProjects({ botId }: BotContext, page: PageRequest) {
      const limit = pageLimit(page);
      const after = decodeCursor<[number]>(page.cursor, ['number']);
      const rows = await repo.listProjects(db, botId, limit, after?.[0]);
      const chats = await repo.chatIdsOf(
        db,
        botId,
        rows.slice(0, limit).map((r) => Number(r.project_id)),
      );
      return toPage(
        rows,
        limit,
        (r) => [Number(r.project_id)],
        (r) => toRecord(r, chats.get(Number(r.project_id)) ?? []),
      );
    },

    /** The chat ids a project bundles, in order. */
    async chatIdsOf(botId: number, projectId: number): Promise<number[]> {
      return (await repo.chatIdsOf(db, botId, [projectId])).get(projectId) ?? [];
    },

    /** Whether the bot has this project (plans check the project they grant). */
    async projectExists({ botId }: BotContext, projectId: number): Promise<boolean> {
      return (await repo.findProject(db, botId, projectId)) !== undefined;
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
