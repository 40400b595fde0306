// The README's generated-client example works as written: openapi-typescript turns the service's
// /openapi.json into types, and the example (openapi-fetch, the named Plan type) type-checks against
// them with the repository's tsc, then runs against the service and reads its plans.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { plan } from '../support/lifecycle.js';
import { createTestApp, type TestApp } from '../support/helper.js';

const ROOT = join(import.meta.dirname, '..', '..');
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const exec = promisify(execFile);

/** The README's block that starts with the openapi-typescript command. */
function readmeExample(): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const block = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!).find((code) => code.includes('openapi-typescript'));
  assert.ok(block, 'README has no generated-client example');
  return block;
}

let t: TestApp;
let dir: string;
before(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'tollgate-generated-'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(join(ROOT, 'node_modules', 'openapi-fetch'), join(dir, 'node_modules', 'openapi-fetch'), 'dir');
});
after(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

test('the README’s generated client type-checks with the named types and reads the plans', async () => {
  await plan(t, { plan_name: 'Generated' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const doc = (await (await fetch(`${origin}/openapi.json`)).json()) as OpenAPI3;
  writeFileSync(join(dir, 'tollgate-api.ts'), astToString(await openapiTS(doc)));
  const [botId, apiKey] = t.base.match(/^\/v1\/bot(\d+)\/([^/]+)$/)!.slice(1) as [string, string];
  const example = readmeExample().replace("'http://127.0.0.1:8080'", JSON.stringify(origin)).replace("'123456789'", JSON.stringify(botId));
  writeFileSync(
    join(dir, 'example.ts'),
    `const apiKey = ${JSON.stringify(apiKey)};\n${example}\nexport const names: string[] = plans.map((p) => p.plan_name);\n// @ts-expect-error a plan's name is a string\nexport const wrong: number[] = plans.map((p) => p.plan_name);\n`,
  );
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'generated', private: true, type: 'module' }));
  const compilerOptions = {
    module: 'esnext',
    moduleResolution: 'bundler',
    target: 'ES2022',
    strict: true,
    skipLibCheck: true,
    outDir: 'out',
    lib: ['ES2022', 'DOM'],
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['example.ts'] }));
  const failure = await exec(process.execPath, [TSC, '-p', join(dir, 'tsconfig.json')]).then(
    () => null,
    (err: { stdout?: string }) => err.stdout || String(err),
  );
  assert.equal(failure, null, `tsc failed:\n${failure}`);
  // Run what was compiled: the generated client reads the plans through the service.
  writeFileSync(join(dir, 'out', 'package.json'), JSON.stringify({ type: 'module' }));
  symlinkSync(join(dir, 'node_modules'), join(dir, 'out', 'node_modules'), 'dir');
  const ran = await import(join(dir, 'out', 'example.js'));
  assert.deepEqual(ran.names, ['Generated']);
});
