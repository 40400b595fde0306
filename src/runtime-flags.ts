// The Node flags `tollgate` runs with are written once, in the shebang of cli.ts
// (`#!/usr/bin/env -S node <flags>`); processes that start the command with an explicit Node
// binary (tests, benchmarks) read them from there, so they run what users run.
import { readFileSync } from 'node:fs';

/** The flags after `node` in `file`'s shebang line (none when it has no such line). */
export function shebangNodeFlags(file: string): string[] {
  const first = readFileSync(file, 'utf8').split('\n', 1)[0] ?? '';
  const match = /^#!.*\bnode\b(.*)$/.exec(first);
  return match ? match[1]!.trim().split(/\s+/).filter(Boolean) : [];
}
