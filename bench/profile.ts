// Profiles the service under ONE endpoint's load (no baseline, no other scenario), to see where a
// miss of bench/run.ts comes from:  npm run bench:profile -- count|count-month|count-year|chats|orders|healthz
//   [--db sqlite|postgres] [--connections 16] [--duration 8] [--out <dir>] [--memory]
// Starts `node --cpu-prof dist/cli.js serve`, loads it, stops it, prints the profile's top
// functions and the service's RSS every second; the .cpuprofile stays in --out (open it in
// Chrome DevTools or VS Code for the flame graph). With --memory: no CPU profile, and the
// service's memory as its /metrics reports it at the end of the load (RSS, V8 heap, external).
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { closeClient } from './client.js';
import { summarise } from './cpuprofile.js';
import { createBenchDatabase, type DbKind } from './database.js';
import { createBot, orderBody, seedOrders } from './fixtures.js';
import { pool, runLoad } from './load.js';
import { rssMb, serviceEnv, startService } from './processes.js';
import { int, ms } from './stats.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    db: { type: 'string', default: 'sqlite' },
    connections: { type: 'string', default: '16' },
    duration: { type: 'string', default: '8' },
    out: { type: 'string' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    memory: { type: 'boolean', default: false },
  },
});
const endpoint = positionals[0] ?? 'count';
if (!['count', 'count-month', 'count-year', 'chats', 'orders', 'healthz'].includes(endpoint))
  throw new Error('endpoint: count, count-month, count-year, chats, orders or healthz');
const duration = Math.min(Number(values.duration), 120);
const out = resolve(values.out ?? mkdtempSync(join(tmpdir(), 'tollgate-profile-')));

const database = await createBenchDatabase(values.db as DbKind, values['pg-url']);
const env = serviceEnv(database.url);
const service = await startService(env, values.memory ? [] : ['--cpu-prof', `--cpu-prof-dir=${out}`]);
try {
  const bot = await createBot(service.url, env, 5);
  await seedOrders(bot, 120, 29, Date.now());
  let n = 0;
  const spec = {
    count: { url: `${bot.base}/orders/count?interval_unit=day&interval_count=30`, method: 'GET' as const },
    'count-month': { url: `${bot.base}/orders/count?interval_unit=month&interval_count=12`, method: 'GET' as const },
    'count-year': { url: `${bot.base}/orders/count?interval_unit=year&interval_count=5`, method: 'GET' as const },
    chats: {
      url: `${bot.base}/chats`,
      method: 'POST' as const,
      body: () => JSON.stringify({ chat_id: -(1e12 + ++n), chat_name: `c${n}`, chat_type: 'supergroup' }),
    },
    orders: { url: `${bot.base}/orders`, method: 'POST' as const, body: () => JSON.stringify(orderBody(bot)) },
    healthz: { url: `${service.url}/healthz`, method: 'GET' as const },
  }[endpoint]!;
  await runLoad({ ...spec, connections: 16, duration: 1 });
  const rss: string[] = [];
  const tick = setInterval(() => rss.push((rssMb(service.pid) ?? 0).toFixed(0)), 1000);
  const r = pool([await runLoad({ ...spec, connections: Number(values.connections), duration, rssPid: service.pid })]);
  clearInterval(tick);
  console.log(
    `${endpoint}, ${values.db}, ${values.connections} connections: ${int(r.rps)} req/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, ${r.non2xx + r.errors} failed`,
  );
  console.log(`RSS every second (MB): ${rss.join(' ')}`);
  if (values.memory) {
    const metrics = await (await fetch(`${service.url}/metrics`)).text();
    console.log(
      metrics
        .split('\n')
        .filter((line) => /^(process_resident_memory_bytes|nodejs_heap_size_(used|total)_bytes|nodejs_external_memory_bytes) /.test(line))
        .join('\n'),
    );
  }
} finally {
  closeClient();
  await service.stop();
  await database.drop();
}
if (values.memory) process.exit(0);
const file = readdirSync(out)
  .filter((f) => f.endsWith('.cpuprofile'))
  .map((f) => join(out, f))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (!file) throw new Error(`no profile written in ${out}`);
console.log(`profile: ${file} (whole service lifetime: start-up and set-up included)\n${summarise(file)}`);
