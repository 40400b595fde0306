// Real service processes for multi-instance and crash tests: `tollgate serve` on a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createSecretBox } from '../../src/crypto/secret-box.js';
import { openStorage } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createServices } from '../../src/services.js';
import { shebangRuntime } from '../../src/runtime-flags.js';
import { TEST_ENCRYPTION_KEY } from './helper.js';
import { eventually } from './until.js';

/** The built command (`npm test` builds first): processes run what users run, not tsx. */
export const CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli.js');

export interface Server {
  url: string;
  process: ChildProcess;
  /** Every log line the process printed. */
  logs: string[];
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function serverEnv(databaseUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    TOLLGATE_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    TELEGRAM_MODE: 'off',
    ...extra,
  };
}

/** Starts `tollgate serve` and resolves once it listens (parsed from its log line): as the shebang
 * runs it, or (`plain`) as `node dist/cli.js serve` with only `nodeFlags`. */
export function startServer(env: NodeJS.ProcessEnv, nodeFlags: string[] = [], plain = false): Promise<Server> {
  const runtime = plain ? { flags: [], env: {} } : shebangRuntime(CLI);
  const child = spawn(process.execPath, [...runtime.flags, ...nodeFlags, CLI, 'serve'], {
    env: { ...runtime.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  return new Promise((resolve, reject) => {
    // A server that does not come up is killed: a live child would keep the test file from ending.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start: ${stderr}`));
    }, 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening: ${stderr}`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      logs.push(line);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1]!,
        process: child,
        logs,
        stop: async (signal = 'SIGTERM') => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      });
    });
  });
}

export interface JsonReply {
  status: number;
  body: any;
  headers: Headers;
}

export async function request(url: string, method = 'GET', body?: unknown): Promise<JsonReply> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

/** Creates bot `botId` straight in the database (migrating it first) with one plan, plan_id 1:
 * Monthly, 5.00 USD. Returns the bot's api key. */
export async function seedBot(databaseUrl: string, botId: number): Promise<string> {
  const storage = openStorage(databaseUrl);
  try {
    await migrateToLatest(storage.db);
    const services = createServices({ db: storage.db, now: Date.now, secretBox: createSecretBox(TEST_ENCRYPTION_KEY) });
    const { api_key } = await services.botCreation.createBot({ bot_id: botId, owner_id: '1' });
    await services.plans.createPlan(await services.settings.contextOf(botId), {
      plan_name: 'Monthly',
      plan_duration: 'P1M',
      plan_price: '5.00',
      plan_currency: 'USD',
    });
    return api_key;
  } finally {
    await storage.close();
  }
}

/** Resolves with the first log line of `server` matching `pattern`, printed already or within `timeoutMs`. */
export function waitForLog(server: Server, pattern: RegExp, timeoutMs = 5_000): Promise<string> {
  return eventually(() => server.logs.find((l) => pattern.test(l)), `a log line matching ${pattern}`, { within: timeoutMs });
}
