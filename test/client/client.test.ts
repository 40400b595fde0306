// The typed client (src/client) against a real service process: every call goes through it.
// On SQLite (a file) or, with TEST_DATABASE_URL, a fresh PostgreSQL database.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Tollgate,
  TollgateError,
  verifyWebhook,
  WebhookVerificationError,
  type Chat,
  type Code,
  type Event,
  type Member,
  type Page,
  type PageOptions,
  type Subscription,
} from '../../src/client/index.js';
import { createSecretBox } from '../../src/crypto/secret-box.js';
import { openStorage } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createServices } from '../../src/services.js';
import { freshDatabase, TEST_ENCRYPTION_KEY } from '../support/helper.js';
import { serverEnv, startServer, type Server } from '../support/servers.js';
import { until } from '../support/until.js';

const BOT = 8811;
const OWNER = '1';
const CHAT = -1001234567890;

/** Noon UTC yesterday: inside a 7-day window whatever the time of the run (the bot's zone is UTC). */
const YESTERDAY_NOON = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 - 12 * 3_600_000);
const YESTERDAY = YESTERDAY_NOON.toISOString().slice(0, 10);

/** Bots of their own for members, grants, events, codes and webhooks: each test's lists are exactly what it made. */
const BOTS = { members: 8812, grants: 8813, events: 8814, codes: 8815, webhooks: 8816 } as const;
type Section = keyof typeof BOTS;
/** Noon UTC on the 10th of the month before last (a day every month has): a payment in the past.
 * A year from it is still ahead; a month from it is already behind. */
const THIS_MONTH = new Date();
const PAID_AT = new Date(Date.UTC(THIS_MONTH.getUTCFullYear(), THIS_MONTH.getUTCMonth() - 2, 10, 12)).toISOString();
const PAID_PLUS_MONTH = new Date(Date.UTC(THIS_MONTH.getUTCFullYear(), THIS_MONTH.getUTCMonth() - 1, 10, 12)).toISOString();
const PAID_PLUS_YEAR = new Date(Date.UTC(THIS_MONTH.getUTCFullYear() + 1, THIS_MONTH.getUTCMonth() - 2, 10, 12)).toISOString();
const DAY_MS = 86_400_000;
/** Access codes: 12 characters of 2-9 and A-Z without 0, O, 1, I, L. */
const CODE = /^[2-9A-HJKMNP-Z]{12}$/;

/** Asserts that `iso` is an ISO time the server read between `from` and `to` (Date.now() around the call) and returns it. */
function between(iso: string | null | undefined, from: number, to: number): string {
  assert.equal(typeof iso, 'string', `not a time: ${iso}`);
  assert.equal(new Date(iso!).toISOString(), iso, `not an ISO time in UTC with milliseconds: ${iso}`);
  const at = Date.parse(iso!);
  assert.ok(at >= from && at <= to, `${iso} is not between ${new Date(from).toISOString()} and ${new Date(to).toISOString()}`);
  return iso!;
}

