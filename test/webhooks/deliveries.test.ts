// Webhook deliveries over real sockets (SPEC §10): a real `tollgate serve` posting to a local
// receiver that verifies every signature with the `standardwebhooks` library. Retries on an
// overridden schedule, receivers that answer 500, redirect, are down or hang, a SIGKILL in the
// middle of deliveries, two instances sharing the work. Nothing is timed: waits end on what the
// receiver or the API shows, with deadlines that only a hang reaches.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closedPort, type Delivery, type Receiver, startReceiver } from '../doubles/receiver.js';
import { freshDatabase } from '../support/helper.js';
import { type JsonReply, request, seedBot, type Server, serverEnv, startServer } from '../support/servers.js';
import { until } from '../support/until.js';

interface World {
  receiver: Receiver;
  servers: Server[];
  start(env?: Record<string, string>): Promise<Server>;
  api(method: string, path: string, body?: unknown, server?: Server): Promise<JsonReply>;
  /** A webhook endpoint at the receiver's `path`; its secret joins the receiver's. */
  endpoint(path: string, events?: string[]): Promise<{ webhook_id: number; secret: string }>;
  /** A chat: one chat.added event. */
  event(i: number): Promise<void>;
  /** The endpoint's attempts, oldest first. */
  log(webhookId: number): Promise<
    {
      event_id: number;
      attempt: number;
      status: string;
      response_code: number | null;
      error: string | null;
      next_attempt_at: string | null;
      created_at: string;
    }[]
  >;
}

let nextBot = 9_100_000 + Math.floor(Math.random() * 100_000) * 10;
const BASE_ENV = { TOLLGATE_WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_DELAYS_MS: '200,400' };

