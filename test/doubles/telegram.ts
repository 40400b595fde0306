// A test double of the Telegram Bot API: a real HTTP server on 127.0.0.1 that a service reaches
// through TELEGRAM_API_ROOT exactly as it would reach api.telegram.org (`/bot<token>/<method>`,
// JSON, urlencoded or query parameters; Telegram's envelopes, status codes and refusals), plus the
// people's side (users writing, pressing buttons, paying, joining), every call recorded, and
// faults (failNext, hangNext, answerNext, flood control) to inject.
//
//   const telegram = await startTelegramDouble();
//   const token = telegram.addBot({ id: 7001, username: 'tollgate_bot' });
//   telegram.addUser({ id: 42, first_name: 'Ada' });
//   // … start the service with TELEGRAM_API_ROOT=telegram.url and the token …
//   telegram.sendText(7001, 42, '/start');
//   const reply = await telegram.waitForCall('sendMessage');
import { Waiters } from './waiters.js';
import type { BotCommand, Message, Update } from '@grammyjs/types';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { METHODS, type MethodContext, SENDING_METHODS } from './telegram-methods.js';
import {
  type BotRightsChange,
  type InvoiceRef,
  type JoinOutcome,
  type PaymentResult,
  type PressedButton,
  type RenewalResult,
  type SentText,
  type SimContext,
  blockBot,
  changeBotRights,
  leaveChat,
  openInviteLink,
  pay,
  pressButton,
  renewSubscription,
  sendGroupText,
  sendText,
  type SentGroupText,
  startConversation,
} from './telegram-simulate.js';
import {
  type BotRights,
  type ChargeRecord,
  type GroupChatType,
  type JoinDecision,
  type StoredDocument,
  World,
  randomString,
  scopeKey,
} from './telegram-state.js';
import { type InjectedUpdate, type UpdatePayload, UpdateHub } from './telegram-updates.js';
import {
  Described,
  type ParsedRequest,
  TelegramError,
  type TelegramResponse,
  defaultDescription,
  parseObject,
  parseRequest,
  readBody,
  tooManyRequests,
} from './telegram-wire.js';

export type { SentGroupText };
export type { BotRightsChange, InjectedUpdate, InvoiceRef, JoinOutcome, PaymentResult, PressedButton, RenewalResult, SentText, TelegramResponse };

export interface TelegramDoubleOptions {
  /** The clock (ms) for what Telegram shows and expires: every `date`, until_date, expire_date, subscription periods (Date.now by default). Throttles and timeouts run on real time. */
  now?: () => number;
  /** Waits between webhook attempts (one attempt more than entries); default 100, 200, 400, 800 ms, then 1 s, 10 attempts in all. */
  webhookRetryDelaysMs?: readonly number[];
  /** A webhook request taking longer counts as failed (default 10 s). */
  webhookTimeoutMs?: number;
  /** How long pay() waits for answerPreCheckoutQuery (Telegram: 10 s). */
  preCheckoutTimeoutMs?: number;
  /** A second getUpdates conflict within this time is answered only after it (Telegram: 3 s). */
  conflictRepeatDelayMs?: number;
  /** setWebhook with a URL is allowed once per this interval, else 429 retry after 1 (Telegram: 1 s; 0 turns it off). */
  setWebhookIntervalMs?: number;
  /** Flood control for sending methods; off by default. */
  rateLimit?: RateLimitOptions;
}

export interface RateLimitOptions {
  /** Messages a bot may send per second in all (Telegram: about 30). */
  perSecond?: number;
  /** Messages a bot may send per second to one chat (Telegram tolerates bursts; off unless set). */
  perChatPerSecond?: number;
}

export interface RecordedCall {
  botId: number;
  /** The Bot API name (canonical case), or the path segment as sent for an unknown method. */
  method: string;
  /** The parameters as sent: JSON values as they were, form and query values as strings. */
  params: Record<string, unknown>;
  /** When it arrived (Date.now(), real time even with a `now` option). */
  at: number;
  /** The answer sent, once sent. */
  response?: TelegramResponse;
  /** Accepted by hangNext and never answered. */
  hung?: boolean;
  /** Made by returning a method from a webhook response instead of an HTTP request. */
  viaWebhookReply?: boolean;
  /** The HTTP answer sent as given by answerNext (`response` then holds its status, with no description). */
  raw?: RawAnswer;
}

