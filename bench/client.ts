// A minimal keep-alive HTTP client for set-up calls and one-at-a-time timed reads
// (node:http, one socket per host, so a timed read is not slowed by connection set-up).
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

export interface Reply {
  status: number;
  body: string;
  /** Request sent → last byte read, in milliseconds. */
  ms: number;
}

export function send(method: string, url: string, json?: unknown): Promise<Reply> {
  const payload = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      url,
      {
        method,
        agent,
        timeout: 30_000,
        headers: payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${url}: timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Sends and returns the parsed `result`, failing unless the status is `expected`. */
export async function call<T = any>(method: string, url: string, json: unknown, expected: number): Promise<T> {
  const reply = await send(method, url, json);
  if (reply.status !== expected)
    throw new Error(`${method} ${url.replace(/\/v1\/bot(\d+)\/[^/]+/, '/v1/bot$1/***')}: ${reply.status} ${reply.body.slice(0, 500)}`);
  return (JSON.parse(reply.body) as { result: T }).result;
}

export function closeClient(): void {
  agent.destroy();
}
