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

/** How a stream adds its values up (numbers unless told otherwise). */
export interface Addition<V> {
  plus(a: V, b: V): V;
  isZero(v: V): boolean;
}

const NUMBERS: Addition<number> = { plus: (a, b) => a + b, isZero: (v) => v === 0 };

/**
 * The non-zero nodes of a tree whose values come by ascending quarter hour, each node given to
 * `emit` once no later value can change it, in ascending order. It holds the nodes begun and not
 * complete yet (one path up the tree, at most one per level), never the tree: a bot's years of
 * quarter hours build their nodes in a few hundred bytes.
 */
export class FenwickStream<V = number> {
  /** Nodes begun and not complete, ascending by position. */
  private readonly open: { p: number; value: V }[] = [];

  constructor(
    private readonly emit: (node: number, value: V) => void,
    private readonly addition: Addition<V> = NUMBERS as unknown as Addition<V>,
  ) {}

  /** The value of quarter `q`; each call's `q` at least the last one's. */
  add(q: number, value: V): void {
    const p = q + 1;
    this.complete(p);
    this.addTo(p, value);
  }

  /** No value before quarter `q` comes any more: every node up to position q (the nodes of the
   * quarters before it) is given out, and the nodes left open are all above it. */
  advance(q: number): void {
    this.complete(q + 1);
  }

  /** No more values: every node left is complete. */
  finish(): void {
    this.complete(Number.POSITIVE_INFINITY);
  }

  private addTo(p: number, value: V): void {
    let i = 0;
    while (i < this.open.length && this.open[i]!.p < p) i++;
    if (this.open[i]?.p === p) this.open[i]!.value = this.addition.plus(this.open[i]!.value, value);
    else this.open.splice(i, 0, { p, value });
  }

  /** Nodes below position `before` are complete (no value can reach them now): each given out,
   * and added to its parent. */
  private complete(before: number): void {
    while (this.open.length && this.open[0]!.p < before) {
      const { p, value } = this.open.shift()!;
      if (this.addition.isZero(value)) continue;
      this.emit(p, value);
      const parent = p + (p & -p);
      if (parent <= FENWICK_SIZE) this.addTo(parent, value);
    }
  }
}

/** Nodes whose sum is the total of quarters [0, q): every order paid before quarter q starts. */
export function prefixNodes(q: number): number[] {
  const nodes: number[] = [];
  for (let p = Math.min(Math.max(q, 0), FENWICK_SIZE); p > 0; p -= p & -p) nodes.push(p);
  return nodes;
}
