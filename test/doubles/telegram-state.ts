// What the Telegram double knows: bots, users, chats and their members, messages, invoices, Star
// charges, invite links and join requests, plus the Bot API objects (User, Chat, ChatMember, …)
// built from them exactly as the Bot API serializes them.
import type {
  BotCommand,
  Chat,
  ChatInviteLink,
  ChatMember,
  ChatMemberAdministrator,
  InlineKeyboardMarkup,
  LabeledPrice,
  Message,
  User,
  UserFromGetMe,
} from '@grammyjs/types';
import { randomBytes, randomInt } from 'node:crypto';
import { badRequest, forbidden, toInteger } from './telegram-wire.js';

export type GroupChatType = 'group' | 'supergroup' | 'channel';

export interface BotRecord {
  id: number;
  username: string;
  firstName: string;
  token: string;
  canJoinGroups: boolean;
  /** setMyCommands lists by scope key (see `scopeKey`). */
  commands: Map<string, BotCommand[]>;
  /** setMyDescription and setMyShortDescription texts by language code ('' for the default). */
  descriptions: Map<string, string>;
  shortDescriptions: Map<string, string>;
}

export interface UserRecord {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

/** What a bot may do in a chat it belongs to. */
export interface BotRights {
  isAdmin: boolean;
  canInvite: boolean;
  canRestrict: boolean;
}

export interface JoinRequestRecord {
  chatId: number;
  userId: number;
  date: number;
  link: InviteLinkRecord;
}

export interface ChatRecord {
  id: number;
  type: GroupChatType;
  title: string;
  username?: string;
  creatorId: number;
  admins: Set<number>;
  members: Set<number>;
  /** Banned users and the ban's until_date (0: forever). */
  banned: Map<number, number>;
  /** Muted users (restrictChatMember with nothing allowed) and the mute's until_date (0: forever). */
  muted: Map<number, number>;
  bots: Map<number, BotRights>;
  joinRequests: Map<number, JoinRequestRecord>;
  joinDecisions: JoinDecision[];
}

export interface InviteLinkRecord {
  chatId: number;
  botId: number;
  link: ChatInviteLink;
  /** Users who joined through it (member_limit counts those still members). */
  joined: Set<number>;
}

export interface InvoiceRecord {
  botId: number;
  title: string;
  description: string;
  payload: string;
  currency: string;
  prices: LabeledPrice[];
  totalAmount: number;
  startParameter: string;
  subscriptionPeriod: number;
  /** Where sendInvoice put it (private chats: the user's id). */
  chatId?: number;
  messageId?: number;
  /** What createInvoiceLink returned. */
  link?: string;
}

export interface ChargeRecord {
  id: string;
  botId: number;
  userId: number;
  currency: string;
  totalAmount: number;
  payload: string;
  date: number;
  refunded: boolean;
  /** Present for subscription payments (first and renewals); shared state lives on the first charge. */
  subscription?: { period: number; expirationDate: number; canceled: boolean; firstChargeId: string };
}

export interface CallbackQueryRecord {
  id: string;
  botId: number;
  userId: number;
  /** The answerCallbackQuery parameters, once answered. */
  answer?: Record<string, unknown>;
}

export interface PreCheckoutRecord {
  id: string;
  botId: number;
  userId: number;
  state: 'waiting' | 'answered' | 'expired';
  onAnswer: (ok: boolean, errorMessage: string) => void;
}

export interface JoinDecision {
  userId: number;
  botId: number;
  approved: boolean;
  date: number;
}

export interface StoredMessage {
  message: Message;
  /** The bot that sent it (undefined for users' messages). */
  senderBotId?: number;
  /** The text as sent with its parse_mode (entities are not kept; edits compare this too). */
  source?: string;
}

/** A file a bot uploaded, as Telegram keeps it. */
export interface StoredDocument {
  file_name: string;
  mime_type: string;
  bytes: Buffer;
}

export type Conversation = 'started' | 'blocked';

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

export function randomString(length: number, alphabet = TOKEN_ALPHABET): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** A 64-bit-looking decimal id, as the Bot API prints query ids and chat instances. */
export function randomNumericId(): string {
  return BigInt.asIntN(64, randomBytes(8).readBigUInt64BE()).toString();
}

export class World {
  readonly bots = new Map<number, BotRecord>();
  readonly botsByToken = new Map<string, BotRecord>();
  readonly users = new Map<number, UserRecord>();
  readonly chats = new Map<number, ChatRecord>();
  /** Per bot: who started it and who blocked it. */
  readonly conversations = new Map<number, Map<number, Conversation>>();
  readonly messages = new Map<string, StoredMessage>();
  /** Files bots uploaded (sendDocument), by file_id. */
  readonly documents = new Map<string, StoredDocument>();
  private readonly messageCounters = new Map<string, number>();
  readonly invoices: InvoiceRecord[] = [];
  readonly charges = new Map<string, ChargeRecord>();
  readonly inviteLinks = new Map<string, InviteLinkRecord>();
  readonly callbackQueries = new Map<string, CallbackQueryRecord>();
  readonly preCheckoutQueries = new Map<string, PreCheckoutRecord>();
  private readonly chatInstances = new Map<string, string>();

