// One bounded load measurement with autocannon (in this process, against a server in another):
// throughput and exact latency percentiles (autocannon's own histogram keeps whole milliseconds,
// too coarse at 1 connection, so every response time is kept here as it arrives).
import autocannon from 'autocannon';
import { sampleRss } from './processes.js';
import { percentile } from './stats.js';

export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  connections: number;
  /** Seconds; with `amount`, the most the run may take (it is stopped then). */
  duration: number;
  /** Exactly this many requests instead of a duration (spread over the connections). */
  amount?: number;
  /** A new JSON body for each request (unique ids); none for GET. */
  body?: () => string;
  /** Extra request headers (e.g. a webhook's secret token). */
  headers?: Record<string, string>;
  /** Sample this process's resident memory during the load. */
  rssPid?: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  /** Latencies of the 2xx answers, ms. */
  latencies: number[];
  non2xx: number;
  errors: number;
  maxRssMb?: number;
}

/** Hard cap on requests per measurement, whatever the duration. */
const MAX_REQUESTS = 2_000_000;

export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const latencies: number[] = [];
  let non2xx = 0;
  const rss = spec.rssPid === undefined ? undefined : sampleRss(spec.rssPid);
  const makeBody = spec.body;
  return new Promise((resolve, reject) => {
    const amount = spec.amount === undefined ? undefined : Math.min(MAX_REQUESTS, Math.max(spec.amount, spec.connections));
    // autocannon ends a run of `amount` requests on its next 1-second tick, and its duration says
    // so: such a run is timed here, from its start to its last answer.
    const started = performance.now();
    let lastAnswer = started;
    const instance = autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        ...(amount === undefined ? { duration: spec.duration, maxOverallRequests: Math.max(MAX_REQUESTS, spec.connections) } : { amount }),
        timeout: 10,
        method: spec.method,
        headers: { ...(makeBody ? { 'content-type': 'application/json' } : {}), ...spec.headers },
        requests: makeBody ? [{ setupRequest: (request) => ({ ...request, body: makeBody() }) }] : undefined,
      },
      (error, result) => {
        clearTimeout(cap);
        const maxRssMb = rss?.stop();
        if (error) return reject(error);
        const seconds = amount === undefined ? result.duration : (lastAnswer - started) / 1000;
        resolve({ requests: latencies.length, seconds, latencies, non2xx, errors: result.errors, maxRssMb });
      },
    );
    // A run of `amount` requests stops by itself too: after `duration` seconds at the latest.
    const cap = amount === undefined ? undefined : setTimeout(() => instance.stop(), spec.duration * 1000);
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      lastAnswer = performance.now();
      if (status >= 200 && status < 300) latencies.push(ms);
      else non2xx++;
    });
  });
}

/** Several measurements of the same thing pooled: total requests over total time, all latencies. */
export function pool(results: LoadResult[]) {
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const seconds = results.reduce((s, r) => s + r.seconds, 0);
  const requests = results.reduce((s, r) => s + r.requests, 0);
  return {
    rps: requests / Math.max(seconds, 1e-9),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requests,
    non2xx: results.reduce((s, r) => s + r.non2xx, 0),
    errors: results.reduce((s, r) => s + r.errors, 0),
    maxRssMb: Math.max(0, ...results.map((r) => r.maxRssMb ?? 0)),
  };
}

export type Pooled = ReturnType<typeof pool>;
