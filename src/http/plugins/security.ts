// Security headers for a JSON API, and only JSON bodies accepted (anything else is a 415).
//
// The headers come from helmet, the library the field uses, but are computed once at start-up:
// helmet's options never vary per request here, and @fastify/helmet rebuilt the middleware from
// its options on every request in two async hooks (≈25 µs of a request's CPU, measured).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** /docs sets its own CSP (reference-page.ts) and the dashboard its own (dashboard.ts). */
const OPTIONS = { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'same-origin' } } as const;

/** The headers helmet sets on a response. Its one removal (X-Powered-By) is of a header Fastify never sets. */
function helmetHeaders(): Record<string, string> {
  const set: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | string[]) => {
      set[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => {},
  };
  helmet(OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return set;
}

export function securityHeaders(app: FastifyInstance): void {
  // Fastify would parse text/plain bodies.
  app.removeContentTypeParser('text/plain');
  const set = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(set);
    done();
  });
}
