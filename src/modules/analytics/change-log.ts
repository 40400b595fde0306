// The changes the keeper adds up before writing (SPEC §17): one entry per member's step (the
// starts and ends of closed paying runs are steps too), in typed arrays (a rebuild at 1M orders
// logs ~1.6M of them: 20 bytes each here), then read back a quarter hour at a time in time order,
// summed per instant and currency. Both the Fenwick nodes (sums per quarter
// hour) and the quarter hours' packed instants are written from that one pass, in key order.
import { QUARTER_MS, quarterOf } from '../stats/fenwick.js';
import { type Change, sumChanges } from './packed.js';

const CHUNK = 1 << 16;

interface Chunk {
  at: Float64Array;
  mrr: Float64Array;
  currency: Uint16Array;
  /** The change in paying members: −1, 0 or 1 per entry. */
  members: Int8Array;
  /** The sign the member's history is added with when the step starts or ends a closed run (its
   * currency pays nothing now), else 0: a start where `members` equals it, an end where it is its
   * opposite. */
  run: Int8Array;
}

const newChunk = (): Chunk => ({
  at: new Float64Array(CHUNK),
  mrr: new Float64Array(CHUNK),
  currency: new Uint16Array(CHUNK),
  members: new Int8Array(CHUNK),
  run: new Int8Array(CHUNK),
});

/** Quarter hours sorted by counting (one counter per quarter hour in their span) when they span
 * at most this many (2^22 ≈ 120 years: 16 MiB of counters); beyond, by comparison. */
const COUNTING_SPAN = 2 ** 22;

export class ChangeLog {
  private readonly chunks: Chunk[] = [];
  private readonly currencies: string[] = [];
  private readonly currencyIds = new Map<string, number>();
  length = 0;

  /** `members` and `run` are each −1, 0 or 1 (see Chunk). */
  add(at: number, currency: string, mrr: number, members: number, run: number): void {
    let id = this.currencyIds.get(currency);
    if (id === undefined) {
      id = this.currencies.length;
      this.currencies.push(currency);
      this.currencyIds.set(currency, id);
    }
    const k = this.length % CHUNK;
    if (k === 0) this.chunks.push(newChunk());
    const chunk = this.chunks[this.chunks.length - 1]!;
    chunk.at[k] = at;
    chunk.mrr[k] = mrr;
    chunk.currency[k] = id;
    chunk.members[k] = members;
    chunk.run[k] = run;
    this.length++;
  }

  private atOf(i: number): number {
    return this.chunks[Math.floor(i / CHUNK)]!.at[i % CHUNK]!;
  }

  private changeOf(i: number): Change {
    const c = this.chunks[Math.floor(i / CHUNK)]!;
    const k = i % CHUNK;
    const members = c.members[k]!;
    const run = c.run[k]!;
    const starts = run !== 0 && members === run ? run : 0;
    const ends = run !== 0 && members === -run ? run : 0;
    return { at: c.at[k]!, currency: this.currencies[c.currency[k]!]!, mrr: c.mrr[k]!, members, starts, ends };
  }

  /** The entries' indexes in the order of their quarter hours: a counting sort, stable, in linear
   * time, with no array the size of the log but the order itself. */
  private order(): Uint32Array {
    const n = this.length;
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < n; i++) {
      const q = quarterOf(this.atOf(i));
      if (q < min) min = q;
      if (q > max) max = q;
    }
    const order = new Uint32Array(n);
    if (n === 0 || max - min >= COUNTING_SPAN) {
      for (let i = 0; i < n; i++) order[i] = i;
      return order.sort((a, b) => quarterOf(this.atOf(a)) - quarterOf(this.atOf(b)));
    }
    // Where each quarter hour's entries begin, then each entry at its quarter hour's next place.
    const next = new Uint32Array(max - min + 2);
    for (let i = 0; i < n; i++) next[quarterOf(this.atOf(i)) - min + 1]!++;
    for (let q = 1; q < next.length; q++) next[q]! += next[q - 1]!;
    for (let i = 0; i < n; i++) order[next[quarterOf(this.atOf(i)) - min]!++] = i;
    return order;
  }

  /** The changes of each quarter hour holding any, in time order, summed per instant and currency
   * (a quarter hour whose changes add up to nothing comes with none). */
  *byQuarter(): Generator<{ quarter: number; changes: Change[] }> {
    const order = this.order();
    let quarter = Number.NaN;
    let changes: Change[] = [];
    for (let i = 0; i < order.length; i++) {
      const change = this.changeOf(order[i]!);
      const q = quarterOf(change.at);
      if (q !== quarter && changes.length) {
        yield { quarter, changes: sumChanges(changes) };
        changes = [];
      }
      quarter = q;
      changes.push(change);
    }
    if (changes.length) yield { quarter, changes: sumChanges(changes) };
  }
}

/** The start of a quarter hour, in epoch ms. */
export const quarterStart = (quarter: number) => quarter * QUARTER_MS;
