// The typed client (src/client) against a real service process: every call goes through it.
// On SQLite (a file) or, with TEST_DATABASE_URL, a fresh PostgreSQL database.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { Tollgate, TollgateError, type Chat, type Page, type PageOptions } from '../src/client/index.js';
import { createSecretBox } from '../src/crypto/secret-box.js';
import { openStorage } from '../src/db/connect.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createServices } from '../src/services.js';
import { freshDatabase, TEST_ENCRYPTION_KEY } from './helper.js';
import { serverEnv, startServer, type Server } from './servers.js';

const BOT = 8811;
const OWNER = '1';
const CHAT = -1001234567890;

/** Noon UTC yesterday: inside a 7-day window whatever the time of the run (the bot's zone is UTC). */
const YESTERDAY_NOON = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 - 12 * 3_600_000);
const YESTERDAY = YESTERDAY_NOON.toISOString().slice(0, 10);

/** Runs `fn`, expects a TollgateError of `status`/`type` that nowhere shows `secret`, returns it. */
async function rejects(fn: () => Promise<unknown>, status: number, type: string, secret: string): Promise<TollgateError> {
  try {
    await fn();
  } catch (error) {
    assert.ok(error instanceof TollgateError, `not a TollgateError: ${String(error)}`);
    assert.equal(error.status, status, error.message);
    assert.equal(error.type, type);
    assert.equal(error.name, 'TollgateError');
    assert.equal(error.description, error.message);
    assert.ok(error.message.length > 0);
    for (const view of [String(error), JSON.stringify(error), error.stack ?? '', inspect(error, { depth: 5 })]) {
      assert.ok(!view.includes(secret), `the api key leaks: ${view}`);
    }
    return error;
  }
  assert.fail(`expected a ${status} ${type}`);
}

