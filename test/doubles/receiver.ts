// A webhook receiver on 127.0.0.1 for the delivery tests: it verifies every request with the
// `standardwebhooks` library (the check a real receiver makes), records it, and answers as each
// path's script says: a status, a redirect (to a path of its own that must never be hit), or no
// answer until released or given up by the sender. A closed port stands for a receiver that is down.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { freePort } from '../support/free-port.js';

export type Answer = number | 'redirect' | 'hold';

export interface Delivery {
  path: string;
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  payload: { type: string; timestamp: string; actor: Record<string, unknown>; data: Record<string, unknown> };
  /** Which of the given secrets verified it (standardwebhooks), or null. */
  verifiedWith: string | null;
  receivedAt: number;
  /** When the answer was sent, or when the sender gave up on a held request. */
  endedAt?: number;
  answer: Answer;
}

export interface Receiver {
  url(path: string): string;
  deliveries: Delivery[];
  /** Answers for a path, used in order; the last one repeats. Default: 200. */
  script(path: string, answers: Answer[]): void;
  /** Secrets to verify with (every delivery is tried with each). */
  secrets: string[];
  /** Held requests right now, per path. */
  holding(path: string): number;

  /** Answers every held request with 200. */
  release(): void;
  /** Resolves once `count` deliveries match, or rejects after `ms` (a hang, not a slow machine). */
  waitFor(match: (d: Delivery) => boolean, count?: number, ms?: number): Promise<Delivery[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const deliveries: Delivery[] = [];
  const scripts = new Map<string, Answer[]>();
  const held = new Set<{ path: string; res: ServerResponse; delivery: Delivery }>();
  const secrets: string[] = [];

  const waiters = new Set<() => void>();
  const changed = () => {
    for (const check of [...waiters]) check();
  };

  const verify = (body: string, req: IncomingMessage) => {
    for (const secret of secrets) {
      try {
        new Webhook(secret).verify(body, req.headers as Record<string, string>);
        return secret;
      } catch {
        // try the next secret
      }
    }
    return null;
  };

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const script = scripts.get(path) ?? [200];
      const answer = script.length > 1 ? script.shift()! : script[0]!;
      const delivery: Delivery = {
        path,
        id: String(req.headers['webhook-id']),
        timestamp: String(req.headers['webhook-timestamp']),
        signature: String(req.headers['webhook-signature']),
        body,
        payload: JSON.parse(body || 'null'),
        verifiedWith: verify(body, req),
        receivedAt: Date.now(),
        answer,
      };
      deliveries.push(delivery);
      const end = () => {
        delivery.endedAt ??= Date.now();
        changed();
      };
      res.on('close', end);
      if (answer === 'hold') {
        const entry = { path, res, delivery };
        held.add(entry);

        res.on('close', () => held.delete(entry));
      } else if (answer === 'redirect') {
        res.writeHead(302, { location: `/never${path}` }).end();
      } else {
        res.writeHead(answer, { 'content-type': 'text/plain' }).end(answer >= 300 ? `status ${answer} from the receiver` : 'ok');
      }
      changed();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    deliveries,
    secrets,
    script: (path, answers) => scripts.set(path, [...answers]),
    holding: (path) => [...held].filter((h) => h.path === path).length,

    release() {
      for (const h of held) h.res.writeHead(200).end('ok');
      held.clear();
    },
    waitFor(match, count = 1, ms = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = deliveries.filter(match);
          if (found.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`waited ${ms} ms for ${count} deliveries; got ${deliveries.filter(match).length} of ${deliveries.length}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    async close() {
      for (const h of held) h.res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A port nothing listens on: a receiver that is down. */
export async function closedPort(): Promise<number> {
  return freePort();
}
