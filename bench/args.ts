// Flags of bench/run.ts, checked and defaulted.
import { parseArgs } from 'node:util';
import type { DbKind } from './database.js';
import type { BotsPart } from './scenarios/bots.js';

export type Scenario = 'http' | 'history' | 'import' | 'bot' | 'webhooks' | 'flood' | 'exports' | 'bots';
const SCENARIOS: Scenario[] = ['http', 'history', 'import', 'bot', 'webhooks', 'flood', 'exports', 'bots'];
const BOTS_PARTS: BotsPart[] = ['create', 'webhook', 'polling', 'instances'];

export interface BenchArgs {
  db: DbKind;
  /** Seconds per load measurement. */
  duration: number;
  scenarios: Set<Scenario>;
  /** History sizes in orders. */
  history: number[];
  json: boolean;
  /** bare/real pairs per endpoint and connection count. */
  rounds: number;
  connections: number[];
  /** Endpoints of the HTTP scenario: count, chats, orders (default), healthz. */
  endpoints: string[];
  /** Timed orders/count reads per bot and query in the history scenario. */
  reads: number;
  importRows: number;
  /** Exports scenario: orders of the exported bot. */
  exportRows: number;
  /** Bot scenario: updates per webhook flood, members removed at once, and the pacing limit then. */
  botUpdates: number;
  botMembers: number;
  botLimit: number;
  /** Webhooks scenario: endpoints, events fanned out to all of them, orders timed one at a time. */
  webhookEndpoints: number;
  webhookEvents: number;
  webhookOrders: number;
  /** Bots scenario: bots of one instance, parts to run, creations at once, updates per second and
   * for how long, the bound on waiting for every webhook, long-polling sizes and their rate, and
   * the bots of the several-instances part. */
  bots: number;
  botsParts: Set<BotsPart>;
  botsConcurrency: number;
  botsRate: number;
  botsSeconds: number;
  botsWait: number;
  botsRssCap: number;
  botsPolling: number[];
  botsPollRate: number;
  botsInstances: number;
  pgUrl: string;
  /** The build to measure (default dist/cli.js). */
  cli?: string;
  /** Folder for the service's CPU profile (node --cpu-prof), if any. */
  profile?: string;
}

export const USAGE = `Usage: npm run bench -- [options]        (after npm run build)
  --db sqlite|postgres        storage of the service (default sqlite)
  --duration <s>              seconds per load measurement (default 5)
  --scenarios http,history,import,bot,webhooks,flood,exports,bots   which to run (default
                              http,history,import; opt-in: bot, the Telegram bot runtime against
                              the Bot API double, webhooks, deliveries to a local receiver, flood,
                              group messages counted by flood control, exports, the CSV files
                              of a bot with --export-rows orders, and bots, one instance running
                              many bots)
  --history 10k,1m,10m        history sizes (default 10k,1m; 10m takes minutes)
  --rounds <n>                bare/real pairs per endpoint and connection count (default 2)
  --connections 1,16,64       connection counts of the HTTP scenario (default 1,16,64)
  --endpoints count,count-month,count-year,chats,orders
                              endpoints of the HTTP scenario (default these five: orders/count
                              day×30, month×12 and year×5, and the two writes; add healthz to see
                              the service's HTTP pipeline alone, count-compressed for day×30 asked
                              with Accept-Encoding: br, gzip)
  --reads <n>                 timed orders/count reads per bot and query (default 200)
  --import-rows <n>           rows of the import scenario's CSVs, three years of orders imported
                              shuffled, then sorted (default 1m)
  --export-rows <n>           orders of the exports scenario's bot (default 1m)
  --bot-updates <n>           updates per webhook flood of the bot scenario, and group messages
                              of the flood scenario (default 5000)
  --bot-members <n>           members removed at the same second in the bot scenario (default 10k)
  --bot-limit <n>             TELEGRAM_CALLS_PER_SECOND during that removal (default 1000)
  --webhook-endpoints <n>     endpoints of the webhooks scenario (default 100)
  --webhook-events <n>        events, each delivered to every endpoint (default 200)
  --webhook-orders <n>        orders timed one at a time, commit to delivery (default 200)
  --bots <n>                  bots scenario: bots created and run by one instance (default 10k)
  --bots-parts create,webhook,polling,instances   its parts (default all; instances: PostgreSQL only)
  --bots-concurrency <n>      POST /v1/bots at once (default 16)
  --bots-rate <n>             /start updates per second over random bots (default 200)
  --bots-seconds <s>          for how long (default 30)
  --bots-wait <s>             bound on waiting for every webhook to be registered (default 300)
  --bots-rss-cap <MB>         stop a part once its service's resident memory passes this (default 2048)
  --bots-polling 10,100,500,1000   long-polling sizes (default these)
  --bots-poll-rate <n>        updates per second in the long-polling part (default 20)
  --bots-instances <n>        bots of the three-instance part (default 1000)
  --pg-url <url>              PostgreSQL admin connection (default postgres://postgres@127.0.0.1:5432/postgres)
  --cli <path>                measure another build's dist/cli.js (A/B of a change; default ./dist/cli.js)
  --profile <dir>             write a CPU profile of the service (node --cpu-prof) into <dir>
  --json                      print the results as one JSON object on stdout (progress on stderr)`;

function count(text: string): number {
  const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.trim());
  if (!m) throw new Error(`not a size: ${text} (use e.g. 10k, 1m, 250000)`);
  return Math.round(Number(m[1]) * ({ '': 1, k: 1e3, m: 1e6 } as Record<string, number>)[m[2]!.toLowerCase()]!);
}

