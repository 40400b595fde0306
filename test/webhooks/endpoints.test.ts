// Webhook endpoints through HTTP (SPEC §10): the secret shown once and never again, the address
// rules without the private-address override, event filters, fan-out of events into pending
// attempts in their own transaction, test deliveries, rotation, the delivery log, the 3-day
// disable. Delivery over real sockets is test/webhooks/deliveries.test.ts's.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { call, expectError, expectInvalid, expectOk, type TestApp } from '../support/helper.js';
import { NOW, plan, withApp } from '../support/lifecycle.js';

const PUBLIC_URL = 'https://93.184.215.14/hooks/tollgate';
const SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/;

/** An attempt not made yet, as the log shows it. */
function pending(event: { event_id: number; type: string }) {
  return {
    event_id: event.event_id,
    type: event.type,
    attempt: 1,
    status: 'pending',
    response_code: null,
    duration_ms: null,
    error: null,
    next_attempt_at: NOW,
    created_at: NOW,
  };
}

async function create(t: TestApp, body: Record<string, unknown>) {
  return expectOk(await call(t, 'POST', `${t.base}/webhooks`, body), 201, 'POST', '/webhooks');
}

async function deliveries(t: TestApp, webhookId: number, query = '') {
  const res = await call(t, 'GET', `${t.base}/webhooks/${webhookId}/deliveries${query}`);
  return { items: expectOk(res, 200, 'GET', `/webhooks/${webhookId}/deliveries`), next: res.body.next_cursor as string | undefined };
}

