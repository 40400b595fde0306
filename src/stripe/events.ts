// Stripe's events for a bot (SPEC §13), each handled once: a paid checkout or invoice records an
// order (external_id = the PaymentIntent's id, so the first invoice of a subscription and its
// checkout, whichever arrives first, record one order), which starts or extends the subscription;
// a subscription set to end, or ended, stops renewal; a full refund records the refund and
// revokes access. Every handler is safe to run twice, so a redelivery during a first run is harmless.
import type Stripe from 'stripe';
import type { BotContext } from '../bot-context.js';
import { ConflictError } from '../errors.js';
import { formatDecimalAmount } from '../money/index.js';
import type { Services } from '../services.js';
import { isoFromMs } from '../time/iso.js';

type Metadata = Record<string, string> | null | undefined;

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** The PaymentIntent that paid an invoice, in the shapes of older and newer API versions. */
function paymentOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = idOf((invoice as { payment_intent?: string | { id: string } | null }).payment_intent);
  if (legacy) return legacy;
  for (const entry of invoice.payments?.data ?? []) {
    const intent = idOf(entry.payment?.payment_intent as string | { id: string } | undefined);
    if (intent) return intent;
  }
  return null;
}

function subscriptionOfInvoice(invoice: Stripe.Invoice): { id: string | null; metadata: Metadata } {
  const details = invoice.parent?.subscription_details;
  const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
  return { id: idOf(details?.subscription ?? legacy), metadata: details?.metadata };
}

export function createStripeEvents(services: Services, clientOf: (botId: number) => Promise<Stripe>) {
  /** Records the order a card payment pays (once per PaymentIntent); returns our subscription. */
  async function recordPayment(
    bot: BotContext,
    metadata: Metadata,
    payment: { id: string; amountMinor: number; currency: string; paidAt: number; renewal?: boolean },
  ) {
    if (!metadata || metadata.tollgate_bot_id !== String(bot.botId) || !metadata.member_id || !metadata.plan_id) return null;
    const currency = payment.currency.toUpperCase();
    const { order } = await services.orders.recordOrder(
      bot,
      {
        plan_id: Number(metadata.plan_id),
        member_id: metadata.member_id,
        amount: formatDecimalAmount(BigInt(payment.amountMinor), currency),
        currency,
        paid_at: isoFromMs(Math.min(payment.paidAt, services.now())),
        external_id: payment.id,
        // A "once" coupon discounted only the first payment: a renewal records none.
        ...(metadata.coupon_code && !(payment.renewal && metadata.coupon_once === '1') ? { coupon_code: metadata.coupon_code } : {}),
      },
      'stripe',
    );
    const row = await services.orders.orderRow(bot.botId, order.order_id);
    return row?.subscription_id === null || row === undefined ? null : Number(row.subscription_id);
  }

  /** An invoice's payment, dated by the invoice itself (the same time whichever event reports it,
   * so a replay of its external_id matches); `fallbackAt` when Stripe gives no paid time. */
  async function invoicePaid(bot: BotContext, invoice: Stripe.Invoice, fallbackAt: number): Promise<void> {
    const paidAt = invoice.status_transitions?.paid_at ? invoice.status_transitions.paid_at * 1000 : fallbackAt;
    const intent = paymentOfInvoice(invoice);
    const subscription = subscriptionOfInvoice(invoice);
    if (!intent || !subscription.id) return;
    const metadata = subscription.metadata ?? (await (await clientOf(bot.botId)).subscriptions.retrieve(subscription.id)).metadata;
    const renewal = invoice.billing_reason !== 'subscription_create';
    const ours = await recordPayment(bot, metadata, { id: intent, amountMinor: invoice.amount_paid, currency: invoice.currency, paidAt, renewal });
    if (ours !== null) await services.stripeRecords.linkSubscription(bot.botId, subscription.id, ours);
  }

  async function stopRenewal(bot: BotContext, stripeSubscriptionId: string): Promise<void> {
    const ours = await services.stripeRecords.ourSubscription(bot.botId, stripeSubscriptionId);
    if (ours === undefined) return;
    try {
      await services.subscriptions.cancel(bot, ours);
    } catch (err) {
      // Already ended, or it never renewed: nothing to stop.
      if (!(err instanceof ConflictError)) throw err;
    }
  }

  return async function handle(botId: number, event: Stripe.Event): Promise<void> {
    if (await services.stripeRecords.wasHandled(botId, event.id)) return;
    const bot = await services.settings.contextOf(botId);
    const at = event.created * 1000;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        if (session.payment_status !== 'paid') break;
        if (session.mode === 'subscription') {
          const invoiceId = idOf(session.invoice);
          if (invoiceId) await invoicePaid(bot, await (await clientOf(botId)).invoices.retrieve(invoiceId), at);
        } else {
          const intent = idOf(session.payment_intent);
          if (intent)
            await recordPayment(bot, session.metadata, { id: intent, amountMinor: session.amount_total ?? 0, currency: session.currency ?? '', paidAt: at });
        }
        break;
      }
      case 'invoice.paid':
        await invoicePaid(bot, event.data.object, at);
        break;
      case 'customer.subscription.updated':
        if (event.data.object.cancel_at_period_end) await stopRenewal(bot, event.data.object.id);
        break;
      case 'customer.subscription.deleted':
        await stopRenewal(bot, event.data.object.id);
        break;
      case 'charge.refunded': {
        const charge = event.data.object;
        const intent = idOf(charge.payment_intent);
        // A partial refund leaves the order paid (orders are refunded whole).
        if (!intent || !charge.refunded) break;
        const order = await services.orders.orderByExternalId(botId, intent);
        if (order?.status === 'paid') {
          try {
            await services.orders.refundOrder(bot, Number(order.order_id));
          } catch (err) {
            if (!(err instanceof ConflictError)) throw err;
          }
        }
        break;
      }
      default:
        break;
    }
    await services.stripeRecords.markHandled(botId, event.id, event.type);
  };
}
