// The people's side of the Telegram double: users starting and blocking bots, writing, pressing
// buttons, paying invoices (pre-checkout, then the successful_payment message), renewing Star
// subscriptions, opening invite links and leaving chats. Each builds the update Telegram would send.
import type { ChatMemberUpdated, Message, MessageEntity, SuccessfulPayment, Update } from '@grammyjs/types';
import { changeMember } from './telegram-methods.js';
import {
  type BotRights,
  type ChargeRecord,
  type InvoiceRecord,
  type PreCheckoutRecord,
  type World,
  botUserJson,
  chatJson,
  randomNumericId,
  randomString,
} from './telegram-state.js';
import type { UpdateHub } from './telegram-updates.js';

/** A message a user sent, as an update carries it. */
type UserMessage = NonNullable<Update['message']>;

export interface SimContext {
  world: World;
  hub: UpdateHub;
  preCheckoutTimeoutMs: number;
  /** Cancellations of pending waits, run by close(). */
  pending: Set<(reason: Error) => void>;
}

export interface SentText {
  updateId: number;
  message: Message;
}

export interface SentGroupText {
  /** One update per bot that sees the message. */
  updateIds: number[];
  message: Message;
}

export interface PressedButton {
  updateId: number;
  /** The callback query id answerCallbackQuery must name. */
  queryId: string;
}

export interface PaymentResult {
  /** Whether the bot approved the pre-checkout query (and the payment went through). */
  ok: boolean;
  /** The bot's error_message when it refused. */
  errorMessage?: string;
  chargeId?: string;
  /** The successful_payment message's update, or the pre_checkout_query's when refused. */
  updateId: number;
  preCheckoutUpdateId: number;
  message?: Message;
}

export interface RenewalResult {
  chargeId: string;
  updateId: number;
  message: Message;
}

export type JoinOutcome = { status: 'requested'; updateId: number } | { status: 'joined' } | { status: 'member' };

/** An invoice named by its sendInvoice/createInvoiceLink call (or the call's result) or by its link. */
export type InvoiceRef = string | { method: string; response?: { ok: boolean; result?: unknown } } | Message;

/** A user begins (or resumes) a conversation: an unblocking is announced to the bot. */
export function startConversation(sim: SimContext, botId: number, userId: number): void {
  const { world } = sim;
  world.bot(botId);
  world.user(userId);
  const before = world.conversation(botId, userId);
  world.setConversation(botId, userId, 'started');
  if (before === 'blocked') injectMyChatMember(sim, botId, userId, 'kicked', 'member');
}

export function blockBot(sim: SimContext, botId: number, userId: number): void {
  sim.world.bot(botId);
  sim.world.user(userId);
  const before = sim.world.conversation(botId, userId);
  sim.world.setConversation(botId, userId, 'blocked');
  if (before !== 'blocked') injectMyChatMember(sim, botId, userId, 'member', 'kicked');
}

/** my_chat_member in a private chat: Telegram's notice that the user blocked or unblocked the bot. */
function injectMyChatMember(sim: SimContext, botId: number, userId: number, from: 'member' | 'kicked', to: 'member' | 'kicked'): void {
  const { world } = sim;
  const botUser = botUserJson(world.bot(botId));
  const member = (status: 'member' | 'kicked') => (status === 'member' ? { user: botUser, status } : { user: botUser, status, until_date: 0 });
  const update: ChatMemberUpdated = {
    chat: world.privateChatJson(userId),
    from: world.userJson(userId),
    date: world.unixNow(),
    old_chat_member: member(from),
    new_chat_member: member(to),
  };
  sim.hub.inject(botId, { my_chat_member: update });
}

/** A message from the user in the private chat with the bot (a leading /command gets its entity);
 * `replyTo`: a message of that chat it answers (as a ForceReply makes the app do). */
export function sendText(sim: SimContext, botId: number, userId: number, text: string, replyTo?: Pick<Message, 'message_id' | 'chat'>): SentText {
  const { world } = sim;
  const answered = replyTo && world.findMessage(botId, replyTo.chat.id, replyTo.message_id);
  if (replyTo && !answered) throw new Error(`telegram double: bot ${botId} has no message ${replyTo.message_id} in chat ${replyTo.chat.id}`);
  startConversation(sim, botId, userId);
  const command = /^\/[A-Za-z0-9_]+(?:@[A-Za-z0-9_]+)?/.exec(text);
  const entities: MessageEntity[] = command ? [{ offset: 0, length: command[0].length, type: 'bot_command' }] : [];
  const message: Message = {
    message_id: world.nextMessageId(botId, userId),
    from: world.userJson(userId),
    chat: world.privateChatJson(userId),
    date: world.unixNow(),
    text,
    ...(entities.length ? { entities } : {}),
    ...(answered ? { reply_to_message: structuredClone(answered.message) as Message['reply_to_message'] } : {}),
  };
  world.storeMessage(botId, { message });
  const update = sim.hub.inject(botId, { message: structuredClone(message) as UserMessage });
  return { updateId: update.update_id, message: structuredClone(message) };
}

