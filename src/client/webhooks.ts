// The client's events and webhooks: one group of the Tollgate class's methods. The groups extend
// one another in a line, from ClientBase (http.ts, the HTTP machinery) to Tollgate (tollgate.ts).
import { MemberMethods } from './members.js';
import { encodedPath } from './http.js';
import type {
  Event,
  EventListOptions,
  Page,
  PostOptions,
  CreateWebhookInput,
  UpdateWebhookInput,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryListOptions,
  WebhookWithSecret,
} from './types.js';

export abstract class WebhookMethods extends MemberMethods {
  // Events
  /** Oldest first after `after` (or `cursor`, a page's next_cursor); see EventListOptions. */
  listEvents({ cursor, after, ...options }: EventListOptions = {}): Promise<Page<Event>> {
    return this.http.page('/events', { ...options, after: cursor ?? after });
  }

  // Webhooks
  /** A new endpoint; the answer's `secret` is shown only here (keep it to verify deliveries). */
  createWebhook(input: CreateWebhookInput, options?: PostOptions): Promise<WebhookWithSecret> {
    return this.http.post('/webhooks', input, options);
  }
  /** Every endpoint of the bot (at most 100), in one page. */
  listWebhooks(): Promise<Page<Webhook>> {
    return this.http.page('/webhooks', {});
  }
  getWebhook(webhookId: number): Promise<Webhook> {
    return this.http.result('GET', encodedPath`/webhooks/${webhookId}`);
  }
  /** enabled: false pauses deliveries; true resumes them (also after a disable for failing). */
  updateWebhook(webhookId: number, changes: UpdateWebhookInput): Promise<Webhook> {
    return this.http.result('PATCH', encodedPath`/webhooks/${webhookId}`, { body: changes });
  }
  deleteWebhook(webhookId: number): Promise<Webhook> {
    return this.http.result('DELETE', encodedPath`/webhooks/${webhookId}`);
  }
  /** A new secret; for 24 h deliveries are signed with the old one too. */
  rotateWebhookSecret(webhookId: number): Promise<WebhookWithSecret> {
    return this.http.result('POST', encodedPath`/webhooks/${webhookId}/secret`);
  }
  /** Queues a webhook.test delivery to this endpoint; answers its first attempt. */
  testWebhook(webhookId: number): Promise<WebhookDelivery> {
    return this.http.result('POST', encodedPath`/webhooks/${webhookId}/test`);
  }
  listWebhookDeliveries(webhookId: number, options: WebhookDeliveryListOptions = {}): Promise<Page<WebhookDelivery>> {
    return this.http.page(encodedPath`/webhooks/${webhookId}/deliveries`, options);
  }
}
