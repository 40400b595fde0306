// How `tollgate` runs is written once, in the shebang of cli.ts
// (`#!/usr/bin/env -S NAME=value node <flags>`); processes that start the command with an explicit
// Node binary (tests, benchmarks) read it from there, so they run what users run.
import { readFileSync } from 'node:fs';

export interface Runtime {
  /** Environment variables the shebang sets before Node starts (read by the C library, not by us). */
  env: Record<string, string>;
  /** The flags after `node`. */
  flags: string[];
}

/** The environment and Node flags in `file`'s shebang line (none when it has no such line). */
export function shebangRuntime(file: string): Runtime {
  const first = readFileSync(file, 'utf8').split('\n', 1)[0] ?? '';
  const match = /^#!\S*\benv -S((?:\s+\w+=\S*)*)\s+node\b(.*)$/.exec(first);
  if (!match) return { env: {}, flags: [] };
  const env: Record<string, string> = {};
  for (const pair of match[1]!.trim().split(/\s+/).filter(Boolean)) {
    const at = pair.indexOf('=');
    env[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return { env, flags: match[2]!.trim().split(/\s+/).filter(Boolean) };
}

/** Set in the environment of a process that re-applied its runtime: it never does so twice. */
const APPLIED = 'TOLLGATE_RUNTIME_APPLIED';

/** A flag's name, without its value: `--max-semi-space-size`. */
const flagName = (flag: string) => flag.split('=', 1)[0]!;

/**
 * Makes this process run as `file`'s shebang says however it was started: `node dist/cli.js …`,
 * `npm start`, a process manager calling node with the script. The shebang's environment
 * variables are read by the C library when the process starts and its V8 flags size the heap
 * when it is made, so neither can be set from inside: when any is missing, the process replaces
 * itself, same pid, same arguments, same open files (process.execve, Node ≥ 22.15), once. What
 * the operator set explicitly wins: an environment variable already set, or a flag already given
 * on the command line or in NODE_OPTIONS, is left as it is. Where execve is not available
 * (Windows), it runs on as started.
 */
export function applyShebangRuntime(file: string): void {
  if (process.env[APPLIED] === '1') return;
  const runtime = shebangRuntime(file);
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].map(flagName);
  const flags = runtime.flags.filter((f) => !given.includes(flagName(f)));
  const env = Object.entries(runtime.env).filter(([name]) => process.env[name] === undefined);
  if (!flags.length && !env.length) return;
  const execve = (process as { execve?: (file: string, args: string[], env: NodeJS.ProcessEnv) => never }).execve;
  if (typeof execve !== 'function') return;
  try {
    execve.call(process, process.execPath, [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)], {
      ...process.env,
      ...Object.fromEntries(env),
      [APPLIED]: '1',
    });
  } catch {
    // Not on this platform or in this kind of process: run on as started.
  }
}
