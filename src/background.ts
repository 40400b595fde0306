// Work `tollgate serve` does on its own clock, beside the HTTP API: the subscription clock
// (expiring subscriptions whose end has passed). One tick at a time; a failing tick is logged and
// the next one retries (nothing is lost: due rows stay due until a tick commits).
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from './services.js';

export interface Background {
  /** Stops the timer and waits for a tick in progress. */
  stop(): Promise<void>;
}

export function startBackground(services: Services, intervalMs: number, log: FastifyBaseLogger): Background {
  if (intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = services.subscriptionClock
      .tick()
      .then(
        (expired) => {
          if (expired) log.info({ expired }, 'subscriptions expired');
        },
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
