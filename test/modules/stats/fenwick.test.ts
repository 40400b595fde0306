import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FENWICK_SIZE, FenwickStream, prefixNodes, quarterOf, updateNodes, QUARTER_MS } from '../../../src/modules/stats/fenwick.js';

/** The nodes a stream gives for `quarters`, fed in ascending order. */
function streamed(quarters: Map<number, number>): [number, number][] {
  const out: [number, number][] = [];
  const stream = new FenwickStream((node, value) => out.push([node, value]));
  for (const q of [...quarters.keys()].sort((a, b) => a - b)) stream.add(q, quarters.get(q)!);
  stream.finish();
  return out;
}

test('prefix sums over the node tree equal direct sums, for random updates and queries', () => {
  let seed = 42;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const tree = new Map<number, bigint>();
  const direct: { q: number; v: bigint }[] = [];
  for (let i = 0; i < 3000; i++) {
    const q = i % 3 === 0 ? random(FENWICK_SIZE) : random(5000);
    const v = BigInt(random(1_000_000)) * (random(10) === 0 ? -1n : 1n);
    direct.push({ q, v });
    for (const node of updateNodes(q)) tree.set(node, (tree.get(node) ?? 0n) + v);
  }
  for (let i = 0; i < 300; i++) {
    const q = i % 2 === 0 ? random(FENWICK_SIZE + 10) : random(6000);
    const expected = direct.filter((d) => d.q < q).reduce((s, d) => s + d.v, 0n);
    const got = prefixNodes(q).reduce((s, node) => s + (tree.get(node) ?? 0n), 0n);
    assert.equal(got, expected, `prefix(${q})`);
  }
});

test('node lists are short and bounded by the tree size', () => {
  assert.ok(updateNodes(0).length <= 25);
  assert.deepEqual(updateNodes(FENWICK_SIZE - 1), [FENWICK_SIZE]);
  assert.deepEqual(prefixNodes(0), []);
  assert.deepEqual(prefixNodes(-5), []);
  assert.deepEqual(prefixNodes(FENWICK_SIZE + 99), [FENWICK_SIZE]);
  assert.ok(prefixNodes(FENWICK_SIZE - 1).length <= 24);
  assert.equal(quarterOf(Date.UTC(2026, 10, 21, 12, 14, 59)), quarterOf(Date.UTC(2026, 10, 21, 12, 0)));
  assert.equal(quarterOf(QUARTER_MS), 1);
});

test('a tree streamed by ascending quarter has exactly the nodes of the values added one by one, in order', () => {
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const quarters = new Map<number, number>();
  const tree = new Map<number, number>();
  for (let i = 0; i < 5000; i++) {
    const q = i % 4 === 0 ? random(FENWICK_SIZE) : random(20_000);
    // Some values cancel out, so some nodes end at zero and must not be listed.
    const v = (random(1000) - 500) * (i % 7 === 0 ? 0 : 1);
    quarters.set(q, (quarters.get(q) ?? 0) + v);
    for (const node of updateNodes(q)) tree.set(node, (tree.get(node) ?? 0) + v);
  }
  const expected = [...tree].filter(([, v]) => v !== 0).sort((a, b) => a[0] - b[0]);
  assert.deepEqual(streamed(quarters), expected);
  assert.deepEqual(streamed(new Map()), []);
  assert.deepEqual(streamed(new Map([[FENWICK_SIZE - 1, 5]])), [[FENWICK_SIZE, 5]]);
});

test('streams advanced together at each quarter give every node below it before any node above', () => {
  let seed = 11;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const given: { node: number; currency: string; value: number; after: number }[] = [];
  let current = -1;
  const streams = new Map<string, FenwickStream>();
  const expected = new Map<string, number>();
  const values: [number, string, number][] = [];
  for (let i = 0; i < 3000; i++) values.push([random(50_000), ['EUR', 'USD', 'XTR'][random(3)]!, 1 + random(100)]);
  values.sort((a, b) => a[0] - b[0]);
  for (const [q, currency, v] of values) {
    if (q > current) {
      current = q;
      for (const s of streams.values()) s.advance(q);
    }
    let stream = streams.get(currency);
    if (!stream) {
      stream = new FenwickStream((node, value) => given.push({ node, currency, value, after: current }));
      streams.set(currency, stream);
    }
    stream.add(q, v);
    for (const node of updateNodes(q)) expected.set(`${currency} ${node}`, (expected.get(`${currency} ${node}`) ?? 0) + v);
  }
  for (const s of streams.values()) s.finish();
  // A node given while the quarter was q lies at or below q: later ones are above every earlier quarter.
  for (const g of given) if (g.after !== current) assert.ok(g.node <= g.after, `node ${g.node} given at quarter ${g.after}`);
  // Given in that order: each node above every node given at an earlier quarter.
  let below = 0;
  let highest = 0;
  for (const [i, g] of given.entries()) {
    if (i > 0 && g.after !== given[i - 1]!.after) below = highest;
    assert.ok(g.node > below, `node ${g.node} given at quarter ${g.after} after node ${below}`);
    highest = Math.max(highest, g.node);
  }
  assert.deepEqual(new Map(given.map((g) => [`${g.currency} ${g.node}`, g.value])), expected);
});
