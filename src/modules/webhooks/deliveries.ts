// The delivery ledger of webhook endpoints (SPEC §10). Every event recorded for a bot becomes one
// pending attempt per enabled endpoint that wants its type, in the event's own transaction (a
// durable job); the dispatcher (src/webhooks/) claims due attempts, sends them and reports back
// here. A failed attempt schedules the next one on the retry schedule; an endpoint whose attempts
// have all failed for 3 days is disabled with its reason.
import type { BotContext } from '../../bot-context.js';
import type { Db, DeliveryStatus, WebhookDeliveryRow } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';
import { DEFAULT_WEBHOOK_RETRY_DELAYS_MS, DISABLE_AFTER_FAILING_MS, LOG_KEPT_MS } from '../../limits.js';
import { isoFromMs, isoOrNullFromMs } from '../../time/iso.js';
import type { ServiceDeps } from '../common/deps.js';
import { decodeCursor, pageLimit, toPage, type Page } from '../common/pagination.js';
import { actorOf } from '../events/actors.js';
import type { RecordedEvent } from '../events/service.js';
import { TEST_EVENT } from '../events/types.js';
import type { AddressPolicy } from './address-policy.js';
import * as repo from './repository.js';
import type { DeliveryListInput, DeliveryRecord } from './schemas.js';

export interface WebhookOptions extends AddressPolicy {
  retryDelaysMs: readonly number[];
}

export const DEFAULT_WEBHOOK_OPTIONS: WebhookOptions = { allowPrivate: false, retryDelaysMs: DEFAULT_WEBHOOK_RETRY_DELAYS_MS };

export function toDeliveryRecord(row: WebhookDeliveryRow): DeliveryRecord {
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

export function createDeliveryLedger({ db, now, secretBox }: ServiceDeps, options: WebhookOptions = DEFAULT_WEBHOOK_OPTIONS) {
  /** The body of a delivery: {type, timestamp, actor, data}, data as stored (already JSON). */
  const bodyOf = (r: repo.DueDelivery) =>
    `{"type":${JSON.stringify(r.type)},"timestamp":"${isoFromMs(Number(r.event_created_at))}","actor":${JSON.stringify(actorOf(r))},"data":${r.data}}`;

  return {
    /** The event's first attempt to one endpoint, in the caller's transaction (a test delivery). */
    async addFirstAttempt(trx: Db, botId: number, webhookId: number, event: RecordedEvent, at: number): Promise<WebhookDeliveryRow> {
      const attempt = firstAttempt(botId, webhookId, event, at);
      await repo.insertDeliveries(trx, [attempt]);
      return { ...attempt, claimed_until: 0 };
    },

    async listDeliveries(bot: BotContext, webhookId: number, query: DeliveryListInput): Promise<Page<DeliveryRecord>> {
      if (!(await repo.findEndpoint(db, bot.botId, webhookId, false))) throw new NotFoundError(`Webhook ${webhookId} does not exist for this bot.`);
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
      // Polled every few milliseconds by every instance, mostly finding nothing: one cheap read
      // first, and the claim's transaction only when something is due.
      if (!(await repo.anyDue(db, at))) return [];
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
          body: bodyOf(r),
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

export type DeliveryLedger = ReturnType<typeof createDeliveryLedger>;
