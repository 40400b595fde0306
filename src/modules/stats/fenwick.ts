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

/** Nodes whose sum is the total of quarters [0, q): every order paid before quarter q starts. */
export function prefixNodes(q: number): number[] {
  const nodes: number[] = [];
  for (let p = Math.min(Math.max(q, 0), FENWICK_SIZE); p > 0; p -= p & -p) nodes.push(p);
  return nodes;
}
