// Running the fuzz: sending a generated request to an app (placeholders expanded to the real
// key), snapshots of the stored rows, and a histogram of the statuses reached.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../support/helper.js';
import { expandKey, type Req } from './http.js';

export interface Res {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export async function send(t: TestApp, req: Req, app: FastifyInstance = t.app): Promise<Res> {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) headers[k] = expandKey(v, t.apiKey);
  const res = await app.inject({
    method: req.method,
    url: expandKey(req.url, t.apiKey),
    headers,
    ...(req.body === undefined ? {} : { payload: req.body }),
  });
  return { statusCode: res.statusCode, headers: res.headers, body: res.body };
}

/** Every table a request can write (bots and id_counters are compared by `contents` too). */
export const TABLES = [
  'chats',
  'projects',
  'project_chats',
  'plans',
  'admins',
  'orders',
  'order_rollups',
  'members',
  'subscriptions',
  'events',
  'codes',
  'coupons',
  'coupon_redemptions',
  'forms',
  'form_plans',
  'form_responses',
  'form_sessions',
  'commands',
  'text_overrides',
  'flood_settings',
  'analytics_state',
  'webhook_endpoints',
  'webhook_deliveries',
  'idempotency_keys',
  'api_keys',
  'signin_tokens',
] as const;
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const query = TABLES.map((name) => `SELECT '${name}' AS name, COUNT(*) AS n FROM ${name}`).join(' UNION ALL ');
  const { rows } = await sql.raw<{ name: string; n: number | string }>(query).execute(t.app.storage.db);
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}
/** Every row of every table, in a stable order: a rejected request must not change a byte of it. */
export async function contents(t: TestApp): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const name of [...TABLES, 'bots', 'id_counters']) {
    const { rows } = await sql.raw<Record<string, unknown>>(`SELECT * FROM ${name}`).execute(t.app.storage.db);
    out[name] = rows.map((r) => JSON.stringify(Object.entries(r).sort(([a], [b]) => a.localeCompare(b)))).sort();
  }
  return out;
}

/** Counts answers by status, reported as a test diagnostic (how much of each outcome the fuzzer reached). */
export function histogram() {
  const counts = new Map<number, number>();
  return {
    add(status: number) {
      counts.set(status, (counts.get(status) ?? 0) + 1);
    },
    toString() {
      return [...counts.entries()]
        .sort(([a], [b]) => a - b)
        .map(([k, v]) => `${k}:${v}`)
        .join(' ');
    },
  };
}
