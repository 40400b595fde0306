// Count answers already computed, each kept with what it was computed from: the bot's sales
// version (raised in the transaction of every change of its rollups, on whatever instance or
// process made it) and the current period of its window. An answer is handed out again only while
// the version read from the database is the same and the clock is still in that period: it is then
// exactly what computing it again would give. Every request still reads the version, so no write
// acknowledged anywhere is ever missed; what a hit saves is the rollup read, the sums and the
// formatting. Bounded by the entries they hold, oldest dropped first.
import type { OrderCountRecord } from './schemas.js';

export type CountAnswer = readonly Readonly<OrderCountRecord>[];

interface Entry {
  version: number;
  /** The window's current period, [from, until) in epoch ms. */
  from: number;
  until: number;
  answer: CountAnswer;
}

export class CountAnswers {
  readonly #entries = new Map<string, Entry>();
  #held = 0;
  /** `bound`: most answer entries (periods × currencies) held in all. */
  constructor(readonly bound = 20_000) {}

  /** The answer kept for `key`, if computed at `version` for the period `at` falls in. */
  get(key: string, version: number, at: number): CountAnswer | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.version === version && at >= entry.from && at < entry.until ? entry.answer : undefined;
  }

  /** Keeps `answer` (frozen: it is handed out again) and returns it. */
  set(key: string, version: number, from: number, until: number, records: OrderCountRecord[]): CountAnswer {
    const answer = Object.freeze(records.map((r) => Object.freeze(r)));
    this.#drop(key);
    if (answer.length > this.bound) return answer;
    while (this.#held + answer.length > this.bound) this.#drop(this.#entries.keys().next().value!);
    this.#entries.set(key, { version, from, until, answer });
    this.#held += answer.length;
    return answer;
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#held -= entry.answer.length;
  }
}