/** An HTTP answer sent as it is, whatever the Bot API would say: a proxy's HTML 502 page, `{}`,
 * or `{"ok":true,"result":[]}` at once to a long poll. */
export interface RawAnswer {
  status: number;
  body: string;
  /** Default text/html for a body not starting with `{`, else application/json. */
  contentType?: string;
}

export interface FaultOptions {
  /** error_code and HTTP status. */
  code: number;
  /** Defaults to Telegram's words for the code (429: "Too Many Requests: retry after N"). */
  description?: string;
  /** parameters.retry_after (and the Retry-After header); 429 defaults to 1. */
  retryAfter?: number;
  /** How many calls fail (default 1). */
  times?: number;
  /** Only this bot's calls (default any bot). */
  botId?: number;
}

export interface AddBotOptions {
  id: number;
  username: string;
  first_name?: string;
  /** Default `<id>:<35 random characters>`. */
  token?: string;
  can_join_groups?: boolean;
}

export interface AddUserOptions {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

export interface AddChatOptions {
  /** Negative, e.g. -1001234567890. */
  id: number;
  type: GroupChatType;
  title: string;
  username?: string;
  /** A user added with addUser; always a member. */
  creatorId: number;
  /** Administrators (members too). */
  admins?: number[];
  /** Further members. */
  members?: number[];
  /** Bots in the chat (default: every bot added so far). */
  botIds?: number[];
  botIsAdmin?: boolean;
  botCanInvite?: boolean;
  botCanRestrict?: boolean;
}

export interface StarSubscriptionState {
  canceled: boolean;
  period: number;
  expirationDate: number;
  firstChargeId: string;
}

export interface TelegramDouble {
  /** The API root: pass it as TELEGRAM_API_ROOT or grammY's `apiRoot`. */
  readonly url: string;
  /** Every call, in arrival order. */
  readonly calls: readonly RecordedCall[];
  /** How many 429 answers were given (injected, flood control and setWebhook's own limit). */
  readonly tooManyRequestsCount: number;

  addBot(options: AddBotOptions): string;
  addUser(options: AddUserOptions): void;
  addChat(options: AddChatOptions): void;
  /** The owner changes a bot's rights in a chat (or adds it); the bot gets my_chat_member if anything changed. */
  setBotRights(chatId: number, botId: number, rights: BotRightsChange): void;
  /** The user presses Start: the bot may now message them (no update, send '/start' with sendText for that). */
  startBot(botId: number, userId: number): void;
  /** The user blocks the bot (the bot gets my_chat_member: member → kicked). */
  blockBot(botId: number, userId: number): void;
  /** The user unblocks the bot (my_chat_member: kicked → member). */
  unblockBot(botId: number, userId: number): void;

  callsOf(method: string, botId?: number): RecordedCall[];
  /** The first answered (or hung) call matching, recorded or still to come; rejects after timeoutMs listing recent calls. */
  waitForCall(method: string, predicate?: (call: RecordedCall) => boolean, timeoutMs?: number): Promise<RecordedCall>;

  /** Numbers the update (`update_id` increasing per bot) and delivers or queues it; returns the id. */
  injectUpdate(botId: number, update: UpdatePayload): number;
  /** Every update made for the bot, with whether allowed_updates filtered it and its webhook deliveries. */
  updatesOf(botId: number): readonly InjectedUpdate[];
  /** Updates not yet confirmed (getUpdates) or delivered (webhook). */
  pendingUpdates(botId: number): readonly Update[];
  /** Posts an update to the bot's webhook again (resolves once delivered). */
  redeliver(botId: number, updateId: number): Promise<void>;
  /** getUpdates requests held open right now (for one bot, or all). */
  pollers(botId?: number): number;

