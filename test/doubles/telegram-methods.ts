// The Bot API methods the Telegram double serves, each with Telegram's parameter rules and refusals
// (wording from the Bot API server and TDLib; where the refusal comes from Telegram's own servers,
// their error name, as the Bot API passes it on).
import type { BotCommand, ChatInviteLink, InlineKeyboardMarkup, LabeledPrice, Message } from '@grammyjs/types';
import {
  type BotRecord,
  type ChatRecord,
  type ChatTarget,
  type InvoiceRecord,
  type StoredMessage,
  type World,
  botUserJson,
  chatJson,
  getMeJson,
  randomString,
  resolveChat,
  sameMarkup,
  scopeKey,
  targetChatId,
  targetChatJson,
} from './telegram-state.js';
import { MarkupError, applyParseMode } from './telegram-markup.js';
import type { UpdateHub } from './telegram-updates.js';
import { type Args, badRequest, byteLength, charLength, TelegramError, toInteger } from './telegram-wire.js';

export interface MethodContext {
  world: World;
  hub: UpdateHub;
  bot: BotRecord;
  /** Aborted when the caller goes away (a held getUpdates then ends). */
  signal: AbortSignal;
  /** Flood control for a message about to be sent to a chat (throws 429). */
  throttle: (chatId: number) => void;
}

export type MethodHandler = (ctx: MethodContext, args: Args) => unknown;

const MAX_TEXT_LENGTH = 4096;
const MAX_CALLBACK_DATA_BYTES = 64;
const MAX_INVOICE_PAYLOAD_BYTES = 128;
const STAR_SUBSCRIPTION_PERIOD = 2_592_000;
const QUERY_INVALID = 'query is too old and response timeout expired or query ID is invalid';

// --- shared readers ---

interface ReadText {
  /** What the message holds: the text with its markup parsed away. */
  text: string;
  /** The text as sent with its parse_mode. */
  source: string;
}

/** `text` and `parse_mode` of sendMessage and editMessageText. */
function readText(args: Args): ReadText {
  const text = args.str('text');
  if (text === '') throw badRequest('message text is empty');
  const parseMode = args.str('parse_mode').toLowerCase();
  if (parseMode !== '' && parseMode !== 'none' && !['markdown', 'markdownv2', 'html'].includes(parseMode)) throw badRequest('unsupported parse_mode');
  let plain: string;
  try {
    plain = applyParseMode(text, parseMode);
  } catch (error) {
    if (error instanceof MarkupError) throw badRequest(`can't parse entities: ${error.message}`);
    throw error;
  }
  if (plain.trim() === '') throw badRequest('text must be non-empty');
  return { text: plain, source: `${parseMode}\u0000${text}` };
}

