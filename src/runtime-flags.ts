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
