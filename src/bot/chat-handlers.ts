// The sold chats: join requests approved only for members with access to that chat; who joins
// and leaves kept up to date from chat_member updates (member.joined / member.removed).
import { Composer, type Context } from 'grammy';
import type { ChatMember } from 'grammy/types';
import { type Actor, SYSTEM } from '../bot-context.js';
import type { RuntimeDeps } from './runtime-deps.js';

const INSIDE = new Set(['creator', 'administrator', 'member']);
const inside = (m: ChatMember) => INSIDE.has(m.status) || (m.status === 'restricted' && m.is_member);

export function chatHandlers({ services, botId }: RuntimeDeps): Composer<Context> {
  const composer = new Composer<Context>();
  const isSold = async (chatId: number) => (await services.chats.chatsOf(botId, [chatId])).length === 1;

  composer.on('chat_join_request', async (ctx) => {
    const request = ctx.chatJoinRequest;
    if (!(await isSold(request.chat.id))) return;
    const memberId = String(request.from.id);
    const open = await services.access.chatsWithAccess(botId, memberId);
    if (!open.has(request.chat.id)) return void (await ctx.api.declineChatJoinRequest(request.chat.id, request.from.id));
    await ctx.api.approveChatJoinRequest(request.chat.id, request.from.id);
    await services.members.joinedChat(botId, memberId, request.chat.id, { type: 'member', member_id: memberId });
  });

  composer.on('chat_member', async (ctx) => {
    const update = ctx.chatMember;
    if (update.new_chat_member.user.is_bot || !(await isSold(update.chat.id))) return;
    const memberId = String(update.new_chat_member.user.id);
    const was = inside(update.old_chat_member);
    const is = inside(update.new_chat_member);
    // Who made the change: the member (joined, left), or someone else there (the platform's doing).
    const actor: Actor = String(update.from.id) === memberId ? { type: 'member', member_id: memberId } : SYSTEM;
    if (!was && is) await services.members.joinedChat(botId, memberId, update.chat.id, actor);
    if (was && !is) await services.members.leftChat(botId, memberId, update.chat.id, actor);
  });

  // The bot's own rights in a chat changed: nothing to do now; a missing right shows up as the
  // platform's refusal on the next invite link or removal (recorded on the subscription).
  composer.on('my_chat_member', () => {});

  return composer;
}