/** The order lists of members and codes promise: created_at newest first, then the key descending. */
function newestFirst<T extends { created_at: string }>(items: T[], key: (item: T) => string): T[] {
  return [...items].sort((a, b) => b.created_at.localeCompare(a.created_at) || key(b).localeCompare(key(a)));
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

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
  const keys = {} as Record<Section, string>;
  const bots = {} as Record<Section, Tollgate>;

  before(async () => {
    database = await freshDatabase(true);
    const storage = openStorage(database.url);
    await migrateToLatest(storage.db);
    const services = createServices({ db: storage.db, now: Date.now, secretBox: createSecretBox(TEST_ENCRYPTION_KEY) });
    apiKey = (await services.botCreation.createBot({ bot_id: BOT, owner_id: OWNER })).api_key;
    for (const [section, bot_id] of Object.entries(BOTS) as [Section, number][]) {
      keys[section] = (await services.botCreation.createBot({ bot_id, owner_id: OWNER })).api_key;
    }
    await storage.close();
    // Webhooks go to a receiver on 127.0.0.1 over http://.
    server = await startServer(serverEnv(database.url, { TOLLGATE_WEBHOOK_ALLOW_PRIVATE: '1' }));
    const recording: typeof fetch = (input, init) => {
      sent.push({ url: String(input), headers: new Headers(init?.headers) });
      return fetch(input, init);
    };
    client = new Tollgate({ baseUrl: `${server.url}/`, botId: BOT, apiKey, fetch: recording });
    for (const section of Object.keys(BOTS) as Section[]) {
      bots[section] = new Tollgate({ baseUrl: server.url, botId: BOTS[section], apiKey: keys[section], fetch: recording });
    }
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

  test('recurring revenue analytics: movements, the summary and cohorts, typed', async () => {
    const months = await client.revenue({ interval_unit: 'month', interval_count: 2, currency: 'USD' });
    assert.equal(new URL(sent.at(-1)!.url).searchParams.get('interval_count'), '2');
    assert.deepEqual(
      months.map((m) => [m.currency, Object.keys(m).length]),
      [
        ['USD', 13],
        ['USD', 13],
      ],
    );
    const summary = await client.analyticsSummary();
    assert.deepEqual(Object.keys(summary), ['at', 'currencies', 'trials']);
    const cohorts = await client.cohorts({ cohort_count: 3 });
    assert.deepEqual(
      cohorts.map((c) => c.retained.length),
      [3, 2, 1],
    );
    await rejects(() => client.cohorts({ cohort_count: 37 }), 422, 'validation_failed', apiKey);
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
    const created = await client.createKey({ admin_level: 3, label: 'Spreadsheet' }, { idempotencyKey: 'key-1' });
    assert.equal(typeof created.api_key, 'string');
    assert.deepEqual([created.admin_level, created.label, created.kind], [3, 'Spreadsheet', 'key']);
    const second = new Tollgate({ baseUrl: server.url, botId: BOT, apiKey: created.api_key });
    assert.equal((await second.getSettings()).bot_id, BOT);
    // Level 3 reads but does not change settings (SPEC §14).
    await rejects(() => second.updateSettings({ bot_name: 'No' }), 403, 'forbidden', created.api_key);
    const keys = await client.listKeys();
    assert.equal(keys.items.length, 2);
    assert.ok(keys.items.some((k) => k.key_id === created.key_id));
    assert.ok(!JSON.stringify(keys).includes(created.api_key));
    assert.deepEqual(await client.revokeKey(created.key_id), { key_id: created.key_id, revoked: true });
    await rejects(() => second.getSettings(), 401, 'unauthorized', created.api_key);
    await rejects(() => client.revokeKey(created.key_id), 404, 'not_found', apiKey);
    assert.equal((await client.listKeys()).items.length, 1);
    // A key retiring itself: endSession ends the key the client uses.
    const spare = new Tollgate({ baseUrl: server.url, botId: BOT, apiKey: (await client.createKey()).api_key });
    assert.equal((await spare.endSession()).revoked, true);
    await rejects(() => spare.getSettings(), 401, 'unauthorized', apiKey);
  });

  test('members and subscriptions: recorded orders start them (active, already expired, revoked by a refund); get, list, filter, page', async () => {
    const [c, key] = [bots.members, keys.members];
    const yearly = await c.createPlan({ plan_name: 'Yearly', plan_duration: 'P1Y', plan_price: '99.00', plan_currency: 'USD', options: { recurring: true } });
    const monthly = await c.createPlan({ plan_name: 'Monthly', plan_duration: 'P1M', plan_price: '9.00', plan_currency: 'USD' });
    const t0 = Date.now();
    const { order: aliceOrder } = await c.recordOrder({ plan_id: yearly.plan_id, member_id: 'alice', paid_at: PAID_AT });
    const { order: bobOrder } = await c.recordOrder({ plan_id: monthly.plan_id, member_id: 'bob', paid_at: PAID_AT });
    const { order: carolOrder } = await c.recordOrder({ plan_id: yearly.plan_id, member_id: 'carol', paid_at: PAID_AT });
    const carolRefund = await c.refundOrder(carolOrder.order_id);
    const t1 = Date.now();

    const all = await c.listSubscriptions();
    assert.equal(all.items.length, 3);
    const [carolId, bobId, aliceId] = all.items.map((s) => s.subscription_id) as [number, number, number];
    assert.ok(aliceId < bobId && bobId < carolId, 'newest first');
    const paid = { trial: false, source: 'payment', started_at: PAID_AT, canceled_at: null } as const;
    // A year from the payment is ahead: active. A month from it is behind: recorded as expired at its end.
    const alice: Subscription = {
      ...paid,
      subscription_id: aliceId,
      member_id: 'alice',
      plan_id: yearly.plan_id,
      state: 'active',
      recurring: true,
      expires_at: PAID_PLUS_YEAR,
      ended_at: null,
      last_order_id: aliceOrder.order_id,
      access_error: null,
    };
    const bob: Subscription = {
      ...paid,
      subscription_id: bobId,
      member_id: 'bob',
      plan_id: monthly.plan_id,
      state: 'expired',
      recurring: false,
      expires_at: PAID_PLUS_MONTH,
      ended_at: PAID_PLUS_MONTH,
      last_order_id: bobOrder.order_id,
      access_error: null,
    };
    const carol: Subscription = {
      ...paid,
      subscription_id: carolId,
      member_id: 'carol',
      plan_id: yearly.plan_id,
      state: 'revoked',
      recurring: true,
      expires_at: PAID_PLUS_YEAR,
      ended_at: between(all.items[0]!.ended_at, t0, t1),
      last_order_id: carolOrder.order_id,
      access_error: null,
    };
    assert.deepEqual(all, { items: [carol, bob, alice] });
    assert.deepEqual(await c.getSubscription(aliceId), alice);
    assert.deepEqual(await c.getSubscription(String(bobId)), bob);

    assert.deepEqual(await c.listSubscriptions({ member_id: 'alice' }), { items: [alice] });
    assert.deepEqual(await c.listSubscriptions({ state: 'expired' }), { items: [bob] });
    assert.deepEqual(await c.listSubscriptions({ plan_id: yearly.plan_id }), { items: [carol, alice] });
    assert.equal(new URL(sent.at(-1)!.url).searchParams.get('plan_id'), String(yearly.plan_id));
    assert.deepEqual(await c.listSubscriptions({ plan_id: yearly.plan_id, state: 'active', member_id: 'carol' }), { items: [] });
    const first = await c.listSubscriptions({ limit: 2 });
    assert.deepEqual(first.items, [carol, bob]);
    assert.equal(typeof first.next_cursor, 'string');
    assert.deepEqual(await c.listSubscriptions({ limit: 2, cursor: first.next_cursor }), { items: [alice] });
    assert.deepEqual(await collect(c.paginate(c.listSubscriptions, { limit: 1 })), [carol, bob, alice]);

    await rejects(() => c.getSubscription(999), 404, 'not_found', key);
    const malformed = await rejects(() => c.getSubscription('abc'), 422, 'validation_failed', key);
    assert.deepEqual(
      malformed.fields.map((f) => f.field),
      ['subscription_id'],
    );
    // The types allow only the four states: cast to send another.
    const badState = await rejects(() => c.listSubscriptions({ state: 'paused' as 'active' }), 422, 'validation_failed', key);
    assert.deepEqual(
      badState.fields.map((f) => f.field),
      ['state'],
    );

    // Members: recorded by their first order, with access while a subscription is active or canceled.
    const members = await c.listMembers();
    const created = Object.fromEntries(members.items.map((m) => [m.member_id, between(m.created_at, t0, t1)]));
    const member = (member_id: string, has_access: boolean): Member => ({
      member_id,
      username: null,
      first_name: null,
      language_code: null,
      language: null,
      referred_by: null,
      has_access,
      delivery_error: null,
      banned: false,
      ban_reason: null,
      banned_at: null,
      created_at: created[member_id]!,
    });
    const byId = (m: Member) => m.member_id;
    assert.deepEqual(members, { items: newestFirst([member('alice', true), member('bob', false), member('carol', false)], byId) });
    assert.deepEqual(await c.listMembers({ access: true }), { items: [member('alice', true)] });
    assert.equal(new URL(sent.at(-1)!.url).searchParams.get('access'), 'true');
    assert.deepEqual(await c.listMembers({ access: false }), { items: newestFirst([member('bob', false), member('carol', false)], byId) });
    const page = await c.listMembers({ limit: 2 });
    assert.deepEqual(page.items, members.items.slice(0, 2));
    assert.deepEqual(await c.listMembers({ cursor: page.next_cursor }), { items: members.items.slice(2) });
    assert.deepEqual(await collect(c.paginate(c.listMembers, { limit: 1 })), members.items);

    assert.deepEqual(await c.getMember('alice'), { ...member('alice', true), subscriptions: [alice], orders: [aliceOrder], forms: [] });
    assert.deepEqual(await c.getMember('carol'), { ...member('carol', false), subscriptions: [carol], orders: [carolRefund], forms: [] });
    await rejects(() => c.getMember('nobody'), 404, 'not_found', key);
  });

  test('subscriptions: grant, trial, change the end, cancel a recurring one, revoke; an ended one is a 409', async () => {
    const [c, key] = [bots.grants, keys.grants];
    const yearly = await c.createPlan({
      plan_name: 'Yearly',
      plan_duration: 'P1Y',
      plan_price: '99.00',
      plan_currency: 'USD',
      plan_trial: 'P7D',
      options: { recurring: true },
    });
    const monthly = await c.createPlan({ plan_name: 'Monthly', plan_duration: 'P1M', plan_price: '9.00', plan_currency: 'USD' });
    const unpaid = {
      trial: false,
      recurring: false,
      source: 'grant',
      state: 'active',
      canceled_at: null,
      ended_at: null,
      last_order_id: null,
      access_error: null,
    } as const;

    let t0 = Date.now();
    const dora = await c.grantSubscription({ member_id: 'dora', plan_id: monthly.plan_id, expires_at: '2098-01-01T00:00:00Z' });
    let t1 = Date.now();
    const doraGrant: Subscription = {
      ...unpaid,
      subscription_id: dora.subscription_id,
      member_id: 'dora',
      plan_id: monthly.plan_id,
      started_at: between(dora.started_at, t0, t1),
      expires_at: '2098-01-01T00:00:00.000Z',
    };
    assert.deepEqual(dora, doraGrant);
    assert.deepEqual(await c.getSubscription(dora.subscription_id), doraGrant);
    await rejects(() => c.grantSubscription({ member_id: 'dora', plan_id: monthly.plan_id }), 409, 'conflict', key);

    // Lifetime, with an idempotency key: the retry is the first answer, nothing granted twice.
    const erin = await c.grantSubscription({ member_id: 'erin', plan_id: monthly.plan_id, expires_at: null }, { idempotencyKey: 'grant-erin' });
    assert.equal(sent.at(-1)!.headers.get('idempotency-key'), 'grant-erin');
    assert.deepEqual(erin, {
      ...unpaid,
      subscription_id: erin.subscription_id,
      member_id: 'erin',
      plan_id: monthly.plan_id,
      started_at: erin.started_at,
      expires_at: null,
    });
    assert.deepEqual(await c.grantSubscription({ member_id: 'erin', plan_id: monthly.plan_id, expires_at: null }, { idempotencyKey: 'grant-erin' }), erin);
    assert.deepEqual(await c.listSubscriptions({ member_id: 'erin' }), { items: [erin] });

    // The plan's trial: its length (7 days; the bot's zone is UTC), once per member and plan.
    t0 = Date.now();
    const finn = await c.grantSubscription({ member_id: 'finn', plan_id: yearly.plan_id, trial: true });
    t1 = Date.now();
    const started = between(finn.started_at, t0, t1);
    assert.deepEqual(finn, {
      ...unpaid,
      trial: true,
      source: 'trial',
      subscription_id: finn.subscription_id,
      member_id: 'finn',
      plan_id: yearly.plan_id,
      started_at: started,
      expires_at: new Date(Date.parse(started) + 7 * DAY_MS).toISOString(),
    });
    await rejects(() => c.grantSubscription({ member_id: 'finn', plan_id: yearly.plan_id, trial: true }), 409, 'conflict', key);
    const noTrial = await rejects(() => c.grantSubscription({ member_id: 'gil', plan_id: monthly.plan_id, trial: true }), 422, 'validation_failed', key);
    assert.deepEqual(
      noTrial.fields.map((f) => f.field),
      ['trial'],
    );
    const past = await rejects(
      () => c.grantSubscription({ member_id: 'gil', plan_id: monthly.plan_id, expires_at: '2020-01-01T00:00:00Z' }),
      422,
      'validation_failed',
      key,
    );
    assert.deepEqual(
      past.fields.map((f) => f.field),
      ['expires_at'],
    );
    await rejects(() => c.grantSubscription({ member_id: 'gil', plan_id: 999 }), 422, 'validation_failed', key);

    // Change the end: later, then lifetime.
    const later = await c.changeSubscriptionEnd(dora.subscription_id, '2099-06-01T00:00:00+02:00');
    assert.deepEqual(later, { ...doraGrant, expires_at: '2099-05-31T22:00:00.000Z' });
    const lifetime = await c.changeSubscriptionEnd(dora.subscription_id, null);
    assert.deepEqual(lifetime, { ...doraGrant, expires_at: null });
    assert.deepEqual(await c.getSubscription(dora.subscription_id), lifetime);

    // Cancel: only a recurring subscription (one paid for a recurring plan); a repeat is answered unchanged.
    const { order } = await c.recordOrder({ plan_id: yearly.plan_id, member_id: 'gus', paid_at: PAID_AT });
    const [gus] = (await c.listSubscriptions({ member_id: 'gus' })).items;
    assert.deepEqual(gus, {
      subscription_id: gus!.subscription_id,
      member_id: 'gus',
      plan_id: yearly.plan_id,
      state: 'active',
      trial: false,
      recurring: true,
      source: 'payment',
      started_at: PAID_AT,
      expires_at: PAID_PLUS_YEAR,
      canceled_at: null,
      ended_at: null,
      last_order_id: order.order_id,
      access_error: null,
    });
    t0 = Date.now();
    const canceled = await c.cancelSubscription(gus!.subscription_id, { idempotencyKey: 'cancel-gus' });
    t1 = Date.now();
    assert.deepEqual(canceled, { ...gus, state: 'canceled', canceled_at: between(canceled.canceled_at, t0, t1) });
    assert.deepEqual(await c.cancelSubscription(gus!.subscription_id), canceled);
    assert.equal((await c.getMember('gus')).has_access, true, 'a canceled subscription gives access until its end');
    const extended = await c.changeSubscriptionEnd(gus!.subscription_id, '2099-01-01T00:00:00Z');
    assert.deepEqual(extended, { ...canceled, expires_at: '2099-01-01T00:00:00.000Z' });
    await rejects(() => c.cancelSubscription(dora.subscription_id), 409, 'conflict', key);

    // Revoke: ends access now; after that every change is a 409.
    t0 = Date.now();
    const revoked = await c.revokeSubscription(dora.subscription_id);
    t1 = Date.now();
    assert.deepEqual(revoked, { ...lifetime, state: 'revoked', ended_at: between(revoked.ended_at, t0, t1) });
    assert.deepEqual(await c.getSubscription(dora.subscription_id), revoked);
    t0 = Date.now();
    const gusRevoked = await c.revokeSubscription(gus!.subscription_id);
    t1 = Date.now();
    assert.deepEqual(gusRevoked, { ...extended, state: 'revoked', ended_at: between(gusRevoked.ended_at, t0, t1) });
    for (const id of [dora.subscription_id, gus!.subscription_id]) {
      await rejects(() => c.revokeSubscription(id), 409, 'conflict', key);
      await rejects(() => c.cancelSubscription(id), 409, 'conflict', key);
      await rejects(() => c.changeSubscriptionEnd(id, '2099-01-01T00:00:00Z'), 409, 'conflict', key);
    }
    assert.equal((await c.getMember('dora')).has_access, false);
    for (const call of [() => c.revokeSubscription(999), () => c.cancelSubscription(999), () => c.changeSubscriptionEnd(999, null)]) {
      await rejects(call, 404, 'not_found', key);
    }
    assert.deepEqual((await c.listSubscriptions({ state: 'revoked' })).items, [gusRevoked, revoked]);
  });

  test('events: every change in order with who made it, read after an event_id, by type or actor, either way, page by page', async () => {
    const [c, key] = [bots.events, keys.events];
    const { key_id } = (await c.listKeys()).items[0]!;
    const t0 = Date.now();
    const plan = await c.createPlan({ plan_name: 'Yearly', plan_duration: 'P1Y', plan_price: '99.00', plan_currency: 'USD' });
    const { order } = await c.recordOrder({ plan_id: plan.plan_id, member_id: 'hal', paid_at: PAID_AT });
    const [hal] = (await c.listSubscriptions({ member_id: 'hal' })).items;
    const ivy = await c.grantSubscription({ member_id: 'ivy', plan_id: plan.plan_id });
    const ivyRevoked = await c.revokeSubscription(ivy.subscription_id);
    const refunded = await c.refundOrder(order.order_id);
    const halRevoked = await c.getSubscription(hal!.subscription_id);
    const t1 = Date.now();
    assert.equal(halRevoked.state, 'revoked', 'the refund revoked the subscription it paid for');

    const all = await c.listEvents();
    assert.equal(all.next_cursor, undefined);
    const expected: [string, unknown][] = [
      ['plan.created', plan],
      ['order.paid', order],
      ['subscription.started', hal],
      ['subscription.started', ivy],
      ['subscription.revoked', ivyRevoked],
      ['order.refunded', refunded],
      ['subscription.revoked', halRevoked],
    ];
    assert.equal(all.items.length, expected.length, JSON.stringify(all.items.map((e) => e.type)));
    const events: Event[] = expected.map(([type, data], i) => ({
      event_id: all.items[i]!.event_id,
      type,
      created_at: between(all.items[i]!.created_at, t0, t1),
      actor: { type: 'key', key_id },
      data: data as Event['data'],
    }));
    assert.deepEqual(all, { items: events });
    const ids = events.map((e) => e.event_id);
    assert.ok(
      ids.every((id, i) => i === 0 || id > ids[i - 1]!),
      `event ids ascend: ${ids}`,
    );

    // Pages of 3 after an event id: next_cursor is the last event_id of the page, given back as `after`.
    const first = await c.listEvents({ limit: 3 });
    assert.deepEqual(first, { items: events.slice(0, 3), next_cursor: String(ids[2]) });
    const second = await c.listEvents({ after: first.next_cursor, limit: 3 });
    assert.equal(new URL(sent.at(-1)!.url).searchParams.get('after'), String(ids[2]));
    assert.deepEqual(second, { items: events.slice(3, 6), next_cursor: String(ids[5]) });
    assert.deepEqual(await c.listEvents({ after: ids[5], limit: 3 }), { items: events.slice(6) });
    // `cursor` is `after` under the name every list uses, so paginate works.
    assert.deepEqual(await c.listEvents({ cursor: first.next_cursor, limit: 3 }), second);
    const query = new URL(sent.at(-1)!.url).searchParams;
    assert.deepEqual([query.get('after'), query.has('cursor')], [String(ids[2]), false]);
    assert.deepEqual(await collect(c.paginate(c.listEvents, { limit: 2 })), events);
    assert.deepEqual(await c.listEvents({ after: ids.at(-1) }), { items: [] });

    // By type, alone and with after and paging.
    assert.deepEqual(await c.listEvents({ type: 'subscription.started' }), { items: [events[2], events[3]] });
    assert.deepEqual(await c.listEvents({ type: 'subscription.revoked', after: ids[4] }), { items: [events[6]] });
    assert.deepEqual(await c.listEvents({ type: 'subscription.revoked', limit: 1 }), { items: [events[4]], next_cursor: String(ids[4]) });
    assert.deepEqual(await collect(c.paginate(c.listEvents, { type: 'order.paid', limit: 1 })), [events[1]]);
    assert.deepEqual(await c.listEvents({ type: 'chat.added' }), { items: [] });

    // By actor; newest first, paging the other way.
    assert.deepEqual(await c.listEvents({ actor_type: 'key', type: 'order.paid' }), { items: [events[1]] });
    assert.deepEqual(await c.listEvents({ actor_type: 'member' }), { items: [] });
    const newest = await c.listEvents({ order: 'newest', limit: 4 });
    assert.deepEqual(newest, { items: events.slice(3).reverse(), next_cursor: String(ids[3]) });
    assert.deepEqual(await c.listEvents({ order: 'newest', after: newest.next_cursor }), { items: events.slice(0, 3).reverse() });
    assert.deepEqual(await collect(c.paginate(c.listEvents, { order: 'newest', type: 'subscription.started', limit: 1 })), [events[3], events[2]]);

    // The types allow only the SPEC's event types: cast to send another.
    const badType = await rejects(() => c.listEvents({ type: 'order.lost' as 'order.paid' }), 422, 'validation_failed', key);
    assert.deepEqual(
      badType.fields.map((f) => f.field),
      ['type'],
    );
    const badAfter = await rejects(() => c.listEvents({ after: -1 }), 422, 'validation_failed', key);
    assert.deepEqual(
      badAfter.fields.map((f) => f.field),
      ['after'],
    );
    const badActor = await rejects(() => c.listEvents({ actor_type: 'robot' as 'key', order: 'up' as 'newest' }), 422, 'validation_failed', key);
    assert.deepEqual(badActor.fields.map((f) => f.field).sort(), ['actor_type', 'order']);
  });

  test('access codes: create (count, uses, expiry; idempotent), list by plan and page by page, delete', async () => {
    const [c, key] = [bots.codes, keys.codes];
    const monthly = await c.createPlan({ plan_name: 'Monthly', plan_duration: 'P1M', plan_price: '9.00', plan_currency: 'USD' });
    const yearly = await c.createPlan({ plan_name: 'Yearly', plan_duration: 'P1Y', plan_price: '99.00', plan_currency: 'USD' });
    const old = await c.createPlan({ plan_name: 'Old', plan_duration: 'P1M', plan_price: '1.00', plan_currency: 'USD' });
    await c.archivePlan(old.plan_id);

    let t0 = Date.now();
    const input = { plan_id: monthly.plan_id, count: 3, uses: 5, expires_at: '2099-01-01T00:00:00Z' };
    const batch = await c.createCodes(input, { idempotencyKey: 'codes-1' });
    let t1 = Date.now();
    assert.deepEqual(
      batch,
      batch.map(
        (code): Code => ({
          code: code.code,
          plan_id: monthly.plan_id,
          uses: 5,
          used: 0,
          expires_at: '2099-01-01T00:00:00.000Z',
          created_at: between(code.created_at, t0, t1),
        }),
      ),
    );
    assert.equal(batch.length, 3);
    for (const { code } of batch) assert.match(code, CODE);
    assert.equal(new Set(batch.map((b) => b.code)).size, 3);
    assert.deepEqual(await c.createCodes(input, { idempotencyKey: 'codes-1' }), batch, 'the retry is the first answer');

    t0 = Date.now();
    const single = await c.createCodes({ plan_id: yearly.plan_id });
    t1 = Date.now();
    assert.equal(single.length, 1);
    assert.match(single[0]!.code, CODE);
    assert.deepEqual(single, [
      { code: single[0]!.code, plan_id: yearly.plan_id, uses: 1, used: 0, expires_at: null, created_at: between(single[0]!.created_at, t0, t1) },
    ]);

    const byCode = (code: Code) => code.code;
    const codes = newestFirst([...batch, ...single], byCode);
    assert.deepEqual(await c.listCodes(), { items: codes });
    assert.deepEqual(await c.listCodes({ plan_id: monthly.plan_id }), { items: newestFirst(batch, byCode) });
    assert.equal(new URL(sent.at(-1)!.url).searchParams.get('plan_id'), String(monthly.plan_id));
    assert.deepEqual(await c.listCodes({ plan_id: old.plan_id }), { items: [] });
    const first = await c.listCodes({ limit: 2 });
    assert.deepEqual(first.items, codes.slice(0, 2));
    assert.equal(typeof first.next_cursor, 'string');
    assert.deepEqual(await c.listCodes({ limit: 2, cursor: first.next_cursor }), { items: codes.slice(2) });
    assert.deepEqual(await collect(c.paginate(c.listCodes, { limit: 3 })), codes);

    const gone = batch[1]!;
    assert.deepEqual(await c.deleteCode(gone.code), gone, 'answers the code as it was');
    assert.deepEqual(await c.listCodes(), { items: codes.filter((code) => code.code !== gone.code) });
    await rejects(() => c.deleteCode(gone.code), 404, 'not_found', key);
    // Any text that is not a code of the bot is a 404 (SPEC §9), sent as one encoded segment.
    const malformed = await rejects(() => c.deleteCode('not/a/code'), 404, 'not_found', key);
    assert.deepEqual(malformed.fields, []);
    assert.ok(sent.at(-1)!.url.endsWith('/codes/not%2Fa%2Fcode'));

    const archived = await rejects(() => c.createCodes({ plan_id: old.plan_id }), 422, 'validation_failed', key);
    assert.deepEqual(
      archived.fields.map((f) => f.field),
      ['plan_id'],
    );
    const tooMany = await rejects(() => c.createCodes({ plan_id: monthly.plan_id, count: 1001, uses: 0 }), 422, 'validation_failed', key);
    assert.deepEqual(tooMany.fields.map((f) => f.field).sort(), ['count', 'uses']);
    assert.equal((await c.listCodes()).items.length, 3, 'refused requests made no code');
  });

  test('webhooks: add, read, change, test, rotate, follow deliveries, delete; verifyWebhook checks what a receiver gets', async () => {
    const w = bots.webhooks;
    const received: { body: string; headers: IncomingHttpHeaders }[] = [];
    let arrived: () => void = () => {};
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ body, headers: req.headers });
        res.writeHead(204).end();
        arrived();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const next = (count: number) =>
      new Promise<void>((resolve) => {
        arrived = () => received.length >= count && resolve();
        arrived();
      });
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
      const created = await w.createWebhook({ url, events: ['chat.added'], description: 'client test' }, { idempotencyKey: 'webhook-1' });
      const { secret, ...endpoint } = created;
      assert.match(secret, /^whsec_/);
      assert.deepEqual(await w.createWebhook({ url, events: ['chat.added'], description: 'client test' }, { idempotencyKey: 'webhook-1' }), created);
      assert.deepEqual(await w.listWebhooks(), { items: [endpoint] });
      assert.deepEqual(await w.getWebhook(endpoint.webhook_id), endpoint);

      await w.addChat({ chat_id: CHAT, chat_name: 'Hooked', chat_type: 'supergroup' });
      await next(1);
      const [event] = (await w.listEvents({ type: 'chat.added' })).items;
      const delivery = received[0]!;
      assert.deepEqual(verifyWebhook(delivery.body, delivery.headers, secret), {
        type: 'chat.added',
        timestamp: event!.created_at,
        actor: { type: 'key', key_id: (await w.listKeys()).items[0]!.key_id },
        data: event!.data,
      });
      assert.deepEqual(verifyWebhook(Buffer.from(delivery.body), new Headers(delivery.headers as Record<string, string>), secret).data, event!.data);
      assert.throws(() => verifyWebhook(delivery.body.replace('Hooked', 'Hacked'), delivery.headers, secret), WebhookVerificationError);
      assert.throws(() => verifyWebhook(delivery.body, delivery.headers, `whsec_${Buffer.alloc(32, 9).toString('base64')}`), WebhookVerificationError);
      assert.throws(() => verifyWebhook(delivery.body, { ...delivery.headers, 'webhook-signature': undefined }, secret), WebhookVerificationError);

      const changed = await w.updateWebhook(endpoint.webhook_id, { events: ['*'], description: null });
      assert.deepEqual([changed.events, changed.description], [['*'], null]);
      const rotated = await w.rotateWebhookSecret(endpoint.webhook_id);
      const queued = await w.testWebhook(endpoint.webhook_id);
      assert.deepEqual([queued.type, queued.attempt, queued.status], ['webhook.test', 1, 'pending']);
      await next(2);
      // During the rotation both secrets verify.
      for (const key of [rotated.secret, secret]) assert.equal(verifyWebhook(received[1]!.body, received[1]!.headers, key).type, 'webhook.test');

      // The service records an attempt once the receiver has answered: wait for both records.
      const readLog = () => collect(w.paginate((o) => w.listWebhookDeliveries(endpoint.webhook_id, o), { limit: 1 }));
      const log = await until(readLog, (l) => l.every((d) => d.status !== 'pending'), 'both attempts recorded');
      assert.deepEqual(
        log.map((d) => [d.type, d.attempt, d.response_code]),
        [
          ['webhook.test', 1, 204],
          ['chat.added', 1, 204],
        ],
      );
      assert.deepEqual(
        (await w.listWebhookDeliveries(endpoint.webhook_id, { event_id: event!.event_id })).items.map((d) => d.status),
        ['delivered'],
      );
      assert.deepEqual((await w.deleteWebhook(endpoint.webhook_id)).webhook_id, endpoint.webhook_id);
      await assert.rejects(w.getWebhook(endpoint.webhook_id), (e: TollgateError) => e.status === 404 && e.type === 'not_found');
      await assert.rejects(
        w.createWebhook({ url: 'ftp://example.com/', events: ['*'] }),
        (e: TollgateError) => e.status === 422 && e.fields?.[0]?.field === 'url',
      );
    } finally {
      receiver.close();
    }
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
