// Routes: every method + path of the API, with valid path parameters (the fixture's resources)
// and queries; random path segments and queries to put in their place.
import fc from 'fast-check';
import { BOT_ID, OWNER_ID } from '../support/helper.js';
import { type BodySpec, type BodySpecs, messageParam, textLocaleParam } from './bodies.js';
import { ADMIN_ID, FIXTURE_CHATS, MISSING_ID, OTHER_BOT, type FixtureIds } from './fixture.js';
import { currencyArb, pastInstant } from './fields.js';
import { type JVal, obj, pct } from './json.js';
import { notNullableInteger, notNullableString, notString, wildString } from './values.js';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
export const METHODS: Method[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Valid values of the path parameters (existing resources where that matters). */
  params?: Record<string, fc.Arbitrary<string>>;
  /** A valid query string (with its '?'), or ''. */
  query?: fc.Arbitrary<string>;
  body?: BodySpec;
  /** Bot-scoped (under /v1/bot{id}/{key}). */
  scoped: boolean;
}

export function queryOf(pairs: [string, string | undefined][]): string {
  const present = pairs.filter((p): p is [string, string] => p[1] !== undefined);
  return present.length ? `?${present.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : '';
}
export const limitArb = fc.option(fc.integer({ min: 1, max: 100 }).map(String), { nil: undefined });
export const pageQuery = limitArb.map((limit) => queryOf([['limit', limit]]));
export const orderListQuery = fc
  .tuple(limitArb, fc.option(pastInstant, { nil: undefined }), fc.option(pastInstant, { nil: undefined }))
  .map(([limit, from, to]) =>
    queryOf([
      ['limit', limit],
      ['from', from],
      ['to', to],
    ]),
  );
export const countQuery = fc
  .tuple(
    fc.option(fc.constantFrom('day', 'month', 'year'), { nil: undefined }),
    fc.option(fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 1000 })).map(String), { nil: undefined }),
    fc.option(
      currencyArb.map(([c]) => c),
      { nil: undefined },
    ),
  )
  .map(([unit, count, currency]) =>
    queryOf([
      ['interval_unit', unit],
      ['interval_count', count],
      ['currency', currency],
    ]),
  );

export const chatParam = fc.constantFrom(...FIXTURE_CHATS.map(String));
export const adminParam = fc.constantFrom(ADMIN_ID, OWNER_ID);
export const commandParam = fc.constantFrom('faq', 'rules', 'vip_2');

export interface Routes {
  all: Route[];
  /** Bot-scoped: under /v1/bot{id}/{key}. */
  scoped: Route[];
  /** The service endpoints (health, readiness, the API description). */
  service: Route[];
  /** Doors without an api key: Stripe's events, and signing in with a link from the bot. */
  foreign: Route[];
}

/** POST /codes: a live plan of the fixture, a few codes (each valid request stores them), an end after its clock. */
export function codesBody(ids: FixtureIds): BodySpec {
  const futureEnd = fc.option(
    fc.date({ min: new Date('2026-11-22T00:00:00Z'), max: new Date('2099-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()),
    { nil: null },
  );
  return {
    fields: [
      { name: 'plan_id', required: true, invalid: fc.oneof(notNullableInteger, fc.constantFrom<JVal>(0, -1, MISSING_ID, ids.planArchived)) },
      { name: 'count', required: false, invalid: fc.oneof(notNullableInteger, fc.constantFrom<JVal>(0, -1, 1001, 1.5)) },
      { name: 'uses', required: false, invalid: fc.oneof(notNullableInteger, fc.constantFrom<JVal>(0, -1, 1_000_001, 2.5)) },
      {
        name: 'expires_at',
        required: false,
        // Past instants and the fixture's own now: a code must expire in the future.
        invalid: fc.oneof(
          notString,
          pastInstant,
          fc.constantFrom('yesterday', '2026-13-01T00:00:00Z', '2026-01-01', '', '2026-02-30T00:00:00Z', '1e12', '2026-11-21T12:00:00Z'),
        ),
      },
    ],
    valid: fc
      .record(
        {
          plan_id: fc.constantFrom(ids.planUsd, ids.planJpy),
          count: fc.integer({ min: 1, max: 3 }),
          uses: fc.integer({ min: 1, max: 1_000_000 }),
          expires_at: futureEnd,
        },
        { requiredKeys: ['plan_id'] },
      )
      .map((o) => obj(o as Record<string, JVal>)),
  };
}

/** POST /v1/sessions: well-formed tokens that no sign-in link carries (each a 401: the fuzz never
 * signs in; test/modules/sessions covers the tokens that work). */
export const sessionBody: BodySpec = {
  fields: [
    { name: 'bot_id', required: true, invalid: fc.oneof(notNullableInteger, fc.constantFrom<JVal>(0, -1, 1_000_000_000_000_000)) },
    { name: 'token', required: true, invalid: fc.oneof(notNullableString, fc.constant('')) },
  ],
  valid: fc.record({ bot_id: fc.constantFrom(BOT_ID, OTHER_BOT), token: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/) }).map((o) => obj(o)),
};

/** The routes, their path parameters naming the fixture's resources. */
export function routesFor(ids: FixtureIds, bodies: BodySpecs): Routes {
  const planParam = fc.constantFrom(String(ids.planUsd), String(ids.planJpy), String(ids.planArchived));
  const orderParam = fc.constantFrom(String(ids.orderPaid), String(ids.orderRefunded));
  const subscriptionParam = fc.constantFrom('1', '2');
  const webhookParam = fc.constant(String(ids.webhookId));
  const all: Route[] = [
    { method: 'GET', path: '/orders/count', query: countQuery, scoped: true },
    { method: 'POST', path: '/chats', body: bodies.chat, scoped: true },
    { method: 'GET', path: '/chats', query: pageQuery, scoped: true },
    { method: 'GET', path: '/chats/:chat_id', params: { chat_id: chatParam }, scoped: true },
    { method: 'PATCH', path: '/chats/:chat_id', params: { chat_id: chatParam }, body: bodies.renameChat, scoped: true },
    { method: 'DELETE', path: '/chats/:chat_id', params: { chat_id: chatParam }, scoped: true },
    { method: 'POST', path: '/projects', body: bodies.project, scoped: true },
    { method: 'GET', path: '/projects', query: pageQuery, scoped: true },
    { method: 'GET', path: '/projects/:project_id', params: { project_id: fc.constant(String(ids.projectId)) }, scoped: true },
    { method: 'POST', path: '/plans', body: bodies.plan, scoped: true },
    { method: 'GET', path: '/plans', query: pageQuery, scoped: true },
    { method: 'GET', path: '/plans/:plan_id', params: { plan_id: planParam }, scoped: true },
    { method: 'PATCH', path: '/plans/:plan_id', params: { plan_id: planParam }, body: bodies.planPatch, scoped: true },
    { method: 'DELETE', path: '/plans/:plan_id', params: { plan_id: planParam }, scoped: true },
    { method: 'POST', path: '/admins', body: bodies.addAdmin, scoped: true },
    { method: 'GET', path: '/admins', query: pageQuery, scoped: true },
    { method: 'GET', path: '/admins/:admin_id', params: { admin_id: adminParam }, scoped: true },
    { method: 'PATCH', path: '/admins/:admin_id', params: { admin_id: adminParam }, body: bodies.updateAdmin, scoped: true },
    { method: 'DELETE', path: '/admins/:admin_id', params: { admin_id: adminParam }, scoped: true },
    { method: 'POST', path: '/orders', body: bodies.order, scoped: true },
    { method: 'GET', path: '/orders', query: orderListQuery, scoped: true },
    { method: 'GET', path: '/orders/:order_id', params: { order_id: orderParam }, scoped: true },
    { method: 'POST', path: '/orders/:order_id/refund', params: { order_id: orderParam }, scoped: true },
    { method: 'GET', path: '/settings', scoped: true },
    { method: 'PATCH', path: '/settings', body: bodies.settings, scoped: true },
    { method: 'POST', path: '/keys', scoped: true },
    { method: 'GET', path: '/keys', query: pageQuery, scoped: true },
    // The suite's own key is never revoked by the fuzzer: the keys after it are.
    { method: 'DELETE', path: '/keys/:key_id', params: { key_id: fc.integer({ min: ids.ownKeyId + 1, max: ids.ownKeyId + 39 }).map(String) }, scoped: true },
    // Ends the key used for the call, the suite's own: targeted, never sent (any.ts).
    { method: 'DELETE', path: '/session', scoped: true },
    { method: 'GET', path: '/session', scoped: true },
    {
      method: 'GET',
      path: '/members',
      query: fc.tuple(limitArb, fc.option(fc.constantFrom('true', 'false'), { nil: undefined })).map(([limit, access]) =>
        queryOf([
          ['limit', limit],
          ['access', access],
        ]),
      ),
      scoped: true,
    },
    {
      method: 'GET',
      path: '/members/count',
      query: fc.option(fc.constantFrom('true', 'false'), { nil: undefined }).map((access) => queryOf([['access', access]])),
      scoped: true,
    },
    { method: 'GET', path: '/members/:member_id', params: { member_id: fc.constantFrom('m1', 'm2') }, scoped: true },
    { method: 'POST', path: '/members/:member_id/ban', params: { member_id: fc.constantFrom('m1', 'm2') }, body: bodies.ban, scoped: true },
    { method: 'DELETE', path: '/members/:member_id/ban', params: { member_id: fc.constantFrom('m1', 'm2') }, scoped: true },
    {
      method: 'GET',
      path: '/subscriptions',
      query: fc
        .tuple(
          limitArb,
          fc.option(fc.constantFrom('active', 'canceled', 'expired', 'revoked'), { nil: undefined }),
          fc.option(fc.constantFrom('m1', 'm2'), { nil: undefined }),
        )
        .map(([limit, state, member]) =>
          queryOf([
            ['limit', limit],
            ['state', state],
            ['member_id', member],
          ]),
        ),
      scoped: true,
    },
    // The fixture's two orders (a fresh bot) started its subscriptions 1 and 2.
    { method: 'GET', path: '/subscriptions/:subscription_id', params: { subscription_id: subscriptionParam }, scoped: true },
    { method: 'POST', path: '/subscriptions', body: bodies.grant, scoped: true },
    { method: 'PATCH', path: '/subscriptions/:subscription_id', params: { subscription_id: subscriptionParam }, body: bodies.changeEnd, scoped: true },
    { method: 'POST', path: '/subscriptions/:subscription_id/cancel', params: { subscription_id: subscriptionParam }, scoped: true },
    { method: 'DELETE', path: '/subscriptions/:subscription_id', params: { subscription_id: subscriptionParam }, scoped: true },
    {
      method: 'GET',
      path: '/events',
      query: fc
        .tuple(
          limitArb,
          fc.option(fc.nat({ max: 20 }).map(String), { nil: undefined }),
          fc.option(fc.constantFrom('key', 'admin', 'member', 'system'), { nil: undefined }),
          fc.option(fc.constantFrom('oldest', 'newest'), { nil: undefined }),
        )
        .map(([limit, after, actorType, order]) =>
          queryOf([
            ['limit', limit],
            ['after', after],
            ['actor_type', actorType],
            ['order', order],
          ]),
        ),
      scoped: true,
    },
    { method: 'POST', path: '/codes', body: codesBody(ids), scoped: true },
    { method: 'POST', path: '/checkout', body: bodies.checkout, scoped: true },
    {
      method: 'GET',
      path: '/codes',
      query: fc
        .tuple(limitArb, fc.option(fc.constantFrom(String(ids.planUsd), String(ids.planJpy), String(MISSING_ID)), { nil: undefined }))
        .map(([limit, plan]) =>
          queryOf([
            ['limit', limit],
            ['plan_id', plan],
          ]),
        ),
      scoped: true,
    },
    // The fixture's codes (perhaps deleted already: 404) and well-formed codes no bot has.
    { method: 'DELETE', path: '/codes/:code', params: { code: fc.constantFrom(...ids.codes, 'ABCDEFGHJKMN', '23456789ABCD') }, scoped: true },
    // Custom commands: names the fixture may have made already (a replacement) or not, and one no bot has.
    { method: 'PUT', path: '/commands/:name', params: { name: commandParam }, body: bodies.command, scoped: true },
    { method: 'GET', path: '/commands', scoped: true },
    { method: 'DELETE', path: '/commands/:name', params: { name: fc.constantFrom('faq', 'rules', 'nope') }, scoped: true },
    // The owner's words: every shipped locale; messages the catalogues have, and one they do not (404).
    { method: 'GET', path: '/texts', query: textLocaleParam.map((locale) => queryOf([['locale', locale]])), scoped: true },
    { method: 'PUT', path: '/texts/:locale/:message_id', params: { locale: textLocaleParam, message_id: messageParam }, body: bodies.text, scoped: true },
    {
      method: 'DELETE',
      path: '/texts/:locale/:message_id',
      params: { locale: textLocaleParam, message_id: fc.oneof(messageParam, fc.constant('no-such-message')) },
      scoped: true,
    },
    { method: 'POST', path: '/coupons', body: bodies.coupon, scoped: true },
    { method: 'GET', path: '/coupons', query: pageQuery, scoped: true },
    { method: 'GET', path: '/coupons/:code', params: { code: fc.constant(ids.couponCode) }, scoped: true },
    { method: 'DELETE', path: '/coupons/:code', params: { code: fc.constantFrom(ids.couponCode, 'NOPE1234') }, scoped: true },
    { method: 'POST', path: '/forms', body: bodies.form, scoped: true },
    { method: 'GET', path: '/forms', query: pageQuery, scoped: true },
    { method: 'GET', path: '/forms/:form_id', params: { form_id: fc.constant(String(ids.formId)) }, scoped: true },
    { method: 'PATCH', path: '/forms/:form_id', params: { form_id: fc.constant(String(ids.formId)) }, body: bodies.formPatch, scoped: true },
    { method: 'DELETE', path: '/forms/:form_id', params: { form_id: fc.constantFrom(String(ids.formId), String(MISSING_ID)) }, scoped: true },
    { method: 'GET', path: '/forms/:form_id/responses', params: { form_id: fc.constant(String(ids.formId)) }, query: pageQuery, scoped: true },
    { method: 'PUT', path: '/flood', body: bodies.flood, scoped: true },
    { method: 'GET', path: '/flood', scoped: true },
    { method: 'DELETE', path: '/flood', scoped: true },
    { method: 'GET', path: '/analytics/revenue', query: countQuery, scoped: true },
    { method: 'GET', path: '/analytics/summary', scoped: true },
    {
      method: 'GET',
      path: '/analytics/cohorts',
      query: fc.option(fc.integer({ min: 1, max: 36 }).map(String), { nil: undefined }).map((n) => queryOf([['cohort_count', n]])),
      scoped: true,
    },
    { method: 'POST', path: '/webhooks', body: bodies.webhook, scoped: true },
    { method: 'GET', path: '/webhooks', scoped: true },
    ...(['GET', 'DELETE'] as const).map((method) => ({ method, path: '/webhooks/:webhook_id', params: { webhook_id: webhookParam }, scoped: true })),
    { method: 'PATCH', path: '/webhooks/:webhook_id', params: { webhook_id: webhookParam }, body: bodies.webhookPatch, scoped: true },
    { method: 'POST', path: '/webhooks/:webhook_id/secret', params: { webhook_id: webhookParam }, scoped: true },
    { method: 'POST', path: '/webhooks/:webhook_id/test', params: { webhook_id: webhookParam }, scoped: true },
    {
      method: 'GET',
      path: '/webhooks/:webhook_id/deliveries',
      params: { webhook_id: webhookParam },
      query: fc.tuple(limitArb, fc.option(fc.constantFrom('pending', 'delivered', 'failed'), { nil: undefined })).map(([limit, status]) =>
        queryOf([
          ['limit', limit],
          ['status', status],
        ]),
      ),
      scoped: true,
    },
    { method: 'GET', path: '/healthz', scoped: false },
    { method: 'GET', path: '/readyz', scoped: false },
    { method: 'GET', path: '/openapi.json', scoped: false },
    { method: 'GET', path: '/docs', scoped: false },
    { method: 'GET', path: '/docs/json', scoped: false },
    // The fixture's bot (no Stripe keys, unless a fuzzed PATCH /settings set them) and one that does not exist.
    { method: 'POST', path: '/stripe/:bot_id', params: { bot_id: fc.constantFrom(String(BOT_ID), String(OTHER_BOT)) }, scoped: false },
    { method: 'POST', path: '/v1/sessions', body: sessionBody, scoped: false },
  ];
  const foreign = all.filter((r) => r.path.startsWith('/stripe/') || r.path === '/v1/sessions');
  return { all, scoped: all.filter((r) => r.scoped), service: all.filter((r) => !r.scoped && !foreign.includes(r)), foreign };
}

/** Answers that are not envelopes when they succeed: the API description, the docs, metrics, the
 * dashboard's page and assets. */
export function isDocumentPath(path: string): boolean {
  return (
    path === '/openapi.json' ||
    path === '/metrics' ||
    path === '/docs' ||
    path.startsWith('/docs/') ||
    path === '/' ||
    path === '/index.html' ||
    path.startsWith('/assets/')
  );
}

export const SEGMENTS = [
  '0',
  '-0',
  '00',
  '01',
  '+1',
  '1e3',
  '0x10',
  ' 1',
  '1.0',
  '-',
  '..',
  '.',
  '%2e%2e',
  '%2E',
  '%00',
  '%ZZ',
  '%',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  '%E2%80%AE',
  '%F0%9F%98%80',
  'é',
  '\u202e',
  '\u200b',
  '😀',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  ';',
  '*',
  '~',
  '@',
  '$',
  '%2F',
  '%5C',
  'x'.repeat(3000),
  '1'.repeat(15),
  '1'.repeat(16),
  '1'.repeat(17),
  '9007199254740993',
  '-9007199254740993',
  '9'.repeat(2100),
  String(MISSING_ID),
  OWNER_ID,
];
export const segment = fc.oneof(
  fc.constantFrom(...SEGMENTS),
  fc.integer().map(String),
  fc.maxSafeInteger().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  wildString.map(pct),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,70}$/),
);

export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:([a-z_]+)/g, (_, name: string) => values[name] ?? '');
}
/** Path parameters: valid ones most of the time, a random segment otherwise. */
export function paramsFor(route: Route, random: boolean): fc.Arbitrary<Record<string, string>> {
  const rec: Record<string, fc.Arbitrary<string>> = {};
  for (const [name, valid] of Object.entries(route.params ?? {}))
    rec[name] = random ? fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: segment }) : valid;
  return fc.record(rec);
}

export const QUERY_NAMES = [
  'limit',
  'cursor',
  'interval_unit',
  'interval_count',
  'currency',
  'from',
  'to',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'a[b]',
  'a[]',
  '',
  ' ',
  '%00',
  '%ZZ',
];
export const QUERY_VALUES = [
  '',
  '%ZZ',
  '%00',
  '%FF',
  '%',
  '-1',
  '0',
  '1',
  '100',
  '101',
  '1000',
  '1001',
  '1e3',
  'NaN',
  'day',
  'month',
  'year',
  'DAY',
  'week',
  'USD',
  'usd',
  'JPY',
  '2026-01-01T00:00:00Z',
  '2026-13-01T00:00:00Z',
  'eyJ4IjoxfQ',
  '%E2%80%AE',
  '%F0%9F%98%80',
  'a+b',
  '+',
  '&',
  '=',
];
export const queryValue = fc.oneof(
  fc.constantFrom(...QUERY_VALUES),
  wildString.map(pct),
  fc.integer({ min: 1000, max: 12_000 }).map((n) => 'x'.repeat(n)),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,200}$/),
);
export const randomQuery = fc.oneof(
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), wildString.map(pct)), queryValue), { minLength: 1, maxLength: 6 })
    .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  fc.constantFrom('?', '?&&', '?=x', '?limit', '?limit=1&limit=2', '?interval_unit=day&interval_unit=month', '?limit[]=1', '?limit=1;2', '?%=%', '?#frag'),
);
