// Graceful shutdown of a real `tollgate serve` (src/server.ts) on SIGTERM and SIGINT: requests the
// server has already taken finish with their normal answers, new ones are refused (connection
// refused, or a 503 `unavailable` envelope on a connection that was already open), /readyz is 503
// from the moment shutdown starts, the process exits 0 on its own (not forced by the grace period),
// and the database is closed cleanly (SQLite: WAL checkpointed and removed; PostgreSQL: no
// connection left).
//
// "Already taken" is made exact with `Expect: 100-continue`: the server answers 100 Continue once
// it has read a request's headers and handed the request to the app, so those requests are in
// flight when the signal is sent; their bodies are only sent after shutdown has begun.
//
// No assertion is on how long anything takes: every wait is for an event (a response, a log line,
// a refused connection, the exit), bounded only by HUNG_MS so that a hung server fails the test
// instead of stalling it. (The server's own 10 s grace period, SHUTDOWN_GRACE_MS in src/server.ts,
// is behaviour under test: had it forced the exit, the code would be 1 and the log would say so.)
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import pg from 'pg';
import { sql } from 'kysely';
import { openStorage } from '../../src/db/connect.js';
import { freshDatabase } from '../support/helper.js';
import { request, seedBot, serverEnv, startServer, waitForLog, type Server } from '../support/servers.js';
import { until } from '../support/until.js';

const BOT = 8951;
/** The deadline of every wait: long enough that only a hung server or test reaches it, never a slow machine. */
const HUNG_MS = 60_000;
const HELD = 4;
const ORDER_LOOPS = 4;
const COUNT_LOOPS = 2;
const ENV = { RATE_LIMIT_MAX: '1000000' };

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: any;
}

/** One TCP connection spoken to in plain HTTP/1.1, so that what is sent when is exact. */
class RawConnection {
  #buffer = Buffer.alloc(0);
  #closed = false;
  #error: Error | undefined;
  #wake: (() => void)[] = [];

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk]);
      this.#notify();
    });
    socket.on('error', (err) => (this.#error = err));
    socket.on('close', () => {
      this.#closed = true;
      this.#notify();
    });
  }

  /** Connects; rejects with the socket error (ECONNREFUSED once the server stopped listening). */
  static open(url: string): Promise<RawConnection> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname);
      socket.once('error', reject);
      socket.once('connect', () => {
        socket.off('error', reject);
        resolve(new RawConnection(socket));
      });
    });
  }

  write(data: string): void {
    this.socket.write(data);
  }

  get closed(): boolean {
    return this.#closed;
  }

  destroy(): void {
    this.socket.destroy();
  }

  #notify(): void {
    for (const wake of this.#wake.splice(0)) wake();
  }

  /** The next response on this connection (1xx included); rejects if the connection closes first. */
  async next(timeoutMs = HUNG_MS): Promise<RawResponse> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const response = this.#parse();
      if (response) return response;
      if (this.#closed) throw new Error(`connection closed before a full response${this.#error ? ` (${this.#error.message})` : ''}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no response within ${timeoutMs} ms (hung?)`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#wake.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  #parse(): RawResponse | undefined {
    const end = this.#buffer.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const [statusLine, ...lines] = this.#buffer.subarray(0, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine ?? '')?.[1]);
    assert.ok(status >= 100, `not an HTTP response: ${statusLine}`);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    if (status < 200) {
      this.#buffer = this.#buffer.subarray(end + 4);
      return { status, headers, body: undefined };
    }
    assert.ok(headers['content-length'] !== undefined, `response without content-length: ${statusLine}`);
    const length = Number(headers['content-length']);
    if (this.#buffer.length < end + 4 + length) return undefined;
    const text = this.#buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    this.#buffer = this.#buffer.subarray(end + 4 + length);
    return { status, headers, body: JSON.parse(text) };
  }
}

