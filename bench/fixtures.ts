// Benchmark data: bots (through the CLI, like an operator), their USD and EUR plans and orders
// (through the HTTP API), and order-history CSV files for `tollgate orders import`.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { call } from './client.js';
import { runCli, runCliMeasured } from './processes.js';

export const DAY_MS = 86_400_000;
export const OWNER_ID = '1001';

export interface Bot {
  botId: number;
  /** `<service>/v1/bot<id>/<api_key>`: prefix of every bot-scoped path. */
  base: string;
  plans: { usd: number; eur: number };
}

/** Creates the bot with the CLI, then its two plans (USD, EUR) over HTTP. */
export async function createBot(serviceUrl: string, env: NodeJS.ProcessEnv, botId: number): Promise<Bot> {
  const out = await runCli(['bots', 'create', '--bot-id', String(botId), '--owner', OWNER_ID, '--json'], env);
  const { api_key: apiKey } = JSON.parse(out) as { api_key: string };
  const base = `${serviceUrl}/v1/bot${botId}/${apiKey}`;
  const plan = (currency: string, price: string) =>
    call<{ plan_id: number }>(
      'POST',
      `${base}/plans`,
      { plan_name: `Monthly ${currency}`, plan_duration: '1 month', plan_price: price, plan_currency: currency },
      201,
    );
  const usd = (await plan('USD', '9.99')).plan_id;
  const eur = (await plan('EUR', '8.49')).plan_id;
  return { botId, base, plans: { usd, eur } };
}

let orderSeq = 0;

/** A POST /orders body: alternating currencies, a varying amount, a unique external_id. */
export function orderBody(bot: Bot, paidAt?: number): Record<string, unknown> {
  const n = ++orderSeq;
  return {
    plan_id: n % 2 ? bot.plans.usd : bot.plans.eur,
    member_id: `m${n % 5000}`,
    amount: `${5 + (n % 10)}.${String(n % 100).padStart(2, '0')}`,
    external_id: `bench-${process.pid}-${n}`,
    ...(paidAt === undefined ? {} : { paid_at: new Date(paidAt).toISOString() }),
  };
}

/** Records `count` orders spread over the `days` days before `now`, in both currencies. */
export async function seedOrders(bot: Bot, count: number, days: number, now: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await call('POST', `${bot.base}/orders`, orderBody(bot, now - 60_000 - Math.floor(((i + 0.5) / count) * days * DAY_MS)), 201);
  }
}

export interface HistoryCsvOptions {
  /** Years before `end` the orders spread over (default 3). */
  years?: number;
  /** Rows in a seeded random order instead of oldest first (the same rows either way). */
  shuffle?: boolean;
  /**
   * Members: `m${i % 50000}` by default; with a number n, member of row i is a hash of i modulo n,
   * so each member pays at irregular intervals and imported subscriptions are both started and
   * extended (a fixed stride would give every member the same gap between payments).
   */
  hashedMembers?: number;
}

/** A 32-bit integer hash (murmur3's finalizer): deterministic, well spread. */
function mix(i: number): number {
  let h = i ^ (i >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** 0..n-1 in an order fixed by `seed` (Fisher–Yates over a xorshift32 stream), 4 bytes a row. */
function permutation(n: number, seed: number): Uint32Array {
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  let x = seed >>> 0 || 1;
  for (let i = n - 1; i > 0; i--) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    const j = x % (i + 1);
    const t = order[i]!;
    order[i] = order[j]!;
    order[j] = t;
  }
  return order;
}

/**
 * Writes an import CSV of `rows` paid orders spread evenly over `years` years before `end`,
 * oldest first (or shuffled), alternating USD and EUR plans, each with a unique external_id.
 */
export async function writeHistoryCsv(path: string, bot: Bot, rows: number, end: number, options: HistoryCsvOptions = {}): Promise<void> {
  const { years = 3, shuffle = false, hashedMembers } = options;
  const out = createWriteStream(path);
  const span = years * 365 * DAY_MS;
  const step = span / rows;
  const start = end - span;
  const order = shuffle ? permutation(rows, 20_240_601) : undefined;
  out.write('plan_id,member_id,amount,currency,paid_at,external_id\n');
  const CHUNK = 20_000;
  for (let k = 0; k < rows; ) {
    let text = '';
    for (const stop = Math.min(rows, k + CHUNK); k < stop; k++) {
      const i = order ? order[k]! : k;
      const plan = i % 2 ? bot.plans.eur : bot.plans.usd;
      const amount = `${5 + (i % 10)}.${String(i % 100).padStart(2, '0')}`;
      const member = hashedMembers ? mix(i) % hashedMembers : i % 50_000;
      text += `${plan},m${member},${amount},,${new Date(Math.floor(start + i * step)).toISOString()},imp-${bot.botId}-${i}\n`;
    }
    if (!out.write(text)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

export interface ImportSummary {
  rows: number;
  imported: number;
  duplicates: number;
  seconds: number;
  rate: number;
}

/** `tollgate orders import --json` into the bot; its one JSON line. */
export async function importCsv(env: NodeJS.ProcessEnv, botId: number, file: string): Promise<ImportSummary> {
  return parseSummary(await runCli(importArgs(botId, file), env));
}

/** The same, with the command's peak resident memory (VmHWM, sampled from /proc while it runs). */
export async function importCsvMeasured(env: NodeJS.ProcessEnv, botId: number, file: string, plain = false): Promise<ImportSummary & { maxRssMb: number }> {
  const { stdout, maxRssMb } = await runCliMeasured(importArgs(botId, file), plain ? plainEnv(env) : env, undefined, plain);
  return { ...parseSummary(stdout), maxRssMb };
}

/** The environment without what the shebang would set (the benchmark's own start may have). */
function plainEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out = { ...env };
  delete out.MALLOC_ARENA_MAX;
  delete out.TOLLGATE_RUNTIME_APPLIED;
  return out;
}

const importArgs = (botId: number, file: string) => ['orders', 'import', '--bot-id', String(botId), '--file', file, '--json'];

function parseSummary(out: string): ImportSummary {
  const summary = JSON.parse(out.trim().split('\n').pop()!) as ImportSummary & { errors?: unknown };
  if (summary.errors) throw new Error(`import rejected: ${JSON.stringify(summary.errors).slice(0, 500)}`);
  return summary;
}
