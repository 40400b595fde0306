// HTTP scenario: throughput and latency of GET orders/count (day × 30, month × 12, year × 5),
// POST /chats and POST /orders at
// several connection counts, each paired with the bare baseline at the same count, measured
// bare, real, bare, real… so both see the same machine; the service's max RSS under load.
import { send } from '../client.js';
import { createBot, orderBody, seedOrders } from '../fixtures.js';
import { pool, runLoad, type LoadResult, type Pooled } from '../load.js';
import { startBare, type Child } from '../processes.js';
import { int, mb, ms, pct, ratio, table } from '../stats.js';

export interface HttpRow {
  endpoint: string;
  connections: number;
  bare: Pooled;
  real: Pooled;
}

export interface HttpReport {
  rows: HttpRow[];
  maxRssMb: number;
  idleRssMb: number;
  bytes: { count: number; month: number; year: number; chat: number; order: number; health: number };
}

export interface HttpOptions {
  service: Child;
  env: NodeJS.ProcessEnv;
  duration: number;
  rounds: number;
  connections: number[];
  /** Which of count, count-month, count-year, chats, orders, count-compressed, healthz. */
  endpoints: string[];
  log: (line: string) => void;
  rssMb: () => number | undefined;
}

const BOT_ID = 910_001;

export async function httpScenario(o: HttpOptions): Promise<HttpReport> {
  const now = Date.now();
  const bot = await createBot(o.service.url, o.env, BOT_ID);
  await seedOrders(bot, 120, 29, now);
  const countUrl = (unit: string, n: number) => `${bot.base}/orders/count?interval_unit=${unit}&interval_count=${n}`;

  let chatSeq = 0;
  const chatBody = () => {
    const n = ++chatSeq;
    return JSON.stringify({ chat_id: -(1_000_000_000_000 + n), chat_name: `Bench chat ${n}`, chat_type: 'supergroup' });
  };
  const newOrder = () => JSON.stringify(orderBody(bot));

  // The real answers' sizes, so the bare routes answer as many bytes.
  const reads = { count: countUrl('day', 30), 'count-month': countUrl('month', 12), 'count-year': countUrl('year', 5) };
  const answers: Record<string, string> = {};
  for (const [key, url] of Object.entries(reads)) {
    const answer = await send('GET', url);
    const entries = (JSON.parse(answer.body) as { result: unknown[] }).result.length;
    // Two currencies: an entry per period and currency.
    const periods = key === 'count' ? 30 : key === 'count-month' ? 12 : 5;
    if (answer.status !== 200 || entries !== 2 * periods)
      throw new Error(`${url}: expected ${2 * periods} entries, got ${answer.status} ${answer.body.slice(0, 300)}`);
    answers[key] = answer.body;
  }
  const chat = await send('POST', `${bot.base}/chats`, JSON.parse(chatBody()));
  const order = await send('POST', `${bot.base}/orders`, JSON.parse(newOrder()));
  if (chat.status !== 201 || order.status !== 201) throw new Error(`set-up POSTs failed: ${chat.status} ${order.status}`);
  const health = await send('GET', `${o.service.url}/healthz`);
  const bytes = {
    count: Buffer.byteLength(answers.count!),
    month: Buffer.byteLength(answers['count-month']!),
    year: Buffer.byteLength(answers['count-year']!),
    chat: Buffer.byteLength(chat.body),
    order: Buffer.byteLength(order.body),
    health: Buffer.byteLength(health.body),
  };
  o.log(
    `  answer sizes: orders/count day×30 ${bytes.count} B, month×12 ${bytes.month} B, year×5 ${bytes.year} B, POST /chats ${bytes.chat} B, POST /orders ${bytes.order} B`,
  );

  const bare = await startBare([
    { method: 'GET', path: '/bare', bytes: bytes.count },
    { method: 'GET', path: '/bare/month', bytes: bytes.month },
    { method: 'GET', path: '/bare/year', bytes: bytes.year },
    { method: 'POST', path: '/bare', bytes: bytes.chat },
    { method: 'POST', path: '/bare/order', bytes: bytes.order },
    { method: 'GET', path: '/bare/health', bytes: bytes.health },
  ]);
  try {
    const get = (url: string) => ({ url, method: 'GET' as const });
    const endpoints = [
      { key: 'count', name: 'GET orders/count', barePath: '/bare', real: get(reads.count), bareBody: undefined },
      { key: 'count-month', name: 'GET orders/count month', barePath: '/bare/month', real: get(reads['count-month']), bareBody: undefined },
      { key: 'count-year', name: 'GET orders/count year', barePath: '/bare/year', real: get(reads['count-year']), bareBody: undefined },
      { key: 'chats', name: 'POST /chats', barePath: '/bare', real: { url: `${bot.base}/chats`, method: 'POST' as const, body: chatBody }, bareBody: chatBody },
      {
        key: 'orders',
        name: 'POST /orders',
        barePath: '/bare/order',
        real: { url: `${bot.base}/orders`, method: 'POST' as const, body: newOrder },
        bareBody: newOrder,
      },
      // Opt-in: day × 30 asked by a client that accepts compression, as a browser does: a kept
      // answer goes gzip, spliced around its JSON compressed once (src/http/spliced-gzip.ts),
      // against the same bare route answering uncompressed bytes.
      {
        key: 'count-compressed',
        name: 'GET orders/count, gzip',
        barePath: '/bare',
        real: { ...get(reads.count), headers: { 'accept-encoding': 'br, gzip' } },
        bareBody: undefined,
      },
      // Opt-in: the service's own HTTP pipeline with no storage work (its onRequest/onResponse hooks).
      { key: 'healthz', name: 'GET /healthz', barePath: '/bare/health', real: get(`${o.service.url}/healthz`), bareBody: undefined },
    ].filter((e) => o.endpoints.includes(e.key));
    const idleRssMb = o.rssMb() ?? NaN;
    o.log('  warming up (1 s per route, 16 connections)');
    for (const e of endpoints) {
      await runLoad({ url: `${bare.url}${e.barePath}`, method: e.real.method, body: e.bareBody, connections: 16, duration: 1 });
      await runLoad({ ...e.real, connections: 16, duration: 1 });
    }

    const rows: HttpRow[] = [];
    for (const connections of o.connections) {
      for (const e of endpoints) {
        const bareRuns: LoadResult[] = [];
        const realRuns: LoadResult[] = [];
        for (let r = 0; r < o.rounds; r++) {
          bareRuns.push(await runLoad({ url: `${bare.url}${e.barePath}`, method: e.real.method, body: e.bareBody, connections, duration: o.duration }));
          realRuns.push(await runLoad({ ...e.real, connections, duration: o.duration, rssPid: o.service.pid }));
        }
        const row = { endpoint: e.name, connections, bare: pool(bareRuns), real: pool(realRuns) };
        rows.push(row);
        o.log(
          `  ${e.name} c=${connections}: ${int(row.real.rps)} req/s (bare ${int(row.bare.rps)}), p99 ${ms(row.real.p99)} (bare ${ms(row.bare.p99)})` +
            (row.real.non2xx + row.real.errors ? `, ${row.real.non2xx} non-2xx, ${row.real.errors} errors` : ''),
        );
      }
    }
    return { rows, idleRssMb, maxRssMb: Math.max(...rows.map((r) => r.real.maxRssMb)), bytes };
  } finally {
    await bare.stop();
  }
}

export function httpTable(report: HttpReport): string {
  const rows = report.rows.map((r) => [
    r.endpoint,
    String(r.connections),
    int(r.real.rps),
    int(r.bare.rps),
    pct(r.real.rps / r.bare.rps),
    ms(r.real.p50),
    ms(r.bare.p50),
    ms(r.real.p99),
    ms(r.bare.p99),
    ratio(r.real.p99 / r.bare.p99),
    String(r.real.non2xx + r.real.errors),
    mb(r.real.maxRssMb),
  ]);
  return table(['endpoint', 'conn', 'req/s', 'bare req/s', 'of bare', 'p50', 'bare p50', 'p99', 'bare p99', 'p99/bare', 'failed', 'max RSS'], rows);
}
