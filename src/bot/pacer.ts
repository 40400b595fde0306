// Keeps one bot's calls within the platform's limits: at most `perSecond` calls in any second for
// the whole bot (evenly spaced, so no sliding one-second window holds more), and one message a
// second to each private chat. Calls without a chat (button and pre-checkout answers, refunds, polling) are not
// held back; calls on a group count only against the bot's overall rate.
//
// Our own rather than @grammyjs/transformer-throttler: that plugin chains a Bottleneck limiter
// per chat to a global one, which measured ≈1.2 ms of CPU per call and capped a bot at ≈300
// calls a second on this machine however high its limits were set (bench/README.md), and
// Bottleneck has not been released since 2019. This is the generic cell rate algorithm (virtual
// scheduling): each call reserves its slot when it is made — O(1), calls keep their order, and a
// waiting call costs one timer.
import type { Transformer } from 'grammy';

/** Sums of fractional intervals drift by rounding; a slot this close to now is now. */
const EPSILON_MS = 1e-6;

/** Slots at `intervalMs` apart, `burst` of them at once. */
export class Slots {
  /** The theoretical arrival time of the next call. */
  #next = Number.NEGATIVE_INFINITY;
  readonly #interval: number;
  readonly #tolerance: number;

  constructor(intervalMs: number, burst = 1) {
    this.#interval = intervalMs;
    this.#tolerance = (burst - 1) * intervalMs;
  }

  /** Reserves the next slot for a call made at `now`; returns when it may go. */
  reserve(now: number): number {
    const next = Math.max(this.#next, now);
    this.#next = next + this.#interval;
    const at = next - this.#tolerance;
    return at - now < EPSILON_MS ? now : at;
  }

  /** True when a call made at `now` would go at once and no reservation is pending beyond it. */
  idle(now: number): boolean {
    return this.#next - now < EPSILON_MS;
  }
}

/** Per-chat slots: one message a second to each private chat; chats idle for a second are forgotten. */
export class ChatSlots {
  readonly #chats = new Map<number, Slots>();
  readonly #intervalMs: number;

  constructor(intervalMs = 1000) {
    this.#intervalMs = intervalMs;
  }

  reserve(chatId: number, now: number): number {
    // Forget chats whose slots have all passed, oldest first (bounded work per call).
    let swept = 0;
    for (const [id, slots] of this.#chats) {
      if (swept++ >= 4 || !slots.idle(now)) break;
      this.#chats.delete(id);
    }
    let slots = this.#chats.get(chatId);
    if (slots) this.#chats.delete(chatId);
    else slots = new Slots(this.#intervalMs);
    this.#chats.set(chatId, slots); // most recently used last
    return slots.reserve(now);
  }

  get size(): number {
    return this.#chats.size;
  }
}

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: Clock = { now: Date.now, sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

/** A grammY API transformer pacing the bot's calls. */
export function pacer(perSecond: number, clock: Clock = realClock): Transformer {
  const overall = new Slots(1000 / perSecond);
  const privateChats = new ChatSlots();
  const waitUntil = async (at: number) => {
    const now = clock.now();
    if (at > now) await clock.sleep(at - now);
  };
  return async (prev, method, payload, signal) => {
    const chat = (payload as { chat_id?: unknown } | undefined)?.chat_id;
    if (chat === undefined) return prev(method, payload, signal);
    const chatId = Number(chat);
    if (Number.isSafeInteger(chatId) && chatId > 0) await waitUntil(privateChats.reserve(chatId, clock.now()));
    await waitUntil(overall.reserve(clock.now()));
    return prev(method, payload, signal);
  };
}