  sendText(botId: number, userId: number, text: string, replyTo?: Pick<Message, 'message_id' | 'chat'>): SentText;
  /** A member writes in a group or supergroup; the bots there that see it get the update. */
  sendGroupText(chatId: number, userId: number, text: string, deliver?: boolean): SentGroupText;
  /** Whether the user is muted in the chat (restrictChatMember), and until when (0: forever). */
  mutedUntil(chatId: number, userId: number): number | undefined;
  pressButton(botId: number, userId: number, message: Pick<Message, 'message_id' | 'chat'>, callbackData: string): PressedButton;
  /** The answerCallbackQuery parameters for a pressed button, once answered. */
  callbackAnswer(queryId: string): Record<string, unknown> | undefined;
  pay(botId: number, userId: number, invoice: InvoiceRef, options?: { recurring?: boolean }): Promise<PaymentResult>;
  renewSubscription(botId: number, userId: number, chargeId: string): RenewalResult;
  starSubscription(chargeId: string): StarSubscriptionState | undefined;
  charge(chargeId: string): Readonly<ChargeRecord> | undefined;
  openInviteLink(userId: number, inviteLink: string): JoinOutcome;
  leaveChat(userId: number, chatId: number): void;
  isMember(chatId: number, userId: number): boolean;
  isBanned(chatId: number, userId: number): boolean;
  /** Users whose join requests are pending. */
  joinRequests(chatId: number): number[];
  joinDecisions(chatId: number): readonly JoinDecision[];
  /** The list setMyCommands left for that scope and language (undefined when none). */
  commandsOf(botId: number, scope?: { type: string; chat_id?: number | string; user_id?: number }, languageCode?: string): BotCommand[] | undefined;
  /** What setMyDescription / setMyShortDescription left for that language ('' or none: the default). */
  descriptionOf(botId: number, languageCode?: string): string | undefined;
  shortDescriptionOf(botId: number, languageCode?: string): string | undefined;
  /** A message as the bot's chat holds it now (edits applied), or undefined once deleted. */
  message(botId: number, chatId: number, messageId: number): Message | undefined;
  /** A file a bot uploaded with sendDocument, by the file_id its message names. */
  document(fileId: string): StoredDocument | undefined;

  failNext(method: string, options: FaultOptions): void;
  /** The next call(s) are accepted and never answered (until close()). */
  hangNext(method: string, options?: { times?: number; botId?: number }): void;
  /** The next call(s) get this HTTP answer, sent as it is, and do nothing. */
  answerNext(method: string, answer: RawAnswer & { times?: number; botId?: number }): void;
  setRateLimit(options: RateLimitOptions | null): void;
  /** Forgets recorded calls, pending faults, flood-control windows and the 429 count (bots, users and chats stay). */
  reset(): void;
  /** Ends held long polls (answered []) and hung requests, stops webhook deliveries, closes the server. */
  close(): Promise<void>;
}

const DEFAULT_RETRY_DELAYS = [100, 200, 400, 800, 1000, 1000, 1000, 1000, 1000];
const TOKEN_PATTERN = /^(\d+):[A-Za-z0-9_-]{35}$/;

const METHOD_NAMES = new Map(Object.keys(METHODS).map((name) => [name.toLowerCase(), name]));

interface Fault extends FaultOptions {
  method: string;
  remaining: number;
  hang: boolean;
  raw?: RawAnswer;
}

/** Telegram-like flood control: sliding one-second windows per bot and, optionally, per chat. */
class FloodControl {
  private readonly windows = new Map<string, number[]>();

  constructor(public options: RateLimitOptions | null) {}

  check(botId: number, chatId: number, now: number): void {
    const limits: Array<[string, number | undefined]> = [
      [`${botId}`, this.options?.perSecond],
      [`${botId}/${chatId}`, this.options?.perChatPerSecond],
    ];
    for (const [key, limit] of limits) {
      if (!limit) continue;
      const window = (this.windows.get(key) ?? []).filter((at) => at > now - 1000);
      this.windows.set(key, window);
      const oldest = window[0];
      if (window.length >= limit && oldest !== undefined) throw tooManyRequests(Math.max(1, Math.ceil((oldest + 1000 - now) / 1000)));
    }
    for (const [key, limit] of limits) if (limit) this.windows.get(key)?.push(now);
  }

