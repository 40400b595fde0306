// Any request at all: to a bot-scoped route with any prefix, method, parameters, query, headers
// and body; to the service endpoints; to paths that are no route.
import fc from 'fast-check';
import type { FixtureIds } from './fixture.js';
import { extraHeaders, goodPrefix, headersOf, methodOrRoutes, mkReq, pathOf, safeDecode, secretsOf, wrongPrefix, type Req } from './http.js';
import { bodyFor } from './payloads.js';
import { METHODS, fillPath, paramsFor, randomQuery, segment, type Routes } from './routes.js';

export function anyRequestArb(routes: Routes, ids: FixtureIds): fc.Arbitrary<Req> {
  const ownKey = new RegExp(`/keys/0*${ids.ownKeyId}/*$`);
  const ownSession = (url: string) => /\/session\/*$/.test(safeDecode(pathOf(url)));
  /** Any request at all to a bot-scoped route: any prefix, method, parameters, query, headers and body. */
  const anyScopedRequest: fc.Arbitrary<Req> = fc
    .record({
      route: fc.constantFrom(...routes.scoped),
      prefix: fc.oneof({ weight: 4, arbitrary: goodPrefix }, { weight: 1, arbitrary: wrongPrefix }),
      method: methodOrRoutes,
      suffix: fc.oneof(
        { weight: 10, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: fc.constantFrom('/', '//', '/x', '/..', '/%2e%2e', '/count', '/refund') },
      ),
    })
    .chain(({ route, prefix, method, suffix }) =>
      fc
        .record({
          params: paramsFor(route, true),
          query: fc.oneof({ weight: 3, arbitrary: route.query ?? fc.constant('') }, { weight: 1, arbitrary: randomQuery }),
          body: bodyFor(route),
          extra: extraHeaders,
        })
        .map(({ params, query, body, extra }) => {
          const m = method ?? route.method;
          const url = `${prefix}${fillPath(route.path, params)}${suffix}${query}`;
          return mkReq(m, url, headersOf(body, extra), body.body, `${route.method} ${route.path}: ${body.why}`, secretsOf(body.body));
        }),
    )
    // Never revoke the suite's own key, however the path spells it, nor sign it out.
    .filter((r) => !(r.method === 'DELETE' && (ownKey.test(safeDecode(pathOf(r.url))) || ownSession(r.url))));

  /** Requests to the service endpoints and to paths that are no route. */
  const anyOtherRequest: fc.Arbitrary<Req> = fc
    .record({
      path: fc.oneof(
        fc.constantFrom(
          ...routes.service.map((r) => r.path),
          '/metrics',
          '/docs/',
          '/docs/static/index.html',
          '/docs/yaml',
          '/docs/static/nope.js',
          '/',
          '/v1',
          '/v1/',
          '/v1/bots',
          '/v2/x',
        ),
        fc.array(segment, { minLength: 1, maxLength: 5 }).map((s) => `/${s.join('/')}`),
        fc.tuple(fc.constantFrom('/healthz', '/readyz', '/openapi.json', '/docs', '/v1', '/metrics'), segment).map(([p, s]) => `${p}/${s}`),
      ),
      method: fc.constantFrom(...METHODS),
      query: fc.oneof(fc.constant(''), randomQuery),
      body: bodyFor(undefined),
      extra: extraHeaders,
    })
    .map(({ path, method, query, body, extra }) => mkReq(method, `${path}${query}`, headersOf(body, extra), body.body, `other: ${body.why}`));

  /** Stripe's door and sign-in: any parameters, method, body and signature. Nothing is signed with
   * the bot's secret and no token is one a link carries, so every one is rejected and stores nothing. */
  const anyForeignRequest: fc.Arbitrary<Req> = fc.record({ route: fc.constantFrom(...routes.foreign), method: methodOrRoutes }).chain(({ route, method }) =>
    fc
      .record({
        params: paramsFor(route, true),
        body: bodyFor(route),
        extra: extraHeaders,
        signature: fc.option(fc.oneof(fc.constantFrom('', 't=1,v1=00', 't=,v1='), fc.stringMatching(/^[\x21-\x7e]{1,80}$/)), { nil: undefined }),
      })
      .map(({ params, body, extra, signature }) => {
        const headers = { ...headersOf(body, extra), ...(signature === undefined ? {} : { 'stripe-signature': signature }) };
        return mkReq(method ?? route.method, fillPath(route.path, params), headers, body.body, `${route.method} ${route.path}: ${body.why}`);
      }),
  );

  return fc.oneof({ weight: 6, arbitrary: anyScopedRequest }, { weight: 1, arbitrary: anyOtherRequest }, { weight: 1, arbitrary: anyForeignRequest });
}
