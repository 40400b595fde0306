// The baseline: a bare Fastify server (default options, logger off) whose routes answer a static
// JSON envelope of a given byte size each (the size of the real answer it stands beside). What the
// runtime can do on this machine, measured in its own process like the real service. Run by the runner:
//   BARE_ROUTES='[{"method":"GET","path":"/bare","bytes":5577}]' node --import tsx bench/bare-server.ts
import Fastify from 'fastify';

/** A JSON envelope shaped like the service's, padded to exactly `bytes` bytes. */
export function staticEnvelope(method: string, bytes: number): string {
  const head = `{"ok":true,"request_id":"00000000-0000-0000-0000-000000000000","method":"${method}","path":"/bare","code":200,"result":"`;
  const tail = '"}';
  return head + 'x'.repeat(Math.max(0, bytes - head.length - tail.length)) + tail;
}

/** A route answering a static envelope of `bytes` bytes (201 for POSTs), as the runner asks. */
export interface BareRoute {
  method: 'GET' | 'POST';
  path: string;
  bytes: number;
}

const app = Fastify();
for (const route of JSON.parse(process.env.BARE_ROUTES ?? '[]') as BareRoute[]) {
  const body = staticEnvelope(route.method, route.bytes);
  const code = route.method === 'POST' ? 201 : 200;
  app.route({ method: route.method, url: route.path, handler: async (_request, reply) => reply.code(code).type('application/json; charset=utf-8').send(body) });
}

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`BARE_LISTENING ${address}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
// Never outlive the runner: it holds our stdin open; its end (even a SIGKILL of the runner) ends us.
process.stdin.on('end', () => process.exit(0)).resume();
