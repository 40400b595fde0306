// Order rollups as a Fenwick (binary indexed) tree over quarter hours since 1970, per bot and
// currency: recording or refunding an order updates at most 25 nodes, and the total of all orders
// paid before any quarter-hour boundary is the sum of at most 25 nodes. A period's revenue is the
// difference of two such prefix totals, so an answer reads the same number of rows for a bot with
// ten orders as for one with ten million: the cost depends on the window, not on the history.
// Every modern UTC offset is a multiple of 15 minutes, so calendar boundaries in any IANA zone
// fall on quarter hours (see prefixAt for the rest).

export const QUARTER_MS = 15 * 60 * 1000;
/** 2^24 quarter hours ≈ 478 years after 1970. */
export const FENWICK_SIZE = 2 ** 24;

/** The quarter hour (0-based) an instant falls in. */
export function quarterOf(ms: number): number {
  return Math.floor(ms / QUARTER_MS);
}

/** Nodes to add a delta to for an order in quarter `q` (1-based positions, ascending). */
export function updateNodes(q: number): number[] {
  const nodes: number[] = [];
  for (let p = q + 1; p <= FENWICK_SIZE; p += p & -p) nodes.push(p);
  return nodes;
}

/**
 * The non-zero nodes of a tree holding `quarters` (quarter → value), ascending: each node once,
 * in one pass from the leaves up (a node's parent is at a higher level, so a level's nodes are
 * whole when it is reached), instead of every value added to its up to 25 nodes.
 */
export function fenwickNodes(quarters: ReadonlyMap<number, number>): [number, number][] {
  const values = new Map<number, number>();
  const levels: number[][] = Array.from({ length: 25 }, () => []);
  const levelOf = (p: number) => 31 - Math.clz32(p & -p);
  for (const [q, value] of quarters) {
    const p = q + 1;
    if (!values.has(p)) levels[levelOf(p)]!.push(p);
    values.set(p, (values.get(p) ?? 0) + value);
  }
  for (const level of levels) {
    for (const p of level) {
      const parent = p + (p & -p);
      if (parent > FENWICK_SIZE) continue;
      if (!values.has(parent)) {
        levels[levelOf(parent)]!.push(parent);
        values.set(parent, 0);
      }
      values.set(parent, values.get(parent)! + values.get(p)!);
    }
  }
  return [...values].filter(([, v]) => v !== 0).sort((a, b) => a[0] - b[0]);
}

/** Nodes whose sum is the total of quarters [0, q): every order paid before quarter q starts. */
export function prefixNodes(q: number): number[] {
  const nodes: number[] = [];
  for (let p = Math.min(Math.max(q, 0), FENWICK_SIZE); p > 0; p -= p & -p) nodes.push(p);
  return nodes;
}
