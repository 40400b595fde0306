// Rules for orders: defaults from the plan, exact amounts, de-duplication on external_id, refunds.
import type { BotContext } from '../../bot-context.js';
import { ConflictError, NotFoundError, ValidationError, invalid } from '../../errors.js';
import type { NewOrder, OrderRow, PlanRow } from '../../db/schema.js';
import { formatDecimalAmount } from '../../money/index.js';
import type { ServiceDeps } from '../common/deps.js';
import { sharedTransaction } from '../../db/shared-transaction.js';
import { isoFromMs, isoOrNullFromMs } from '../../time/iso.js';
import { allocateIds } from '../common/id-counters.js';
import { decodeCursor, pageLimit, toPage } from '../common/pagination.js';
import type { EventService } from '../events/service.js';
import type { PlanService } from '../plans/service.js';
import type { SubscriptionService } from '../subscriptions/service.js';
import { recordSales, SalesAccumulator, saleDelta } from '../stats/sales-ledger.js';
import { poolSales } from './batch-sales.js';
import { writePaidOrders } from './paid-orders.js';
import { resolvePayment } from './payment.js';
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
    (input.paid_at === undefined || Number(existing.paid_at) === order.paid_at)
  );
}

/** Thrown inside an order's transaction when its external_id is already recorded: rolls the
 * attempt back (its id and subscription change included) and answers the recorded order. */
class Replay extends Error {
  constructor(readonly winner: OrderRow) {
    super('replay');
  }
}

/** Orders shown on a member's profile (SPEC §9). */
const MEMBER_PROFILE_ORDERS = 20;

export interface OrderServiceDeps {
  plans: Pick<PlanService, 'planRow'>;
  subscriptions: Pick<SubscriptionService, 'applyPayment' | 'revokeForRefund'>;
  events: Pick<EventService, 'record'>;
}

export function createOrderService({ db, now }: ServiceDeps, { plans, subscriptions, events }: OrderServiceDeps) {
  // Orders come in floods (a bot's payments, an integration's POSTs): a bot's share commits.
  const transact = sharedTransaction(db);
  /** Validates against the plan and fills defaults: the order to write, without its id. */
  async function draftOrder(
    botId: number,
    input: CreateOrderInput,
    at: number,
    isReplay: () => Promise<boolean>,
  ): Promise<{ draft: Omit<NewOrder, 'order_id'>; plan: PlanRow }> {
    const plan = await plans.planRow(botId, input.plan_id);
    if (!plan) throw invalid('plan_id', `must be the id of a plan of this bot; ${input.plan_id} is not`);
    if (plan.archived_at !== null && !(await isReplay())) throw invalid('plan_id', `is archived; plan ${input.plan_id} can no longer be ordered`);
    const payment = resolvePayment(
      plan,
      { amount: input.amount, currency: input.currency, paidAt: input.paid_at === undefined ? at : Date.parse(input.paid_at) },
      at,
    );
    if (!payment.ok) throw new ValidationError(payment.fields);
    const draft: Omit<NewOrder, 'order_id'> = {
      bot_id: botId,
      plan_id: input.plan_id,
      member_id: input.member_id,
      amount_minor: payment.amountMinor,
      currency: payment.currency,
      paid_at: payment.paidAt,
      status: 'paid',
      external_id: input.external_id ?? null,
      refunded_at: null,
      created_at: at,
    };
    return { draft, plan };
  }

  function replayOf(existing: OrderRow, order: NewOrder, input: CreateOrderInput) {
    if (!sameOrder(existing, order, input)) {
      throw new ConflictError(`external_id ${JSON.stringify(input.external_id)} was already recorded as order ${existing.order_id} with other fields.`);
    }
    return { order: toOrderRecord(existing), created: false };
  }

  return {
    /** Records a paid order; a repeat of its external_id returns the first order (created: false). */
    async recordOrder(bot: BotContext, input: CreateOrderInput, provider: string | null = null): Promise<{ order: OrderRecord; created: boolean }> {
      const { botId } = bot;
      const at = now();
      // An archived plan can no longer be ordered, but a replay of an order recorded before it
      // was archived still answers that order (and a payment the bot took is always recorded).
      const replayOnly = async () =>
        provider !== null || (input.external_id !== undefined && (await repo.findOrderByExternalId(db, botId, input.external_id)) !== undefined);
      const { draft, plan } = await draftOrder(botId, input, at, replayOnly);
      try {
        return await transact(botId, async (trx, batch) => {
          const order: NewOrder = { ...draft, provider, order_id: await allocateIds(trx, botId, 'order') };
          const record = toOrderRecord(order as OrderRow);
          // The subscription first, so the order is written once with its link; a repeated
          // external_id is found by the order's insert and undoes all of it (Replay below).
          const subscriptionId = await subscriptions.applyPayment(
            trx,
            bot,
            { order_id: order.order_id, member_id: order.member_id, paid_at: order.paid_at },
            plan,
            [{ type: 'order.paid', data: record }],
          );
          const sales = new SalesAccumulator();
          if ((await writePaidOrders(trx, botId, [{ ...order, subscription_id: subscriptionId }], sales)).size) {
            poolSales(batch, trx, botId, sales);
            return { order: record, created: true };
          }
          // The external_id is recorded (by an earlier request, or a concurrent one that the
          // unique index made this insert wait for, so it is committed and visible now).
          const winner = await repo.findOrderByExternalId(trx, botId, input.external_id ?? '');
          if (!winner) throw new ConflictError('The order conflicts with a concurrent write; retry.');
          throw new Replay(winner);
        });
      } catch (err) {
        if (err instanceof Replay) return replayOf(err.winner, { ...draft, order_id: 0 }, input);
        throw err;
      }
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
          await events.record(trx, botId, at, [{ type: 'order.refunded', data: record }]);
          // Revokes the whole subscription the order paid for or extended (SPEC §9).
          if (row.subscription_id !== null) await subscriptions.revokeForRefund(trx, botId, Number(row.subscription_id));
          return record;
        }
        if (await repo.findOrder(trx, botId, orderId)) throw new ConflictError(`Order ${orderId} is already refunded.`);
        throw new NotFoundError(`Order ${orderId} is not an order of this bot.`);
      });
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
