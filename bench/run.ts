// Tollgate's benchmark runner: `npm run build && npm run bench [-- flags]` (see bench/README.md).
// Starts the real service (`node dist/cli.js serve`) on a fresh database, drives load at it from
// this process with autocannon, compares with a bare Fastify server measured in the same run,
// prints Markdown tables and PASS/MISS per target, then stops everything and drops the database.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseBenchArgs, USAGE, type BenchArgs } from './args.js';
import { closeClient } from './client.js';
import { createBenchDatabase, type BenchDatabase } from './database.js';
import { rssMb, serviceEnv, startService, stopAllChildren, useCli, type Child } from './processes.js';
import { atTelegramLimit, botScenario, removalTable, webhookTable, type BotReport } from './scenarios/bot.js';
import { historyScenario, historyTable, importsTable, sizeLabel, type HistoryReport } from './scenarios/history.js';
import { httpScenario, httpTable, type HttpReport } from './scenarios/http.js';
import { exportsScenario, exportsTable, type ExportsReport } from './scenarios/exports.js';
import { importScenario, importTable, type ImportReport } from './scenarios/import.js';
import { webhookScenario, webhookTables, type WebhookReport } from './scenarios/webhooks.js';
import { floodScenario, floodTable, type FloodReport } from './scenarios/flood.js';
import { botsScenario, botsTables, type BotsReport } from './scenarios/bots.js';
import { evaluate, targetsTable } from './targets.js';

