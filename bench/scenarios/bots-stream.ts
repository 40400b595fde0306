// A stream of webhook updates over random bots, and what became of each: every update is a /start
// from a user of its own, so the reply `sendMessage` to that user at the double is its answer
// (latency = reply arrived at the double − update posted, one clock: this process's).
import type { LeanDouble } from '../bot-api-lean.js';
import { type BenchBot, type Latencies, paced, postUpdate, startUpdate, summarise, waitFor } from './bots-common.js';

export interface Posted {
  userId: number;
  botId: number;
  /** Date.now() when the POST left. */
  at: number;
  /** The webhook's answer: 200, another status, or 0 for a network error (after any re-post). */
  status: number;
}

export interface StreamOptions {
  tg: LeanDouble;
  rate: number;
  seconds: number;
  /** The first user id (user i is firstUser + i). */
  firstUser: number;
  /** The bot and the service URL for update i; `retry` asks again after a network error (another instance). */
  target: (i: number, retry: number) => { bot: BenchBot; url: string } | undefined;
  /** Called once a second with the updates posted so far (e.g. to kill an instance mid-way). */
  onSecond?: (second: number) => void | Promise<void>;
}

let nextUpdateId = 1;

/** Posts `rate × seconds` /start updates, paced; a network error (a killed instance) is posted again
 * to `target(i, retry + 1)` as the platform would redeliver, up to 3 times. */
export async function streamUpdates(o: StreamOptions): Promise<Posted[]> {
  const posted: Posted[] = [];
  let second = 0;
  const t0 = Date.now();
  const ticker = o.onSecond
    ? setInterval(() => {
        const s = Math.floor((Date.now() - t0) / 1000);
        if (s > second) {
          second = s;
          void o.onSecond!(s);
        }
      }, 50)
    : undefined;
  try {
    await paced(o.rate, o.seconds, async (i) => {
      const userId = o.firstUser + i;
      const update = startUpdate(nextUpdateId++, userId);
      for (let retry = 0; retry < 4; retry++) {
        const aim = o.target(i, retry);
        if (!aim) return;
        const entry: Posted = { userId, botId: aim.bot.botId, at: Date.now(), status: 0 };
        try {
          entry.status = await postUpdate(aim.url, aim.bot, update);
          posted.push(entry);
          return;
        } catch (error) {
          // Only a refused or cut connection (a killed instance) is posted again; a timeout is a failure.
          const code = (error as NodeJS.ErrnoException).code;
          if (retry === 3 || (code !== 'ECONNREFUSED' && code !== 'ECONNRESET' && code !== 'EPIPE')) {
            posted.push(entry);
            return;
          }
        }
      }
    });
  } finally {
    if (ticker) clearInterval(ticker);
  }
  return posted;
}

export interface StreamOutcome {
  posted: number;
  /** Webhook answers other than 200 (refused or failed). */
  refused: number;
  answered: number;
  /** Updates answered more than once at the double. */
  twice: number;
  latency: Latencies;
}

/** Waits up to `waitMs` for every accepted update's reply, then sums up. */
export async function outcome(tg: LeanDouble, posted: Posted[], waitMs: number): Promise<StreamOutcome> {
  const accepted = posted.filter((p) => p.status === 200);
  await waitFor(() => accepted.every((p) => tg.replies.has(p.userId)), waitMs, 200);
  const latencies: number[] = [];
  let twice = 0;
  for (const p of accepted) {
    const replies = tg.replies.get(p.userId);
    if (!replies) continue;
    latencies.push(replies[0]! - p.at);
    if (replies.length > 1) twice++;
  }
  return { posted: posted.length, refused: posted.length - accepted.length, answered: latencies.length, twice, latency: summarise(latencies) };
}
