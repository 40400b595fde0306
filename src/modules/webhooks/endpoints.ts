// Webhook endpoints (SPEC §10): an owner's URLs, the event types each wants, and their signing
// secrets (sealed; shown once, at creation and rotation). What is delivered to them, and when,
// is the delivery ledger's (deliveries.ts).
import { randomBytes } from 'node:crypto';
import type { BotContext } from '../../bot-context.js';
import { resealColumns } from '../../crypto/secret-box.js';
import type { Db, WebhookEndpointRow } from '../../db/schema.js';
import { ConflictError, invalid, NotFoundError } from '../../errors.js';
import { MAX_WEBHOOKS_PER_BOT, PREVIOUS_SECRET_MS } from '../../limits.js';
import { isoFromMs, isoOrNullFromMs } from '../../time/iso.js';
import { allocateIds } from '../bots/repository.js';
import type { ServiceDeps } from '../common/deps.js';
import type { Page } from '../common/pagination.js';
import type { EventService } from '../events/service.js';
import { TEST_EVENT } from '../events/types.js';
import { refuseUrl } from './address-policy.js';
import { type DeliveryLedger, toDeliveryRecord, type WebhookOptions, DEFAULT_WEBHOOK_OPTIONS } from './deliveries.js';
import * as repo from './repository.js';
import type { CreateWebhookInput, DeliveryRecord, UpdateWebhookInput, WebhookRecord, WebhookWithSecretRecord } from './schemas.js';

/** A signing secret: shown once, stored sealed. */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

function toWebhookRecord(row: WebhookEndpointRow, at: number): WebhookRecord {
  const previousUntil = row.previous_secret_until === null ? null : Number(row.previous_secret_until);
  return {
    webhook_id: Number(row.webhook_id),
    url: row.url,
    events: JSON.parse(row.events) as string[],
    description: row.description,
    enabled: row.disabled_at === null,
    disabled_reason: row.disabled_reason,
    failing_since: isoOrNullFromMs(row.failing_since === null ? null : Number(row.failing_since)),
    previous_secret_expires_at: previousUntil !== null && previousUntil > at ? isoFromMs(previousUntil) : null,
    created_at: isoFromMs(Number(row.created_at)),
    updated_at: isoFromMs(Number(row.updated_at)),
  };
}

/** "*" stands for every type, alone. */
function checkEvents(events: string[]): void {
  if (events.includes('*') && events.length > 1) throw invalid('events', 'must be ["*"] alone, or a list of event types');
}

