// The reference as code generators read it (SPEC §7): Redocly's recommended ruleset finds nothing,
// Ajv in strict mode compiles every schema of every operation, every resource and envelope is a
// named schema, every answer is described with its headers, every operation states its security,
// and the server is the address the service is reached at.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { createTestApp, type TestApp } from '../support/helper.js';

const run = promisify(execFile);
const REDOCLY = join(import.meta.dirname, '../../node_modules/@redocly/cli/bin/cli.js');
const BOT = '/v1/bot{bot_id}/{api_key}';
const METHODS = ['get', 'post', 'patch', 'put', 'delete'];
/** What an answer that is a file is sent as. */
const FILE_TYPES = ['application/x-ndjson', 'text/csv'];

type Doc = { paths: Record<string, Record<string, any>>; components: Record<string, any>; [k: string]: any };

function operations(doc: Doc): { path: string; method: string; op: any }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] })));
}

async function documentOf(app: FastifyInstance, host = '127.0.0.1:8080'): Promise<Doc> {
  const res = await app.inject({ url: '/openapi.json', headers: { host } });
  assert.equal(res.statusCode, 200);
  return JSON.parse(res.body);
}

/** Redocly CLI's `lint` with its recommended rules: the problems it reports, as `rule: message at pointer`. */
async function redoclyProblems(doc: Doc): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'tollgate-redocly-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    const result = await run(process.execPath, [REDOCLY, 'lint', file, '--format=json', '--extends=recommended'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const report = JSON.parse(result.stdout) as { problems: { ruleId: string; message: string; location: { pointer: string }[] }[] };
    return report.problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the API reference, as tools read it', () => {
  let t: TestApp;
  let withOperator: FastifyInstance;
  let doc: Doc;
  before(async () => {
    t = await createTestApp();
    withOperator = await buildApp(
      { ...t.config, operatorToken: 'an-operator-token-for-the-reference', publicUrl: 'https://members.tollgate.test/api' },
      { storage: t.app.storage, now: () => t.clock.now, logStream: new Writable({ write: (_chunk, _encoding, done) => done() }) },
    );
    doc = await documentOf(t.app);
  });
  after(async () => {
    await withOperator.close();
    await t.close();
  });

  test('Redocly’s recommended ruleset finds 0 errors and 0 warnings, with and without the operator routes', async () => {
    assert.deepEqual(await redoclyProblems(doc), []);
    assert.deepEqual(await redoclyProblems(await documentOf(withOperator)), []);
  });

  test('Ajv in strict mode compiles every operation’s parameters, body and answers', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats.default(ajv);
    const local = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"openapi#/$defs/'));
    ajv.addSchema({ $id: 'openapi', $defs: local(doc.components.schemas) });
    let compiled = 0;
    for (const { path, method, op } of operations(doc)) {
      const schemas = [
        ...(op.parameters ?? []).filter((p: any) => p.schema).map((p: any) => [`parameter ${p.name}`, p.schema]),
        ...Object.entries(op.requestBody?.content ?? {}).map(([type, media]: [string, any]) => [`body ${type}`, media.schema]),
        ...Object.entries<any>(op.responses).flatMap(([status, r]) => Object.values<any>(r.content ?? {}).map((media) => [`answer ${status}`, media.schema])),
      ];
      for (const [what, schema] of schemas) {
        assert.doesNotThrow(() => ajv.compile(local(schema)), `${method.toUpperCase()} ${path} ${what}`);
        compiled++;
      }
    }
    for (const name of Object.keys(doc.components.schemas)) assert.ok(ajv.getSchema(`openapi#/$defs/${name}`), name);
    assert.ok(compiled > 500, `${compiled} schemas compiled`);
  });

  test('every resource and envelope is a named schema, used by $ref; next_cursor only on pages', () => {
    const names = Object.keys(doc.components.schemas);
    for (const name of ['Chat', 'Plan', 'PlanOptions', 'Admin', 'Order', 'OrderCountEntry', 'Member', 'Subscription', 'Event', 'Webhook', 'ErrorEnvelope']) {
      assert.ok(names.includes(name), `components.schemas.${name}`);
    }
    assert.ok(!names.some((n) => n.startsWith('def-')), names.join(', '));
    assert.deepEqual(doc.components.schemas.PlanEnvelope.properties.result, { $ref: '#/components/schemas/Plan' });
    assert.deepEqual(doc.components.schemas.PlanPage.properties.result, { type: 'array', items: { $ref: '#/components/schemas/Plan' } });
    for (const [name, schema] of Object.entries<any>(doc.components.schemas)) {
      assert.equal('next_cursor' in (schema.properties ?? {}), name.endsWith('Page'), name);
    }
    for (const { path, method, op } of operations(doc)) {
      for (const [status, response] of Object.entries<any>(op.responses)) {
        // A file (a backup, an export) is streamed as text of its own type; everything else is JSON.
        const [type, ...others] = Object.keys(response.content ?? {});
        if (FILE_TYPES.includes(type!) && status.startsWith('2')) {
          assert.deepEqual([others, response.content[type!].schema.type], [[], 'string'], `${method} ${path} ${status}`);
          continue;
        }
        const schema = response.content?.['application/json']?.schema;
        assert.match(schema?.$ref ?? '', /^#\/components\/schemas\/\w+$/, `${method} ${path} ${status}`);
      }
      const body = op.requestBody?.content?.['application/json']?.schema;
      if (body) assert.match(body.$ref, /^#\/components\/schemas\/\w+Body$/, `${method} ${path} body`);
    }
  });

  test('every answer has a description of its own and its headers; POSTs take an Idempotency-Key', () => {
    assert.deepEqual(Object.keys(doc.components.headers).sort(), ['Retry-After', 'X-Request-Id']);
    for (const { path, method, op } of operations(doc)) {
      // The level an operation needs is said once (a GET's HEAD route shares its schema).
      assert.ok((op.description ?? '').split('Needs admin level').length <= 2, `${method} ${path} says its level twice`);
      for (const [status, response] of Object.entries<any>(op.responses)) {
        assert.ok(response.description && response.description !== 'Default Response', `${method} ${path} ${status}`);
        assert.deepEqual(response.headers['X-Request-Id'], { $ref: '#/components/headers/X-Request-Id' });
        assert.equal('Retry-After' in response.headers, status === '429', `${method} ${path} ${status}`);
      }
      const idempotent = (op.parameters ?? []).some((p: any) => p.$ref === '#/components/parameters/IdempotencyKey');
      assert.equal(idempotent, method === 'post' && path.startsWith(BOT), `${method} ${path} Idempotency-Key`);
    }
    assert.match(doc.info.description, /405[^.]*`Allow`/);
    assert.equal(doc.paths[`${BOT}/plans`]!.get.responses['200'].description, 'One page of plan items, in result; next_cursor while more remain.');
    assert.equal(doc.paths[`${BOT}/plans`]!.post.responses['201'].description, 'Created: the plan, in result.');
  });

  test('our rules are said in words and standard keywords: no x- keyword in a schema, no format of ours', () => {
    const schemas = [doc.components.schemas, ...operations(doc).flatMap(({ op }) => (op.parameters ?? []).map((p: any) => p.schema))];
    const text = JSON.stringify(schemas);
    assert.doesNotMatch(text, /"x-[a-z-]+":/);
    const formats = new Set([...text.matchAll(/"format":"([^"]+)"/g)].map((m) => m[1]));
    assert.deepEqual([...formats].sort(), ['date-time']);
    const body = doc.components.schemas.CreatePlanBody.properties;
    assert.equal(body.plan_currency.pattern, '^[A-Z]{3}$');
    assert.match(body.plan_currency.description, /Must be an ISO 4217 currency code in upper case, such as USD\./);
    assert.match(body.plan_duration.description, /Must be an ISO 8601 length/);
    assert.equal(doc.components.schemas.UpdateAdminBody.properties.bot_token.writeOnly, true);
  });

  test('every operation states its security: none for the key in the path (and says why), bearer for the operator', async () => {
    for (const { path, method, op } of operations(doc)) {
      assert.deepEqual(op.security, [], `${method} ${path}`);
      if (path.startsWith(BOT)) assert.match(op.description, /api key is the `\{api_key\}` path segment/, `${method} ${path}`);
    }
    assert.equal(doc.components.securitySchemes, undefined);
    const operator = await documentOf(withOperator);
    assert.deepEqual(operator.paths['/v1/bots']!.post.security, [{ operator: [] }]);
    assert.deepEqual(operator.components.securitySchemes, { operator: { type: 'http', scheme: 'bearer' } });
  });

  test('the server is TOLLGATE_PUBLIC_URL when set, else the origin the document was asked at', async () => {
    assert.deepEqual(doc.servers, [{ url: 'http://127.0.0.1:8080' }]);
    assert.deepEqual((await documentOf(t.app, 'tollgate.local:9000')).servers, [{ url: 'http://tollgate.local:9000' }]);
    assert.deepEqual((await documentOf(withOperator, 'elsewhere:1')).servers, [{ url: 'https://members.tollgate.test/api' }]);
    assert.deepEqual(Object.keys(doc).slice(0, 3), ['openapi', 'info', 'servers']);
    assert.deepEqual(doc.info.license, { name: 'MIT', identifier: 'MIT' });
  });
});
