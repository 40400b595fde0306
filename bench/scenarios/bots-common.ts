// What the parts of the `bots` scenario share: the bots' ids and tokens, their creation through
// POST /v1/bots (the operator's route) a bounded number at a time, webhook posts of /start updates
// as the platform makes them, a paced sender of such updates, and small waits and summaries.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { webhookSecret } from '../../src/bot/platform.js';
import { percentile } from '../stats.js';

/** The operator token the scenario's services are started with (TOLLGATE_OPERATOR_TOKEN). */
export const OPERATOR_TOKEN = randomBytes(24).toString('base64url');
export const OWNER_ID = '1001';
/** The first bot id; bot i is FIRST_BOT + i. */
export const FIRST_BOT = 7_000_000_001;

export interface BenchBot {
  botId: number;
  token: string;
  secret: string;
  /** The bot's api key (its owner's, level 8), once created. */
  apiKey?: string;
}

export function newToken(botId: number): string {
  return `${botId}:${randomBytes(24).toString('base64url')}`;
}

export function benchBots(count: number, first = FIRST_BOT): BenchBot[] {
  return Array.from({ length: count }, (_, i) => {
    const botId = first + i;
    const token = newToken(botId);
    return { botId, token, secret: webhookSecret(token) };
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface Answer {
  status: number;
  body: string;
}

/** One HTTP request over the scenario's keep-alive pool (64 sockets per host); rejects on a network
 * error, and after 30 s in all (waiting for a socket included: an overloaded service cannot hold
 * the run). */
export function request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        timeout: 30_000,
        signal: AbortSignal.timeout(30_000),
        headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${url.replace(/\/v1\/bot(\d+)\/[^/]+/, '/v1/bot$1/***')}: timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export function closeAgent(): void {
  agent.destroy();
}

export interface CreationResult {
  created: number;
  failed: number;
  seconds: number;
  /** Each POST's time, ms, ascending. */
  latencies: number[];
  firstError?: string;
}

/** POST /v1/bots for every bot (with its token), `concurrency` at a time; keeps each api key. */
export async function createBots(serviceUrl: string, bots: BenchBot[], concurrency: number, deadline: number): Promise<CreationResult> {
  const latencies: number[] = [];
  let failed = 0;
  let firstError: string | undefined;
  let next = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next < bots.length && Date.now() < deadline) {
      const bot = bots[next++]!;
      const started = performance.now();
      try {
        const answer = await request(
          'POST',
          `${serviceUrl}/v1/bots`,
          { bot_id: bot.botId, owner_id: OWNER_ID, bot_token: bot.token },
          { authorization: `Bearer ${OPERATOR_TOKEN}` },
        );
        if (answer.status !== 201) throw new Error(`POST /v1/bots: ${answer.status} ${answer.body.slice(0, 300)}`);
        bot.apiKey = (JSON.parse(answer.body) as { result: { api_key: string } }).result.api_key;
        latencies.push(performance.now() - started);
      } catch (error) {
        failed++;
        firstError ??= (error as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { created: latencies.length, failed, seconds: (performance.now() - t0) / 1000, latencies: latencies.sort((a, b) => a - b), firstError };
}

/** A `/start` from `userId` in its private chat, as the platform posts it. */
export function startUpdate(updateId: number, userId: number) {
  return {
    update_id: updateId,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: userId, type: 'private', first_name: `U${userId}` },
      from: { id: userId, is_bot: false, first_name: `U${userId}` },
      text: '/start',
      entities: [{ type: 'bot_command', offset: 0, length: 6 }],
    },
  };
}

/** POSTs an update to a bot's webhook on a service, with its secret; the answer's status. */
export async function postUpdate(serviceUrl: string, bot: BenchBot, update: unknown): Promise<number> {
  const answer = await request('POST', `${serviceUrl}/telegram/${bot.botId}`, update, { 'x-telegram-bot-api-secret-token': bot.secret });
  return answer.status;
}

/** Calls `send(i)` at `rate` per second for `seconds` (ticks of 10 ms, each sending what is due),
 * without waiting for answers; resolves with the number sent once all sends have settled. */
export async function paced(rate: number, seconds: number, send: (i: number) => Promise<void>): Promise<number> {
  const total = Math.round(rate * seconds);
  const inflight: Promise<void>[] = [];
  const t0 = Date.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((Date.now() - t0) / 1000) * rate) + 1);
    for (; sent < due; sent++) inflight.push(send(sent).catch(() => {}));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(inflight);
  return sent;
}

/** Waits until `done()` or `ms` have passed (checked every `every` ms); true when done. */
export async function waitFor(done: () => boolean | Promise<boolean>, ms: number, every = 100): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await done()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Latencies {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarise(values: number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.length ? sorted[sorted.length - 1]! : NaN };
}

/** Picks a pseudo-random index below `n` (xorshift32, seeded: the same bots every run). */
export function seededPicker(seed = 0x9e3779b9): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}
