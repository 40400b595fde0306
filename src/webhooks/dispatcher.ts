// Delivers webhooks: claims due attempts (any bot's; each attempt by one instance, which holds it
// for the timeout and a margin), sends them, and records their outcomes in batches. An endpoint
// has at most PER_ENDPOINT attempts in flight here, so a slow or dead receiver holds only its own
// slots and never delays another endpoint's deliveries. Nothing is lost: an attempt claimed by an
// instance that dies is taken again once its claim lapses.
import type { FastifyBaseLogger } from 'fastify';
import { batcher } from '../db/batcher.js';
import { type AttemptOutcome, type DeliveryLedger, type Dispatch, endpointId } from '../modules/webhooks/deliveries.js';
import type { Sender } from './sender.js';

/** Attempts in flight on this instance, in all. */
const MAX_IN_FLIGHT = 1024;
/** Attempts in flight to one endpoint. */
const PER_ENDPOINT = 8;
/** Attempts claimed by one query. */
const CLAIM_BATCH = 256;
/** How often an idle instance looks for due attempts (other instances' events, retries). */
const POLL_MS = 50;
/** Between claims while attempts are flowing: completions gather, so one claim refills many slots. */
const BUSY_MS = 5;
/** How often attempts claimed by an instance that died are put back in line. */
const RELEASE_EVERY_MS = 1_000;
/** How long a claim outlives the attempt's timeout (time to record its outcome). */
const CLAIM_MARGIN_MS = 5_000;
/** How often the delivery log is pruned of attempts older than it keeps. */
const PRUNE_EVERY_MS = 3_600_000;
/** How long stop() waits for attempts in flight before leaving them to be claimed again. */
const STOP_WAIT_MS = 2_000;

export interface Dispatcher {
  stop(): Promise<void>;
}

export interface DispatcherDeps {
  deliveries: DeliveryLedger;
  sender: Sender;
  /** How long a receiver has to answer. */
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** The services' clock, in epoch ms. */
  now: () => number;
}

export function startWebhookDispatcher({ deliveries, sender, timeoutMs, log, now }: DispatcherDeps): Dispatcher {
  let stopped = false;
  let wake: (() => void) | undefined;
  let waitingForRoom = false;
  const busy = new Map<string, number>();
  const sending = new Set<Promise<void>>();
  const recording = new Set<Promise<void>>();

  /** Waits `ms`; `forRoom`: or until an attempt in flight ends (stop() ends any wait). */
  const pause = (ms: number, forRoom = false) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
      waitingForRoom = forRoom;
    }).finally(() => {
      wake = undefined;
      waitingForRoom = false;
    });

  /**
   * Outcomes gathered while a write runs go in the next, one write at a time, one transaction
   * each; if it fails (an endpoint deleted under it, the database away), one per attempt, so an
   * outcome that cannot be written never holds back the others. An outcome left unwritten costs a
   * repeat, never a loss: its attempt is made again once its claim lapses.
   */
  const recordOutcome = batcher<AttemptOutcome, void>({ max: MAX_IN_FLIGHT, queues: 'one', onFailure: 'retry-alone' }, async (batch) => {
    report(await deliveries.recordOutcomes(batch.map((q) => q.item)));
    return batch.map(() => ({ ok: true, value: undefined }));
  });
  function record(outcome: AttemptOutcome): void {
    const recorded = recordOutcome(0, outcome)
      .catch((err: unknown) => log.warn({ err, key: outcome.key }, 'a webhook attempt could not be recorded; it will be made again'))
      .finally(() => recording.delete(recorded));
    recording.add(recorded);
  }

  function report({ disabled }: { disabled: readonly (readonly [number, number])[] }): void {
    for (const [botId, webhookId] of disabled) log.warn({ botId, webhookId }, 'webhook endpoint disabled after failing for 3 days');
  }

  function dispatch(d: Dispatch): void {
    const endpoint = endpointId(d.key);
    busy.set(endpoint, (busy.get(endpoint) ?? 0) + 1);
    const running = sender
      .send(d)
      .then((result) => record({ key: d.key, type: d.type, ...result, at: now() }))
      .finally(() => {
        const left = (busy.get(endpoint) ?? 1) - 1;
        if (left) busy.set(endpoint, left);
        else busy.delete(endpoint);
        sending.delete(running);
        if (waitingForRoom) wake?.();
      });
    sending.add(running);
  }

  /** Claims and starts what is due and has room; how many it started. */
  async function claimRound(): Promise<number> {
    const room = MAX_IN_FLIGHT - sending.size;
    if (room <= 0) return 0;
    const due = await deliveries.claimDue(Math.min(room, CLAIM_BATCH), now() + timeoutMs + CLAIM_MARGIN_MS, { perEndpoint: PER_ENDPOINT, busy });
    for (const d of due) dispatch(d);
    return due.length;
  }

  /** Housekeeping any instance may do: attempts of dead instances back in line (each second),
   * the log pruned (each hour). */
  const chores = { releasedAt: 0, prunedAt: 0 };
  async function housekeeping(): Promise<void> {
    const at = now();
    if (at - chores.releasedAt >= RELEASE_EVERY_MS) {
      chores.releasedAt = at;
      const released = await deliveries.releaseLapsed();
      if (released) log.warn({ released }, 'webhook attempts of an instance that stopped answering are due again');
    }
    if (at - chores.prunedAt >= PRUNE_EVERY_MS) {
      chores.prunedAt = at;
      await deliveries.pruneLog();
    }
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      let started = 0;
      try {
        await housekeeping();
        started = await claimRound();
      } catch (err) {
        log.warn({ err }, 'claiming webhook attempts failed; retrying');
      }
      if (stopped) break;
      // Full: wait for room. Busy: gather a few completions before the next claim. Idle: poll.
      if (sending.size >= MAX_IN_FLIGHT) await pause(POLL_MS, true);
      else await pause(started ? BUSY_MS : POLL_MS);
    }
  }

  const running = loop();

  return {
    async stop() {
      stopped = true;
      wake?.();
      await running;
      await Promise.race([Promise.allSettled([...sending]), new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
      await Promise.allSettled([...recording]);
      sender.close();
    },
  };
}
