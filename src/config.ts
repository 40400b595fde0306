// The one configuration object: read from the environment once, validated, frozen.
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { DEFAULT_WEBHOOK_RETRY_DELAYS_MS } from './limits.js';
import { DAY_MS } from './time/units.js';

const ConfigSchema = Type.Object({
  port: Type.Integer({ minimum: 0, maximum: 65535 }),
  host: Type.String({ minLength: 1 }),
  databaseUrl: Type.String({ pattern: '^(sqlite:|postgres://|postgresql://)' }),
  logLevel: Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l))),
  /** base64 of 32 bytes; when absent on SQLite, generated into the data folder on first start. */
  encryptionKey: Type.Optional(Type.String({ minLength: 1 })),
  /** Bearer token for the operator endpoints under /v1/bots; those endpoints are off without it. */
  operatorToken: Type.Optional(Type.String({ minLength: 16 })),
  dbPoolSize: Type.Integer({ minimum: 1, maximum: 200 }),
  /** SQLite prepared statements kept for reuse, by SQL text (oldest-inserted evicted). */
  sqliteStatementCache: Type.Integer({ minimum: 1, maximum: 100_000 }),
  /** Failed authentications one client address may make per window before it gets 429s. */
  authFailureLimit: Type.Integer({ minimum: 1 }),
  authFailureWindowMs: Type.Integer({ minimum: 1000 }),
  /** Requests one api key may make per window on bot-scoped routes. */
  rateLimitMax: Type.Integer({ minimum: 1 }),
  rateLimitWindowMs: Type.Integer({ minimum: 1000 }),
  /** redis://…: share rate-limit counts across instances; absent: count in memory. */
  redisUrl: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  /** How often the subscription clock looks for subscriptions whose end has passed; 0: never
   * (an instance that only serves the API). */
  subscriptionClockMs: Type.Integer({ minimum: 0, maximum: 10_000 }),
  /** The platform's Bot API (a local Bot API server or a test double in place of api.telegram.org). */
  telegramApiRoot: Type.String({ pattern: '^https?://' }),
  /** How bots get their updates: long polling, webhooks at TELEGRAM_WEBHOOK_BASE, or not at all. */
  telegramMode: Type.Union([Type.Literal('polling'), Type.Literal('webhook'), Type.Literal('off')]),
  /** The service's public base URL, for setWebhook (webhook mode). */
  telegramWebhookBase: Type.Optional(Type.String({ pattern: '^https?://' })),
  /** Calls per second one bot makes to the platform (its limit for bulk messages is about 30). */
  telegramCallsPerSecond: Type.Integer({ minimum: 1, maximum: 10_000 }),
  /** How long an instance's lease on running a bot lasts unless renewed; another instance takes
   * the bot over this long after its runner dies. */
  botLeaseMs: Type.Integer({ minimum: 500, maximum: 600_000 }),
  /** Seconds a long-polling request waits for updates. */
  telegramPollTimeoutS: Type.Integer({ minimum: 0, maximum: 50 }),
  /** Stripe's API (a local double in tests). */
  stripeApiUrl: Type.String({ pattern: '^https?://' }),
  /** TOLLGATE_WEBHOOK_ALLOW_PRIVATE=1: webhooks may use http:// and reach any address (local
   * development and tests only). */
  webhookAllowPrivate: Type.Boolean(),
  /** Delays before each retry of a failed webhook attempt (WEBHOOK_RETRY_DELAYS_MS, comma-separated). */
  webhookRetryDelaysMs: Type.Array(Type.Integer({ minimum: 0, maximum: 7 * DAY_MS }), { maxItems: 20 }),
  /** How long a webhook receiver has to answer. */
  webhookTimeoutMs: Type.Integer({ minimum: 100, maximum: 60_000 }),
  /** TOLLGATE_PUBLIC_URL: the address people reach the service at (the API reference's server,
   * the base of sign-in links); absent: the request's origin, or http://<HOST>:<PORT>. */
  publicUrl: Type.Optional(Type.String({ pattern: '^https?://[^/?#\\s]+(/[^?#\\s]*)?$' })),
  /** Prefix of every Redis key (several deployments or test runs may share one Redis). */
  redisPrefix: Type.String({ minLength: 1 }),
});

