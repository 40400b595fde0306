// The client's order counts, orders and card payments: one group of the Tollgate class's methods.
// The groups extend one another in a line, from ClientBase (http.ts, the HTTP machinery) to
// Tollgate (tollgate.ts).
import { PlanMethods } from './plans.js';
import { encodedPath, idempotencyHeader } from './http.js';
import type {
  Checkout,
  CheckoutInput,
  CreateOrderInput,
  Order,
  OrderCountEntry,
  OrderCountOptions,
  OrderListOptions,
  Page,
  PostOptions,
  RecordedOrder,
} from './types.js';

export abstract class OrderMethods extends PlanMethods {
  // Order counts
  orderCount(options: OrderCountOptions = {}): Promise<OrderCountEntry[]> {
    return this.http.result('GET', '/orders/count', { query: options });
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
