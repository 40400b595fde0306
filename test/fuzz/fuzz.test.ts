// Property-based fuzzing of every route (SPEC §1–4): random and mutated requests never get a 5xx,
// every answer is one valid envelope that never shows the api key, a stack trace or internals,
// and a request that was rejected stored nothing. Seeds are fixed (FUZZ_SEED overrides them,
// FUZZ_SCALE multiplies the number of cases); fast-check prints the seed and path of a failure.
//
// This file holds the checks (the properties and the invariants of an answer); the generators are
// beside it in test/fuzz/: fixture.ts, the data every test starts from; json.ts, values.ts, fields.ts, the
// values; bodies.ts, mutations.ts, payloads.ts, the bodies; routes.ts, http.ts, the paths, queries
// and headers; any.ts, rejected.ts, semantic.ts, valid.ts, operator.ts, the requests (put together
// by generators.ts); harness.ts, sending them. Every test gets a fixture of its own and generators
// built from the ids the API gave it, so no test depends on what another stored, nor on the order
// the tests run in.
import { test, describe, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.js';
import { type ErrorType, STATUS_OF } from '../../src/errors.js';
import type { TestApp } from '../support/helper.js';
import { BODY_LIMIT, MISSING_ID, createFixture, type Fixture } from './fixture.js';
import { generators, type Generators } from './generators.js';
import { contents, histogram, rowCounts, send, type Res } from './harness.js';
import { VALID_PREFIX, expandKey, mkReq, pathOf, show, type Req } from './http.js';
import { OPERATOR_TOKEN, operatorRequest } from './operator.js';
import { JSON_TYPE, deep } from './payloads.js';
import { fillPath, isDocumentPath } from './routes.js';

const SEED = process.env.FUZZ_SEED === undefined ? 20_261_121 : Number(process.env.FUZZ_SEED);
const SCALE = process.env.FUZZ_SCALE === undefined ? 1 : Number(process.env.FUZZ_SCALE);
const runs = (n: number) => Math.max(1, Math.round(n * SCALE));

function options<T>(seedOffset: number, numRuns: number): fc.Parameters<T> {
  return { seed: SEED + seedOffset, numRuns, endOnFailure: false, verbose: 1 };
}

// ---------------------------------------------------------------------------------------------
// The checks.

const INTERNALS =
  /(?:^|[^A-Za-z])(?:[A-Z][A-Za-z]*)?Error: |\n {4}at |\\n {4}at | {4}at [^ ]+ \(.*:\d+:\d+\)|SQLITE_|FST_ERR|node_modules|kysely|better-sqlite3|\bpg_[a-z]|\.ts:\d+/;

/** The invariants of SPEC §1–2 for one answer. */
function checkResponse(t: TestApp, req: Req, res: Res): void {
  const where = `${show(req)} → ${res.statusCode} ${res.body.slice(0, 400)}`;
  assert.ok(res.statusCode < 500, `5xx: ${where}`);
  assert.ok(res.statusCode >= 200, `status: ${where}`);
  const raw = res.body;
  assert.ok(!raw.includes(t.apiKey), `the api key is in the response: ${where}`);
  for (const s of req.secrets) assert.ok(!raw.includes(s), `a bot_token is in the response: ${where}`);
  for (const [name, value] of Object.entries(res.headers)) {
    assert.ok(!String(value).includes(t.apiKey), `the api key is in header ${name}: ${where}`);
  }
  const requestId = res.headers['x-request-id'];
  assert.equal(typeof requestId, 'string', `no X-Request-Id: ${where}`);
  if (req.method === 'HEAD' && raw === '') return;
  if (isDocumentPath(pathOf(expandKey(req.url, t.apiKey))) && res.statusCode < 400) return;

  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    assert.fail(`not JSON: ${where}`);
  }
  assert.ok(typeof body === 'object' && body !== null && !Array.isArray(body), `not an object: ${where}`);
  const env = body as Record<string, unknown>;
  assert.match(String(res.headers['content-type']), /^application\/json/, `content-type: ${where}`);
  assert.equal(typeof env.ok, 'boolean', `ok: ${where}`);
  assert.equal(env.code, res.statusCode, `code != status: ${where}`);
  assert.equal(typeof env.request_id, 'string', `request_id: ${where}`);
  assert.equal(env.request_id, requestId, `request_id != X-Request-Id: ${where}`);
  assert.notEqual(env.request_id, req.headers['x-request-id'], `the client's request id was taken: ${where}`);
  assert.equal(env.method, req.method, `method: ${where}`);
  assert.equal(typeof env.path, 'string', `path: ${where}`);
  const path = env.path as string;
  assert.ok(!path.includes('?'), `path has a query: ${where}`);
  assert.ok(!path.includes(t.apiKey), `path has the key: ${where}`);
  assert.ok(!INTERNALS.test(raw), `stack trace or internals in the answer: ${where}`);
  if (env.ok) {
    assert.ok(res.statusCode < 400, `ok:true with an error status: ${where}`);
    assert.ok('result' in env && env.result !== undefined, `ok:true without result: ${where}`);
    assert.ok(!('error' in env) && !('description' in env), `ok:true with error/description: ${where}`);
    const extra = Object.keys(env).filter((k) => !['ok', 'request_id', 'method', 'path', 'code', 'result', 'next_cursor'].includes(k));
    assert.deepEqual(extra, [], `unknown envelope fields: ${where}`);
    if ('next_cursor' in env) assert.equal(typeof env.next_cursor, 'string', `next_cursor: ${where}`);
  } else {
    assert.ok(res.statusCode >= 400, `ok:false with a success status: ${where}`);
    assert.ok(!('result' in env), `ok:false with result: ${where}`);
    assert.equal(typeof env.description, 'string', `description: ${where}`);
    assert.ok((env.description as string).length > 0, `empty description: ${where}`);
    const error = env.error as Record<string, unknown> | undefined;
    assert.ok(typeof error === 'object' && error !== null, `error: ${where}`);
    assert.ok(typeof error.type === 'string' && error.type in STATUS_OF, `error.type: ${where}`);
    assert.equal(STATUS_OF[error.type as ErrorType], res.statusCode, `error.type does not match the status: ${where}`);
    if ('fields' in error) {
      assert.ok(Array.isArray(error.fields) && error.fields.length > 0, `error.fields: ${where}`);
      for (const f of error.fields as unknown[]) {
        const fe = f as Record<string, unknown>;
        assert.ok(typeof fe === 'object' && fe !== null && typeof fe.field === 'string' && typeof fe.message === 'string', `error.fields entry: ${where}`);
        assert.deepEqual(Object.keys(fe).sort(), ['field', 'message'], `error.fields entry keys: ${where}`);
      }
    }
    const extra = Object.keys(env).filter((k) => !['ok', 'request_id', 'method', 'path', 'code', 'description', 'error'].includes(k));
    assert.deepEqual(extra, [], `unknown envelope fields: ${where}`);
    if (res.statusCode === 405) assert.ok(res.headers.allow, `405 without Allow: ${where}`);
    if (res.statusCode === 429) assert.ok(res.headers['retry-after'], `429 without Retry-After: ${where}`);
  }
}

