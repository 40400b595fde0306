// Paid orders into subscriptions (SPEC §9), a batch at a time: each paid order, in the order given,
// extends the subscription its member holds for the plan at paid_at, else starts one, and a later
// payment of the batch sees what the earlier ones did. The members' rows are read in one statement,
// changed in memory, written in one; ids and events are taken once for the batch, in the payments'
// order, so the batch stores exactly what its payments made one by one would.
import type { Actor, BotContext } from '../../bot-context.js';
import type { Db, PlanRow, SubscriptionRow, SubscriptionsTable } from '../../db/schema.js';
import { accessEnd } from '../../time/calendar.js';
import type { PlanLength } from '../../time/duration.js';
import { allocateIds } from '../bots/repository.js';
import type { NewEvent } from '../events/service.js';
import type { RecordedType } from '../events/types.js';
import * as repo from './repository.js';
import { expireIfOver, holdingAt, paidSubscription, toSubscriptionRecord } from './rows.js';

export interface PaidOrder {
  order_id: number;
  member_id: string;
  paid_at: number;
}

export interface PaidAccess {
  order: PaidOrder;
  plan: PlanRow;
  /** Who recorded the payment: the actor of the subscription events it makes. */
  actor: Actor;
  /** The caller's events of the same change (the order's), recorded just before this payment's. */
  before?: NewEvent[];
}

export interface PaidAccessDeps {
  lengthOf(plan: Pick<PlanRow, 'plan_duration'>): PlanLength;
  ensureMembers(trx: Db, botId: number, memberIds: string[], at: number): Promise<void>;
  recordEvents(trx: Db, botId: number, at: number, events: NewEvent[]): Promise<unknown>;
}

/** What a payment changes in the subscription it extends (nothing else of that row is written). */
const RENEWAL_COLUMNS = [
  'state',
  'expires_at',
  'ended_at',
  'canceled_at',
  'reminded_days',
  'last_order_id',
  'updated_at',
] as const satisfies readonly (keyof SubscriptionsTable)[];

/** Ids of the rows started here until the counter gives them theirs: above every real id, so the
 * newest row is still the one with the largest id. */
const PROVISIONAL = 2 ** 52;

/** Applies the payments in `trx`; answers each one's subscription id, in order. */
export async function applyPaidOrders(trx: Db, bot: BotContext, payments: PaidAccess[], at: number, deps: PaidAccessDeps): Promise<number[]> {
  if (!payments.length) return [];
  const { botId, timezone } = bot;
  const memberIds = [...new Set(payments.map((p) => p.order.member_id))];
  await deps.ensureMembers(trx, botId, memberIds, at);
  const rows = await repo.subscriptionsOfMembers(trx, botId, memberIds, [...new Set(payments.map((p) => Number(p.plan.plan_id)))]);
  const started: SubscriptionRow[] = [];
  const written = new Set<SubscriptionRow>();
  const landed: SubscriptionRow[] = [];
  // What happened, in order: the callers' events, and subscription events with a copy of the row
  // as it was then (its id is filled in below for rows started here).
  const happened: (NewEvent | { type: RecordedType; row: SubscriptionRow; actor: Actor })[] = [];
  for (const { order, plan, actor, before = [] } of payments) {
    happened.push(...before);
    const length = deps.lengthOf(plan);
    const holding = holdingAt(rows, order.member_id, Number(plan.plan_id), order.paid_at);
    if (holding) {
      const expires = holding.expires_at === null ? null : accessEnd(Number(holding.expires_at), length, timezone);
      const over = expires !== null && expires <= at;
      Object.assign(holding, {
        state: over ? 'expired' : 'active',
        expires_at: expires,
        ended_at: over ? expires : null,
        canceled_at: null,
        reminded_days: null,
        last_order_id: order.order_id,
        updated_at: at,
      } satisfies Partial<SubscriptionRow>);
      happened.push({ type: 'subscription.renewed', row: { ...holding }, actor });
      written.add(holding);
      landed.push(holding);
      continue;
    }
    const row = paidSubscription(botId, PROVISIONAL + started.length, order, plan, length, timezone, at);
    // A recorded payment whose access has already run out (history) starts out expired.
    const over = expireIfOver(row, at);
    happened.push({ type: 'subscription.started', row: { ...row, state: 'active', ended_at: null }, actor });
    if (over) happened.push({ type: 'subscription.expired', row: { ...row }, actor });
    started.push(row);
    rows.push(row);
    written.add(row);
    landed.push(row);
  }
  if (started.length) {
    const first = await allocateIds(trx, botId, 'subscription', started.length);
    const real = (row: SubscriptionRow) => {
      if (row.subscription_id >= PROVISIONAL) row.subscription_id = first + row.subscription_id - PROVISIONAL;
    };
    for (const row of started) real(row);
    for (const e of happened) if ('row' in e) real(e.row);
  }
  await repo.saveSubscriptions(trx, [...written], RENEWAL_COLUMNS);
  await deps.recordEvents(
    trx,
    botId,
    at,
    happened.map((e) => ('row' in e ? { type: e.type, data: toSubscriptionRecord(e.row), actor: e.actor } : e)),
  );
  return landed.map((row) => Number(row.subscription_id));
}
