// A TCP port free on 127.0.0.1 right now, for a service that must know its own address before it
// starts (webhook mode gives the platform its URL). Shared by the tests and the benchmarks.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
