// /export and /backup (SPEC §16): the members file or the backup sent to the admin in private as a
// document, from a durable job. The file is written to a temporary file first (memory stays flat
// whatever the bot's size; the platform needs the length anyway) and uploaded from there; above
// the 50 MB a bot may upload, the admin is pointed to the API instead.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Api, InputFile } from 'grammy';
import { BOT_UPLOAD_MAX_BYTES } from '../limits.js';
import { allows, type Power } from '../team/powers.js';
import { isUnreachableUser, userIdOf } from './platform.js';
import type { RuntimeDeps } from './runtime-deps.js';

/** The files an admin can ask the bot for, with the power each needs. */
export const ADMIN_FILES = {
  members: { power: 'exports.read' },
  backup: { power: 'backup.run' },
} as const satisfies Record<string, { power: Power }>;

export type AdminFile = keyof typeof ADMIN_FILES;

export interface FileRequest {
  admin_id: string;
  file: AdminFile;
}

/** Writes `chunks` to `path`; false (and the rest left unread) once they pass `limit` bytes. */
async function writeWithin(chunks: AsyncGenerator<string>, path: string, limit: number): Promise<boolean> {
  const out = createWriteStream(path);
  let bytes = 0;
  try {
    for await (const chunk of chunks) {
      bytes += Buffer.byteLength(chunk);
      if (bytes > limit) return false;
      if (!out.write(chunk)) await once(out, 'drain');
    }
    return true;
  } finally {
    out.end();
    await once(out, 'close');
  }
}

export function createFileSender({ services, botId, speech }: RuntimeDeps, api: Api) {
  const open = async (file: AdminFile) => (file === 'members' ? services.exports.members(botId) : services.backup.file(botId));

  return async function sendFile(request: FileRequest): Promise<'done'> {
    const userId = userIdOf(request.admin_id);
    // Asked for by an admin who may have lost the level since: nothing is sent then.
    const spec = ADMIN_FILES[request.file];
    if (userId === null || !spec || !allows(await services.admins.levelOf(botId, request.admin_id), spec.power)) return 'done';
    const dir = await mkdtemp(join(tmpdir(), 'tollgate-file-'));
    try {
      const { name, chunks } = await open(request.file);
      const path = join(dir, name);
      try {
        const w = await speech.forMember(request.admin_id);
        if (!(await writeWithin(chunks, path, BOT_UPLOAD_MAX_BYTES))) await api.sendMessage(userId, w.t(`file-too-big-${request.file}`));
        else await api.sendDocument(userId, new InputFile(path, name), { caption: w.t(`file-caption-${request.file}`) });
      } catch (err) {
        // An admin who blocked the bot cannot get it; anything else is retried.
        if (!isUnreachableUser(err)) throw err;
      }
      return 'done';
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}
