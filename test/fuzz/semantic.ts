// Requests with valid JSON that break a rule only the stored data can tell: conflicts with the
// fixture's chats, admins and orders, resources that do not exist, the owner, archived plans.
import fc from 'fast-check';
import { OWNER_ID } from '../support/helper.js';
import type { BodySpecs } from './bodies.js';
import { ADMIN_ID, CHAT_A, MISSING_ID, OTHER_BOT, PAID_EXTERNAL_ID, type FixtureIds } from './fixture.js';
import { botTokenSecret } from './fields.js';
import { VALID_PREFIX, extraHeaders, headersOf, mkReq, secretsOf, type Req } from './http.js';
import { jsonText, obj } from './json.js';
import { JSON_TYPE } from './payloads.js';

/** Valid JSON that breaks a rule only the stored data can tell (conflicts, missing or owner resources). */
export function semanticRequestArb(bodies: BodySpecs, ids: FixtureIds): fc.Arbitrary<Req> {
  return fc
    .oneof(
      bodies.chat.valid.map((b) => ['POST', '/chats', b.with('chat_id', CHAT_A), 'existing chat'] as const),
      bodies.addAdmin.valid.chain((b) =>
        fc.constantFrom(ADMIN_ID, OWNER_ID).map((id) => ['POST', '/admins', b.with('admin_id', id), 'existing admin'] as const),
      ),
      bodies.updateAdmin.valid.map((b) => ['PATCH', `/admins/${OWNER_ID}`, b, 'owner'] as const),
      bodies.updateAdmin.valid.map((b) => ['PATCH', '/admins/nobody', b, 'no such admin'] as const),
      bodies.renameChat.valid.map((b) => ['PATCH', `/chats/${MISSING_ID}`, b, 'no such chat'] as const),
      bodies.planPatch.valid.map((b) => ['PATCH', `/plans/${MISSING_ID}`, b, 'no such plan'] as const),
      bodies.order.valid.map((b) => ['POST', '/orders', b.with('plan_id', ids.planArchived), 'archived plan'] as const),
      bodies.order.valid.map((b) => ['POST', '/orders', b.with('plan_id', MISSING_ID), 'unknown plan'] as const),
      bodies.order.valid.map(
        (b) => ['POST', '/orders', b.with('plan_id', ids.planUsd).without('amount').with('currency', 'EUR'), 'currency without amount'] as const,
      ),
      bodies.order.valid.map(
        (b) => ['POST', '/orders', b.with('plan_id', ids.planUsd).with('currency', 'USD').with('amount', '9.999'), 'too many digits'] as const,
      ),
      bodies.order.valid.map(
        (b) =>
          [
            'POST',
            '/orders',
            b.with('plan_id', ids.planJpy).with('external_id', PAID_EXTERNAL_ID).with('member_id', 'someone-else'),
            'external_id reused',
          ] as const,
      ),
      bodies.order.valid.map((b) => ['POST', '/orders', b.with('paid_at', '2026-11-21T12:06:00Z'), 'paid in the future'] as const),
      bodies.project.valid.map((b) => ['POST', '/projects', b.with('chat_ids', [CHAT_A, MISSING_ID]), 'chat of no bot'] as const),
      bodies.plan.valid.map((b) => ['POST', '/plans', b.with('plan_project_id', MISSING_ID), 'unknown project'] as const),
      bodies.plan.valid.map((b) => ['POST', '/plans', b.with('plan_currency', 'JPY').with('plan_price', '1.5'), 'JPY has no minor unit'] as const),
      bodies.plan.valid.map((b) => ['POST', '/plans', b.with('options', obj({ token_only: true, credit_only: true })), 'token_only and credit_only'] as const),
      bodies.planPatch.valid.map(
        (b) => ['PATCH', `/plans/${ids.planUsd}`, b.with('plan_currency', 'JPY').with('plan_price', '0.5'), 'JPY has no minor unit'] as const,
      ),
      bodies.updateAdmin.valid.chain((b) =>
        botTokenSecret.map((s) => ['PATCH', `/admins/${ADMIN_ID}`, b.with('bot_token', `${OTHER_BOT}:${s}`), 'token of another bot'] as const),
      ),
      fc.constantFrom(
        ['DELETE', `/admins/${OWNER_ID}`, undefined, 'remove owner'] as const,
        ['DELETE', '/admins/nobody', undefined, 'no such admin'] as const,
        ['DELETE', `/chats/${MISSING_ID}`, undefined, 'no such chat'] as const,
        ['DELETE', `/plans/${MISSING_ID}`, undefined, 'no such plan'] as const,
        ['DELETE', `/keys/${MISSING_ID}`, undefined, 'no such key'] as const,
        ['POST', `/orders/${MISSING_ID}/refund`, undefined, 'no such order'] as const,
        ['POST', `/orders/${ids.orderRefunded}/refund`, undefined, 'refunded twice'] as const,
      ),
    )
    .chain(([method, path, body, why]) =>
      extraHeaders.map((extra) => {
        const text = body === undefined ? undefined : jsonText(body);
        const headers = headersOf(text === undefined ? { why } : { body: text, contentType: JSON_TYPE, why }, extra);
        return mkReq(method, `${VALID_PREFIX}${path}`, headers, text, why, secretsOf(text));
      }),
    );
}
