// Work `tollgate serve` does on its own clock, beside the HTTP API: the subscription clock
// (expiring subscriptions whose end has passed; renewal reminders once a minute). One tick at a time; a failing tick is logged and
// the next one retries (nothing is lost: due rows stay due until a tick commits).
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from './services.js';

/** How often the reminder pass runs. */
const REMINDER_EVERY_MS = 60_000;

export interface Background {
  /** Stops the timer and waits for a tick in progress. */
  stop(): Promise<void>;
}

export function startBackground(services: Services, intervalMs: number, log: FastifyBaseLogger): Background {
  if (intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<void> | null = null;
  let lastReminders = 0;
  const tick = () => {
    if (running) return;
    // Reminders are by the day: one pass a minute is plenty, and it reads every subscription
    // ending within MAX_REMINDER_DAYS.
    const remindNow = services.now() - lastReminders >= REMINDER_EVERY_MS;
    running = services.subscriptionClock
      .tick()
      .then(async (expired) => {
        if (expired) log.info({ expired }, 'subscriptions expired');
        if (!remindNow) return;
        lastReminders = services.now();
        const reminded = await services.subscriptionClock.remind();
        if (reminded) log.info({ reminded }, 'renewal reminders sent');
      })
      .then(
        () => {},
        (err: unknown) => log.warn({ err }, 'subscription clock tick failed; retrying on the next one'),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