/** SPEC §1: logs show the api key as ***; no line of `t`'s log may hold it. */
function assertNoKeyInLogs(t: TestApp): void {
  const leaks = t.logs.filter((line) => line.includes(t.apiKey));
  assert.deepEqual(
    leaks.map((l) => l.slice(0, 300).replaceAll(t.apiKey, '<KEY>')),
    [],
    'log lines that show the api key',
  );
}

// ---------------------------------------------------------------------------------------------

describe('fuzz: every route, random and mutated requests (SPEC §1–4)', () => {
  let fx: Fixture | undefined;
  let t: TestApp;
  let gen: Generators;

  beforeEach(async () => {
    fx = await createFixture();
    t = fx.t;
    gen = generators(fx.ids);
  });
  // Whatever a test sent, its log never shows the key.
  afterEach(async () => {
    const done = fx;
    fx = undefined;
    if (!done) return;
    try {
      assertNoKeyInLogs(done.t);
    } finally {
      await done.t.close();
    }
  });

  test('the fuzzer targets every route of the API', async () => {
    const res = await send(t, mkReq('GET', '/openapi.json', {}, undefined, 'openapi'));
    assert.equal(res.statusCode, 200);
    const doc = JSON.parse(res.body) as { paths: Record<string, Record<string, { responses?: Record<string, { content?: object }> }>> };
    const documented: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        // A file answer (a backup, an export) is no envelope: its own tests take it, whole.
        const ok = ops[method]?.responses?.['200']?.content ?? {};
        if (!('application/json' in ok)) continue;
        const scoped = path.startsWith('/v1/bot{bot_id}/{api_key}');
        const template = (scoped ? path.slice('/v1/bot{bot_id}/{api_key}'.length) : path).replace(/\{([a-z_]+)\}/g, ':$1');
        documented.push(`${method.toUpperCase()} ${scoped ? '' : '(root)'}${template}`);
      }
    }
    const targeted = new Set(gen.routes.all.map((r) => `${r.method} ${r.scoped ? '' : '(root)'}${r.path}`));
    const missing = documented.filter((d) => !targeted.has(d) && !d.startsWith('POST (root)/v1/bots'));
    assert.deepEqual(missing, [], 'routes in /openapi.json that the fuzzer does not target');
  });

  test('rejected requests get an error envelope and store nothing', async (ctx) => {
    const counts = await rowCounts(t);
    const before = await contents(t);
    const seen = histogram();
    await fc.assert(
      fc.asyncProperty(gen.rejectedRequest, async (req) => {
        const res = await send(t, req);
        seen.add(res.statusCode);
        checkResponse(t, req, res);
        assert.ok(res.statusCode >= 400, `not rejected: ${show(req)} → ${res.statusCode} ${res.body.slice(0, 300)}`);
        assert.deepEqual(await rowCounts(t), counts, `row counts changed after ${req.method} ${req.url} (${req.note})`);
      }),
      options(1, runs(900)),
    );
    ctx.diagnostic(`statuses ${seen}`);
    assert.deepEqual(await contents(t), before, 'rejected requests changed stored rows');
  });

  test('200 concurrent rejected requests store nothing', async () => {
    const counts = await rowCounts(t);
    const before = await contents(t);
    const reqs = fc.sample(gen.rejectedRequest, { seed: SEED + 2, numRuns: 200 });
    const answers = await Promise.all(reqs.map((r) => send(t, r)));
    answers.forEach((res, i) => {
      const req = reqs[i] as Req;
      checkResponse(t, req, res);
      assert.ok(res.statusCode >= 400, `not rejected: ${req.method} ${req.url} (${req.note}) → ${res.statusCode}`);
    });
    assert.deepEqual(await rowCounts(t), counts);
    assert.deepEqual(await contents(t), before);
  });

  test('valid requests succeed (or meet a conflict) with a success envelope', async (ctx) => {
    const seen = histogram();
    await fc.assert(
      fc.asyncProperty(gen.validRequest, async ({ req, statuses }) => {
        const counts = await rowCounts(t);
        const res = await send(t, req);
        seen.add(res.statusCode);
        checkResponse(t, req, res);
        assert.ok(statuses.includes(res.statusCode), `expected ${statuses.join('|')}: ${show(req)} → ${res.statusCode} ${res.body.slice(0, 400)}`);
        if (res.statusCode >= 400) assert.deepEqual(await rowCounts(t), counts, `a rejected request stored something: ${req.method} ${req.url}`);
      }),
      options(3, runs(700)),
    );
    ctx.diagnostic(`statuses ${seen}`);
  });

  test('any request: never a 5xx, always a valid envelope, and nothing stored when rejected', async (ctx) => {
    const seen = histogram();
    await fc.assert(
      fc.asyncProperty(gen.anyRequest, async (req) => {
        const counts = await rowCounts(t);
        const res = await send(t, req);
        seen.add(res.statusCode);
        checkResponse(t, req, res);
        if (res.statusCode >= 400) assert.deepEqual(await rowCounts(t), counts, `a rejected request stored something: ${req.method} ${req.url} (${req.note})`);
      }),
      options(4, runs(1500)),
    );
    ctx.diagnostic(`statuses ${seen}`);
  });

  test('200 concurrent random requests keep every envelope invariant', async (ctx) => {
    const seen = histogram();
    for (const batch of [5, 6]) {
      const reqs = fc.sample(gen.anyRequest, { seed: SEED + batch, numRuns: 200 });
      const answers = await Promise.all(reqs.map((r) => send(t, r)));
      answers.forEach((res, i) => {
        seen.add(res.statusCode);
        checkResponse(t, reqs[i] as Req, res);
      });
    }
    ctx.diagnostic(`statuses ${seen}`);
  });

  test('the operator route (POST /v1/bots): any token and body, valid envelopes; refused requests create nothing', async (ctx) => {
    const logStream = new Writable({
      write(chunk, _enc, done) {
        t.logs.push(String(chunk));
        done();
      },
    });
    const operator = await buildApp({ ...t.config, operatorToken: OPERATOR_TOKEN }, { storage: t.app.storage, now: () => t.clock.now, logStream });
    const bots = async () => Number((await sql.raw<{ n: number | string }>('SELECT COUNT(*) AS n FROM bots').execute(t.app.storage.db)).rows[0]?.n);
    const seen = histogram();
    try {
      await fc.assert(
        fc.asyncProperty(operatorRequest, async ({ req, expect, reject }) => {
          const [botsBefore, countsBefore] = [await bots(), await rowCounts(t)];
          const res = await send(t, req, operator);
          seen.add(res.statusCode);
          checkResponse(t, req, res);
          if (expect) assert.ok(expect.includes(res.statusCode), `expected ${expect.join('|')}: ${show(req)} → ${res.statusCode} ${res.body.slice(0, 300)}`);
          if (reject) assert.ok(res.statusCode >= 400, `not rejected: ${show(req)} → ${res.statusCode} ${res.body.slice(0, 300)}`);
          if (res.statusCode >= 400) {
            assert.equal(await bots(), botsBefore, `a refused request created a bot: ${show(req)}`);
            assert.deepEqual(await rowCounts(t), countsBefore, `a refused request stored something: ${show(req)}`);
          }
        }),
        options(7, runs(300)),
      );
    } finally {
      await operator.close();
    }
    ctx.diagnostic(`statuses ${seen}`);
  });

  test('the body limit is exactly 64 KiB', async () => {
    const body = JSON.stringify({ bot_name: 'Limit' });
    for (const [size, status] of [
      [BODY_LIMIT, 200],
      [BODY_LIMIT + 1, 413],
    ] as const) {
      // JSON allows any amount of whitespace: pad a valid body to `size` bytes.
      const req = mkReq('PATCH', `${VALID_PREFIX}/settings`, { 'content-type': JSON_TYPE }, body + ' '.repeat(size - body.length), `${size} bytes`);
      const res = await send(t, req);
      checkResponse(t, req, res);
      assert.equal(res.statusCode, status, `${size} bytes`);
    }
  });

  test('deeply nested and oversized JSON never crashes any route', async () => {
    const bodies: [string, string][] = [
      [deep(10_000, '[', ']'), '10 000 ['],
      [deep(10_000, '{"a":', '}', '1'), '10 000 {"a":'],
      [`{"x":${deep(10_000, '[', ']')}}`, 'unknown field, 10 000 ['],
      ['['.repeat(65_000), 'unclosed, 65 000 ['],
      ['['.repeat(BODY_LIMIT + 1), 'over the limit'],
      [`{"options":${deep(10_000, '[', ']', '{"__proto__":{"x":1}}')}}`, '__proto__ at depth 10 000'],
    ];
    for (const route of gen.routes.scoped.filter((r) => r.method !== 'GET')) {
      const fields = route.body ? route.body.fields.map((f) => f.name) : ['x'];
      const perField = fields.map((f): [string, string] => [`{${JSON.stringify(f)}:${deep(10_000, '[', ']')}}`, `${f}: 10 000 [`]);
      for (const [text, why] of [...bodies, ...perField]) {
        const params = Object.fromEntries(
          Object.keys(route.params ?? {}).map((k) => [k, k === 'key_id' ? String(MISSING_ID) : k === 'admin_id' ? 'nobody' : String(MISSING_ID)]),
        );
        const req = mkReq(route.method, `${VALID_PREFIX}${fillPath(route.path, params)}`, { 'content-type': JSON_TYPE }, text, why);
        const res = await send(t, req);
        checkResponse(t, req, res);
        // Routes without a body schema ignore a well-formed body; the others must refuse these.
        if (route.body) assert.ok(res.statusCode >= 400, `${route.method} ${route.path} accepted ${why}: ${res.statusCode}`);
        if (why === 'over the limit') assert.equal(res.statusCode, 413, `${route.method} ${route.path}: ${why}`);
        if (why.startsWith('unclosed')) assert.equal(res.statusCode, 400, `${route.method} ${route.path}: ${why}`);
      }
    }
  });

  test('no log line shows the api key (SPEC §1: logs show it as ***)', async () => {
    // Traffic of its own (every test's log is checked after it, too): random requests, each
    // logged at least once, many of them carrying the key in their path or headers.
    const n = runs(300);
    const before = t.logs.length;
    await fc.assert(
      fc.asyncProperty(gen.anyRequest, async (req) => {
        checkResponse(t, req, await send(t, req));
      }),
      options(8, n),
    );
    assert.ok(t.logs.length - before >= n, `the fuzz wrote its request lines (${t.logs.length - before} for ${n} requests)`);
    assertNoKeyInLogs(t);
  });
});
