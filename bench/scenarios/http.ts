// HTTP scenario: throughput and latency of GET orders/count, POST /chats and POST /orders at
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
  bytes: { count: number; chat: number; order: number; health: number };
}

export interface HttpOptions {
  service: Child;
  env: NodeJS.ProcessEnv;
  duration: number;
  rounds: number;
  connections: number[];
  /** Which of count, chats, orders, healthz. */
  endpoints: string[];
  log: (line: string) => void;
  rssMb: () => number | undefined;
}

const BOT_ID = 910_001;

export async function httpScenario(o: HttpOptions): Promise<HttpReport> {
  const now = Date.now();
  const bot = await createBot(o.service.url, o.env, BOT_ID);
  await seedOrders(bot, 120, 29, now);
  const countUrl = `${bot.base}/orders/count?interval_unit=day&interval_count=30`;

  let chatSeq = 0;
  const chatBody = () => {
    const n = ++chatSeq;
    return JSON.stringify({ chat_id: -(1_000_000_000_000 + n), chat_name: `Bench chat ${n}`, chat_type: 'supergroup' });
  };
  const newOrder = () => JSON.stringify(orderBody(bot));

  // The real answers' sizes, so the bare routes answer as many bytes.
  const count = await send('GET', countUrl);
  const entries = (JSON.parse(count.body) as { result: unknown[] }).result.length;
  if (count.status !== 200 || entries !== 60)
    throw new Error(`orders/count: expected 60 entries (30 days × 2 currencies), got ${count.status} ${count.body.slice(0, 300)}`);
  const chat = await send('POST', `${bot.base}/chats`, JSON.parse(chatBody()));
  const order = await send('POST', `${bot.base}/orders`, JSON.parse(newOrder()));
  if (chat.status !== 201 || order.status !== 201) throw new Error(`set-up POSTs failed: ${chat.status} ${order.status}`);
  const health = await send('GET', `${o.service.url}/healthz`);
  const bytes = {
    count: Buffer.byteLength(count.body),
    chat: Buffer.byteLength(chat.body),
    order: Buffer.byteLength(order.body),
    health: Buffer.byteLength(health.body),
  };
  o.log(`  answer sizes: orders/count ${bytes.count} B (${entries} entries), POST /chats ${bytes.chat} B, POST /orders ${bytes.order} B`);

  const bare = await startBare(bytes.count, bytes.chat, bytes.health);
  try {
    const endpoints = [
      { key: 'count', name: 'GET orders/count', barePath: '/bare', real: { url: countUrl, method: 'GET' as const }, bareBody: undefined },
      { key: 'chats', name: 'POST /chats', barePath: '/bare', real: { url: `${bot.base}/chats`, method: 'POST' as const, body: chatBody }, bareBody: chatBody },
      {
        key: 'orders',
        name: 'POST /orders',
        barePath: '/bare',
        real: { url: `${bot.base}/orders`, method: 'POST' as const, body: newOrder },
        bareBody: newOrder,
      },
      // Opt-in: the service's own HTTP pipeline with no storage work (its onRequest/onResponse hooks).
      {
        key: 'healthz',
        name: 'GET /healthz',
        barePath: '/bare/health',
        real: { url: `${o.service.url}/healthz`, method: 'GET' as const },
        bareBody: undefined,
      },
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
