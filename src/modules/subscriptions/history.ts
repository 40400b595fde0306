// Subscriptions for an imported history of paid orders (tollgate orders import): the same rule as
// a live payment — an order extends the subscription the member holds for that plan at its paid_at,
// else starts one — applied to a whole file at once, in any order the file has: orders are sorted
// per member and plan by paid_at, folded into spans, and written in bulk with their links.
// Members with subscriptions of that plan from before the import take the live path, order by order.
import type { BotContext } from '../../bot-context.js';
import type { PlanRow, SubscriptionRow } from '../../db/schema.js';
import { accessEnd } from '../../time/calendar.js';
import type { PlanLength } from '../../time/duration.js';
import type { Db } from '../common/deps.js';
import { allocateIds } from '../common/id-counters.js';
import * as repo from './repository.js';
import { expireIfOver, paidSubscription } from './rows.js';

export interface ImportedOrderRef {
  order_id: number;
  member_id: string;
  plan_id: number;
  paid_at: number;
}

/** Subscriptions written per statement: 15 columns → 7,500 parameters. */
const SUBSCRIPTIONS_PER_INSERT = 500;

export interface HistoryDeps {
  lengthOf(plan: Pick<PlanRow, 'plan_duration'>): PlanLength;
  /** The live rule, for a member and plan that already had subscriptions before the import. */
  applyPayment(trx: Db, bot: BotContext, order: { order_id: number; member_id: string; paid_at: number }, plan: PlanRow): Promise<number>;
  ensureMembers(trx: Db, botId: number, memberIds: string[], at: number): Promise<void>;
}

/** Starts and extends subscriptions for `orders` (already inserted) in the import's transaction;
 * returns how many started and each order's [order_id, subscription_id] for the orders module to link. */
export async function applyHistory(
  trx: Db,
  bot: BotContext,
  orders: ImportedOrderRef[],
  plans: Map<number, PlanRow>,
  at: number,
  deps: HistoryDeps,
): Promise<{ started: number; links: [number, number][] }> {
  if (!orders.length) return { started: 0, links: [] };
  const { botId, timezone } = bot;
  orders.sort((a, b) =>
    a.member_id < b.member_id ? -1 : a.member_id > b.member_id ? 1 : a.plan_id - b.plan_id || a.paid_at - b.paid_at || a.order_id - b.order_id,
  );
  await deps.ensureMembers(trx, botId, [...new Set(orders.map((o) => o.member_id))], at);
  const held = new Set((await repo.heldPairs(trx, botId)).map((p) => `${p.member_id}\u0000${p.plan_id}`));

  const spans: SubscriptionRow[] = [];
  /** [order_id, subscription_id] — or −(span index + 1) for a span written below. */
  const links: [number, number][] = [];
  let nextId = 0;
  let span: SubscriptionRow | undefined;
  let length: PlanLength | undefined;
  for (const order of orders) {
    const plan = plans.get(order.plan_id)!;
    if (held.has(`${order.member_id}\u0000${order.plan_id}`)) {
      links.push([order.order_id, await deps.applyPayment(trx, bot, order, plan)]);
      continue;
    }
    const sameGroup = span !== undefined && span.member_id === order.member_id && span.plan_id === order.plan_id;
    const holds = sameGroup && span!.started_at <= order.paid_at && (span!.expires_at === null || span!.expires_at >= order.paid_at);
    if (holds) {
      span!.expires_at = span!.expires_at === null ? null : accessEnd(span!.expires_at, length!, timezone);
      span!.last_order_id = order.order_id;
    } else {
      length = deps.lengthOf(plan);
      span = paidSubscription(botId, nextId++, order, plan, length, timezone, at);
      spans.push(span);
    }
    // Spans get their ids once counted: until then a link names the span as −(index + 1).
    links.push([order.order_id, -span!.subscription_id - 1]);
  }

  const first = spans.length ? await allocateIds(trx, botId, 'subscription', spans.length) : 0;
  for (const s of spans) {
    s.subscription_id += first;
    expireIfOver(s, at);
  }
  const resolved = links.map(([orderId, ref]) => [orderId, ref < 0 ? -ref - 1 + first : ref] as [number, number]);
  for (let i = 0; i < spans.length; i += SUBSCRIPTIONS_PER_INSERT) await repo.insertSubscriptions(trx, spans.slice(i, i + SUBSCRIPTIONS_PER_INSERT));
  return { started: spans.length, links: resolved };
}
