// The dashboard (SPEC §12): the page Vite built into dist/web, served at / with a strict
// Content-Security-Policy (its own scripts, styles and API only; no inline code, no other
// origin). It calls the public API like any client. Without a build there is nothing to serve
// and / stays a 404.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** dist/web, from this file in dist/http/plugins (built) or src/http/plugins (tsx). */
export const DASHBOARD_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'dist', 'web');

export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export async function dashboard(app: FastifyInstance): Promise<void> {
  if (!existsSync(join(DASHBOARD_DIR, 'index.html'))) {
    app.log.warn('the dashboard is not built (npm run build); / is not served');
    return;
  }
  await app.register(fastifyStatic, {
    root: DASHBOARD_DIR,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    cacheControl: false,
    // The build wrote .br and .gz copies (src/web/precompress.ts): the one the browser accepts is sent.
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('content-security-policy', DASHBOARD_CSP);
      // Assets carry a content hash in their name; the page itself is checked every time.
      reply.header('cache-control', path.includes(join('web', 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
