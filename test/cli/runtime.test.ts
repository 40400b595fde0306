// The shebang's runtime (MALLOC_ARENA_MAX=2, --max-semi-space-size=4) however the command is
// started: `node dist/cli.js serve` replaces itself once with it (same pid), and what the operator
// set explicitly is kept. Read from /proc: the process's own command line and environment.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { shebangRuntime } from '../../src/runtime-flags.js';
import { CLI, serverEnv, startServer } from '../support/servers.js';

const proc = (pid: number, what: 'cmdline' | 'environ') => readFileSync(`/proc/${pid}/${what}`, 'utf8').split('\0').filter(Boolean);

/** The environment without anything the runner's own start may have set. */
function plainEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = serverEnv('sqlite::memory:', extra);
  delete env.MALLOC_ARENA_MAX;
  delete env.TOLLGATE_RUNTIME_APPLIED;
  delete env.NODE_OPTIONS;
  return { ...env, ...extra };
}

test('node dist/cli.js serve runs with the shebang flags and environment, same pid', { skip: process.platform !== 'linux' }, async () => {
  assert.deepEqual(shebangRuntime(CLI), { env: { MALLOC_ARENA_MAX: '2' }, flags: ['--max-semi-space-size=4'] });
  const server = await startServer(plainEnv(), [], true);
  try {
    const pid = server.process.pid!;
    const args = proc(pid, 'cmdline');
    assert.deepEqual(args.slice(1), ['--max-semi-space-size=4', CLI, 'serve']);
    const env = proc(pid, 'environ');
    assert.ok(env.includes('MALLOC_ARENA_MAX=2'), 'MALLOC_ARENA_MAX=2 set');
    assert.ok(env.includes('TOLLGATE_RUNTIME_APPLIED=1'), 'applied once');
    assert.equal((await fetch(`${server.url}/readyz`)).status, 200);
  } finally {
    await server.stop();
  }
});

test('what the operator set is kept: a flag on the command line or in NODE_OPTIONS, an environment variable', {
  skip: process.platform !== 'linux',
}, async () => {
  const explicit = await startServer(plainEnv({ MALLOC_ARENA_MAX: '4' }), ['--max-semi-space-size=8'], true);
  try {
    const pid = explicit.process.pid!;
    // Nothing missing: not started again; the operator's flag and variable stay.
    assert.deepEqual(proc(pid, 'cmdline').slice(1), ['--max-semi-space-size=8', CLI, 'serve']);
    const env = proc(pid, 'environ');
    assert.ok(env.includes('MALLOC_ARENA_MAX=4'));
    assert.ok(!env.some((e) => e.startsWith('TOLLGATE_RUNTIME_APPLIED=')));
  } finally {
    await explicit.stop();
  }
  const viaOptions = await startServer(plainEnv({ NODE_OPTIONS: '--max-semi-space-size=16' }), [], true);
  try {
    const pid = viaOptions.process.pid!;
    // Only the missing environment variable is added; the flag stays NODE_OPTIONS's.
    assert.deepEqual(proc(pid, 'cmdline').slice(1), [CLI, 'serve']);
    const env = proc(pid, 'environ');
    assert.ok(env.includes('MALLOC_ARENA_MAX=2'));
    assert.ok(env.includes('NODE_OPTIONS=--max-semi-space-size=16'));
  } finally {
    await viaOptions.stop();
  }
});
