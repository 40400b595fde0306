// Benchmark data: bots (through the CLI, like an operator), their USD and EUR plans and orders
// (through the HTTP API), and order-history CSV files for `tollgate orders import`.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { call } from './client.js';
import { runCli } from './processes.js';

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

/**
 * Writes an import CSV of `rows` paid orders spread evenly over `years` years before `end`,
 * oldest first, alternating USD and EUR plans, each with a unique external_id.
 */
export async function writeHistoryCsv(path: string, bot: Bot, rows: number, end: number, years = 3): Promise<void> {
  const out = createWriteStream(path);
  const span = years * 365 * DAY_MS;
  const step = span / rows;
  const start = end - span;
  out.write('plan_id,member_id,amount,currency,paid_at,external_id\n');
  const CHUNK = 20_000;
  for (let i = 0; i < rows; ) {
    let text = '';
    for (const stop = Math.min(rows, i + CHUNK); i < stop; i++) {
      const plan = i % 2 ? bot.plans.eur : bot.plans.usd;
      const amount = `${5 + (i % 10)}.${String(i % 100).padStart(2, '0')}`;
      text += `${plan},m${i % 50_000},${amount},,${new Date(Math.floor(start + i * step)).toISOString()},imp-${bot.botId}-${i}\n`;
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
  const out = await runCli(['orders', 'import', '--bot-id', String(botId), '--file', file, '--json'], env);
  const summary = JSON.parse(out.trim().split('\n').pop()!) as ImportSummary & { errors?: unknown };
  if (summary.errors) throw new Error(`import rejected: ${JSON.stringify(summary.errors).slice(0, 500)}`);
  return summary;
}
