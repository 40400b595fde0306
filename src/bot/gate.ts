// A turn-taking gate: at most `limit` of its callers' work at once, the rest waiting in order.
// The runtime connects every bot it starts through one (getMe, menus, setWebhook): ten thousand
// bots starting together make a steady stream of calls, not ten thousand at once. The platform's
// limits are per bot token; this bounds what one instance asks of the network and the database.
//
// Work that can wait (each bot's menus and descriptions in twelve languages, ~40 calls, SPEC §18)
// goes in the background lane: it takes a turn only when no connect is waiting, and at most an
// eighth of the turns. A first start registers every webhook before it sets the profiles, a bot
// added meanwhile connects at once, and the backlog leaves the CPU to updates (SPEC §19).
export type Lane = 'connect' | 'background';

export interface Gate {
  /** `work` in its turn; a caller whose `signal` aborts while it waits leaves the line (rejected
   * with the signal's reason) and does no work. */
  run<T>(work: () => Promise<T>, lane?: Lane, signal?: AbortSignal): Promise<T>;
}

/** Waits in `queue` for admit() to call it; a `signal` aborted meanwhile takes it out of the line. */
function wait(queue: (() => void)[], signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const turn = () => {
      signal?.removeEventListener('abort', leave);
      resolve();
    };
    const leave = () => {
      const at = queue.indexOf(turn);
      if (at >= 0) queue.splice(at, 1);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', leave, { once: true });
    queue.push(turn);
  });
}

export function createGate(limit: number): Gate {
  const backgroundLimit = Math.max(1, Math.floor(limit / 8));
  const active = { connect: 0, background: 0 };
  const queues: Record<Lane, (() => void)[]> = { connect: [], background: [] };

  /** Whether a caller of `lane` may start now. */
  const room = (lane: Lane) =>
    active.connect + active.background < limit && (lane === 'connect' || (queues.connect.length === 0 && active.background < backgroundLimit));

  function admit(): void {
    for (const lane of ['connect', 'background'] as const) {
      while (queues[lane].length && room(lane)) {
        active[lane]++;
        queues[lane].shift()!();
      }
    }
  }

  return {
    async run(work, lane = 'connect', signal) {
      signal?.throwIfAborted();
      if (queues[lane].length === 0 && room(lane)) active[lane]++;
      else await wait(queues[lane], signal);
      try {
        return await work();
      } finally {
        active[lane]--;
        admit();
      }
    },
  };
}
