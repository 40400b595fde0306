// The package's types resolve for a consumer under each TypeScript moduleResolution: `exports`
// serves node16, nodenext and bundler; `types` and `typesVersions` serve node10 ("node"). A
// consumer project in a temporary directory (node_modules/tollgate → this repository) is
// type-checked with the repository's tsc. Needs dist/ (npm test builds it first).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';

const ROOT = join(import.meta.dirname, '..', '..');
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const exec = promisify(execFile);

/** What a consumer writes: values and types from both entry points. If a path resolved to nothing
 * typed, the imports would be `any` and the expected error would not occur, failing the check. */
const CONSUMER = `import { Tollgate, TollgateError, verifyWebhook, type Chat } from 'tollgate/client';
import type { buildApp } from 'tollgate';

const client = new Tollgate({ baseUrl: 'http://127.0.0.1:8080', botId: 1, apiKey: 'key' });
export const names: Promise<string[]> = client.listChats().then((page) => page.items.map((chat: Chat) => chat.chat_name));
export const isError = (err: unknown): boolean => err instanceof TollgateError;
export const verify: typeof verifyWebhook = verifyWebhook;
export type Build = typeof buildApp;
// @ts-expect-error chat_name is a string
export const wrong: Promise<number[]> = names;
`;

/** The module setting each resolution goes with. */
const RESOLUTIONS = { node10: 'commonjs', node16: 'node16', nodenext: 'nodenext', bundler: 'esnext' } as const;

describe('the package’s types under each moduleResolution', { concurrency: true }, () => {
  let dir: string;
  before(() => {
    assert.ok(existsSync(join(ROOT, 'dist', 'client', 'index.d.ts')), 'dist/ is not built: run npm run build first');
    dir = mkdtempSync(join(tmpdir(), 'tollgate-consumer-'));
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(ROOT, join(dir, 'node_modules', 'tollgate'), 'dir');
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    writeFileSync(join(dir, 'consumer.ts'), CONSUMER);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  for (const [resolution, module] of Object.entries(RESOLUTIONS)) {
    test(`${resolution} finds tollgate and tollgate/client`, async () => {
      const config = join(dir, `tsconfig.${resolution}.json`);
      const compilerOptions = { module, moduleResolution: resolution, target: 'ES2022', strict: true, noEmit: true, esModuleInterop: true, skipLibCheck: true };
      writeFileSync(config, JSON.stringify({ compilerOptions, files: ['consumer.ts'] }));
      const failure = await exec(process.execPath, [TSC, '-p', config]).then(
        () => null,
        (err: { stdout?: string }) => err.stdout || String(err),
      );
      assert.equal(failure, null, `tsc (${resolution}) failed:\n${failure}`);
    });
  }
});