describe('the typed client against a real server', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let server: Server;
  let apiKey = '';
  let client: Tollgate;
  const sent: { url: string; headers: Headers }[] = [];
  const ids = { project: 0, plan: 0, yenPlan: 0, order: 0 };

  before(async () => {
    database = await freshDatabase(true);
    const storage = openStorage(database.url);
    await migrateToLatest(storage.db);
    const services = createServices({ db: storage.db, now: Date.now, secretBox: createSecretBox(TEST_ENCRYPTION_KEY) });
    apiKey = (await services.botCreation.createBot({ bot_id: BOT, owner_id: OWNER })).api_key;
    await storage.close();
    server = await startServer(serverEnv(database.url));
    const recording: typeof fetch = (input, init) => {
      sent.push({ url: String(input), headers: new Headers(init?.headers) });
      return fetch(input, init);
    };
    client = new Tollgate({ baseUrl: `${server.url}/`, botId: BOT, apiKey, fetch: recording });
  });

  after(async () => {
    await server?.stop();
    await database?.drop();
  });

  test('chats: add, get, rename, remove; a duplicate is a 409, a private chat a 422 listing every field', async () => {
    const chat = await client.addChat({ chat_id: CHAT, chat_name: 'VIP Signals', chat_type: 'supergroup' });
    assert.deepEqual([chat.chat_id, chat.chat_name, chat.chat_type], [CHAT, 'VIP Signals', 'supergroup']);
    assert.equal((await client.getChat(CHAT)).chat_name, 'VIP Signals');
    assert.equal((await client.renameChat(CHAT, 'VIP Signals 2')).chat_name, 'VIP Signals 2');

    await client.addChat({ chat_id: -100999, chat_name: 'Short-lived', chat_type: 'channel' });
    assert.equal((await client.removeChat(-100999)).chat_id, -100999);
    const missing = await rejects(() => client.getChat(-100999), 404, 'not_found', apiKey);
    assert.equal(typeof missing.requestId, 'string');

    const duplicate = await rejects(() => client.addChat({ chat_id: CHAT, chat_name: 'Again', chat_type: 'group' }), 409, 'conflict', apiKey);
    assert.deepEqual(duplicate.fields, []);

    // The types forbid 'private' and an empty name is caught only by the server: cast to send them.
    const invalid = await rejects(() => client.addChat({ chat_id: 5, chat_name: '', chat_type: 'private' as 'group' }), 422, 'validation_failed', apiKey);
    assert.deepEqual(invalid.fields.map((f) => f.field).sort(), ['chat_name', 'chat_type']);
    assert.match(invalid.fields.find((f) => f.field === 'chat_type')!.message, /private/);
  });

  test('path segments are percent-encoded: a slash in an admin id stays inside its segment', async () => {
    const error = await rejects(() => client.getAdmin('a/b'), 422, 'validation_failed', apiKey);
    assert.deepEqual(
      error.fields.map((f) => f.field),
      ['admin_id'],
    );
    assert.ok(sent.at(-1)!.url.endsWith('/admins/a%2Fb'));
  });

  test('projects and plans: create, get, list, update, archive', async () => {
    const project = await client.createProject({ project_name: 'Premium bundle', chat_ids: [CHAT] });
    ids.project = project.project_id;
    assert.deepEqual(project.chat_ids, [CHAT]);
    assert.equal((await client.getProject(project.project_id)).project_name, 'Premium bundle');
    assert.deepEqual(
      (await client.listProjects()).items.map((p) => p.project_id),
      [project.project_id],
    );

    const plan = await client.createPlan({
      plan_name: 'Monthly VIP',
      plan_duration: '1 month',
      plan_price: '9.99',
      plan_currency: 'USD',
      plan_trial: 'P7D',
      plan_project_id: project.project_id,
      options: { recurring: true },
    });
    ids.plan = plan.plan_id;
    assert.equal(plan.plan_duration, 'P1M');
    assert.equal(plan.plan_project_id, project.project_id);
    assert.deepEqual(plan.options, { recurring: true, newcomers: 0, singleuse: 0, token_only: false, credit_only: false, invitee_only: 0 });

    const updated = await client.updatePlan(plan.plan_id, { plan_name: 'Monthly VIP+', plan_trial: null });
    assert.deepEqual([updated.plan_name, updated.plan_trial, updated.plan_price], ['Monthly VIP+', null, '9.99']);
    assert.equal((await client.getPlan(plan.plan_id)).plan_name, 'Monthly VIP+');

    ids.yenPlan = (await client.createPlan({ plan_name: 'Yen', plan_duration: 'P30D', plan_price: '500', plan_currency: 'JPY' })).plan_id;
    const old = await client.createPlan({ plan_name: 'Old', plan_duration: 'lifetime', plan_price: '0', plan_currency: 'USD' });
    assert.equal((await client.archivePlan(old.plan_id)).archived, true);
    assert.equal((await client.listPlans()).items.length, 3);

    const archived = await rejects(() => client.recordOrder({ plan_id: old.plan_id, member_id: '77' }), 422, 'validation_failed', apiKey);
    assert.deepEqual(
      archived.fields.map((f) => f.field),
      ['plan_id'],
    );
    await rejects(() => client.getPlan(999), 404, 'not_found', apiKey);
  });

  test('admins: add, update with a bot token, get, list, remove; the owner is 403', async () => {
    const added = await client.addAdmin({ admin_id: '2002', admin_level: 3 });
    assert.deepEqual([added.admin_id, added.admin_level, added.is_owner], ['2002', 3, false]);
    await rejects(() => client.addAdmin({ admin_id: '2002', admin_level: 4 }), 409, 'conflict', apiKey);

    const token = `${BOT}:AAH-secret_token_value_0123456789`;
    const updated = await client.updateAdmin('2002', { admin_level: 5, bot_token: token });
    assert.equal(updated.admin_level, 5);
    assert.equal(updated.bot_token_set, true);
    assert.ok(!JSON.stringify(updated).includes(token));
    assert.equal((await client.getAdmin('2002')).admin_level, 5);
    assert.deepEqual((await client.listAdmins()).items.map((a) => a.admin_id).sort(), [OWNER, '2002']);

    const tooHigh = await rejects(() => client.updateAdmin('2002', { admin_level: 9 }), 422, 'validation_failed', apiKey);
    assert.deepEqual(
      tooHigh.fields.map((f) => f.field),
      ['admin_level'],
    );
    await rejects(() => client.updateAdmin(OWNER, { admin_level: 7 }), 403, 'forbidden', apiKey);
    await rejects(() => client.removeAdmin(OWNER), 403, 'forbidden', apiKey);
    assert.equal((await client.removeAdmin('2002')).admin_id, '2002');
    await rejects(() => client.getAdmin('2002'), 404, 'not_found', apiKey);
  });

  test('orders: record (idempotency key and external_id replays), get, list, refund', async () => {
    const paid_at = YESTERDAY_NOON.toISOString();
    const plain = await client.recordOrder({ plan_id: ids.plan, member_id: 'm1', paid_at });
    assert.equal(plain.created, true);
    assert.deepEqual([plain.order.amount, plain.order.currency, plain.order.status], ['9.99', 'USD', 'paid']);

    const body = { plan_id: ids.plan, member_id: 'm2', paid_at };
    const first = await client.recordOrder(body, { idempotencyKey: 'order-m2' });
    assert.equal(sent.at(-1)!.headers.get('idempotency-key'), 'order-m2');
    const retry = await client.recordOrder(body, { idempotencyKey: 'order-m2' });
    // The replay is the first answer (201) itself: same order, nothing recorded twice (see the counts below).
    assert.deepEqual(retry, first);
    await rejects(() => client.recordOrder({ ...body, member_id: 'm3' }, { idempotencyKey: 'order-m2' }), 409, 'conflict', apiKey);

    const paid = await client.recordOrder({ plan_id: ids.plan, member_id: 'm4', paid_at, external_id: 'pay-1' });
    assert.equal(paid.created, true);
    const again = await client.recordOrder({ plan_id: ids.plan, member_id: 'm4', paid_at, external_id: 'pay-1' });
    assert.deepEqual(again, { order: paid.order, created: false });

    const yen = await client.recordOrder({ plan_id: ids.yenPlan, member_id: 'm5', paid_at });
    assert.equal(yen.order.amount, '500');

    const refundMe = await client.recordOrder({ plan_id: ids.plan, member_id: 'm6', amount: '5.50', paid_at });
    const refunded = await client.refundOrder(refundMe.order.order_id, { idempotencyKey: 'refund-m6' });
    assert.equal(refunded.status, 'refunded');
    assert.equal((await client.getOrder(refundMe.order.order_id)).status, 'refunded');
    await rejects(() => client.refundOrder(refundMe.order.order_id), 409, 'conflict', apiKey);
    await rejects(() => client.getOrder(99_999), 404, 'not_found', apiKey);
    ids.order = plain.order.order_id;

    const listed = await client.listOrders({ from: paid_at, limit: 2 });
    assert.equal(listed.items.length, 2);
    assert.equal(typeof listed.next_cursor, 'string');
    const all = [];
    for await (const order of client.paginate(client.listOrders, { from: paid_at, limit: 2 })) all.push(order.order_id);
    assert.equal(all.length, 5);
    assert.equal((await client.listOrders({ to: paid_at })).items.length, 0);
  });

  test('order counts: exact revenue and sales, with and without currency, in another locale', async () => {
    const usd = await client.orderCount({ interval_unit: 'day', interval_count: 7, currency: 'USD' });
    assert.equal(new URL(sent.at(-1)!.url).searchParams.get('interval_count'), '7');
    assert.equal(usd.length, 7);
    const yesterday = usd.find((e) => e.period === YESTERDAY);
    assert.deepEqual(yesterday, { period: YESTERDAY, revenue: '29.97', currency: 'USD', formatted: '$29.97', sales: 3 });
    assert.equal(
      usd.filter((e) => e.period !== YESTERDAY).every((e) => e.revenue === '0.00' && e.sales === 0),
      true,
    );

    const every = await client.orderCount({ interval_count: 7 });
    assert.equal(every.length, 14);
    assert.deepEqual(
      every.filter((e) => e.period === YESTERDAY),
      [
        { period: YESTERDAY, revenue: '500', currency: 'JPY', formatted: '¥500', sales: 1 },
        { period: YESTERDAY, revenue: '29.97', currency: 'USD', formatted: '$29.97', sales: 3 },
      ],
    );
    // Defaults: today only, and nothing sold today gives one zero entry in the bot's default currency.
    const today = await client.orderCount();
    assert.deepEqual(
      today.map((e) => [e.revenue, e.currency, e.sales]),
      [['0.00', 'USD', 0]],
    );

    const german = new Tollgate({ baseUrl: server.url, botId: String(BOT), apiKey, acceptLanguage: 'de-DE' });
    const [entry] = await german.orderCount({ interval_unit: 'month', interval_count: 1, currency: 'EUR' });
    assert.equal(entry!.formatted, new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(0));
    await rejects(() => client.orderCount({ interval_count: 1001 }), 422, 'validation_failed', apiKey);
  });

  test('paginate follows next_cursor: 25 chats arrive over 2 pages', async () => {
    for (let i = 1; i <= 24; i += 1) await client.addChat({ chat_id: -2000 - i, chat_name: `Chat ${i}`, chat_type: 'group' });
    let pages = 0;
    const counted = (options: PageOptions): Promise<Page<Chat>> => {
      pages += 1;
      return client.listChats(options);
    };
    const chats: Chat[] = [];
    for await (const chat of client.paginate(counted)) chats.push(chat);
    assert.equal(pages, 2);
    assert.equal(chats.length, 25);
    assert.equal(new Set(chats.map((c) => c.chat_id)).size, 25);
    const first = await client.listChats({ limit: 20 });
    assert.equal(first.items.length, 20);
    const second = await client.listChats({ cursor: first.next_cursor });
    assert.deepEqual([second.items.length, second.next_cursor], [5, undefined]);
    await rejects(() => client.listChats({ cursor: 'not-a-cursor' }), 422, 'validation_failed', apiKey);
  });

  test('settings: read and update', async () => {
    const before = await client.getSettings();
    assert.deepEqual([before.bot_id, before.owner_id, before.timezone, before.bot_token_set], [BOT, OWNER, 'UTC', true]);
    const after = await client.updateSettings({ bot_name: 'Client Bot', default_currency: 'EUR' });
    assert.deepEqual([after.bot_name, after.default_currency, after.timezone], ['Client Bot', 'EUR', 'UTC']);
    assert.equal((await client.getSettings()).bot_name, 'Client Bot');
    await rejects(() => client.updateSettings({ timezone: 'Mars/Olympus' }), 422, 'validation_failed', apiKey);
  });

  test('keys: create, list, revoke; a revoked key is a 401 that never shows the key', async () => {
    const created = await client.createKey({ idempotencyKey: 'key-1' });
    assert.equal(typeof created.api_key, 'string');
    const second = new Tollgate({ baseUrl: server.url, botId: BOT, apiKey: created.api_key });
    assert.equal((await second.getSettings()).bot_id, BOT);
    const keys = await client.listKeys();
    assert.equal(keys.items.length, 2);
    assert.ok(keys.items.some((k) => k.key_id === created.key_id));
    assert.ok(!JSON.stringify(keys).includes(created.api_key));
    assert.deepEqual(await client.revokeKey(created.key_id), { key_id: created.key_id, revoked: true });
    await rejects(() => second.getSettings(), 401, 'unauthorized', created.api_key);
    await rejects(() => client.revokeKey(created.key_id), 404, 'not_found', apiKey);
    assert.equal((await client.listKeys()).items.length, 1);
  });

  test('failures without an envelope are TollgateErrors too, and never show the key', async () => {
    const closedPort = new Tollgate({ baseUrl: 'http://127.0.0.1:9', botId: BOT, apiKey });
    await rejects(() => closedPort.getSettings(), 0, 'network_error', apiKey);
    const badUrl = new Tollgate({ baseUrl: 'not a url', botId: BOT, apiKey });
    const parse = await rejects(() => badUrl.getSettings(), 0, 'network_error', apiKey);
    assert.ok(!parse.message.includes('/v1/'), parse.message);
    const html: typeof fetch = async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    await rejects(() => new Tollgate({ baseUrl: server.url, botId: BOT, apiKey, fetch: html }).getSettings(), 502, 'invalid_response', apiKey);
    assert.throws(() => new Tollgate({ baseUrl: server.url, botId: '0x1', apiKey }), TypeError);
  });
});
