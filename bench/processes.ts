// Child processes of the benchmark: the real service (`node dist/cli.js serve`), the bare
// baseline server, one-shot CLI commands; and a sampler of a process's resident memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { shebangRuntime } from '../src/runtime-flags.js';
import type { BareRoute } from './bare-server.js';

export const ROOT = join(import.meta.dirname, '..');
let cli = join(ROOT, 'dist', 'cli.js');
/** Measure another build (another checkout's dist/cli.js) instead of this one's. */
/**
 * The environment of a measured service: its own database, warn-level logs, a fresh encryption key,
 * limits so high they never refuse the load (the per-key limiter still runs: its cost is measured),
 * and no Redis (nothing but the service and its database is measured).
 */
export function serviceEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Nothing of the benchmark's own NODE_OPTIONS reaches the service; flags to compare go in
    // BENCH_SERVICE_NODE_OPTIONS (nodeFlags below).
    NODE_OPTIONS: '',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    TELEGRAM_MODE: 'off',
    TOLLGATE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    AUTH_FAILURE_LIMIT: '1000000000',
    RATE_LIMIT_MAX: '1000000000',
  };
  delete env.REDIS_URL;
  return env;
}

/**
 * The service's Node flags: the shebang's, then BENCH_SERVICE_NODE_OPTIONS (e.g. a V8 heap flag to
 * compare), then the run's own (a CPU profile). On the command line, so that a later flag wins
 * over the shebang's: in NODE_OPTIONS it would lose to them (checked with v8.getHeapSpaceStatistics).
 */
function nodeFlags(runtime: { flags: string[] }, nodeArgs: string[] = []): string[] {
  const compared = (process.env.BENCH_SERVICE_NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean);
  return [...runtime.flags, ...compared, ...nodeArgs];
}

export function useCli(path: string): void {
  cli = path;
}
const BARE_SERVER = join(import.meta.dirname, 'bare-server.ts');
const START_TIMEOUT_MS = 60_000;

export interface Child {
  url: string;
  pid: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Every child started here, so an interrupted run can end them (by pid, each one). */
const running = new Set<ChildProcess>();

export function stopAllChildren(): void {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

function track(child: ChildProcess): () => Promise<void> {
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
}

/** TCP ports the process listens on, from /proc (LOG_LEVEL=warn hides Fastify's "Server listening at" line). */
function listeningPorts(pid: number): number[] {
  const inodes = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m) inodes.add(m[1]!);
      } catch {
        // fd closed meanwhile
      }
    }
  } catch {
    return [];
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // cols: sl local_address rem_address st ... inode(9)
      if (cols[3] === '0A' && inodes.has(cols[9]!)) ports.push(parseInt(cols[1]!.split(':')[1]!, 16));
    }
  }
  return ports;
}

export { freePort } from '../test/support/free-port.js';

/**
 * Starts `node dist/cli.js serve` on `port` (default 0: any) and resolves once it listens: the
 * address comes from its "Server listening at" log line when the log level shows it, else from
 * the socket it listens on.
 */
export function startService(env: NodeJS.ProcessEnv, nodeArgs: string[] = [], port = 0): Promise<Child> {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`npm run build\` first`);
  const runtime = shebangRuntime(cli);
  const child = spawn(process.execPath, [...nodeFlags(runtime, nodeArgs), cli, 'serve'], {
    cwd: ROOT,
    env: { ...runtime.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = track(child);
  let output = '';
  child.stderr!.on('data', (d) => (output += String(d)));
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (url: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearInterval(poll);
      resolve({ url, pid: child.pid!, process: child, stop });
    };
    const timer = setTimeout(() => {
      clearInterval(poll);
      void stop();
      reject(new Error(`service did not start within ${START_TIMEOUT_MS} ms: ${output}`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      clearInterval(poll);
      if (!done) reject(new Error(`service exited with ${code} before listening: ${output}`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (output.length < 20_000) output += `${line}\n`;
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (m) finish(m[1]!);
    });
    const poll = setInterval(() => {
      const [port] = listeningPorts(child.pid!);
      if (port) finish(`http://127.0.0.1:${port}`);
    }, 50);
  });
}

/** Starts bench/bare-server.ts in its own process. */
/** Starts bench/bare-server.ts with these routes. */
export function startBare(routes: BareRoute[]): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', BARE_SERVER], {
    cwd: ROOT,
    env: { ...process.env, BARE_ROUTES: JSON.stringify(routes) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const stop = track(child);
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`bare server did not start: ${stderr}`)), START_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}: ${stderr}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^BARE_LISTENING (http:\/\/\S+)$/.exec(line);
      if (!m) return;
      clearTimeout(timer);
      resolve({ url: m[1]!, pid: child.pid!, process: child, stop });
    });
  });
}

/** Runs `node dist/cli.js …args` to completion (bounded by `timeoutMs`) and returns its stdout. */
export async function runCli(args: string[], env: NodeJS.ProcessEnv, timeoutMs = 30 * 60_000): Promise<string> {
  return (await runCliMeasured(args, env, timeoutMs)).stdout;
}

/** The same, with the command's peak resident memory in MB: its VmHWM (the kernel's high-water
 * mark, so no peak between samples is missed), read every 100 ms until it exits. `plain`: started
 * as the README writes it, `node dist/cli.js …`, without the shebang's flags and environment (the
 * command applies them itself). */
export function runCliMeasured(args: string[], env: NodeJS.ProcessEnv, timeoutMs = 30 * 60_000, plain = false): Promise<{ stdout: string; maxRssMb: number }> {
  const runtime = plain ? { flags: [], env: {} } : shebangRuntime(cli);
  const child = spawn(process.execPath, [...nodeFlags(runtime), cli, ...args], {
    cwd: ROOT,
    env: { ...runtime.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = track(child);
  let maxRssMb = 0;
  const sample = () => (maxRssMb = Math.max(maxRssMb, statusMb(child.pid!, 'VmHWM') ?? 0));
  const sampler = setInterval(sample, 100);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += String(d)));
  child.stderr!.on('data', (d) => (stderr += String(d)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`tollgate ${args.join(' ')} took over ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      clearInterval(sampler);
      if (code === 0) resolve({ stdout, maxRssMb });
      else reject(new Error(`tollgate ${args.join(' ')} exited with ${code}: ${stderr || stdout}`));
    });
  });
}

/** A memory line of /proc/<pid>/status (VmRSS, VmHWM) in MB, or undefined once it is gone. */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The most resident memory a process has had so far in MB (VmHWM, the kernel's high-water mark), or undefined once it is gone. */
export function hwmMb(pid: number): number | undefined {
  return statusMb(pid, 'VmHWM');
}

/** Resident memory of a process in MB (VmRSS), or undefined once it is gone. */
export function rssMb(pid: number): number | undefined {
  return statusMb(pid, 'VmRSS');
}

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat; NaN once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    // After the command name (which may hold spaces) come state (3rd field) … utime (14th), stime
    // (15th), in clock ticks of 1/100 s.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** Samples a process's VmRSS every `intervalMs` until stopped; returns the maximum in MB. */
export function sampleRss(pid: number, intervalMs = 200): { stop(): number } {
  let max = rssMb(pid) ?? 0;
  const timer = setInterval(() => {
    max = Math.max(max, rssMb(pid) ?? 0);
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(max, rssMb(pid) ?? 0);
    },
  };
}