export type Config = Readonly<Static<typeof ConfigSchema>>;

export const DEFAULT_DATABASE_URL = 'sqlite:./data/tollgate.db';

type Env = Record<string, string | undefined>;

/** Builds the config from environment variables, with `overrides` (tests) taking precedence. */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const raw = {
    port: env.PORT === undefined ? 8080 : Number(env.PORT),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE_URL,
    logLevel: env.LOG_LEVEL || 'info',
    encryptionKey: env.TOLLGATE_ENCRYPTION_KEY || undefined,
    operatorToken: env.TOLLGATE_OPERATOR_TOKEN || undefined,
    dbPoolSize: env.DB_POOL_SIZE === undefined ? 10 : Number(env.DB_POOL_SIZE),
    sqliteStatementCache: env.SQLITE_STATEMENT_CACHE === undefined ? 1000 : Number(env.SQLITE_STATEMENT_CACHE),
    authFailureLimit: env.AUTH_FAILURE_LIMIT === undefined ? 20 : Number(env.AUTH_FAILURE_LIMIT),
    authFailureWindowMs: env.AUTH_FAILURE_WINDOW_MS === undefined ? 60_000 : Number(env.AUTH_FAILURE_WINDOW_MS),
    rateLimitMax: env.RATE_LIMIT_MAX === undefined ? 6000 : Number(env.RATE_LIMIT_MAX),
    rateLimitWindowMs: env.RATE_LIMIT_WINDOW_MS === undefined ? 60_000 : Number(env.RATE_LIMIT_WINDOW_MS),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'tollgate:',
    subscriptionClockMs: env.SUBSCRIPTION_CLOCK_MS === undefined ? 1000 : Number(env.SUBSCRIPTION_CLOCK_MS),
    stripeApiUrl: (env.STRIPE_API_URL || 'https://api.stripe.com').replace(/\/+$/, ''),
    telegramApiRoot: (env.TELEGRAM_API_ROOT || 'https://api.telegram.org').replace(/\/+$/, ''),
    telegramMode: env.TELEGRAM_MODE || 'polling',
    telegramWebhookBase: env.TELEGRAM_WEBHOOK_BASE?.replace(/\/+$/, '') || undefined,
    publicUrl: env.TOLLGATE_PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    telegramCallsPerSecond: env.TELEGRAM_CALLS_PER_SECOND === undefined ? 30 : Number(env.TELEGRAM_CALLS_PER_SECOND),
    botLeaseMs: env.BOT_LEASE_MS === undefined ? 15_000 : Number(env.BOT_LEASE_MS),
    telegramPollTimeoutS: env.TELEGRAM_POLL_TIMEOUT_S === undefined ? 25 : Number(env.TELEGRAM_POLL_TIMEOUT_S),
    webhookAllowPrivate: env.TOLLGATE_WEBHOOK_ALLOW_PRIVATE === '1',
    webhookRetryDelaysMs: env.WEBHOOK_RETRY_DELAYS_MS
      ? env.WEBHOOK_RETRY_DELAYS_MS.split(',').map((d) => (d.trim() === '' ? Number.NaN : Number(d)))
      : [...DEFAULT_WEBHOOK_RETRY_DELAYS_MS],
    webhookTimeoutMs: env.WEBHOOK_TIMEOUT_MS === undefined ? 10_000 : Number(env.WEBHOOK_TIMEOUT_MS),
    ...overrides,
  };
  for (const key of Object.keys(raw) as (keyof typeof raw)[]) if (raw[key] === undefined) delete raw[key];
  if (!Value.Check(ConfigSchema, raw)) {
    const problems = [...Value.Errors(ConfigSchema, raw)].map((e) => `${e.path.slice(1) || 'config'} ${e.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  if (raw.telegramMode === 'webhook' && !raw.telegramWebhookBase) {
    throw new Error('Invalid configuration: TELEGRAM_MODE=webhook needs TELEGRAM_WEBHOOK_BASE (the public base URL of this service)');
  }
  return Object.freeze(raw);
}