  constructor(private readonly clock: () => number) {}

  /** Unix time in seconds, as every `date` in the Bot API. */
  unixNow(): number {
    return Math.floor(this.clock() / 1000);
  }

  bot(botId: number): BotRecord {
    const bot = this.bots.get(botId);
    if (!bot) throw new Error(`telegram double: no bot ${botId} (addBot first)`);
    return bot;
  }

  user(userId: number): UserRecord {
    const user = this.users.get(userId);
    if (!user) throw new Error(`telegram double: no user ${userId} (addUser first)`);
    return user;
  }

  chat(chatId: number): ChatRecord {
    const chat = this.chats.get(chatId);
    if (!chat) throw new Error(`telegram double: no chat ${chatId} (addChat first)`);
    return chat;
  }

  conversation(botId: number, userId: number): Conversation | undefined {
    return this.conversations.get(botId)?.get(userId);
  }

  /** Whether the bot has met the user: they opened it (started or blocked it since) or share a chat
   * with it. A user the bot never met is "chat not found" even where no message is sent (a
   * command scope). */
  knows(botId: number, userId: number): boolean {
    if (this.conversation(botId, userId) !== undefined) return true;
    for (const chat of this.chats.values()) if (chat.bots.has(botId) && chat.members.has(userId)) return true;
    return false;
  }

  setConversation(botId: number, userId: number, state: Conversation): void {
    const map = this.conversations.get(botId) ?? new Map<number, Conversation>();
    this.conversations.set(botId, map);
    map.set(userId, state);
  }

  // --- messages ---

  /** Message ids count per chat; a private chat is one per bot and user. */
  private chatKey(botId: number, chatId: number): string {
    return chatId > 0 ? `${botId}/${chatId}` : String(chatId);
  }

  nextMessageId(botId: number, chatId: number): number {
    const key = this.chatKey(botId, chatId);
    const next = (this.messageCounters.get(key) ?? 0) + 1;
    this.messageCounters.set(key, next);
    return next;
  }

  storeMessage(botId: number, stored: StoredMessage): void {
    this.messages.set(`${this.chatKey(botId, stored.message.chat.id)}#${stored.message.message_id}`, stored);
  }

  findMessage(botId: number, chatId: number, messageId: number): StoredMessage | undefined {
    return this.messages.get(`${this.chatKey(botId, chatId)}#${messageId}`);
  }

  deleteMessage(botId: number, chatId: number, messageId: number): boolean {
    return this.messages.delete(`${this.chatKey(botId, chatId)}#${messageId}`);
  }

  /** The chat_instance of callback queries: stable per bot and chat. */
  chatInstance(botId: number, chatId: number): string {
    const key = `${botId}/${chatId}`;
    const value = this.chatInstances.get(key) ?? randomNumericId();
    this.chatInstances.set(key, value);
    return value;
  }