function positive(name: string, text: string, max: number): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0 || n > max) throw new Error(`--${name} must be a number in (0, ${max}]; got ${text}`);
  return n;
}

export function parseBenchArgs(argv: string[]): BenchArgs | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      db: { type: 'string', default: 'sqlite' },
      duration: { type: 'string', default: '5' },
      scenarios: { type: 'string', default: 'http,history,import' },
      history: { type: 'string', default: '10k,1m' },
      rounds: { type: 'string', default: '2' },
      connections: { type: 'string', default: '1,16,64' },
      endpoints: { type: 'string', default: 'count,count-month,count-year,chats,orders' },
      reads: { type: 'string', default: '200' },
      'import-rows': { type: 'string', default: '1m' },
      'export-rows': { type: 'string', default: '1m' },
      'bot-updates': { type: 'string', default: '5000' },
      'bot-members': { type: 'string', default: '10k' },
      'bot-limit': { type: 'string', default: '1000' },
      'webhook-endpoints': { type: 'string', default: '100' },
      'webhook-events': { type: 'string', default: '200' },
      'webhook-orders': { type: 'string', default: '200' },
      bots: { type: 'string', default: '10k' },
      'bots-parts': { type: 'string', default: BOTS_PARTS.join(',') },
      'bots-concurrency': { type: 'string', default: '16' },
      'bots-rate': { type: 'string', default: '200' },
      'bots-seconds': { type: 'string', default: '30' },
      'bots-wait': { type: 'string', default: '300' },
      'bots-rss-cap': { type: 'string', default: '2048' },
      'bots-polling': { type: 'string', default: '10,100,500,1000' },
      'bots-poll-rate': { type: 'string', default: '20' },
      'bots-instances': { type: 'string', default: '1000' },
      'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
      profile: { type: 'string' },
      cli: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  if (values.db !== 'sqlite' && values.db !== 'postgres') throw new Error('--db must be sqlite or postgres');
  const scenarios = new Set(
    values.scenarios
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  for (const s of scenarios) if (!SCENARIOS.includes(s as Scenario)) throw new Error(`unknown scenario: ${s}`);
  const botsParts = new Set(
    values['bots-parts']
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  for (const p of botsParts) if (!BOTS_PARTS.includes(p as BotsPart)) throw new Error(`unknown part of the bots scenario: ${p}`);
  const endpoints = values.endpoints
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const e of endpoints)
    if (!['count', 'count-month', 'count-year', 'chats', 'orders', 'count-compressed', 'healthz'].includes(e)) throw new Error(`unknown endpoint: ${e}`);
  const history = values.history.split(',').filter(Boolean).map(count);
  for (const h of history) if (h < 100 || h > 50_000_000) throw new Error(`--history sizes must be from 100 to 50m; got ${h}`);
  const pgUrl = new URL(values['pg-url']);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(pgUrl.hostname)) throw new Error('--pg-url must point at this machine (127.0.0.1)');
  return {
    db: values.db,
    duration: positive('duration', values.duration, 120),
    scenarios: scenarios as Set<Scenario>,
    history,
    json: values.json,
    rounds: Math.round(positive('rounds', values.rounds, 10)),
    connections: values.connections.split(',').map((c) => Math.round(positive('connections', c, 1024))),
    endpoints,
    reads: Math.round(positive('reads', values.reads, 10_000)),
    importRows: Math.round(positive('import-rows', String(count(values['import-rows'])), 50_000_000)),
    exportRows: Math.round(positive('export-rows', String(count(values['export-rows'])), 50_000_000)),
    botUpdates: Math.round(positive('bot-updates', String(count(values['bot-updates'])), 100_000)),
    botMembers: Math.round(positive('bot-members', String(count(values['bot-members'])), 100_000)),
    // The service's config accepts at most 10,000 calls per second.
    botLimit: Math.round(positive('bot-limit', values['bot-limit'], 10_000)),
    // A bot may have at most 100 endpoints.
    webhookEndpoints: Math.round(positive('webhook-endpoints', values['webhook-endpoints'], 100)),
    webhookEvents: Math.round(positive('webhook-events', String(count(values['webhook-events'])), 100_000)),
    webhookOrders: Math.round(positive('webhook-orders', values['webhook-orders'], 10_000)),
    bots: Math.round(positive('bots', String(count(values.bots)), 100_000)),
    botsParts: botsParts as Set<BotsPart>,
    botsConcurrency: Math.round(positive('bots-concurrency', values['bots-concurrency'], 256)),
    botsRate: Math.round(positive('bots-rate', values['bots-rate'], 5000)),
    botsSeconds: positive('bots-seconds', values['bots-seconds'], 600),
    botsWait: positive('bots-wait', values['bots-wait'], 3600),
    botsRssCap: positive('bots-rss-cap', values['bots-rss-cap'], 16_384),
    botsPolling: values['bots-polling']
      .split(',')
      .filter(Boolean)
      .map((c) => Math.round(positive('bots-polling', String(count(c)), 10_000))),
    botsPollRate: Math.round(positive('bots-poll-rate', values['bots-poll-rate'], 1000)),
    botsInstances: Math.round(positive('bots-instances', String(count(values['bots-instances'])), 100_000)),
    pgUrl: pgUrl.toString(),
    profile: values.profile,
    cli: values.cli,
  };
}
