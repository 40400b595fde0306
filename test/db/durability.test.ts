// Durability of acknowledged writes (docs/storage.md): a real `tollgate serve` takes concurrent
// writes and is killed with SIGKILL in the middle of the traffic; a new process on the same
// database (one SQLite file, or PostgreSQL when TEST_DATABASE_URL is set) must have every write
// that was answered 201, and whatever else it has must be complete and counted consistently.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { freshDatabase } from '../support/helper.js';
import { request, seedBot, serverEnv, startServer, type Server } from '../support/servers.js';

const BOT = 8901;
const WORKERS = 8;
/** The server is killed once this many writes (chats + orders) have been answered 201 … */
const KILL_AFTER_ACKS = 400;
/** … or after this long, whichever comes first. */
const TRAFFIC_LIMIT_MS = 12_000;
const REQUEST_TIMEOUT_MS = 10_000;
const ENV = { RATE_LIMIT_MAX: '1000000' };

interface ChatWrite {
  chat_id: number;
  chat_name: string;
  chat_type: 'supergroup';
}
interface OrderWrite {
  plan_id: number;
  member_id: string;
  external_id: string;
}

/** Runs `work` over `items` with at most `concurrency` at a time. */
async function eachLimited<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Every item of a paginated list (`limit=100`, following next_cursor). */
async function listAll(url: string): Promise<any[]> {
  const items: any[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 1_000; page++) {
    const res = await request(`${url}?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    items.push(...res.body.result);
    cursor = res.body.next_cursor;
    if (!cursor) return items;
  }
  throw new Error(`${url}: more than 1000 pages`);
}

/** Sales and revenue (in cents) over every USD entry of the last two years. */
async function usdTotals(base: string): Promise<{ sales: number; revenueCents: number }> {
  const res = await request(`${base}/orders/count?interval_unit=year&interval_count=2&currency=USD`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  let sales = 0;
  let revenueCents = 0;
  for (const entry of res.body.result) {
    assert.equal(entry.currency, 'USD');
    sales += entry.sales;
    revenueCents += Math.round(Number(entry.revenue) * 100);
  }
  return { sales, revenueCents };
}

test('every write answered 201 survives a SIGKILL of the process in the middle of concurrent traffic', { timeout: 60_000 }, async (t) => {
  const database = await freshDatabase(true);
  const servers: Server[] = [];
  try {
    const apiKey = await seedBot(database.url, BOT);
    const env = serverEnv(database.url, ENV);
    const first = await startServer(env);
    servers.push(first);
    const firstBase = `${first.url}/v1/bot${BOT}/${apiKey}`;

    const attemptedChats = new Map<number, ChatWrite>();
    const attemptedOrders = new Map<string, OrderWrite>();
    const ackedChats = new Set<number>();
    const ackedOrders = new Set<string>();
    const problems: string[] = [];
    let inFlight = 0;
    let killed = false;
    let inFlightAtKill = 0;
    let acksAtKill = 0;
    const kill = () => {
      if (killed) return;
      killed = true;
      inFlightAtKill = inFlight;
      acksAtKill = ackedChats.size + ackedOrders.size;
      first.process.kill('SIGKILL');
    };
    const limit = setTimeout(kill, TRAFFIC_LIMIT_MS);

    // Each worker alternates a new chat and a new order, each with its own unique id, until the kill.
    const worker = async (w: number) => {
      for (let i = 0; !killed; i++) {
        let url: string;
        let body: ChatWrite | OrderWrite;
        let acknowledge: () => void;
        if (i % 2 === 0) {
          const chat: ChatWrite = { chat_id: -(1_000_000_000 + w * 1_000_000 + i), chat_name: `durable ${w}/${i}`, chat_type: 'supergroup' };
          attemptedChats.set(chat.chat_id, chat);
          [url, body, acknowledge] = [`${firstBase}/chats`, chat, () => ackedChats.add(chat.chat_id)];
        } else {
          const order: OrderWrite = { plan_id: 1, member_id: `m${w}_${i}`, external_id: `durable-${w}-${i}` };
          attemptedOrders.set(order.external_id, order);
          [url, body, acknowledge] = [`${firstBase}/orders`, order, () => ackedOrders.add(order.external_id)];
        }
        inFlight++;
        try {
          const res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          // The status line is the acknowledgement: it is only sent once the write committed,
          // so it counts even if the kill then cuts the body short.
          if (res.status === 201) acknowledge();
          else if (!killed) problems.push(`${url.slice(firstBase.length)} answered ${res.status}: ${await res.text()}`);
          await res.text().catch(() => undefined);
        } catch (err) {
          // Before the kill, no request may fail; after it, the connection dies and the worker stops.
          if (!killed) problems.push(`${url.slice(firstBase.length)} failed before the kill: ${String((err as Error).cause ?? err)}`);
          return;
        } finally {
          inFlight--;
        }
        if (ackedChats.size + ackedOrders.size >= KILL_AFTER_ACKS) kill();
        if (problems.length) return kill();
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    clearTimeout(limit);
    assert.equal(await first.stop(), null, 'the first server died of SIGKILL, not of its own accord');
    assert.equal(first.process.signalCode, 'SIGKILL');
    assert.deepEqual(problems, []);
    assert.ok(acksAtKill >= 100, `only ${acksAtKill} writes acknowledged within ${TRAFFIC_LIMIT_MS} ms`);
    assert.ok(inFlightAtKill > 0, 'writes were in flight when the server was killed');
    assert.ok(ackedChats.size > 0 && ackedOrders.size > 0);
    if (database.url.startsWith('sqlite:')) {
      // The kill left the database unclosed: the committed transactions are (at least partly) only in the WAL.
      assert.ok(existsSync(`${database.url.slice('sqlite:'.length)}-wal`), 'the WAL file is left behind by the kill');
    }

    const second = await startServer(env);
    servers.push(second);
    const base = `${second.url}/v1/bot${BOT}/${apiKey}`;

    // Every acknowledged chat is there, as written.
    const missingChats: number[] = [];
    await eachLimited([...ackedChats], 8, async (chatId) => {
      const res = await request(`${base}/chats/${chatId}`);
      if (res.status === 404) return void missingChats.push(chatId);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const { chat_name, chat_type } = attemptedChats.get(chatId)!;
      assert.deepEqual([res.body.result.chat_id, res.body.result.chat_name, res.body.result.chat_type], [chatId, chat_name, chat_type]);
    });
    assert.deepEqual(missingChats, [], 'acknowledged chats lost by the kill');
    // Whatever else is stored was attempted, once, and is complete.
    const chats = await listAll(`${base}/chats`);
    assert.equal(new Set(chats.map((c) => c.chat_id)).size, chats.length, 'no chat listed twice');
    for (const chat of chats) {
      const sent = attemptedChats.get(chat.chat_id);
      assert.ok(sent, `stored chat ${chat.chat_id} was never sent`);
      assert.deepEqual([chat.chat_name, chat.chat_type, typeof chat.created_at], [sent.chat_name, sent.chat_type, 'string']);
    }
    assert.ok(chats.length >= ackedChats.size && chats.length <= attemptedChats.size);

    // Every acknowledged order is there; every stored order is one that was sent, complete and paid.
    const orders = await listAll(`${base}/orders`);
    const byExternalId = new Map<string, any>(orders.map((o) => [o.external_id, o]));
    assert.equal(byExternalId.size, orders.length, 'no external_id stored twice');
    assert.equal(new Set(orders.map((o) => o.order_id)).size, orders.length, 'order ids are unique');
    const missingOrders = [...ackedOrders].filter((id) => !byExternalId.has(id));
    assert.deepEqual(missingOrders, [], 'acknowledged orders lost by the kill');
    for (const order of orders) {
      const sent = attemptedOrders.get(order.external_id);
      assert.ok(sent, `stored order ${order.order_id} (${order.external_id}) was never sent`);
      assert.deepEqual(
        [order.plan_id, order.member_id, order.amount, order.currency, order.status, order.refunded_at],
        [1, sent.member_id, '5.00', 'USD', 'paid', null],
      );
      assert.ok(Number.isInteger(order.order_id) && order.order_id > 0);
    }
    assert.ok(orders.length >= ackedOrders.size && orders.length <= attemptedOrders.size);
    // A sample read by id agrees with the list.
    const sample = orders[Math.floor(orders.length / 2)]!;
    const byId = await request(`${base}/orders/${sample.order_id}`);
    assert.equal(byId.status, 200);
    assert.deepEqual(byId.body.result, sample);

    t.diagnostic(
      `killed with ${inFlightAtKill} writes in flight after ${acksAtKill} acknowledged; ` +
        `chats acknowledged/stored/sent ${ackedChats.size}/${chats.length}/${attemptedChats.size}, ` +
        `orders ${ackedOrders.size}/${orders.length}/${attemptedOrders.size}`,
    );

    // The rollups agree with the stored orders: every stored order counted once, nothing else.
    const totals = await usdTotals(base);
    assert.deepEqual(totals, { sales: orders.length, revenueCents: 500 * orders.length });

    // The database takes writes again: ids continue after the highest stored one, counts follow.
    const added = await request(`${base}/orders`, 'POST', { plan_id: 1, member_id: 'after', external_id: 'after-restart' });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    assert.ok(added.body.result.order_id > Math.max(0, ...orders.map((o) => o.order_id)));
    assert.deepEqual(await usdTotals(base), { sales: orders.length + 1, revenueCents: 500 * (orders.length + 1) });
    const existing = [...ackedChats][0]!;
    const again = await request(`${base}/chats`, 'POST', attemptedChats.get(existing));
    assert.equal(again.status, 409, 'an acknowledged chat is still known to the uniqueness check');

    assert.equal(await second.stop('SIGTERM'), 0);
    if (database.url.startsWith('sqlite:')) {
      const file = new SQLite(database.url.slice('sqlite:'.length));
      try {
        assert.equal(file.pragma('integrity_check', { simple: true }), 'ok');
        assert.equal((file.prepare('select count(*) as n from orders where bot_id = ?').get(BOT) as { n: number }).n, orders.length + 1);
      } finally {
        file.close();
      }
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await database.drop();
  }
});
