// Test harness: a fresh app on a fresh database (SQLite in memory, or a new PostgreSQL database
// when TEST_DATABASE_URL is set), a bot with its key, a settable clock, captured logs.
import type { BotContext } from '../../src/bot-context.js';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openStorage } from '../../src/db/connect.js';

export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');
export const BOT_ID = 7001;
export const OWNER_ID = '1001';

export interface TestApp {
  app: FastifyInstance;
  botId: number;
  /** The bot's context, as services take it (timezone and currency as created). */
  bot: BotContext;
  apiKey: string;
  /** `/v1/bot<id>/<key>`: prefix every bot-scoped path with it. */
  base: string;
  clock: { now: number };
  /** Every log line written so far, raw. */
  logs: string[];
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  now?: string | number;
  timezone?: string;
  currency?: string;
  botId?: number;
  authFailureLimit?: number;
  rateLimitMax?: number;
  redisUrl?: string;
}

/**
 * A fresh database URL for one test app, and how to drop it afterwards. SQLite is in memory
 * unless `shared` asks for a file that several processes can open.
 */
export async function freshDatabase(shared = false): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl && !shared) return { url: 'sqlite::memory:', drop: async () => {} };
  if (!adminUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'tollgate-test-'));
    return { url: `sqlite:${join(dir, 'tollgate.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `tollgate_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const config = loadConfig(
    {},
    {
      databaseUrl: database.url,
      logLevel: 'info',
      encryptionKey: TEST_ENCRYPTION_KEY,
      dbPoolSize: 5,
      // Suites send many wrong keys on purpose; the throttle has its own test with a low limit.
      authFailureLimit: options.authFailureLimit ?? 10_000,
      rateLimitMax: options.rateLimitMax ?? 1_000_000,
      ...(options.redisUrl ? { redisUrl: options.redisUrl, redisPrefix: `tollgate-test-${randomBytes(6).toString('hex')}:` } : {}),
    },
  );
  const clock = { now: options.now === undefined ? Date.now() : new Date(options.now).getTime() };
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const storage = openStorage(config.databaseUrl, { poolSize: config.dbPoolSize });
  const app = await buildApp(config, { now: () => clock.now, logStream, storage });
  await app.ready();
  const botId = options.botId ?? BOT_ID;
  const bot = await app.services.botCreation.createBot({
    bot_id: botId,
    owner_id: OWNER_ID,
    timezone: options.timezone,
    default_currency: options.currency,
  });
  return {
    app,
    botId,
    bot: await app.services.settings.contextOf(botId),
    apiKey: bot.api_key,
    base: `/v1/bot${botId}/${bot.api_key}`,
    clock,
    logs,
    config,
    close: async () => {
      await app.close();
      await storage.close();
      await database.drop();
    },
  };
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
  raw: string;
}

/** Sends a request; a non-string body is sent as JSON. */
export async function call(t: Pick<TestApp, 'app'>, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const isJson = body !== undefined && typeof body !== 'string';
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...(isJson ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body === undefined ? {} : { payload: isJson ? JSON.stringify(body) : (body as string) }),
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    parsed = undefined;
  }
  return { status: res.statusCode, headers: res.headers as Reply['headers'], body: parsed, raw: res.body };
}

/** Asserts a success envelope and returns its result. */
export function expectOk(res: Reply, status: number, method: string, path: string): any {
  assert.equal(res.status, status, `expected ${status}, got ${res.status}: ${res.raw}`);
  const { ok, request_id, code, result, ...rest } = res.body;
  assert.equal(ok, true);
  assert.equal(code, status);
  assert.equal(typeof request_id, 'string');
  assert.equal(res.headers['x-request-id'], request_id);
  assert.equal(rest.method, method);
  assert.equal(rest.path, path);
  assert.equal(rest.description, undefined);
  assert.equal(rest.error, undefined);
  assert.notEqual(result, undefined);
  return result;
}

/** Asserts an error envelope of `type` and returns it (description, error.fields). */
export function expectError(res: Reply, status: number, type: string, method: string, path: string) {
  assert.equal(res.status, status, `expected ${status}, got ${res.status}: ${res.raw}`);
  const body = res.body;
  assert.equal(body.ok, false);
  assert.equal(body.code, status);
  assert.equal(typeof body.request_id, 'string');
  assert.equal(res.headers['x-request-id'], body.request_id);
  assert.equal(body.method, method);
  assert.equal(body.path, path);
  assert.equal(body.result, undefined);
  assert.equal(typeof body.description, 'string');
  assert.ok(body.description.length > 0);
  assert.equal(body.error.type, type);
  return body as { description: string; error: { type: string; fields?: { field: string; message: string }[] } };
}

/** Asserts a 422 whose fields are exactly `fields` (by name, in any order); returns the messages by field. */
export function expectInvalid(res: Reply, method: string, path: string, fields: string[]): Record<string, string> {
  const body = expectError(res, 422, 'validation_failed', method, path);
  const got = (body.error.fields ?? []).map((f) => f.field);
  assert.deepEqual([...got].sort(), [...fields].sort(), `fields: ${JSON.stringify(body.error.fields)}`);
  return Object.fromEntries((body.error.fields ?? []).map((f) => [f.field, f.message]));
}
