#!/usr/bin/env -S MALLOC_ARENA_MAX=2 node --max-semi-space-size=4
// The `tollgate` command (commands.ts has them all). The shebang is how it runs, whichever way it
// is started (runtime-flags.ts re-applies it to `node dist/cli.js …`, npm scripts and process
// managers):
// --max-semi-space-size=4 (MiB): from Node 24 on, V8 sizes the young generation from the
// machine's memory and a loaded server then holds ~350 MB instead of ~190 MB; a 4 MiB semi-space
// keeps the heap at 60-65 MB for a few percent of throughput. MALLOC_ARENA_MAX=2: glibc gives each
// thread that allocates (libuv's pool, V8's workers) its own arena and keeps their freed pages;
// two arenas hold the rest of the process near its live size (bench/results/2026-11-23-node-24*.md).
import { fileURLToPath } from 'node:url';
import { applyShebangRuntime } from './runtime-flags.js';

// Before anything else is loaded: this may replace the process with itself, as the shebang runs it.
applyShebangRuntime(fileURLToPath(import.meta.url));
const { run } = await import('./commands.js');
await run(process.argv.slice(2));
