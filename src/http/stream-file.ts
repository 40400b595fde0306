// A file answered as a stream (GET /backup, GET /exports/*): its first chunk is read before
// answering, so a failure up to there (a bad range, an unknown bot) is still an envelope. After
// it a failure destroys the stream and Fastify the connection: the client sees a broken transfer
// (no chunked terminator), never a clean end, so a cut file is never passed off as whole.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export async function sendFile(reply: FastifyReply, chunks: AsyncGenerator<string>, type: string, fileName: (first: string) => string) {
  const first = await chunks.next();
  const head = first.done ? '' : first.value;
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName(head)}"`)
    .send(Readable.from(continueWith(head, chunks)) as never);
}

async function* continueWith(head: string, rest: AsyncGenerator<string>): AsyncGenerator<string> {
  yield head;
  yield* rest;
}
