// Requests that must be rejected (status >= 400): nothing they carry may be stored. Wrong
// authentication, rule-breaking bodies, conflicts with the fixture's data, malformed path
// parameters and queries, unreadable bodies, methods a path does not take.
import { NAME_PATTERN } from '../../src/modules/commands/names.js';
import fc from 'fast-check';
import type { BodySpec, BodySpecs } from './bodies.js';
import type { FixtureIds } from './fixture.js';
import { VALID_PREFIX, extraHeaders, goodPrefix, headersOf, methodOrRoutes, mkReq, secretsOf, wrongPrefix, type Req } from './http.js';
import { jsonText } from './json.js';
import { brokenBody } from './mutations.js';
import { JSON_TYPE, NOT_JSON_TYPES, bodyFor, invalidJson, rawBytes, stressBody } from './payloads.js';
import { QUERY_NAMES, fillPath, paramsFor, queryValue, randomQuery, type Method, type Routes } from './routes.js';
import { semanticRequestArb } from './semantic.js';
import { hugeString, wildString } from './values.js';

/** Path parameters that are names, not ids, with what makes one well-formed. */
const TEXT_PARAMS: Record<string, RegExp> = { name: new RegExp(NAME_PATTERN) };

export function rejectedRequestArb(routes: Routes, bodies: BodySpecs, ids: FixtureIds): fc.Arbitrary<Req> {
  const scoped = routes.scoped;
  const scopedRoutesWithBody = scoped.filter((r) => r.body);
  const wrongAuthRequest: fc.Arbitrary<Req> = fc
    .record({ route: fc.constantFrom(...scoped), prefix: wrongPrefix, method: methodOrRoutes })
    .chain(({ route, prefix, method }) =>
      fc
        .record({ params: paramsFor(route, true), body: bodyFor(route), extra: extraHeaders, query: fc.oneof(route.query ?? fc.constant(''), randomQuery) })
        .map(({ params, body, extra, query }) =>
          mkReq(
            method ?? route.method,
            `${prefix}${fillPath(route.path, params)}${query}`,
            headersOf(body, extra),
            body.body,
            `wrong auth, ${body.why}`,
            secretsOf(body.body),
          ),
        ),
    );
  /** A rule-breaking body for a route that has a body schema. */
  const brokenBodyRequest: fc.Arbitrary<Req> = fc.constantFrom(...scopedRoutesWithBody).chain((route) =>
    fc
      .record({
        prefix: goodPrefix,
        params: paramsFor(route, false),
        broken: fc.oneof(
          {
            weight: 5,
            arbitrary: brokenBody(route.body as BodySpec).map((b) => ({ body: jsonText(b.body), contentType: JSON_TYPE as string | undefined, why: b.why })),
          },
          {
            weight: 1,
            arbitrary: stressBody
              .filter((s) => !/^(?:\s*|null|0|""|\[\]|true)$/.test(s.text))
              .map((s) => ({ body: s.text, contentType: JSON_TYPE as string | undefined, why: s.why })),
          },
          { weight: 1, arbitrary: invalidJson.map((text) => ({ body: text, contentType: JSON_TYPE as string | undefined, why: 'invalid json' })) },
          {
            weight: 1,
            arbitrary: fc
              .tuple((route.body as BodySpec).valid, fc.constantFrom(...NOT_JSON_TYPES))
              .map(([j, ct]) => ({ body: jsonText(j), contentType: ct as string | undefined, why: `valid body as ${ct}` })),
          },
          {
            weight: 1,
            arbitrary: (route.body as BodySpec).valid.map((j) => ({
              body: jsonText(j),
              contentType: undefined as string | undefined,
              why: 'valid body without content type',
            })),
          },
        ),
        extra: extraHeaders,
      })
      .map(({ prefix, params, broken, extra }) =>
        mkReq(
          route.method,
          `${prefix}${fillPath(route.path, params)}`,
          headersOf(broken, extra),
          broken.body,
          `${route.method} ${route.path}: ${broken.why}`,
          secretsOf(broken.body),
        ),
      ),
  );
  /** Malformed path parameters or queries with the valid key. */
  const badParamOrQueryRequest: fc.Arbitrary<Req> = fc.oneof(
    fc.constantFrom(...scoped.filter((r) => r.params)).chain((route) =>
      fc
        .record({
          bad: fc.constantFrom(
            '0',
            '-0',
            '00',
            '01',
            'abc',
            '1.5',
            '1e3',
            '%ZZ',
            'x'.repeat(3000),
            '9'.repeat(17),
            ' 1',
            '%00',
            'a%20b',
            '%F0%9F%98%80',
            '9'.repeat(2100),
            '',
          ),
          body: route.body ? route.body.valid.map((j) => jsonText(j) as string | undefined) : fc.constant(undefined),
        })
        // A text parameter (a command's name) takes some of these as well-formed names: only the
        // ones its pattern refuses are bad there.
        .filter(({ bad }) => !TEXT_PARAMS[Object.keys(route.params ?? {})[0] ?? '']?.test(bad))
        .map(({ bad, body }) => {
          const name = Object.keys(route.params ?? {})[0] ?? '';
          const path = fillPath(route.path, { ...Object.fromEntries(Object.keys(route.params ?? {}).map((k) => [k, 'x'])), [name]: bad });
          return mkReq(
            route.method,
            `${VALID_PREFIX}${path}`,
            body === undefined ? {} : { 'content-type': JSON_TYPE },
            body,
            `bad ${name} ${JSON.stringify(bad.slice(0, 20))}`,
          );
        }),
    ),
    fc
      .record({
        route: fc.constantFrom(...scoped.filter((r) => r.query)),
        pair: fc.oneof(
          fc.constantFrom<[string, string]>(
            ['limit', '0'],
            ['limit', '101'],
            ['limit', '-1'],
            ['limit', '1.5'],
            ['limit', ''],
            ['cursor', ''],
            ['cursor', 'x'.repeat(201)],
            ['nope', '1'],
            ['__proto__', '1'],
            ['constructor', 'x'],
          ),
          fc.tuple(
            fc.stringMatching(/^[a-z_]{1,12}$/).filter((k) => !QUERY_NAMES.includes(k)),
            queryValue,
          ),
        ),
      })
      .map(({ route, pair }) => mkReq('GET', `${VALID_PREFIX}${route.path}?${pair[0]}=${pair[1]}`, {}, undefined, `bad query ${pair[0]}`)),
    fc
      .constantFrom<[string, string]>(
        ['interval_unit', 'week'],
        ['interval_unit', 'DAY'],
        ['interval_count', '0'],
        ['interval_count', '1001'],
        ['interval_count', '01'],
        ['interval_count', '1e2'],
        ['currency', 'usd'],
        ['currency', 'US'],
        ['currency', '%00'],
      )
      .map(([k, v]) => mkReq('GET', `${VALID_PREFIX}/orders/count?${k}=${v}`, {}, undefined, `bad ${k}`)),
    fc
      .constantFrom<[string, string]>(['from', 'yesterday'], ['to', '2026-13-01T00:00:00Z'], ['from', ''], ['cursor', 'not-a-cursor'], ['limit', '1&limit=2'])
      .map(([k, v]) => mkReq('GET', `${VALID_PREFIX}/orders?${k}=${v}`, {}, undefined, `bad ${k}`)),
  );
  /** Bodies that no route may read: unparsable, too large, or not JSON, even where the route takes no body. */
  const unreadableBodyRequest: fc.Arbitrary<Req> = fc
    .record({
      route: fc.constantFrom(...scoped.filter((r) => r.method !== 'GET')),
      body: fc.oneof(
        invalidJson.map((text) => ({ text: text as string | Buffer, ct: JSON_TYPE, why: 'invalid json' })),
        hugeString.map((s) => ({ text: JSON.stringify({ x: s }) as string | Buffer, ct: JSON_TYPE, why: 'over 64 KiB' })),
        fc
          .tuple(
            wildString.filter((s) => s.length > 0),
            fc.constantFrom(...NOT_JSON_TYPES),
          )
          .map(([s, ct]) => ({ text: s as string | Buffer, ct, why: `as ${ct}` })),
        rawBytes.map((b) => ({ text: b as string | Buffer, ct: 'application/octet-stream', why: 'raw bytes' })),
      ),
    })
    .chain(({ route, body }) =>
      paramsFor(route, false).map((params) =>
        mkReq(
          route.method,
          `${VALID_PREFIX}${fillPath(route.path, params)}`,
          { 'content-type': body.ct },
          body.text,
          `${route.method} ${route.path}: ${body.why}`,
        ),
      ),
    );
  /** A method the path does not take. */
  const wrongMethodRequest: fc.Arbitrary<Req> = fc
    .record({ route: fc.constantFrom(...scoped), other: fc.constantFrom<Method>('PUT', 'OPTIONS', 'PATCH', 'DELETE', 'POST') })
    .filter(({ route, other }) => !scoped.some((r) => r.path === route.path && r.method === other))
    .chain(({ route, other }) =>
      fc
        .tuple(paramsFor(route, false), bodyFor(route))
        .map(([params, body]) => mkReq(other, `${VALID_PREFIX}${fillPath(route.path, params)}`, headersOf(body, {}), body.body, `${other} on ${route.path}`)),
    );

  return fc.oneof(
    { weight: 3, arbitrary: wrongAuthRequest },
    { weight: 6, arbitrary: brokenBodyRequest },
    { weight: 3, arbitrary: semanticRequestArb(bodies, ids) },
    { weight: 2, arbitrary: badParamOrQueryRequest },
    { weight: 2, arbitrary: unreadableBodyRequest },
    { weight: 1, arbitrary: wrongMethodRequest },
  );
}
