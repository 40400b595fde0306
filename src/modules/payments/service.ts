// Payments taken by Tollgate itself (Telegram Stars now; cards later) are undone at their provider
// before anything changes here: a refund is refunded there first, a renewal canceled there first.
// If the provider refuses, the answer is 502 `upstream_failed` and nothing is changed. Orders
// recorded through the API (provider null) were paid elsewhere and change only here.
import type { BotContext } from '../../bot-context.js';
import type { CouponRow, OrderRow, PlanRow } from '../../db/schema.js';
import type { CouponService } from '../coupons/service.js';
import { isoFromMs } from '../../time/iso.js';
import type { SettingsService } from '../bots/settings.js';
import { ConflictError, invalid, NotFoundError, UpstreamError } from '../../errors.js';
import { bannedConflict } from '../members/service.js';
import type { OfferService } from '../offers/service.js';
import { archivedPlan, unknownPlan } from '../orders/order-values.js';
import type { OrderRecord } from '../orders/schemas.js';
import type { OrderService } from '../orders/service.js';
import type { SubscriptionRecord } from '../subscriptions/schemas.js';
import type { SubscriptionService } from '../subscriptions/service.js';
import type { CheckoutInput, CheckoutRecord } from './schemas.js';

/** What a provider is told about a payment it took. */
export interface ProviderPayment {
  memberId: string;
  /** The provider's id of the payment (the order's external_id). */
  externalId: string;
  amountMinor: number;
  currency: string;
}

/** What a provider is told about the payment an order records. */
const paymentOf = (order: OrderRow, externalId: string): ProviderPayment => ({
  memberId: order.member_id,
  externalId,
  amountMinor: Number(order.amount_minor),
  currency: order.currency,
});

export interface PaymentProvider {
  /** Refunds the payment; throws UpstreamError when the provider refuses. */
  refund(botId: number, payment: ProviderPayment): Promise<void>;
  /** Stops the recurring payment that renews our subscription (the order began or renewed it);
   * throws UpstreamError when refused. */
  cancelRenewal(botId: number, payment: ProviderPayment, subscriptionId: number): Promise<void>;
}

/** A provider that takes payments on its own page (cards). */
export interface CheckoutProvider extends PaymentProvider {
  /** Whether this bot has the provider set up. */
  ready(botId: number): Promise<boolean>;
  createCheckout(bot: BotContext, request: CheckoutRequest): Promise<CheckoutRecord>;
}

export interface CheckoutRequest {
  memberId: string;
  plan: PlanRow;
  /** The coupon the member entered, and the price with it. */
  coupon?: { row: CouponRow; amountMinor: number };
  successUrl?: string;
  cancelUrl?: string;
}

/** The providers Tollgate takes payments through, by the name orders record them under; built
 * complete by the composition root (a process without them, such as a command, refuses to undo
 * their payments). */
export interface PaymentProviders {
  /** Telegram Stars, paid in the bot. */
  telegram?: PaymentProvider;
  /** Cards, on Stripe's checkout page. */
  stripe?: CheckoutProvider;
}

export interface PaymentDeps {
  orders: Pick<OrderService, 'orderRow' | 'refundOrder'>;
  subscriptions: Pick<SubscriptionService, 'findRow' | 'cancel'>;
  offers: Pick<OfferService, 'sellable'>;
  /** Whether the bot's sales are paused (SPEC §15): no checkout is made then. */
  settings: Pick<SettingsService, 'salesPaused'>;
  providers: PaymentProviders;
  coupons: Pick<CouponService, 'hold'>;
}

/** What POST /checkout and the bot's card button answer while sales are paused. */
export const SALES_PAUSED = 'Sales are paused: nothing new is sold until the owner resumes them.';

