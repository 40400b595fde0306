// The Telegram double, driven by grammY's own Api client: what a real client sends it is accepted,
// what it answers has the Bot API's shapes, and its refusals arrive as GrammyError with Telegram's
// code, description and parameters.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Api, Bot, GrammyError, HttpError, webhookCallback } from 'grammy';
import type { Message, Update } from '@grammyjs/types';
import { startTelegramDouble, type TelegramDouble } from './telegram.js';
import { eventually } from '../support/until.js';

const USER = { id: 42, first_name: 'Ada', last_name: 'Lovelace', username: 'ada', language_code: 'en' };
const STRANGER = { id: 43, first_name: 'Bob' };
const OWNER = { id: 44, first_name: 'Olga' };
const ADMIN = { id: 45, first_name: 'Ann' };
const CHAT_ID = -1001234567890;

let telegram: TelegramDouble;
let nextBotId = 7001;

/** A fresh bot (own update queue and webhook) and a grammY Api for it. */
function newBot(options: { chat?: boolean; rights?: { botCanInvite?: boolean; botCanRestrict?: boolean } } = {}) {
  const id = nextBotId++;
  const username = `tollgate${id}_bot`;
  const token = telegram.addBot({ id, username, first_name: 'Tollgate' });
  const api = new Api(token, { apiRoot: telegram.url });
  const chatId = CHAT_ID - id;
  if (options.chat) {
    telegram.addChat({ id: chatId, type: 'supergroup', title: 'Paid club', creatorId: OWNER.id, admins: [ADMIN.id], botIds: [id], ...options.rights });
  }
  return { id, username, token, api, chatId, user: { id, is_bot: true, first_name: 'Tollgate', username } };
}