/** Resolves with `promise`, or fails with `what` if it has not settled after HUNG_MS (a hang). */
async function withinDeadline<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${HUNG_MS} ms (hung?)`)), HUNG_MS);
  });
  try {
    return await Promise.race([promise, hung]);
  } finally {
    clearTimeout(timer);
  }
}

/** fetch's own failures (connection refused or reset, body cut short) are TypeErrors; a timeout is not. */
const isConnectionError = (err: unknown) => err instanceof TypeError;

function assertUnavailable(res: { status: number; body: any; headers: Record<string, string> }, method: string, path: string) {
  assert.equal(res.status, 503, JSON.stringify(res.body));
  assert.equal(res.body.ok, false);
  assert.equal(res.body.code, 503);
  assert.equal(res.body.method, method);
  assert.equal(res.body.path, path);
  assert.equal(res.body.error.type, 'unavailable');
  assert.equal(res.headers.connection?.toLowerCase(), 'close');
}

/** PostgreSQL, for the test's database: the server's open connections (application_name
 * 'tollgate'), and sessions that ended because the client vanished without saying goodbye (a pool
 * left open at exit) rather than by a Terminate message (a pool closed with end()). */
async function pgSessions(databaseUrl: string): Promise<{ open: number; abandoned: number; sessions: number }> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'tollgate-test-probe' });
  await client.connect();
  try {
    const { rows } = await client.query<{ open: number; abandoned: number; sessions: number }>(
      `select (select count(*)::int from pg_stat_activity where datname = current_database() and application_name = 'tollgate') as open,
              sessions_abandoned::int as abandoned, sessions::int as sessions
         from pg_stat_database where datname = current_database()`,
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

/** How a background request ended, and whether that was before the signal was sent. */
type Outcome = { kind: 'order' | 'count'; externalId?: string; status: number | 'connection error'; endedBeforeSignal: boolean };

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  describe(`${signal}`, () => {
    test(`${signal}: in-flight requests finish, new ones are refused, /readyz is 503, exit 0, database closed`, { timeout: 4 * HUNG_MS }, async (t) => {
      const database = await freshDatabase(true);
      const postgres = !database.url.startsWith('sqlite:');
      let server: Server | undefined;
      const held: RawConnection[] = [];
      try {
        const apiKey = await seedBot(database.url, BOT);
        server = await startServer(serverEnv(database.url, ENV));
        const live = server;
        const prefix = `/v1/bot${BOT}/${apiKey}`;
        const base = `${live.url}${prefix}`;
        // The plan seedBot created, by the id the API answers with.
        const plans = await request(`${base}/plans`);
        assert.equal(plans.status, 200);
        assert.equal(plans.body.result.length, 1);
        const planId = plans.body.result[0].plan_id as number;

        const ready = await request(`${live.url}/readyz`);
        assert.equal(ready.status, 200);
        assert.equal(ready.body.result.status, 'ready');
        if (postgres) assert.ok((await pgSessions(database.url)).open > 0, 'the probe sees the server’s connections');

        // Background traffic: order writes and slow-ish 1000-day counts, until each loop is refused.
        let signalled = false;
        const outcomes: Outcome[] = [];
        let loopAcks = 0;
        let trafficFlowing!: () => void;
        const flowing = new Promise<void>((resolve) => (trafficFlowing = resolve));
        const loop = async (n: number, kind: 'order' | 'count') => {
          for (let i = 0; i < 10_000; i++) {
            const externalId = `loop-${n}-${i}`;
            let status: number | 'connection error';
            try {
              const res =
                kind === 'order'
                  ? await fetch(`${base}/orders`, {
                      method: 'POST',
                      headers: { 'content-type': 'application/json' },
                      body: JSON.stringify({ plan_id: planId, member_id: `m${n}`, external_id: externalId }),
                      signal: AbortSignal.timeout(HUNG_MS),
                    })
                  : await fetch(`${base}/orders/count?interval_unit=day&interval_count=1000`, { signal: AbortSignal.timeout(HUNG_MS) });
              status = res.status;
              const body = (await res.json()) as any;
              if (status === 503)
                assertUnavailable(
                  { status, body, headers: Object.fromEntries(res.headers) },
                  kind === 'order' ? 'POST' : 'GET',
                  kind === 'order' ? '/orders' : '/orders/count',
                );
              else if (kind === 'order') assert.equal(status, 201, JSON.stringify(body));
              else assert.deepEqual([status, body.result.length], [200, 1000]);
              if (status !== 503 && ++loopAcks >= 40) trafficFlowing();
            } catch (err) {
              if (!isConnectionError(err)) throw err;
              status = 'connection error';
            }
            outcomes.push({ kind, ...(kind === 'order' ? { externalId } : {}), status, endedBeforeSignal: !signalled });
            // Refused: shutdown has begun (refusals before the signal are failures, checked below).
            if (status === 503 || status === 'connection error') return;
          }
        };
        const loops = Promise.allSettled([
          ...Array.from({ length: ORDER_LOOPS }, (_, n) => loop(n, 'order')),
          ...Array.from({ length: COUNT_LOOPS }, (_, n) => loop(ORDER_LOOPS + n, 'count')),
        ]);

        // Requests the server has taken (100 Continue received) but whose bodies are not sent yet.
        const heldBodies: string[] = [];
        for (let i = 0; i < HELD; i++) {
          const body = JSON.stringify({ plan_id: planId, member_id: `held${i}`, external_id: `held-${i}` });
          const connection = await RawConnection.open(live.url);
          held.push(connection);
          heldBodies.push(body);
          connection.write(
            `POST ${prefix}/orders HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
              `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
          );
        }
        for (const connection of held) assert.equal((await connection.next()).status, 100);

        // Let the background traffic get going (40 normal answers), then signal. A loop that failed
        // (an unexpected answer) ends early: then the traffic never flows, and its error is reported.
        await withinDeadline(
          Promise.race([
            flowing,
            loops.then((settled) => {
              if (loopAcks >= 40) return; // (the loops end after the signal, by design)
              for (const s of settled) if (s.status === 'rejected') throw s.reason;
              throw new Error('every loop ended before the signal');
            }),
          ]),
          'background traffic is flowing before the signal',
        );
        assert.ok(loopAcks >= 40, 'background traffic is flowing before the signal');
        signalled = true;
        const signalledAt = Date.now(); // for the diagnostic only
        const exited = live.stop(signal);
        assert.match(await waitForLog(live, /"msg":"shutting down"/, HUNG_MS), new RegExp(`"signal":"${signal}"`));

        // New connections: refused once the listener is closed (briefly before that, a 503 or a
        // connection closed unanswered); never a normal answer. Tried until refused (HUNG_MS: a hang).
        let refused = false;
        let newAttempts = 0;
        const refusalDeadline = Date.now() + HUNG_MS;
        while (!refused && Date.now() < refusalDeadline) {
          newAttempts++;
          let connection: RawConnection;
          try {
            connection = await RawConnection.open(live.url);
          } catch (err) {
            // Reset: accepted by the closing listener and dropped unanswered; try again.
            const code = (err as NodeJS.ErrnoException).code;
            assert.ok(code === 'ECONNREFUSED' || code === 'ECONNRESET', `new connection: ${code}`);
            if (code === 'ECONNRESET') continue;
            refused = true;
            break;
          }
          connection.write('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
          try {
            assertUnavailable(await connection.next(), 'GET', '/readyz');
          } catch (err) {
            assert.match(String(err), /connection closed before a full response/);
          } finally {
            connection.destroy();
          }
        }
        assert.ok(refused, 'new connections are refused after the signal');
        assert.equal(live.process.exitCode, null, 'the process waits for the requests in flight');

        // The held requests complete normally; behind the first one, a pipelined /readyz gets the
        // 503 envelope: the server is still running (a request is in flight) but no longer ready.
        for (const [i, connection] of held.entries()) connection.write(heldBodies[i]! + (i === 0 ? 'GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n' : ''));
        for (const [i, connection] of held.entries()) {
          const res = await connection.next();
          assert.equal(res.status, 201, JSON.stringify(res.body));
          assert.equal(res.body.ok, true);
          assert.equal(res.body.path, '/orders');
          assert.deepEqual([res.body.result.member_id, res.body.result.external_id], [`held${i}`, `held-${i}`]);
        }
        assertUnavailable(await held[0]!.next(), 'GET', '/readyz');

        // The process exits 0 on its own, having closed everything itself: not forced by the grace
        // period (that would be exit 1 and a log line), no error while closing.
        const code = await withinDeadline(exited, 'the process exits');
        const shutdownMs = Date.now() - signalledAt;
        assert.equal(code, 0, `exit code (signal ${String(live.process.signalCode)}); logs:\n${live.logs.slice(-5).join('\n')}`);
        assert.ok(!live.logs.some((l) => /grace period passed|error during shutdown/.test(l)), live.logs.join('\n'));
        for (const settled of await withinDeadline(loops, 'the background loops end')) if (settled.status === 'rejected') throw settled.reason;

        // Until the signal every loop request was answered normally; around and after it, each got its
        // normal answer (the server had taken it), a 503 envelope or a connection error (it had not):
        // which one is checked against the database below.
        assert.deepEqual(
          outcomes.filter((o) => o.endedBeforeSignal && typeof o.status !== 'number'),
          [],
        );
        assert.deepEqual(
          outcomes.filter((o) => o.endedBeforeSignal && o.status === 503),
          [],
        );
        const refusedLoops = outcomes.filter((o) => o.status === 503 || o.status === 'connection error');
        assert.equal(refusedLoops.length, ORDER_LOOPS + COUNT_LOOPS, 'every loop was eventually refused');

        // The database was closed cleanly.
        if (postgres) {
          // Backends leave pg_stat_activity (and report how their session ended) as they exit: wait
          // for that (HUNG_MS only bounds a connection that never goes away).
          const sessions = await until(
            () => pgSessions(database.url),
            (s) => s.open === 0,
            'no tollgate connection in pg_stat_activity',
            { within: HUNG_MS },
          );
          assert.equal(sessions.open, 0, 'no tollgate connection left in pg_stat_activity');
          assert.ok(sessions.sessions > 1, 'session statistics are collected');
          assert.equal(sessions.abandoned, 0, 'every connection was closed by the server (pool ended), none dropped at exit');
        } else {
          const file = database.url.slice('sqlite:'.length);
          assert.ok(existsSync(file));
          assert.ok(!existsSync(`${file}-wal`), 'the WAL was checkpointed and removed on close');
          assert.ok(!existsSync(`${file}-shm`), 'the shared-memory index was removed on close');
        }
        // … and has exactly the orders that were acknowledged, nothing that was refused.
        const storage = openStorage(database.url);
        try {
          const rows = await storage.db.selectFrom('orders').select(['external_id', 'status']).where('bot_id', '=', BOT).execute();
          const stored = new Set(rows.map((r) => r.external_id));
          assert.equal(stored.size, rows.length);
          const orderOutcomes = outcomes.filter((o) => o.kind === 'order');
          const acknowledged = [...orderOutcomes.filter((o) => o.status === 201).map((o) => o.externalId!), ...held.map((_, i) => `held-${i}`)];
          assert.deepEqual([...stored].sort(), acknowledged.sort(), 'stored orders are exactly the acknowledged ones (a refused request wrote nothing)');
          if (!postgres) {
            const [check] = (await sql<{ integrity_check: string }>`pragma integrity_check`.execute(storage.db)).rows;
            assert.equal(check?.integrity_check, 'ok');
          }
          t.diagnostic(
            `exit 0 ${shutdownMs} ms after the signal (not asserted); ${acknowledged.length} orders acknowledged (${HELD} held across the signal, ` +
              `${orderOutcomes.filter((o) => !o.endedBeforeSignal && o.status === 201).length} loop writes answered after it); ` +
              `refusals: ${refusedLoops.map((o) => o.status).join(', ')}; ${newAttempts} new connection attempt(s)`,
          );
        } finally {
          await storage.close();
        }
      } finally {
        for (const connection of held) connection.destroy();
        await server?.stop('SIGKILL');
        await database.drop();
      }
    });
  });
}