export function createPaymentService({ orders, subscriptions, offers, settings, providers, coupons }: PaymentDeps) {
  const cards = providers.stripe;

  function providerOf(name: string): PaymentProvider {
    const provider = Object.hasOwn(providers, name) ? providers[name as keyof PaymentProviders] : undefined;
    if (!provider) throw new UpstreamError(`Payments by ${name} cannot be reached from this instance right now; retry shortly.`);
    return provider;
  }

  return {
    /** Whether the bot takes cards (a plan in a real currency is offered only then). */
    cardsReady: async (botId: number): Promise<boolean> => (cards ? cards.ready(botId) : false),

    /** POST /checkout and the bot's button for a card plan: a checkout page for this member and
     * plan, after the plan's options are checked (the same rules as the bot's invoices). */
    async checkout(bot: BotContext, input: CheckoutInput): Promise<CheckoutRecord> {
      if (await settings.salesPaused(bot.botId)) throw new ConflictError(SALES_PAUSED);
      const verdict = await offers.sellable(bot.botId, input.member_id, input.plan_id);
      if ('refused' in verdict) {
        // An unknown or archived plan is answered as POST /orders answers it.
        if (verdict.reason === 'no-plan') throw unknownPlan(input.plan_id);
        if (verdict.reason === 'no-longer-sold') throw archivedPlan(input.plan_id);
        if (verdict.reason === 'banned') throw bannedConflict(input.member_id);
        throw new ConflictError(`${input.member_id} may not obtain plan ${input.plan_id}: ${verdict.refused}`);
      }
      if (verdict.plan.plan_currency === 'XTR') throw invalid('plan_id', 'is priced in Telegram Stars, which members pay in the bot, not by card');
      if (!cards || !(await cards.ready(bot.botId))) {
        throw new ConflictError('Card payments are not set up for this bot: set stripe_secret_key and stripe_webhook_secret (PATCH /settings).');
      }
      let coupon: CheckoutRequest['coupon'];
      if (input.coupon_code !== undefined) {
        // Checked and a place held now: the card page has no pre-checkout to ask again.
        const held = await coupons.hold(bot.botId, input.member_id, input.coupon_code.trim().toUpperCase(), verdict.plan, (ms) => isoFromMs(ms).slice(0, 10));
        if ('refused' in held)
          throw held.reason.id === 'coupon-unknown'
            ? invalid('coupon_code', `must be a coupon of this bot; ${JSON.stringify(input.coupon_code)} is not`)
            : new ConflictError(held.refused);
        coupon = { row: held.coupon, amountMinor: held.amountMinor };
      }
      return cards.createCheckout(bot, {
        memberId: input.member_id,
        plan: verdict.plan,
        coupon,
        successUrl: input.success_url,
        cancelUrl: input.cancel_url,
      });
    },

    /** POST /orders/{id}/refund: at the provider first, then here. */
    async refund(bot: BotContext, orderId: number): Promise<OrderRecord> {
      const row = await orders.orderRow(bot.botId, orderId);
      if (!row) throw new NotFoundError(`Order ${orderId} is not an order of this bot.`);
      if (row.status === 'refunded') throw new ConflictError(`Order ${orderId} is already refunded.`);
      if (row.provider && row.external_id) await providerOf(row.provider).refund(bot.botId, paymentOf(row, row.external_id));
      return orders.refundOrder(bot, orderId);
    },

    /** POST /subscriptions/{id}/cancel: a renewal the provider charges is stopped there first. */
    async cancel(bot: BotContext, subscriptionId: number): Promise<SubscriptionRecord> {
      const sub = await subscriptions.findRow(bot.botId, subscriptionId);
      if (sub && sub.state === 'active' && sub.recurring && sub.last_order_id !== null) {
        const order = await orders.orderRow(bot.botId, Number(sub.last_order_id));
        if (order?.provider && order.external_id) {
          await providerOf(order.provider).cancelRenewal(bot.botId, paymentOf(order, order.external_id), subscriptionId);
        }
      }
      return subscriptions.cancel(bot, subscriptionId);
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
