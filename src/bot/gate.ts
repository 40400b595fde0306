// A turn-taking gate: at most `limit` of its callers' work at once, the rest waiting in order.
// The runtime connects every bot it starts through one (getMe, menus, setWebhook): ten thousand
// bots starting together make a steady stream of calls, not ten thousand at once. The platform's
// limits are per bot token; this bounds what one instance asks of the network and the database.
export interface Gate {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Callers waiting for a turn. */
  readonly waiting: number;
}

export function createGate(limit: number): Gate {
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    active--;
    const next = queue.shift();
    if (next) {
      active++;
      next();
    }
  };
  return {
    async run(work) {
      if (active < limit) active++;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
    get waiting() {
      return queue.length;
    },
  };
}
