// Rules for orders: defaults from the plan, exact amounts, de-duplication on external_id, refunds.
import type { Actor, BotContext } from '../../bot-context.js';
import { ConflictError, invalid, NotFoundError, ValidationError } from '../../errors.js';
import type { Db, NewOrder, OrderRow, PlanRow } from '../../db/schema.js';
import { formatDecimalAmount } from '../../money/index.js';
import type { ServiceDeps } from '../common/deps.js';
import type { Outcome } from '../../db/batcher.js';
import { isoFromMs, isoOrNullFromMs } from '../../time/iso.js';
import { allocateIds } from '../bots/repository.js';
import { decodeCursor, pageLimit, toPage } from '../common/pagination.js';
import type { CouponService } from '../coupons/service.js';
import type { EventService } from '../events/service.js';
import { bannedConflict, type MemberService } from '../members/service.js';
import type { PlanService } from '../plans/service.js';
import type { SubscriptionService } from '../subscriptions/service.js';
import { recordSales, saleDelta } from '../stats/sales-ledger.js';
import { writePaidOrders } from './paid-orders.js';
import { archivedPlan, resolveOrderValues, unknownPlan } from './order-values.js';
import * as repo from './repository.js';
import type { CreateOrderInput, OrderListInput, OrderRecord } from './schemas.js';

export function toOrderRecord(row: OrderRow): OrderRecord {
  return {
    order_id: Number(row.order_id),
    plan_id: Number(row.plan_id),
    member_id: row.member_id,
    amount: formatDecimalAmount(BigInt(row.amount_minor), row.currency),
    currency: row.currency,
    paid_at: isoFromMs(row.paid_at),
    status: row.status,
    external_id: row.external_id,
    refunded_at: isoOrNullFromMs(row.refunded_at),
    created_at: isoFromMs(row.created_at),
    coupon_code: row.coupon_code ?? null,
  };
}

/** A repeat of an external_id matches when every field the caller gave is the same. Defaults
 * are not compared: the plan's price may have changed since, and a retry must still match. */
function sameOrder(existing: OrderRow, order: NewOrder, input: CreateOrderInput): boolean {
  return (
    Number(existing.plan_id) === order.plan_id &&
    existing.member_id === order.member_id &&
    (input.amount === undefined || (Number(existing.amount_minor) === order.amount_minor && existing.currency === order.currency)) &&
    (input.currency === undefined || existing.currency === order.currency) &&
    (input.paid_at === undefined || Number(existing.paid_at) === order.paid_at) &&
    (input.coupon_code === undefined || existing.coupon_code === order.coupon_code)
  );
}

/** Orders shown on a member's profile (SPEC §9). */
const MEMBER_PROFILE_ORDERS = 20;

export interface OrderServiceDeps {
  plans: Pick<PlanService, 'planRows'>;
  subscriptions: Pick<SubscriptionService, 'applyPaidOrders' | 'revokeForRefund'>;
  events: Pick<EventService, 'record'>;
  coupons: Pick<CouponService, 'couponRows' | 'priceWith' | 'redeem'>;
  /** Banned members (SPEC §16): POST /orders for them is a 409; a provider's payment is recorded. */
  members: Pick<MemberService, 'bannedAmong'>;
}

/** An order asked for, waiting for its batch: it is checked against its plan in the batch. */
interface AskedOrder {
  bot: BotContext;
  input: CreateOrderInput;
  /** When it was asked for. */
  at: number;
  provider: string | null;
}

type Draft = Omit<NewOrder, 'order_id'>;

type Recorded = { order: OrderRecord; created: boolean };

/** Checks the order against its plan and fills defaults: the order to write, without its id. An
 * archived plan can no longer be ordered, but a replay of an order recorded before it was archived
 * still answers that order, and a payment the bot took is always recorded. */
function draftOrder({ bot, input, at, provider }: AskedOrder, plan: PlanRow | undefined, isReplay: boolean, coupon: CouponTerms): Draft {
  if (!plan) throw unknownPlan(input.plan_id);
  if (plan.archived_at !== null && provider === null && !isReplay) throw archivedPlan(input.plan_id);
  const discounted = input.coupon_code === undefined ? undefined : coupon(input.coupon_code, plan, provider === null && !isReplay);
  const amount =
    input.amount ??
    (discounted === undefined || (input.currency ?? plan.plan_currency) !== plan.plan_currency
      ? undefined
      : formatDecimalAmount(BigInt(discounted), plan.plan_currency));
  const payment = resolveOrderValues(plan, { amount, currency: input.currency, paidAt: input.paid_at === undefined ? at : Date.parse(input.paid_at) }, at);
  if (!payment.ok) throw new ValidationError(payment.fields);
  return {
    bot_id: bot.botId,
    plan_id: input.plan_id,
    member_id: input.member_id,
    amount_minor: payment.amountMinor,
    currency: payment.currency,
    paid_at: payment.paidAt,
    status: 'paid',
    external_id: input.external_id ?? null,
    refunded_at: null,
    created_at: at,
    provider,
    coupon_code: input.coupon_code === undefined ? null : input.coupon_code.trim().toUpperCase(),
  };
}

