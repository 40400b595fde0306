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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file, filter] = process.argv.slice(2);
  if (!file) throw new Error('usage: tsx bench/cpuprofile.ts <file.cpuprofile> [regex]');
  process.stdout.write(`${summarise(file, 40, filter ? new RegExp(filter) : undefined)}\n`);
}