async function withWorld(body: (w: World) => Promise<void>, env: Record<string, string> = {}): Promise<void> {
  const database = await freshDatabase(true);
  const botId = nextBot++;
  const apiKey = await seedBot(database.url, botId);
  const receiver = await startReceiver();
  const servers: Server[] = [];
  const start = async (extra: Record<string, string> = {}) => {
    const server = await startServer(serverEnv(database.url, { ...BASE_ENV, ...env, ...extra }));
    servers.push(server);
    return server;
  };
  const api = (method: string, path: string, payload?: unknown, server?: Server) =>
    request(
      `${(server ?? servers.find((s) => s.process.exitCode === null && s.process.signalCode === null))!.url}/v1/bot${botId}/${apiKey}${path}`,
      method,
      payload,
    );
  const world: World = {
    receiver,
    servers,
    start,
    api,
    async endpoint(path, events = ['*']) {
      const res = await api('POST', '/webhooks', { url: receiver.url(path), events });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      receiver.secrets.push(res.body.result.secret);
      return res.body.result;
    },
    async event(i) {
      const res = await api('POST', '/chats', { chat_id: -100_000 - i, chat_name: `Chat ${i}`, chat_type: 'group' });
      assert.equal(res.status, 201, JSON.stringify(res.body));
    },
    async log(webhookId) {
      const res = await api('GET', `/webhooks/${webhookId}/deliveries?limit=100`);
      assert.equal(res.status, 200);
      return [...res.body.result].reverse();
    },
  };
  try {
    await start();
    await body(world);
    for (const server of servers) {
      const leaks = server.logs.filter((line) => receiver.secrets.some((s) => line.includes(s.slice(6))) || line.includes(apiKey));
      assert.deepEqual(leaks, [], 'log lines that show a secret or the api key');
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await receiver.close();
    await database.drop();
  }
}

const of = (path: string) => (d: Delivery) => d.path === path;

describe('webhook deliveries', { concurrency: true }, () => {
  test('every event reaches the endpoints that want it, signed (standardwebhooks verifies), as GET /events shows it', async () => {
    await withWorld(async (w) => {
      const all = await w.endpoint('/all');
      const chats = await w.endpoint('/chats-removed', ['chat.removed']);
      await w.event(1);
      const removed = await w.api('DELETE', '/chats/-100001');
      assert.equal(removed.status, 200);
      const got = await w.receiver.waitFor(of('/all'), 2);
      const [onlyRemoved] = await w.receiver.waitFor(of('/chats-removed'), 1);
      const events = (await w.api('GET', '/events')).body.result as { event_id: number; type: string; created_at: string; actor: object; data: object }[];
      assert.deepEqual(
        events.map((e) => e.type),
        ['plan.created', 'chat.added', 'chat.removed'],
      );
      // (plan.created came before the endpoint existed: not delivered.)
      const shown = got.sort((a, b) => Number(a.id) - Number(b.id));
      assert.deepEqual(
        shown.map((d) => ({ id: d.id, verified: d.verifiedWith === all.secret, payload: d.payload })),
        events
          .slice(1)
          .map((e) => ({ id: String(e.event_id), verified: true, payload: { type: e.type, timestamp: e.created_at, actor: e.actor, data: e.data } })),
      );
      assert.match(shown[0]!.signature, /^v1,[A-Za-z0-9+/]{43}=$/);
      assert.ok(Math.abs(Number(shown[0]!.timestamp) - Date.now() / 1000) < 300, 'webhook-timestamp is the attempt’s time in seconds');
      assert.deepEqual([onlyRemoved!.payload.type, onlyRemoved!.verifiedWith], ['chat.removed', chats.secret]);

      const log = await until(
        () => w.log(all.webhook_id),
        (l) => l.length === 2 && l.every((d) => d.status === 'delivered'),
        'both attempts recorded',
      );
      assert.deepEqual(
        log.map((d) => [d.event_id, d.attempt, d.status, d.response_code, d.error, d.next_attempt_at]),
        events.slice(1).map((e) => [e.event_id, 1, 'delivered', 200, null, null]),
      );
    });
  });

  test('a test delivery and a rotated secret: two signatures for a day, each verifies', async () => {
    await withWorld(async (w) => {
      const { webhook_id, secret } = await w.endpoint('/hook');
      const rotated = (await w.api('POST', `/webhooks/${webhook_id}/secret`)).body.result;
      w.receiver.secrets.push(rotated.secret);
      assert.equal((await w.api('POST', `/webhooks/${webhook_id}/test`)).status, 202);
      const [test] = await w.receiver.waitFor(of('/hook'));
      assert.equal(test!.payload.type, 'webhook.test');
      const signatures = test!.signature.split(' ');
      assert.equal(signatures.length, 2);
      for (const key of [rotated.secret, secret]) {
        w.receiver.secrets.splice(0, w.receiver.secrets.length, key);
        const { Webhook } = await import('standardwebhooks');
        assert.doesNotThrow(() =>
          new Webhook(key).verify(test!.body, { 'webhook-id': test!.id, 'webhook-timestamp': test!.timestamp, 'webhook-signature': test!.signature }),
        );
      }
      assert.deepEqual((await w.api('GET', '/events?type=chat.added')).body.result, []);
      assert.equal(
        (await w.api('GET', '/events')).body.result.some((e: { type: string }) => e.type === 'webhook.test'),
        false,
      );
    });
  });

  test('500, 500, then 200: retried on the overridden schedule; always 500: failed after the last retry', async () => {
    await withWorld(async (w) => {
      w.receiver.script('/flaky', [500, 500, 200]);
      w.receiver.script('/broken', [500]);
      const flaky = await w.endpoint('/flaky');
      const broken = await w.endpoint('/broken');
      await w.event(1);
      const arrivals = await w.receiver.waitFor(of('/flaky'), 3);
      await w.receiver.waitFor(of('/broken'), 3);
      const log = await until(
        () => w.log(flaky.webhook_id),
        (l) => l.length === 3 && l[2]!.status === 'delivered',
        'three attempts',
      );
      assert.deepEqual(
        log.map((d) => [d.attempt, d.status, d.response_code, d.error]),
        [
          [1, 'failed', 500, 'HTTP 500: status 500 from the receiver'],
          [2, 'failed', 500, 'HTTP 500: status 500 from the receiver'],
          [3, 'delivered', 200, null],
        ],
      );
      // Each failed attempt names when the next is; that one is scheduled then and arrives no earlier.
      for (const i of [0, 1]) {
        assert.ok(arrivals[i + 1]!.receivedAt >= Date.parse(log[i]!.next_attempt_at!), `attempt ${i + 2} arrived before its time`);
        const gap = Date.parse(log[i]!.next_attempt_at!) - Date.parse(log[i + 1]!.created_at);
        assert.ok(gap === [200, 400][i], `attempt ${i + 2} is due ${[200, 400][i]} ms after the failure, not ${gap}`);
      }
      assert.deepEqual(new Set(arrivals.map((d) => d.id)), new Set([arrivals[0]!.id]), 'the same event (webhook-id) each time');

      const failed = await until(
        () => w.log(broken.webhook_id),
        (l) => l.length === 3 && l[2]!.status === 'failed',
        'the last attempt failed',
      );
      assert.deepEqual(
        failed.map((d) => [d.attempt, d.status, d.next_attempt_at === null]),
        [
          [1, 'failed', false],
          [2, 'failed', false],
          [3, 'failed', true],
        ],
      );
      const endpoint = (await w.api('GET', `/webhooks/${broken.webhook_id}`)).body.result;
      assert.deepEqual([endpoint.enabled, typeof endpoint.failing_since], [true, 'string']);
    });
  });

  test('a redirect is a failure and is not followed; a receiver that is down is retried', async () => {
    await withWorld(async (w) => {
      w.receiver.script('/moved', ['redirect']);
      const moved = await w.endpoint('/moved');
      const down = await w.api('POST', '/webhooks', { url: `http://127.0.0.1:${await closedPort()}/hook`, events: ['*'] });
      await w.event(1);
      const movedLog = await until(
        () => w.log(moved.webhook_id),
        (l) => l.length === 3 && l[2]!.status === 'failed',
        'three refused redirects',
      );
      assert.deepEqual(
        movedLog.map((d) => [d.status, d.response_code, d.error]),
        Array(3).fill(['failed', 302, 'redirects are not followed (HTTP 302)']),
      );
      assert.equal(
        w.receiver.deliveries.some((d) => d.path.startsWith('/never')),
        false,
        'the redirect target was never hit',
      );
      const downLog = await until(
        () => w.log(down.body.result.webhook_id),
        (l) => l.length === 3 && l[2]!.status === 'failed',
        'three refused connections',
      );
      assert.deepEqual(
        downLog.map((d) => [d.attempt, d.response_code, d.error]),
        [
          [1, null, 'connection refused'],
          [2, null, 'connection refused'],
          [3, null, 'connection refused'],
        ],
      );
    });
  });

  test('an endpoint that hangs holds only its own slots: another endpoint gets every event meanwhile', async () => {
    await withWorld(
      async (w) => {
        w.receiver.script('/slow', ['hold']);
        const slow = await w.endpoint('/slow');
        await w.endpoint('/fast');
        for (let i = 0; i < 20; i++) await w.event(i);
        await w.receiver.waitFor(of('/fast'), 20);
        await until(
          async () => w.receiver.holding('/slow'),
          (n) => n === 8,
          'eight attempts held by the hanging endpoint',
        );
        // Before any of them times out (8 s), no ninth was sent: 8 in flight per endpoint, no more.
        assert.equal(w.receiver.deliveries.filter(of('/slow')).length, 8);

        const log = await until(
          () => w.log(slow.webhook_id),
          (l) => l.filter((d) => d.error?.startsWith('no answer within')).length >= 8,
          'the held attempts to time out',
        );
        assert.equal(log.find((d) => d.error !== null)!.error, 'no answer within 8 s');
      },
      { WEBHOOK_TIMEOUT_MS: '8000' },
    );
  });

  test('killed with SIGKILL mid-delivery: after a restart every event is delivered, none lost', async () => {
    await withWorld(
      async (w) => {
        w.receiver.script('/hook', ['hold']);
        const { webhook_id } = await w.endpoint('/hook');
        for (let i = 0; i < 12; i++) await w.event(i);
        await w.receiver.waitFor(of('/hook'), 8);
        await w.servers[0]!.stop('SIGKILL');
        w.receiver.script('/hook', [200]);
        w.receiver.release();
        await w.start();
        // Events 2..13 (chat.added; 1 is plan.created, before the endpoint).
        const ids = Array.from({ length: 12 }, (_, i) => String(i + 2));
        await w.receiver.waitFor((d) => d.path === '/hook' && d.answer === 200, 12, 30_000);
        const answered = new Set(w.receiver.deliveries.filter((d) => d.answer === 200).map((d) => d.id));
        assert.deepEqual([...answered].sort(), [...ids].sort());
        await until(
          () => w.log(webhook_id),
          (l) => ids.every((id) => l.some((d) => String(d.event_id) === id && d.status === 'delivered')),
          'every event recorded delivered',
          { within: 30_000 },
        );
      },
      { WEBHOOK_TIMEOUT_MS: '1000' },
    );
  });

  test('two instances share the deliveries: each attempt is made by one of them, once', async () => {
    await withWorld(async (w) => {
      await w.start();
      const { webhook_id } = await w.endpoint('/hook');
      for (let i = 0; i < 40; i++) await w.event(i);
      await w.receiver.waitFor(of('/hook'), 40);
      const log = await until(
        () => w.log(webhook_id),
        (l) => l.length === 40 && l.every((d) => d.status === 'delivered'),
        'forty deliveries recorded',
      );
      assert.deepEqual(
        log.map((d) => d.attempt),
        Array(40).fill(1),
      );
      const ids = w.receiver.deliveries.map((d) => d.id);
      assert.equal(new Set(ids).size, ids.length, 'no event arrived twice');
    });
  });
});
