// Compression (SPEC §12): JSON answers over 1 KB are compressed when the client accepts it
// (brotli at a fast quality, else gzip); the dashboard's files were compressed at build time
// (src/web/precompress.ts) and are sent as they are (http/plugins/dashboard.ts). A request
// without Accept-Encoding, like most API clients', passes through untouched.
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
