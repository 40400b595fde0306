// The client's order counts, recurring revenue analytics, orders and card payments: one group of the Tollgate class's methods.
// The groups extend one another in a line, from ClientBase (http.ts, the HTTP machinery) to
// Tollgate (tollgate.ts).
import { PlanMethods } from './plans.js';
import { encodedPath, idempotencyHeader } from './http.js';
import type {
  AnalyticsSummary,
  Checkout,
  Cohort,
  CohortOptions,
  CheckoutInput,
  CreateOrderInput,
  Order,
  OrderCountEntry,
  OrderCountOptions,
  OrderListOptions,
  Page,
  PostOptions,
  RecordedOrder,
  RevenueEntry,
  RevenueOptions,
} from './types.js';

export abstract class OrderMethods extends PlanMethods {
  // Order counts
  orderCount(options: OrderCountOptions = {}): Promise<OrderCountEntry[]> {
    return this.http.result('GET', '/orders/count', { query: options });
  }

  // Recurring revenue analytics (docs/analytics.md)
  /** MRR at each period's start and end and what moved it, per currency (default: 12 months). */
  revenue(options: RevenueOptions = {}): Promise<RevenueEntry[]> {
    return this.http.result('GET', '/analytics/revenue', { query: options });
  }
  /** MRR, ARR, paying members, ARPU, 30-day churn and LTV now, and trials. */
  analyticsSummary(): Promise<AnalyticsSummary> {
    return this.http.result('GET', '/analytics/summary');
  }
  /** Members by month of first payment and how many paid at each month's end since. */
  cohorts(options: CohortOptions = {}): Promise<Cohort[]> {
    return this.http.result('GET', '/analytics/cohorts', { query: options });
  }

  // Orders
  async recordOrder(input: CreateOrderInput, options?: PostOptions): Promise<RecordedOrder> {
    const answer = await this.http.request<Order>('POST', '/orders', { body: input, headers: idempotencyHeader(options) });
    return { order: answer.result, created: answer.status === 201 };
  }
  listOrders(options: OrderListOptions = {}): Promise<Page<Order>> {
    return this.http.page('/orders', options);
  }
  getOrder(orderId: number | string): Promise<Order> {
    return this.http.result('GET', encodedPath`/orders/${orderId}`);
  }
  refundOrder(orderId: number | string, options?: PostOptions): Promise<Order> {
    return this.http.post(encodedPath`/orders/${orderId}/refund`, undefined, options);
  }

  // Card payments
  /** A Stripe Checkout page for a member and plan; the order is recorded when Stripe reports the payment. */
  createCheckout(input: CheckoutInput, options?: PostOptions): Promise<Checkout> {
    return this.http.post('/checkout', input, options);
  }
}