export function createWebhookEndpoints(
  { db, now, secretBox }: ServiceDeps,
  events: Pick<EventService, 'record'>,
  ledger: Pick<DeliveryLedger, 'addFirstAttempt'>,
  options: WebhookOptions = DEFAULT_WEBHOOK_OPTIONS,
) {
  const missing = (webhookId: number) => new NotFoundError(`Webhook ${webhookId} does not exist for this bot.`);

  /** The endpoint, or a 404; `keyShare`: held in the caller's transaction against a deletion. */
  async function endpointRow(botId: number, webhookId: number, trx: Db = db, keyShare = false): Promise<WebhookEndpointRow> {
    const row = await repo.findEndpoint(trx, botId, webhookId, keyShare);
    if (!row) throw missing(webhookId);
    return row;
  }

  async function checkUrl(url: string): Promise<void> {
    const refusal = await refuseUrl(url, options);
    if (refusal) throw invalid('url', refusal);
  }

  return {
    /** POST /webhooks: the endpoint and its secret, shown only here. */
    async createWebhook(bot: BotContext, input: CreateWebhookInput): Promise<WebhookWithSecretRecord> {
      checkEvents(input.events);
      await checkUrl(input.url);
      const secret = newSecret();
      const at = now();
      const row = await db.transaction().execute(async (trx) => {
        if ((await repo.countEndpoints(trx, bot.botId)) >= MAX_WEBHOOKS_PER_BOT) {
          throw new ConflictError(`A bot may have at most ${MAX_WEBHOOKS_PER_BOT} webhook endpoints; delete one first.`);
        }
        return repo.insertEndpoint(trx, {
          bot_id: bot.botId,
          webhook_id: await allocateIds(trx, bot.botId, 'webhook'),
          url: input.url,
          events: JSON.stringify(input.events),
          description: input.description ?? null,
          secret_enc: secretBox.seal(secret),
          previous_secret_enc: null,
          previous_secret_until: null,
          failing_since: null,
          disabled_at: null,
          disabled_reason: null,
          created_at: at,
          updated_at: at,
        });
      });
      return { ...toWebhookRecord(row, at), secret };
    },

    async listWebhooks(bot: BotContext): Promise<Page<WebhookRecord>> {
      const at = now();
      return { items: (await repo.listEndpoints(db, bot.botId)).map((row) => toWebhookRecord(row, at)) };
    },

    async getWebhook(bot: BotContext, webhookId: number): Promise<WebhookRecord> {
      return toWebhookRecord(await endpointRow(bot.botId, webhookId), now());
    },

    /** PATCH: url and events re-checked; enabled false pauses (attempts wait), true resumes afresh. */
    async updateWebhook(bot: BotContext, webhookId: number, input: UpdateWebhookInput): Promise<WebhookRecord> {
      if (input.events) checkEvents(input.events);
      if (input.url !== undefined) await checkUrl(input.url);
      const at = now();
      const current = await endpointRow(bot.botId, webhookId);
      const enabling = input.enabled === true && current.disabled_at !== null;
      const disabling = input.enabled === false && current.disabled_at === null;
      const row = await repo.updateEndpoint(db, bot.botId, webhookId, {
        ...(input.url === undefined ? {} : { url: input.url }),
        ...(input.events === undefined ? {} : { events: JSON.stringify(input.events) }),
        ...(input.description === undefined ? {} : { description: input.description }),
        ...(enabling ? { disabled_at: null, disabled_reason: null, failing_since: null } : {}),
        ...(disabling ? { disabled_at: at, disabled_reason: 'Disabled by the owner.' } : {}),
        updated_at: at,
      });
      if (!row) throw missing(webhookId);
      return toWebhookRecord(row, at);
    },

    /** DELETE: the endpoint and its delivery log; answers the endpoint as it was. */
    async deleteWebhook(bot: BotContext, webhookId: number): Promise<WebhookRecord> {
      const row = await db.transaction().execute((trx) => repo.deleteEndpoint(trx, bot.botId, webhookId));
      if (!row) throw missing(webhookId);
      return toWebhookRecord(row, now());
    },

    /** A new secret; the old one keeps signing (beside it) for 24 h, so receivers can switch. */
    async rotateSecret(bot: BotContext, webhookId: number): Promise<WebhookWithSecretRecord> {
      const secret = newSecret();
      const at = now();
      const row = await db.transaction().execute(async (trx) => {
        const current = await endpointRow(bot.botId, webhookId, trx);
        return repo.updateEndpoint(trx, bot.botId, webhookId, {
          secret_enc: secretBox.seal(secret),
          previous_secret_enc: current.secret_enc,
          previous_secret_until: at + PREVIOUS_SECRET_MS,
          updated_at: at,
        });
      });
      if (!row) throw missing(webhookId); // deleted meanwhile
      return { ...toWebhookRecord(row, at), secret };
    },

    /** POST /webhooks/{id}/test: a webhook.test event for this endpoint only; its first attempt. */
    async sendTest(bot: BotContext, webhookId: number): Promise<DeliveryRecord> {
      const at = now();
      const row = await db.transaction().execute(async (trx) => {
        const endpoint = await endpointRow(bot.botId, webhookId, trx, true);
        if (endpoint.disabled_at !== null) throw new ConflictError(`Webhook ${webhookId} is disabled; enable it (PATCH enabled: true) to test it.`);
        const [event] = await events.record(trx, bot.botId, at, [
          { type: TEST_EVENT, data: { webhook_id: webhookId, message: 'A test delivery from Tollgate.' }, actor: bot.actor },
        ]);
        return ledger.addFirstAttempt(trx, bot.botId, webhookId, event!, at);
      });
      return toDeliveryRecord(row);
    },

    /** Re-seals every endpoint's secrets under the current key (key rotation); counts secrets. */
    async resealSecrets(): Promise<{ resealed: number; current: number }> {
      let resealed = 0;
      let current = 0;
      for (const row of await repo.allSealedSecrets(db)) {
        const { changes, changed, current: already } = resealColumns(secretBox, row, ['secret_enc', 'previous_secret_enc'] as const);
        current += already;
        if (!changed) continue;
        await repo.updateEndpoint(db, Number(row.bot_id), Number(row.webhook_id), changes);
        resealed += changed;
      }
      return { resealed, current };
    },
  };
}

export type WebhookEndpoints = ReturnType<typeof createWebhookEndpoints>;
