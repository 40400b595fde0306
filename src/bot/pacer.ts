// Keeps one bot's calls within the platform's limits: at most `perSecond` calls in any second for
// the whole bot (evenly spaced, so no sliding one-second window holds more), and one message a
// second to each private chat. Calls without a chat (button and pre-checkout answers, refunds,
// polling) are not held back; calls on a group, and a chat's command menu, count only against the
// bot's overall rate.
//
// Our own rather than @grammyjs/transformer-throttler: that plugin chains a Bottleneck limiter
// per chat to a global one, which measured ≈1.2 ms of CPU per call and capped a bot at ≈300
// calls a second on this machine however high its limits were set
// (bench/results/2026-11-25-bot-pacer-group-commit.md), and Bottleneck has not been released
// since 2019. This is the generic cell rate algorithm (virtual scheduling): each call reserves its
// slot when it is made — O(1), calls keep their order, and a waiting call costs one timer.
import type { Transformer } from 'grammy';

/** Slots `intervalMs` apart. */
export class Slots {
  /** The earliest time the next call may go. */
  #next = Number.NEGATIVE_INFINITY;
  readonly #interval: number;

  constructor(intervalMs: number) {
    this.#interval = intervalMs;
  }

  /** Reserves the next slot for a call made at `now`; returns when it may go. */
  reserve(now: number): number {
    const at = Math.max(this.#next, now);
    this.#next = at + this.#interval;
    return at;
  }

  /** True when no reservation reaches past `now`. */
  idle(now: number): boolean {
    return this.#next <= now;
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
    const { chat_id: chat, scope } = (payload ?? {}) as { chat_id?: unknown; scope?: { chat_id?: unknown } };
    if (chat === undefined) {
      // A chat's command menu (an admin's, sent in bulk when a bot starts) is no message: it
      // counts against the bot's rate only.
      if (scope?.chat_id !== undefined) await waitUntil(overall.reserve(clock.now()));
      return prev(method, payload, signal);
    }
    const chatId = Number(chat);
    if (Number.isSafeInteger(chatId) && chatId > 0) await waitUntil(privateChats.reserve(chatId, clock.now()));
    await waitUntil(overall.reserve(clock.now()));
    return prev(method, payload, signal);
  };
}
