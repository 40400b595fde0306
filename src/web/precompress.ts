// The dashboard's build writes a brotli (.br) and a gzip (.gz) copy beside each file of 1 KB or
// more, at the highest qualities (once per build, not per request); the service sends the copy
// the browser accepts (@fastify/static's preCompressed), so its 100 KB script travels as ~35 KB.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const MIN_BYTES = 1024;

export function precompress(): Plugin {
  return {
    name: 'tollgate-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(name)) continue;
        const path = join(dir, name);
        const bytes = readFileSync(path);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
