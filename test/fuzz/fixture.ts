// The fuzz fixture: a fresh app whose bot has three chats, a project, three plans (one archived),
// an admin, two orders (one refunded), three access codes and its own api key. Every fuzz test gets a fixture of its
// own, so no test depends on what another one stored; the ids the API assigned are read from its
// answers (FixtureIds) and the generators are built from them.
import assert from 'node:assert/strict';
import { BOT_ID, call, createTestApp, expectOk, type TestApp } from '../support/helper.js';

export const NOW = '2026-11-21T12:00:00Z';
export const BODY_LIMIT = 64 * 1024;

// Chat ids and admin ids are chosen by the client (they are Telegram's), not assigned by the API.
export const CHAT_A = -1001000000001;
export const CHAT_B = -1001000000002;
export const CHAT_C = -4000001;
export const FIXTURE_CHATS = [CHAT_A, CHAT_B, CHAT_C];
export const ADMIN_ID = '2002';
/** A bot that does not exist. */
export const OTHER_BOT = BOT_ID + 1;
/** An id no resource has (far beyond what any fuzz test creates). */
export const MISSING_ID = 987_654_321;
/** The external_id of the fixture's paid order. */
export const PAID_EXTERNAL_ID = 'fx-1';

/** The ids the API gave the fixture's resources. */
export interface FixtureIds {
  /** "Bundle": chats A and B. */
  projectId: number;
  /** USD 9.99, P1M. */
  planUsd: number;
  /** JPY 500, lifetime, in the project. */
  planJpy: number;
  planArchived: number;
  /** external_id PAID_EXTERNAL_ID. */
  orderPaid: number;
  orderRefunded: number;
  /** The key the suite authenticates with: never revoked by the fuzzer. */
  ownKeyId: number;
  /** Access codes for planUsd (the fuzzer may delete them). */
  codes: string[];
  /** A webhook endpoint (the fuzzer may change, disable or delete it). */
  webhookId: number;
  /** A coupon, 10% off every plan (the fuzzer may archive it). */
  couponCode: string;
  /** A form before planJpy. */
  formId: number;
}

export interface Fixture {
  t: TestApp;
  ids: FixtureIds;
}

export async function createFixture(): Promise<Fixture> {
  const t = await createTestApp({ now: NOW });
  try {
    const send = async (method: string, path: string, body: unknown, status: number) =>
      expectOk(await call(t, method, `${t.base}${path}`, body), status, method, path);

    for (const [chat_id, chat_type] of [
      [CHAT_A, 'supergroup'],
      [CHAT_B, 'channel'],
      [CHAT_C, 'group'],
    ] as const) {
      await send('POST', '/chats', { chat_id, chat_name: `Chat ${chat_id}`, chat_type }, 201);
    }
    const projectId: number = (await send('POST', '/projects', { project_name: 'Bundle', chat_ids: [CHAT_A, CHAT_B] }, 201)).project_id;
    const plan = { plan_name: 'Monthly', plan_duration: 'P1M', plan_price: '9.99', plan_currency: 'USD' };
    const planUsd: number = (await send('POST', '/plans', plan, 201)).plan_id;
    const planJpy: number = (
      await send('POST', '/plans', { ...plan, plan_duration: 'lifetime', plan_price: '500', plan_currency: 'JPY', plan_project_id: projectId }, 201)
    ).plan_id;
    const planArchived: number = (await send('POST', '/plans', { ...plan, plan_name: 'Old' }, 201)).plan_id;
    await send('DELETE', `/plans/${planArchived}`, undefined, 200);
    await send('POST', '/admins', { admin_id: ADMIN_ID, admin_level: 3 }, 201);
    const paid = { plan_id: planUsd, member_id: 'm1', external_id: PAID_EXTERNAL_ID, paid_at: '2026-11-01T10:00:00Z' };
    const orderPaid: number = (await send('POST', '/orders', paid, 201)).order_id;
    const orderRefunded: number = (await send('POST', '/orders', { plan_id: planJpy, member_id: 'm2', paid_at: '2026-10-01T10:00:00Z' }, 201)).order_id;
    await send('POST', `/orders/${orderRefunded}/refund`, undefined, 200);
    const keys = await send('GET', '/keys', undefined, 200);
    assert.equal(keys.length, 1, 'the fixture bot has one key: the suite’s own');
    const ownKeyId: number = keys[0].key_id;

    const codes: string[] = (await send('POST', '/codes', { plan_id: planUsd, count: 3 }, 201)).map((c: { code: string }) => c.code);

    const { webhook_id: webhookId } = await send('POST', '/webhooks', { url: 'https://93.184.215.14/hooks', events: ['*'] }, 201);

    const couponCode: string = (await send('POST', '/coupons', { code: 'WELCOME', percent_off: 10 }, 201)).code;
    const form = { form_name: 'Intake', plan_ids: [planJpy], questions: [{ key: 'goal', prompt: 'Your goal?', kind: 'text' }] };
    const formId: number = (await send('POST', '/forms', form, 201)).form_id;

    const ids: FixtureIds = { projectId, planUsd, planJpy, planArchived, orderPaid, orderRefunded, ownKeyId, codes, webhookId, couponCode, formId };
    assert.equal(new Set([planUsd, planJpy, planArchived]).size, 3, `distinct plan ids: ${JSON.stringify(ids)}`);
    assert.notEqual(orderPaid, orderRefunded);
    return { t, ids };
  } catch (err) {
    await t.close();
    throw err;
  }
}
