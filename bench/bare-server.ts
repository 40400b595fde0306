// The baseline: a bare Fastify server (default options, logger off) whose GET /bare and POST /bare
// answer a static JSON envelope of a given byte size (GET /bare/health too, sized like /healthz). What the runtime can do on this machine,
// measured in its own process like the real service. Run by bench/run.ts:
//   BARE_GET_BYTES=<n> BARE_POST_BYTES=<m> node --import tsx bench/bare-server.ts
import Fastify from 'fastify';

/** A JSON envelope shaped like the service's, padded to exactly `bytes` bytes. */
export function staticEnvelope(method: string, bytes: number): string {
  const head = `{"ok":true,"request_id":"00000000-0000-0000-0000-000000000000","method":"${method}","path":"/bare","code":200,"result":"`;
  const tail = '"}';
  return head + 'x'.repeat(Math.max(0, bytes - head.length - tail.length)) + tail;
}

const getBody = staticEnvelope('GET', Number(process.env.BARE_GET_BYTES ?? 1000));
const postBody = staticEnvelope('POST', Number(process.env.BARE_POST_BYTES ?? 300));
const healthBody = staticEnvelope('GET', Number(process.env.BARE_HEALTH_BYTES ?? 120));

const app = Fastify();
app.get('/bare', async (_request, reply) => reply.type('application/json; charset=utf-8').send(getBody));
app.get('/bare/health', async (_request, reply) => reply.type('application/json; charset=utf-8').send(healthBody));
app.post('/bare', async (_request, reply) => reply.code(201).type('application/json; charset=utf-8').send(postBody));

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`BARE_LISTENING ${address}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
// Never outlive the runner: it holds our stdin open; its end (even a SIGKILL of the runner) ends us.
process.stdin.on('end', () => process.exit(0)).resume();
