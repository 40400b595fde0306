// Custom commands (SPEC §15): the owner's own words. PUT makes or replaces one, DELETE removes it;
// each change records its event in the same transaction, and the event sets off the members'
// command menu (jobs/reactions.ts). The bot asks `answer` on every command no handler of its own
// took, so the names are kept per bot for COMMAND_CACHE_MS (forgotten at once when changed here):
// an unknown command costs no query, a known one one read of one row.
import type { BotContext } from '../../bot-context.js';
import type { CommandRow } from '../../db/schema.js';
import { NotFoundError, ValidationError, type FieldError } from '../../errors.js';
import { COMMAND_CACHE_MS, MAX_COMMANDS, MAX_VISIBLE_COMMANDS } from '../../limits.js';
import { isoFromMs } from '../../time/iso.js';
import type { ServiceDeps } from '../common/deps.js';
import type { EventService } from '../events/service.js';
import { BUILT_IN_COMMANDS, languageOf, languageProblem, NAME_PATTERN } from './names.js';
import * as repo from './repository.js';
import { type CommandRecord, MAX_DESCRIPTION, type PutCommandInput } from './schemas.js';

/** A command as the platform's menu takes it. */
export interface MenuCommand {
  command: string;
  description: string;
}

const NAME = new RegExp(NAME_PATTERN);

export function toCommandRecord(row: CommandRow): CommandRecord {
  return {
    name: row.name,
    text: row.text,
    description: row.description,
    visible: Number(row.visible) === 1,
    translations: JSON.parse(row.translations) as Record<string, string>,
    created_at: isoFromMs(Number(row.created_at)),
    updated_at: isoFromMs(Number(row.updated_at)),
  };
}

/** The menu's words for a command without a description: the text's first line, shortened to fit. */
export function defaultDescription(text: string): string {
  const line =
    text
      .split('\n')
      .find((l) => l.trim())
      ?.trim() ?? text.trim();
  const chars = Array.from(line);
  return chars.length <= MAX_DESCRIPTION ? line : `${chars.slice(0, MAX_DESCRIPTION - 1).join('')}…`;
}

const noSuchCommand = (name: string) =>
  new NotFoundError(NAME.test(name) ? `/${name} is not a command of this bot.` : 'That is not a command of this bot: names are 1 to 32 of a–z, 0–9 and _.');

export function createCommandService({ db, now }: ServiceDeps, events: Pick<EventService, 'record'>) {
  /** Per bot: the commands' names, until when they are trusted. */
  const known = new Map<number, { names: Set<string>; until: number }>();

  async function namesOf(botId: number): Promise<Set<string>> {
    const at = now();
    const cached = known.get(botId);
    if (cached && cached.until > at) return cached.names;
    const names = new Set((await repo.commandNames(db, botId)).map((c) => c.name));
    known.set(botId, { names, until: at + COMMAND_CACHE_MS });
    return names;
  }

  function check(existing: { name: string; visible: number }[], name: string, input: PutCommandInput): FieldError[] {
    const fields: FieldError[] = [];
    if (BUILT_IN_COMMANDS.has(name)) fields.push({ field: 'name', message: `is /${name}, a command of the bot itself; choose another name` });
    for (const key of Object.keys(input.translations ?? {})) {
      const problem = languageProblem(key);
      if (problem) fields.push({ field: `translations.${key}`, message: problem });
    }
    const others = existing.filter((c) => c.name !== name);
    if (others.length === existing.length && others.length >= MAX_COMMANDS)
      fields.push({ field: 'name', message: `would be command ${MAX_COMMANDS + 1}; a bot has at most ${MAX_COMMANDS}: delete one first` });
    if ((input.visible ?? true) && others.filter((c) => Number(c.visible) === 1).length >= MAX_VISIBLE_COMMANDS)
      fields.push({
        field: 'visible',
        message: `cannot be true: ${MAX_VISIBLE_COMMANDS} commands are in the menu already (the most it shows); hide or delete one first`,
      });
    return fields;
  }

  return {
    /** PUT /commands/{name}: makes the command or replaces it whole; `created` when it is new. */
    async putCommand(bot: BotContext, name: string, input: PutCommandInput): Promise<{ command: CommandRecord; created: boolean }> {
      const { botId } = bot;
      const early = check([], name, input);
      if (early.length) throw new ValidationError(early);
      const result = await db.transaction().execute(async (trx) => {
        const existing = await repo.commandNames(trx, botId);
        const fields = check(existing, name, input);
        if (fields.length) throw new ValidationError(fields);
        const before = await repo.findCommand(trx, botId, name);
        const at = now();
        const row: CommandRow = {
          bot_id: botId,
          name,
          text: input.text,
          description: input.description ?? null,
          visible: (input.visible ?? true) ? 1 : 0,
          translations: JSON.stringify(input.translations ?? {}),
          created_at: before ? Number(before.created_at) : at,
          updated_at: at,
        };
        await repo.upsertCommand(trx, row);
        const command = toCommandRecord(row);
        await events.record(trx, botId, at, [{ type: 'command.changed', data: command, actor: bot.actor }]);
        return { command, created: !before };
      });
      known.delete(botId);
      return result;
    },

    /** GET /commands: every command of the bot (at most MAX_COMMANDS), by name. */
    async listCommands(bot: BotContext): Promise<CommandRecord[]> {
      return (await repo.listCommands(db, bot.botId)).map(toCommandRecord);
    },

    /** DELETE /commands/{name}: the bot no longer answers it; answers the command as it was. */
    async deleteCommand(bot: BotContext, name: string): Promise<CommandRecord> {
      const { botId } = bot;
      if (!NAME.test(name)) throw noSuchCommand(name);
      const deleted = await db.transaction().execute(async (trx) => {
        const row = await repo.deleteCommand(trx, botId, name);
        if (!row) return undefined;
        const command = toCommandRecord(row);
        await events.record(trx, botId, now(), [{ type: 'command.deleted', data: command, actor: bot.actor }]);
        return command;
      });
      if (!deleted) throw noSuchCommand(name);
      known.delete(botId);
      return deleted;
    },

    /** What the bot answers a member's /<name> with, in their language when translated
     * (`languageCode`: their app's, such as "es-MX"); undefined when the bot has no such command. */
    async answer(botId: number, name: string, languageCode?: string | null): Promise<string | undefined> {
      if (!(await namesOf(botId)).has(name)) return undefined;
      const row = await repo.findCommand(db, botId, name);
      if (!row) return undefined;
      const language = languageOf(languageCode);
      const translations = JSON.parse(row.translations) as Record<string, string>;
      return (language !== undefined && Object.hasOwn(translations, language) ? translations[language] : undefined) ?? row.text;
    },

    /** The commands the members' menu lists, by name, as read now. */
    async menu(botId: number): Promise<MenuCommand[]> {
      return (await repo.listCommands(db, botId))
        .filter((row) => Number(row.visible) === 1)
        .map((row) => ({ command: row.name, description: row.description ?? defaultDescription(row.text) }));
    },
  };
}

export type CommandService = ReturnType<typeof createCommandService>;