describe('webhook endpoints', { concurrency: true }, () => {
  test('created with its secret shown once; listed, read, changed and deleted without it', async () => {
    await withApp({}, async (t) => {
      const created = await create(t, { url: PUBLIC_URL, events: ['order.paid', 'subscription.expired'], description: 'CRM' });
      const { secret, ...record } = created;
      assert.match(secret, SECRET);
      assert.deepEqual(record, {
        webhook_id: 1,
        url: PUBLIC_URL,
        events: ['order.paid', 'subscription.expired'],
        description: 'CRM',
        enabled: true,
        disabled_reason: null,
        failing_since: null,
        previous_secret_expires_at: null,
        created_at: NOW,
        updated_at: NOW,
      });
      assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/webhooks`), 200, 'GET', '/webhooks'), [record]);
      assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/webhooks/1`), 200, 'GET', '/webhooks/1'), record);

      t.clock.now += 1000;
      const changed = expectOk(await call(t, 'PATCH', `${t.base}/webhooks/1`, { events: ['*'], description: null }), 200, 'PATCH', '/webhooks/1');
      assert.deepEqual(changed, { ...record, events: ['*'], description: null, updated_at: '2026-11-21T12:00:01.000Z' });
      const paused = expectOk(await call(t, 'PATCH', `${t.base}/webhooks/1`, { enabled: false }), 200, 'PATCH', '/webhooks/1');
      assert.deepEqual([paused.enabled, paused.disabled_reason], [false, 'Disabled by the owner.']);
      const resumed = expectOk(await call(t, 'PATCH', `${t.base}/webhooks/1`, { enabled: true }), 200, 'PATCH', '/webhooks/1');
      assert.deepEqual([resumed.enabled, resumed.disabled_reason], [true, null]);

      assert.deepEqual(expectOk(await call(t, 'DELETE', `${t.base}/webhooks/1`), 200, 'DELETE', '/webhooks/1'), resumed);
      expectError(await call(t, 'GET', `${t.base}/webhooks/1`), 404, 'not_found', 'GET', '/webhooks/1');
      expectError(await call(t, 'DELETE', `${t.base}/webhooks/1`), 404, 'not_found', 'DELETE', '/webhooks/1');
      assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/webhooks`), 200, 'GET', '/webhooks'), []);
      // The secret reached the owner once, and nothing else: not the logs.
      assert.equal(t.logs.join('').includes(secret.slice(6)), false);
    });
  });

  test('bad input is a 422 naming the field; "*" stands alone; unknown ids are 404s', async () => {
    await withApp({}, async (t) => {
      const path = '/webhooks';
      expectInvalid(await call(t, 'POST', `${t.base}${path}`, { events: ['*'] }), 'POST', path, ['url']);
      expectInvalid(await call(t, 'POST', `${t.base}${path}`, { url: PUBLIC_URL, events: [] }), 'POST', path, ['events']);
      expectInvalid(await call(t, 'POST', `${t.base}${path}`, { url: PUBLIC_URL, events: ['order.shipped'] }), 'POST', path, ['events[0]']);
      expectInvalid(await call(t, 'POST', `${t.base}${path}`, { url: PUBLIC_URL, events: ['*', 'order.paid'] }), 'POST', path, ['events']);
      expectInvalid(await call(t, 'POST', `${t.base}${path}`, { url: PUBLIC_URL, events: ['order.paid', 'order.paid'] }), 'POST', path, ['events']);
      expectInvalid(await call(t, 'POST', `${t.base}${path}`, { url: 'not a url', events: ['*'] }), 'POST', path, ['url']);
      expectInvalid(await call(t, 'POST', `${t.base}${path}`, { url: PUBLIC_URL, events: ['*'], secret: 'mine' }), 'POST', path, ['secret']);
      expectInvalid(await call(t, 'PATCH', `${t.base}/webhooks/1`, {}), 'PATCH', '/webhooks/1', ['body']);
      expectError(await call(t, 'PATCH', `${t.base}/webhooks/9`, { enabled: true }), 404, 'not_found', 'PATCH', '/webhooks/9');
      expectError(await call(t, 'POST', `${t.base}/webhooks/9/test`), 404, 'not_found', 'POST', '/webhooks/9/test');
      expectError(await call(t, 'GET', `${t.base}/webhooks/9/deliveries`), 404, 'not_found', 'GET', '/webhooks/9/deliveries');
      expectInvalid(await call(t, 'GET', `${t.base}/webhooks/0`), 'GET', '/webhooks/0', ['webhook_id']);
    });
  });

  test('only https:// to public addresses: private, link-local, loopback and mapped forms are refused, also behind a name', async () => {
    await withApp({}, async (t) => {
      const refused = {
        'http://93.184.215.14/hook': 'must start with https://',
        'https://10.0.0.1/hook': 'must reach a public address; 10.0.0.1 is a private, loopback or link-local address',
        'https://169.254.169.254/latest/meta-data': 'must reach a public address; 169.254.169.254 is a private, loopback or link-local address',
        'https://[::1]/hook': 'must reach a public address; ::1 is a private, loopback or link-local address',
        'https://[::ffff:10.0.0.1]/hook': 'must reach a public address; ::ffff:a00:1 is a private, loopback or link-local address',
        'https://[fd00::1]/hook': 'must reach a public address; fd00::1 is a private, loopback or link-local address',
        'https://192.168.1.20:8443/hook': 'must reach a public address; 192.168.1.20 is a private, loopback or link-local address',
        'https://localhost/hook': 'must reach a public address; localhost resolves to',
      };
      for (const [url, message] of Object.entries(refused)) {
        const fields = expectInvalid(await call(t, 'POST', `${t.base}/webhooks`, { url, events: ['*'] }), 'POST', '/webhooks', ['url']);
        assert.ok(fields.url!.startsWith(message), `${url}: ${fields.url}`);
      }
      const { webhook_id } = await create(t, { url: PUBLIC_URL, events: ['*'] });
      const fields = expectInvalid(
        await call(t, 'PATCH', `${t.base}/webhooks/${webhook_id}`, { url: 'https://127.0.0.1/x' }),
        'PATCH',
        `/webhooks/${webhook_id}`,
        ['url'],
      );
      assert.match(fields.url!, /127\.0\.0\.1 is a private/);
    });
  });

  test('events fan out into pending attempts of the endpoints that want them, in their transaction', async () => {
    await withApp({}, async (t) => {
      const all = await create(t, { url: PUBLIC_URL, events: ['*'] });
      const paid = await create(t, { url: `${PUBLIC_URL}/paid`, events: ['order.paid'] });
      const paused = await create(t, { url: `${PUBLIC_URL}/paused`, events: ['*'] });
      expectOk(await call(t, 'PATCH', `${t.base}/webhooks/${paused.webhook_id}`, { enabled: false }), 200, 'PATCH', `/webhooks/${paused.webhook_id}`);

      const planId = await plan(t);
      expectOk(await call(t, 'POST', `${t.base}/orders`, { plan_id: planId, member_id: '555', amount: '5.00', currency: 'USD' }), 201, 'POST', '/orders');
      // A refused write records nothing, so it sets off nothing.
      expectInvalid(await call(t, 'POST', `${t.base}/orders`, { plan_id: 99, member_id: '555', amount: '5.00', currency: 'USD' }), 'POST', '/orders', [
        'plan_id',
      ]);

      const events = expectOk(await call(t, 'GET', `${t.base}/events`), 200, 'GET', '/events') as { event_id: number; type: string }[];
      assert.deepEqual(
        events.map((e) => e.type),
        ['plan.created', 'order.paid', 'subscription.started'],
      );
      assert.deepEqual((await deliveries(t, all.webhook_id)).items, [...events].reverse().map(pending));
      assert.deepEqual((await deliveries(t, paid.webhook_id)).items, events.filter((e) => e.type === 'order.paid').map(pending));
      assert.deepEqual((await deliveries(t, paused.webhook_id)).items, []);

      // Pages, newest first, and filters.
      const first = await deliveries(t, all.webhook_id, '?limit=2');
      assert.equal(first.items.length, 2);
      const rest = await deliveries(t, all.webhook_id, `?limit=2&cursor=${first.next}`);
      assert.deepEqual(
        [...first.items, ...rest.items].map((d: { event_id: number }) => d.event_id),
        [3, 2, 1],
      );
      assert.equal(rest.next, undefined);
      assert.deepEqual(
        (await deliveries(t, all.webhook_id, '?event_id=2')).items.map((d: { type: string }) => d.type),
        ['order.paid'],
      );
      assert.deepEqual((await deliveries(t, all.webhook_id, '?status=delivered')).items, []);
      expectInvalid(await call(t, 'GET', `${t.base}/webhooks/1/deliveries?status=lost`), 'GET', '/webhooks/1/deliveries', ['status']);
      expectInvalid(await call(t, 'GET', `${t.base}/webhooks/1/deliveries?cursor=nope`), 'GET', '/webhooks/1/deliveries', ['cursor']);
    });
  });

  test('a test delivery goes to its endpoint alone, is not an event the owner lists, and waits while the endpoint is disabled', async () => {
    await withApp({}, async (t) => {
      const one = await create(t, { url: PUBLIC_URL, events: ['*'] });
      const other = await create(t, { url: `${PUBLIC_URL}/2`, events: ['*'] });
      const queued = expectOk(await call(t, 'POST', `${t.base}/webhooks/${one.webhook_id}/test`), 202, 'POST', `/webhooks/${one.webhook_id}/test`);
      assert.deepEqual(queued, pending({ event_id: 1, type: 'webhook.test' }));
      assert.deepEqual((await deliveries(t, one.webhook_id)).items, [queued]);
      assert.deepEqual((await deliveries(t, other.webhook_id)).items, []);
      assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/events`), 200, 'GET', '/events'), []);

      expectOk(await call(t, 'PATCH', `${t.base}/webhooks/${other.webhook_id}`, { enabled: false }), 200, 'PATCH', `/webhooks/${other.webhook_id}`);
      const refused = expectError(
        await call(t, 'POST', `${t.base}/webhooks/${other.webhook_id}/test`),
        409,
        'conflict',
        'POST',
        `/webhooks/${other.webhook_id}/test`,
      );
      assert.match(refused.description, /is disabled; enable it/);
    });
  });

  test('rotation: a new secret shown once; the old one signs beside it for 24 hours', async () => {
    await withApp({}, async (t) => {
      const created = await create(t, { url: PUBLIC_URL, events: ['*'] });
      t.clock.now += 60_000;
      const rotated = expectOk(await call(t, 'POST', `${t.base}/webhooks/1/secret`), 200, 'POST', '/webhooks/1/secret');
      assert.match(rotated.secret, SECRET);
      assert.notEqual(rotated.secret, created.secret);
      assert.equal(rotated.previous_secret_expires_at, '2026-11-22T12:01:00.000Z');

      // The dispatcher signs with both while the old one lasts, then with the new one only.
      const signing = async () => {
        await call(t, 'POST', `${t.base}/webhooks/1/test`);
        const [dispatch] = await t.app.services.webhookDeliveries.claimDue(10, t.clock.now + 15_000, { perEndpoint: 8, busy: new Map() });
        return dispatch!.secrets;
      };
      assert.deepEqual(await signing(), [rotated.secret, created.secret]);
      t.clock.now += 86_400_000;
      assert.deepEqual(await signing(), [rotated.secret]);
      assert.equal(expectOk(await call(t, 'GET', `${t.base}/webhooks/1`), 200, 'GET', '/webhooks/1').previous_secret_expires_at, null);
    });
  });

  test('a bot may have 100 endpoints; another bot’s endpoints are not its own', async () => {
    await withApp({}, async (t) => {
      for (let i = 0; i < 100; i++) await create(t, { url: `${PUBLIC_URL}/${i}`, events: ['*'] });
      const full = expectError(await call(t, 'POST', `${t.base}/webhooks`, { url: PUBLIC_URL, events: ['*'] }), 409, 'conflict', 'POST', '/webhooks');
      assert.match(full.description, /at most 100 webhook endpoints/);
      assert.equal(expectOk(await call(t, 'GET', `${t.base}/webhooks`), 200, 'GET', '/webhooks').length, 100);

      const other = await t.app.services.botCreation.createBot({ bot_id: t.botId + 1, owner_id: '1' });
      const otherBase = `/v1/bot${t.botId + 1}/${other.api_key}`;
      expectError(await call(t, 'GET', `${otherBase}/webhooks/1`), 404, 'not_found', 'GET', '/webhooks/1');
      assert.deepEqual(expectOk(await call(t, 'GET', `${otherBase}/webhooks`), 200, 'GET', '/webhooks'), []);
    });
  });
});

