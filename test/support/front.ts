// A load balancer in front of several instances, as an operator puts one (one public webhook URL
// for every bot, SPEC §19): each request goes to the next instance in turn; an instance that does
// not answer (killed) is skipped for the next. Only what a webhook post needs: method, path,
// headers, body, status and body back.
import { createServer, request as httpRequest } from 'node:http';

export interface Front {
  url: string;
  /** The instances' base URLs, in turn; replace to add or remove one. */
  targets: string[];
  close(): Promise<void>;
}

export async function startFront(port: number, targets: string[]): Promise<Front> {
  const front: Front = { url: `http://127.0.0.1:${port}`, targets, close: async () => {} };
  let next = 0;
  const forward = (target: string, method: string, path: string, headers: Record<string, string>, body: Buffer) =>
    new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      const out = httpRequest(`${target}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 502, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      out.on('error', reject);
      out.end(body);
    });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string' && name !== 'host') headers[name] = value;
      const body = Buffer.concat(chunks);
      for (let tried = 0; tried < front.targets.length; tried++) {
        const target = front.targets[next++ % front.targets.length]!;
        try {
          const answer = await forward(target, req.method ?? 'GET', req.url ?? '/', headers, body);
          res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
          return;
        } catch {
          // That instance is gone: the next one.
        }
      }
      res.writeHead(502).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  front.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return front;
}
