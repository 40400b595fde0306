// Operator action: a new bot with its owner (admin level 8) and its first api key.
import { ConflictError, ValidationError, invalid } from '../../errors.js';
import { compileCheck } from '../../schema/check.js';
import type { ServiceDeps } from '../common/deps.js';
import type { AdminService } from '../admins/service.js';
import { botIdOfToken } from './bot-token.js';
import type { KeyService } from './keys.js';
import * as repo from './repository.js';
import { CreateBotBody, type CreateBotInput } from './schemas.js';

const checkNewBot = compileCheck(CreateBotBody);

export function createBotCreation({ db, now, secretBox }: ServiceDeps, admins: AdminService, keys: KeyService) {
  return {
    /** Validated by the same schema as POST /v1/bots (the CLI calls this directly). */
    async createBot(input: CreateBotInput) {
      const checked = checkNewBot(input);
      if (!checked.ok) throw new ValidationError(checked.fields);
      const tokenBotId = input.bot_token === undefined ? undefined : botIdOfToken(input.bot_token);
      const botId = input.bot_id ?? tokenBotId;
      if (botId === undefined) throw invalid('bot_id', 'is required unless bot_token is given');
      if (tokenBotId !== undefined && tokenBotId !== botId) throw invalid('bot_token', `must start with the bot id ${botId}`);
      const at = now();
      const created = await db.transaction().execute(async (trx) => {
        const row = await repo.insertBot(trx, {
          bot_id: botId,
          bot_name: input.bot_name ?? null,
          owner_id: input.owner_id,
          timezone: input.timezone ?? 'UTC',
          default_currency: input.default_currency ?? 'USD',
          bot_token_enc: input.bot_token === undefined ? null : secretBox.seal(input.bot_token),
          created_at: at,
          updated_at: at,
        });
        if (!row) return false;
        await admins.addOwner(trx, botId, input.owner_id, at);
        return true;
      });
      if (!created) throw new ConflictError(`Bot ${botId} already exists.`);
      const key = await keys.issueKey({ botId });
      return { bot_id: botId, api_key: key.api_key, owner_id: input.owner_id };
    },
  };
}

export type BotCreation = ReturnType<typeof createBotCreation>;
