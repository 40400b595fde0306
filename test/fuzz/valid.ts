// Requests that follow every rule (they may still meet a conflict with data a previous one
// stored), each with the statuses it may get.
import fc from 'fast-check';
import type { BodySpecs } from './bodies.js';
import { ADMIN_ID, type FixtureIds } from './fixture.js';
import { VALID_PREFIX, extraHeaders, mkReq, secretsOf, type ExtraHeaders, type Req } from './http.js';
import { jsonText, type JObj } from './json.js';
import { JSON_TYPE } from './payloads.js';
import { chatParam, commandParam, fillPath, paramsFor, type Method, type Routes } from './routes.js';
import { messageParam, textLocaleParam } from './bodies.js';

export interface Expected {
  req: Req;
  statuses: number[];
}

function validReq(routes: Routes, method: Method, path: string, body: JObj | undefined, statuses: number[], why: string, extra: ExtraHeaders = {}): Expected {
  const text = body === undefined ? undefined : jsonText(body);
  const headers: Record<string, string> = {};
  if (text !== undefined) headers['content-type'] = JSON_TYPE;
  if (extra['accept-language'] !== undefined) headers['accept-language'] = extra['accept-language'];
  const idem = method === 'POST' && extra['idempotency-key'] !== undefined && /^[\x21-\x7e]{1,255}$/.test(extra['idempotency-key']);
  if (idem) headers['idempotency-key'] = extra['idempotency-key'] as string;
  const url = routes.service.some((r) => r.path === path) ? path : `${VALID_PREFIX}${path}`;
  // A reused Idempotency-Key (only when shrinking makes two keys equal) is a 409.
  return { req: mkReq(method, url, headers, text, why, secretsOf(text)), statuses: idem ? [...statuses, 409] : statuses };
}

export function validRequestArb(routes: Routes, bodies: BodySpecs, ids: FixtureIds): fc.Arbitrary<Expected> {
  return fc
    .tuple(
      fc.oneof(
        bodies.chat.valid.map((b) => ['POST', '/chats', b, [201, 409]] as const),
        bodies.renameChat.valid.chain((b) => chatParam.map((id) => ['PATCH', `/chats/${id}`, b, [200]] as const)),
        bodies.project.valid.map((b) => ['POST', '/projects', b, [201]] as const),
        bodies.plan.valid.map((b) => ['POST', '/plans', b, [201]] as const),
        bodies.planPatch.valid.chain((b) => fc.constantFrom(ids.planUsd, ids.planJpy).map((id) => ['PATCH', `/plans/${id}`, b, [200]] as const)),
        bodies.addAdmin.valid.map((b) => ['POST', '/admins', b, [201, 409]] as const),
        bodies.updateAdmin.valid.map((b) => ['PATCH', `/admins/${ADMIN_ID}`, b, [200]] as const),
        // 200: the same external_id with the same fields again; 409: the same with other fields.
        bodies.order.valid.map((b) => ['POST', '/orders', b, b.has('external_id') ? [201, 200, 409] : [201]] as const),
        bodies.settings.valid.map((b) => ['PATCH', '/settings', b, [200]] as const),
        // 409: the bot's 100 endpoints are there already.
        bodies.webhook.valid.map((b) => ['POST', '/webhooks', b, [201, 409]] as const),
        bodies.webhookPatch.valid.map((b) => ['PATCH', `/webhooks/${ids.webhookId}`, b, [200]] as const),
        bodies.command.valid.chain((b) => commandParam.map((name) => ['PUT', `/commands/${name}`, b, [201, 200]] as const)),
        bodies.text.valid.chain((b) => fc.tuple(textLocaleParam, messageParam).map(([locale, id]) => ['PUT', `/texts/${locale}/${id}`, b, [200]] as const)),
        // 409: a code taken already (any case).
        bodies.coupon.valid.map((b) => ['POST', '/coupons', b, [201, 409]] as const),
        // 409: the plan has a form already (after the first).
        bodies.form.valid.map((b) => ['POST', '/forms', b, [201, 409]] as const),
        bodies.formPatch.valid.map((b) => ['PATCH', `/forms/${ids.formId}`, b, [200]] as const),
        bodies.flood.valid.map((b) => ['PUT', '/flood', b, [200]] as const),
        fc.constantFrom(['POST', '/keys', undefined, [201]] as const, ['GET', '/settings', undefined, [200]] as const),
        fc
          .constantFrom(...routes.scoped.filter((r) => r.method === 'GET'))
          .chain((route) =>
            fc
              .tuple(paramsFor(route, false), route.query ?? fc.constant(''), fc.constantFrom<Method>('GET', 'HEAD'))
              .map(([params, query, m]) => [m, `${fillPath(route.path, params)}${query}`, undefined, [200]] as const),
          ),
        fc.constantFrom(...routes.service).map((r) => ['GET', r.path, undefined, r.path === '/docs' ? [200, 302] : [200]] as const),
      ),
      extraHeaders,
    )
    .map(([[method, path, body, statuses], extra]) => validReq(routes, method, path, body, [...statuses], `valid ${method} ${path.split('?')[0]}`, extra));
}
