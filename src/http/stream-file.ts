// A file answered as a stream (GET /backup, GET /exports/*): its first chunk is read before
// answering, so a failure up to there (a bad range, an unknown bot) is still an envelope. After
// it a failure destroys the stream and Fastify the connection: the client sees a broken transfer
// (no chunked terminator), never a clean end, so a cut file is never passed off as whole.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { type NamedFile, prepend } from '../modules/common/chunks.js';

export async function sendFile(reply: FastifyReply, { name, chunks }: NamedFile, type: string) {
  const first = await chunks.next();
  const head = first.done ? '' : first.value;
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(Readable.from(prepend(head, chunks), { objectMode: false, highWaterMark: 65536 }) as never);
}