  clear(): void {
    this.windows.clear();
  }
}

class TelegramDoubleServer implements TelegramDouble {
  url = '';
  readonly calls: RecordedCall[] = [];
  tooManyRequestsCount = 0;
  private readonly server: Server;
  private readonly world: World;
  private readonly hub: UpdateHub;
  private readonly sim: SimContext;
  private readonly flood: FloodControl;
  private faults: Fault[] = [];
  private readonly waiters = new Waiters<RecordedCall>('telegram double');
  private readonly hung = new Set<ServerResponse>();
  private closed = false;

  constructor(options: TelegramDoubleOptions) {
    const now = options.now ?? Date.now;
    this.world = new World(now);
    this.hub = new UpdateHub({
      webhookRetryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULT_RETRY_DELAYS,
      webhookTimeoutMs: options.webhookTimeoutMs ?? 10_000,
      conflictRepeatDelayMs: options.conflictRepeatDelayMs ?? 3000,
      setWebhookIntervalMs: options.setWebhookIntervalMs ?? 1000,
      now,
      onWebhookReply: (botId, body) => this.webhookReply(botId, body),
    });
    this.sim = { world: this.world, hub: this.hub, preCheckoutTimeoutMs: options.preCheckoutTimeoutMs ?? 10_000, pending: new Set() };
    this.flood = new FloodControl(options.rateLimit ?? null);
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) =>
        this.respond(res, new TelegramError(500, `Internal Server Error: ${(error as Error).message}`).toResponse()),
      );
    });
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  // --- HTTP ---

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req);
    const path = /^\/bot([^/]*)(?:\/test)?\/(.*)$/.exec(url.pathname);
    if (!path) return this.respond(res, { ok: false, error_code: 404, description: 'Not Found' });
    const token = path[1] ?? '';
    const format = TOKEN_PATTERN.exec(token);
    if (!format || token.startsWith('0')) return this.respond(res, { ok: false, error_code: 401, description: 'Unauthorized: invalid token specified' });
    const bot = this.world.botsByToken.get(token);
    if (!bot) return this.respond(res, { ok: false, error_code: 401, description: 'Unauthorized' });
    const requested = (path[2] ?? '').replace(/\/$/, '');
    const method = METHOD_NAMES.get(requested.toLowerCase());
    const parsed = parseRequest(url, req.headers['content-type'] ?? '', body);
    const call = this.record(bot.id, method ?? requested, parsed.params);
    if (!method) return this.finish(res, call, { ok: false, error_code: 404, description: 'Not Found' });
    const fault = this.takeFault(method, bot.id);
    if (fault?.hang) return this.hang(res, call);
    if (fault?.raw) return this.finishRaw(res, call, fault.raw);
    if (fault) return this.finish(res, call, this.faultResponse(fault));
    const aborted = new AbortController();
    res.on('close', () => aborted.abort());
    this.finish(res, call, await this.execute(bot.id, method, parsed, aborted.signal));
  }

  private async execute(botId: number, method: string, parsed: ParsedRequest, signal: AbortSignal): Promise<TelegramResponse> {
    const handler = METHODS[method];
    if (!handler) return { ok: false, error_code: 404, description: 'Not Found' };
    const ctx: MethodContext = {
      world: this.world,
      hub: this.hub,
      bot: this.world.bot(botId),
      signal,
      throttle: (chatId) => {
        if (SENDING_METHODS.has(method)) this.flood.check(botId, chatId, Date.now());
      },
    };
    try {
      const result = await handler(ctx, parsed.args);
      if (result instanceof Described) return { ok: true, result: result.result, description: result.description };
      return { ok: true, result };
    } catch (error) {
      if (error instanceof TelegramError) return error.toResponse();
      // A gap in the test's set-up (an unknown user, say) or in the double: visible, not hidden.
      return new TelegramError(500, `Internal Server Error: ${(error as Error).message}`).toResponse();
    }
  }

  private respond(res: ServerResponse, response: TelegramResponse): void {
    if (!response.ok && response.error_code === 429) this.tooManyRequestsCount++;
    if (res.writableEnded || res.destroyed) return;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const retryAfter = response.ok ? undefined : response.parameters?.retry_after;
    if (retryAfter !== undefined) headers['retry-after'] = String(retryAfter);
    res.writeHead(response.ok ? 200 : response.error_code, headers).end(JSON.stringify(response));
  }

  private finish(res: ServerResponse, call: RecordedCall, response: TelegramResponse): void {
    this.respond(res, response);
    call.response = response;
    this.settled(call);
  }

  private finishRaw(res: ServerResponse, call: RecordedCall, raw: RawAnswer): void {
    const contentType = raw.contentType ?? (raw.body.trimStart().startsWith('{') ? 'application/json' : 'text/html');
    if (!res.writableEnded && !res.destroyed) res.writeHead(raw.status, { 'content-type': contentType }).end(raw.body);
    call.raw = raw;
    call.response = raw.status === 200 ? { ok: true, result: undefined } : { ok: false, error_code: raw.status, description: '' };
    this.settled(call);
  }

  private hang(res: ServerResponse, call: RecordedCall): void {
    this.hung.add(res);
    res.on('close', () => this.hung.delete(res));
    call.hung = true;
    this.settled(call);
  }

  /** A method returned in a webhook response: run like a call, its answer going nowhere. */
  private async webhookReply(botId: number, body: Record<string, unknown>): Promise<void> {
    const { method: requested, ...params } = body;
    const method = METHOD_NAMES.get(String(requested).toLowerCase());
    const call = this.record(botId, method ?? String(requested), params);
    call.viaWebhookReply = true;
    const response: TelegramResponse = method
      ? await this.execute(botId, method, parseObject(params), new AbortController().signal)
      : { ok: false, error_code: 404, description: 'Not Found' };
    if (!response.ok && response.error_code === 429) this.tooManyRequestsCount++;
    call.response = response;
    this.settled(call);
  }

  // --- calls ---

  private record(botId: number, method: string, params: Record<string, unknown>): RecordedCall {
    const call: RecordedCall = { botId, method, params, at: Date.now() };
    this.calls.push(call);
    return call;
  }

  private settled(call: RecordedCall): void {
    this.waiters.offer(call);
  }

  callsOf(method: string, botId?: number): RecordedCall[] {
    const name = method.toLowerCase();
    return this.calls.filter((call) => call.method.toLowerCase() === name && (botId === undefined || call.botId === botId));
  }

  waitForCall(method: string, predicate: (call: RecordedCall) => boolean = () => true, timeoutMs = 10_000): Promise<RecordedCall> {
    const name = method.toLowerCase();
    const matches = (call: RecordedCall) => call.method.toLowerCase() === name && (call.response !== undefined || call.hung === true) && predicate(call);
    return this.waiters.wait(this.calls, matches, timeoutMs, () => `no ${method} call within ${timeoutMs} ms; recent calls:\n${this.describeRecentCalls()}`);
  }

  private describeRecentCalls(count = 15): string {
    const recent = this.calls.slice(-count);
    if (recent.length === 0) return '  (none)';
    return recent
      .map((call) => {
        const outcome = call.hung ? 'hung' : !call.response ? 'pending' : call.response.ok ? 'ok' : `${call.response.error_code} ${call.response.description}`;
        return `  bot ${call.botId} ${call.method} ${JSON.stringify(call.params).slice(0, 200)} → ${outcome}`;
      })
      .join('\n');
  }

  // --- faults ---

  failNext(method: string, options: FaultOptions): void {
    this.addFault(method, { ...options, hang: false });
  }

  hangNext(method: string, options: { times?: number; botId?: number } = {}): void {
    this.addFault(method, { code: 0, ...options, hang: true });
  }

  answerNext(method: string, answer: RawAnswer & { times?: number; botId?: number }): void {
    const { times, botId, ...raw } = answer;
    this.addFault(method, { code: raw.status, times, botId, hang: false, raw });
  }

  private addFault(method: string, fault: FaultOptions & { hang: boolean; raw?: RawAnswer }): void {
    const name = METHOD_NAMES.get(method.toLowerCase());
    if (!name) throw new Error(`telegram double: ${method} is not a method the double serves`);
    this.faults.push({ ...fault, method: name, remaining: fault.times ?? 1 });
  }

  private takeFault(method: string, botId: number): Fault | undefined {
    const fault = this.faults.find((item) => item.method === method && (item.botId === undefined || item.botId === botId));
    if (!fault) return undefined;
    fault.remaining--;
    if (fault.remaining <= 0) this.faults = this.faults.filter((item) => item !== fault);
    return fault;
  }

  private faultResponse(fault: Fault): TelegramResponse {
    const retryAfter = fault.retryAfter ?? (fault.code === 429 ? 1 : undefined);
    const description = fault.description ?? defaultDescription(fault.code, retryAfter);
    return { ok: false, error_code: fault.code, description, ...(retryAfter !== undefined ? { parameters: { retry_after: retryAfter } } : {}) };
  }

  setRateLimit(options: RateLimitOptions | null): void {
    this.flood.options = options;
    this.flood.clear();
  }

  // --- the world ---

  addBot(options: AddBotOptions): string {
    const token = options.token ?? `${options.id}:${randomString(35)}`;
    const format = TOKEN_PATTERN.exec(token);
    if (!format || Number(format[1]) !== options.id) throw new Error(`telegram double: token ${token} is not "<id>:<35 characters>" for bot ${options.id}`);
    if (this.world.bots.has(options.id)) throw new Error(`telegram double: bot ${options.id} exists`);
    const bot = {
      id: options.id,
      username: options.username,
      firstName: options.first_name ?? options.username,
      token,
      canJoinGroups: options.can_join_groups ?? true,
      commands: new Map(),
      descriptions: new Map(),
      shortDescriptions: new Map(),
    };
    this.world.bots.set(bot.id, bot);
    this.world.botsByToken.set(token, bot);
    return token;
  }

  addUser(options: AddUserOptions): void {
    if (options.id <= 0) throw new Error(`telegram double: user ids are positive (${options.id})`);
    this.world.users.set(options.id, { ...options });
  }

  addChat(options: AddChatOptions): void {
    if (options.id >= 0) throw new Error(`telegram double: chat ids are negative (${options.id})`);
    const people = [options.creatorId, ...(options.admins ?? []), ...(options.members ?? [])];
    for (const userId of people) this.world.user(userId);
    const rights: BotRights = {
      isAdmin: options.botIsAdmin ?? true,
      canInvite: options.botCanInvite ?? true,
      canRestrict: options.botCanRestrict ?? true,
    };
    const botIds = options.botIds ?? [...this.world.bots.keys()];
    this.world.chats.set(options.id, {
      id: options.id,
      type: options.type,
      title: options.title,
      ...(options.username ? { username: options.username } : {}),
      creatorId: options.creatorId,
      admins: new Set(options.admins ?? []),
      members: new Set(people),
      banned: new Map(),
      muted: new Map(),
      bots: new Map(botIds.map((botId) => [this.world.bot(botId).id, { ...rights }])),
      joinRequests: new Map(),
      joinDecisions: [],
    });
  }

  setBotRights(chatId: number, botId: number, rights: BotRightsChange): void {
    changeBotRights(this.sim, chatId, botId, rights);
  }

  startBot(botId: number, userId: number): void {
    startConversation(this.sim, botId, userId);
  }

  blockBot(botId: number, userId: number): void {
    blockBot(this.sim, botId, userId);
  }

  unblockBot(botId: number, userId: number): void {
    if (this.world.conversation(botId, userId) === 'blocked') startConversation(this.sim, botId, userId);
  }

  isMember(chatId: number, userId: number): boolean {
    return ['creator', 'administrator', 'member'].includes(this.world.status(this.world.chat(chatId), userId));
  }

  isBanned(chatId: number, userId: number): boolean {
    return this.world.isBanned(this.world.chat(chatId), userId);
  }

  joinRequests(chatId: number): number[] {
    return [...this.world.chat(chatId).joinRequests.keys()];
  }

  joinDecisions(chatId: number): readonly JoinDecision[] {
    return this.world.chat(chatId).joinDecisions;
  }

  commandsOf(botId: number, scope?: { type: string; chat_id?: number | string; user_id?: number }, languageCode = ''): BotCommand[] | undefined {
    return this.world.bot(botId).commands.get(scopeKey(scope, languageCode));
  }

  descriptionOf(botId: number, languageCode = ''): string | undefined {
    return this.world.bot(botId).descriptions.get(languageCode);
  }

  shortDescriptionOf(botId: number, languageCode = ''): string | undefined {
    return this.world.bot(botId).shortDescriptions.get(languageCode);
  }

  document(fileId: string): StoredDocument | undefined {
    return this.world.documents.get(fileId);
  }

  message(botId: number, chatId: number, messageId: number): Message | undefined {
    const stored = this.world.findMessage(botId, chatId, messageId);
    return stored ? structuredClone(stored.message) : undefined;
  }

  // --- updates and the people's side ---

  injectUpdate(botId: number, update: UpdatePayload): number {
    this.world.bot(botId);
    return this.hub.inject(botId, update).update_id;
  }

  updatesOf(botId: number): readonly InjectedUpdate[] {
    return this.hub.log(botId);
  }

  pendingUpdates(botId: number): readonly Update[] {
    return this.hub.pending(botId);
  }

  redeliver(botId: number, updateId: number): Promise<void> {
    return this.hub.redeliver(botId, updateId);
  }

  pollers(botId?: number): number {
    return this.hub.pollers(botId);
  }

  sendText(botId: number, userId: number, text: string, replyTo?: Pick<Message, 'message_id' | 'chat'>): SentText {
    return sendText(this.sim, botId, userId, text, replyTo);
  }

  sendGroupText(chatId: number, userId: number, text: string, deliver = true): SentGroupText {
    return sendGroupText(this.sim, chatId, userId, text, deliver);
  }

  mutedUntil(chatId: number, userId: number): number | undefined {
    const chat = this.world.chat(chatId);
    return this.world.isMuted(chat, userId) ? chat.muted.get(userId) : undefined;
  }

  pressButton(botId: number, userId: number, message: Pick<Message, 'message_id' | 'chat'>, callbackData: string): PressedButton {
    return pressButton(this.sim, botId, userId, message, callbackData);
  }

  callbackAnswer(queryId: string): Record<string, unknown> | undefined {
    return this.world.callbackQueries.get(queryId)?.answer;
  }

  pay(botId: number, userId: number, invoice: InvoiceRef, options?: { recurring?: boolean }): Promise<PaymentResult> {
    return pay(this.sim, botId, userId, invoice, options);
  }

  renewSubscription(botId: number, userId: number, chargeId: string): RenewalResult {
    return renewSubscription(this.sim, botId, userId, chargeId);
  }

  starSubscription(chargeId: string): StarSubscriptionState | undefined {
    const charge = this.world.charges.get(chargeId);
    const first = charge?.subscription ? this.world.charges.get(charge.subscription.firstChargeId) : undefined;
    return first?.subscription ? { ...first.subscription } : undefined;
  }

  charge(chargeId: string): Readonly<ChargeRecord> | undefined {
    return this.world.charges.get(chargeId);
  }

  openInviteLink(userId: number, inviteLink: string): JoinOutcome {
    return openInviteLink(this.sim, userId, inviteLink);
  }

  leaveChat(userId: number, chatId: number): void {
    leaveChat(this.sim, userId, chatId);
  }

  // --- lifecycle ---

  reset(): void {
    this.calls.length = 0;
    this.faults = [];
    this.flood.clear();
    this.tooManyRequestsCount = 0;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.hub.close();
    for (const cancel of [...this.sim.pending]) cancel(new Error('telegram double: closed'));
    this.waiters.close();
    for (const res of this.hung) res.destroy();
    // Let the held polls' [] answers go out before the connections are cut.
    await new Promise((resolve) => setImmediate(resolve));
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    await closed;
  }
}

/** Starts the double on 127.0.0.1 at a free port. */
export async function startTelegramDouble(options: TelegramDoubleOptions = {}): Promise<TelegramDouble> {
  const double = new TelegramDoubleServer(options);
  await double.listen();
  return double;
}
