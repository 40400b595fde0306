// The changes the keeper adds up before writing (SPEC §17): one entry per member's step (the
// starts and ends of closed paying runs are steps too), in typed arrays (a rebuild at 1M orders
// logs ~1.9M of them: 12 bytes each), then put in quarter-hour order in place and read back a
// quarter hour at a time, summed per instant and currency. Both the Fenwick nodes (sums per
// quarter hour) and the quarter hours' packed instants are written from that one pass, in key
// order. The log is a rebuild's largest allocation, hence the packing: an instant as seconds and
// milliseconds, an MRR change as a 32-bit integer (the rare larger one kept aside), the currency
// as its index, the two small changes in one byte; and no order array beside it.
import { QUARTER_MS } from '../stats/fenwick.js';
import { type Change, sumChanges } from './packed.js';

const CHUNK_BITS = 16;
const CHUNK = 1 << CHUNK_BITS;
const LOW = CHUNK - 1;
/** An `mrr` slot holding this holds a change beyond 32 bits: the real one is in `wide`. */
const WIDE = -(2 ** 31);

interface Chunk {
  /** The instant's whole seconds since 1970 (instants are from 1970 to now: under 2^32). */
  sec: Uint32Array;
  ms: Uint16Array;
  mrr: Int32Array;
  currency: Uint8Array;
  /** (members + 1) × 3 + (run + 1), each −1, 0 or 1. `members`: the change in paying members.
   * `run`: the sign the member's history is added with when the step starts or ends a closed run
   * (its currency pays nothing now), else 0: a start where `members` equals it, an end where it is
   * its opposite. */
  small: Uint8Array;
}

const newChunk = (): Chunk => ({
  sec: new Uint32Array(CHUNK),
  ms: new Uint16Array(CHUNK),
  mrr: new Int32Array(CHUNK),
  currency: new Uint8Array(CHUNK),
  small: new Uint8Array(CHUNK),
});

/** Exchanges `xs[x]` and `ys[y]` (one field of two entries, perhaps in two chunks). */
function swapIn(xs: Uint32Array | Uint16Array | Int32Array | Uint8Array, ys: typeof xs, x: number, y: number): void {
  const t = xs[x]!;
  xs[x] = ys[y]!;
  ys[y] = t;
}

/** Quarter hours put in order by counting (two counters per quarter hour in their span) when they
 * span at most this many (2^22 ≈ 120 years: 32 MiB of counters); beyond, by comparison. */
const COUNTING_SPAN = 2 ** 22;
/** A quarter hour's whole seconds. */
const QUARTER_SECONDS = QUARTER_MS / 1000;

export class ChangeLog {
  private readonly chunks: Chunk[] = [];
  private readonly currencies: string[] = [];
  private readonly currencyIds = new Map<string, number>();
  /** MRR changes beyond 32 bits, by entry (moved with their entry when the log is ordered). */
  private readonly wide = new Map<number, number>();
  length = 0;

  /** `members` and `run` are each −1, 0 or 1 (see Chunk). */
  add(at: number, currency: string, mrr: number, members: number, run: number): void {
    if (!(at >= 0 && at < 2 ** 32 * 1000)) throw new RangeError(`an instant of the change log out of range: ${at}`);
    let id = this.currencyIds.get(currency);
    if (id === undefined) {
      id = this.currencies.length;
      if (id > 255) throw new RangeError('a change log holds at most 256 currencies');
      this.currencies.push(currency);
      this.currencyIds.set(currency, id);
    }
    const i = this.length;
    const k = i & LOW;
    if (k === 0) this.chunks.push(newChunk());
    const chunk = this.chunks[i >>> CHUNK_BITS]!;
    const sec = Math.floor(at / 1000);
    chunk.sec[k] = sec;
    chunk.ms[k] = at - sec * 1000;
    if (mrr === (mrr | 0) && mrr !== WIDE) chunk.mrr[k] = mrr;
    else {
      chunk.mrr[k] = WIDE;
      this.wide.set(i, mrr);
    }
    chunk.currency[k] = id;
    chunk.small[k] = (members + 1) * 3 + (run + 1);
    this.length++;
  }

  private quarterOf(i: number): number {
    return Math.floor(this.chunks[i >>> CHUNK_BITS]!.sec[i & LOW]! / QUARTER_SECONDS);
  }