describe('failing endpoints', () => {
  test('retries follow the schedule; an endpoint failing for 3 days is disabled with its reason, and resumes when enabled', async () => {
    await withApp({}, async (t) => {
      const { webhook_id } = await create(t, { url: PUBLIC_URL, events: ['*'] });
      const ledger = t.app.services.webhookDeliveries;
      const fail = async (error: string) => {
        const due = await ledger.claimDue(10, t.clock.now + 15_000, { perEndpoint: 8, busy: new Map() });
        return ledger.recordOutcomes(
          due.map((d) => ({ key: d.key, type: d.type, delivered: false, responseCode: 503, durationMs: 12, error, at: t.clock.now })),
        );
      };
      await call(t, 'POST', `${t.base}/webhooks/${webhook_id}/test`);
      await fail('HTTP 503');
      const [retry, failed] = (await deliveries(t, webhook_id)).items;
      assert.deepEqual(failed, {
        event_id: 1,
        type: 'webhook.test',
        attempt: 1,
        status: 'failed',
        response_code: 503,
        duration_ms: 12,
        error: 'HTTP 503',
        next_attempt_at: '2026-11-21T12:00:05.000Z',
        created_at: NOW,
      });
      assert.deepEqual(
        { attempt: retry.attempt, status: retry.status, next_attempt_at: retry.next_attempt_at },
        { attempt: 2, status: 'pending', next_attempt_at: '2026-11-21T12:00:05.000Z' },
      );
      // Not due yet: nothing is claimed before its time.
      assert.deepEqual(await ledger.claimDue(10, t.clock.now + 15_000, { perEndpoint: 8, busy: new Map() }), []);
      const endpoint = expectOk(await call(t, 'GET', `${t.base}/webhooks/${webhook_id}`), 200, 'GET', `/webhooks/${webhook_id}`);
      assert.deepEqual([endpoint.enabled, endpoint.failing_since], [true, NOW]);

      // Failing on: at 3 days the endpoint is disabled, its waiting attempts kept.
      t.clock.now += 3 * 86_400_000;
      assert.deepEqual(await fail('connection refused'), { disabled: [[t.botId, webhook_id]] });
      const disabled = expectOk(await call(t, 'GET', `${t.base}/webhooks/${webhook_id}`), 200, 'GET', `/webhooks/${webhook_id}`);
      assert.equal(disabled.enabled, false);
      assert.equal(
        disabled.disabled_reason,
        'Disabled on 2026-11-24T12:00:00.000Z: every delivery attempt failed for 3 days; the last one: connection refused. Fix the receiver, then PATCH enabled: true.',
      );
      assert.deepEqual(await ledger.claimDue(10, t.clock.now + 86_400_000, { perEndpoint: 8, busy: new Map() }), []);

      const enabled = expectOk(await call(t, 'PATCH', `${t.base}/webhooks/${webhook_id}`, { enabled: true }), 200, 'PATCH', `/webhooks/${webhook_id}`);
      assert.deepEqual([enabled.enabled, enabled.disabled_reason, enabled.failing_since], [true, null, null]);
      t.clock.now += 300_000;
      const resumed = await ledger.claimDue(10, t.clock.now + 15_000, { perEndpoint: 8, busy: new Map() });
      assert.deepEqual(
        resumed.map((d) => d.key),
        [[t.botId, webhook_id, 1, 3]],
      );
      await ledger.recordOutcomes([
        { key: resumed[0]!.key, type: 'webhook.test', delivered: true, responseCode: 204, durationMs: 3, error: null, at: t.clock.now },
      ]);
      assert.deepEqual(
        (await deliveries(t, webhook_id)).items.map((d: { attempt: number; status: string }) => [d.attempt, d.status]),
        [
          [3, 'delivered'],
          [2, 'failed'],
          [1, 'failed'],
        ],
      );
    });
  });

  test('at most 8 attempts per endpoint in flight on an instance; claimed attempts are not claimed again until their claim lapses', async () => {
    await withApp({}, async (t) => {
      const { webhook_id } = await create(t, { url: PUBLIC_URL, events: ['*'] });
      const ledger = t.app.services.webhookDeliveries;
      for (let i = 0; i < 12; i++) await call(t, 'POST', `${t.base}/webhooks/${webhook_id}/test`);
      const until = t.clock.now + 15_000;
      const first = await ledger.claimDue(100, until, { perEndpoint: 8, busy: new Map() });
      assert.deepEqual(
        first.map((d) => d.key[2]),
        [1, 2, 3, 4, 5, 6, 7, 8],
      );
      assert.deepEqual(await ledger.claimDue(100, until, { perEndpoint: 8, busy: new Map([[`${t.botId}:${webhook_id}`, 8]]) }), []);
      const more = await ledger.claimDue(100, until, { perEndpoint: 8, busy: new Map([[`${t.botId}:${webhook_id}`, 5]]) });
      assert.deepEqual(
        more.map((d) => d.key[2]),
        [9, 10, 11],
      );
      // The instance holding 1–11 died: once their claim lapses they are put back, and taken again.
      assert.equal(await ledger.releaseLapsed(), 0);
      t.clock.now = until;
      assert.equal(await ledger.releaseLapsed(), 11);
      const again = await ledger.claimDue(100, t.clock.now + 15_000, { perEndpoint: 100, busy: new Map() });
      assert.deepEqual(
        again.map((d) => d.key[2]),
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      );
    });
  });

  test('the delivery log keeps finished attempts 30 days; waiting ones stay whatever their age', async () => {
    await withApp({}, async (t) => {
      const { webhook_id } = await create(t, { url: PUBLIC_URL, events: ['*'] });
      const ledger = t.app.services.webhookDeliveries;
      for (let i = 0; i < 2; i++) await call(t, 'POST', `${t.base}/webhooks/${webhook_id}/test`);
      const [done] = await ledger.claimDue(1, t.clock.now + 15_000, { perEndpoint: 8, busy: new Map() });
      await ledger.recordOutcomes([{ key: done!.key, type: done!.type, delivered: true, responseCode: 200, durationMs: 4, error: null, at: t.clock.now }]);
      t.clock.now += 30 * 86_400_000;
      assert.equal(await ledger.pruneLog(), 0);
      t.clock.now += 1;
      assert.equal(await ledger.pruneLog(), 1);
      assert.deepEqual(
        (await deliveries(t, webhook_id)).items.map((d: { event_id: number; status: string }) => [d.event_id, d.status]),
        [[2, 'pending']],
      );
    });
  });

  test('an endpoint deleted while its attempt is in flight: the outcome is dropped, nothing is retried', async () => {
    await withApp({}, async (t) => {
      const { webhook_id } = await create(t, { url: PUBLIC_URL, events: ['*'] });
      const ledger = t.app.services.webhookDeliveries;
      await call(t, 'POST', `${t.base}/webhooks/${webhook_id}/test`);
      const [inFlight] = await ledger.claimDue(1, t.clock.now + 15_000, { perEndpoint: 8, busy: new Map() });
      expectOk(await call(t, 'DELETE', `${t.base}/webhooks/${webhook_id}`), 200, 'DELETE', `/webhooks/${webhook_id}`);
      const outcome = { key: inFlight!.key, type: inFlight!.type, delivered: false, responseCode: 500, durationMs: 9, error: 'HTTP 500', at: t.clock.now };
      assert.deepEqual(await ledger.recordOutcomes([outcome]), { disabled: [] });
      t.clock.now += 86_400_000;
      assert.deepEqual(await ledger.claimDue(10, t.clock.now + 15_000, { perEndpoint: 8, busy: new Map() }), []);
    });
  });
});