/** The plan's price with the named coupon (minor units); `strict` (an order recorded through the
 * API) refuses a coupon the bot does not have, an archived one, or one not for the plan. A
 * provider's payment is honoured whatever its coupon became: undefined keeps the amount paid. */
type CouponTerms = (code: string, plan: PlanRow, strict: boolean) => number | undefined;

/** A repeat of a recorded external_id: the recorded order, or a conflict when the fields differ.
 * A provider's payment (provider set: 'telegram', 'stripe') is the provider's own record, and its
 * external_id the provider's payment id: a repeat is that payment delivered again, whatever else
 * differs (the platform may redate a redelivered update), so it answers the recorded order. */
function replayOf(existing: OrderRow, draft: Draft | undefined, input: CreateOrderInput, provider: string | null): Outcome<Recorded> {
  if (provider === null && (draft === undefined || !sameOrder(existing, { ...draft, order_id: 0 }, input))) {
    const id = JSON.stringify(input.external_id);
    return { ok: false, error: new ConflictError(`external_id ${id} was already recorded as order ${existing.order_id} with other fields.`) };
  }
  return { ok: true, value: { order: toOrderRecord(existing), created: false } };
}

/** What the batch makes of one asked order: an error, an order to write or a replay, or a
 * provider's payment already recorded (a replay, not checked again: see replayOf). */
type Step = { error: unknown } | { draft: Draft; plan: PlanRow; replay: boolean; actor: Actor } | { recorded: OrderRow };

/** Work that must follow paid orders once they are written, in their transaction (analytics). */
export type PaidListener = (trx: Db, botId: number, memberIds: string[]) => Promise<void>;

