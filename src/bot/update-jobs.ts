// Updates as jobs of the runner: which chat an update belongs to (a chat's updates are handled one
// after another), and the job row of an update handed over in memory.
import type { Update } from 'grammy/types';
import type { BotJobRow } from '../db/schema.js';
import { JOB, updateKey } from '../modules/jobs/service.js';

/** The chat an update belongs to: its updates are handled one after another. */
export function chatKey(update: Update): string {
  const chat =
    update.message?.chat.id ??
    update.callback_query?.from.id ??
    update.pre_checkout_query?.from.id ??
    update.chat_join_request?.chat.id ??
    update.chat_member?.chat.id ??
    update.my_chat_member?.chat.id;
  return String(chat ?? update.update_id);
}

/** A job row for an update handed over in memory (as stored: pending, never attempted). */
export const handedOver = (botId: number, update: Update): BotJobRow => ({
  bot_id: botId,
  job_key: updateKey(update.update_id),
  kind: JOB.update,
  lane: 'update',
  payload: '',
  state: 'pending',
  attempts: 0,
  run_at: 0,
  last_error: null,
  created_at: 0,
  finished_at: null,
});