  /**
   * Whether a join request lets the bot write to the user first: `user_chat_id` works for 5
   * minutes while a request to a chat the bot administers is pending.
   */
  joinRequestOpens(botId: number, userId: number): boolean {
    const now = this.unixNow();
    for (const chat of this.chats.values()) {
      const request = chat.joinRequests.get(userId);
      if (request && chat.bots.get(botId)?.isAdmin && now - request.date < 300) return true;
    }
    return false;
  }

  // --- membership ---

  /** Whether the user may send nothing in the chat (a mute that ended is forgotten). */
  isMuted(chat: ChatRecord, userId: number): boolean {
    const until = chat.muted.get(userId);
    if (until === undefined) return false;
    if (until !== 0 && until <= this.unixNow()) {
      chat.muted.delete(userId);
      return false;
    }
    return true;
  }

  isBanned(chat: ChatRecord, userId: number): boolean {
    const until = chat.banned.get(userId);
    if (until === undefined) return false;
    if (until !== 0 && until <= this.unixNow()) {
      chat.banned.delete(userId);
      return false;
    }
    return true;
  }

  status(chat: ChatRecord, userId: number): ChatMember['status'] {
    const bot = chat.bots.get(userId);
    if (bot) return bot.isAdmin ? 'administrator' : 'member';
    if (userId === chat.creatorId) return 'creator';
    if (chat.admins.has(userId)) return 'administrator';
    if (this.isBanned(chat, userId)) return 'kicked';
    if (this.isMuted(chat, userId)) return 'restricted';
    return chat.members.has(userId) ? 'member' : 'left';
  }

  // --- Bot API objects ---

  userJson(userId: number): User {
    const bot = this.bots.get(userId);
    if (bot) return botUserJson(bot);
    const user = this.user(userId);
    return {
      id: user.id,
      is_bot: false,
      first_name: user.first_name,
      ...(user.last_name ? { last_name: user.last_name } : {}),
      ...(user.username ? { username: user.username } : {}),
      ...(user.language_code ? { language_code: user.language_code } : {}),
    };
  }

  privateChatJson(userId: number): Chat.PrivateChat {
    const user = this.user(userId);
    return {
      id: user.id,
      first_name: user.first_name,
      ...(user.last_name ? { last_name: user.last_name } : {}),
      ...(user.username ? { username: user.username } : {}),
      type: 'private',
    };
  }

