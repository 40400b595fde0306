// Reads a V8 .cpuprofile (node --cpu-prof) and lists where the time went: self time and
// inclusive time per function, as shares of the profile. Used by bench/profile.ts; also
// standalone: `npx tsx bench/cpuprofile.ts <file.cpuprofile> [regex to filter the inclusive list]`.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export function summarise(file: string, top = 25, filter?: RegExp): string {
  const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(dist|src)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;
  const perNode = new Map<number, number>();
  for (const [i, id] of p.samples.entries()) perNode.set(id, (perNode.get(id) ?? 0) + (p.timeDeltas[i] ?? 0));
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  for (const [id, us] of perNode) {
    total += us;
    const leaf = name(byId.get(id)!);
    self.set(leaf, (self.get(leaf) ?? 0) + us);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const k = name(byId.get(cur)!);
      if (!seen.has(k)) inclusive.set(k, (inclusive.get(k) ?? 0) + us);
      seen.add(k);
    }
  }
  const list = (m: Map<string, number>) =>
    [...m]
      .filter(([k]) => !filter || filter.test(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => `${((100 * us) / total).toFixed(1).padStart(5)}%  ${k}`)
      .join('\n');
  return `${(total / 1e6).toFixed(1)} s profiled\n-- self time\n${list(self)}\n-- inclusive time${filter ? ` (${filter.source})` : ''}\n${list(inclusive)}`;
}

/** Where a request's CPU goes, first matching rule wins (a sample's whole stack is tested). */
export const REQUEST_SHARES: [string, RegExp][] = [
  ['rollup read (SQLite/PostgreSQL, rows to JS)', /readRollupNodes /],
  ['totals and entries (JS: sums, periods, formatting)', /countByPeriod /],
  ['socket write (kernel loopback)', /^(writeUtf8String|writev|writeBuffer|writeLatin1String) /],
  ['response serialisation (fast-json-stringify, envelope)', /fast-json-stringify|^serialize fastify|^send(Shared)? dist\/http\/envelope/],
  ['authentication (key hash, cache)', /bot-scope\.js|bots\/keys\.js|key-cache/],
  ['per-key rate limit', /@fastify\/rate-limit/],
  ['other hooks (headers, metrics, logs)', /plugins\/security|shutdown-gate|http\/metrics|http\/logging|prom-client|pino/],
  ['validation and routing', /fastify\/lib\/validation|find-my-way|fast-querystring|^routing fastify/],
  ['HTTP parsing and Node http', /node:_http|parserOn|llhttp/],
  ['garbage collector', /^\(garbage collector\) /],
  ['idle', /^\(idle\) /],
];

/**
 * Shares of the last `seconds` of the profile (the load, without start-up and set-up) by the
 * first rule whose pattern matches a frame of the sample's stack; busy shares exclude idle time.
 */
export function shares(file: string, seconds: number, rules = REQUEST_SHARES): string {
  const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const frame = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(dist|src)\//, '$1/')}`;
  const end = p.timeDeltas.reduce((a, b) => a + b, 0);
  const by = new Map<string, number>();
  let at = 0;
  for (const [i, id] of p.samples.entries()) {
    at += p.timeDeltas[i] ?? 0;
    if (at < end - seconds * 1e6) continue;
    const stack: string[] = [];
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) stack.push(frame(byId.get(cur)!));
    const rule = rules.find(([, re]) => stack.some((f) => re.test(f)));
    const key = rule?.[0] ?? 'other (Fastify core, promises, Node internals)';
    by.set(key, (by.get(key) ?? 0) + (p.timeDeltas[i] ?? 0));
  }
  const total = [...by.values()].reduce((a, b) => a + b, 0);
  const busy = total - (by.get('idle') ?? 0);
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .map(
      ([k, us]) =>
        `${k === 'idle' ? '     ' : `${((100 * us) / busy).toFixed(1).padStart(5)}%`}  ${k}${k === 'idle' ? ` (${((100 * us) / total).toFixed(1)}% of the window)` : ''}`,
    )
    .join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file, filter] = process.argv.slice(2);
  if (!file) throw new Error('usage: tsx bench/cpuprofile.ts <file.cpuprofile> [regex | --shares <seconds>]');
  if (filter === '--shares') process.stdout.write(`${shares(file, Number(process.argv[4] ?? 5))}\n`);
  else process.stdout.write(`${summarise(file, 40, filter ? new RegExp(filter) : undefined)}\n`);
}
