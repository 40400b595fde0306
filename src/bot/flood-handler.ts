// Flood control in the chats of the bot (SPEC §16): each message a member sends in a group is
// counted (services.flood); one beyond the limit is deleted here, and the first one beyond it
// with "mute" records member.muted with the job that mutes the member and tells the chat once.
//
// The delete is a direct call from the update's handler, not a job of its own: the update is
// already a durable job (retried with backoff until the platform answers, update-jobs.ts), so a
// delete that fails is retried with it; a job per deleted message would add a write per message
// in the middle of a flood. The mute and its notice are jobs, written before the delete, so a
// retried update (counted again, now further over) neither loses nor repeats them.
//
// Who is exempt is asked only for a message beyond the limit, so counting costs one increment:
// the owner and the bot's admins (level ≥ 2), and the chat's own administrators
// (getChatAdministrators, kept per chat for CHAT_ADMINS_MS). Messages sent on behalf of a chat
// (anonymous administrators, a linked channel) have no member to limit and are not counted.
import { Composer, type Context } from 'grammy';
import { classify } from './platform.js';
import type { RuntimeDeps } from './runtime-deps.js';

/** How long a chat's administrators are trusted as read (a new one is exempt within this). */
export const CHAT_ADMINS_MS = 10 * 60_000;
/** Chats whose administrators are kept at once. */
const MAX_CHATS_KEPT = 10_000;

/** What a member sends, as opposed to the service messages the platform posts in the chat. */
const SENT: ('message:text' | 'message:file' | 'message:contact' | 'message:location' | 'message:poll' | 'message:dice' | 'message:game')[] = [
  'message:text',
  'message:file',
  'message:contact',
  'message:location',
  'message:poll',
  'message:dice',
  'message:game',
];

export function floodHandler({ services, botId, log }: RuntimeDeps): Composer<Context> {
  const composer = new Composer<Context>();
  const chatAdmins = new Map<number, { ids: Set<number>; until: number }>();

  async function adminsOf(ctx: Context, chatId: number): Promise<Set<number>> {
    const kept = chatAdmins.get(chatId);
    if (kept && kept.until > Date.now()) return kept.ids;
    const ids = new Set((await ctx.api.getChatAdministrators(chatId)).map((m) => m.user.id));
    if (chatAdmins.size >= MAX_CHATS_KEPT) chatAdmins.clear();
    chatAdmins.set(chatId, { ids, until: Date.now() + CHAT_ADMINS_MS });
    return ids;
  }

  async function exempt(ctx: Context, chatId: number, userId: number): Promise<boolean> {
    if ((await services.settings.contextOf(botId)).ownerId === String(userId)) return true;
    if ((await services.admins.levelOf(botId, String(userId))) >= 2) return true;
    return (await adminsOf(ctx, chatId)).has(userId);
  }

  composer
    .chatType(['group', 'supergroup'])
    .on(SENT)
    .use(async (ctx, next) => {
      const message = ctx.message;
      if (message.sender_chat || !ctx.from) return next();
      const rules = await services.flood.rulesOf(botId);
      if (!rules) return next();
      const chatId = ctx.chat.id;
      const memberId = String(ctx.from.id);
      const verdict = await services.flood.count(botId, chatId, memberId, rules);
      if (verdict === 'ok') return next();
      if ((await services.chats.chatsOf(botId, [chatId])).length === 0 || (await exempt(ctx, chatId, ctx.from.id))) return next();
      if (verdict === 'first-over' && rules.action === 'mute') {
        const name = ctx.from.username ? `@${ctx.from.username}` : ctx.from.first_name;
        await services.flood.mute(botId, { chatId, memberId, messageId: message.message_id, name, rules });
      }
      try {
        await ctx.api.deleteMessage(chatId, message.message_id);
      } catch (err) {
        const failure = classify(err);
        if (failure.kind !== 'permanent') throw err;
        // Gone already, or the bot may not delete here (docs/bot.md says which right it needs).
        log.warn({ botId, chatId, error: failure.error }, 'flood control could not delete a message');
      }
    });
  return composer;
}