function readArgs(): BenchArgs {
  let parsed: BenchArgs | 'help';
  try {
    parsed = parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`bench: ${(error as Error).message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  if (parsed === 'help') {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  return parsed;
}
const args = readArgs();

// Progress goes to stderr; the tables (or the JSON) to stdout.
const log = (line: string) => process.stderr.write(`${line}\n`);
const started = Date.now();
let database: BenchDatabase | undefined;
/** More databases of the run's kind (the bot scenario's, one per service set-up), dropped with it. */
const extraDatabases: BenchDatabase[] = [];
let service: Child | undefined;

async function cleanUp(): Promise<void> {
  closeClient();
  await service?.stop().catch(() => {});
  stopAllChildren();
  for (const db of [database, ...extraDatabases]) await db?.drop().catch((e: unknown) => log(`could not drop a bench database: ${String(e)}`));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`\n${signal}: stopping`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function main(): Promise<void> {
  if (args.cli) useCli(resolve(args.cli));
  database = await createBenchDatabase(args.db, args.pgUrl);
  const env = serviceEnv(database.url);
  const nodeArgs: string[] = [];
  if (args.profile) {
    mkdirSync(resolve(args.profile), { recursive: true });
    nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${resolve(args.profile)}`);
  }
  if (args.cli) log(`measuring ${resolve(args.cli)}`);
  log(
    `Tollgate benchmark on ${args.db} (${database.kind === 'sqlite' ? database.url : database.url.replace(/\/\/[^@]*@/, '//')}), ${args.duration} s per measurement`,
  );
  let http: HttpReport | undefined;
  let history: HistoryReport | undefined;
  let imported: ImportReport | undefined;
  let bot: BotReport | undefined;
  let webhooks: WebhookReport | undefined;
  let flood: FloodReport | undefined;
  let exported: ExportsReport | undefined;
  let bots: BotsReport | undefined;
  // The bot scenario starts services of its own; the shared one serves the others.
  const needsService = (['http', 'import', 'history', 'exports'] as const).some((s) => args.scenarios.has(s));
  if (needsService) {
    service = await startService(env, nodeArgs);
    log(`service ${service.url} (pid ${service.pid}), RSS at start ${rssMb(service.pid)?.toFixed(0)} MB`);
  }
  const svc = service!;

  if (args.scenarios.has('http')) {
    log('HTTP scenario');
    http = await httpScenario({
      service: svc,
      env,
      duration: args.duration,
      rounds: args.rounds,
      connections: args.connections,
      endpoints: args.endpoints,
      log,
      rssMb: () => rssMb(svc.pid),
    });
  }
  if (args.scenarios.has('import')) {
    log(`Import scenario (${args.importRows.toLocaleString('en-US')} rows)`);
    imported = await importScenario({ serviceUrl: svc.url, env, scratch: database.scratch, rows: args.importRows, log });
  }
  if (args.scenarios.has('history')) {
    log(`History scenario (${args.history.map(sizeLabel).join(', ')})`);
    history = await historyScenario({ serviceUrl: svc.url, env, scratch: database.scratch, sizes: args.history, reads: args.reads, log });
  }
  if (args.scenarios.has('exports')) {
    log(`Exports scenario (${args.exportRows.toLocaleString('en-US')} orders)`);
    exported = await exportsScenario({
      serviceUrl: svc.url,
      servicePid: svc.pid,
      env,
      scratch: database.scratch,
      rows: args.exportRows,
      rssMb: () => rssMb(svc.pid),
      log,
    });
  }
  if (args.scenarios.has('bot')) {
    log(`Bot scenario (webhook floods of ${args.botUpdates.toLocaleString('en-US')} updates; ${args.botMembers.toLocaleString('en-US')} removals)`);
    const kind = args.db;
    bot = await botScenario({
      newDatabase: async () => {
        const db = await createBenchDatabase(kind, args.pgUrl);
        extraDatabases.push(db);
        return db;
      },
      updates: args.botUpdates,
      members: args.botMembers,
      limit: args.botLimit,
      nodeArgs,
      log,
    });
  }
  if (args.scenarios.has('webhooks')) {
    log(`Webhooks scenario (${args.webhookEndpoints} endpoints × ${args.webhookEvents} events; ${args.webhookOrders} orders at rest)`);
    const kind = args.db;
    webhooks = await webhookScenario({
      newDatabase: async () => {
        const db = await createBenchDatabase(kind, args.pgUrl);
        extraDatabases.push(db);
        return db;
      },
      endpoints: args.webhookEndpoints,
      events: args.webhookEvents,
      orders: args.webhookOrders,
      nodeArgs,
      log,
    });
  }
  if (args.scenarios.has('flood')) {
    const members = Math.max(1, Math.round(args.botUpdates / 3));
    log(`Flood scenario (${(members * 3).toLocaleString('en-US')} group messages: ${members.toLocaleString('en-US')} members × 3)`);
    const db = await createBenchDatabase(args.db, args.pgUrl);
    extraDatabases.push(db);
    flood = await floodScenario({ env: serviceEnv(db.url), members, log });
  }
  if (args.scenarios.has('bots')) {
    log(`Bots scenario (${args.bots.toLocaleString('en-US')} bots; parts ${[...args.botsParts].join(', ')})`);
    const kind = args.db;
    bots = await botsScenario({
      db: kind,
      newDatabase: async () => {
        const db = await createBenchDatabase(kind, args.pgUrl);
        extraDatabases.push(db);
        return db;
      },
      bots: args.bots,
      parts: args.botsParts,
      concurrency: args.botsConcurrency,
      rate: args.botsRate,
      seconds: args.botsSeconds,
      waitSeconds: args.botsWait,
      rssCapMb: args.botsRssCap,
      pollingSizes: args.botsPolling,
      pollingRate: args.botsPollRate,
      instanceBots: args.botsInstances,
      nodeArgs,
      log,
    });
  }
  const verdicts = evaluate(args.db, http, history, imported, bot, webhooks, exported, bots);
  const seconds = Math.round((Date.now() - started) / 1000);

  if (args.json) {
    process.stdout.write(
      `${JSON.stringify({ db: args.db, duration: args.duration, rounds: args.rounds, seconds, http, history, import: imported, bot, webhooks, flood, exports: exported, bots, targets: verdicts }, (_k, v) => (typeof v === 'number' && !Number.isFinite(v) ? null : v))}\n`,
    );
    return;
  }
  const out: string[] = [`## Tollgate benchmark: ${args.db}, ${args.duration} s per measurement, ${args.rounds} round(s), ${seconds} s in all`, ''];
  if (http) {
    out.push(
      `### HTTP (service vs bare Fastify; answer sizes: orders/count day×30 ${http.bytes.count} B, month×12 ${http.bytes.month} B, year×5 ${http.bytes.year} B, chat ${http.bytes.chat} B, order ${http.bytes.order} B)`,
      '',
      httpTable(http),
      '',
    );
  }
  if (history)
    out.push(
      '### Order history (orders/count and analytics latency, one POST /orders before each read)',
      '',
      historyTable(history),
      '',
      importsTable(history),
      '',
    );
  if (imported)
    out.push(`### Import (${args.importRows.toLocaleString('en-US')}-row CSV over three years, shuffled and sorted)`, '', importTable(imported), '');
  if (bot) {
    out.push(
      `### Bot: webhook floods, 64 connections (TELEGRAM_CALLS_PER_SECOND=${bot.webhook.callsPerSecond.toLocaleString('en-US')}; the double answers at once; webhook answer ${bot.webhook.answerBytes} B, bare: the same POSTs to bench/bare-server.ts)`,
      '',
      webhookTable(bot.webhook),
      '',
      `### Bot: ${bot.removal.members.toLocaleString('en-US')} members removed at the same second (polling, TELEGRAM_CALLS_PER_SECOND=${bot.removal.limit.toLocaleString('en-US')})`,
      '',
      removalTable(bot.removal),
      '',
      atTelegramLimit(bot.removal),
      '',
    );
  }
  if (webhooks) {
    out.push(
      '### Webhooks: deliveries to a local receiver answering at once (in the runner process), and commit → delivery at rest',
      '',
      webhookTables(webhooks),
      '',
    );
  }
  if (flood) {
    out.push(
      '### Flood control: group messages counted (webhook mode, 64 connections; 2 messages in 60 s, action delete; the double answers at once)',
      '',
      floodTable(flood),
      '',
    );
  }
  if (exported)
    out.push(
      `### Exports (a bot with ${exported.orders.toLocaleString('en-US')} orders, ~40,000 members; each file streamed to the end)`,
      '',
      exportsTable(exported),
      '',
    );
  if (bots)
    out.push(
      '### Bots: many bots on one instance (the lean Bot API double in the runner process answers at once; getUpdates held for the poll timeout)',
      '',
      botsTables(bots),
      '',
    );
  out.push('### Targets', '', targetsTable(verdicts), '');
  process.stdout.write(`${out.join('\n')}\n`);
}

main()
  .catch((error: unknown) => {
    log(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanUp();
    log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
  });
