// The mute of flood control (SPEC §16), run from its job: the member may send nothing until the
// mute ends, and the chat is told once. A mute the platform refuses for good (the bot lacks the
// right to restrict members, the member became an administrator) is given up, untold.
import type { Api } from 'grammy';
import type { Outcome } from './effects.js';
import { classify, userIdOf } from './platform.js';
import type { Speech } from './speech.js';

/** The platform reads an until_date less than 30 s away as "forever": a mute that late is skipped. */
const LEAST_MUTE_S = 30;

const SILENT = {
  can_send_messages: false,
  can_send_audios: false,
  can_send_documents: false,
  can_send_photos: false,
  can_send_videos: false,
  can_send_video_notes: false,
  can_send_voice_notes: false,
  can_send_polls: false,
  can_send_other_messages: false,
  can_add_web_page_previews: false,
};

export interface MutePayload {
  chat_id: number;
  member_id: string;
  name: string;
  /** When the mute ends (epoch ms). */
  until: number;
}

export async function muteMember(api: Api, speech: Speech, mute: MutePayload, now: number): Promise<Outcome> {
  const userId = userIdOf(mute.member_id);
  const left = Math.floor((mute.until - now) / 1000);
  if (userId === null || left < LEAST_MUTE_S) return 'done';
  try {
    await api.restrictChatMember(mute.chat_id, userId, SILENT, { until_date: Math.floor(mute.until / 1000), use_independent_chat_permissions: true });
  } catch (err) {
    const failure = classify(err);
    if (failure.kind !== 'permanent') throw err;
    return { failed: failure.error };
  }
  // The chat reads it: in the bot's default language.
  const w = await speech.forGroup();
  await api.sendMessage(mute.chat_id, w.t('flood-muted', { name: mute.name, duration: w.duration(left) }));
  return 'done';
}
