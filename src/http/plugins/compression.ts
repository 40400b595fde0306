// Compression (SPEC §12): JSON answers over 1 KB are compressed when the client accepts it
// (brotli at a fast quality, else gzip); the dashboard's files were compressed at build time
// (src/web/precompress.ts) and are sent as they are (http/plugins/dashboard.ts). A request
// without Accept-Encoding, like most API clients', passes through untouched. A kept answer
// (http/envelope.ts sendShared) is compressed once and sent as gzip to every client that takes it.
import type { IncomingHttpHeaders } from 'node:http';
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Brotli's quality for answers made per request: 4 compresses JSON about as well as gzip's
 * default, at a similar cost (11, the library's default, is built for files compressed once). */
const BROTLI_QUALITY = 4;

export async function compression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    // Request bodies are JSON, sent as they are; a compressed one is refused like any other
    // content type the API does not take.
    globalDecompression: false,
  });
}

/** Whether the request takes a gzip answer: Accept-Encoding names gzip (or `*`) without q=0,
 * and it did not ask for none (`x-no-compression`, which the plugin honours too). */
export function takesGzip(headers: IncomingHttpHeaders): boolean {
  const accepted = headers['accept-encoding'];
  if (!accepted || headers['x-no-compression'] !== undefined) return false;
  let star = false;
  for (const item of accepted.split(',')) {
    const [coding = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const refused = params.some((p) => /^q=0(\.0*)?$/.test(p));
    if (coding === 'gzip' || coding === 'x-gzip') return !refused;
    if (coding === '*') star = !refused;
  }
  return star;
}