/** A message of a member in a group or supergroup. Bots that administer the chat get every message;
 * others, with the platform's default privacy mode, only commands. A member who is muted, banned
 * or not in the chat cannot send (the double throws, as the app would not let them). `deliver`
 * false: the message is only stored (a benchmark posts the updates itself). */
export function sendGroupText(sim: SimContext, chatId: number, userId: number, text: string, deliver = true): SentGroupText {
  const { world, hub } = sim;
  const chat = world.chat(chatId);
  const status = world.status(chat, userId);
  if (!['creator', 'administrator', 'member'].includes(status)) throw new Error(`telegram double: user ${userId} cannot send in chat ${chatId} (${status})`);
  const command = /^\/[A-Za-z0-9_]+(?:@[A-Za-z0-9_]+)?/.exec(text);
  const entities: MessageEntity[] = command ? [{ offset: 0, length: command[0].length, type: 'bot_command' }] : [];
  const [first] = chat.bots.keys();
  const message: Message = {
    message_id: world.nextMessageId(first ?? 0, chatId),
    from: world.userJson(userId),
    chat: chatJson(chat) as Message['chat'],
    date: world.unixNow(),
    text,
    ...(entities.length ? { entities } : {}),
  } as Message;
  const updateIds: number[] = [];
  for (const [botId, rights] of chat.bots) {
    world.storeMessage(botId, { message });
    if (!deliver || (!rights.isAdmin && !command)) continue;
    updateIds.push(hub.inject(botId, { message: structuredClone(message) as UserMessage }).update_id);
  }
  return { updateIds, message: structuredClone(message) };
}

/** The user presses an inline button of a message the bot sent; the query waits for answerCallbackQuery. */
export function pressButton(sim: SimContext, botId: number, userId: number, message: Pick<Message, 'message_id' | 'chat'>, data: string): PressedButton {
  const { world } = sim;
  const stored = world.findMessage(botId, message.chat.id, message.message_id);
  if (!stored) throw new Error(`telegram double: bot ${botId} has no message ${message.message_id} in chat ${message.chat.id}`);
  const buttons = stored.message.reply_markup?.inline_keyboard.flat() ?? [];
  if (!buttons.some((button) => 'callback_data' in button && button.callback_data === data)) {
    throw new Error(`telegram double: message ${message.message_id} has no button with callback_data ${JSON.stringify(data)}`);
  }
  if (message.chat.id > 0) startConversation(sim, botId, userId);
  const id = randomNumericId();
  world.callbackQueries.set(id, { id, botId, userId });
  const update = sim.hub.inject(botId, {
    callback_query: {
      id,
      from: world.userJson(userId),
      message: structuredClone(stored.message),
      chat_instance: world.chatInstance(botId, message.chat.id),
      data,
    },
  });
  return { updateId: update.update_id, queryId: id };
}

function findInvoice(world: World, botId: number, ref: InvoiceRef): InvoiceRecord {
  const result = typeof ref === 'object' && 'method' in ref ? ref.response?.result : ref;
  const invoice =
    typeof result === 'string'
      ? world.invoices.find((item) => item.botId === botId && item.link === result)
      : world.invoices.find((item) => {
          const message = result as Message | undefined;
          return item.botId === botId && item.chatId === message?.chat.id && item.messageId === message?.message_id;
        });
  if (!invoice) throw new Error(`telegram double: bot ${botId} has no invoice for ${JSON.stringify(result ?? ref)}`);
  return invoice;
}

const newChargeId = () => `stx${randomString(60, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`;

