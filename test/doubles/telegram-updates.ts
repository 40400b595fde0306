// Updates in the Telegram double: numbering, allowed_updates filtering (applied when an update is
// created, as Telegram does), the getUpdates queue with offsets and long polling, and webhook
// delivery with the secret-token header, retries and webhook replies.
import type { Update, WebhookInfo } from '@grammyjs/types';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { randomInt } from 'node:crypto';
import { type Args, Described, type TelegramError, badRequest, conflict, tooManyRequests } from './telegram-wire.js';

export type UpdateType = Exclude<keyof Update, 'update_id'>;

/** Every update kind the Bot API names (allowed_updates entries outside this list are ignored). */
export const UPDATE_TYPES = [
  'message',
  'edited_message',
  'channel_post',
  'edited_channel_post',
  'business_connection',
  'business_message',
  'edited_business_message',
  'deleted_business_messages',
  'guest_message',
  'stopped_message_generation',
  'message_reaction',
  'message_reaction_count',
  'inline_query',
  'chosen_inline_result',
  'callback_query',
  'shipping_query',
  'pre_checkout_query',
  'purchased_paid_media',
  'poll',
  'poll_answer',
  'my_chat_member',
  'chat_member',
  'chat_join_request',
  'chat_boost',
  'removed_chat_boost',
  'managed_bot',
  'subscription',
] as const satisfies readonly UpdateType[];

/** Telegram's default: every kind except these three. */
const OFF_BY_DEFAULT: readonly UpdateType[] = ['chat_member', 'message_reaction', 'message_reaction_count'];
const LONG_POLL_MAX_TIMEOUT = 50;

export type UpdatePayload = Partial<Omit<Update, 'update_id'>>;

export interface InjectedUpdate {
  botId: number;
  update: Update;
  /** Excluded by the bot's allowed_updates when it was created: never delivered. */
  filtered: boolean;
  /** Successful webhook deliveries (redeliveries included). */
  deliveries: number;
  /** Given up on after the last webhook retry. */
  dropped: boolean;
}

export interface HubOptions {
  /** Delays between webhook attempts; one more attempt than delays. */
  webhookRetryDelaysMs: readonly number[];
  webhookTimeoutMs: number;
  /** A second getUpdates conflict within this time (real time) is answered after it (Telegram: 3 s). */
  conflictRepeatDelayMs: number;
  /** setWebhook with a URL at most once per this interval, else 429 retry after 1 (Telegram: 1 s). */
  setWebhookIntervalMs: number;
  /** The double's clock, for the dates Telegram shows (last_error_date). */
  now: () => number;
  /** A webhook response that carries a method call. */
  onWebhookReply: (botId: number, body: Record<string, unknown>) => Promise<void>;
}

interface WebhookConfig {
  /** As given to setWebhook (getWebhookInfo shows it so). */
  url: string;
  /** Where updates are posted (a URL without a scheme means https). */
  target: string;
  secretToken: string;
  maxConnections: number;
  generation: number;
  abort: AbortController;
}

interface HeldPoll {
  limit: number;
  resolve: (updates: Update[]) => void;
  reject: (error: TelegramError) => void;
  timer: NodeJS.Timeout;
}

class BotFeed {
  constructor(readonly botId: number) {}

  nextId = 100_000 + randomInt(900_000);
  /** null: Telegram's default set. */
  allowed: Set<UpdateType> | null = null;
  /** Unconfirmed (polling) or undelivered (webhook) updates, oldest first. */
  queue: Update[] = [];
  readonly log: InjectedUpdate[] = [];
  readonly byId = new Map<number, InjectedUpdate>();
  webhook: WebhookConfig | undefined;
  generation = 0;
  lastError: { date: number; message: string } | undefined;
  poll: HeldPoll | undefined;
  nextConflictAt = 0;
  nextSetWebhookAt = 0;
  /** Webhook delivery chains, one per user or chat, so each one's updates arrive in order. */
  readonly chains = new Map<string, Promise<void>>();

  isAllowed(type: UpdateType): boolean {
    return this.allowed ? this.allowed.has(type) : !OFF_BY_DEFAULT.includes(type);
  }
}

export function updateTypeOf(update: UpdatePayload): UpdateType {
  const type = UPDATE_TYPES.find((name) => update[name] !== undefined);
  if (!type) throw new Error(`telegram double: not an update: ${JSON.stringify(update)}`);
  return type;
}