export function createOrderService({ db, now, batching }: ServiceDeps, { plans, subscriptions, events, coupons, members }: OrderServiceDeps) {
  const paidListeners: PaidListener[] = [];
  /**
   * One bot's orders asked for together, in one transaction (batching.setWrites), each kind of row read
   * and written in one statement: the plans and the recorded external_ids are read, each order is
   * checked (one that fails is answered its error); a repeat of an external_id (recorded before,
   * or earlier in the batch) answers that order and writes nothing; the others take their ids in
   * arrival order, start or extend subscriptions, and are written with their events and sales.
   */
  async function writeOrders(trx: Db, botId: number, asked: AskedOrder[]): Promise<Outcome<Recorded>[]> {
    const plansById = await plans.planRows(botId, [...new Set(asked.map((a) => a.input.plan_id))], trx);
    const externalIds = [...new Set(asked.flatMap((a) => (a.input.external_id === undefined ? [] : [a.input.external_id])))];
    const recorded = new Map((await repo.findOrdersByExternalIds(trx, botId, externalIds)).map((o) => [o.external_id!, o]));
    const codes = [...new Set(asked.flatMap((a) => (a.input.coupon_code === undefined ? [] : [a.input.coupon_code.trim().toUpperCase()])))];
    const couponsByCode = await coupons.couponRows(trx, botId, codes);
    const couponTerms: CouponTerms = (code, plan, strict) => {
      const coupon = couponsByCode.get(code.trim().toUpperCase());
      const price = coupon && coupon.archived_at === null ? coupons.priceWith(coupon, plan) : null;
      if (price !== null) return price;
      if (!strict) return undefined;
      if (!coupon) throw invalid('coupon_code', `must be a coupon of this bot; ${JSON.stringify(code)} is not`);
      if (coupon.archived_at !== null) throw invalid('coupon_code', `is archived; coupon ${coupon.code} can no longer be redeemed`);
      throw invalid('coupon_code', `does not apply to plan ${plan.plan_id}`);
    };
    const taken = new Set<string>();
    // Orders recorded through the API for banned members are refused; a payment the bot or Stripe
    // took is money already received: it is recorded (the bot gives a banned member no access).
    const banned = await members.bannedAmong(trx, botId, [...new Set(asked.filter((a) => a.provider === null).map((a) => a.input.member_id))]);
    const steps = asked.map((a): Step => {
      const id = a.input.external_id;
      if (a.provider !== null && id !== undefined && recorded.has(id)) {
        taken.add(id);
        return { recorded: recorded.get(id)! };
      }
      if (banned.has(a.input.member_id) && !(id !== undefined && recorded.has(id))) return { error: bannedConflict(a.input.member_id) };
      let draft: Draft;
      try {
        draft = draftOrder(a, plansById.get(a.input.plan_id), id !== undefined && recorded.has(id), couponTerms);
      } catch (error) {
        return { error };
      }
      const replay = id !== undefined && (recorded.has(id) || taken.has(id));
      if (id !== undefined) taken.add(id);
      return { draft, plan: plansById.get(a.input.plan_id)!, replay, actor: a.bot.actor };
    });
    const fresh = steps.flatMap((s) => ('draft' in s && !s.replay ? [s] : []));
    let next = fresh.length ? await allocateIds(trx, botId, 'order', fresh.length) : 0;
    const orders = new Map(fresh.map((s) => [s, { ...s.draft, order_id: next++ }]));
    const records = new Map([...orders].map(([s, order]) => [s, toOrderRecord(order as OrderRow)]));
    if (fresh.length) {
      // Orders asked for together see the same bot settings (its zone): the first one's.
      const subscriptionIds = await subscriptions.applyPaidOrders(
        trx,
        asked[0]!.bot,
        fresh.map((s) => ({ order: orders.get(s)!, plan: s.plan, actor: s.actor, before: [{ type: 'order.paid', data: records.get(s)!, actor: s.actor }] })),
      );
      const rows = fresh.map((s, i) => ({ ...orders.get(s)!, subscription_id: subscriptionIds[i]! }));
      // The external_ids were free when read; one that is not now was recorded by a concurrent
      // writer (whose commit this insert waited for): the batch is undone, each order written alone.
      if ((await writePaidOrders(trx, botId, rows)).size !== rows.length) throw new ConflictError('The order conflicts with a concurrent write; retry.');
      // A payment with a coupon redeems it, even past its limit: the member has paid.
      const places = rows.flatMap((o) => (o.coupon_code ? [{ code: o.coupon_code, memberId: o.member_id }] : []));
      if (places.length) await coupons.redeem(trx, botId, places);
      // Their events were recorded with their subscriptions, before the orders had their rows.
      const paying = [...new Set(rows.map((r) => r.member_id))];
      for (const listener of paidListeners) await listener(trx, botId, paying);
    }
    const byExternalId = new Map([...orders.values()].flatMap((o) => (o.external_id === null ? [] : [[o.external_id, o as OrderRow]])));
    return steps.map((s, i): Outcome<Recorded> => {
      if ('error' in s) return { ok: false, error: s.error };
      const { input, provider } = asked[i]!;
      if ('recorded' in s) return replayOf(s.recorded, undefined, input, provider);
      if (!s.replay) return { ok: true, value: { order: records.get(s)!, created: true } };
      const id = input.external_id!;
      return replayOf(byExternalId.get(id) ?? recorded.get(id)!, s.draft, input, provider);
    });
  }
  const writeOrder = batching.setWrites(writeOrders);

  return {
    /** Adds work that follows every batch of paid orders, in its transaction. */
    onPaid(listener: PaidListener): void {
      paidListeners.push(listener);
    },

    /** Records a paid order; a repeat of its external_id returns the first order (created: false). */
    recordOrder(bot: BotContext, input: CreateOrderInput, provider: string | null = null): Promise<Recorded> {
      return writeOrder(bot.botId, { bot, input, at: now(), provider });
    },

    /** The order recorded for a provider's payment id, if any. */
    orderByExternalId: (botId: number, externalId: string) => repo.findOrderByExternalId(db, botId, externalId),

    /** The stored order (its provider and payment id), for refunds at the platform. */
    orderRow: (botId: number, orderId: number) => repo.findOrder(db, botId, orderId),

    async getOrder(bot: BotContext, orderId: number): Promise<OrderRecord> {
      const row = await repo.findOrder(db, bot.botId, orderId);
      if (!row) throw new NotFoundError(`Order ${orderId} is not an order of this bot.`);
      return toOrderRecord(row);
    },

    async listOrders(bot: BotContext, query: OrderListInput) {
      const limit = pageLimit(query);
      const after = decodeCursor<[number, number]>(query.cursor, ['number', 'number']);
      const rows = await repo.listOrders(db, bot.botId, limit, {
        from: query.from === undefined ? undefined : Date.parse(query.from),
        to: query.to === undefined ? undefined : Date.parse(query.to),
        after,
      });
      return toPage(rows, limit, (r) => [Number(r.paid_at), Number(r.order_id)], toOrderRecord);
    },

    /** The member's latest orders, newest first (a member's profile shows 20). */
    async latestOrdersOf(bot: BotContext, memberId: string, limit = MEMBER_PROFILE_ORDERS): Promise<OrderRecord[]> {
      return (await repo.latestOrdersOf(db, bot.botId, memberId, limit)).map(toOrderRecord);
    },

    /** How many times the member paid for the plan (refunds excluded): `singleuse` counts these. */
    countPaidOf: (botId: number, memberId: string, planId: number) => repo.countPaidOf(db, botId, memberId, planId),

    async refundOrder(bot: BotContext, orderId: number): Promise<OrderRecord> {
      const { botId } = bot;
      return db.transaction().execute(async (trx) => {
        const at = now();
        const row = await repo.markRefunded(trx, botId, orderId, at);
        if (row) {
          await recordSales(trx, botId, [saleDelta(row, -1)]);
          const record = toOrderRecord(row);
          await events.record(trx, botId, at, [{ type: 'order.refunded', data: record, actor: bot.actor }]);
          // Revokes the whole subscription the order paid for or extended (SPEC §9).
          if (row.subscription_id !== null) await subscriptions.revokeForRefund(trx, bot, Number(row.subscription_id));
          return record;
        }
        if (await repo.findOrder(trx, botId, orderId)) throw new ConflictError(`Order ${orderId} is already refunded.`);
        throw new NotFoundError(`Order ${orderId} is not an order of this bot.`);
      });
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
