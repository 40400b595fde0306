// Scenario `webhooks` (opt-in): signed webhook deliveries from a real `tollgate serve` to a local
// receiver answering 204 at once (a node:http server in this process; its CPU is reported).
// 1. Throughput: one bot with N endpoints (["*"]), then E events (POST /chats, 16 at a time):
//    E×N attempts; deliveries/s = E×N / (first POST → last delivery received). Every attempt must
//    arrive, once, and the service must have recorded every one delivered.
// 2. Delay at rest: one endpoint; K orders, one at a time, 40 ms apart; per order the time from
//    its POST's answer (the commit) to its order.paid delivery arriving.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { call } from '../client.js';
import type { BenchDatabase } from '../database.js';
import { cpuSeconds, runCli, sampleRss, serviceEnv, startService } from '../processes.js';
import { int, mb, ms, pct, percentile, table } from '../stats.js';

export interface WebhookReport {
  throughput: {
    endpoints: number;
    events: number;
    attempts: number;
    received: number;
    duplicates: number;
    seconds: number;
    perSecond: number;
    serviceCpu: number;
    runnerCpu: number;
    maxRssMb: number;
  };
  latency: { orders: number; p50: number; p90: number; p99: number; max: number };
}

interface Options {
  newDatabase: () => Promise<BenchDatabase>;
  endpoints: number;
  events: number;
  orders: number;
  nodeArgs: string[];
  log: (line: string) => void;
}

/** A receiver answering 204 at once; `onDelivery` sees each request's path, webhook-id and body. */
async function startReceiver(onDelivery: (path: string, id: string, body: string, at: number) => void) {
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      onDelivery(req.url ?? '', String(req.headers['webhook-id']), body, performance.now());
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function seedBot(env: NodeJS.ProcessEnv, botId: number): Promise<string> {
  return JSON.parse(await runCli(['bots', 'create', '--bot-id', String(botId), '--owner', '1', '--json'], env)).api_key as string;
}

const until = async (done: () => boolean | Promise<boolean>, what: string, ms = 300_000) => {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

export async function webhookScenario(o: Options): Promise<WebhookReport> {
  const db = await o.newDatabase();
  const env = { ...serviceEnv(db.url), TOLLGATE_WEBHOOK_ALLOW_PRIVATE: '1' };
  /** Requests per (endpoint path, event): 1 each, unless an attempt was made twice. */
  const received = new Map<string, number>();
  let requests = 0;
  let lastAt = 0;
  const waiting = new Map<string, (at: number) => void>();
  const receiver = await startReceiver((path, id, body, at) => {
    const key = `${path} ${id}`;
    received.set(key, (received.get(key) ?? 0) + 1);
    requests++;
    lastAt = at;
    const orderId = /"order_id":(\d+)/.exec(body)?.[1];
    if (orderId && body.includes('"order.paid"')) waiting.get(orderId)?.(at);
  });
  const throughputKey = await seedBot(env, 5101);
  const latencyKey = await seedBot(env, 5102);
  const service = await startService(env, o.nodeArgs);
  try {
    // 1. Throughput.
    const base = `${service.url}/v1/bot5101/${throughputKey}`;
    for (let i = 0; i < o.endpoints; i++) await call('POST', `${base}/webhooks`, { url: `http://127.0.0.1:${receiver.port}/e${i}`, events: ['*'] }, 201);
    const attempts = o.endpoints * o.events;
    o.log(`  ${int(o.events)} events × ${o.endpoints} endpoints = ${int(attempts)} attempts`);
    const rss = sampleRss(service.pid);
    const cpu0 = cpuSeconds(service.pid);
    const runner0 = process.cpuUsage();
    const t0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < o.events) {
          const i = next++;
          await call('POST', `${base}/chats`, { chat_id: -1_000_000 - i, chat_name: `Chat ${i}`, chat_type: 'group' }, 201);
        }
      }),
    );
    await until(() => requests >= attempts, `${attempts} deliveries (got ${requests})`);
    const seconds = (lastAt - t0) / 1000;
    const serviceCpu = (cpuSeconds(service.pid) - cpu0) / seconds;
    const used = process.cpuUsage(runner0);
    const runnerCpu = (used.user + used.system) / 1e6 / seconds;
    const maxRssMb = rss.stop();
    // Every attempt recorded delivered: nothing pending (or being sent) at any endpoint.
    await until(async () => {
      for (let i = 1; i <= o.endpoints; i++) {
        const pending = await call<unknown[]>('GET', `${base}/webhooks/${i}/deliveries?status=pending&limit=1`, undefined, 200);
        if (pending.length) return false;
      }
      return true;
    }, 'every attempt recorded');
    const receivedThroughput = requests;
    const duplicates = [...received.values()].reduce((n, c) => n + c - 1, 0);
    o.log(`  ${int(attempts / seconds)} deliveries/s; ${int(received.size)} distinct attempts received, ${duplicates} twice`);

    // 2. Delay at rest.
    const at = `${service.url}/v1/bot5102/${latencyKey}`;
    const plan = await call<{ plan_id: number }>(
      'POST',
      `${at}/plans`,
      { plan_name: 'Monthly', plan_duration: 'P1M', plan_price: '5.00', plan_currency: 'USD' },
      201,
    );
    await call('POST', `${at}/webhooks`, { url: `http://127.0.0.1:${receiver.port}/latency`, events: ['order.paid'] }, 201);
    const delays: number[] = [];
    for (let i = 0; i < o.orders; i++) {
      const order = await call<{ order_id: number }>(
        'POST',
        `${at}/orders`,
        { plan_id: plan.plan_id, member_id: String(10_000 + i), amount: '5.00', currency: 'USD' },
        201,
      );
      const committed = performance.now();
      const arrived = await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`order ${order.order_id}: no delivery in 30 s`)), 30_000);
        waiting.set(String(order.order_id), (t) => {
          clearTimeout(timer);
          resolve(t);
        });
      });
      // The delivery may have arrived before the POST's answer was read: then it is ~0.
      delays.push(Math.max(0, arrived - committed));
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    delays.sort((a, b) => a - b);
    return {
      throughput: {
        endpoints: o.endpoints,
        events: o.events,
        attempts,
        received: receivedThroughput,
        duplicates,
        seconds,
        perSecond: attempts / seconds,
        serviceCpu,
        runnerCpu,
        maxRssMb,
      },
      latency: { orders: o.orders, p50: percentile(delays, 50), p90: percentile(delays, 90), p99: percentile(delays, 99), max: delays[delays.length - 1]! },
    };
  } finally {
    await service.stop();
    await receiver.close();
  }
}

export function webhookTables(r: WebhookReport): string {
  const t = r.throughput;
  const l = r.latency;
  return [
    table(
      ['endpoints', 'events', 'attempts', 'received', 'duplicates', 'first POST → last delivery', 'deliveries/s', 'service CPU', 'runner CPU', 'max RSS'],
      [
        [
          String(t.endpoints),
          int(t.events),
          int(t.attempts),
          int(t.received),
          int(t.duplicates),
          `${t.seconds.toFixed(2)} s`,
          int(t.perSecond),
          pct(t.serviceCpu),
          pct(t.runnerCpu),
          mb(t.maxRssMb),
        ],
      ],
    ),
    '',
    table(['orders (one at a time)', 'p50', 'p90', 'p99', 'max'], [[int(l.orders), ms(l.p50), ms(l.p90), ms(l.p99), ms(l.max)]]),
  ].join('\n');
}