function checkTextLength(text: string): void {
  if (text.length > MAX_TEXT_LENGTH) throw badRequest('message is too long');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A JSON object field read like the server's JsonObject getters. */
function stringField(object: Record<string, unknown>, name: string, required: boolean): string | undefined {
  const value = object[name];
  if (value === undefined) {
    if (required) throw new Error(`Can't find field "${name}"`);
    return undefined;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new Error(`Field "${name}" must be of type String`);
}

/** Button kinds besides url and callback_data (which count only when non-empty). */
const OTHER_BUTTON_KINDS = [
  'callback_game',
  'pay',
  'switch_inline_query',
  'switch_inline_query_chosen_chat',
  'switch_inline_query_current_chat',
  'login_url',
  'web_app',
  'copy_text',
] as const;

/** The Bot API server's reading of one inline button (errors become "can't parse inline keyboard button: …"). */
function checkInlineButtonShape(button: unknown): Record<string, unknown> {
  if (!isObject(button)) throw new Error('InlineKeyboardButton must be an Object');
  stringField(button, 'text', true);
  const url = stringField(button, 'url', false);
  const data = stringField(button, 'callback_data', false);
  const other = OTHER_BUTTON_KINDS.some((kind) => button[kind] !== undefined);
  if (!url && !data && !other) throw new Error('Text buttons are unallowed in the inline keyboard');
  return button;
}

/** Roughly TDLib's check_link: tg: links, or http(s) with a host (a bare "host.tld/path" reads as http). */
function isValidUrl(url: string): boolean {
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(url);
  const candidate = hasScheme ? url : `http://${url}`;
  if (!URL.canParse(candidate)) return false;
  const parsed = new URL(candidate);
  if (parsed.protocol === 'tg:') return true;
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return parsed.hostname !== '' && (hasScheme || parsed.hostname.includes('.'));
}

/** Telegram's own checks of an inline keyboard, made after the chat is known. */
function checkInlineButtons(markup: InlineKeyboardMarkup): void {
  for (const row of markup.inline_keyboard) {
    for (const button of row) {
      if (button.text === '') throw badRequest('inline keyboard button text must be non-empty');
      if ('url' in button && button.url && !isValidUrl(button.url)) throw badRequest(`inline keyboard button URL '${button.url}' is invalid: Wrong HTTP URL`);
      if ('callback_data' in button && byteLength(button.callback_data) > MAX_CALLBACK_DATA_BYTES) throw badRequest('BUTTON_DATA_INVALID');
    }
  }
}

interface ReadMarkup {
  /** The inline keyboard a message keeps (other keyboards are accepted and not echoed). */
  inline?: InlineKeyboardMarkup;
}

/** `reply_markup`, read as the Bot API server reads it. */
function readReplyMarkup(args: Args): ReadMarkup {
  const value = args.json('reply_markup', "can't parse reply keyboard markup JSON object");
  if (value === undefined) return {};
  if (!isObject(value)) throw badRequest('object expected as reply markup');
  const keyboard = value.keyboard;
  if (keyboard !== undefined) {
    if (!Array.isArray(keyboard)) throw badRequest('field "keyboard" must be of type Array');
    if (keyboard.some((row) => !Array.isArray(row))) throw badRequest('field "keyboard" must be an Array of Arrays');
  }
  const inline = value.inline_keyboard;
  if (inline === undefined) return {};
  if (!Array.isArray(inline)) throw badRequest('field "inline_keyboard" must be of type Array');
  for (const row of inline) {
    if (!Array.isArray(row)) throw badRequest('field "inline_keyboard" of the InlineKeyboardMarkup must be an Array of Arrays');
    for (const button of row) {
      try {
        checkInlineButtonShape(button);
      } catch (error) {
        throw badRequest(`can't parse inline keyboard button: ${(error as Error).message}`);
      }
    }
  }
  if (inline.length === 0 || (Array.isArray(keyboard) && keyboard.length > 0)) return {};
  return { inline: { inline_keyboard: inline as InlineKeyboardMarkup['inline_keyboard'] } };
}

function readLinkPreviewOptions(args: Args): void {
  const value = args.json('link_preview_options', "can't parse link preview options JSON object");
  if (value !== undefined && !isObject(value)) throw badRequest('object expected as link preview options');
}

function groupChat(target: ChatTarget): ChatRecord {
  if (target.kind === 'private') throw badRequest('chat not found');
  return target.chat;
}

/** The base of a message a bot sends: numbered in its chat, from the bot (a channel signs as itself). */
function outgoingMessage(ctx: MethodContext, target: ChatTarget): Message {
  const chatId = targetChatId(target);
  const chat = targetChatJson(ctx.world, target);
  const sender = target.kind === 'group' && target.chat.type === 'channel' ? { sender_chat: chat } : { from: botUserJson(ctx.bot) };
  return { message_id: ctx.world.nextMessageId(ctx.bot.id, chatId), ...sender, chat, date: ctx.world.unixNow() } as Message;
}

function store(ctx: MethodContext, message: Message, source?: string): Message {
  ctx.world.storeMessage(ctx.bot.id, { message, senderBotId: ctx.bot.id, ...(source !== undefined ? { source } : {}) });
  return structuredClone(message);
}

// --- updates and webhooks ---

const getMe: MethodHandler = (ctx) => getMeJson(ctx.bot);
const getUpdates: MethodHandler = (ctx, args) => ctx.hub.getUpdates(ctx.bot.id, args, ctx.signal);
const setWebhook: MethodHandler = (ctx, args) => ctx.hub.setWebhook(ctx.bot.id, args);
const deleteWebhook: MethodHandler = (ctx, args) => ctx.hub.deleteWebhook(ctx.bot.id, args);
const getWebhookInfo: MethodHandler = (ctx) => ctx.hub.webhookInfo(ctx.bot.id);

// --- messages ---

const sendMessage: MethodHandler = (ctx, args) => {
  const { text, source } = readText(args);
  const markup = readReplyMarkup(args);
  readLinkPreviewOptions(args);
  const target = resolveChat(ctx.world, ctx.bot, args.str('chat_id'), true);
  checkTextLength(text);
  if (markup.inline) checkInlineButtons(markup.inline);
  ctx.throttle(targetChatId(target));
  return store(ctx, { ...outgoingMessage(ctx, target), text, ...(markup.inline ? { reply_markup: markup.inline } : {}) }, source);
};

const MAX_CAPTION_LENGTH = 1024;
/** Bots may upload files up to 50 MB (the Bot API server refuses the request above it). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** The type Telegram records for a document, from its name (what it does not know is octet-stream). */
const MIME_BY_EXTENSION: Record<string, string> = {
  csv: 'text/csv',
  json: 'application/json',
  txt: 'text/plain',
  zip: 'application/zip',
  pdf: 'application/pdf',
};

/** sendDocument: the file as a multipart part (directly or through `attach://<part>`); a file_id or URL is not supported here. */
const sendDocument: MethodHandler = (ctx, args) => {
  const target = resolveChat(ctx.world, ctx.bot, args.str('chat_id'), true);
  const file = args.file('document');
  if (!file) throw badRequest(args.has('document') ? 'wrong remote file identifier specified: Wrong string length' : 'there is no document in the request');
  if (file.bytes.length === 0) throw badRequest('file must be non-empty');
  if (file.bytes.length > MAX_UPLOAD_BYTES) throw new TelegramError(413, 'Request Entity Too Large');
  const caption = args.str('caption');
  if (charLength(caption) > MAX_CAPTION_LENGTH) throw badRequest('message caption is too long');
  ctx.throttle(targetChatId(target));
  const fileId = `BQACAgI${randomString(64)}`;
  const mime = MIME_BY_EXTENSION[file.fileName.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
  ctx.world.documents.set(fileId, { file_name: file.fileName, mime_type: mime, bytes: file.bytes });
  const document = { file_name: file.fileName, mime_type: mime, file_id: fileId, file_unique_id: `AgAD${randomString(12)}`, file_size: file.bytes.length };
  return store(ctx, { ...outgoingMessage(ctx, target), document, ...(caption ? { caption } : {}) } as Message);
};

const CHAT_ACTIONS = [
  'typing',
  'upload_photo',
  'record_video',
  'upload_video',
  'record_voice',
  'upload_voice',
  'upload_document',
  'choose_sticker',
  'find_location',
  'record_video_note',
  'upload_video_note',
];

const sendChatAction: MethodHandler = (ctx, args) => {
  const action = args.required('action');
  resolveChat(ctx.world, ctx.bot, args.str('chat_id'), true);
  if (!CHAT_ACTIONS.includes(action.toLowerCase())) throw badRequest('wrong parameter action in request');
  return true;
};

/** The message an edit names, with Telegram's refusals for a missing or foreign one. */
function messageToEdit(ctx: MethodContext, args: Args): StoredMessage {
  const chatIdText = args.str('chat_id');
  const messageId = Math.max(args.int('message_id'), 0);
  if (chatIdText === '' && messageId === 0) {
    if (args.str('inline_message_id') === '') throw badRequest('message identifier is not specified');
    throw badRequest('MESSAGE_ID_INVALID');
  }
  const target = resolveChat(ctx.world, ctx.bot, chatIdText, false);
  const stored = messageId > 0 ? ctx.world.findMessage(ctx.bot.id, targetChatId(target), messageId) : undefined;
  if (!stored) throw badRequest('message to edit not found');
  if (stored.senderBotId !== ctx.bot.id) throw badRequest("message can't be edited");
  return stored;
}

function readEditMarkup(args: Args): InlineKeyboardMarkup | undefined {
  const value = args.json('reply_markup', "can't parse reply keyboard markup JSON object");
  const markup = readReplyMarkup(args);
  if (value !== undefined && isObject(value) && value.inline_keyboard === undefined && Object.keys(value).length > 0)
    throw badRequest('inline keyboard expected');
  return markup.inline;
}

const NOT_MODIFIED =
  'message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message';

/** Applies an edit, refusing one that changes nothing (the same text, markup included, and keyboard). */
function applyEdit(ctx: MethodContext, stored: StoredMessage, text: ReadText | undefined, markup: InlineKeyboardMarkup | undefined): Message {
  const { message } = stored;
  const sameText = text === undefined || (text.text === message.text && text.source === stored.source);
  if (sameText && sameMarkup(message.reply_markup, markup)) throw badRequest(NOT_MODIFIED);
  if (text !== undefined) {
    message.text = text.text;
    stored.source = text.source;
  }
  if (markup) message.reply_markup = markup;
  else delete message.reply_markup;
  message.edit_date = ctx.world.unixNow();
  return structuredClone(message);
}

const editMessageText: MethodHandler = (ctx, args) => {
  const text = readText(args);
  const markup = readEditMarkup(args);
  const stored = messageToEdit(ctx, args);
  if (stored.message.text === undefined) throw badRequest('there is no text in the message to edit');
  checkTextLength(text.text);
  if (markup) checkInlineButtons(markup);
  return applyEdit(ctx, stored, text, markup);
};

const editMessageReplyMarkup: MethodHandler = (ctx, args) => {
  const markup = readEditMarkup(args);
  const stored = messageToEdit(ctx, args);
  if (markup) checkInlineButtons(markup);
  return applyEdit(ctx, stored, undefined, markup);
};

const deleteMessage: MethodHandler = (ctx, args) => {
  const target = resolveChat(ctx.world, ctx.bot, args.str('chat_id'), false);
  const chatId = targetChatId(target);
  const messageId = Math.max(args.int('message_id'), 0);
  const stored = messageId > 0 ? ctx.world.findMessage(ctx.bot.id, chatId, messageId) : undefined;
  if (!stored) throw badRequest('message to delete not found');
  const own = stored.senderBotId === ctx.bot.id;
  if (target.kind === 'group' && !own && !target.chat.bots.get(ctx.bot.id)?.isAdmin) throw badRequest("message can't be deleted");
  ctx.world.deleteMessage(ctx.bot.id, chatId, messageId);
  return true;
};

const answerCallbackQuery: MethodHandler = (ctx, args) => {
  const query = ctx.world.callbackQueries.get(args.str('callback_query_id'));
  if (!query || query.botId !== ctx.bot.id || query.answer) throw badRequest(QUERY_INVALID);
  const answer: Record<string, unknown> = {};
  for (const name of ['text', 'url']) if (args.has(name)) answer[name] = args.str(name);
  if (args.has('show_alert')) answer.show_alert = args.bool('show_alert');
  if (args.has('cache_time')) answer.cache_time = args.int('cache_time', 0, 0, 24 * 30 * 60 * 60);
  query.answer = answer;
  return true;
};

// --- payments ---

function readPrices(args: Args): LabeledPrice[] {
  const value = args.json('prices', "can't parse prices JSON object");
  if (value === undefined) throw badRequest('parameter "prices" is required');
  if (!Array.isArray(value)) throw badRequest('expected an Array of labeled prices');
  const prices = value.map((price): LabeledPrice => {
    try {
      if (!isObject(price)) throw new Error('LabeledPrice must be an Object');
      const label = stringField(price, 'label', true) ?? '';
      if (label === '') throw new Error('LabeledPrice label must be non-empty');
      const amount = price.amount;
      if (amount === undefined) throw new Error('Can\'t find field "amount"');
      if (typeof amount !== 'number' && typeof amount !== 'string') throw new Error('Field "amount" must be a Number');
      if (!/^-?\d+$/.test(String(amount))) throw new Error('Field "amount" must be a valid Number');
      return { label, amount: Number(amount) };
    } catch (error) {
      throw badRequest(`can't parse labeled price: ${(error as Error).message}`);
    }
  });
  if (prices.length === 0) throw badRequest('there must be at least one price');
  return prices;
}

/** The invoice parameters shared by sendInvoice and createInvoiceLink. */
function readInvoice(ctx: MethodContext, args: Args): InvoiceRecord {
  const title = args.required('title');
  const description = args.required('description');
  const payload = args.required('payload');
  const providerToken = args.str('provider_token');
  const currency = args.required('currency');
  const prices = readPrices(args);
  const subscriptionPeriod = args.int('subscription_period', 0, 0);
  const totalAmount = prices.reduce((sum, price) => sum + price.amount, 0);
  if (totalAmount <= 0) throw badRequest('total price must be positive');
  if (charLength(title) > 32) throw badRequest('INVOICE_TITLE_INVALID');
  if (charLength(description) > 255) throw badRequest('INVOICE_DESCRIPTION_INVALID');
  if (byteLength(payload) > MAX_INVOICE_PAYLOAD_BYTES) throw badRequest('INVOICE_PAYLOAD_INVALID');
  if (!/^[A-Z]{3}$/.test(currency)) throw badRequest('CURRENCY_INVALID');
  if (currency === 'XTR') {
    if (providerToken !== '' || prices.length !== 1) throw badRequest('STARS_INVOICE_INVALID');
  } else if (providerToken === '') {
    throw badRequest('PAYMENT_PROVIDER_INVALID');
  }
  if (subscriptionPeriod !== 0 && (subscriptionPeriod !== STAR_SUBSCRIPTION_PERIOD || currency !== 'XTR')) throw badRequest('SUBSCRIPTION_PERIOD_INVALID');
  return {
    botId: ctx.bot.id,
    title,
    description,
    payload,
    currency,
    prices,
    totalAmount,
    startParameter: args.str('start_parameter'),
    subscriptionPeriod,
  };
}

const sendInvoice: MethodHandler = (ctx, args) => {
  const invoice = readInvoice(ctx, args);
  const markup = readReplyMarkup(args);
  const target = resolveChat(ctx.world, ctx.bot, args.str('chat_id'), true);
  if (invoice.subscriptionPeriod !== 0) throw badRequest('SUBSCRIPTION_EXPORT_MISSING');
  if (markup.inline) checkInlineButtons(markup.inline);
  ctx.throttle(targetChatId(target));
  const message: Message = {
    ...outgoingMessage(ctx, target),
    invoice: {
      title: invoice.title,
      description: invoice.description,
      start_parameter: invoice.startParameter,
      currency: invoice.currency,
      total_amount: invoice.totalAmount,
    },
    ...(markup.inline ? { reply_markup: markup.inline } : {}),
  };
  ctx.world.invoices.push({ ...invoice, chatId: targetChatId(target), messageId: message.message_id });
  return store(ctx, message);
};

const createInvoiceLink: MethodHandler = (ctx, args) => {
  const invoice = readInvoice(ctx, args);
  const link = `https://t.me/$${randomString(22)}`;
  ctx.world.invoices.push({ ...invoice, link });
  return link;
};

const answerPreCheckoutQuery: MethodHandler = (ctx, args) => {
  const id = args.str('pre_checkout_query_id');
  const ok = args.bool('ok');
  const errorMessage = ok ? '' : args.required('error_message');
  const query = ctx.world.preCheckoutQueries.get(id);
  if (!query || query.botId !== ctx.bot.id || query.state !== 'waiting') throw badRequest(QUERY_INVALID);
  query.state = 'answered';
  query.onAnswer(ok, errorMessage);
  return true;
};

const refundStarPayment: MethodHandler = (ctx, args) => {
  const userId = args.userId();
  const chargeId = args.required('telegram_payment_charge_id');
  const charge = ctx.world.charges.get(chargeId);
  if (!charge || charge.botId !== ctx.bot.id || charge.userId !== userId) throw badRequest('CHARGE_NOT_FOUND');
  if (charge.refunded) throw badRequest('CHARGE_ALREADY_REFUNDED');
  charge.refunded = true;
  return true;
};

const editUserStarSubscription: MethodHandler = (ctx, args) => {
  const userId = args.userId();
  const charge = ctx.world.charges.get(args.str('telegram_payment_charge_id'));
  const first = charge?.subscription ? ctx.world.charges.get(charge.subscription.firstChargeId) : undefined;
  if (!charge || !first?.subscription || charge.botId !== ctx.bot.id || charge.userId !== userId) throw badRequest('CHARGE_ID_INVALID');
  first.subscription.canceled = args.bool('is_canceled');
  return true;
};

// --- chats: invite links, join requests, members ---

function botRightsIn(ctx: MethodContext, chat: ChatRecord) {
  return chat.bots.get(ctx.bot.id) ?? { isAdmin: false, canInvite: false, canRestrict: false };
}

function inviteTarget(ctx: MethodContext, args: Args): ChatRecord {
  const target = resolveChat(ctx.world, ctx.bot, args.str('chat_id'), true);
  if (target.kind === 'private') throw badRequest("can't invite members to a private chat");
  const rights = botRightsIn(ctx, target.chat);
  if (!rights.isAdmin || !rights.canInvite) throw badRequest('not enough rights to manage chat invite link');
  return target.chat;
}

/** TDLib's clean_name: whitespace runs become one space, trimmed, cut to `max` characters. */
function cleanName(name: string, max: number): string {
  return [...name.replace(/[\s\u00a0]+/g, ' ')].slice(0, max).join('').trim();
}

const createChatInviteLink: MethodHandler = (ctx, args) => {
  const name = cleanName(args.str('name'), 32);
  const expireDate = args.int('expire_date', 0, 0);
  const memberLimit = args.int('member_limit', 0, 0, 100_000);
  const createsJoinRequest = args.bool('creates_join_request');
  const chat = inviteTarget(ctx, args);
  if (createsJoinRequest && memberLimit > 0) throw badRequest("member limit can't be specified for links requiring administrator approval");
  if (expireDate !== 0 && expireDate <= ctx.world.unixNow()) throw badRequest('EXPIRE_DATE_INVALID');
  if (memberLimit > 99_999) throw badRequest('USAGE_LIMIT_INVALID');
  const link: ChatInviteLink = {
    invite_link: `https://t.me/+${randomString(16)}`,
    ...(name ? { name } : {}),
    creator: botUserJson(ctx.bot),
    ...(expireDate ? { expire_date: expireDate } : {}),
    ...(memberLimit ? { member_limit: memberLimit } : {}),
    creates_join_request: createsJoinRequest,
    is_primary: false,
    is_revoked: false,
  };
  ctx.world.inviteLinks.set(link.invite_link, { chatId: chat.id, botId: ctx.bot.id, link, joined: new Set() });
  return structuredClone(link);
};

const revokeChatInviteLink: MethodHandler = (ctx, args) => {
  const chat = inviteTarget(ctx, args);
  const record = ctx.world.inviteLinks.get(args.required('invite_link'));
  if (!record || record.chatId !== chat.id) throw badRequest('INVITE_HASH_EXPIRED');
  record.link.is_revoked = true;
  return structuredClone(record.link);
};

function joinRequestTarget(ctx: MethodContext, args: Args): { chat: ChatRecord; userId: number } {
  const chatIdText = args.str('chat_id');
  const userId = args.userId();
  const chat = groupChat(resolveChat(ctx.world, ctx.bot, chatIdText, true));
  const rights = botRightsIn(ctx, chat);
  if (!rights.isAdmin || !rights.canInvite) throw badRequest('CHAT_ADMIN_REQUIRED');
  if (!chat.joinRequests.has(userId)) throw badRequest('HIDE_REQUESTER_MISSING');
  return { chat, userId };
}

const approveChatJoinRequest: MethodHandler = (ctx, args) => {
  const { chat, userId } = joinRequestTarget(ctx, args);
  const request = chat.joinRequests.get(userId)!;
  if (ctx.world.status(chat, userId) === 'member') throw badRequest('USER_ALREADY_PARTICIPANT');
  chat.joinRequests.delete(userId);
  chat.joinDecisions.push({ userId, botId: ctx.bot.id, approved: true, date: ctx.world.unixNow() });
  request.link.joined.add(userId);
  changeMember(ctx.world, ctx.hub, chat, userId, ctx.bot.id, () => chat.members.add(userId), { invite_link: structuredClone(request.link.link) });
  return true;
};

const declineChatJoinRequest: MethodHandler = (ctx, args) => {
  const { chat, userId } = joinRequestTarget(ctx, args);
  chat.joinRequests.delete(userId);
  chat.joinDecisions.push({ userId, botId: ctx.bot.id, approved: false, date: ctx.world.unixNow() });
  return true;
};

/**
 * Applies a membership change and tells every administrator bot of the chat with a chat_member
 * update when the member's status changed (delivered only to bots that allow chat_member).
 */
export function changeMember(world: World, hub: UpdateHub, chat: ChatRecord, userId: number, actorId: number, apply: () => void, extra = {}): void {
  const before = world.memberJson(chat, userId);
  apply();
  const after = world.memberJson(chat, userId);
  if (before.status === after.status) return;
  for (const [botId, rights] of chat.bots) {
    if (!rights.isAdmin) continue;
    hub.inject(botId, {
      chat_member: { chat: chatJson(chat), from: world.userJson(actorId), date: world.unixNow(), old_chat_member: before, new_chat_member: after, ...extra },
    });
  }
}

/** chat_id and user_id of the member methods, with the rights and the protected members checked. */
function restrictTarget(ctx: MethodContext, args: Args, supergroupOnly = false): { chat: ChatRecord; userId: number } {
  const chatIdText = args.str('chat_id');
  const userId = args.userId();
  const chat = groupChat(resolveChat(ctx.world, ctx.bot, chatIdText, true));
  if (supergroupOnly && chat.type === 'group') throw badRequest('method is available for supergroup and channel chats only');
  const rights = botRightsIn(ctx, chat);
  if (!rights.isAdmin || !rights.canRestrict) throw badRequest('not enough rights to restrict/unrestrict chat member');
  if (!ctx.world.users.has(userId) && !ctx.world.bots.has(userId)) throw badRequest('user not found');
  return { chat, userId };
}

function checkRemovable(world: World, chat: ChatRecord, userId: number): void {
  const status = world.status(chat, userId);
  if (status === 'creator') throw badRequest("can't remove chat owner");
  if (status === 'administrator') throw badRequest('user is an administrator of the chat');
}

const banChatMember: MethodHandler = (ctx, args) => {
  const untilArg = args.int('until_date', 0);
  const { chat, userId } = restrictTarget(ctx, args);
  checkRemovable(ctx.world, chat, userId);
  const until = untilOrForever(ctx, untilArg);
  changeMember(ctx.world, ctx.hub, chat, userId, ctx.bot.id, () => {
    chat.members.delete(userId);
    chat.banned.set(userId, until);
    chat.joinRequests.delete(userId);
  });
  return true;
};

const unbanChatMember: MethodHandler = (ctx, args) => {
  const { chat, userId } = restrictTarget(ctx, args, true);
  const banned = ctx.world.isBanned(chat, userId);
  if (args.bool('only_if_banned') && !banned) return true;
  checkRemovable(ctx.world, chat, userId);
  // Without only_if_banned a member is removed from the chat too (the status becomes "left").
  changeMember(ctx.world, ctx.hub, chat, userId, ctx.bot.id, () => {
    chat.banned.delete(userId);
    chat.members.delete(userId);
  });
  return true;
};

/** The platform's reading of an until_date: less than 30 s or more than 366 days away is forever (0). */
function untilOrForever(ctx: MethodContext, untilArg: number): number {
  const now = ctx.world.unixNow();
  return untilArg !== 0 && untilArg - now >= 30 && untilArg - now <= 366 * 86_400 ? untilArg : 0;
}

/** restrictChatMember: the double knows two states, muted (nothing may be sent: can_send_messages
 * false) and free (anything else lifts the mute). Supergroups only, as on the platform. */
const restrictChatMember: MethodHandler = (ctx, args) => {
  const permissions = args.json('permissions', "can't parse permissions JSON object");
  if (!isObject(permissions)) throw badRequest('object expected as permissions');
  const untilArg = args.int('until_date', 0);
  const chatIdText = args.str('chat_id');
  const chat = groupChat(resolveChat(ctx.world, ctx.bot, chatIdText, true));
  if (chat.type !== 'supergroup') throw badRequest('method is available only for supergroups');
  const { userId } = restrictTarget(ctx, args);
  if (userId === ctx.bot.id) throw badRequest("can't restrict self");
  checkRemovable(ctx.world, chat, userId);
  const mute = permissions.can_send_messages !== true;
  changeMember(ctx.world, ctx.hub, chat, userId, ctx.bot.id, () => {
    if (mute) chat.muted.set(userId, untilOrForever(ctx, untilArg));
    else chat.muted.delete(userId);
  });
  return true;
};

/** The chat's creator and administrators, bots among them (a private chat has none). */
const getChatAdministrators: MethodHandler = (ctx, args) => {
  const target = resolveChat(ctx.world, ctx.bot, args.str('chat_id'), false);
  if (target.kind === 'private') throw badRequest('there are no administrators in the private chat');
  const { chat } = target;
  const bots = [...chat.bots].filter(([, rights]) => rights.isAdmin).map(([id]) => id);
  return [chat.creatorId, ...chat.admins, ...bots].map((id) => ctx.world.memberJson(chat, id));
};

const getChatMember: MethodHandler = (ctx, args) => {
  const chatIdText = args.str('chat_id');
  const userId = args.userId();
  const target = resolveChat(ctx.world, ctx.bot, chatIdText, false);
  if (!ctx.world.users.has(userId) && !ctx.world.bots.has(userId)) throw badRequest('user not found');
  if (target.kind === 'private') return { user: ctx.world.userJson(userId), status: 'member' };
  return ctx.world.memberJson(target.chat, userId);
};

// --- commands ---

function readCommands(args: Args): BotCommand[] {
  const value = args.json('commands', "can't parse commands JSON object");
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw badRequest('expected an Array of BotCommand');
  const commands = value.map((item): BotCommand => {
    try {
      if (!isObject(item)) throw new Error('expected an Object');
      return { command: stringField(item, 'command', true) ?? '', description: stringField(item, 'description', true) ?? '' };
    } catch (error) {
      throw badRequest(`can't parse BotCommand: ${(error as Error).message}`);
    }
  });
  return commands.map(({ command, description }) => {
    const name = command.trim().replace(/^\//, '');
    const text = description.trim();
    if (name === '') throw badRequest('command must be non-empty');
    if (charLength(name) > 32) throw badRequest('command length must not exceed 32');
    if (text === '') throw badRequest('command description must be non-empty');
    if (charLength(text) > 256) throw badRequest('command description length must not exceed 256');
    if (!/^[a-z0-9_]+$/.test(name)) throw badRequest('BOT_COMMAND_INVALID');
    return { command: name, description: text };
  });
}

type Scope = { type: string; chat_id?: number | string; user_id?: number };

function readScope(ctx: MethodContext, args: Args): Scope | undefined {
  const value = args.json('scope', "can't parse BotCommandScope JSON object");
  if (value === undefined) return undefined;
  const fail = (message: string) => badRequest(`can't parse BotCommandScope: ${message}`);
  if (!isObject(value)) throw fail('BotCommandScope must be an Object');
  let type: string;
  let chatId: string | undefined;
  try {
    type = stringField(value, 'type', true) ?? '';
    if (['default', 'all_private_chats', 'all_group_chats', 'all_chat_administrators'].includes(type)) return { type };
    if (!['chat', 'chat_administrators', 'chat_member'].includes(type)) throw new Error('Unsupported type specified');
    chatId = stringField(value, 'chat_id', true);
    if (!chatId) throw new Error('Empty chat_id specified');
  } catch (error) {
    throw fail((error as Error).message);
  }
  const target = resolveChat(ctx.world, ctx.bot, chatId, false);
  if (target.kind === 'private' && !ctx.world.knows(ctx.bot.id, target.user.id)) throw badRequest('chat not found');
  const scope: Scope = { type, chat_id: targetChatId(target) };
  if (type === 'chat_member') {
    const userId = toInteger(String(value.user_id ?? ''));
    if (value.user_id === undefined) throw fail('Can\'t find field "user_id"');
    if (userId <= 0) throw fail('Invalid user_id specified');
    scope.user_id = userId;
  }
  return scope;
}

function readLanguage(args: Args): string {
  const code = args.str('language_code');
  if (code !== '' && !/^[a-z]{2}$/.test(code)) throw badRequest('invalid language code specified');
  return code;
}

const setMyCommands: MethodHandler = (ctx, args) => {
  const commands = readCommands(args);
  const scope = readScope(ctx, args);
  const language = readLanguage(args);
  if (commands.length > 100) throw badRequest('BOT_COMMANDS_TOO_MUCH');
  const key = scopeKey(scope, language);
  if (commands.length === 0) ctx.bot.commands.delete(key);
  else ctx.bot.commands.set(key, commands);
  return true;
};

const getMyCommands: MethodHandler = (ctx, args) => {
  const scope = readScope(ctx, args);
  return structuredClone(ctx.bot.commands.get(scopeKey(scope, readLanguage(args))) ?? []);
};

const deleteMyCommands: MethodHandler = (ctx, args) => {
  const scope = readScope(ctx, args);
  ctx.bot.commands.delete(scopeKey(scope, readLanguage(args)));
  return true;
};

// setMyDescription {description? ≤ 512, language_code?} and setMyShortDescription {short_description?
// ≤ 120, language_code?}: an empty text removes the language's own (its users see the default);
// the getters answer what a user of that language sees: its own text, else the default.
const describe =
  (field: 'description' | 'short_description', max: number, of: (bot: MethodContext['bot']) => Map<string, string>): MethodHandler =>
  (ctx, args) => {
    const text = args.str(field);
    const language = readLanguage(args);
    if (charLength(text) > max) throw badRequest(`${field === 'description' ? 'description' : 'short description'} is too long`);
    if (text === '') of(ctx.bot).delete(language);
    else of(ctx.bot).set(language, text);
    return true;
  };

const described =
  (field: 'description' | 'short_description', of: (bot: MethodContext['bot']) => Map<string, string>): MethodHandler =>
  (ctx, args) => {
    const texts = of(ctx.bot);
    return { [field]: texts.get(readLanguage(args)) ?? texts.get('') ?? '' };
  };

const setMyDescription = describe('description', 512, (bot) => bot.descriptions);
const setMyShortDescription = describe('short_description', 120, (bot) => bot.shortDescriptions);
const getMyDescription = described('description', (bot) => bot.descriptions);
const getMyShortDescription = described('short_description', (bot) => bot.shortDescriptions);

/** Methods by their Bot API names (looked up without regard to case, as Telegram does). */
export const METHODS: Readonly<Record<string, MethodHandler>> = {
  getMe,
  getUpdates,
  setWebhook,
  deleteWebhook,
  getWebhookInfo,
  sendMessage,
  sendChatAction,
  sendDocument,
  editMessageText,
  editMessageReplyMarkup,
  deleteMessage,
  answerCallbackQuery,
  sendInvoice,
  createInvoiceLink,
  answerPreCheckoutQuery,
  refundStarPayment,
  editUserStarSubscription,
  createChatInviteLink,
  revokeChatInviteLink,
  approveChatJoinRequest,
  declineChatJoinRequest,
  banChatMember,
  unbanChatMember,
  getChatMember,
  restrictChatMember,
  getChatAdministrators,
  setMyCommands,
  getMyCommands,
  deleteMyCommands,
  setMyDescription,
  setMyShortDescription,
  getMyDescription,
  getMyShortDescription,
};

/** Methods that send a message, subject to flood control. */
export const SENDING_METHODS: ReadonlySet<string> = new Set(['sendMessage', 'sendInvoice', 'sendDocument']);
