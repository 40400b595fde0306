// Waiting for what a test is not told about (a service acting on its own time, a page, a log):
// read it again until it shows what the test waits for. Nothing is timed: the deadline only ends
// a wait that hangs (a slow machine never reaches it), and the failure names what was awaited and
// the last value read.
import { inspect } from 'node:util';

/** How long a wait may last before it is called hung. */
export const HUNG_MS = 20_000;

export interface WaitOptions {
  /** Give up after this many milliseconds (default HUNG_MS). */
  within?: number;
  /** The pause between two reads, in milliseconds (default 25). */
  every?: number;
}

/** Reads until `done` holds for what `read` answered, and answers that value. */
export async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, what: string, options: WaitOptions = {}): Promise<T> {
  const { within = HUNG_MS, every = 25 } = options;
  const deadline = Date.now() + within;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`waited ${within} ms for ${what}; last seen: ${shown(value)}`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

/** Nothing yet: what `eventually` reads again. */
type Absent = undefined | null | false;

/** Reads until `read` answers something (not undefined, null or false), and answers it: a field the
 * service shows as null until something happens (a bot's username) is not there yet. */
export function eventually<T>(read: () => T | Absent | Promise<T | Absent>, what: string, options?: WaitOptions): Promise<T> {
  return until(read, (value) => value !== undefined && value !== null && value !== false, what, options) as Promise<T>;
}

/** A value for a failure message, on one line and cut short. */
function shown(value: unknown): string {
  return inspect(value, { depth: 4, breakLength: Infinity }).slice(0, 600);
}