/** Waits for answerPreCheckoutQuery (rejects after the timeout, as the payment would fail). */
function awaitPreCheckout(sim: SimContext, id: string, botId: number, userId: number) {
  let cancel!: (reason: Error) => void;
  const answer = new Promise<{ ok: boolean; errorMessage: string }>((resolve, reject) => {
    const finish = () => {
      clearTimeout(timer);
      sim.pending.delete(cancel);
    };
    const record: PreCheckoutRecord = {
      id,
      botId,
      userId,
      state: 'waiting',
      onAnswer: (ok, errorMessage) => {
        finish();
        resolve({ ok, errorMessage });
      },
    };
    cancel = (reason) => {
      finish();
      record.state = 'expired';
      reject(reason);
    };
    const timer = setTimeout(
      () => cancel(new Error(`telegram double: bot ${botId} did not answer pre_checkout_query ${id} within ${sim.preCheckoutTimeoutMs} ms`)),
      sim.preCheckoutTimeoutMs,
    );
    sim.world.preCheckoutQueries.set(id, record);
    sim.pending.add(cancel);
  });
  return { answer, cancel };
}

/** The successful_payment service message in the user's private chat with the bot. */
function paymentMessage(sim: SimContext, charge: ChargeRecord, recurring: { first: boolean } | undefined): Message {
  const { world } = sim;
  const payment: SuccessfulPayment = {
    currency: charge.currency,
    total_amount: charge.totalAmount,
    invoice_payload: charge.payload,
    ...(charge.subscription ? { subscription_expiration_date: charge.subscription.expirationDate } : {}),
    ...(recurring ? { is_recurring: true as const } : {}),
    ...(recurring?.first ? { is_first_recurring: true as const } : {}),
    telegram_payment_charge_id: charge.id,
    provider_payment_charge_id: '',
  };
  const message: Message = {
    message_id: world.nextMessageId(charge.botId, charge.userId),
    from: world.userJson(charge.userId),
    chat: world.privateChatJson(charge.userId),
    date: charge.date,
    successful_payment: payment,
  };
  world.storeMessage(charge.botId, { message });
  return message;
}

const DEFAULT_SUBSCRIPTION_PERIOD = 2_592_000;

/**
 * The user pays an invoice: a pre_checkout_query the bot must answer (within the timeout), then,
 * if it said ok, the successful_payment message. A subscription invoice (or `recurring: true`)
 * starts a Star subscription.
 */
export async function pay(sim: SimContext, botId: number, userId: number, ref: InvoiceRef, options: { recurring?: boolean } = {}): Promise<PaymentResult> {
  const { world, hub } = sim;
  const invoice = findInvoice(world, botId, ref);
  if (invoice.chatId !== undefined && invoice.chatId > 0 && invoice.chatId !== userId) {
    throw new Error(`telegram double: the invoice was sent to user ${invoice.chatId}, not ${userId}`);
  }
  startConversation(sim, botId, userId);
  const queryId = randomNumericId();
  const { answer, cancel } = awaitPreCheckout(sim, queryId, botId, userId);
  const pre = hub.inject(botId, {
    pre_checkout_query: {
      id: queryId,
      from: world.userJson(userId),
      currency: invoice.currency,
      total_amount: invoice.totalAmount,
      invoice_payload: invoice.payload,
    },
  });
  if (hub.log(botId).find((entry) => entry.update === pre)?.filtered) {
    cancel(new Error(`telegram double: bot ${botId} excludes pre_checkout_query in its allowed_updates`));
  }
  const { ok, errorMessage } = await answer;
  if (!ok) return { ok, errorMessage, updateId: pre.update_id, preCheckoutUpdateId: pre.update_id };
  const recurring = options.recurring ?? invoice.subscriptionPeriod > 0;
  const date = world.unixNow();
  const charge: ChargeRecord = {
    id: newChargeId(),
    botId,
    userId,
    currency: invoice.currency,
    totalAmount: invoice.totalAmount,
    payload: invoice.payload,
    date,
    refunded: false,
  };
  if (recurring) {
    const period = invoice.subscriptionPeriod || DEFAULT_SUBSCRIPTION_PERIOD;
    charge.subscription = { period, expirationDate: date + period, canceled: false, firstChargeId: charge.id };
  }
  world.charges.set(charge.id, charge);
  const message = paymentMessage(sim, charge, recurring ? { first: true } : undefined);
  const update = hub.inject(botId, { message: structuredClone(message) as UserMessage });
  return { ok, chargeId: charge.id, updateId: update.update_id, preCheckoutUpdateId: pre.update_id, message: structuredClone(message) };
}

