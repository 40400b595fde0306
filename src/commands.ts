// The `tollgate` command's commands: serve, migrate, bots create|export|import, keys create|list|revoke,
// orders import, tokens reseal, backup, demo. Started by cli.ts.
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { exportBot, importBot } from './backup/bot-file.js';
import { copySqliteDatabase } from './backup/sqlite-copy.js';
import { loadConfig, type Config } from './config.js';
import { createSecretBox, resolveEncryptionKey } from './crypto/secret-box.js';
import { openStorage } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { AppError } from './errors.js';
import { createServices, type Services } from './services.js';
import { runDemo } from './demo.js';
import { importOrders } from './import/command.js';
import { MAX_PAGE_SIZE } from './limits.js';
import { BOT_ID, BOT_ID_RULE, POSITIVE_ID } from './schema/ids.js';

const USAGE = `Usage:
  tollgate serve                                  start the HTTP service (PORT, HOST, DATABASE_URL)
  tollgate migrate                                run database migrations and exit
  tollgate bots create --bot-id <id> --owner <admin_id> [--name N] [--currency USD]
                       [--timezone UTC] [--bot-token <id:secret>] [--json]
  tollgate bots export --bot-id <id> --file <bot.ndjson> [--json]
                                                  write the bot's backup (no keys or secrets)
  tollgate bots import --file <bot.ndjson> [--json]
                                                  load it here as a new bot; prints a new api key
  tollgate keys create --bot-id <id> [--json]     issue another api key (shown once)
  tollgate keys list   --bot-id <id> [--json]
  tollgate keys revoke --bot-id <id> --key-id <n> [--json]
  tollgate orders import --bot-id <id> --file <orders.csv> [--json]
                                                  import paid orders (CSV header:
                                                  plan_id,member_id,amount,currency,paid_at,external_id)
  tollgate tokens reseal [--json]                 re-encrypt stored secrets (bot tokens, Stripe
                                                  keys, webhook secrets) with the first
                                                  TOLLGATE_ENCRYPTION_KEY (after a key rotation)
  tollgate backup --file <copy.db> [--json]       copy the running SQLite database consistently
                                                  (on PostgreSQL: use pg_dump)
  tollgate demo [--json]                          create a demo bot with two years of orders`;

