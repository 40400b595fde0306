// `tollgate bots export` and `tollgate bots import` (SPEC §16): a bot's backup written to a file
// and loaded from one, to move a bot between SQLite and PostgreSQL.
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ImportOutcome } from '../modules/backup/service.js';
import type { Services } from '../services.js';
import { writeWholeFile } from './whole-file.js';

/** Writes the bot's backup to `target`, whole or not at all. */
export async function exportBot(services: Services, botId: number, target: string): Promise<{ bot_id: number; file: string; lines: number }> {
  let lines = 0;
  const counted = async function* () {
    for await (const text of services.backup.lines(botId)) {
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines += 1;
      yield text;
    }
  };
  const file = await writeWholeFile(target, (partial) => pipeline(Readable.from(counted()), createWriteStream(partial)));
  return { bot_id: botId, file, lines };
}

/** Loads a bot's backup file as a new bot, and issues it a new owner's key (keys are not carried). */
export async function importBot(services: Services, source: string): Promise<ImportOutcome & { api_key: string }> {
  const file = resolve(source);
  if (!existsSync(file)) throw new Error(`no file at ${file}`);
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Number.POSITIVE_INFINITY });
  try {
    const outcome = await services.backup.load(lines);
    const key = await services.keys.issueKey({ botId: outcome.bot_id });
    return { ...outcome, api_key: key.api_key };
  } finally {
    lines.close();
  }
}
