// Moving a bot between databases (SPEC §16): `tollgate bots export` on one, `tollgate bots import`
// on another, and every read answers exactly as before. With TEST_DATABASE_URL the bot goes
// SQLite → PostgreSQL → SQLite; without it, between SQLite files. Also GET /backup: one snapshot,
// no secret, level 6.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { LATEST_MIGRATION } from '../../src/db/migrations/index.js';
import { call, expectError, expectOk, freshDatabase, TEST_ENCRYPTION_KEY } from '../support/helper.js';
import { CLI } from '../support/servers.js';

const run = promisify(execFile);
const BOT = 4711;
const SECRETS = {
  stripe_secret_key: 'sk_test_51Hsecretsecretsecret',
  stripe_webhook_secret: 'whsec_signingsecretsigningsecret',
};

describe('moving a bot between databases, and GET /backup', () => {
  let dir: string;
  const databases: { url: string; drop: () => Promise<void> }[] = [];
  const now = Date.now();
  const apps: FastifyInstance[] = [];
  const open = async (url: string) => {
    const app = await buildApp(loadConfig({}, { databaseUrl: url, logLevel: 'silent', encryptionKey: TEST_ENCRYPTION_KEY, telegramMode: 'off' }), {
      now: () => now,
    });
    apps.push(app);
    return app;
  };
  const tollgate = (url: string, ...args: string[]) =>
    run(process.execPath, [CLI, ...args], {
      env: { ...process.env, DATABASE_URL: url, TOLLGATE_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, LOG_LEVEL: 'silent' },
      timeout: 60_000,
    });
  const sqliteUrl = (name: string) => `sqlite:${join(dir, name)}`;

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'tollgate-move-'));
  });
  after(async () => {
    for (const app of apps) await app.close();
    for (const d of databases) await d.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Every read an owner makes, as the API answers it. */
  async function reads(app: FastifyInstance, base: string) {
    const get = async (path: string) => expectOk(await call({ app }, 'GET', `${base}${path}`), 200, 'GET', path.split('?')[0]!);
    const all = async (path: string) => {
      const items: unknown[] = [];
      for (let cursor = ''; ; ) {
        const res = await call({ app }, 'GET', `${base}${path}?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        assert.equal(res.status, 200, JSON.stringify(res.body));
        items.push(...(res.body as { result: unknown[] }).result);
        const next = (res.body as { next_cursor?: string | null }).next_cursor;
        if (!next) return items;
        cursor = encodeURIComponent(next);
      }
    };
    const settings = await get('/settings');
    return {
      settings: { ...settings, bot_status: undefined },
      counts: [
        await get('/orders/count?interval_unit=day&interval_count=30'),
        await get('/orders/count?interval_unit=month&interval_count=14'),
        await get('/orders/count?interval_unit=year&interval_count=3'),
      ],
      orders: await all('/orders'),
      members: await all('/members'),
      member: await get('/members/501'),
      subscriptions: await all('/subscriptions'),
      plans: await all('/plans'),
      chats: await all('/chats'),
      projects: await all('/projects'),
      admins: await all('/admins'),
      codes: await all('/codes'),
      webhooks: await all('/webhooks'),
      coupons: await all('/coupons'),
      coupon: await get('/coupons/SPRING'),
      forms: await all('/forms'),
      responses: await all('/forms/1/responses'),
      commands: await get('/commands'),
      texts: await get('/texts?locale=es'),
      flood: await get('/flood'),
      revenue: await get('/analytics/revenue?interval_unit=month&interval_count=14'),
      summary: await get('/analytics/summary'),
      cohorts: await get('/analytics/cohorts?cohort_count=14'),
      events: await get('/events?limit=100'),
    };
  }

  test('a bot moved away and back answers every read exactly as before; keys and secrets stay behind', async () => {
    const first = sqliteUrl('first.db');
    const created = JSON.parse(
      (await tollgate(first, 'bots', 'create', '--bot-id', String(BOT), '--owner', '1', '--currency', 'EUR', '--timezone', 'Asia/Kolkata', '--json')).stdout,
    );
    const app = await open(first);
    const base = `/v1/bot${BOT}/${created.api_key}`;
    const post = async (path: string, body: unknown, status = 201) => expectOk(await call({ app }, 'POST', `${base}${path}`, body), status, 'POST', path);
    const chat = await post('/chats', { chat_id: -1001234567890, chat_name: 'Signals "VIP" ✨', chat_type: 'supergroup' });
    const project = await post('/projects', { project_name: 'All access', chat_ids: [chat.chat_id] });
    const stars = await post('/plans', {
      plan_name: 'Monthly ⭐',
      plan_duration: 'P1M',
      plan_price: '250',
      plan_currency: 'XTR',
      plan_project_id: project.project_id,
    });
    const euro = await post('/plans', {
      plan_name: 'Year',
      plan_duration: 'P1Y',
      plan_price: '99.90',
      plan_currency: 'EUR',
      plan_project_id: project.project_id,
      plan_description: 'Every signal, all year.',
      translations: { es: { plan_name: 'Año', plan_description: 'Todas las señales, todo el año.' } },
    });
    const day = 86_400_000;
    for (let i = 0; i < 9; i += 1) {
      const plan = i % 2 ? stars : euro;
      await post('/orders', {
        plan_id: plan.plan_id,
        member_id: String(500 + (i % 4)),
        amount: plan.plan_price,
        currency: plan.plan_currency,
        paid_at: new Date(now - i * 37 * day).toISOString(),
        external_id: `ext-${i}`,
      });
    }
    const orders = expectOk(await call({ app }, 'GET', `${base}/orders?limit=1`), 200, 'GET', '/orders');
    expectOk(await call({ app }, 'POST', `${base}/orders/${orders[0].order_id}/refund`), 200, 'POST', `/orders/${orders[0].order_id}/refund`);
    await post('/subscriptions', { member_id: '777', plan_id: stars.plan_id });
    await post('/codes', { plan_id: stars.plan_id, count: 2 });
    await post('/admins', { admin_id: '2002', admin_level: 3 });
    // The selling and community tools: a coupon used by an order, a form answered, a command, flood control.
    await post('/coupons', { code: 'SPRING', percent_off: 20 });
    await post('/orders', { plan_id: euro.plan_id, member_id: '503', coupon_code: 'SPRING', external_id: 'ext-coupon' });
    const form = await post('/forms', { form_name: 'Intake', plan_ids: [stars.plan_id], questions: [{ key: 'goal', prompt: 'Your goal?', kind: 'text' }] });
    const asked = (await app.services.forms.formToAnswer(BOT, '501', stars.plan_id))!;
    await app.services.forms.start(BOT, '501', asked, stars.plan_id);
    const member = { ...(await app.services.settings.contextOf(BOT)), actor: { type: 'member' as const, member_id: '501' } };
    await app.services.forms.answer(member, '501', { formId: form.form_id, index: 0 }, 'Learn "fast", well');
    expectOk(
      await call({ app }, 'PUT', `${base}/commands/faq`, { text: 'Read the rules', translations: { es: 'Lee las reglas' } }),
      201,
      'PUT',
      '/commands/faq',
    );
    // The owner's words (SPEC §18): a text of the bot's in Spanish.
    expectOk(await call({ app }, 'PUT', `${base}/texts/es/welcome`, { text: '¡Hola! Elige tu plan:' }), 200, 'PUT', '/texts/es/welcome');
    expectOk(await call({ app }, 'PUT', `${base}/flood`, { messages: 5, seconds: 10, action: 'mute' }), 200, 'PUT', '/flood');
    const webhook = await post('/webhooks', { url: 'https://93.184.215.14/hooks/tollgate', events: ['*'] });
    expectOk(await call({ app }, 'PATCH', `${base}/settings`, { ...SECRETS, sales_paused: true }), 200, 'PATCH', '/settings');
    const before = await reads(app, base);
    assert.equal(before.orders.length, 10);
    assert.deepEqual([before.coupon.redeemed, before.forms.length, before.responses.length, before.commands.length], [1, 1, 1, 1]);
    assert.deepEqual(
      before.texts
        .filter((t: { override: string | null }) => t.override !== null)
        .map((t: { message_id: string; override: string }) => [t.message_id, t.override]),
      [['welcome', '¡Hola! Elige tu plan:']],
    );
    assert.equal((before.plans as { plan_description: string | null }[]).filter((p) => p.plan_description !== null).length, 1);

    // GET /backup: level 6, every line a JSON object, no secret anywhere.
    const weak = expectOk(await call({ app }, 'POST', `${base}/keys`, { admin_level: 5 }), 201, 'POST', '/keys');
    expectError(await call({ app }, 'GET', `/v1/bot${BOT}/${weak.api_key}/backup`), 403, 'forbidden', 'GET', '/backup');
    const res = await app.inject({ method: 'GET', url: `${base}/backup` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/x-ndjson; charset=utf-8');
    assert.match(String(res.headers['content-disposition']), new RegExp(`^attachment; filename="tollgate-bot${BOT}-\\d{4}-\\d{2}-\\d{2}\\.ndjson"$`));
    const lines = res.body
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.deepEqual(Object.keys(lines[0]), ['kind', 'format', 'schema', 'bot_id', 'taken_at']);
    assert.deepEqual([lines[0].kind, lines[0].format, lines[0].schema, lines[0].bot_id], ['tollgate.backup', 1, LATEST_MIGRATION, BOT]);
    assert.deepEqual(lines.at(-1), { kind: 'end', rows: lines.length - 2 });
    const kinds = new Set(lines.slice(1, -1).map((l) => l.kind));
    for (const kind of ['bot', 'admin', 'chat', 'project', 'plan', 'member', 'subscription', 'order', 'code', 'webhook', 'event', 'text_override'])
      assert.ok(kinds.has(kind), kind);
    assert.equal(lines.filter((l) => l.kind === 'order').length, 10);
    for (const secret of [...Object.values(SECRETS), webhook.secret, created.api_key, weak.api_key]) assert.equal(res.body.includes(secret), false);
    assert.equal(/_enc"|key_hash|token_hash/.test(res.body), false);

    // Away (PostgreSQL when the suite runs there) and back to SQLite.
    const awayDb = process.env.TEST_DATABASE_URL ? await freshDatabase() : { url: sqliteUrl('away.db'), drop: async () => {} };
    databases.push(awayDb);
    const file = join(dir, 'bot.ndjson');
    const exported = JSON.parse((await tollgate(first, 'bots', 'export', '--bot-id', String(BOT), '--file', file, '--json')).stdout);
    assert.deepEqual(exported, { bot_id: BOT, file, lines: lines.length });
    const moved = JSON.parse((await tollgate(awayDb.url, 'bots', 'import', '--file', file, '--json')).stdout);
    assert.deepEqual(Object.keys(moved), ['bot_id', 'rows', 'webhook_secrets', 'api_key']);
    assert.deepEqual([moved.bot_id, moved.rows, moved.webhook_secrets.length], [BOT, lines.length - 2, 1]);
    assert.notEqual(moved.webhook_secrets[0].secret, webhook.secret);
    const away = await open(awayDb.url);
    const awayBase = `/v1/bot${BOT}/${moved.api_key}`;
    const there = await reads(away, awayBase);
    // Keys are not carried: the new key is the only one; the old one does not open the bot there.
    expectError(await call({ app: away }, 'GET', `${base}/settings`), 401, 'unauthorized', 'GET', '/settings');
    const { settings: movedSettings, ...rest } = there;
    const { settings: beforeSettings, ...expected } = before;
    assert.deepEqual(rest, expected);
    assert.deepEqual(movedSettings, { ...beforeSettings, stripe_secret_key_set: false, stripe_webhook_secret_set: false });

    const back = join(dir, 'back.ndjson');
    await tollgate(awayDb.url, 'bots', 'export', '--bot-id', String(BOT), '--file', back, '--json');
    const home = sqliteUrl('home.db');
    const returned = JSON.parse((await tollgate(home, 'bots', 'import', '--file', back, '--json')).stdout);
    const homeApp = await open(home);
    const again = await reads(homeApp, `/v1/bot${BOT}/${returned.api_key}`);
    assert.deepEqual({ ...again, settings: undefined }, { ...expected, settings: undefined });
  });

  test('an import refuses a file of another schema, a bot that exists, and a cut or foreign file, writing nothing', async () => {
    const source = sqliteUrl('refuse-src.db');
    await tollgate(source, 'bots', 'create', '--bot-id', '4800', '--owner', '1', '--json');
    const file = join(dir, 'refuse.ndjson');
    await tollgate(source, 'bots', 'export', '--bot-id', '4800', '--file', file);
    const text = readFileSync(file, 'utf8');
    const target = sqliteUrl('refuse-dst.db');
    const refused = async (content: string, message: RegExp) => {
      const path = join(dir, `bad-${Math.random().toString(36).slice(2)}.ndjson`);
      writeFileSync(path, content);
      await assert.rejects(tollgate(target, 'bots', 'import', '--file', path), (err: { code: number; stderr: string }) => {
        assert.equal(err.code, 1);
        assert.match(err.stderr, message);
        return true;
      });
    };
    await refused(
      text.replace(`"schema":"${LATEST_MIGRATION}"`, '"schema":"009_hot_read_indexes"'),
      /line 1 names schema 009_hot_read_indexes; this version of Tollgate reads/,
    );
    await refused(text.split('\n').slice(0, -2).join('\n'), /ends without its end line/);
    await refused(text.replace('"kind":"admin","data":{"bot_id":4800', '"kind":"admin","data":{"bot_id":4801'), /belongs to bot 4801, not 4800/);
    await refused('hello\n', /line 1 is not a JSON object/);
    await refused(text.replace('"kind":"admin","data":{', '"kind":"admin","data":{"extra":1,'), /has the columns/);
    await assert.rejects(tollgate(source, 'bots', 'import', '--file', file), /Bot 4800 already exists in this database; nothing was imported/);
    // Nothing was written by any refusal: the bot imports whole afterwards.
    const done = JSON.parse((await tollgate(target, 'bots', 'import', '--file', file, '--json')).stdout);
    assert.equal(done.bot_id, 4800);
    assert.equal(existsSync(`${file}.partial`), false);
  });
});
