// The `tollgate` command, run as a real process against a temporary SQLite file.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createSecretBox } from '../../src/crypto/secret-box.js';
import { sql } from 'kysely';
import { openStorage } from '../../src/db/connect.js';
import { createServices } from '../../src/services.js';
import { call, expectOk } from '../support/helper.js';
import { CLI } from '../support/servers.js';
import { until } from '../support/until.js';

const run = promisify(execFile);
/** Tells on stderr when a command asks for SQLite's write lock. */
const LOCK_WAIT_PRELOAD = join(import.meta.dirname, '..', 'fixtures', 'lock-wait.mjs');

describe('tollgate CLI', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const tollgate = (...args: string[]) => run(process.execPath, [CLI, ...args], { env, timeout: 60_000 });

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'tollgate-cli-'));
    env = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'data', 'tollgate.db')}`, LOG_LEVEL: 'silent' };
    delete env.TOLLGATE_ENCRYPTION_KEY;
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('migrate applies the migrations once', async () => {
    const first = await tollgate('migrate', '--json');
    assert.deepEqual(JSON.parse(first.stdout), {
      applied: [
        '001_initial',
        '002_idempotency',
        '003_order_rollups',
        '004_members_subscriptions_events',
        '005_codes',
        '006_reminders',
        '007_bot_runtime',
        '008_card_payments',
        '009_hot_read_indexes',
        '010_webhooks',
        '011_sales_versions',
        '012_live_due_index',
        '013_bot_state',
        '014_key_levels',
        '015_signin_tokens',
      ],
    });
    const second = await tollgate('migrate', '--json');
    assert.deepEqual(JSON.parse(second.stdout), { applied: [] });
  });

  test('bots create --json prints exactly one JSON line with the key, and the key works over HTTP', async () => {
    const { stdout, stderr } = await tollgate(
      'bots',
      'create',
      '--bot-id',
      '4242',
      '--owner',
      '77',
      '--name',
      'CLI bot',
      '--currency',
      'EUR',
      '--timezone',
      'Europe/Berlin',
      '--json',
    );
    assert.equal(stderr, '');
    const lines = stdout.split('\n').filter(Boolean);
    assert.equal(lines.length, 1);
    const bot = JSON.parse(lines[0]!);
    assert.deepEqual(Object.keys(bot), ['bot_id', 'api_key', 'owner_id']);
    assert.equal(bot.bot_id, 4242);
    assert.equal(bot.owner_id, '77');
    assert.match(bot.api_key, /^[A-Za-z0-9_-]{43}$/);

    const app = await buildApp(loadConfig(env));
    try {
      const base = `/v1/bot4242/${bot.api_key}`;
      const settings = expectOk(await call({ app }, 'GET', `${base}/settings`), 200, 'GET', '/settings');
      assert.equal(settings.bot_name, 'CLI bot');
      assert.equal(settings.default_currency, 'EUR');
      assert.equal(settings.timezone, 'Europe/Berlin');
      const admins = expectOk(await call({ app }, 'GET', `${base}/admins`), 200, 'GET', '/admins');
      assert.deepEqual(
        admins.map((a: { admin_id: string; admin_level: number; is_owner: boolean }) => [a.admin_id, a.admin_level, a.is_owner]),
        [['77', 8, true]],
      );
    } finally {
      await app.close();
    }
  });

  test('bots create with --bot-token takes the bot id from the token and stores it sealed', async () => {
    const token = '5151:AAH_abcdefghijklmnopqrstuvwxyz012345';
    const { stdout } = await tollgate('bots', 'create', '--bot-token', token, '--owner', '9', '--json');
    assert.equal(JSON.parse(stdout).bot_id, 5151);
    assert.ok(!stdout.includes('AAH_'));
  });

  test('bots create refuses a duplicate bot and bad input with a message and a non-zero exit', async () => {
    await assert.rejects(tollgate('bots', 'create', '--bot-id', '4242', '--owner', '77', '--json'), (err: { code: number; stderr: string }) => {
      assert.equal(err.code, 1);
      assert.match(err.stderr, /already exists/);
      return true;
    });
    await assert.rejects(tollgate('bots', 'create', '--bot-id', '0123', '--owner', '77'), (err: { code: number; stderr: string }) => {
      assert.equal(err.code, 2);
      assert.match(err.stderr, /--bot-id must be a positive integer/);
      return true;
    });
    await assert.rejects(tollgate('bots', 'create', '--bot-id', '99', '--owner', '77', '--currency', 'usd'), (err: { code: number; stderr: string }) => {
      assert.equal(err.code, 1);
      assert.match(err.stderr, /default_currency/);
      return true;
    });
  });

  test('a command waits for the write lock a running service holds longer than a request would (5 s)', async () => {
    // Another process's write transaction (a service working off a backlog) holds the lock until
    // the command has waited longer than a request would: from the moment the command asks for the
    // lock (its preload says so) until a connection opened as the service opens one, asking after
    // it, has given up on the lock.
    const holder = openStorage(env.DATABASE_URL!, {});
    try {
      await sql`begin immediate`.execute(holder.db);
      const created = run(process.execPath, ['--import', LOCK_WAIT_PRELOAD, CLI, 'bots', 'create', '--bot-id', '4343', '--owner', '77', '--json'], {
        env,
        timeout: 60_000,
      });
      let stderr = '';
      created.child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk));
      await until(
        () => stderr,
        (text) => text.includes('lock-wait: begin immediate'),
        'the command asking for the write lock',
      );
      const request = openStorage(env.DATABASE_URL!, {});
      try {
        await assert.rejects(sql`begin immediate`.execute(request.db), /database is locked/);
      } finally {
        await request.close();
      }
      await sql`commit`.execute(holder.db);
      const { stdout } = await created;
      // With a request's 5 s it would have failed with "database is locked".
      assert.equal(JSON.parse(stdout).bot_id, 4343);
    } finally {
      await holder.close();
    }
  });

  test('keys create, list and revoke', async () => {
    const created = JSON.parse((await tollgate('keys', 'create', '--bot-id', '4242', '--json')).stdout);
    assert.equal(created.key_id, 2);
    assert.match(created.api_key, /^[A-Za-z0-9_-]{43}$/);
    const listed = JSON.parse((await tollgate('keys', 'list', '--bot-id', '4242', '--json')).stdout);
    assert.deepEqual(
      listed.map((k: { key_id: number }) => k.key_id),
      [2, 1],
    );
    assert.ok(listed.every((k: Record<string, unknown>) => !('api_key' in k) && !('key_hash' in k)));
    const revoked = JSON.parse((await tollgate('keys', 'revoke', '--bot-id', '4242', '--key-id', '1', '--json')).stdout);
    assert.deepEqual(revoked, { key_id: 1, revoked: true });
    await assert.rejects(tollgate('keys', 'revoke', '--bot-id', '4242', '--key-id', '2'), (err: { stderr: string }) =>
      /last active level-8 key/.test(err.stderr),
    );
  });

  test('demo --json creates a bot with two years of orders in three currencies', async () => {
    const { stdout } = await tollgate('demo', '--json');
    const lines = stdout.split('\n').filter(Boolean);
    assert.equal(lines.length, 1);
    const demo = JSON.parse(lines[0]!);
    assert.match(demo.api_key, /^[A-Za-z0-9_-]{43}$/);
    assert.ok(demo.orders > 1000, `orders ${demo.orders}`);
    assert.ok(demo.refunds > 0);
    assert.equal(demo.examples.length, 4);
    assert.equal(demo.dashboard, 'http://127.0.0.1:8080/');
    for (const example of demo.examples) assert.match(example, new RegExp(`^curl .*/v1/bot${demo.bot_id}/`));

    const app = await buildApp(loadConfig(env));
    try {
      const base = `/v1/bot${demo.bot_id}/${demo.api_key}`;
      const months = expectOk(await call({ app }, 'GET', `${base}/orders/count?interval_unit=month&interval_count=25`), 200, 'GET', '/orders/count');
      assert.deepEqual([...new Set(months.map((e: { currency: string }) => e.currency))], ['EUR', 'JPY', 'USD']);
      assert.equal(months.length, 75);
      const sales = months.reduce((n: number, e: { sales: number }) => n + e.sales, 0);
      assert.equal(sales, demo.orders - demo.refunds);
      for (const path of ['/chats', '/projects', '/plans', '/admins']) {
        assert.ok(expectOk(await call({ app }, 'GET', `${base}${path}`), 200, 'GET', path).length > 0);
      }
    } finally {
      await app.close();
    }
  });

  test('tokens reseal re-encrypts stored secrets (bot tokens, webhook secrets) with the new first key', async () => {
    const oldKey = Buffer.alloc(32, 5).toString('base64');
    const newKey = Buffer.alloc(32, 6).toString('base64');
    const db = `sqlite:${join(dir, 'rotate.db')}`;
    const withKey = (key: string, ...args: string[]) =>
      run(process.execPath, [CLI, ...args], { env: { ...env, DATABASE_URL: db, TOLLGATE_ENCRYPTION_KEY: key }, timeout: 60_000 });
    await withKey(oldKey, 'bots', 'create', '--bot-token', '6161:AAH_abcdefghijklmnopqrstuvwxyz012345', '--owner', '9', '--json');
    // A webhook endpoint whose secret was rotated: two sealed secrets.
    const withServices = async <T>(key: string, work: (s: ReturnType<typeof createServices>) => Promise<T>): Promise<T> => {
      const storage = openStorage(db);
      try {
        return await work(createServices({ db: storage.db, now: Date.now, secretBox: createSecretBox(key) }));
      } finally {
        await storage.close();
      }
    };
    const secrets = await withServices(oldKey, async (s) => {
      const bot = await s.settings.contextOf(6161);
      const created = await s.webhooks.createWebhook(bot, { url: 'https://93.184.215.14/hooks', events: ['*'] });
      return [(await s.webhooks.rotateSecret(bot, created.webhook_id)).secret, created.secret];
    });
    const first = JSON.parse((await withKey(`${newKey},${oldKey}`, 'tokens', 'reseal', '--json')).stdout);
    assert.deepEqual(first, { resealed: 3, current: 0 });
    const again = JSON.parse((await withKey(newKey, 'tokens', 'reseal', '--json')).stdout);
    assert.deepEqual(again, { resealed: 0, current: 3 });
    // The new key alone opens them: deliveries are signed with both.
    const signing = await withServices(newKey, async (s) => {
      await s.webhooks.sendTest(await s.settings.contextOf(6161), 1);
      return (await s.webhookDeliveries.claimDue(1, Date.now() + 15_000, { perEndpoint: 8, busy: new Map() }))[0]!.secrets;
    });
    assert.deepEqual(signing, secrets);
  });

  test('an unknown command prints the usage and exits 2', async () => {
    await assert.rejects(tollgate('frobnicate'), (err: { code: number; stderr: string }) => err.code === 2 && /Usage:/.test(err.stderr));
  });
});