/** Webhook ordering key: updates about one chat (or from one user) are delivered one after another. */
function queueKey(update: Update): string {
  const body = update[updateTypeOf(update)] as { chat?: { id: number }; from?: { id: number } };
  return String(body.chat?.id ?? body.from?.id ?? 'bot');
}

/** `get_allowed_update_types`: undefined means "leave as it is". */
function parseAllowedUpdates(args: Args): Set<UpdateType> | null | undefined {
  const text = args.str('allowed_updates');
  if (text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.some((name) => typeof name !== 'string')) return undefined;
  const names = new Set((value as string[]).map((name) => name.toLowerCase()));
  const allowed = new Set(UPDATE_TYPES.filter((name) => names.has(name)));
  const isDefault = UPDATE_TYPES.every((name) => allowed.has(name) !== OFF_BY_DEFAULT.includes(name));
  return allowed.size === 0 || isDefault ? null : allowed;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

interface PostResult {
  status: number;
  statusText: string;
  body: string;
}

/** One webhook POST on a fresh connection (nothing lingers after close()). */
function postJson(url: string, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<PostResult> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(target, { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) }, agent: false, signal }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function deliveryError(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'ECONNREFUSED') return 'Connection refused';
  if (code === 'ECONNRESET') return 'Connection reset by peer';
  if ((error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError') return 'Read timeout expired';
  return (error as Error).message;
}

export class UpdateHub {
  private readonly feeds = new Map<number, BotFeed>();
  private readonly closing = new AbortController();
  private readonly conflictTimers = new Set<{ timer: NodeJS.Timeout; fire: () => void }>();

  constructor(private readonly options: HubOptions) {}

  private feed(botId: number): BotFeed {
    const feed = this.feeds.get(botId) ?? new BotFeed(botId);
    this.feeds.set(botId, feed);
    return feed;
  }

  private unixNow(): number {
    return Math.floor(this.options.now() / 1000);
  }

  /** Numbers the update and queues it for getUpdates or the webhook, unless allowed_updates excludes it. */
  inject(botId: number, payload: UpdatePayload): Update {
    const feed = this.feed(botId);
    const update = { update_id: feed.nextId++, ...payload } as Update;
    const filtered = !feed.isAllowed(updateTypeOf(update));
    const entry: InjectedUpdate = { botId, update, filtered, deliveries: 0, dropped: false };
    feed.log.push(entry);
    feed.byId.set(update.update_id, entry);
    if (filtered) return update;
    feed.queue.push(update);
    if (feed.webhook) this.deliverInBackground(feed, update);
    else this.wakePoller(feed);
    return update;
  }

  log(botId: number): readonly InjectedUpdate[] {
    return this.feed(botId).log;
  }

  pending(botId: number): readonly Update[] {
    return this.feed(botId).queue;
  }

  pollers(botId?: number): number {
    if (botId !== undefined) return this.feed(botId).poll ? 1 : 0;
    return [...this.feeds.values()].filter((feed) => feed.poll).length;
  }

  private updateAllowed(feed: BotFeed, args: Args): boolean {
    const allowed = parseAllowedUpdates(args);
    if (allowed === undefined) return false;
    const before = JSON.stringify(feed.allowed ? [...feed.allowed] : null);
    feed.allowed = allowed;
    return JSON.stringify(allowed ? [...allowed] : null) !== before;
  }

  // --- getUpdates ---

  getUpdates(botId: number, args: Args, signal: AbortSignal): Promise<Update[]> {
    const feed = this.feed(botId);
    if (feed.webhook) {
      return this.conflict(feed, "can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first");
    }
    const offset = args.int('offset', 0, -(2 ** 31), 2 ** 31 - 1);
    const limit = args.int('limit', 100, 1, 100);
    const timeout = args.int('timeout', 0, 0, LONG_POLL_MAX_TIMEOUT);
    this.updateAllowed(feed, args);
    this.terminatePoll(feed, 'terminated by other getUpdates request; make sure that only one bot instance is running');
    if (offset < 0) feed.queue = feed.queue.slice(offset);
    else if (offset > 0) feed.queue = feed.queue.filter((update) => update.update_id >= offset);
    const ready = feed.queue.slice(0, limit);
    if (ready.length > 0 || timeout === 0 || this.closing.signal.aborted) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const poll: HeldPoll = {
        limit,
        resolve: (updates) => {
          clearTimeout(poll.timer);
          if (feed.poll === poll) feed.poll = undefined;
          resolve(updates);
        },
        reject: (error) => {
          clearTimeout(poll.timer);
          if (feed.poll === poll) feed.poll = undefined;
          reject(error);
        },
        timer: setTimeout(() => poll.resolve([]), timeout * 1000),
      };
      feed.poll = poll;
      signal.addEventListener('abort', () => poll.resolve([]), { once: true });
    });
  }

  private wakePoller(feed: BotFeed): void {
    const poll = feed.poll;
    if (!poll) return;
    // Answer on the next turn so updates injected together arrive together.
    setImmediate(() => {
      if (feed.poll === poll) poll.resolve(feed.queue.slice(0, poll.limit));
    });
  }

  private terminatePoll(feed: BotFeed, message: string): void {
    const poll = feed.poll;
    if (!poll) return;
    feed.poll = undefined;
    clearTimeout(poll.timer);
    this.conflict(feed, message).catch(poll.reject);
  }

  /** A 409; Telegram answers a second conflict within 3 s only after 3 s. */
  private conflict(feed: BotFeed, message: string): Promise<never> {
    const error = conflict(message);
    const now = Date.now();
    if (now >= feed.nextConflictAt || this.closing.signal.aborted) {
      feed.nextConflictAt = now + this.options.conflictRepeatDelayMs;
      return Promise.reject(error);
    }
    return new Promise((_, reject) => {
      const entry = {
        fire: () => {
          clearTimeout(entry.timer);
          this.conflictTimers.delete(entry);
          reject(error);
        },
        timer: setTimeout(() => entry.fire(), this.options.conflictRepeatDelayMs),
      };
      this.conflictTimers.add(entry);
    });
  }

  // --- webhooks ---

  setWebhook(botId: number, args: Args): Described {
    const feed = this.feed(botId);
    const url = args.str('url');
    if (url === '') return this.deleteWebhook(botId, args);
    const now = Date.now();
    if (now < feed.nextSetWebhookAt) throw tooManyRequests(1);
    feed.nextSetWebhookAt = now + this.options.setWebhookIntervalMs;
    const secretToken = args.str('secret_token');
    const maxConnections = args.int('max_connections', 40, 1, 100);
    const drop = args.bool('drop_pending_updates');
    const current = feed.webhook;
    if (current && current.url === url && current.secretToken === secretToken && current.maxConnections === maxConnections && !drop) {
      this.updateAllowed(feed, args);
      return new Described(true, 'Webhook is already set');
    }
    const target = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`;
    if (!URL.canParse(target) || !/^https?:$/.test(new URL(target).protocol)) throw badRequest('invalid webhook URL specified');
    if (secretToken.length > 256) throw badRequest('secret token is too long');
    if (!/^[A-Za-z0-9_-]*$/.test(secretToken)) throw badRequest('secret token contains unallowed characters');
    this.terminatePoll(feed, 'terminated by setWebhook request');
    this.stopWebhook(feed);
    if (drop) feed.queue = [];
    this.updateAllowed(feed, args);
    feed.webhook = { url, target, secretToken, maxConnections, generation: ++feed.generation, abort: new AbortController() };
    for (const update of feed.queue) this.deliverInBackground(feed, update);
    return new Described(true, 'Webhook was set');
  }

  deleteWebhook(botId: number, args: Args): Described {
    const feed = this.feed(botId);
    const had = feed.webhook !== undefined;
    this.stopWebhook(feed);
    if (args.bool('drop_pending_updates')) feed.queue = [];
    return new Described(true, had ? 'Webhook was deleted' : 'Webhook is already deleted');
  }

  private stopWebhook(feed: BotFeed): void {
    if (!feed.webhook) return;
    feed.webhook.abort.abort();
    feed.webhook = undefined;
    feed.generation++;
    feed.lastError = undefined;
  }

  webhookInfo(botId: number): WebhookInfo {
    const feed = this.feed(botId);
    const webhook = feed.webhook;
    return {
      url: webhook?.url ?? '',
      has_custom_certificate: false,
      pending_update_count: feed.queue.length,
      ...(feed.lastError ? { last_error_date: feed.lastError.date, last_error_message: feed.lastError.message } : {}),
      ...(webhook ? { max_connections: webhook.maxConnections, ip_address: '127.0.0.1' } : {}),
      ...(feed.allowed ? { allowed_updates: [...feed.allowed] } : {}),
    };
  }

  /** Sends an update to the webhook again (a duplicate delivery, as after a lost acknowledgement). */
  redeliver(botId: number, updateId: number): Promise<void> {
    const feed = this.feed(botId);
    const entry = feed.byId.get(updateId);
    if (!entry) return Promise.reject(new Error(`telegram double: bot ${botId} has no update ${updateId}`));
    if (!feed.webhook) return Promise.reject(new Error(`telegram double: bot ${botId} has no webhook to redeliver to`));
    return this.deliverLater(feed, entry.update, false);
  }

  /** Delivery of a queued update; a failure shows in getWebhookInfo and updatesOf, nowhere else. */
  private deliverInBackground(feed: BotFeed, update: Update): void {
    this.deliverLater(feed, update, true).catch(() => {});
  }

  private deliverLater(feed: BotFeed, update: Update, fromQueue: boolean): Promise<void> {
    const key = queueKey(update);
    const webhook = feed.webhook!;
    let outcome!: Promise<void>;
    const chain = (feed.chains.get(key) ?? Promise.resolve()).then(() => {
      outcome = this.deliver(feed, webhook, update, fromQueue);
      return outcome.catch(() => {});
    });
    feed.chains.set(key, chain);
    void chain.then(() => {
      if (feed.chains.get(key) === chain) feed.chains.delete(key);
    });
    return chain.then(() => outcome);
  }

  private async deliver(feed: BotFeed, webhook: WebhookConfig, update: Update, fromQueue: boolean): Promise<void> {
    const delays = this.options.webhookRetryDelaysMs;
    const signal = AbortSignal.any([this.closing.signal, webhook.abort.signal]);
    const removed = () => signal.aborted || feed.webhook !== webhook;
    let lastError = 'not sent';
    for (let attempt = 0; attempt <= delays.length; attempt++) {
      if (removed()) throw new Error('telegram double: webhook removed before delivery');
      const error = await this.post(feed, webhook, update, signal);
      if (error === undefined) {
        if (fromQueue) feed.queue = feed.queue.filter((item) => item !== update);
        return;
      }
      if (removed()) throw new Error('telegram double: webhook removed during delivery');
      lastError = error;
      feed.lastError = { date: this.unixNow(), message: error };
      if (attempt < delays.length) await sleep(delays[attempt] ?? 0, signal);
    }
    if (fromQueue) {
      feed.queue = feed.queue.filter((item) => item !== update);
      const entry = feed.byId.get(update.update_id);
      if (entry) entry.dropped = true;
    }
    throw new Error(`telegram double: webhook delivery of update ${update.update_id} failed: ${lastError}`);
  }

  /** One attempt; undefined on success, else Telegram's last_error_message. */
  private async post(feed: BotFeed, webhook: WebhookConfig, update: Update, signal: AbortSignal): Promise<string | undefined> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (webhook.secretToken) headers['x-telegram-bot-api-secret-token'] = webhook.secretToken;
    let result: PostResult;
    try {
      result = await postJson(webhook.target, headers, JSON.stringify(update), AbortSignal.any([signal, AbortSignal.timeout(this.options.webhookTimeoutMs)]));
    } catch (error) {
      return deliveryError(error);
    }
    if (result.status < 200 || result.status > 299) return `Wrong response from the webhook: ${result.status} ${result.statusText}`;
    const entry = feed.byId.get(update.update_id);
    if (entry) entry.deliveries++;
    await this.webhookReply(feed.botId, result.body);
    return undefined;
  }

  private async webhookReply(botId: number, body: string): Promise<void> {
    let reply: unknown;
    try {
      reply = JSON.parse(body);
    } catch {
      return;
    }
    if (reply === null || typeof reply !== 'object' || Array.isArray(reply)) return;
    const method = String((reply as { method?: unknown }).method ?? '').toLowerCase();
    if (method === '' || ['deletewebhook', 'setwebhook', 'close', 'logout'].includes(method) || method.startsWith('get')) return;
    await this.options.onWebhookReply(botId, reply as Record<string, unknown>);
  }

  /** Answers held polls with [], fires pending conflicts and stops every webhook delivery. */
  close(): void {
    this.closing.abort();
    for (const feed of this.feeds.values()) feed.poll?.resolve([]);
    for (const entry of [...this.conflictTimers]) entry.fire();
  }
}
