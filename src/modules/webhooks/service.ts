// Webhook endpoints and their deliveries (SPEC §10). Every event recorded for a bot becomes one
// pending attempt per enabled endpoint that wants its type, in the event's own transaction (a
// durable job); the dispatcher (src/webhooks/) claims due attempts, sends them and reports back
// here. A failed attempt schedules the next one on the retry schedule; an endpoint whose attempts
// have all failed for 3 days is disabled with its reason.
import { randomBytes } from 'node:crypto';
import type { BotContext } from '../../bot-context.js';
import { resealColumns } from '../../crypto/secret-box.js';
import type { Db, DeliveryStatus, WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema.js';
import { ConflictError, invalid, NotFoundError } from '../../errors.js';
import { DEFAULT_WEBHOOK_RETRY_DELAYS_MS, DISABLE_AFTER_FAILING_MS, LOG_KEPT_MS, MAX_WEBHOOKS_PER_BOT, PREVIOUS_SECRET_MS } from '../../limits.js';
import { isoFromMs, isoOrNullFromMs } from '../../time/iso.js';
import { allocateIds } from '../bots/repository.js';
import type { ServiceDeps } from '../common/deps.js';
import { decodeCursor, pageLimit, toPage, type Page } from '../common/pagination.js';
import type { EventService, RecordedEvent } from '../events/service.js';
import { TEST_EVENT } from '../events/types.js';
import { type AddressPolicy, refuseUrl } from './address-policy.js';
import * as repo from './repository.js';
import type { CreateWebhookInput, DeliveryListInput, DeliveryRecord, UpdateWebhookInput, WebhookRecord, WebhookWithSecretRecord } from './schemas.js';

export interface WebhookOptions extends AddressPolicy {
  retryDelaysMs: readonly number[];
}

export const DEFAULT_WEBHOOK_OPTIONS: WebhookOptions = { allowPrivate: false, retryDelaysMs: DEFAULT_WEBHOOK_RETRY_DELAYS_MS };

function newSecret(): string {
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

function toDeliveryRecord(row: WebhookDeliveryRow): DeliveryRecord {
  return {
    event_id: Number(row.event_id),
    type: row.type,
    attempt: Number(row.attempt),
    status: row.status === 'sending' ? 'pending' : row.status,
    response_code: row.response_code === null ? null : Number(row.response_code),
    duration_ms: row.duration_ms === null ? null : Number(row.duration_ms),
    error: row.error,
    next_attempt_at: isoOrNullFromMs(row.next_attempt_at === null ? null : Number(row.next_attempt_at)),
    created_at: isoFromMs(Number(row.created_at)),
  };
}

/** "*" stands for every type, alone. */
function checkEvents(events: string[]): void {
  if (events.includes('*') && events.length > 1) throw invalid('events', 'must be ["*"] alone, or a list of event types');
}

/** An attempt ready to send: the signed request's parts, secrets opened. */
export interface Dispatch {
  key: repo.DeliveryKey;
  type: string;
  url: string;
  /** The webhook-id header: the event_id. */
  messageId: string;
  body: string;
  /** The current secret first; the rotated-out one too while it still signs. */
  secrets: string[];
}

/** Attempts this instance may have in flight per endpoint, and how many it has (by endpointId). */
export interface EndpointSlots {
  perEndpoint: number;
  busy: ReadonlyMap<string, number>;
}

/** An endpoint's key as text, for maps. */
export function endpointId([botId, webhookId]: readonly [number, number, ...number[]]): string {
  return `${botId}:${webhookId}`;
}

export interface AttemptOutcome {
  key: repo.DeliveryKey;
  type: string;
  delivered: boolean;
  responseCode: number | null;
  durationMs: number;
  error: string | null;
  /** When the attempt ended. */
  at: number;
}

export function createWebhookService({ db, now, secretBox }: ServiceDeps, events: EventService, options: WebhookOptions = DEFAULT_WEBHOOK_OPTIONS) {
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

  /** The body of a delivery: {type, timestamp, data}, data as stored (already JSON). */
  const bodyOf = (type: string, createdAt: number, data: string) => `{"type":${JSON.stringify(type)},"timestamp":"${isoFromMs(createdAt)}","data":${data}}`;

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
          { type: TEST_EVENT, data: { webhook_id: webhookId, message: 'A test delivery from Tollgate.' } },
        ]);
        const attempt = firstAttempt(bot.botId, webhookId, event!, at);
        await repo.insertDeliveries(trx, [attempt]);
        return { ...attempt, claimed_until: 0 };
      });
      return toDeliveryRecord(row);
    },

    async listDeliveries(bot: BotContext, webhookId: number, query: DeliveryListInput): Promise<Page<DeliveryRecord>> {
      await endpointRow(bot.botId, webhookId);
      const limit = pageLimit(query);
      const rows = await repo.listDeliveries(db, bot.botId, webhookId, limit, {
        status: query.status as DeliveryStatus | undefined,
        eventId: query.event_id === undefined ? undefined : Number(query.event_id),
        after: decodeCursor<[number, number, number]>(query.cursor, ['number', 'number', 'number']),
      });
      return toPage(rows, limit, (r) => [Number(r.created_at), Number(r.event_id), Number(r.attempt)], toDeliveryRecord);
    },

    /** The reactor: one pending attempt per enabled endpoint that wants each event, in its transaction. */
    async fanOut(trx: Db, botId: number, at: number, recorded: RecordedEvent[]): Promise<void> {
      const wanted = recorded.filter((e) => e.type !== TEST_EVENT);
      if (!wanted.length) return;
      const endpoints = await repo.enabledEndpoints(trx, botId);
      if (!endpoints.length) return;
      const attempts = [];
      for (const endpoint of endpoints) {
        const types = JSON.parse(endpoint.events) as string[];
        const all = types.includes('*');
        for (const event of wanted) if (all || types.includes(event.type)) attempts.push(firstAttempt(botId, Number(endpoint.webhook_id), event, at));
      }
      await repo.insertDeliveries(trx, attempts);
    },

    /**
     * Claims up to `limit` due attempts for this instance until `until`, at most
     * `slots.perEndpoint` in flight per endpoint counting `slots.busy` (attempts of each endpoint
     * this instance is making), and answers them ready to send.
     */
    async claimDue(limit: number, until: number, slots: EndpointSlots): Promise<Dispatch[]> {
      const at = now();
      const full: repo.EndpointKey[] = [];
      for (const [id, n] of slots.busy) if (n >= slots.perEndpoint) full.push(id.split(':').map(Number) as [number, number]);
      const due = await db.transaction().execute(async (trx) => {
        const taken = new Map<string, number>();
        const rows = (await repo.dueDeliveries(trx, at, limit, full)).filter((r) => {
          const id = endpointId([Number(r.bot_id), Number(r.webhook_id)]);
          const n = (slots.busy.get(id) ?? 0) + (taken.get(id) ?? 0);
          if (n >= slots.perEndpoint) return false;
          taken.set(id, (taken.get(id) ?? 0) + 1);
          return true;
        });
        const keyOf = (r: repo.DueDelivery) => [Number(r.bot_id), Number(r.webhook_id), Number(r.event_id), Number(r.attempt)] as const;
        const claimed = new Set((await repo.claimDeliveries(trx, rows.map(keyOf), until)).map((k) => k.join(':')));
        return rows.filter((r) => claimed.has(keyOf(r).join(':')));
      });
      return due.map((r) => {
        const previousSigns = r.previous_secret_enc !== null && Number(r.previous_secret_until) > at;
        return {
          key: [Number(r.bot_id), Number(r.webhook_id), Number(r.event_id), Number(r.attempt)] as const,
          type: r.type,
          url: r.url,
          messageId: String(r.event_id),
          body: bodyOf(r.type, Number(r.event_created_at), r.data),
          secrets: previousSigns ? [secretBox.open(r.secret_enc), secretBox.open(r.previous_secret_enc!)] : [secretBox.open(r.secret_enc)],
        };
      });
    },

    /**
     * Records attempts made, in one transaction: each attempt's result, the next attempt of a
     * failed one (while the schedule lasts), each endpoint's health, and endpoints disabled
     * after failing for 3 days.
     */
    async recordOutcomes(outcomes: AttemptOutcome[]): Promise<{ disabled: repo.EndpointKey[] }> {
      const disabled: repo.EndpointKey[] = [];
      await db.transaction().execute(async (trx) => {
        // Per endpoint, in the order attempts ended: failing since its first failure after its
        // last success in this batch (null: the last attempt succeeded).
        const health = new Map<string, { key: repo.EndpointKey; recovered: boolean; failingSince: number | null; lastError: string | null; at: number }>();
        for (const o of outcomes) {
          const [botId, webhookId, eventId, attempt] = o.key;
          const delay = o.delivered ? undefined : options.retryDelaysMs[attempt - 1];
          const nextAt = delay === undefined ? null : o.at + delay;
          const recorded = await repo.finishDelivery(trx, o.key, {
            status: o.delivered ? 'delivered' : 'failed',
            response_code: o.responseCode,
            duration_ms: o.durationMs,
            error: o.error,
            next_attempt_at: nextAt,
          });
          if (!recorded) continue;
          if (nextAt !== null) await repo.insertDeliveries(trx, [pendingAttempt(botId, webhookId, eventId, attempt + 1, o.type, nextAt, o.at)]);
          const id = endpointId(o.key);
          const seen = health.get(id) ?? { key: [botId, webhookId] as const, recovered: false, failingSince: null, lastError: null, at: o.at };
          health.set(
            id,
            o.delivered
              ? { ...seen, recovered: true, failingSince: null, lastError: null, at: o.at }
              : { ...seen, failingSince: seen.failingSince ?? o.at, lastError: o.error, at: o.at },
          );
        }
        for (const h of health.values()) {
          await repo.setFailingSince(trx, h.key, h.failingSince, h.recovered);
          if (h.failingSince === null) continue;
          const reason = `Disabled on ${isoFromMs(h.at)}: every delivery attempt failed for 3 days; the last one: ${h.lastError ?? 'no answer'}. Fix the receiver, then PATCH enabled: true.`;
          if (await repo.disableIfFailingSince(trx, h.key, h.at - DISABLE_AFTER_FAILING_MS, h.at, reason)) disabled.push(h.key);
        }
      });
      return { disabled };
    },

    /** Puts back attempts claimed by an instance that died before recording them; how many. */
    releaseLapsed(): Promise<number> {
      return repo.releaseLapsed(db, now());
    },

    /** Deletes finished attempts older than the log keeps (LOG_KEPT_MS); how many. */
    async pruneLog(): Promise<number> {
      let pruned = 0;
      for (const row of await repo.allEndpointKeys(db)) pruned += await repo.pruneLog(db, [Number(row.bot_id), Number(row.webhook_id)], now() - LOG_KEPT_MS);
      return pruned;
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

function pendingAttempt(botId: number, webhookId: number, eventId: number, attempt: number, type: string, runAt: number, at: number) {
  return {
    bot_id: botId,
    webhook_id: webhookId,
    event_id: eventId,
    attempt,
    type,
    status: 'pending' as const,
    response_code: null,
    duration_ms: null,
    error: null,
    next_attempt_at: runAt,
    created_at: at,
  };
}

function firstAttempt(botId: number, webhookId: number, event: RecordedEvent, at: number) {
  return pendingAttempt(botId, webhookId, event.event_id, 1, event.type, at, at);
}

export type WebhookService = ReturnType<typeof createWebhookService>;