const OPTIONS = {
  'bot-id': { type: 'string' },
  owner: { type: 'string' },
  name: { type: 'string' },
  currency: { type: 'string' },
  timezone: { type: 'string' },
  'bot-token': { type: 'string' },
  'key-id': { type: 'string' },
  file: { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** How long an operator's command waits for SQLite's write lock held by a running service. */
const OPERATOR_BUSY_MS = 60_000;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

async function withServices<T>(config: Config, work: (services: Services) => Promise<T>): Promise<T> {
  // An operator's command, not a request: an import runs long statements in its one transaction.
  // Its statements stream through tables once (the OS caches the file anyway): a small SQLite page
  // cache keeps the command within a small machine's memory
  // (bench/results/2026-11-25-issue-16-pass-2.md, "Import memory"). It waits up to a minute for
  // SQLite's write lock: a running service working off a backlog (the subscription clock's batches
  // follow one another) can hold it for more than a request's 5 s.
  const storage = openStorage(config.databaseUrl, { poolSize: 2, unboundedQueries: true, pageCacheMb: 4, busyTimeoutMs: OPERATOR_BUSY_MS });
  try {
    await migrateToLatest(storage.db);
    const secretBox = createSecretBox(resolveEncryptionKey(config.encryptionKey, storage.dataDir));
    return await work(createServices({ db: storage.db, now: Date.now, secretBox, openSnapshot: storage.openSnapshot }));
  } finally {
    await storage.close();
  }
}

function botIdOf(values: Values): number {
  const raw = values['bot-id'];
  if (raw === undefined || !BOT_ID.test(raw)) throw new UsageError(`--bot-id ${BOT_ID_RULE}`);
  return Number(raw);
}

class UsageError extends Error {}

function print(json: boolean, value: unknown, human: string): void {
  process.stdout.write(json ? `${JSON.stringify(value)}\n` : `${human}\n`);
}

/** The bot named by --bot-id, as its services take it (404-style failure when unknown). */
const botOf = (s: Services, values: Values) => s.settings.contextOf(botIdOf(values));

type Command = (config: Config, values: Values, json: boolean) => Promise<void>;

const COMMANDS: Record<string, Command> = {
  async serve(config) {
    // Loaded here: the HTTP stack and the bot runtime are not what an operator's command needs
    // (an import's memory is measured against 200 MB).
    // After a full collection V8 lets the old generation grow by a factor it picks from its own
    // speed, up to 4× the live heap: a streamed 1M-order export's promoted garbage then filled
    // ~185 MB before the next one, and the freed pages stayed pooled (RSS 300+ MB). The service
    // keeps it to 1.3× (the heap stays under ~105 MB); read at each collection, so it can be set
    // here, for the service only (bench/results/2026-11-27-exports.md).
    setFlagsFromString('--heap-growing-percent=30');
    const { serve } = await import('./server.js');
    await serve(config);
  },

  async migrate(config, _values, json) {
    const storage = openStorage(config.databaseUrl, { poolSize: 1, busyTimeoutMs: OPERATOR_BUSY_MS });
    try {
      const applied = await migrateToLatest(storage.db);
      print(json, { applied }, applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date.');
    } finally {
      await storage.close();
    }
  },

  async 'bots create'(config, values, json) {
    if (!values.owner) throw new UsageError('--owner <admin_id> is required');
    if (values['bot-id'] === undefined && values['bot-token'] === undefined) throw new UsageError('--bot-id or --bot-token is required');
    const bot = await withServices(config, (s) =>
      s.botCreation.createBot({
        bot_id: values['bot-id'] === undefined ? undefined : botIdOf(values),
        owner_id: values.owner!,
        bot_name: values.name,
        default_currency: values.currency,
        timezone: values.timezone,
        bot_token: values['bot-token'],
      }),
    );
    print(json, bot, `Bot ${bot.bot_id} created; owner ${bot.owner_id}.\napi_key (shown once): ${bot.api_key}`);
  },

  async 'bots export'(config, values, json) {
    if (!values.file) throw new UsageError('--file <bot.ndjson> is required');
    const botId = botIdOf(values);
    const done = await withServices(config, (s) => exportBot(s, botId, values.file!));
    print(json, done, `Bot ${done.bot_id} written to ${done.file} (${done.lines} lines). Load it elsewhere with: tollgate bots import --file ${done.file}`);
  },

  async 'bots import'(config, values, json) {
    if (!values.file) throw new UsageError('--file <bot.ndjson> is required');
    const done = await withServices(config, (s) => importBot(s, values.file!));
    const secrets = done.webhook_secrets.map((w) => `\nwebhook ${w.webhook_id}'s new signing secret (shown once): ${w.secret}`).join('');
    print(
      json,
      done,
      `Bot ${done.bot_id} imported (${done.rows} rows).\napi_key (shown once): ${done.api_key}${secrets}\nSet the bot token again (PATCH /settings {"bot_token": …}) to run the bot here.`,
    );
  },

  async 'keys create'(config, values, json) {
    const key = await withServices(config, async (s) => s.keys.issueKey(await botOf(s, values)));
    print(json, key, `Key ${key.key_id} created.\napi_key (shown once): ${key.api_key}`);
  },

  async 'keys list'(config, values, json) {
    const keys = await withServices(config, async (s) => (await s.keys.listKeys(await botOf(s, values), { limit: String(MAX_PAGE_SIZE) })).items);
    print(json, keys, keys.map((k) => `${k.key_id}\tcreated ${k.created_at}\tlast used ${k.last_used_at ?? 'never'}`).join('\n'));
  },

  async 'keys revoke'(config, values, json) {
    const keyId = values['key-id'];
    if (!keyId || !POSITIVE_ID.test(keyId)) throw new UsageError('--key-id <n> is required');
    const result = await withServices(config, async (s) => s.keys.revokeKey(await botOf(s, values), Number(keyId)));
    print(json, result, `Key ${result.key_id} revoked.`);
  },

  async 'orders import'(config, values, json) {
    if (!values.file) throw new UsageError('--file <orders.csv> is required');
    const botId = botIdOf(values);
    const outcome = await withServices(config, (services) => importOrders(services, botId, values.file!, json));
    if (!outcome.ok) process.exitCode = 1;
  },

  async 'tokens reseal'(config, _values, json) {
    const result = await withServices(config, async (s) => {
      const [bots, webhooks] = [await s.settings.resealTokens(), await s.webhooks.resealSecrets()];
      return { resealed: bots.resealed + webhooks.resealed, current: bots.current + webhooks.current };
    });
    print(json, result, `Re-sealed ${result.resealed} secret(s) (bot tokens, Stripe keys, webhook secrets); ${result.current} already used the current key.`);
  },

  async backup(config, values, json) {
    if (!values.file) throw new UsageError('--file <copy.db> is required');
    if (!config.databaseUrl.startsWith('sqlite:')) {
      throw new Error('tollgate backup copies a SQLite database. On PostgreSQL, use its own tool: pg_dump --format=custom --file <file> <database>');
    }
    const copy = await copySqliteDatabase(config.databaseUrl.slice('sqlite:'.length), values.file, OPERATOR_BUSY_MS);
    print(json, copy, `Copied ${copy.source} to ${copy.file}: ${copy.pages} pages, ${copy.bytes} bytes, as of one moment.`);
  },

  async demo(config, _values, json) {
    const demo = await withServices(config, (s) => runDemo(s, config));
    print(json, demo.summary, demo.text);
  },
};

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  const [command = 'serve', sub] = positionals;
  if (values.help) return void process.stdout.write(`${USAGE}\n`);
  const name = [command, sub].filter(Boolean).join(' ');
  const run = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!run) throw new UsageError(`unknown command: ${name}`);
  await run(loadConfig(), values, values.json ?? false);
}

/** Runs the command line `argv`; a failure is printed (usage, a rule broken, an error) and exits non-zero. */
export function run(argv: string[]): Promise<void> {
  return main(argv).catch(fail);
}

function fail(error: unknown): never {
  if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
    process.stderr.write(`tollgate: ${error.message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  if (error instanceof AppError) {
    const fields = error.fields?.map((f) => `${f.field} ${f.message}`).join('; ');
    process.stderr.write(`tollgate: ${fields ?? error.description}\n`);
    process.exit(1);
  }
  process.stderr.write(`tollgate: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