  private changeOf(i: number): Change {
    const c = this.chunks[i >>> CHUNK_BITS]!;
    const k = i & LOW;
    const small = c.small[k]!;
    const members = Math.floor(small / 3) - 1;
    const run = (small % 3) - 1;
    const starts = run !== 0 && members === run ? run : 0;
    const ends = run !== 0 && members === -run ? run : 0;
    const mrr = c.mrr[k] === WIDE ? this.wide.get(i)! : c.mrr[k]!;
    return { at: c.sec[k]! * 1000 + c.ms[k]!, currency: this.currencies[c.currency[k]!]!, mrr, members, starts, ends };
  }

  private swap(i: number, j: number): void {
    const a = this.chunks[i >>> CHUNK_BITS]!;
    const b = this.chunks[j >>> CHUNK_BITS]!;
    const x = i & LOW;
    const y = j & LOW;
    swapIn(a.sec, b.sec, x, y);
    swapIn(a.ms, b.ms, x, y);
    swapIn(a.mrr, b.mrr, x, y);
    swapIn(a.currency, b.currency, x, y);
    swapIn(a.small, b.small, x, y);
    if (a.mrr[x] === WIDE || b.mrr[y] === WIDE) {
      const wi = this.wide.get(i);
      const wj = this.wide.get(j);
      this.wide.delete(i);
      this.wide.delete(j);
      if (wj !== undefined) this.wide.set(i, wj);
      if (wi !== undefined) this.wide.set(j, wi);
    }
  }

  /** Puts the entries in the order of their quarter hours, in place: each entry is moved
   * straight to its quarter hour's next free place (a counting sort that permutes instead of
   * copying; order within a quarter hour is left as it falls, summing sorts it). */
  private sortByQuarter(): void {
    const n = this.length;
    if (n < 2) return;
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < n; i++) {
      const q = this.quarterOf(i);
      if (q < min) min = q;
      if (q > max) max = q;
    }
    if (max - min >= COUNTING_SPAN) {
      this.sortByComparison(0, n - 1);
      return;
    }
    // end[b]: where quarter b's places end; next[b]: its next place not yet known to hold one of its own.
    const end = new Uint32Array(max - min + 1);
    for (let i = 0; i < n; i++) end[this.quarterOf(i) - min]!++;
    for (let b = 1; b < end.length; b++) end[b]! += end[b - 1]!;
    const next = new Uint32Array(end.length);
    for (let b = 1; b < end.length; b++) next[b] = end[b - 1]!;
    for (let b = 0; b < end.length; b++) {
      while (next[b]! < end[b]!) {
        const i = next[b]!;
        const home = this.quarterOf(i) - min;
        if (home === b) next[b]!++;
        else this.swap(i, next[home]!++);
      }
    }
  }

  /** Quicksort by quarter hour (a span too wide to count: centuries of history). */
  private sortByComparison(lo: number, hi: number): void {
    while (lo < hi) {
      const pivot = this.quarterOf((lo + hi) >>> 1);
      let i = lo;
      let j = hi;
      while (i <= j) {
        while (this.quarterOf(i) < pivot) i++;
        while (this.quarterOf(j) > pivot) j--;
        if (i <= j) this.swap(i++, j--);
      }
      if (j - lo < hi - i) {
        this.sortByComparison(lo, j);
        lo = i;
      } else {
        this.sortByComparison(i, hi);
        hi = j;
      }
    }
  }

  /** The changes of each quarter hour holding any, in time order, summed per instant and currency
   * (a quarter hour whose changes add up to nothing comes with none). Orders the log. */
  *byQuarter(): Generator<{ quarter: number; changes: Change[] }> {
    this.sortByQuarter();
    let quarter = Number.NaN;
    let changes: Change[] = [];
    for (let i = 0; i < this.length; i++) {
      const q = this.quarterOf(i);
      if (q !== quarter && changes.length) {
        yield { quarter, changes: sumChanges(changes) };
        changes = [];
      }
      quarter = q;
      changes.push(this.changeOf(i));
    }
    if (changes.length) yield { quarter, changes: sumChanges(changes) };
  }
}

/** The start of a quarter hour, in epoch ms. */
export const quarterStart = (quarter: number) => quarter * QUARTER_MS;