async function apiError(promise: Promise<unknown>): Promise<GrammyError> {
  const error = await promise.then(
    () => assert.fail('expected a GrammyError'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof GrammyError, `expected a GrammyError, got ${String(error)}`);
  return error;
}

const now = () => Math.floor(Date.now() / 1000);

/** A `date` field is the current Unix time (give or take a second). */
function assertRecent(date: number | undefined): void {
  assert.ok(date !== undefined && Math.abs(date - now()) <= 2, `date ${date} is not now`);
}

before(async () => {
  telegram = await startTelegramDouble();
  for (const user of [USER, STRANGER, OWNER, ADMIN]) telegram.addUser(user);
});

after(async () => {
  await telegram.close();
});

describe('the Bot API surface', () => {
  test('getMe answers the bot as Telegram describes it', async () => {
    const bot = newBot();
    assert.deepEqual(await bot.api.getMe(), {
      id: bot.id,
      is_bot: true,
      first_name: 'Tollgate',
      username: bot.username,
      can_join_groups: true,
      can_read_all_group_messages: false,
      supports_inline_queries: false,
      supports_guest_queries: false,
      can_connect_to_business: false,
      has_main_web_app: false,
      has_topics_enabled: false,
      allows_users_to_create_topics: false,
      can_manage_bots: false,
      supports_join_request_queries: false,
    });
    assert.equal(bot.token.length, String(bot.id).length + 36);
    assert.match(bot.token, /^\d+:[A-Za-z0-9_-]{35}$/);
  });

  test('unknown tokens are 401, unknown methods 404, method names ignore case', async () => {
    const bot = newBot();
    const stranger = new Api(`${bot.id}:${'x'.repeat(35)}`, { apiRoot: telegram.url });
    const unauthorized = await apiError(stranger.getMe());
    assert.deepEqual([unauthorized.error_code, unauthorized.description], [401, 'Unauthorized']);
    const res = await fetch(`${telegram.url}/bot${bot.token}/sendTelepathy`, { method: 'POST' });
    assert.equal(res.status, 404);
    assert.deepEqual(await res.json(), { ok: false, error_code: 404, description: 'Not Found' });
    const upper = await fetch(`${telegram.url}/bot${bot.token}/GETME`);
    assert.equal(((await upper.json()) as { result: { id: number } }).result.id, bot.id);
    const form = await fetch(`${telegram.url}/bot${bot.token}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ chat_id: String(USER.id), text: '' }),
    });
    assert.equal(form.status, 400);
    assert.deepEqual(await form.json(), { ok: false, error_code: 400, description: 'Bad Request: message text is empty' });
  });

  test('long polling receives an injected update and the offset confirms it', async () => {
    const bot = newBot();
    const polling = bot.api.getUpdates({ timeout: 1 });
    await eventually(() => telegram.pollers(bot.id) === 1, 'a getUpdates waiting');
    const sent = telegram.sendText(bot.id, USER.id, '/start promo');
    const updates = await polling;
    assert.deepEqual(updates, [
      {
        update_id: sent.updateId,
        message: {
          message_id: 1,
          from: { id: USER.id, is_bot: false, first_name: 'Ada', last_name: 'Lovelace', username: 'ada', language_code: 'en' },
          chat: { id: USER.id, first_name: 'Ada', last_name: 'Lovelace', username: 'ada', type: 'private' },
          date: sent.message.date,
          text: '/start promo',
          entities: [{ offset: 0, length: 6, type: 'bot_command' }],
        },
      },
    ]);
    assertRecent(sent.message.date);
    assert.ok(sent.updateId >= 100_000);
    assert.deepEqual(await bot.api.getUpdates({ offset: sent.updateId }), updates, 'not confirmed yet');
    assert.deepEqual(await bot.api.getUpdates({ offset: sent.updateId + 1 }), []);
    assert.deepEqual(telegram.pendingUpdates(bot.id), []);
    const second = telegram.sendText(bot.id, USER.id, 'hello');
    assert.equal(second.updateId, sent.updateId + 1);
    assert.equal(second.message.message_id, 2);
    assert.equal(second.message.entities, undefined);
  });

  test('a second getUpdates ends the held one with 409 Conflict', async () => {
    const bot = newBot();
    const first = bot.api.getUpdates({ timeout: 1 });
    await eventually(() => telegram.pollers(bot.id) === 1, 'a getUpdates waiting');
    const second = bot.api.getUpdates({ timeout: 1 });
    const conflict = await apiError(first);
    assert.equal(conflict.error_code, 409);
    assert.equal(conflict.description, 'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running');
    await eventually(() => telegram.pollers(bot.id) === 1, 'a getUpdates waiting');
    const { updateId } = telegram.sendText(bot.id, USER.id, 'hi');
    assert.deepEqual(
      (await second).map((update) => update.update_id),
      [updateId],
    );
  });

  test('allowed_updates is remembered and applied when updates are created', async () => {
    const bot = newBot();
    assert.deepEqual(await bot.api.getUpdates({ allowed_updates: ['callback_query'] }), []);
    telegram.sendText(bot.id, USER.id, 'dropped');
    assert.deepEqual(await bot.api.getUpdates(), []);
    assert.equal(telegram.updatesOf(bot.id).at(-1)?.filtered, true);
    assert.deepEqual(await bot.api.getUpdates({ allowed_updates: [] }), [], '[] restores the default');
    const { updateId } = telegram.sendText(bot.id, USER.id, 'kept');
    assert.deepEqual(
      (await bot.api.getUpdates()).map((update) => update.update_id),
      [updateId],
    );
  });

  test('setWebhook delivers with the secret header, retries failures, and getUpdates then 409s', async () => {
    const bot = newBot();
    const received: Array<{ headers: IncomingHttpHeaders; body: Update }> = [];
    let failures = 1;
    const receiver: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString()) as Update });
        if (failures-- > 0) res.writeHead(500).end();
        else res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    try {
      assert.equal(await bot.api.setWebhook(url, { secret_token: 'sec_RET-1', allowed_updates: ['message', 'callback_query'] }), true);
      const setCall = await telegram.waitForCall('setWebhook', (call) => call.botId === bot.id);
      assert.deepEqual(setCall.response, { ok: true, result: true, description: 'Webhook was set' });
      const { updateId } = telegram.sendText(bot.id, USER.id, 'via webhook');
      await eventually(() => telegram.pendingUpdates(bot.id).length === 0, 'no update pending');
      assert.equal(received.length, 2, 'one failure, then delivered');
      for (const delivery of received) {
        assert.equal(delivery.headers['x-telegram-bot-api-secret-token'], 'sec_RET-1');
        assert.equal(delivery.headers['content-type'], 'application/json');
        assert.equal(delivery.body.update_id, updateId);
        assert.equal(delivery.body.message?.text, 'via webhook');
      }
      const info = await bot.api.getWebhookInfo();
      assert.deepEqual(info, {
        url,
        has_custom_certificate: false,
        pending_update_count: 0,
        last_error_date: info.last_error_date,
        last_error_message: 'Wrong response from the webhook: 500 Internal Server Error',
        max_connections: 40,
        ip_address: '127.0.0.1',
        allowed_updates: ['message', 'callback_query'],
      });
      assertRecent(info.last_error_date);
      await telegram.redeliver(bot.id, updateId);
      assert.equal(received.length, 3);
      assert.deepEqual(received[2]?.body, received[1]?.body);

      const conflict = await apiError(bot.api.getUpdates());
      assert.equal(conflict.error_code, 409);
      assert.equal(conflict.description, "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first");
      assert.equal(await bot.api.deleteWebhook(), true);
      assert.deepEqual(await bot.api.getUpdates(), []);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  test('setWebhook refuses a bad secret token', async () => {
    const bot = newBot();
    const error = await apiError(bot.api.setWebhook('https://example.com/hook', { secret_token: 'no spaces' }));
    assert.deepEqual([error.error_code, error.description], [400, 'Bad Request: secret token contains unallowed characters']);
  });
});

describe('messages', () => {
  test('a user who never started the bot, or blocked it, cannot be messaged', async () => {
    const bot = newBot();
    const never = await apiError(bot.api.sendMessage(STRANGER.id, 'hello'));
    assert.deepEqual([never.error_code, never.description], [403, "Forbidden: bot can't initiate conversation with a user"]);
    const unknown = await apiError(bot.api.sendMessage(999, 'hello'));
    assert.deepEqual([unknown.error_code, unknown.description], [400, 'Bad Request: chat not found']);

    telegram.startBot(bot.id, STRANGER.id);
    const keyboard = { inline_keyboard: [[{ text: 'Buy', callback_data: 'buy:month' }]] };
    const sent = await bot.api.sendMessage(STRANGER.id, '<b>Plans</b> &amp; prices', { parse_mode: 'HTML', reply_markup: keyboard });
    assert.deepEqual(sent, {
      message_id: 1,
      from: bot.user,
      chat: { id: STRANGER.id, first_name: 'Bob', type: 'private' },
      date: sent.date,
      text: 'Plans & prices',
      reply_markup: keyboard,
    });
    assertRecent(sent.date);

    telegram.blockBot(bot.id, STRANGER.id);
    const blocked = await apiError(bot.api.sendMessage(STRANGER.id, 'hello'));
    assert.deepEqual([blocked.error_code, blocked.description], [403, 'Forbidden: bot was blocked by the user']);
    const [notice] = await bot.api.getUpdates();
    assert.deepEqual(notice?.my_chat_member?.new_chat_member, { user: bot.user, status: 'kicked', until_date: 0 });
  });

  test('sendMessage enforces Telegram parameter rules', async () => {
    const bot = newBot();
    telegram.startBot(bot.id, USER.id);
    const cases: Array<[Promise<unknown>, string]> = [
      [bot.api.sendMessage('', 'x'), 'Bad Request: chat_id is empty'],
      [bot.api.sendMessage(USER.id, 'x'.repeat(4097)), 'Bad Request: message is too long'],
      [bot.api.sendMessage(USER.id, 'x', { parse_mode: 'Textile' as 'HTML' }), 'Bad Request: unsupported parse_mode'],
      [
        bot.api.sendMessage(USER.id, 'x', { reply_markup: { inline_keyboard: [[{ text: 'x', callback_data: 'é'.repeat(33) }]] } }),
        'Bad Request: BUTTON_DATA_INVALID',
      ],
      [
        bot.api.sendMessage(USER.id, 'x', { reply_markup: { inline_keyboard: [[{ text: 'plain' } as never]] } }),
        "Bad Request: can't parse inline keyboard button: Text buttons are unallowed in the inline keyboard",
      ],
      [
        bot.api.sendMessage(USER.id, 'Total: 2.50 XTR', { parse_mode: 'MarkdownV2' }),
        "Bad Request: can't parse entities: Character '.' is reserved and must be escaped with the preceding '\\'",
      ],
      [bot.api.sendMessage(USER.id, 'a < b', { parse_mode: 'HTML' }), 'Bad Request: can\'t parse entities: Unsupported start tag "" at byte offset 2'],
      [bot.api.sendMessage(USER.id, '   '), 'Bad Request: text must be non-empty'],
    ];
    for (const [promise, description] of cases) {
      const error = await apiError(promise);
      assert.deepEqual([error.error_code, error.description], [400, description]);
    }
    assert.equal((await bot.api.sendMessage(USER.id, 'x'.repeat(4096))).text?.length, 4096);
    assert.equal((await bot.api.sendMessage(USER.id, '*Total:* 2\\.50', { parse_mode: 'MarkdownV2' })).text, 'Total: 2.50');
  });

  test('a pressed button is answered once; an unchanged edit is refused', async () => {
    const bot = newBot();
    telegram.startBot(bot.id, USER.id);
    const keyboard = { inline_keyboard: [[{ text: 'Cancel', callback_data: 'cancel' }]] };
    const sent = await bot.api.sendMessage(USER.id, 'Subscribed', { reply_markup: keyboard });
    const pressed = telegram.pressButton(bot.id, USER.id, sent, 'cancel');
    const [update] = await bot.api.getUpdates({ offset: pressed.updateId });
    assert.deepEqual(update, {
      update_id: pressed.updateId,
      callback_query: {
        id: pressed.queryId,
        from: { id: USER.id, is_bot: false, first_name: 'Ada', last_name: 'Lovelace', username: 'ada', language_code: 'en' },
        message: sent,
        chat_instance: update?.callback_query?.chat_instance,
        data: 'cancel',
      },
    });
    assert.match(update?.callback_query?.chat_instance ?? '', /^-?\d+$/);
    assert.equal(await bot.api.answerCallbackQuery(pressed.queryId, { text: 'Canceled' }), true);
    assert.deepEqual(telegram.callbackAnswer(pressed.queryId), { text: 'Canceled' });
    const again = await apiError(bot.api.answerCallbackQuery(pressed.queryId));
    assert.equal(again.description, 'Bad Request: query is too old and response timeout expired or query ID is invalid');

    const same = await apiError(bot.api.editMessageText(USER.id, sent.message_id, 'Subscribed', { reply_markup: keyboard }));
    assert.match(same.description, /^Bad Request: message is not modified: /);
    const edited = await bot.api.editMessageText(USER.id, sent.message_id, 'Canceled');
    const { reply_markup: _removed, ...unchanged } = sent;
    assert.deepEqual(edited, { ...unchanged, text: 'Canceled', edit_date: (edited as Message).edit_date });
    assert.equal(telegram.message(bot.id, USER.id, sent.message_id)?.reply_markup, undefined);
  });

  test('setMyCommands is kept per scope and checks each command', async () => {
    const bot = newBot();
    const commands = [{ command: 'start', description: 'Start' }];
    assert.equal(await bot.api.setMyCommands(commands, { scope: { type: 'all_private_chats' } }), true);
    assert.deepEqual(telegram.commandsOf(bot.id, { type: 'all_private_chats' }), commands);
    assert.equal(telegram.commandsOf(bot.id), undefined);
    const error = await apiError(bot.api.setMyCommands([{ command: 'Start', description: 'x' }]));
    assert.equal(error.description, 'Bad Request: BOT_COMMAND_INVALID');
  });

  test("a private chat's menu: refused until the bot has met the user; deleteMyCommands leaves the default", async () => {
    const bot = newBot();
    const member = [{ command: 'start', description: 'Start' }];
    const admin = [...member, { command: 'stats', description: 'Sales' }];
    await bot.api.setMyCommands(member);
    const scope = { type: 'chat' as const, chat_id: STRANGER.id };
    const unknown = await apiError(bot.api.setMyCommands(admin, { scope }));
    assert.deepEqual([unknown.error_code, unknown.description], [400, 'Bad Request: chat not found']);
    assert.equal((await apiError(bot.api.deleteMyCommands({ scope }))).description, 'Bad Request: chat not found');
    assert.equal((await apiError(bot.api.setMyCommands(admin, { scope: { type: 'chat', chat_id: 999_999 } }))).description, 'Bad Request: chat not found');
    telegram.startBot(bot.id, STRANGER.id);
    assert.equal(await bot.api.setMyCommands(admin, { scope }), true);
    assert.deepEqual(telegram.commandsOf(bot.id, scope), admin);
    assert.deepEqual(await bot.api.getMyCommands({ scope }), admin);
    assert.equal(await bot.api.deleteMyCommands({ scope }), true);
    assert.equal(telegram.commandsOf(bot.id, scope), undefined);
    assert.deepEqual(telegram.commandsOf(bot.id), member);
    // A user the bot shares a chat with is known too.
    const grouped = newBot({ chat: true });
    assert.equal(await grouped.api.setMyCommands(admin, { scope: { type: 'chat', chat_id: ADMIN.id } }), true);
  });
});

describe('Telegram Stars', () => {
  test('sendInvoice, then a payment: pre_checkout_query, answer, successful_payment', async () => {
    const bot = newBot();
    telegram.startBot(bot.id, USER.id);
    const invoice = await bot.api.sendInvoice(USER.id, 'Paid club', '30 days of access', 'order:17', 'XTR', [{ label: 'Month', amount: 250 }]);
    assert.deepEqual(invoice, {
      message_id: 1,
      from: bot.user,
      chat: { id: USER.id, first_name: 'Ada', last_name: 'Lovelace', username: 'ada', type: 'private' },
      date: invoice.date,
      invoice: { title: 'Paid club', description: '30 days of access', start_parameter: '', currency: 'XTR', total_amount: 250 },
    });
    const call = await telegram.waitForCall('sendInvoice', (c) => c.botId === bot.id);

    const paying = telegram.pay(bot.id, USER.id, call);
    await eventually(() => telegram.pendingUpdates(bot.id).length === 1, 'one update pending');
    const [pre] = await bot.api.getUpdates();
    const from = { id: USER.id, is_bot: false, first_name: 'Ada', last_name: 'Lovelace', username: 'ada', language_code: 'en' };
    assert.deepEqual(pre?.pre_checkout_query, {
      id: pre?.pre_checkout_query?.id,
      from,
      currency: 'XTR',
      total_amount: 250,
      invoice_payload: 'order:17',
    });
    assert.equal(await bot.api.answerPreCheckoutQuery(pre?.pre_checkout_query?.id ?? '', true), true);
    const paid = await paying;
    assert.equal(paid.ok, true);
    assert.match(paid.chargeId ?? '', /^stx[A-Za-z0-9]+$/);

    const [success] = await bot.api.getUpdates({ offset: (pre?.update_id ?? 0) + 1 });
    assert.deepEqual(success, {
      update_id: paid.updateId,
      message: {
        message_id: 2,
        from,
        chat: { id: USER.id, first_name: 'Ada', last_name: 'Lovelace', username: 'ada', type: 'private' },
        date: success?.message?.date,
        successful_payment: {
          currency: 'XTR',
          total_amount: 250,
          invoice_payload: 'order:17',
          telegram_payment_charge_id: paid.chargeId,
          provider_payment_charge_id: '',
        },
      },
    });

    assert.equal(await bot.api.refundStarPayment(USER.id, paid.chargeId ?? ''), true);
    const twice = await apiError(bot.api.refundStarPayment(USER.id, paid.chargeId ?? ''));
    assert.deepEqual([twice.error_code, twice.description], [400, 'Bad Request: CHARGE_ALREADY_REFUNDED']);
    const unknown = await apiError(bot.api.refundStarPayment(USER.id, 'stxNOPE'));
    assert.equal(unknown.description, 'Bad Request: CHARGE_NOT_FOUND');
  });

  test('a refused pre-checkout query ends the payment with its error message', async () => {
    const bot = newBot();
    telegram.startBot(bot.id, USER.id);
    await bot.api.sendInvoice(USER.id, 'Paid club', 'Access', 'order:18', 'XTR', [{ label: 'Month', amount: 100 }]);
    const paying = telegram.pay(bot.id, USER.id, await telegram.waitForCall('sendInvoice', (c) => c.botId === bot.id));
    await eventually(() => telegram.pendingUpdates(bot.id).length === 1, 'one update pending');
    const [pre] = await bot.api.getUpdates();
    const missing = await apiError(bot.api.answerPreCheckoutQuery(pre?.pre_checkout_query?.id ?? '', false));
    assert.equal(missing.description, 'Bad Request: parameter "error_message" is required');
    await bot.api.answerPreCheckoutQuery(pre?.pre_checkout_query?.id ?? '', false, { error_message: 'Sold out' });
    assert.deepEqual(await paying, { ok: false, errorMessage: 'Sold out', updateId: pre?.update_id, preCheckoutUpdateId: pre?.update_id });
  });

  test('subscription invoice links: XTR only, 30 days, then renewals and cancellation', async () => {
    const bot = newBot();
    const prices = [{ label: 'Month', amount: 300 }];
    const wrongPeriod = await apiError(bot.api.createInvoiceLink('Club', 'Monthly', 'sub:1', '', 'XTR', prices, { subscription_period: 86_400 }));
    assert.equal(wrongPeriod.description, 'Bad Request: SUBSCRIPTION_PERIOD_INVALID');
    const twoPrices = await apiError(bot.api.createInvoiceLink('Club', 'Monthly', 'sub:1', '', 'XTR', [...prices, { label: 'Tip', amount: 1 }]));
    assert.equal(twoPrices.description, 'Bad Request: STARS_INVOICE_INVALID');
    const longPayload = await apiError(bot.api.createInvoiceLink('Club', 'Monthly', 'x'.repeat(129), '', 'XTR', prices));
    assert.equal(longPayload.description, 'Bad Request: INVOICE_PAYLOAD_INVALID');

    const link = await bot.api.createInvoiceLink('Club', 'Monthly', 'sub:1', '', 'XTR', prices, { subscription_period: 2_592_000 });
    assert.match(link, /^https:\/\/t\.me\/\$[A-Za-z0-9_-]+$/);
    const paying = telegram.pay(bot.id, USER.id, link);
    await eventually(() => telegram.pendingUpdates(bot.id).length === 1, 'one update pending');
    const [pre] = await bot.api.getUpdates();
    await bot.api.answerPreCheckoutQuery(pre?.pre_checkout_query?.id ?? '', true);
    const paid = await paying;
    const payment = paid.message?.successful_payment;
    assert.equal(payment?.is_recurring, true);
    assert.equal(payment?.is_first_recurring, true);
    assert.equal(payment?.subscription_expiration_date, (paid.message?.date ?? 0) + 2_592_000);

    const renewal = telegram.renewSubscription(bot.id, USER.id, paid.chargeId ?? '');
    assert.deepEqual(renewal.message.successful_payment, {
      currency: 'XTR',
      total_amount: 300,
      invoice_payload: 'sub:1',
      subscription_expiration_date: (paid.message?.date ?? 0) + 2 * 2_592_000,
      is_recurring: true,
      telegram_payment_charge_id: renewal.chargeId,
      provider_payment_charge_id: '',
    });
    assert.equal(await bot.api.editUserStarSubscription(USER.id, paid.chargeId ?? '', true), true);
    assert.equal(telegram.starSubscription(renewal.chargeId)?.canceled, true);
    const unknown = await apiError(bot.api.editUserStarSubscription(USER.id, 'stxNOPE', true));
    assert.equal(unknown.error_code, 400);
  });
});

describe('chats', () => {
  test('createChatInviteLink needs the right to invite', async () => {
    const bot = newBot({ chat: true, rights: { botCanInvite: false } });
    const error = await apiError(bot.api.createChatInviteLink(bot.chatId, { name: 'club' }));
    assert.deepEqual([error.error_code, error.description], [400, 'Bad Request: not enough rights to manage chat invite link']);
    const missing = await apiError(bot.api.createChatInviteLink(-100999, {}));
    assert.equal(missing.description, 'Bad Request: chat not found');
    const both = newBot({ chat: true });
    const combined = await apiError(both.api.createChatInviteLink(both.chatId, { creates_join_request: true, member_limit: 1 }));
    assert.equal(combined.description, "Bad Request: member limit can't be specified for links requiring administrator approval");
  });

  test('a join request, approved: the user becomes a member and a chat_member update follows', async () => {
    const bot = newBot({ chat: true });
    await bot.api.getUpdates({ allowed_updates: ['message', 'chat_join_request', 'chat_member'] });
    const expire = now() + 3600;
    const link = await bot.api.createChatInviteLink(bot.chatId, { name: 'Order 17', creates_join_request: true, expire_date: expire });
    assert.deepEqual(link, {
      invite_link: link.invite_link,
      name: 'Order 17',
      creator: bot.user,
      expire_date: expire,
      creates_join_request: true,
      is_primary: false,
      is_revoked: false,
    });
    assert.match(link.invite_link, /^https:\/\/t\.me\/\+[A-Za-z0-9_-]+$/);

    const outcome = telegram.openInviteLink(USER.id, link.invite_link);
    assert.equal(outcome.status, 'requested');
    const chat = { id: bot.chatId, title: 'Paid club', type: 'supergroup' };
    const from = { id: USER.id, is_bot: false, first_name: 'Ada', last_name: 'Lovelace', username: 'ada', language_code: 'en' };
    const [request] = await bot.api.getUpdates();
    assert.deepEqual(request, {
      update_id: outcome.status === 'requested' ? outcome.updateId : 0,
      chat_join_request: { chat, from, user_chat_id: USER.id, date: request?.chat_join_request?.date, invite_link: link },
    });
    assert.deepEqual(telegram.joinRequests(bot.chatId), [USER.id]);
    // The request opens the private chat to the bot even though the user never started it.
    await bot.api.sendMessage(USER.id, 'Pay first, please');

    assert.equal(await bot.api.approveChatJoinRequest(bot.chatId, USER.id), true);
    assert.equal(telegram.isMember(bot.chatId, USER.id), true);
    const [joined] = await bot.api.getUpdates({ offset: (request?.update_id ?? 0) + 1 });
    assert.deepEqual(joined?.chat_member, {
      chat,
      from: bot.user,
      date: joined?.chat_member?.date,
      old_chat_member: { user: from, status: 'left' },
      new_chat_member: { user: from, status: 'member' },
      invite_link: link,
    });
    const again = await apiError(bot.api.approveChatJoinRequest(bot.chatId, USER.id));
    assert.equal(again.description, 'Bad Request: HIDE_REQUESTER_MISSING');

    telegram.leaveChat(USER.id, bot.chatId);
    assert.equal(telegram.isMember(bot.chatId, USER.id), false);
    const [left] = await bot.api.getUpdates({ offset: (joined?.update_id ?? 0) + 1 });
    assert.deepEqual([left?.chat_member?.old_chat_member.status, left?.chat_member?.new_chat_member.status], ['member', 'left']);
  });

  test('banChatMember: not the owner, not an admin; a member is removed and banned', async () => {
    const bot = newBot({ chat: true });
    const owner = await apiError(bot.api.banChatMember(bot.chatId, OWNER.id));
    assert.deepEqual([owner.error_code, owner.description], [400, "Bad Request: can't remove chat owner"]);
    const admin = await apiError(bot.api.banChatMember(bot.chatId, ADMIN.id));
    assert.equal(admin.description, 'Bad Request: user is an administrator of the chat');

    const link = await bot.api.createChatInviteLink(bot.chatId, {});
    assert.deepEqual(telegram.openInviteLink(STRANGER.id, link.invite_link), { status: 'joined' });
    assert.equal(await bot.api.banChatMember(bot.chatId, STRANGER.id), true);
    assert.equal(telegram.isMember(bot.chatId, STRANGER.id), false);
    assert.equal(telegram.isBanned(bot.chatId, STRANGER.id), true);
    assert.deepEqual(await bot.api.getChatMember(bot.chatId, STRANGER.id), {
      user: { id: STRANGER.id, is_bot: false, first_name: 'Bob' },
      status: 'kicked',
      until_date: 0,
    });
    assert.equal(await bot.api.unbanChatMember(bot.chatId, STRANGER.id, { only_if_banned: true }), true);
    assert.equal(telegram.isBanned(bot.chatId, STRANGER.id), false);

    const weak = newBot({ chat: true, rights: { botCanRestrict: false } });
    const rights = await apiError(weak.api.banChatMember(weak.chatId, STRANGER.id));
    assert.equal(rights.description, 'Bad Request: not enough rights to restrict/unrestrict chat member');
  });
});

describe('a grammY Bot against the double', () => {
  test('long polling: /start is answered, a button press is answered and edited, stop() is prompt', async () => {
    const { id, token } = newBot();
    const bot = new Bot(token, { client: { apiRoot: telegram.url } });
    bot.command('start', (ctx) => ctx.reply('Plans', { reply_markup: { inline_keyboard: [[{ text: 'Month', callback_data: 'buy:month' }]] } }));
    bot.callbackQuery('buy:month', async (ctx) => {
      await ctx.answerCallbackQuery({ text: 'Invoice on its way' });
      await ctx.editMessageText('Month: 250 XTR');
    });
    const running = bot.start({ timeout: 1 });
    try {
      telegram.sendText(id, USER.id, '/start');
      const reply = await telegram.waitForCall('sendMessage', (call) => call.botId === id);
      const shown = reply.response?.ok ? (reply.response.result as Message) : assert.fail('sendMessage failed');
      const { queryId } = telegram.pressButton(id, USER.id, shown, 'buy:month');
      await telegram.waitForCall('editMessageText', (call) => call.botId === id);
      assert.deepEqual(telegram.callbackAnswer(queryId), { text: 'Invoice on its way' });
      assert.equal(telegram.message(id, USER.id, shown.message_id)?.text, 'Month: 250 XTR');
      await eventually(() => telegram.pollers(id) === 1, 'a getUpdates waiting');
    } finally {
      const stopping = Date.now();
      await bot.stop();
      await running;
      assert.ok(Date.now() - stopping < 500);
    }
    assert.equal(telegram.pollers(id), 0);
  });

  test('webhook: grammY checks the secret token and may answer with a method in the response', async () => {
    const { id, token } = newBot();
    const bot = new Bot(token, { client: { apiRoot: telegram.url, canUseWebhookReply: (method) => method === 'sendMessage' } });
    bot.command('start', (ctx) => ctx.reply('Welcome'));
    await bot.init();
    const receiver = createServer(webhookCallback(bot, 'http', { secretToken: 'hook_secret' }));
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      await bot.api.setWebhook(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`, { secret_token: 'hook_secret' });
      telegram.sendText(id, USER.id, '/start');
      const reply = await telegram.waitForCall('sendMessage', (call) => call.botId === id);
      assert.equal(reply.viaWebhookReply, true);
      assert.deepEqual(reply.params, { chat_id: USER.id, text: 'Welcome' });
      assert.equal(reply.response?.ok, true);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});

describe('faults', () => {
  test('failNext 429 arrives as GrammyError with parameters.retry_after', async () => {
    const bot = newBot();
    telegram.startBot(bot.id, USER.id);
    const before429 = telegram.tooManyRequestsCount;
    telegram.failNext('sendMessage', { code: 429, retryAfter: 3, botId: bot.id });
    const error = await apiError(bot.api.sendMessage(USER.id, 'hi'));
    assert.equal(error.error_code, 429);
    assert.equal(error.description, 'Too Many Requests: retry after 3');
    assert.deepEqual(error.parameters, { retry_after: 3 });
    assert.equal(telegram.tooManyRequestsCount, before429 + 1);
    assert.equal((await bot.api.sendMessage(USER.id, 'hi')).text, 'hi', 'only the next call fails');

    telegram.failNext('getMe', { code: 429, retryAfter: 7, times: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${telegram.url}/bot${bot.token}/getMe`);
      assert.equal(res.status, 429);
      assert.equal(res.headers.get('retry-after'), '7');
      assert.deepEqual(await res.json(), { ok: false, error_code: 429, description: 'Too Many Requests: retry after 7', parameters: { retry_after: 7 } });
    }
    assert.equal((await bot.api.getMe()).id, bot.id);
  });

  test('flood control answers 429 with retry_after once a bot sends too fast', async () => {
    const bot = newBot();
    telegram.startBot(bot.id, USER.id);
    telegram.setRateLimit({ perSecond: 2 });
    try {
      await bot.api.sendMessage(USER.id, '1');
      await bot.api.sendMessage(USER.id, '2');
      const error = await apiError(bot.api.sendMessage(USER.id, '3'));
      assert.deepEqual([error.error_code, error.parameters.retry_after], [429, 1]);
    } finally {
      telegram.setRateLimit(null);
    }
  });

  test('hangNext holds the call until close(), which ends it (and held long polls) promptly', async () => {
    const double = await startTelegramDouble();
    const token = double.addBot({ id: 9001, username: 'hang_bot' });
    const api = new Api(token, { apiRoot: double.url });
    double.hangNext('getMe');
    const hanging = api.getMe().then(
      () => undefined,
      (error: unknown) => error,
    );
    const poll = api.getUpdates({ timeout: 50 });
    const call = await double.waitForCall('getMe');
    assert.equal(call.hung, true);
    await eventually(() => double.pollers(9001) === 1, 'a getUpdates waiting');
    const started = Date.now();
    await double.close();
    assert.ok(Date.now() - started < 500, `close took ${Date.now() - started} ms`);
    assert.ok((await hanging) instanceof HttpError);
    assert.deepEqual(await poll, []);
  });

  test('waitForCall times out with the recent calls listed', async () => {
    const bot = newBot();
    await bot.api.getMe();
    await assert.rejects(
      telegram.waitForCall('sendMessage', (call) => call.botId === bot.id, 50),
      /no sendMessage call within 50 ms; recent calls:\n.*getMe/s,
    );
  });
});