  memberJson(chat: ChatRecord, userId: number): ChatMember {
    const user = this.userJson(userId);
    const status = this.status(chat, userId);
    switch (status) {
      case 'creator':
        return { user, status, is_anonymous: false };
      case 'administrator': {
        const rights = chat.bots.get(userId) ?? { isAdmin: true, canInvite: true, canRestrict: true };
        return administratorJson(chat, user, rights);
      }
      case 'kicked':
        return { user, status, until_date: chat.banned.get(userId) ?? 0 };
      case 'member':
        return { user, status };
      case 'restricted':
        return { user, status, is_member: chat.members.has(userId), until_date: chat.muted.get(userId) ?? 0, ...NOTHING_ALLOWED };
      default:
        return { user, status: 'left' };
    }
  }
}

/** The permissions of a muted member: nothing may be sent (the Bot API's ChatMemberRestricted fields). */
export const NOTHING_ALLOWED = {
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
  can_change_info: false,
  can_invite_users: false,
  can_pin_messages: false,
  can_manage_topics: false,
  can_react_to_messages: false,
  can_edit_tag: false,
} as const;

export function botUserJson(bot: BotRecord): User {
  return { id: bot.id, is_bot: true, first_name: bot.firstName, username: bot.username };
}

export function getMeJson(bot: BotRecord): UserFromGetMe {
  return {
    id: bot.id,
    is_bot: true,
    first_name: bot.firstName,
    username: bot.username,
    can_join_groups: bot.canJoinGroups,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
    supports_guest_queries: false,
    can_connect_to_business: false,
    has_main_web_app: false,
    has_topics_enabled: false,
    allows_users_to_create_topics: false,
    can_manage_bots: false,
    supports_join_request_queries: false,
  };
}

export function chatJson(chat: ChatRecord): Chat.GroupChat | Chat.SupergroupChat | Chat.ChannelChat {
  if (chat.type === 'group') return { id: chat.id, title: chat.title, type: 'group' };
  return { id: chat.id, title: chat.title, ...(chat.username ? { username: chat.username } : {}), type: chat.type };
}

/** An administrator as the Bot API lists one: the rights fields depend on the chat type. */
function administratorJson(chat: ChatRecord, user: User, rights: BotRights): ChatMemberAdministrator {
  const full = !user.is_bot;
  return {
    user,
    status: 'administrator',
    can_be_edited: false,
    can_manage_chat: true,
    can_change_info: full,
    ...(chat.type === 'channel' ? { can_post_messages: true, can_edit_messages: full } : {}),
    can_delete_messages: true,
    can_invite_users: full || rights.canInvite,
    can_restrict_members: full || rights.canRestrict,
    ...(chat.type !== 'channel' ? { can_pin_messages: full } : {}),
    ...(chat.type === 'supergroup' ? { can_manage_topics: full } : {}),
    can_promote_members: false,
    can_manage_video_chats: full,
    can_post_stories: false,
    can_edit_stories: false,
    can_delete_stories: false,
    ...(chat.type === 'channel' ? { can_manage_direct_messages: false } : {}),
    ...(chat.type !== 'channel' ? { can_manage_tags: false } : {}),
    can_send_welcome_messages: false,
    is_anonymous: false,
  };
}

/** The chat_id parameter naming a private chat (a user) or a group, channel or supergroup. */
export type ChatTarget = { kind: 'private'; user: UserRecord } | { kind: 'group'; chat: ChatRecord };

/**
 * Resolves `chat_id` for a bot, with Telegram's refusals: empty, unknown (the bot never met that
 * user or is not in that chat), and with `write` the private-chat rules (never started, blocked)
 * and a channel's need for administrator rights.
 */
export function resolveChat(world: World, bot: BotRecord, chatIdText: string, write: boolean): ChatTarget {
  if (chatIdText === '') throw badRequest('chat_id is empty');
  if (chatIdText.startsWith('@')) {
    const name = chatIdText.slice(1).toLowerCase();
    const chat = [...world.chats.values()].find((c) => c.username?.toLowerCase() === name && c.bots.has(bot.id));
    if (!chat) throw badRequest('chat not found');
    return groupTarget(chat, bot, write);
  }
  const id = toInteger(chatIdText);
  if (id > 0) {
    const user = world.users.get(id);
    if (!user) throw badRequest('chat not found');
    if (write) {
      const state = world.conversation(bot.id, id);
      if (state === 'blocked') throw forbidden('bot was blocked by the user');
      if (state !== 'started' && !world.joinRequestOpens(bot.id, id)) throw forbidden("bot can't initiate conversation with a user");
    }
    return { kind: 'private', user };
  }
  const chat = world.chats.get(id);
  if (!chat?.bots.has(bot.id)) throw badRequest('chat not found');
  return groupTarget(chat, bot, write);
}

function groupTarget(chat: ChatRecord, bot: BotRecord, write: boolean): ChatTarget {
  if (write && chat.type === 'channel' && !chat.bots.get(bot.id)?.isAdmin) throw badRequest('need administrator rights in the channel chat');
  return { kind: 'group', chat };
}

export function targetChatId(target: ChatTarget): number {
  return target.kind === 'private' ? target.user.id : target.chat.id;
}

export function targetChatJson(world: World, target: ChatTarget): Chat {
  return target.kind === 'private' ? world.privateChatJson(target.user.id) : chatJson(target.chat);
}

/** The key under which setMyCommands keeps a list: scope type (+ chat, + user) and language. */
export function scopeKey(scope: { type: string; chat_id?: number | string; user_id?: number } | undefined, languageCode = ''): string {
  const type = scope?.type ?? 'default';
  const parts = [type];
  if (scope?.chat_id !== undefined) parts.push(String(scope.chat_id));
  if (scope?.user_id !== undefined) parts.push(String(scope.user_id));
  return `${parts.join(':')}|${languageCode}`;
}

/** Whether two inline keyboards are the same (message-not-modified check). */
export function sameMarkup(a: InlineKeyboardMarkup | undefined, b: InlineKeyboardMarkup | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
