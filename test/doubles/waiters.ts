// Waiting for something a double records (a call, a webhook delivery): answered at once when it is
// recorded already, else when it arrives; rejected after a deadline with what was seen, or when the
// double closes. A predicate that throws rejects its waiter.
interface Waiter<T> {
  matches: (item: T) => boolean;
  resolve: (item: T) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export class Waiters<T> {
  readonly #waiting = new Set<Waiter<T>>();
  #closed = false;

  /** `name` starts every error ("telegram double"). */
  constructor(private readonly name: string) {}

  /** The first of `seen` that matches, or the first to be offered later. */
  wait(seen: readonly T[], matches: (item: T) => boolean, timeoutMs: number, onTimeout: () => string): Promise<T> {
    const found = seen.find(matches);
    if (found) return Promise.resolve(found);
    if (this.#closed) return Promise.reject(new Error(`${this.name}: closed`));
    return new Promise((resolve, reject) => {
      const waiter: Waiter<T> = {
        matches,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.#waiting.delete(waiter);
          reject(new Error(`${this.name}: ${onTimeout()}`));
        }, timeoutMs),
      };
      this.#waiting.add(waiter);
    });
  }

  /** A newly recorded item: resolves every waiter it matches. */
  offer(item: T): void {
    for (const waiter of [...this.#waiting]) {
      let matched: boolean;
      try {
        matched = waiter.matches(item);
      } catch (error) {
        this.#settle(waiter);
        waiter.reject(error as Error);
        continue;
      }
      if (!matched) continue;
      this.#settle(waiter);
      waiter.resolve(item);
    }
  }

  close(): void {
    this.#closed = true;
    for (const waiter of [...this.#waiting]) {
      this.#settle(waiter);
      waiter.reject(new Error(`${this.name}: closed`));
    }
  }

  #settle(waiter: Waiter<T>): void {
    clearTimeout(waiter.timer);
    this.#waiting.delete(waiter);
  }
}