/** The next period of a Star subscription is charged: a successful_payment with is_recurring only. */
export function renewSubscription(sim: SimContext, botId: number, userId: number, firstChargeId: string): RenewalResult {
  const { world } = sim;
  const first = world.charges.get(firstChargeId);
  const subscription = first?.subscription;
  if (!first || !subscription || first.botId !== botId || first.userId !== userId) {
    throw new Error(`telegram double: no subscription charge ${firstChargeId} of user ${userId} to bot ${botId}`);
  }
  const shared = world.charges.get(subscription.firstChargeId)?.subscription ?? subscription;
  if (shared.canceled) throw new Error(`telegram double: subscription ${firstChargeId} is canceled; Telegram would not renew it`);
  shared.expirationDate += shared.period;
  const charge: ChargeRecord = {
    ...first,
    id: newChargeId(),
    date: world.unixNow(),
    refunded: false,
    subscription: { ...shared, firstChargeId: subscription.firstChargeId },
  };
  world.charges.set(charge.id, charge);
  const message = paymentMessage(sim, charge, { first: false });
  const update = sim.hub.inject(botId, { message: structuredClone(message) as UserMessage });
  return { chargeId: charge.id, updateId: update.update_id, message: structuredClone(message) };
}

/** The user opens an invite link: a join request for links that create one, else they join. */
export function openInviteLink(sim: SimContext, userId: number, inviteLink: string): JoinOutcome {
  const { world, hub } = sim;
  const record = world.inviteLinks.get(inviteLink);
  if (!record) throw new Error(`telegram double: unknown invite link ${inviteLink}`);
  const chat = world.chat(record.chatId);
  const now = world.unixNow();
  world.user(userId);
  if (record.link.is_revoked || (record.link.expire_date !== undefined && record.link.expire_date <= now)) {
    throw new Error(`telegram double: invite link ${inviteLink} has expired`);
  }
  if (world.isBanned(chat, userId)) throw new Error(`telegram double: user ${userId} is banned from chat ${chat.id}`);
  if (['creator', 'administrator', 'member'].includes(world.status(chat, userId))) return { status: 'member' };
  const limit = record.link.member_limit;
  if (limit !== undefined && [...record.joined].filter((id) => world.status(chat, id) === 'member').length >= limit) {
    throw new Error(`telegram double: invite link ${inviteLink} reached its member_limit of ${limit}`);
  }
  if (record.link.creates_join_request) {
    chat.joinRequests.set(userId, { chatId: chat.id, userId, date: now, link: record });
    const update = hub.inject(record.botId, {
      chat_join_request: {
        chat: chatJson(chat) as Exclude<ReturnType<typeof chatJson>, { type: 'group' }>,
        from: world.userJson(userId),
        user_chat_id: userId,
        date: now,
        invite_link: structuredClone(record.link),
      },
    });
    return { status: 'requested', updateId: update.update_id };
  }
  record.joined.add(userId);
  changeMember(world, hub, chat, userId, userId, () => chat.members.add(userId), { invite_link: structuredClone(record.link) });
  return { status: 'joined' };
}

/** A change of a bot's rights, by the double's names or the Bot API's. */
export type BotRightsChange = Partial<BotRights> & { can_invite_users?: boolean; can_restrict_members?: boolean };

/**
 * The chat's owner changes what a bot may do there (adding it when it was not in the chat); the bot
 * hears of it through my_chat_member when its status or rights change.
 */
export function changeBotRights(sim: SimContext, chatId: number, botId: number, change: BotRightsChange): void {
  const { world } = sim;
  const chat = world.chat(chatId);
  world.bot(botId);
  const before = world.memberJson(chat, botId);
  const current = chat.bots.get(botId) ?? { isAdmin: false, canInvite: false, canRestrict: false };
  chat.bots.set(botId, {
    isAdmin: change.isAdmin ?? current.isAdmin,
    canInvite: change.canInvite ?? change.can_invite_users ?? current.canInvite,
    canRestrict: change.canRestrict ?? change.can_restrict_members ?? current.canRestrict,
  });
  const after = world.memberJson(chat, botId);
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  sim.hub.inject(botId, {
    my_chat_member: { chat: chatJson(chat), from: world.userJson(chat.creatorId), date: world.unixNow(), old_chat_member: before, new_chat_member: after },
  });
}

/** The user leaves a chat they are a member of. */
export function leaveChat(sim: SimContext, userId: number, chatId: number): void {
  const { world, hub } = sim;
  const chat = world.chat(chatId);
  if (world.status(chat, userId) !== 'member') throw new Error(`telegram double: user ${userId} is not a (plain) member of chat ${chatId}`);
  changeMember(world, hub, chat, userId, userId, () => chat.members.delete(userId));
}
